"""DESIGN.md section 4 for the computer player, proved in MicroPython 1.27.

tests/micropython/bot_heap_lock.py builds a Bot for every mode and level
(Classic Perfect reading its 1 MB table from the guest's /data) and, with
the heap locked, plays whole turns: hint() and decide() for every step and
the action carried out (Doubles, Freeze and fourth rolls included in the
POWER run). Any allocation raises MemoryError inside the lock.
"""

import os

import pytest

from tools.mpy import run, CORE

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(HERE, "micropython", "bot_heap_lock.py")
DATA = os.path.join(os.path.dirname(HERE), "data")


@pytest.fixture(scope="module")
def report():
    with open(SCRIPT) as stream:
        out = run(stream.read(), paths=[CORE, DATA], timeout=600)
    lines = {}
    for line in out.splitlines():
        mode, level, verdict, count = line.split()
        lines[mode, int(level)] = (verdict, int(count))
    return lines


@pytest.mark.parametrize("mode,level", [("classic", 0), ("classic", 1), ("classic", 2),
                                        ("classic", 3), ("painted", 0), ("painted", 1),
                                        ("painted", 2), ("power", 0), ("power", 1),
                                        ("power", 2)])
def test_decisions_and_hints_allocate_nothing_after_warm_up(report, mode, level):
    verdict, decisions = report[mode, level]
    assert verdict == "ok"
    assert decisions >= 40   # whole turns: rolls, keeps and scores (a full Classic game is ~50)


def test_the_lock_catches_an_allocation(report):
    assert report["control", 0][0] == "ALLOCATED"
