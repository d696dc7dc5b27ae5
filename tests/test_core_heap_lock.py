"""DESIGN.md section 4, proved: the core under the heap lock, in MicroPython 1.27 and in
CircuitPython 10.2.1.

tests/micropython/core_heap_lock.py runs in real MicroPython (the official WebAssembly
build) and in CircuitPython's own unix port (32-bit, as the boards), and, with the heap
locked, scores every one of the 252 sorted hands in every box of every mode (Painted under
six colour patterns), previews all boxes for each, and plays whole seeded 4-player games of
every mode (rolls, holds, scores, Doubles, undos, turn changes). Any allocation raises
MemoryError inside the lock and is reported.
"""

import os

import pytest

from tools.runtimes import circuitpython
from tools.runtimes.mpy import run, CORE

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HERE = os.path.join(ROOT, "tests", "micropython")
RANDPLAY = os.path.join(HERE, "randplay.py")
SCRIPT = os.path.join(HERE, "core_heap_lock.py")
INTERPRETERS = ["micropython", "circuitpython"]


def run_in(interpreter, script, timeout=600):
    if interpreter == "micropython":
        return run(script, paths=[CORE, RANDPLAY], timeout=timeout)
    if not circuitpython.available():
        pytest.skip(circuitpython.HOW_TO_GET)
    return circuitpython.run(script, paths=[ROOT, HERE], standins=False, timeout=timeout)


@pytest.fixture(scope="module", params=INTERPRETERS)
def report(request):
    with open(SCRIPT) as stream:
        out = run_in(request.param, stream.read())
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


@pytest.mark.parametrize("interpreter", INTERPRETERS)
def test_every_core_module_imports(interpreter):
    names = sorted(f[:-3] for f in os.listdir(CORE) if f.endswith(".py") and f != "__init__.py")
    script = "\n".join("import yahtzee_core.%s" % name for name in names) + "\nprint('imported')\n"
    assert run_in(interpreter, script).strip() == "imported"
