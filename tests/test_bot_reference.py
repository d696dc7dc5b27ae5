"""Every decision and hint of the computer players is the one on record.

tests/bot_reference.json holds what the bots chose at every step of seeded games in every
mode and level (tests/support/bot_reference.py, which also plays them here): whole solo games, tables
of one seat per level with a hint bot per level asked at every step (bots of one mode sharing
their work arrays take turns), random walks full of YAHTZEEs and Jokers, the handheld rules.
The split of the bot by mode and its memory diet must not change a single action or expected
total.
"""

import pytest

from bot_reference import scenarios, play, load

SCENARIOS = scenarios()


@pytest.fixture(scope="module")
def record():
    return load()


def test_the_record_covers_every_scenario(record):
    assert sorted(record) == sorted(SCENARIOS)


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_decisions_and_hints_are_the_recorded_ones(record, name):
    kind, mode, levels, seed = SCENARIOS[name]
    got = play(kind, mode, levels, seed)
    want = record[name]
    assert sorted(got) == sorted(want)
    for track in sorted(want):
        actions = got[track]["actions"]
        first = next((i for i in range(0, max(len(actions), len(want[track]["actions"])), 2)
                      if actions[i:i + 2] != want[track]["actions"][i:i + 2]), None)
        assert first is None, "%s %s: step %d acts %s, on record %s" % (
            name, track, first // 2, actions[first:first + 2],
            want[track]["actions"][first:first + 2])
        assert got[track]["expected"] == want[track]["expected"], (name, track)
