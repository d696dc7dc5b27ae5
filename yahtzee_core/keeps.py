"""The lattice of kept dice: every multiset of 0 to 5 six-sided dice.

The PC's: the solver and evaluator (tools/) walk it, and tools/data/bot_tables.py
writes its child tables to data/keeps.bin, which the computer players read
instead of building the lattice (yahtzee_core.plan_turn.lattice): the bots
never import this module, so its construction is not compiled on a board.
Both index hands and keeps identically.

There are 462 keeps, numbered by size then lexicographically: keep 0 is
the empty keep, keeps 210..461 are the 252 five-dice hands (hand index =
keep index - HAND_BASE). `child[k*6 + d-1]` is the keep k plus one die d
(size 5 has no children). Built in plain loops and without any object
larger than the child table itself.
"""

from ._compat import const

KEEPS = const(462)
HANDS = const(252)
HAND_BASE = const(210)
NO_KEEP = const(0xFFFF)
# 6**size: the number of equally likely completions of a keep of size s is
# 6**(5-s); a sum over them times 6**s is the expectation x 7776.
POW6 = (1, 6, 36, 216, 1296, 7776)
SCALE = const(7776)


def zeros(code, n):
    """array(code) of n zeros, built from a zeroed bytes object (a list of
    n zeros would take two to four times the memory while it lives). Both
    CPython and MicroPython copy a bytes initialiser as raw items."""
    from array import array
    size = 8 // len(array(code, bytes(8)))
    return array(code, bytes(size * n))


class Lattice:
    """Keeps as packed codes (one base-8 digit a die, ascending) with the
    tables the dynamic programmes walk. Memory: about 9.6 KB (six faces).

    `faces` is 6 for numbers; Painted's colours use a 5-faced lattice
    (faces 1..5 = colour 0..4): 252 keeps, 126 hands.

    `compact` (what the computer players built before data/keeps.bin, and
    what tools/data/bot_tables.py writes): only `child`, and only for the keeps
    that have children (a hand has none), plus `first`; no codes, sizes or
    counts. A keep's size is then the number of dice held (`BITS[mask]`),
    and `each_hand()` walks the hands in index order."""

    def __init__(self, faces=6, compact=False):
        self.faces = faces
        total = 0
        for s in range(6):
            total += _multisets(faces, s)
        self.keeps = total
        self.hands = _multisets(faces, 5)
        self.hand_base = total - self.hands
        self.scale = faces ** 5
        codes = zeros("H", total)
        size = bytearray(total)
        n = 0
        for s in range(6):
            n = _enumerate(codes, size, n, s, 0, 1, 0, faces)
        # first[s]: the first keep of size s (first[6]: one past the last)
        first = zeros("H", 7)
        first[6] = total
        for k in range(total - 1, -1, -1):
            first[size[k]] = k
        self.first = first
        self._first = first     # (the PC tools' older name)
        self.codes = codes
        self.size = size
        parents = self.hand_base if compact else total
        child = zeros("H", parents * faces)
        dice = bytearray(5)
        for k in range(self.hand_base):
            s = size[k]
            _unpack(codes[k], s, dice)
            for d in range(1, faces + 1):
                child[k * faces + d - 1] = self.index_of_sorted(_insert_code(dice, s, d), s + 1)
        self.child = child
        if compact:
            self.codes = None
            self.size = None
            return
        # counts[h*7 + n]: how many dice of hand h show n (n = 1..faces).
        counts = bytearray(self.hands * 7)
        for h in range(self.hands):
            _unpack(codes[self.hand_base + h], 5, dice)
            for i in range(5):
                counts[h * 7 + dice[i]] += 1
        self.counts = counts

    def index_of_sorted(self, code, s):
        """The keep index of a packed code (dice ascending) of size s (a
        full lattice's, or during construction)."""
        codes = self.codes
        lo = self._first[s]
        hi = self._first[s + 1]
        while lo < hi:
            mid = (lo + hi) >> 1
            if codes[mid] < code:
                lo = mid + 1
            else:
                hi = mid
        return lo

    def keep_of(self, dice, mask, offset=0):
        """The keep index of the dice at the positions in mask (0..31); no
        allocation. `offset` is added to each die (colours 0..4 -> faces 1..5)."""
        k = 0
        child = self.child
        faces = self.faces
        for i in range(5):
            if mask & (1 << i):
                k = child[k * faces + dice[i] + offset - 1]
        return k

    def hand_of(self, dice, offset=0):
        return self.keep_of(dice, 31, offset) - self.hand_base

    def each_hand(self, dice):
        """A generator (warm-ups only: it allocates) that fills `dice` with
        each hand in index order, dice ascending, faces 1..faces."""
        top = self.faces + 1
        for a in range(1, top):
            dice[0] = a
            for b in range(a, top):
                dice[1] = b
                for c in range(b, top):
                    dice[2] = c
                    for d in range(c, top):
                        dice[3] = d
                        for e in range(d, top):
                            dice[4] = e
                            yield dice


# BITS[mask]: the dice a hold mask keeps (the size of its keep), for masks of
# up to six dice.
BITS = bytes(bin(m).count("1") for m in range(64))


def _multisets(faces, s):
    n = 1
    for i in range(s):
        n = n * (faces + i) // (i + 1)
    return n


def _enumerate(codes, size, n, s, depth, low, code, faces):
    if depth == s:
        codes[n] = code
        size[n] = s
        return n + 1
    for d in range(low, faces + 1):
        n = _enumerate(codes, size, n, s, depth + 1, d, code * 8 + d, faces)
    return n


def _unpack(code, s, dice):
    for i in range(s - 1, -1, -1):
        dice[i] = code & 7
        code >>= 3


def _insert_code(dice, s, d):
    code = 0
    placed = False
    for i in range(s):
        if not placed and d <= dice[i]:
            code = code * 8 + d
            placed = True
        code = code * 8 + dice[i]
    if not placed:
        code = code * 8 + d
    return code
