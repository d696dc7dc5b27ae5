"""DESIGN.md section 4 for the computer player, proved in MicroPython 1.27 and in
CircuitPython 10.2.1's unix port.

tests/micropython/bot_heap_lock.py builds a Bot for every mode and level
(Classic Perfect reading its 1 MB table from the data folder it is given)
and, with the heap locked, plays whole turns: hint() and decide() for every
step and the action carried out (Doubles, Freeze and fourth rolls included
in the POWER run), then bots of one mode taking turns (they share their
work arrays) and dice full of YAHTZEEs and Jokers. Any allocation raises
MemoryError inside the lock; the control (a list made under the lock) shows
that the lock is on.
"""

import os

import pytest

from tools.runtimes import circuitpython
from tools.runtimes.mpy import run, CORE

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SCRIPT = os.path.join(HERE, "micropython", "bot_heap_lock.py")
DATA = os.path.join(ROOT, "data")
TRIALS = [("classic", 0), ("classic", 1), ("classic", 2), ("classic", 3), ("painted", 0),
          ("painted", 1), ("painted", 2), ("power", 0), ("power", 1), ("power", 2),
          ("shared-classic", 2), ("shared-painted", 1), ("shared-power", 2),
          ("jokers-classic", 2), ("jokers-painted", 2)]


def _guest(data_dir):
    with open(SCRIPT) as stream:
        return "DATA = %r\n" % data_dir + stream.read()


def _parse(out):
    lines = {}
    for line in out.splitlines():
        name, level, verdict, count = line.split()
        lines[name, int(level)] = (verdict, int(count))
    return lines


@pytest.fixture(scope="module")
def micropython_report():
    # the npm build copies each path in by its base name: data/ is /data there
    return _parse(run(_guest("/data"), paths=[CORE, DATA], timeout=600))


@pytest.fixture(scope="module")
def circuitpython_report():
    if not circuitpython.available():
        pytest.skip(circuitpython.HOW_TO_GET)
    return _parse(circuitpython.run(_guest(DATA), paths=[ROOT], standins=False, timeout=600))


@pytest.fixture(params=["micropython", "circuitpython"])
def report(request):
    return request.getfixturevalue(request.param + "_report")


@pytest.mark.parametrize("name,level", TRIALS)
def test_decisions_and_hints_allocate_nothing_after_warm_up(report, name, level):
    verdict, decisions = report[name, level]
    assert verdict == "ok"
    assert decisions >= 40   # whole turns: rolls, keeps and scores (a full Classic game is ~50)


def test_the_lock_catches_an_allocation(report):
    assert report["control", 0][0] == "ALLOCATED"
