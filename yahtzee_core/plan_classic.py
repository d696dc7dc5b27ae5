"""Classic's computer player: a box is worth its points, the bonuses it
earns and the change in an estimate of the rest of the game, W(filled
boxes, upper total, YAHTZEE holds 50):

  Easy     W = 0 (and keeps looked at one roll ahead only)
  Normal   W = the pars of the open boxes
  Expert   W = A[lower boxes, flag] + B[upper boxes, upper total], fitted to
           the optimal values (data/classic_expert.bin, 8.5 KB, read from the
           file a value at a time: tools/data/fit_classic_expert.py)
  Perfect  W = the optimal values themselves (data/classic_perfect.bin, 1 MB,
           yahtzee_core.perfect_table, a state at a time)
"""

from ._compat import const
from .modes import UPPER
from .plan_turn import Player, shared, by_box
from .plan_numbers import NumbersPlan

_NORMAL = const(1)
_EXPERT = const(2)
_PERFECT = const(3)
_EMPTY = const(0xFF)         # = game.EMPTY
_FULL = const(0x1FFF)        # every box filled
_FIT_ENTRIES = const(4352)   # Expert's table: 256 (A) + 4096 (B) uint16
_UPPER_CAP = const(63)

# Par values (x100): each box's average in the optimal player's games, so
# that "points minus par" says whether a hand is worth the box (Normal).
_PAR = (
    "aces", 190,
    "twos", 530,
    "threes", 860,
    "fours", 1220,
    "fives", 1570,
    "sixes", 1920,
    "three_kind", 2170,
    "four_kind", 1310,
    "full_house", 2260,
    "small_straight", 2950,
    "large_straight", 3270,
    "yahtzee", 1690,
    "chance", 2200,
)


def box_pars(mode):
    """Normal's par per box (x100), in box order (tools/data/classic_eval.py too)."""
    return by_box(mode, _PAR, 2, 1)


def new_bot(mode, level, data_dir):
    """A Classic player of any level (yahtzee_core.bot.Bot): its level's
    table is opened first, so a missing one raises before any work."""
    table = None
    if level == _PERFECT:
        from .perfect_table import PerfectTable
        table = PerfectTable(data_dir + "/classic_perfect.bin")
    elif level == _EXPERT:
        table = ExpertFit(data_dir + "/classic_expert.bin")
    return Player(shared(mode, ClassicPlan, data_dir), level, table)


class ExpertFit:
    """Classic Expert's fitted estimate, read from its file a value at a
    time (seek + readinto into one 2-byte buffer: nothing allocated):
    256 + 4096 little-endian uint16, value + 32768, hundredths of a point."""

    def __init__(self, path):
        self.file = open(path, "rb")
        if self.file.seek(0, 2) != 2 * _FIT_ENTRIES:
            self.file.close()
            raise ValueError("%s is not Classic Expert's table" % path)
        self.two = bytearray(2)

    def entry(self, i):
        self.file.seek(2 * i)
        self.file.readinto(self.two)
        return (self.two[0] | self.two[1] << 8) - 32768

    def value(self, mask, upper, flag):
        """A[lower boxes, flag] + B[upper boxes, upper total] (0 past the last box)."""
        if mask == _FULL:
            return 0    # the game is over: exactly nothing to come
        return self.entry((mask >> 6) * 2 + flag) + self.entry(256 + (mask & 63) * 64 + upper)

    def close(self):
        self.file.close()


class ClassicPlan(NumbersPlan):
    """Classic's planner, for players of any level."""

    def __init__(self, mode, data_dir):
        NumbersPlan.__init__(self, mode, data_dir)
        self.par = box_pars(mode)

    def _decision(self, game, left, want_value):
        if left == 0:
            return self._best_box(game, want_value)
        stop = self._number_keeps(game, left)
        return self._choose_keep(game, self.keep, stop, want_value)

    # Gains: gtab[gbase[b] + p] is what p points in box b are worth, x100,
    # counting bonuses earned and the change in the future's estimate.

    def _new_state(self, game):
        mode = self.mode
        base = game.player * 13
        boxes = game.boxes
        mask = 0
        upper = 0
        for b in range(13):
            if boxes[base + b] != _EMPTY:
                mask |= 1 << b
                if mode.sections[b] == UPPER:
                    upper += boxes[base + b]
        if upper > _UPPER_CAP:
            upper = _UPPER_CAP
        flag = self.flag
        here = self._w(mask, upper, flag)
        self.here = here
        gtab = self.gtab
        yahtzee = mode.yahtzee_box
        before = mode.bonus(UPPER, upper)
        for i in range(self.n_open):
            b = self.opens[i]
            row = self.gbase[b]
            m2 = mask | (1 << b)
            if mode.sections[b] == UPPER:
                for c in range(6):
                    p = mode.params[b] * c
                    t = upper + p
                    g = 100 * (p + mode.bonus(UPPER, t) - before)
                    gtab[row + p] = g + self._w(m2, t if t < _UPPER_CAP else _UPPER_CAP,
                                                flag) - here
            elif b == yahtzee:
                g = self._w(m2, upper, 0) - here
                for p in range(mode.max_score[b] + 1):
                    gtab[row + p] = g + 100 * p
                gtab[row + 50] = 5000 + self._w(m2, upper, 1) - here
            else:
                g = self._w(m2, upper, flag) - here
                for p in range(mode.max_score[b] + 1):
                    gtab[row + p] = g + 100 * p

    def _w(self, mask, upper, flag):
        """The estimate of the points still to come (x100)."""
        table = self.table
        if table is not None:
            return table.value(mask, upper, flag)
        if self.level == _NORMAL:
            w = 0
            par = self.par
            for b in range(13):
                if not mask & (1 << b):
                    w += par[b]
            return w
        return 0
