"""Fit each mode's four rank thresholds to its score distribution.

    .venv/bin/python tools/data/ranks.py [--games N] [--jobs 2] [--step 10]

DESIGN.md section 2: Classic's ranks are seed 003's (100, 200, 300, 400);
Painted and POWER score far more, so each of their thresholds is set where
the same share of games reaches the title as reaches Classic's, measured
over seeded solitaire games at the Expert level (game i rolls with
Rng(i + 1), the real Bot on the real Game, as tools/measure/strength.py plays
them). A threshold is the score that share of the mode's games reaches,
rounded to --step; the output gives the share each threshold actually
gets, beside Classic's, and the figures in yahtzee_core/modes.py
(RANK_THRESHOLDS) to compare. About 8 minutes of CPU at the default 2,500
games a mode (Classic 0.02 s a game, Painted 0.05 s, POWER 0.16 s).
"""

import argparse
import os
import sys
from multiprocessing import Pool

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, ROOT)

from tools.measure.strength import play_games  # noqa: E402
from yahtzee_core import bot as botmod  # noqa: E402
from yahtzee_core.ranks import RANK_NAMES  # noqa: E402
from yahtzee_core.modes import MODE_NAMES, RANK_THRESHOLDS  # noqa: E402

CLASSIC_THRESHOLDS = (400, 300, 200, 100)    # seed 003, highest first
TITLES = ("Classic", "Painted", "POWER")


def scores_of(pool, mode, games, jobs):
    share = (games + jobs - 1) // jobs
    parts = [(mode, botmod.EXPERT, j * share, min(share, games - j * share))
             for j in range(jobs) if games - j * share > 0]
    return sorted(s for part in pool.map(play_games, parts) for s in part)


def share_reaching(scores, threshold):
    return sum(1 for s in scores if s >= threshold) / len(scores)


def fitted_threshold(scores, share, step, classic, classic_threshold):
    """The score (a multiple of step) whose share of games reaching it is
    nearest `share`; the higher on a tie. A title every Classic game reaches
    says nothing of where it falls, so it keeps its place below the lowest
    score: the mode's lowest at Classic's ratio of threshold to lowest."""
    if share == 1.0:
        return max(step, scores[0] * classic_threshold // classic[0] // step * step)
    best = None
    for candidate in range(step, scores[-1] + step, step):
        miss = abs(share_reaching(scores, candidate) - share)
        if best is None or miss <= best[0]:
            best = (miss, candidate)
    return best[1]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=2500)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--step", type=int, default=10)
    args = parser.parse_args()
    with Pool(args.jobs) as pool:
        classic = scores_of(pool, "classic", args.games, args.jobs)
        shares = [share_reaching(classic, t) for t in CLASSIC_THRESHOLDS]
        print("Expert solitaire games, %d a mode (game i rolls with Rng(i + 1)):" % args.games)
        print("  %-18s %s" % ("(lowest, mean)", "  ".join(
            "%s %d, %.1f" % (n, s[0], sum(s) / len(s)) for n, s in (("Classic", classic),))),
              flush=True)
        print("  %-18s %s" % ("Classic", "  ".join(
            "%5d %5.1f%%" % (t, 100 * s) for t, s in zip(CLASSIC_THRESHOLDS, shares))))
        for index in (1, 2):
            name = MODE_NAMES[index]
            scores = scores_of(pool, name, args.games, args.jobs)
            print("  %-18s lowest %d, mean %.1f" % (TITLES[index], scores[0],
                                                    sum(scores) / len(scores)))
            fitted = [fitted_threshold(scores, s, args.step, classic, t)
                      for s, t in zip(shares, CLASSIC_THRESHOLDS)]
            print("  %-18s %s" % (TITLES[index] + " fitted", "  ".join(
                "%5d %5.1f%%" % (t, 100 * share_reaching(scores, t)) for t in fitted)))
            print("  %-18s %s" % (TITLES[index] + " in modes.py", "  ".join(
                "%5d %5.1f%%" % (t, 100 * share_reaching(scores, t))
                for t in RANK_THRESHOLDS[4 * index:4 * index + 4])))
        print("  (each column: a title, %s, highest first: its threshold and the share "
              "of games reaching it)" % ", ".join(RANK_NAMES))


if __name__ == "__main__":
    main()
