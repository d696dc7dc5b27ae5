"""Painted's computer player.

Its coloured hands are too many to enumerate, so the plan runs two
programmes and takes the better per keep: the numbers programme
(plan_numbers, over the boxes that read numbers) and a colours programme
over a 5-faced lattice (126 colour hands, the boxes that read colours),
pricing a colour box's sum at 3.5 a die. The box is always chosen from the
real hand, by the game's preview. Box values: plan_par.
"""

from ._compat import const
from .plan_turn import Player, BITS, shared, zeros, read_table
from .plan_numbers import NumbersPlan
from .plan_par import par_arrays, par_gains, scored_estimate

_HOLD_AND_ROLL = const(0x40)
_EASY = const(0)
_NEG = const(-100000)
_CB = const(126)             # first hand in the colour lattice
_COUNT = const(2)            # reads[b] of a colour box: its column holds the count
_COLOUR_CHILD = const(1260)  # where the colour lattice is in keeps.bin: after 210 x 6 children
_POW6 = (1, 6, 36, 216, 1296, 7776)
_POW5 = (1, 5, 25, 125, 625, 3125)

# key, par, Expert's average (both x100), points an open box adds to its
# section (upper and colour boxes, for the bonus outlook).
_ROWS = (
    "aces", 190, 222, 2,
    "twos", 530, 555, 5,
    "threes", 860, 909, 8,
    "fours", 1220, 1206, 12,
    "fives", 1570, 1510, 15,
    "sixes", 1920, 1839, 19,
    "four_kind", 1100, 1784, 0,
    "four_color", 1300, 1266, 0,
    "full_house", 2000, 2112, 0,
    "painted_house", 1700, 2450, 0,
    "straight", 2600, 3460, 0,
    "rainbow", 1900, 3600, 0,
    "flush", 1500, 1935, 0,
    "yahtzee", 1000, 2100, 0,
    "chance", 2100, 2274, 0,
    "blue", 1100, 1170, 12,
    "red", 1100, 1166, 12,
    "purple", 1100, 1162, 12,
    "green", 1100, 1205, 12,
    "yellow", 1100, 1156, 12,
)
_BONUS_AVERAGE = const(3420)


def new_bot(mode, level, data_dir):
    """A Painted player of any level but Perfect (yahtzee_core.bot.Bot)."""
    return Player(shared(mode, PaintedPlan, data_dir), level, None)


class PaintedPlan(NumbersPlan):
    """Painted's planner, for players of any level but Perfect. The colour
    lattice (faces 1..5 = colour 0..4: 252 keeps, 126 hands) is only its
    child table, cchild[k*5 + c] (data/keeps.bin, after the 6-faced one)."""

    def __init__(self, mode, data_dir):
        NumbersPlan.__init__(self, mode, data_dir)
        par_arrays(self, _ROWS, _BONUS_AVERAGE)
        self.cchild = read_table(data_dir + "/keeps.bin", b"YZK1", _COLOUR_CHILD, bytearray(630))
        self.cstop = zeros("l", 126)
        self.ckeep = zeros("l", 252)
        self.cstops_ready = False

    def _new_state(self, game):
        self.cstops_ready = False
        par_gains(self, game)

    _scored_estimate = scored_estimate

    def _decision(self, game, left, want_value):
        if left == 0:
            return self._best_box(game, want_value)
        self._number_keeps(game, left)
        keep = self.keep
        # Colours: the same programme over the 5-faced lattice, in place.
        cstop = self.cstop
        if not self.cstops_ready:
            self._colour_stops(cstop)
            self.cstops_ready = True
        ckeep = self.ckeep
        for h in range(126):
            ckeep[_CB + h] = cstop[h]
        if left == 2 and self.level != _EASY:
            self._cexpect(ckeep)
            self._cbest_keeps(ckeep, cstop)
        self._cexpect(ckeep)
        # Score now: the real hand, every box, by the game's preview.
        best = self._painted_stop(game)
        best_mask = -1
        dice = game.dice
        colours = game.colours
        cchild = self.cchild
        for mask in range(31):
            v = keep[self.keep_of(dice, mask)] * _POW6[BITS[mask]] // 7776
            c = 0
            for i in range(5):
                if mask & (1 << i):
                    c = cchild[c * 5 + colours[i]]
            w = ckeep[c] * _POW5[BITS[mask]] // 3125
            if w > v:
                v = w
            if v > best:
                best = v
                best_mask = mask
        if best_mask < 0:
            return self._best_box(game, want_value)
        if want_value:
            self.tell(game, best)
        return _HOLD_AND_ROLL | best_mask

    def _painted_stop(self, game):
        best = _NEG
        gtab = self.gtab
        gbase = self.gbase
        bonus = 10000 if self.flag and game.rolled_yahtzee() else 0
        for i in range(self.n_open):
            b = self.opens[i]
            if game.can_score(b):
                g = gtab[gbase[b] + game.preview(b)] + bonus
                if g > best:
                    best = g
        return best

    def _colour_stops(self, out):
        """out[c] for the 126 colour hands: the best gain of an open box that
        reads colours, a box's column of scores at a time; a colour box's sum
        is taken at 3.5 a die, four_color's at 17.5."""
        for h in range(126):
            out[h] = _NEG
        gtab = self.gtab
        for i in range(self.n_open):
            b = self.opens[i]
            reads = self.reads[b]
            if not reads:
                continue            # a numbers box: the numbers plan's
            row = self.gbase[b]
            column = self.scores(b)
            for h in range(126):
                p = column[h]
                if reads == _COUNT:
                    # expected sum: gains are linear in p between whole points
                    g = (gtab[row + p * 7 // 2] + gtab[row + (p * 7 + 1) // 2]) // 2
                else:
                    g = gtab[row + p]
                if g > out[h]:
                    out[h] = g

    def _cexpect(self, a):
        child = self.cchild
        for k in range(125, -1, -1):
            c = k * 5
            a[k] = (a[child[c]] + a[child[c + 1]] + a[child[c + 2]] + a[child[c + 3]]
                    + a[child[c + 4]])

    def _cbest_keeps(self, a, stop):
        child = self.cchild
        for k in range(1, 6):
            a[k] *= 5
        for k in range(6, 21):
            a[k] *= 25
        for k in range(21, 56):
            a[k] *= 125
        for k in range(56, 126):
            a[k] *= 625
        for h in range(126):
            a[_CB + h] = stop[h] * 3125
        for k in range(126):
            v = a[k]
            c = k * 5
            for d in range(5):
                j = child[c + d]
                if a[j] < v:
                    a[j] = v
        for h in range(126):
            a[_CB + h] //= 3125
