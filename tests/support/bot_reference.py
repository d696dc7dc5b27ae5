"""The computer players' decisions on record: every step of seeded games, in every mode and
level, so that a change to how the bots are built (modules, tables, memory) can be proved not
to change a single decision or hint.

    .venv/bin/python tests/support/bot_reference.py   # rewrite tests/bot_reference.json

tests/test_bot_reference.py plays the same scenarios with the current bots and compares. Only
rewrite the record on purpose (a change of play, measured with tools/measure/strength.py): it was
first written by the single-module bot.py of before the split by mode.

Scenarios (each one game, its dice from a seed):
  solo   one player: a bot of the level plays (decide), another of the level hints each step
         (the same action, and its expected total);
  table  one seat per level, each deciding its own turns, and a hint bot per level asked at
         every step of every seat: bots of one mode taking turns with the same game;
  walk   two players moved at random (random holds, random legal boxes, Doubles included),
         with dice that repeat the last die half the time (YAHTZEEs and Jokers are common);
         at every step a bot per level decides, then hints: odd cards, late Jokers, ties;
  handheld  the table scenario under the handheld rules (free-choice Joker).
Each scenario's record per bot: the actions as hex (two digits a step, action + 1) and the
hints' expected totals (where a bot both decides and hints, the two actions must agree).
"""

import json
import os
import random
import sys

TESTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.dirname(TESTS)
if ROOT not in sys.path:
    sys.path.append(ROOT)

from yahtzee_core import Game, Rng  # noqa: E402
from yahtzee_core.bot import Bot, apply, HOLD_AND_ROLL, default_data_dir  # noqa: E402

DATA = default_data_dir()
RECORD = os.path.join(TESTS, "bot_reference.json")
LEVELS = {"classic": (0, 1, 2, 3), "painted": (0, 1, 2), "power": (0, 1, 2)}
STEP_LIMIT = 3000


class RepeatingDice:
    """A dice source whose die repeats the previous one half the time (YAHTZEEs are common);
    colours and Power faces uniform. Deterministic from its seed."""

    def __init__(self, seed):
        self.random = random.Random(seed)
        self.last = 1

    def _below(self, n):
        return int(self.random.random() * n)

    def die(self):
        if self.random.random() >= 0.5:
            self.last = self._below(6) + 1
        return self.last

    def colour(self):
        return self._below(5)

    def power(self):
        return self._below(6) + 1


def scenarios():
    """{name: (kind, mode, levels, seed)}: the scenarios on record."""
    out = {}
    for mode, levels in LEVELS.items():
        for level in levels:
            for seed in (1, 2):
                out["solo-%s-%d-%d" % (mode, level, seed)] = ("solo", mode, (level,), seed)
        for seed in (4,):
            out["table-%s-%d" % (mode, seed)] = ("table", mode, levels, seed)
        for seed in (6, 7, 8):
            out["walk-%s-%d" % (mode, seed)] = ("walk", mode, levels, seed)
        if mode != "power":
            out["handheld-%s-9" % mode] = ("handheld", mode, levels, 9)
    return out


class _Track:
    """One bot's record: its actions (hex, action + 1) and its hints' expected totals."""

    def __init__(self, bot):
        self.bot = bot
        self.actions = []
        self.expected = []

    def decide(self, game):
        action = self.bot.decide(game)
        self.actions.append("%02x" % (action + 1))
        return action

    def hint(self, game):
        action = self.bot.hint(game)
        self.actions.append("%02x" % (action + 1))
        self.expected.append(self.bot.expected)
        return action

    def record(self):
        return {"actions": "".join(self.actions), "expected": self.expected}


def _random_action(game, pick):
    """A random legal step: hold and roll (while rolls are left), else a random open box."""
    mode = game.mode
    if game.rolls == 0:
        return HOLD_AND_ROLL
    if game.rolls_left() and pick.random() < 0.6:
        full = (1 << mode.dice_count) - 1
        mask = int(pick.random() * full)          # never every die
        return HOLD_AND_ROLL | mask
    boxes = [b for b in range(mode.box_count) if game.can_score(b)]
    return boxes[int(pick.random() * len(boxes))]


def play(kind, mode, levels, seed, data_dir=DATA):
    """Play one scenario with the current bots; {track name: record}."""
    if kind == "solo":
        level = levels[0]
        game = Game(mode, 1, source=Rng(seed))
        seat = _Track(Bot(mode, level, data_dir))
        hints = _Track(Bot(mode, level, data_dir))
        steps = 0
        while not game.over:
            action = hints.hint(game)
            assert seat.bot.decide(game) == action
            apply(game, action)
            steps += 1
            assert steps < STEP_LIMIT
        return {"hint": hints.record()}
    if kind in ("table", "handheld"):
        game = Game(mode, len(levels), handheld_rules=kind == "handheld", source=Rng(seed))
        seats = [Bot(mode, level, data_dir) for level in levels]
        moves = _Track(None)
        hints = [_Track(Bot(mode, level, data_dir)) for level in levels]
        steps = 0
        while not game.over:
            for track in hints:
                track.hint(game)
            moves.bot = seats[game.player]
            apply(game, moves.decide(game))
            steps += 1
            assert steps < STEP_LIMIT
        out = {"moves": moves.record()}
        for level, track in zip(levels, hints):
            out["hint%d" % level] = track.record()
        return out
    assert kind == "walk"
    game = Game(mode, 2, source=RepeatingDice(seed))
    pick = random.Random(seed * 7919)
    tracks = [_Track(Bot(mode, level, data_dir)) for level in levels]
    steps = 0
    while not game.over:
        for track in tracks:
            action = track.bot.decide(game)
            assert track.hint(game) == action
        apply(game, _random_action(game, pick))
        steps += 1
        assert steps < STEP_LIMIT
    return {"level%d" % level: track.record() for level, track in zip(levels, tracks)}


def load():
    with open(RECORD) as stream:
        return json.load(stream)


def main():
    record = {}
    for name, (kind, mode, levels, seed) in scenarios().items():
        record[name] = play(kind, mode, levels, seed)
        print(name, sum(len(t["actions"]) // 2 for t in record[name].values()), flush=True)
    with open(RECORD, "w") as stream:
        json.dump(record, stream, sort_keys=True, separators=(",", ":"))
        stream.write("\n")
    print("wrote %s (%d bytes)" % (RECORD, os.path.getsize(RECORD)))


if __name__ == "__main__":
    main()
