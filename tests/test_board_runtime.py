"""What a board's runtime does between code.py runs, modelled (tests/support/board_run.py, issue 17):
a USB-powered deep sleep only pretends (the wake reruns code.py with the clock still
counting), a true deep sleep's wake is a reset (the clock starts again), a soft reload
starts code.py again at once; sleep memory and the NVM keep through all three. Each time the
game comes back awake, with the saved game, and waits the full idle time before it sleeps."""

import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from sim_driver import new_game  # noqa: E402  (first: it puts lib/ on the path)
from board_run import BoardRun  # noqa: E402
from tools.sim.clock import MINUTE_MS  # noqa: E402
from yahtzee_core.save import encode_game  # noqa: E402

SLEEP_MS = 600 * 1000           # YAHTZEE_SLEEP_S's default
BOARDS = pytest.mark.parametrize("board", ["clue", "macropad"])


def highlighted(run):
    from yahtzee_app.menus import items
    from yahtzee_app.menu_words import ITEMS
    return ITEMS[items(run.app)[run.app.scene.cursor]]


def a_scored_turn(run):
    """A new Classic game, one turn rolled and scored, one roll of the next: what a
    resume must bring back, byte for byte."""
    new_game(run, "classic")
    run.press("ROLL")
    run.frames(700)
    run.press("ENTER")
    run.press("ROLL")
    run.frames(700)
    run.press("HOLD1")
    assert run.game.rolls == 1 and run.game.held == 1
    return encode_game(run.game)


def left_alone_until_it_sleeps(run, most_ms):
    """Frames with no press until the board deep-sleeps; how long that took (ms)."""
    start = run.clock.uptime_ms
    sleeps = run.sleeps
    while run.clock.uptime_ms - start < most_ms:
        run.frames(1000, step_ms=100)
        if run.sleeps > sleeps:
            return run.clock.uptime_ms - start
    return None


def resumes(run, saved):
    assert run.idle_level == 0 and not run.app.root.hidden      # awake, on its first frame
    assert run.state == "title" and highlighted(run) == "Resume game"
    run.press("ENTER")
    assert run.state == "play" and encode_game(run.game) == saved


@BOARDS
def test_a_usb_powered_deep_sleep_wakes_to_the_saved_game_and_stays_awake(board, nvm,
                                                                          monkeypatch):
    run = BoardRun(board, nvm, monkeypatch, usb_powered=True)
    alarm = run.alarm
    saved = a_scored_turn(run)
    slept_after = left_alone_until_it_sleeps(run, SLEEP_MS + 10 * 1000)
    assert SLEEP_MS <= slept_after < SLEEP_MS + 2000
    assert alarm.deep_sleeps[-1]                     # on its wake pins
    run.wake(asleep_ms=3 * 3600 * 1000)              # three hours later, the clock on
    assert run.sleeps == 1 and run.runs == 2
    resumes(run, saved)
    slept_after = left_alone_until_it_sleeps(run, SLEEP_MS + 10 * 1000)
    assert SLEEP_MS <= slept_after < SLEEP_MS + 2000  # the full idle time again
    run.wake()
    resumes(run, saved)                               # and again, every wake


@BOARDS
def test_a_true_deep_sleep_wakes_as_a_reset_to_the_saved_game(board, nvm, monkeypatch):
    run = BoardRun(board, nvm, monkeypatch, usb_powered=False)
    saved = a_scored_turn(run)
    assert left_alone_until_it_sleeps(run, SLEEP_MS + 10 * 1000) is not None
    run.wake()
    assert run.clock.uptime_ms < 1000                 # the clock started again
    resumes(run, saved)
    assert left_alone_until_it_sleeps(run, SLEEP_MS - 2000) is None


@pytest.mark.parametrize("uptime_ms", [11 * MINUTE_MS, 6 * 24 * 60 * MINUTE_MS],
                         ids=["11 minutes", "6 days"])
@pytest.mark.parametrize("board", ["pybadge", "clue"])
def test_a_soft_reload_mid_turn_resumes_at_the_exact_point(board, uptime_ms, nvm, monkeypatch):
    run = BoardRun(board, nvm, monkeypatch, uptime_ms=uptime_ms)
    saved = a_scored_turn(run)                       # mid-turn: rolled once, a die held
    run.frames(5000)
    run.soft_reload()                                # Ctrl-D, or a file written
    assert run.sleeps == 0
    resumes(run, saved)                              # sleep memory kept it
    assert left_alone_until_it_sleeps(run, SLEEP_MS - 2000) is None
