"""The Classic Perfect table's format: optimal solitaire values between turns.

Written by tools/data/solve_classic.py (which lays it out with `Layout` here);
the bot reads it a state at a time with yahtzee_core.perfect_table (about
1 MB: never loaded whole on a device), which finds a state's entry in
data/classic_layout.bin, written from `Layout` by tools/data/bot_tables.py. This
module is the PC's: the bots never import it, so the layout's construction
is not compiled on a board.

A state is (mask of filled boxes, upper total capped at 63, YAHTZEE box
holds 50). Its value is the expected score still to come under optimal
play, in hundredths of a point, as a little-endian uint16.

Layout after the 12-byte header (b"YZP1", uint16 scale, uint16 0, uint32
count): states ordered by the lower boxes' 7-bit mask (boxes 6..12), then
the upper boxes' 6-bit mask u, then the rank of the upper total among the
totals reachable with u filled, then (only when the YAHTZEE box is filled)
the flag. Unreachable upper totals have no entry.
"""

from ._compat import const
from .keeps import zeros
from .perfect_table import PerfectTable  # noqa: F401 (the reader, for the PC tools and tests)

MAGIC = b"YZP1"
HEADER = const(12)
SCALE = const(100)
NO_RANK = const(0xFF)
_YAHTZEE_LOW_BIT = const(32)  # box 11 in the lower 7-bit mask


class Layout:
    """rank[u*64 + total] and cum[u]: where a state's entry lives (4.2 KB)."""

    def __init__(self):
        # reach[u*64 + t]: total t (capped) is possible with the upper boxes
        # in u filled; built from u without its highest box (one pass a u).
        rank = bytearray(64 * 64)
        rank[0] = 1
        for u in range(1, 64):
            top = 5
            while not u & (1 << top):
                top -= 1
            prev = (u & ~(1 << top)) * 64
            row = u * 64
            face = top + 1
            for t in range(64):
                if rank[prev + t]:
                    for c in range(6):
                        s = t + face * c
                        rank[row + (s if s < 63 else 63)] = 1
        cum = zeros("l", 65)
        for u in range(64):
            n = 0
            row = u * 64
            for t in range(64):
                if rank[row + t]:
                    rank[row + t] = n
                    n += 1
                else:
                    rank[row + t] = NO_RANK
            cum[u + 1] = cum[u] + n
        self.rank = rank
        self.cum = cum
        self.per_lower = cum[64]   # entries per lower mask and flag
        self.count = self.per_lower * (64 + 2 * 64)

    def index(self, mask, upper, flag):
        """The entry of a state; -1 when its upper total cannot occur."""
        low = mask >> 6
        u = mask & 63
        r = self.rank[u * 64 + upper]
        if r == NO_RANK:
            return -1
        # Lower masks before `low`: those without the YAHTZEE box hold one
        # entry a state, those with it two. Count them without a loop.
        with_y = _below_with_bit5(low)
        base = self.per_lower * (low + with_y)
        if low & _YAHTZEE_LOW_BIT:
            return base + 2 * (self.cum[u] + r) + (1 if flag else 0)
        return base + self.cum[u] + r


def _below_with_bit5(low):
    # Masks 0..low-1: full blocks of 64 hold 32 each; the partial block
    # holds max(0, (low % 64) - 32).
    part = (low & 63) - 32
    return (low >> 6) * 32 + (part if part > 0 else 0)
