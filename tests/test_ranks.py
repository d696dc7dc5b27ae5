"""Seed 003's four titles, by mode (DESIGN.md section 2): Classic at 100, 200, 300
and 400 as the seed says; Painted and POWER score far more, so each has its own four
thresholds, set where the same share of Expert games reaches each title as in Classic
(tools/data/ranks.py measures them and prints the shares)."""

import pytest

from yahtzee_core.ranks import RANK_NAMES, rank_name
from yahtzee_core.modes import MODE_NAMES, RANK_THRESHOLDS


def thresholds_of(mode):
    return RANK_THRESHOLDS[4 * mode:4 * mode + 4]


EDGES = [(mode, title) for mode in range(3) for title in range(4)]


@pytest.mark.parametrize("mode,title", EDGES, ids=["%s-%s" % (MODE_NAMES[m], RANK_NAMES[t])
                                                    for m, t in EDGES])
def test_a_title_starts_at_its_modes_threshold(mode, title):
    threshold = thresholds_of(mode)[title]
    below = RANK_NAMES[title + 1] if title + 1 < len(RANK_NAMES) else ""
    assert rank_name(mode, threshold) == RANK_NAMES[title]
    assert rank_name(mode, threshold - 1) == below


def test_classic_keeps_seed_003s_thresholds():
    assert thresholds_of(0) == (400, 300, 200, 100)
    assert rank_name(0, 99) == "" and rank_name(0, 400) == "YAHTZEE Master"


def test_each_mode_has_four_thresholds_highest_first():
    assert len(RANK_THRESHOLDS) == 4 * len(MODE_NAMES) and len(RANK_NAMES) == 4
    for thresholds in map(thresholds_of, range(3)):
        assert list(thresholds) == sorted(thresholds, reverse=True)


def test_an_ordinary_power_game_is_not_a_yahtzee_master():
    # The issue: every POWER game of 1,000+ points was "YAHTZEE Master", yet an
    # Expert's POWER game averages about 990; a title is as rare as in Classic.
    assert rank_name(2, 1000) != "YAHTZEE Master"
    assert rank_name(2, 1000) != "Superstar Roller"
    assert rank_name(1, 400) != "YAHTZEE Master"      # Painted: an Expert averages about 375
    # Painted and POWER need more than Classic for every title but where Classic's
    # lowest is below every Expert game
    for mode in (1, 2):
        assert all(thresholds_of(mode)[t] > thresholds_of(0)[t] for t in range(4))
