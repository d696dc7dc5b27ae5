"""The firmware on the PyBadge path, in CircuitPython 10.2.1 itself: the deploy image
(tools/image.py), the PyBadge's board module, its key logic fed by the stand-in keypad, the
real app, in CircuitPython's unix port (tools/cpboard.py), with a PyBadge's heap."""

import pytest

from tools import circuitpython as cp

pytestmark = pytest.mark.skipif(not cp.available(), reason=cp.HOW_TO_GET)


@pytest.fixture(scope="module")
def drive(tmp_path_factory):
    from tools import image
    folder = tmp_path_factory.mktemp("circuitpy")
    image.stage(str(folder), ["pybadge"], "pybadge")
    return folder


def test_a_whole_game_on_the_pybadges_keys_in_a_pybadges_heap(drive):
    from tools import cpboard
    out = cpboard.run(cpboard.guest("pybadge_keys.py"), "pybadge", drive, heap="155K")
    lines = dict(line.split(" ", 1) for line in out.splitlines() if " " in line)
    assert lines["STATE"] == "6 classic"            # Start x4: a Classic game, in play
    assert lines["HINT"] == "23 True"               # a long A: a hint (words.MSG_HINT)
    state, over, total, left = lines["END"].split()
    assert state == "9" and over == "True" and left == "0" and int(total) > 0
    assert lines["AFTER"] == "4"                    # the end screen, then the high scores
