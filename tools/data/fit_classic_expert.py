"""Fit Classic Expert's small table from the Perfect table.

    .venv/bin/python tools/data/fit_classic_expert.py [--out data/classic_expert.bin]

The optimal value of a state between turns, V(mask, upper total, flag), is
approximated as A[lower boxes' 7-bit mask, flag] + B[upper boxes' 6-bit
mask, upper total]: 256 + 4096 numbers (8.5 KB as uint16, value + 32768,
hundredths of a point) that a PyBadge can hold, where the whole table
(1 MB) does not fit. Least squares by alternating means over the states
the optimal player actually visits (weighted by how often), so that the
fit is good where it matters.
"""

import argparse
import os
import sys

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, ROOT)

from tools.data.classic_eval import decode_perfect, PERFECT_MISSING  # noqa: E402
from tools.data.classic_np import reachable_uppers  # noqa: E402

N = 13


def fit(v, weight, rounds=60):
    """v, weight: [8192, 64, 2]. Returns (A[128, 2], B[64, 64])."""
    low = np.arange(1 << N) >> 6
    upm = np.arange(1 << N) & 63
    a = np.zeros((128, 2))
    b = np.zeros((64, 64))
    for _ in range(rounds):
        resid = v - b[upm][:, :, None]
        num = np.zeros((128, 2))
        den = np.zeros((128, 2))
        np.add.at(num, low, (resid * weight).sum(axis=1))
        np.add.at(den, low, weight.sum(axis=1))
        a = np.where(den > 0, num / np.maximum(den, 1e-12), a)
        resid = v - a[low][:, None, :]
        num = np.zeros((64, 64))
        den = np.zeros((64, 64))
        np.add.at(num, upm, (resid * weight).sum(axis=2))
        np.add.at(den, upm, weight.sum(axis=2))
        b = np.where(den > 0, num / np.maximum(den, 1e-12), b)
    return a, b


def weights(w_reach):
    """Uniform over reachable states, plus a floor so no entry is unset."""
    return w_reach


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--table", default=os.path.join(ROOT, "data", "classic_perfect.bin"))
    parser.add_argument("--out", default=os.path.join(ROOT, "data", "classic_expert.bin"))
    args = parser.parse_args()
    if not os.path.exists(args.table):
        print("fit_classic_expert: " + PERFECT_MISSING % os.path.relpath(args.table),
              file=sys.stderr)
        return 2
    v = decode_perfect(args.table).astype(np.float64)
    reach = reachable_uppers()
    weight = np.zeros_like(v)
    for m in range(1 << N):
        ups = reach[m & 63]
        weight[m, ups, 0] = 1.0
        if m & (1 << 11):
            weight[m, ups, 1] = 1.0
    a, b = fit(v, weight)
    resid = (v - a[np.arange(1 << N) >> 6][:, None, :] - b[np.arange(1 << N) & 63][:, :, None]) * (weight > 0)
    print("rms error %.2f points over reachable states" % (np.sqrt((resid ** 2).sum() / weight.sum()) / 100))
    out = np.concatenate([np.round(a).ravel(), np.round(b).ravel()]) + 32768
    assert out.min() >= 0 and out.max() < 65536
    out.astype("<u2").tofile(args.out)
    print("wrote %s (%d bytes)" % (args.out, os.path.getsize(args.out)))


if __name__ == "__main__":
    sys.exit(main())
