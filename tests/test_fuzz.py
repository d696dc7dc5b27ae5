"""Random buttons into the real app (tools/measure/fuzz.py), short enough for CI.
`python3 tools/measure/fuzz.py --events 200000` is the long run."""

import pytest

from tools.measure.fuzz import fuzz


@pytest.mark.parametrize("profile,events,seed", [("pybadge", 2500, 3), ("macropad", 1200, 4)])
def test_mashed_buttons_never_crash_or_break_a_game(profile, events, seed):
    figures = fuzz(events, seed=seed, profile=profile)
    assert figures["problems"] == []
    assert figures["events"] == events
    assert figures["finished"] >= 1, "random play should reach an end screen"
    # an NVM write every fifth turn (plus a game's end and the requested saves), never
    # one a press: each turn goes to sleep memory, which wears nothing
    assert 0.1 <= figures["writes_per_turn"] <= 0.5, figures


def test_mashing_in_computer_turns_and_hand_overs_never_starts_a_persons_turn_short():
    """tools/measure/fuzz.py --physical --mash, short: the PyBadge's own buttons, the roll key
    mashed while computers play, tumble and hand over (issue 17, finding 1)."""
    from tools.measure.fuzz import fuzz_physical
    figures = fuzz_physical(250, seed=1, board="pybadge", mash=True)
    assert figures["exceptions"] == 0 and figures["broken"] == 0, figures["problems"]
    assert figures["turns"] >= 15, figures          # enough of the person's turns seen
    assert figures["turns_short"] == 0, figures["problems"]


@pytest.mark.parametrize("board", ["pybadge", "clue", "macropad"])
def test_a_button_mashed_or_held_through_a_games_end_never_starts_a_new_game(board):
    """tools/measure/fuzz.py --physical --mash through games' ends: from the last score on, one
    button mashed or held at each end screen and the title, a deliberate press between
    them (issue 29, finding 3)."""
    from tools.measure.fuzz import fuzz_physical
    figures = fuzz_physical(1500, seed=3, board=board, mash=True)
    assert figures["exceptions"] == 0 and figures["broken"] == 0, figures["problems"]
    assert figures["finished"] >= 3, figures        # enough games' ends seen
    assert figures["mash_games"] == 0, figures["problems"]
