"""DESIGN.md section 4, proved: the core under MicroPython's heap lock.

tests/micropython/core_heap_lock.py runs in real MicroPython 1.27 (the
official WebAssembly build) and, with the heap locked, scores every one of
the 252 sorted hands in every box of every mode (Painted under six colour
patterns), previews all boxes for each, and plays whole seeded 4-player
games of every mode (rolls, holds, scores, Doubles, undos, turn changes).
Any allocation raises MemoryError inside the lock and is reported.
"""

import os

import pytest

from tools.mpy import run, CORE

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "micropython")
RANDPLAY = os.path.join(HERE, "randplay.py")
SCRIPT = os.path.join(HERE,
                      "core_heap_lock.py")


@pytest.fixture(scope="module")
def report():
    with open(SCRIPT) as stream:
        out = run(stream.read(), paths=[CORE, RANDPLAY], timeout=600)
    lines = {}
    for line in out.splitlines():
        name, phase, verdict, figure = line.split()
        lines[name, phase] = (verdict, int(figure))
    return lines


@pytest.mark.parametrize("mode", ["classic", "painted", "power"])
def test_scoring_and_preview_of_every_hand_allocate_nothing(report, mode):
    verdict, checksum = report[mode, "hands"]
    assert verdict == "ok" and checksum > 0


@pytest.mark.parametrize("mode", ["classic", "painted", "power"])
def test_whole_four_player_games_allocate_nothing(report, mode):
    verdict, total = report[mode, "games"]
    assert verdict == "ok" and total > 0


def test_the_lock_catches_an_allocation(report):
    # The control phase builds a list under the same lock: it must be caught,
    # or the "ok" verdicts above would prove nothing.
    assert report["control", "lock"][0] == "ALLOCATED"


def test_every_core_module_imports_in_micropython():
    names = sorted(f[:-3] for f in os.listdir(CORE) if f.endswith(".py") and f != "__init__.py")
    script = "\n".join("import yahtzee_core.%s" % name for name in names) + "\nprint('imported')\n"
    assert run(script, paths=[CORE]).strip() == "imported"
