"""Exact expected score of a Classic bot level: its fixed choices carried
back through every reachable state (no sampling).

The bot (yahtzee_core/plan_classic.py) picks boxes and keeps by integer keys: a
box by 100 x points (bonuses included) + W(successor), a keep by the sum of
its completions' values; W is the level's estimate of the future (the
Perfect table, the Expert fit, Normal's pars, Easy's zero). This module
repeats that integer arithmetic with numpy, row for row, to find the
bot's choice for every state and hand, and meanwhile carries the *true*
expected values of those choices back in floats. tests/test_bot_solver.py
checks the choices against the real Bot on sampled positions.
"""

import os
import sys
import time

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, ROOT)

from tools.data.classic_np import Tables, HANDS, HAND_BASE, KEEPS, reachable_uppers  # noqa: E402
from tools.data.solve_classic import stop_values, N_BOXES, YAHTZEE_BOX, FULL  # noqa: E402
from yahtzee_core import bot as botmod  # noqa: E402
from yahtzee_core import perfect  # noqa: E402

INT_MIN = np.iinfo(np.int64).min // 4
PERFECT_MISSING = ("%s is missing: it is built, not committed; run `make data` (tools/"
                   "solve_classic.py, about 40 s)")


def perfect_path(data_dir):
    """The Perfect table's path; SystemExit saying how to build it when it is missing."""
    path = os.path.join(data_dir, "classic_perfect.bin")
    if not os.path.exists(path):
        raise SystemExit(PERFECT_MISSING % os.path.relpath(path))
    return path


def level_estimate(level, data_dir):
    """W[mask, up, flag] (int64, x100) exactly as the bot's _w() computes it."""
    from yahtzee_core.modes import CLASSIC
    from yahtzee_core.plan_classic import box_pars
    w = np.zeros((1 << N_BOXES, 64, 2), dtype=np.int64)
    if level == botmod.PERFECT:
        w[:] = decode_perfect(perfect_path(data_dir))
    elif level == botmod.EXPERT:
        fit = np.fromfile(os.path.join(data_dir, "classic_expert.bin"), dtype="<u2").astype(np.int64)
        a = fit[:256].reshape(128, 2) - 32768
        b = fit[256:].reshape(64, 64) - 32768
        masks = np.arange(1 << N_BOXES)
        w[:] = a[masks >> 6][:, None, :] + b[masks & 63][:, :, None]
        w[FULL] = 0
    elif level == botmod.NORMAL:
        par = np.array(list(box_pars(CLASSIC)), dtype=np.int64)
        masks = np.arange(1 << N_BOXES)
        open_bits = ((~masks[:, None]) >> np.arange(N_BOXES)) & 1
        w[:] = (open_bits * par).sum(axis=1)[:, None, None]
    return w


def decode_perfect(path):
    """The Perfect table as W[mask, up, flag] x100 (0 where unreachable)."""
    raw = np.fromfile(path, dtype="<u2", offset=perfect.HEADER).astype(np.int64)
    layout = perfect.Layout()
    w = np.zeros((1 << N_BOXES, 64, 2), dtype=np.int64)
    reach = reachable_uppers()
    for m in range(1 << N_BOXES):
        ups = np.array(reach[m & 63])
        i0 = np.array([layout.index(m, u, 0) for u in ups])
        w[m, ups, 0] = raw[i0]
        if m & (1 << YAHTZEE_BOX):
            w[m, ups, 1] = raw[i0 + 1]
        else:
            w[m, ups, 1] = raw[i0]
    return w


class Evaluator:
    def __init__(self, t=None):
        self.t = t or Tables()
        t = self.t
        lat = t.lat
        subs = np.full((HANDS, 32), KEEPS, dtype=np.int64)
        dice = bytearray(5)
        for h in range(HANDS):
            code = lat.codes[HAND_BASE + h]
            for i in range(4, -1, -1):
                dice[i] = code & 7
                code >>= 3
            ks = sorted({lat.keep_of(dice, mask) for mask in range(32)})
            subs[h, :len(ks)] = ks
        self.subs = subs
        self.pow6 = np.array([6 ** int(s) for s in t.size], dtype=np.int64)

    def int_completions(self, v):
        """v[R, 252] ints -> U[R, 462]: sums over completions (hands: v)."""
        t = self.t
        u = np.empty(v.shape[:-1] + (KEEPS,), dtype=np.int64)
        u[..., HAND_BASE:] = v
        for s in range(4, -1, -1):
            g = t.groups[s]
            u[..., g] = u[..., t.child[g]].sum(axis=-1)
        return u

    def choose(self, nxt, stop):
        """The bot's keep for each hand: (chosen keep [R,252], value x100 [R,252]).

        The best sub-keep by value, ties to the smaller keep index (as the
        bot's scan does): one int64 key = value x 1024 + (1023 - index),
        maximised over the keep lattice's parents."""
        t = self.t
        z = self.int_completions(nxt) * self.pow6
        z[..., HAND_BASE:] = stop * 7776
        key = z * 1024 + (1023 - np.arange(KEEPS))
        m = np.empty(z.shape[:-1] + (KEEPS + 1,), dtype=np.int64)
        m[..., KEEPS] = INT_MIN
        m[..., :KEEPS] = key
        for s in range(1, 6):
            g = t.groups[s]
            m[..., g] = np.maximum(key[..., g], m[..., t.parents[g]].max(axis=-1))
        best = m[..., HAND_BASE:KEEPS]
        chosen = 1023 - (best & 1023)
        return chosen, (best >> 10) // 7776

    def true_level(self, nxt_true, stop_true, chosen):
        e = self.t.completions(nxt_true)
        e[..., HAND_BASE:] = stop_true
        return np.take_along_axis(e, chosen, axis=-1)

    def evaluate(self, w, easy=False, verbose=False):
        """The exact expected score of the policy with estimate w."""
        t = self.t
        vtab = np.zeros((1 << N_BOXES, 64, 2))
        reach = reachable_uppers()
        start = time.time()
        for m in range(FULL - 1, -1, -1):
            ups = np.array(reach[m & 63], dtype=np.int64)
            if m & (1 << YAHTZEE_BOX):
                up = np.repeat(ups, 2)
                yf = np.tile(np.arange(2), len(ups))
            else:
                up = ups
                yf = np.zeros(len(ups), dtype=np.int64)
            stop_true, key = stop_values(t, m, vtab, up, yf, future=w)
            # Roll 2 (one reroll left): keeps valued by completions of the stops.
            c2, v2 = self.choose(key, key)
            tv2 = self.true_level(stop_true, stop_true, c2)
            # Roll 1 (two left): Easy looks one roll ahead only.
            c1, _ = self.choose(key if easy else v2, key)
            tv1 = self.true_level(tv2, stop_true, c1)
            val = t.completions(tv1)[..., 0]
            vtab[m, up, yf] = val
            if not m & (1 << YAHTZEE_BOX):
                vtab[m, up, 1] = val
            if verbose and m % 1024 == 0:
                print("  mask %d, %.0f s" % (m, time.time() - start), flush=True)
        return vtab[0, 0, 0]


def exact_score(level, data_dir=None, verbose=False):
    data_dir = data_dir or botmod.default_data_dir()
    ev = Evaluator()
    return ev.evaluate(level_estimate(level, data_dir), easy=(level == botmod.EASY), verbose=verbose)


if __name__ == "__main__":
    lv = int(sys.argv[1]) if len(sys.argv) > 1 else botmod.PERFECT
    t0 = time.time()
    print(botmod.LEVEL_NAMES[lv], "%.4f" % exact_score(lv, verbose=True), "%.0f s" % (time.time() - t0))
