"""POWER's planner holds its terminal values, its per-face values and their mean in 16-bit
arrays (3 KB of a PyBadge's heap): the values a game meets stay well inside that range, and
a Double's pair beyond it is held at the range's end rather than wrapped (a board's array
would wrap it silently; every other value is a best of, or a mean over, these)."""

import os
from yahtzee_core import Game, Rng
from yahtzee_core import bot as botmod
from yahtzee_core import plan_power

DATA = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "data")
HEADROOM = 24000        # three quarters of the 16-bit range


def test_power_values_met_in_seeded_games_stay_inside_the_16_bit_range(monkeypatch):
    seen = [0, 0]
    planned = plan_power.PowerPlan._power_values

    def watched(plan, r):
        planned(plan, r)
        for values in [plan.faces[f] for f in (2, 3, 5, 6)] + [plan.mean] + list(plan.tmult):
            seen[0] = min(seen[0], min(values))
            seen[1] = max(seen[1], max(values))

    monkeypatch.setattr(plan_power.PowerPlan, "_power_values", watched)
    for seed in range(1, 9):
        game = Game("power", 2, source=Rng(seed * 7919))
        bots = [botmod.Bot("power", botmod.EXPERT, DATA), botmod.Bot("power", botmod.NORMAL, DATA)]
        while not game.over:
            botmod.apply(game, bots[game.player].decide(game))
    assert -HEADROOM < seen[0] < 0 < seen[1] < HEADROOM, seen


def test_a_double_beyond_16_bits_is_held_at_the_end_of_the_range():
    # every open box worth +300 points at every multiplier: a Double of two is 600
    game = Game("power", 1, source=Rng(1))
    bot = botmod.Bot("power", botmod.EXPERT, DATA)
    botmod.apply(game, bot.decide(game))          # the first roll: the plan reads the card
    plan = bot.plan
    for i in range(len(plan.gtab)):
        plan.gtab[i] = 30000
    plan.stops_ready = False
    plan._power_stops()
    assert set(plan.tmult[0]) == {30000}
    assert set(plan.tmult[3]) == {32767}


def test_power_gains_rows_hold_an_entry_per_multiple_of_a_boxs_points():
    # a POWER box scores multiples of its number (upper) or of its fixed points, x1 to x3:
    # sixes 0..90 in steps of 6, the YAHTZEEs 0, 50, 100, 150; Choice every score
    plan = botmod.Bot("power", botmod.EXPERT, DATA).plan
    mode = plan.mode
    steps = {mode.keys[b]: plan.gstep[b] for b in range(mode.box_count)}
    assert (steps["aces"], steps["sixes"], steps["choice"], steps["small_straight_1"],
            steps["large_straight_2"], steps["full_house"], steps["yahtzee_3"]) == (
        1, 6, 1, 30, 40, 25, 50)
    rows = sum(mode.max_score[b] // plan.gstep[b] + 1 for b in range(mode.box_count)
               if mode.group[b] == b)
    assert len(plan.gtab) == rows < 1200
