"""Issue 6's figures in small: the same checks tools/measure/robustness.py runs in
full, at sizes that keep the default test run short."""

from tools.measure.robustness import (
    random_game_saves, check_saves, check_torn_writes, check_tool_inputs,
)
from tools.measure.soak import soak


def test_every_corruption_of_saves_from_random_games_is_refused():
    blobs = list(random_game_saves(1, seed=3))
    tried, failures = check_saves(blobs[::10])
    assert tried > 3000 and failures == 0


def test_a_save_cut_at_any_byte_loads_the_last_good_or_the_new_game():
    blobs = list(random_game_saves(1, seed=4))
    tried, failures = check_torn_writes(blobs[:40])
    assert tried > 1000 and failures == 0


def test_bad_transcripts_exit_with_a_line_and_a_reason():
    tried, failures = check_tool_inputs(random_count=100)
    assert tried > 100 and failures == 0


def test_soak_in_micropython_has_no_heap_drift():
    figures = soak(60, players=2)
    assert set(figures) == {"classic", "painted", "power"}
    for name, f in figures.items():
        assert f["games"] == 60 and f["drift"] == 0, (name, f)
        assert f["mean"] > 0


def test_deploy_to_bad_drives_fails_cleanly_and_writes_nothing_unmeant():
    import os
    from tools.runtimes import circuitpython
    from tools.measure.robustness import check_deploy
    name, _, tried, failures = check_deploy(quick=True)
    # with CircuitPython's mpy-cross: the .mpy image, a 9.x board, and a .py drive
    # switched to .mpy failing at every few writes
    mpy = os.path.isfile(str(circuitpython.MPY_CROSS))
    assert tried >= (20 if mpy else 12) and failures == 0
