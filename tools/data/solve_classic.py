"""Solve solitaire Classic YAHTZEE exactly and write the Perfect table.

    .venv/bin/python tools/data/solve_classic.py [--out data/classic_perfect.bin]

Backward induction over the states between turns: (filled-box mask, upper
total capped at 63, YAHTZEE box holds 50). Each state's value is the
expected score still to come under optimal play, by our rules (DESIGN.md
section 2): forced Joker, YAHTZEE bonus 100 while the box holds 50, upper
bonus 35 at 63. Within a turn: three rolls, any keep, stop any time.

Prints the optimum (the start state's value) and writes the values of the
reachable states as 16-bit fixed point (see yahtzee_core/perfect.py for the
layout). Takes 40 to 85 s on this 2-core machine and gives the same bytes
every time. The table (data/classic_perfect.bin, 1,072,908 bytes) is not
committed: `make data` (which `make run` and `make test` do first) builds it.
After a rules change rerun tools/data/fit_classic_expert.py too (the 8.5 KB
Expert table, committed, is fitted from this one).
"""

import argparse
import os
import sys
import time

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, ROOT)

from tools.data.classic_np import (  # noqa: E402
    Tables, N_BOXES, YAHTZEE_BOX, LOWER_BOXES, reachable_uppers, HANDS,
)
from yahtzee_core import perfect  # noqa: E402

FULL = (1 << N_BOXES) - 1


def stop_values(t, m, vtab, up, yf, future=None):
    """The value of scoring each hand now, best box, for states (m, up[r], yf[r]).

    vtab[mask, up, yf] holds the successor values. Returns (R, 252) floats.
    With `future` (int64 estimates x100 indexed like vtab), the box is
    chosen by the integer key 100 * points + future[successor], as the bot
    does, and (values, keys) are returned: the values still read vtab. This
    is how the evaluator carries a bot's fixed choices back exactly.
    """
    rows = up.shape[0]
    integer = future is not None
    low = np.iinfo(np.int64).min if integer else -np.inf
    best_key = np.full((rows, HANDS), low, dtype=np.int64 if integer else np.float64)
    best_val = np.zeros((rows, HANDS))
    yahtzee_filled = bool(m & (1 << YAHTZEE_BOX))
    joker_hands = list(t.yahtzee_hands) if yahtzee_filled else []
    tables = (vtab, future) if integer else (vtab,)
    for b in range(N_BOXES):
        if m & (1 << b):
            continue
        m2 = m | (1 << b)
        sc = t.score[:, b]
        if yahtzee_filled:
            sc = sc.copy()
            sc[joker_hands] = t.joker_score[joker_hands, b]
        outs = []
        for tab in tables:
            if b < 6:
                # The successor depends on how many dice show b+1: six columns.
                cols = np.stack([tab[m2, np.minimum(63, up + (b + 1) * c), yf]
                                 for c in range(6)], axis=1)
                succ = cols[:, t.counts[:, b + 1]]
            elif b == YAHTZEE_BOX:
                succ = np.where((sc == 50)[None, :], tab[m2, up, 1][:, None],
                                tab[m2, up, 0][:, None])
            else:
                succ = np.broadcast_to(tab[m2, up, yf][:, None], (rows, HANDS))
            outs.append(succ)
        gain = np.broadcast_to(sc[None, :], (rows, HANDS))
        if b < 6:
            total = up[:, None] + sc[None, :]
            gain = gain + 35 * ((up[:, None] < 63) & (total >= 63))
        if yahtzee_filled:
            gain = np.array(gain)
            gain[:, joker_hands] += 100 * yf[:, None]
        val = gain + outs[0]
        key = 100 * gain + outs[1] if integer else val
        if yahtzee_filled:
            for n, h in enumerate(joker_hands, 1):
                if not _joker_allows(m, b, n):
                    key[:, h] = low
        better = key > best_key
        best_key = np.where(better, key, best_key)
        best_val = np.where(better, val, best_val)
    return best_val if future is None else (best_val, best_key)


def _joker_allows(m, b, n):
    """Forced Joker for a YAHTZEE of n's while the YAHTZEE box is filled."""
    if not m & (1 << (n - 1)):
        return b == n - 1
    if any(not m & (1 << x) for x in LOWER_BOXES):
        return b in LOWER_BOXES
    return True


def solve(t, boxes=FULL, verbose=False):
    """Values of every state whose mask leaves open only boxes in `boxes`
    (the full game by default; fewer boxes make the small test games).

    Returns vtab[8192, 64, 2] (floats); vtab[FULL ^ boxes, 0, 0] is the game's value.
    """
    vtab = np.zeros((1 << N_BOXES, 64, 2))
    up = np.repeat(np.arange(64), 2)
    yf = np.tile(np.arange(2), 64)
    start = time.time()
    fixed = FULL ^ boxes
    masks = [m for m in range(FULL - 1, -1, -1) if m & fixed == fixed]
    for i, m in enumerate(masks):
        stop = stop_values(t, m, vtab, up, yf)
        vtab[m, up, yf] = t.turn_value(stop)
        if verbose and i % 512 == 0:
            print("  %4d/%d masks, %.0f s" % (i, len(masks), time.time() - start), flush=True)
    return vtab


def encode(vtab):
    """The table file: header, then every reachable state's value x SCALE."""
    layout = perfect.Layout()
    out = np.zeros(layout.count, dtype="<u2")
    reach = reachable_uppers()
    for m in range(FULL + 1):
        u = m & 63
        flags = (0, 1) if m & (1 << YAHTZEE_BOX) else (0,)
        for upper in reach[u]:
            for flag in flags:
                v = round(vtab[m, upper, flag] * perfect.SCALE)
                if not 0 <= v < 65536:
                    raise OverflowError("state value %r does not fit 16 bits" % v)
                out[layout.index(m, upper, flag)] = v
    head = perfect.MAGIC + np.array([perfect.SCALE, 0], "<u2").tobytes() + \
        np.array([layout.count], "<u4").tobytes()
    return head + out.tobytes()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default=os.path.join(ROOT, "data", "classic_perfect.bin"))
    args = parser.parse_args()
    start = time.time()
    t = Tables()
    vtab = solve(t, verbose=True)
    elapsed = time.time() - start
    print("optimum (expected score, optimal solitaire Classic): %.4f" % vtab[0, 0, 0])
    print("published for the official rules (Verhoeff): 254.5896; the 0.0019 is a reading of "
          "the Joker (docs/BOT.md)")
    print("solved in %.1f s" % elapsed)
    blob = encode(vtab)
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    with open(args.out, "wb") as f:
        f.write(blob)
    print("wrote %s: %d bytes (%d states), max value %.2f" % (
        args.out, len(blob), (len(blob) - perfect.HEADER) // 2, vtab.max()))


if __name__ == "__main__":
    main()
