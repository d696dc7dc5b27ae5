"""The Classic solver on games small enough to brute-force, the Perfect
table on disk, and the exact evaluator against the real Bot."""

import itertools
import os
import random

import numpy as np
import pytest

from yahtzee_core import Game, ScriptedDice
from yahtzee_core.bot import Bot, HOLD_AND_ROLL, EASY, NORMAL, EXPERT, PERFECT
from yahtzee_core.keeps import Lattice
from yahtzee_core.perfect import PerfectTable, Layout, HEADER
from tools.data.classic_np import Tables, reachable_uppers
from tools.data.solve_classic import solve, FULL, stop_values
from tools.data.classic_eval import Evaluator, level_estimate

DATA = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "data")
KEYS = ("aces", "twos", "threes", "fours", "fives", "sixes", "three_kind", "four_kind",
        "full_house", "small_straight", "large_straight", "yahtzee", "chance")


@pytest.fixture(scope="module")
def tables():
    return Tables()


# -- an independent brute force, written from the rules (DESIGN.md 2) --------

def _points(key, dice, joker):
    counts = [dice.count(n) for n in range(7)]
    total = sum(dice)
    run = best = 0
    for n in range(1, 7):
        run = run + 1 if counts[n] else 0
        best = max(best, run)
    if key in KEYS[:6]:
        n = KEYS.index(key) + 1
        return n * counts[n]
    if key == "three_kind":
        return total if max(counts) >= 3 else 0
    if key == "four_kind":
        return total if max(counts) >= 4 else 0
    if key == "full_house":
        return 25 if joker or sorted(counts)[-2:] == [2, 3] else 0
    if key == "small_straight":
        return 30 if joker or best >= 4 else 0
    if key == "large_straight":
        return 40 if joker or best >= 5 else 0
    if key == "yahtzee":
        return 50 if max(counts) == 5 else 0
    return total


def _choices(open_keys, dice, yahtzee_box):
    """(key, points, bonus) for every box the rules allow for these dice."""
    five = len(set(dice)) == 1
    if not (five and yahtzee_box is not None):
        return [(k, _points(k, dice, False), 0) for k in open_keys]
    bonus = 100 if yahtzee_box == 50 else 0
    upper = KEYS[dice[0] - 1]
    if upper in open_keys:
        return [(upper, 5 * dice[0], bonus)]
    lower = [k for k in open_keys if k in KEYS[6:]]
    if lower:
        return [(k, _points(k, dice, True), bonus) for k in lower]
    return [(k, 0, bonus) for k in open_keys]


def brute_force(open_keys, upper=0, yahtzee_box=None, memo=None):
    """Optimal expected points still to come (bonuses included)."""
    memo = {} if memo is None else memo
    state = (tuple(sorted(open_keys)), upper, yahtzee_box)
    if not open_keys:
        return 0.0
    if state in memo:
        return memo[state]
    hands = sorted(set(tuple(sorted(h)) for h in itertools.product(range(1, 7), repeat=5)))

    def stop(hand):
        best = -1e9
        for key, pts, bonus in _choices(open_keys, hand, yahtzee_box):
            rest = [k for k in open_keys if k != key]
            up = upper
            extra = bonus
            if key in KEYS[:6]:
                up = min(63, upper + pts)
                extra += 35 if upper < 63 <= upper + pts else 0
            ybox = pts if key == "yahtzee" else yahtzee_box
            best = max(best, pts + extra + brute_force(rest, up, ybox, memo))
        return best

    def keep_values(value):
        cache = {}

        def expect(keep):
            if keep not in cache:
                rolls = list(itertools.product(range(1, 7), repeat=5 - len(keep)))
                cache[keep] = sum(value[tuple(sorted(keep + r))] for r in rolls) / len(rolls)
            return cache[keep]

        out = {}
        for hand in hands:
            keeps = {tuple(sorted(hand[i] for i in range(5) if m & (1 << i))) for m in range(31)}
            out[hand] = max([value_stop[hand]] + [expect(k) for k in keeps])
        return out

    value_stop = {h: stop(h) for h in hands}
    after2 = keep_values(value_stop)
    after1 = keep_values(after2)
    first = sum(after1[tuple(sorted(r))] for r in itertools.product(range(1, 7), repeat=5)) / 7776
    memo[state] = first
    return first


def _bits(keys):
    return sum(1 << KEYS.index(k) for k in keys)


@pytest.mark.parametrize("keys", [("chance",), ("yahtzee",), ("yahtzee", "four_kind"),
                                  ("sixes", "full_house")])
def test_solver_matches_brute_force_on_small_games(tables, keys):
    boxes = _bits(keys)
    vtab = solve(tables, boxes=boxes)
    # The boxes left out count as filled with 0: YAHTZEE among them, a
    # YAHTZEE roll is a Joker (no bonus).
    ybox = None if "yahtzee" in keys else 0
    assert vtab[FULL ^ boxes, 0, 0] == pytest.approx(brute_force(list(keys), 0, ybox), abs=1e-9)


def test_chance_alone_is_worth_70_thirds(tables):
    vtab = solve(tables, boxes=_bits(("chance",)))
    assert vtab[FULL ^ _bits(("chance",)), 0, 0] == pytest.approx(70 / 3)


def test_solver_pays_the_joker_bonus_and_forces_the_upper_box(tables):
    """YAHTZEE box holding 50, threes and four_kind open: five 3s must go in
    threes (15 + bonus 100), never four_kind."""
    keys = ("threes", "four_kind")
    boxes = _bits(keys)
    vtab = solve(tables, boxes=boxes)
    fixed = FULL ^ boxes
    for flag, ybox in ((1, 50), (0, 0)):
        assert vtab[fixed, 0, flag] == pytest.approx(brute_force(list(keys), 0, ybox), abs=1e-9)


def test_perfect_table_loads_and_holds_the_optimum():
    path = os.path.join(DATA, "classic_perfect.bin")
    table = PerfectTable(path)
    assert table.value(0, 0, 0) == 25459          # 254.5877 x 100, rounded
    layout = Layout()
    assert layout.count == 536448
    assert os.path.getsize(path) == HEADER + 2 * layout.count
    assert table.value(FULL, 63, 1) == 0
    table.close()


def _game_at(mask, upper, flag, dice_rolls):
    """A one-player Classic game whose card is (mask, upper, flag), after
    the given rolls (each five dice, all rerolled)."""
    source = ScriptedDice(64)
    game = Game("classic", 1, source=source)
    counts = _upper_counts(mask & 63, upper)
    for b in range(13):
        if mask & (1 << b):
            if b < 6:
                game.boxes[b] = (b + 1) * counts[b]
            elif b == 11:
                game.boxes[b] = 50 if flag else 0
            else:
                game.boxes[b] = 0
    for dice in dice_rolls:
        for d in dice:
            source.push(d)
        game.roll()
    return game


def _upper_counts(u, upper):
    boxes = [i for i in range(6) if u & (1 << i)]
    for counts in itertools.product(range(6), repeat=len(boxes)):
        total = sum((i + 1) * c for i, c in zip(boxes, counts))
        if min(63, total) == upper:
            out = [0] * 6
            for i, c in zip(boxes, counts):
                out[i] = c
            return out
    raise AssertionError("unreachable upper total")


@pytest.mark.parametrize("level", [EASY, NORMAL, EXPERT, PERFECT])
def test_evaluator_repeats_the_bots_choices(tables, level):
    """The exact evaluator's keep for each sampled position is the Bot's."""
    ev = Evaluator(tables)
    w = level_estimate(level, DATA)
    bot = Bot("classic", level, DATA)
    lat = Lattice()
    rng = random.Random(level + 11)
    reach = reachable_uppers()
    vtab = np.zeros((1 << 13, 64, 2))
    checked = 0
    for _ in range(12):
        mask = rng.randrange(FULL)
        upper = rng.choice(reach[mask & 63])
        flag = rng.randrange(2) if mask & (1 << 11) else 0
        up = np.array([upper])
        yf = np.array([flag])
        _, key = stop_values(tables, mask, vtab, up, yf, future=w)
        c2, v2 = ev.choose(key, key)
        c1, _ = ev.choose(key if level == EASY else v2, key)
        for rolls in (1, 2):
            for _ in range(4):
                dice_rolls = [[rng.randint(1, 6) for _ in range(5)] for _ in range(rolls)]
                game = _game_at(mask, upper, flag, dice_rolls)
                action = bot.decide(game)
                hand = lat.hand_of(game.dice)
                keep = lat.keep_of(game.dice, action & 31) if action & HOLD_AND_ROLL else 210 + hand
                want = (c1 if rolls == 1 else c2)[0, hand]
                assert keep == want, (mask, upper, flag, list(game.dice), rolls)
                checked += 1
    assert checked == 96
