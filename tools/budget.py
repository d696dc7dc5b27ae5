#!/usr/bin/env python3
"""The memory budget: flash (the deployed .py files) and RAM (the heap the app needs).

    python3 tools/budget.py [--board pybadge]

Flash: the deploy tool's per-module report for the board. RAM: the app run
in MicroPython 1.27 (the WASI build, whose gc.collect() really collects;
the npm build's keeps garbage alive) over stand-in displayio modules,
gc.mem_alloc() after gc.collect() at each stage of start-up: the core
imported, the app imported, the title screen, a 4-player POWER game on
screen, a computer player built. The stand-ins pack bitmaps as displayio
does but leave out displayio's own structures and the font's glyph cache,
so the device needs somewhat more; the .py source is compiled to bytecode
in this heap, as CircuitPython does.
"""

import argparse
import glob
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.append(ROOT)

from tools.mpy import run_wasi, CORE  # noqa: E402

GUEST = os.path.join(ROOT, "tests", "micropython")
SCREENS = {"pybadge": (160, 128, False), "pygamer": (160, 128, False), "clue": (240, 240, False),
           "macropad": (128, 64, True), "diy": (240, 135, False)}


def heap_stages(width=160, height=128, mono=False):
    """[(stage, bytes allocated)] from one MicroPython run."""
    with open(os.path.join(GUEST, "app_budget.py")) as stream:
        script = "WIDTH = %d\nHEIGHT = %d\nMONO = %s\n" % (width, height, mono) + stream.read()
    fakes = sorted(glob.glob(os.path.join(GUEST, "app_fakes", "*")))
    out = run_wasi(script, paths=[CORE, os.path.join(ROOT, "lib", "yahtzee_app")] + fakes,
                   heap=4 * 1024 * 1024, timeout=600)
    return [(name, int(used)) for name, used in (line.split("|") for line in out.splitlines())]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--board", default="pybadge", choices=sorted(SCREENS))
    args = parser.parse_args()
    from tools import deploy
    deploy.main(["--report", "--board", args.board])
    width, height, mono = SCREENS[args.board]
    print("\nRAM in MicroPython 1.27, %dx%d%s (gc.mem_alloc after gc.collect):"
          % (width, height, " mono" if mono else ""))
    previous = None
    for name, used in heap_stages(width, height, mono):
        step = "" if previous is None else "%+9d" % (used - previous)
        print("  %-32s %9d %s" % (name, used, step))
        previous = used
    return 0


if __name__ == "__main__":
    sys.exit(main())
