#!/usr/bin/env python3
"""What each computer player costs in CircuitPython's heap.

    .venv/bin/python tools/measure/bot_memory.py [--fragmented] [--largest] [--core DIR]

Each figure comes from a fresh run of CircuitPython 10.2.1's unix port (32-bit, the boards'
object layout; tools/runtimes/circuitpython.py builds it): the core imported and a Game built, then
gc.collect() and gc.mem_alloc() before `import yahtzee_core.bot` and after building the Bot
(and one decision), so a figure is the bot's code (bytecode lives in the heap, .py or .mpy
alike; the firmware with the game frozen in keeps it in flash) plus the tables it keeps. The
tables computed on the PC (data/keeps.bin, data/hands_<mode>.bin: `make data`) must be there.
"Expert + Perfect" is a Classic CPU Expert seat and the Perfect hint alive together.

--fragmented builds every bot, and plays a game with it, in a heap whose free space is cut
into pieces of 4 KB (a heap filled with 4 KB blocks and smaller ones, then every other 4 KB
block freed): it passes only when no single allocation the bot makes, importing its planner,
building or deciding, is larger than 4 KB. A control asks for one 5 KB bytearray there and
must fail.

--largest bisects the size of those pieces: the smallest in which the bot is built and plays,
about its largest single allocation (a bytearray's data and its header share a piece).

--core DIR measures the yahtzee_core/ in DIR instead (e.g. an older version, for a before and
after: `git archive HEAD yahtzee_core | tar -x -C /tmp/old`).
"""

import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, ROOT)

from tools.runtimes import circuitpython  # noqa: E402
from yahtzee_core.bot import default_data_dir  # noqa: E402

DATA = default_data_dir()
# what every bot reads (tools/data/bot_tables.py writes them; `make data`)
TABLES = ("keeps.bin", "hands_classic.bin", "hands_painted.bin", "hands_power.bin",
          "classic_layout.bin", "classic_expert.bin")
LEVEL_NAMES = ("Easy", "Normal", "Expert", "Perfect")
# (mode, the levels of the bots alive together)
BOTS = (("classic", (0,)), ("classic", (1,)), ("classic", (2,)), ("classic", (3,)),
        ("classic", (2, 3)), ("painted", (0,)), ("painted", (1,)), ("painted", (2,)),
        ("power", (0,)), ("power", (1,)), ("power", (2,)))

_RETAINED = """
import gc
from yahtzee_core import Game, Rng
game = Game(%(mode)r, 1, source=Rng(7))
gc.collect()
before = gc.mem_alloc()
import yahtzee_core.bot as botmod
bots = [botmod.Bot(%(mode)r, level, %(data)r) for level in %(levels)r]
gc.collect()
built = gc.mem_alloc()
game.roll()
for bot in bots:
    bot.hint(game)
gc.collect()
print(built - before, gc.mem_alloc() - before)
"""

# The heap is filled with 4 KB bytearrays (the rest with smaller ones) and every other 4 KB one
# is dropped: the free space is many pieces of 4 KB (4,128 bytes with the block headers) and
# none larger. Only the bot's front is imported before; the planner is compiled in the pieces.
_FRAGMENTED = """
import gc
from yahtzee_core import Game, Rng
import yahtzee_core.bot as botmod
game = Game(%(mode)r, 1, source=Rng(11))
blocks = []
pins = []
gc.collect()
for size in (%(hole)d, 1024, 256, 64, 16):
    try:
        while True:
            (blocks if size == %(hole)d else pins).append(bytearray(size))
    except MemoryError:
        pass
for i in range(0, len(blocks), 2):
    blocks[i] = None
gc.collect()
free = gc.mem_free()
try:
    if %(control)r:
        x = bytearray(5000)
    bots = [botmod.Bot(%(mode)r, level, %(data)r) for level in %(levels)r]
    steps = 0
    while not game.over:
        for bot in bots:
            bot.hint(game)
        botmod.apply(game, bots[0].decide(game))
        steps += 1
    print("ok", free, steps)
except MemoryError:
    print("MemoryError", free, 0)
"""


CORE = [ROOT]     # the folder holding the yahtzee_core/ measured (--core replaces it)


def _script(template, mode, levels, **more):
    values = {"mode": mode, "levels": tuple(levels), "data": DATA, "control": False,
              "hole": 4096}
    values.update(more)
    return template % values


def retained(mode, levels):
    """(bytes after building, bytes after one hint each) over the core and a Game."""
    out = circuitpython.run(_script(_RETAINED, mode, levels), paths=CORE, standins=False)
    built, decided = out.split()
    return int(built), int(decided)


def fragmented(mode, levels, control=False, hole=4096):
    """'ok' when the bots are built and play a game in `hole`-byte pieces of free heap."""
    out = circuitpython.run(_script(_FRAGMENTED, mode, levels, control=control, hole=hole),
                            paths=CORE, heap="320K", standins=False)
    return out.split()[0]


def largest_piece(mode, levels, low=256, high=8192):
    """The smallest piece of free heap (bytes, to 64) in which the bots are built and play:
    about the largest single allocation they make (bisection over --fragmented's holes)."""
    if fragmented(mode, levels, hole=high) != "ok":
        return None
    while high - low > 64:
        middle = (low + high) // 2 // 16 * 16
        if fragmented(mode, levels, hole=middle) == "ok":
            high = middle
        else:
            low = middle
    return high


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--fragmented", action="store_true",
                        help="also build and play in a heap cut into 4 KB pieces")
    parser.add_argument("--largest", action="store_true",
                        help="also the smallest piece of free heap the bot needs (slow)")
    parser.add_argument("--core", metavar="DIR",
                        help="the folder holding the yahtzee_core/ to measure (default: this one)")
    args = parser.parse_args(argv)
    if args.core:
        CORE[0] = os.path.abspath(args.core)
    if not circuitpython.available():
        print("bot_memory: " + circuitpython.HOW_TO_GET, file=sys.stderr)
        return 2
    missing = [name for name in TABLES if not os.path.exists(os.path.join(DATA, name))]
    if missing:
        print("bot_memory: the bots' tables %s are missing: run `make data` (tools/"
              "bot_tables.py, seconds)" % ", ".join(missing), file=sys.stderr)
        return 2
    bots = BOTS
    if not os.path.exists(os.path.join(DATA, "classic_perfect.bin")):
        print("note: data/classic_perfect.bin is missing, so the Perfect level is left out: "
              "run `make data` (tools/data/solve_classic.py, about 40 s) and run this again")
        bots = [(mode, levels) for mode, levels in BOTS if 3 not in levels]
    print("CircuitPython %s unix port, bytes in the heap (gc.mem_alloc after gc.collect) "
          "over the core and a Game:" % circuitpython.VERSION)
    head = "  %-8s %-16s %9s %9s" % ("mode", "level", "built", "decided")
    if args.fragmented:
        head += " %11s" % "4 KB holes"
    if args.largest:
        head += " %9s" % "piece"
    print(head)
    for mode, levels in bots:
        built, decided = retained(mode, levels)
        line = "  %-8s %-16s %9d %9d" % (mode, " + ".join(LEVEL_NAMES[lv] for lv in levels),
                                         built, decided)
        if args.fragmented:
            line += " %11s" % fragmented(mode, levels)
        if args.largest:
            line += " %9s" % largest_piece(mode, levels)
        print(line, flush=True)
    if args.fragmented:
        print("  control: a 5 KB bytearray in the 4 KB holes: %s"
              % fragmented("classic", (0,), control=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
