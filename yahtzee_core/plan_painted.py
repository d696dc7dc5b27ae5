"""Painted's computer player.

Its coloured hands are too many to enumerate, so the plan runs two
programmes and takes the better per keep: the numbers programme
(plan_numbers, over the boxes that read numbers) and a colours programme
over a 5-faced lattice (126 colour hands, the boxes that read colours),
pricing a colour box's sum at 3.5 a die. The box is always chosen from the
real hand, by the game's preview. Box values: plan_par.
"""

from ._compat import const
from .hand import Hand, score as score_hand, COLOUR, N_COLOUR, PAINTED_HOUSE, RAINBOW, FLUSH
from .keeps import Lattice, BITS, zeros
from .plan_turn import Arena, shared_arena
from .plan_numbers import NumbersPlanner, numbers_arrays
from .plan_par import par_arrays, par_gains, scored_estimate

_ROLL = const(0x40)
_EASY = const(0)
_NEG = const(-100000)
_CB = const(126)             # first hand in the colour lattice
_POW6 = (1, 6, 36, 216, 1296, 7776)
_POW5 = (1, 5, 25, 125, 625, 3125)
_COLOUR_KINDS = (COLOUR, N_COLOUR, PAINTED_HOUSE, RAINBOW, FLUSH)

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


def _arena(mode):
    numbers = [b for b in range(mode.box_count) if mode.kinds[b] not in _COLOUR_KINDS]
    # Gains fit 16 bits: at most 30 points x100 plus a 35 bonus, or a YAHTZEE's
    # 50 x100 plus 2.5 points a turn to come.
    arena = Arena(mode, numbers, "h")
    numbers_arrays(arena)
    par_arrays(arena, _ROWS, _BONUS_AVERAGE)
    clat = Lattice(5, True)
    arena.clat = clat
    colours = [b for b in range(mode.box_count) if mode.kinds[b] in _COLOUR_KINDS]
    arena.ccolumns = bytes(colours)
    arena.cscore = _colour_scores(mode, clat, colours)
    arena.cstop = zeros("l", 126)
    arena.ckeep = zeros("l", 252)
    return arena


def _colour_scores(mode, clat, colours):
    """cscore[c * len(colours) + i] for the 126 colour hands and the i-th box
    that reads colours: a colour box the count of its colour (the bot prices
    it at 3.5 a die), four_color 18 points' worth, the fixed-value ones their
    value."""
    width = len(colours)
    out = bytearray(126 * width)
    hand = Hand()
    dice = bytearray(5)
    faces = bytearray(5)
    colour = bytearray(5)
    row = 0
    for faces in clat.each_hand(faces):
        for i in range(5):
            colour[i] = faces[i] - 1
            dice[i] = 1
        hand.set(dice, colour)
        for i in range(width):
            b = colours[i]
            kind = mode.kinds[b]
            if kind == COLOUR:
                p = hand.colour_counts[mode.params[b]]
            elif kind == N_COLOUR:
                p = 18 if hand.max_colour_count >= mode.params[b] else 0
            else:
                p = score_hand(hand, kind, mode.params[b], mode.values[b])
            out[row + i] = p
        row += width
    return out


class PaintedBot(NumbersPlanner):
    """A Painted computer player of any level but Perfect."""

    def __init__(self, mode, level, data_dir):
        NumbersPlanner.__init__(self, mode, level, data_dir, shared_arena(mode, _arena))
        arena = self.arena
        self.par = arena.par
        self.average = arena.average
        self.section_par = arena.section_par
        self.bonus_average = arena.bonus_average
        self.clat = arena.clat
        self.cscore = arena.cscore
        self.cstop = arena.cstop
        self.ckeep = arena.ckeep
        nb = mode.box_count
        # The open boxes that read colours: gains' row, score column, whether
        # a colour box (its sum is priced by the count).
        self.crow = zeros("H", nb)
        self.ccol = bytearray(nb)
        self.csum = bytearray(nb)
        self.n_colours = 0
        self._cstops_ready = False
        self.sec_total = 0
        self.sec_expect = 0
        self.sec_others = 0

    def _new_state(self, game):
        self._number_slots()
        mode = self.mode
        columns = self.arena.ccolumns
        n = 0
        for i in range(self.n_open):
            b = self.opens[i]
            for j in range(len(columns)):
                if columns[j] == b:
                    self.crow[n] = self.gbase[b]
                    self.ccol[n] = j
                    self.csum[n] = 1 if mode.kinds[b] == COLOUR else 0
                    n += 1
        self.n_colours = n
        self._cstops_ready = False
        par_gains(self, game)

    def _scored_estimate(self, box):
        return scored_estimate(self, box)

    def _decision(self, game, left, want_value):
        if left == 0:
            return self._best_box(game, want_value)
        self._number_keeps(game, left)
        keep = self.keep
        # Colours: the same programme over the 5-faced lattice, in place.
        cstop = self.cstop
        if not self._cstops_ready:
            self._colour_stops(cstop)
            self._cstops_ready = True
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
        lat = self.lat
        clat = self.clat
        dice = game.dice
        colours = game.colours
        for mask in range(31):
            k = lat.keep_of(dice, mask)
            v = keep[k] * _POW6[BITS[mask]] // 7776
            c = clat.keep_of(colours, mask, 1)
            w = ckeep[c] * _POW5[BITS[mask]] // 3125
            if w > v:
                v = w
            if v > best:
                best = v
                best_mask = mask
        if best_mask < 0:
            return self._best_box(game, want_value)
        if want_value:
            self.expected = 100 * game.total(game.player) + self.here + best
        return _ROLL | best_mask

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
        """out[c] for the 126 colour hands: colour boxes only; a colour
        box's sum is taken at 3.5 a die, four_color's at 17.5."""
        cs = self.cscore
        width = len(self.arena.ccolumns)
        gtab = self.gtab
        rows = self.crow
        cols = self.ccol
        sums = self.csum
        n = self.n_colours
        row = 0
        for h in range(126):
            best = _NEG
            for i in range(n):
                p = cs[row + cols[i]]
                if sums[i]:
                    # expected sum: gains are linear in p between whole points
                    g = (gtab[rows[i] + p * 7 // 2] + gtab[rows[i] + (p * 7 + 1) // 2]) // 2
                else:
                    g = gtab[rows[i] + p]
                if g > best:
                    best = g
            out[h] = best
            row += width

    def _cexpect(self, a):
        child = self.clat.child
        for k in range(125, -1, -1):
            c = k * 5
            a[k] = (a[child[c]] + a[child[c + 1]] + a[child[c + 2]] + a[child[c + 3]]
                    + a[child[c + 4]])

    def _cbest_keeps(self, a, stop):
        child = self.clat.child
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
