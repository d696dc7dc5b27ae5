"""numpy helpers shared by the Classic solver and the strength evaluator.

The keep lattice comes from yahtzee_core.keeps (the very tables the device
walks); the box scores come from the core's own scorers, so the PC tools
and the game cannot disagree about what a hand pays.
"""

import os
import sys

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from yahtzee_core.keeps import Lattice, KEEPS, HANDS, HAND_BASE  # noqa: E402
from yahtzee_core.hand import Hand, score as score_hand  # noqa: E402
from yahtzee_core.modes import CLASSIC  # noqa: E402

N_BOXES = 13
YAHTZEE_BOX = 11
LOWER_BOXES = tuple(range(6, 13))
PAD = KEEPS  # an extra column that holds -inf, for ragged parent lists


class Tables:
    """The lattice as numpy arrays plus Classic's score matrices."""

    def __init__(self):
        lat = Lattice()
        self.lat = lat
        self.size = np.frombuffer(bytes(lat.size), dtype=np.uint8).astype(np.int64)
        self.child = np.array(lat.child, dtype=np.int64).reshape(KEEPS, 6)
        self.first = [int(x) for x in lat._first]
        parents = [set() for _ in range(KEEPS)]
        for k in range(KEEPS):
            if self.size[k] < 5:
                for d in range(6):
                    parents[self.child[k, d]].add(k)
        width = max(len(p) for p in parents)
        par = np.full((KEEPS, width), PAD, dtype=np.int64)
        for k, p in enumerate(parents):
            for j, q in enumerate(sorted(p)):
                par[k, j] = q
        self.parents = par
        self.groups = [np.arange(self.first[s], self.first[s + 1]) for s in range(6)]
        counts = np.frombuffer(bytes(lat.counts), dtype=np.uint8).reshape(HANDS, 7)
        self.counts = counts.astype(np.int64)
        # Classic box scores by the plain rules, and under the Joker.
        hand = Hand()
        dice = bytearray(5)
        score = np.zeros((HANDS, N_BOXES), dtype=np.int64)
        for h in range(HANDS):
            code = lat.codes[HAND_BASE + h]
            for i in range(4, -1, -1):
                dice[i] = code & 7
                code >>= 3
            hand.set(dice, None)
            for b in range(N_BOXES):
                score[h, b] = score_hand(hand, CLASSIC.kinds[b], CLASSIC.params[b],
                                         CLASSIC.values[b])
        self.score = score
        self.yahtzee_hands = [int(np.nonzero(self.counts[:, n] == 5)[0][0]) for n in range(1, 7)]
        joker = score.copy()
        for h in self.yahtzee_hands:
            for b in LOWER_BOXES:
                if b in (8, 9, 10):  # full house and straights pay in full
                    joker[h, b] = CLASSIC.values[b]
        self.joker_score = joker
        # Probability of each first-roll hand (multinomial / 7776).
        fact = np.array([1, 1, 2, 6, 24, 120])
        ways = 120 // fact[self.counts[:, 1:]].prod(axis=1)
        self.first_roll = ways / 7776.0

    def completions(self, values):
        """values[..., 252] (per hand) -> E[..., 462] (per keep): the mean
        over the equally likely completions of each keep (floats)."""
        shape = values.shape[:-1]
        e = np.empty(shape + (KEEPS,), dtype=np.float64)
        e[..., HAND_BASE:] = values
        for s in range(4, -1, -1):
            g = self.groups[s]
            e[..., g] = e[..., self.child[g]].sum(axis=-1) / 6.0
        return e

    def best_subkeep(self, z):
        """z[..., 462] -> m[..., 462]: the max of z over each keep's sub-keeps."""
        shape = z.shape[:-1]
        m = np.empty(shape + (KEEPS + 1,), dtype=z.dtype)
        m[..., PAD] = -np.inf if z.dtype.kind == "f" else np.iinfo(z.dtype).min
        m[..., :KEEPS] = z
        for s in range(1, 6):
            g = self.groups[s]
            m[..., g] = np.maximum(z[..., g], m[..., self.parents[g]].max(axis=-1))
        return m[..., :KEEPS]

    def turn_value(self, stop):
        """stop[..., 252]: each hand's value if scored now. The value of a
        whole turn (three rolls, best keeps) before its first roll."""
        v = stop
        for _ in range(2):
            z = self.completions(v)
            z[..., HAND_BASE:] = stop
            v = self.best_subkeep(z)[..., HAND_BASE:]
        return self.completions(v)[..., 0]


def reachable_uppers():
    """reach[u]: the set of capped upper totals (0..63) reachable when the
    upper boxes in the 6-bit mask u are filled."""
    reach = []
    for u in range(64):
        totals = {0}
        for i in range(6):
            if u & (1 << i):
                totals = {min(63, t + (i + 1) * c) for t in totals for c in range(6)}
        reach.append(sorted(totals))
    return reach
