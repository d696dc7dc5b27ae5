#!/usr/bin/env python3
"""The computer players' tables, computed here instead of on the board.

    .venv/bin/python tools/data/bot_tables.py [--out data] [--check]

A bot used to build these at construction (enumerating the keep lattice, scoring every hand in
every box): code that took heap on the board and a second of warm-up. They depend only on the
rules, so they are computed here once (`make data`), written as deterministic bytes, copied to
the board's /data by the deploy and read there into preallocated buffers (or, the hand scores,
a box's column at a time when a turn is planned):

  data/keeps.bin           the keep lattices' child tables: the 6-faced one (numbers; a keep
                           of four dice's children as hand numbers) and the 5-faced one
                           (Painted's colours), a byte an entry
  data/hands_<mode>.bin    each box's plain score for every hand, one column a box (a POWER
                           group), for classic, painted and power
  data/classic_layout.bin  where a state's value lives in the Perfect table (data/
                           classic_perfect.bin, tools/data/solve_classic.py)

Every file starts with 4 magic bytes and its size (uint16); all numbers are little-endian.
The bots check both and raise ValueError for a foreign or stale file, OSError for a missing one
(the app then falls back a level). `--check` only compares the files with what this tool would
write (exit status 1 when one differs or is missing).

The construction code the bots ran before (the compact lattice of yahtzee_core.keeps, the arena's
hand scores, Painted's colour scores, the Perfect layout) is kept here: tests/test_bot_tables.py
holds the files to it.
"""

import argparse
import os
import struct
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from yahtzee_core.hand import (  # noqa: E402
    Hand, score as score_hand, COLOUR, N_COLOUR, PAINTED_HOUSE, RAINBOW, FLUSH)
from yahtzee_core.keeps import Lattice  # noqa: E402
from yahtzee_core.modes import MODES, MODE_NAMES  # noqa: E402
from yahtzee_core.bot import default_data_dir  # noqa: E402

DATA = default_data_dir()
KEEPS_MAGIC = b"YZK1"
HANDS_MAGIC = b"YZH"          # + the mode's index as a digit
LAYOUT_MAGIC = b"YZL1"
HEAD = 6                      # magic, uint16 file size
HANDS = 252                   # hands of the 6-faced lattice (numbers)
COLOUR_HANDS = 126            # hands of the 5-faced lattice (colours)
# what a box's column holds (hands_<mode>.bin's `reads` byte)
READS_NUMBERS = 0             # its score for each of the 252 number hands
READS_COLOURS = 1             # its score for each of the 126 colour hands
READS_COLOUR_COUNT = 2        # a colour box: how many dice show its colour (the bot prices
#                               the sum at 3.5 a die)
COLOUR_KINDS = (COLOUR, N_COLOUR, PAINTED_HOUSE, RAINBOW, FLUSH)


def _file(magic, body):
    size = HEAD + len(body)
    assert size < 1 << 16
    return magic + struct.pack("<H", size) + body


# -- the construction code of before, kept on the PC -------------------------------------------

def compact_child(faces):
    """The child table the bots walked: keep k plus a die d at [k*faces + d-1], for the keeps
    that have children (yahtzee_core.keeps.Lattice(faces, compact=True))."""
    return list(Lattice(faces, True).child)


def byte_child(faces):
    """The child table as the bots read it, one byte an entry: a keep of four dice's children
    are hands, numbered from 0 (keep index - hand_base), the others' keeps (all below 256:
    the bots hold a lattice array as its keeps' part and its hands' part)."""
    lattice = Lattice(faces, True)
    four = lattice.first[4]
    out = [c - lattice.hand_base if k // faces >= four else c
           for k, c in enumerate(lattice.child)]
    assert max(out) < 256
    return out


def hand_scores(mode):
    """(hscore, hcol, width): what the bots' arena built, row-major: hscore[h*width + hcol[b]]
    is box b's plain score for hand h, for the boxes that read numbers (Painted: all but the
    colour kinds), one column a POWER group; hcol[b] 0xFF for a box without one."""
    nb = mode.box_count
    if mode.power_die:
        columns = [b for b in range(nb) if mode.group[b] == b]
    else:
        columns = [b for b in range(nb) if mode.kinds[b] not in COLOUR_KINDS]
    group = mode.group
    hcol = bytearray(b"\xff" * nb)
    for width, b in enumerate(columns):
        hcol[b] = width
    width = len(columns)
    for b in range(nb):
        hcol[b] = hcol[group[b]]
    hscore = bytearray(HANDS * width)
    hand = Hand()
    row = 0
    for dice in Lattice(6, True).each_hand(bytearray(5)):
        hand.set(dice, None)
        for b in columns:
            hscore[row + hcol[b]] = score_hand(hand, mode.kinds[b], mode.params[b],
                                               mode.values[b])
        row += width
    return hscore, hcol, width


def colour_boxes(mode):
    """The boxes that read colours (Painted's), in box order."""
    return [b for b in range(mode.box_count) if mode.kinds[b] in COLOUR_KINDS]


def colour_scores(mode):
    """cscore[c * len(colours) + i] for the 126 colour hands and the i-th box that reads
    colours: a colour box the count of its colour, four_color 18 points' worth, the
    fixed-value ones their value (Painted's bot built it)."""
    colours = colour_boxes(mode)
    width = len(colours)
    out = bytearray(COLOUR_HANDS * width)
    hand = Hand()
    dice = bytearray(5)
    colour = bytearray(5)
    row = 0
    for faces in Lattice(5, True).each_hand(bytearray(5)):
        for i in range(5):
            colour[i] = faces[i] - 1
            dice[i] = 1
        hand.set(dice, colour)
        for i in range(width):
            b = colours[i]
            kind = mode.kinds[b]
            if kind == COLOUR:
                p = hand.colour_counts[mode.params[b]]
            elif kind == N_COLOUR:
                p = 18 if hand.max_colour_count >= mode.params[b] else 0
            else:
                p = score_hand(hand, kind, mode.params[b], mode.values[b])
            out[row + i] = p
        row += width
    return out


def layout_positions():
    """(per_lower, pos): the Perfect table's layout (yahtzee_core.perfect.Layout) as the bot
    reads it: pos[u*64 + total] = cum[u] + rank, the entry of (upper boxes u, upper total)
    within a lower mask's block (0xFFFF: the total cannot occur)."""
    from yahtzee_core.perfect import Layout, NO_RANK
    layout = Layout()
    pos = []
    for u in range(64):
        for total in range(64):
            rank = layout.rank[u * 64 + total]
            pos.append(0xFFFF if rank == NO_RANK else layout.cum[u] + rank)
    return layout.per_lower, pos


# -- the files ---------------------------------------------------------------------------------

def keeps_file():
    """Magic, size, the 6-faced lattice's child table (210 x 6 bytes), the 5-faced one's
    (126 x 5 bytes, every child below 252 as it is)."""
    six = byte_child(6)
    five = compact_child(5)
    assert len(six) == 210 * 6 and len(five) == 126 * 5 and max(five) < 256
    return _file(KEEPS_MAGIC, bytes(six) + bytes(five))


def hands_file(mode):
    """Magic, size, then per box its column's offset in the file (uint16) and what it reads
    (a byte: READS_*), then the columns: the number boxes' (252 bytes each, in hcol order),
    then the colour boxes' (126 bytes each, in box order)."""
    nb = mode.box_count
    hscore, hcol, width = hand_scores(mode)
    colours = colour_boxes(mode) if mode.coloured else []
    cscore = colour_scores(mode) if colours else b""
    start = HEAD + 3 * nb
    offsets = [0] * nb
    reads = bytearray(nb)
    columns = bytearray()
    for c in range(width):
        columns += bytes(hscore[h * width + c] for h in range(HANDS))
    for b in range(nb):
        if hcol[b] != 0xFF:
            offsets[b] = start + HANDS * hcol[b]
    for i, b in enumerate(colours):
        offsets[b] = start + len(columns)
        reads[b] = READS_COLOUR_COUNT if mode.kinds[b] == COLOUR else READS_COLOURS
        columns += bytes(cscore[h * len(colours) + i] for h in range(COLOUR_HANDS))
    assert all(offsets)
    return _file(HANDS_MAGIC + b"%d" % mode.index,
                 struct.pack("<%dH" % nb, *offsets) + bytes(reads) + bytes(columns))


def layout_file():
    per_lower, pos = layout_positions()
    return _file(LAYOUT_MAGIC, struct.pack("<H%dH" % len(pos), per_lower, *pos))


def files():
    """{file name: bytes} of every table this tool writes."""
    out = {"keeps.bin": keeps_file(), "classic_layout.bin": layout_file()}
    for index, name in enumerate(MODE_NAMES):
        out["hands_%s.bin" % name] = hands_file(MODES[index])
    return out


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default=DATA, help="the folder to write (default: data/)")
    parser.add_argument("--check", action="store_true",
                        help="only say whether the files there are what this tool writes")
    args = parser.parse_args(argv)
    stale = []
    for name, blob in sorted(files().items()):
        path = os.path.join(args.out, name)
        if args.check:
            try:
                with open(path, "rb") as stream:
                    same = stream.read() == blob
            except OSError:
                same = False
            if not same:
                stale.append(name)
            continue
        os.makedirs(args.out, exist_ok=True)
        with open(path, "wb") as stream:
            stream.write(blob)
        print("wrote %s (%d bytes)" % (os.path.relpath(path), len(blob)))
    if stale:
        print("stale or missing: %s (run `make data`)" % ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
