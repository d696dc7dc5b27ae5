#!/usr/bin/env python3
"""Soak the core in MicroPython 1.27: complete games per mode, heap after each.

    python3 tools/measure/soak.py [--games 1000] [--players 1]

Prints, per mode, the heap (gc.mem_alloc after gc.collect) after the first
and after the last game, its range, and the drift (last - first), which must
be zero: no growth, no fragmentation that grows. The official WebAssembly
build's collector cannot see the WebAssembly stack and keeps most garbage
alive, so in it a zero drift is the stricter result: nothing was allocated.
"""

import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.append(ROOT)

from tools.runtimes.mpy import run, CORE  # noqa: E402

GUEST = os.path.join(ROOT, "tests", "micropython")


def soak(games, players=1):
    """{mode: dict(games, first, last, low, high, mean, drift)} from one MicroPython run."""
    with open(os.path.join(GUEST, "soak.py")) as stream:
        script = "GAMES = %d\nPLAYERS = %d\n" % (games, players) + stream.read()
    out = run(script, paths=[CORE, os.path.join(GUEST, "randplay.py")], timeout=3600)
    figures = {}
    for line in out.splitlines():
        name, *numbers = line.split()
        count, first, last, low, high, mean = map(int, numbers)
        figures[name] = dict(games=count, first=first, last=last, low=low, high=high,
                             mean=mean, drift=last - first)
    return figures


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--players", type=int, default=1, choices=(1, 2, 3, 4))
    args = parser.parse_args()
    figures = soak(args.games, args.players)
    print("%-8s %6s %12s %12s %8s %10s" % ("mode", "games", "heap first", "heap last",
                                           "drift", "mean score"))
    for name, f in figures.items():
        print("%-8s %6d %12d %12d %8d %10d" % (name, f["games"], f["first"], f["last"],
                                               f["drift"], f["mean"]))
    return 0 if all(f["drift"] == 0 for f in figures.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
