"""The firmware on the PyBadge path, in CircuitPython 10.2.1 itself: the deploy image
(tools/shipping/image.py), the PyBadge's board module, its key logic fed by the stand-in keypad, the
real app, in CircuitPython's unix port (tools/runtimes/cpboard.py), with a PyBadge's heap."""

import pytest

from tools.runtimes import circuitpython as cp

pytestmark = pytest.mark.skipif(not cp.available(), reason=cp.HOW_TO_GET)


@pytest.fixture(scope="module")
def drive(tmp_path_factory):
    from tools.shipping import image
    folder = tmp_path_factory.mktemp("circuitpy")
    image.stage(str(folder), ["pybadge"], "pybadge")
    return folder


# A PyBadge has about 150 KB free when code.py starts (../shared/circuitpython/README.md);
# what the stand-ins and the guests' driver hold (the board's C objects, on a board outside
# the heap; no driver there) comes on top.
BOARD_FREE = 150 * 1024


def test_a_whole_game_on_the_pybadges_keys_in_a_pybadges_heap(drive):
    from tools.measure import budget
    from tools.runtimes import cpboard
    script = cpboard.guest("pybadge_keys.py")
    standins = budget._driven(cpboard.run(script, "pybadge", drive, heap="2M"))
    out = cpboard.run(script, "pybadge", drive, heap=str(standins + BOARD_FREE))
    lines = dict(line.split(" ", 1) for line in out.splitlines() if " " in line)
    # The title keeps none of the lists' code (the high scores', the controls'): it comes
    # with the first list shown
    title = set(lines["TITLE"].split())
    assert "yahtzee_app.menus" in title
    assert not title & {"yahtzee_app.lists", "yahtzee_core.highscores", "yahtzee_core.ranks"}
    assert lines["STATE"] == "6 classic"            # Start x4: a Classic game, in play
    # A screen is built in a heap its last screen has left: a stray word on the C stack
    # must not keep the old screen's module and all it imported (the menus held 12 KB
    # as play and its computer player were built; yahtzee_app.heap)
    held = dict(line.split()[1:] for line in out.splitlines() if line.startswith("LOADED "))
    assert set(held) == {"play", "end"}
    assert all(int(size) < 2048 for size in held.values()), held
    assert lines["HINT"] == "23 True"               # a long A: a hint (words.MSG_HINT)
    # Play keeps no code it never runs: the screens it does not show, their rules (the
    # high-score table's, the ranks), the save reader
    kept = set(lines["KEPT"].split())
    assert "yahtzee_app.play" in kept and "yahtzee_core.highscore_table" in kept
    assert not kept & {"yahtzee_core.highscores", "yahtzee_core.ranks", "yahtzee_core.load",
                       "yahtzee_core.save", "yahtzee_core.stats", "yahtzee_core.scripted",
                       "yahtzee_app.menus", "yahtzee_app.lists", "yahtzee_app.end",
                       "yahtzee_app.start_up"}, kept
    state, over, total, left = lines["END"].split()
    assert state == "9" and over == "True" and left == "0" and int(total) > 0
    assert lines["INITIALS"] == "13"                # the end screen, a first high score,
    assert lines["AFTER"] == "4 65"                 # its initials (AAA), the high scores
