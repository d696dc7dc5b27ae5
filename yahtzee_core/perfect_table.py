"""The Classic Perfect table's reader: optimal solitaire values between
turns, read a state at a time straight from data/classic_perfect.bin (about
1 MB: never loaded whole on a device; tools/data/solve_classic.py writes it).

A state is (mask of filled boxes, upper total capped at 63, YAHTZEE box
holds 50); its value is the expected score still to come under optimal
play, in hundredths of a point, as a little-endian uint16 (the format:
yahtzee_core.perfect). Where a state's entry lives comes from
data/classic_layout.bin (tools/data/bot_tables.py): pos[upper mask * 64 + upper
total], the entry within a lower mask's block, read a value at a time too
(two 2-byte reads a state, nothing in RAM but the reader).
"""

from ._compat import const
from .plan_turn import open_table

_HEADER = const(12)          # = perfect.HEADER
_FULL = const(0x1FFF)
_YAHTZEE_LOW_BIT = const(32)  # box 11 in the lower 7-bit mask


class PerfectTable:
    """Reads state values from the table file on demand (seek + readinto
    into one 2-byte buffer: no allocation per read). `layout`: the layout
    file, by default classic_layout.bin beside the table."""

    def __init__(self, path, layout=None):
        self.file = open(path, "rb")      # a missing table: OSError, before any work
        if layout is None:
            layout = path[:path.rfind("/") + 1] + "classic_layout.bin"
        try:
            self.layout = open_table(layout, b"YZL1")
        except Exception:
            self.file.close()
            raise
        self.two = bytearray(2)
        # per_lower: the entries of a lower mask without the YAHTZEE box (with
        # it, two a state); 64 of each
        self.per_lower = self.read(self.layout, 6)
        head = bytearray(_HEADER)
        self.file.seek(0)
        self.file.readinto(head)
        count = head[8] | head[9] << 8 | head[10] << 16 | head[11] << 24
        if head[:4] != b"YZP1" or count != 192 * self.per_lower:
            self.close()
            raise ValueError("%s is not the Classic Perfect table of %s" % (path, layout))

    def read(self, file, at):
        """The uint16 at byte `at` of file."""
        file.seek(at)
        file.readinto(self.two)
        return self.two[0] | self.two[1] << 8

    def value(self, mask, upper, flag):
        """The state's value in hundredths of a point (0 past the last box);
        for the states a game can reach."""
        if mask == _FULL:
            return 0
        i = self.read(self.layout, 8 + 2 * ((mask & 63) * 64 + upper))
        low = mask >> 6
        # Lower masks before `low`: those without the YAHTZEE box hold one
        # entry a state, those with it two (full blocks of 64 hold 32 each).
        part = (low & 63) - 32
        before = low + (low >> 6) * 32 + (part if part > 0 else 0)
        if low & _YAHTZEE_LOW_BIT:
            i = 2 * i + (1 if flag else 0)
        return self.read(self.file, _HEADER + 2 * (self.per_lower * before + i))

    def close(self):
        self.file.close()
        self.layout.close()
