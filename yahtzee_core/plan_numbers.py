"""The numbers programme of Classic and Painted: the value of every keep
over the turn's remaining rolls, with the forced Joker for YAHTZEE hands.

`stop[h]` is what hand h is worth scored now (the best gain of an open box
that reads numbers); `keep[k]` each keep's sum over its completions, built
in place over the lattice (no second buffer). POWER has its own programme
(plan_power: a value per Power face).
"""

from ._compat import const
from .game import JOKER_NONE, JOKER_UPPER, JOKER_LOWER, JOKER_COLOUR, JOKER_ZERO, JOKER_FREE
from .keeps import BITS, zeros
from .modes import UPPER, LOWER, COLOURS
from .plan_turn import TurnPlanner, scale_keeps

_ROLL = const(0x40)
_EASY = const(0)
_NEG = const(-100000)
_HB = const(210)
_NO_COLUMN = const(0xFF)
_POW6 = (1, 6, 36, 216, 1296, 7776)
_YAHTZEE_HAND = (0, 0, 126, 196, 231, 246, 251)  # hand index of five n's


def numbers_arrays(arena):
    """The programme's arrays, added to a mode's arena."""
    arena.stop = zeros("l", 252)
    arena.keep = zeros("l", 462)


class NumbersPlanner(TurnPlanner):
    """Classic's and Painted's keeps over the numbers."""

    def __init__(self, mode, level, data_dir, arena):
        TurnPlanner.__init__(self, mode, level, data_dir, arena)
        self.stop = arena.stop
        self.keep = arena.keep
        nb = mode.box_count
        # The open boxes that read numbers: their gains' rows and hand-score
        # columns (set with the scorecard, so the programme's loops are flat).
        self.nrow = zeros("H", nb)
        self.ncol = bytearray(nb)
        self.n_numbers = 0

    def _number_slots(self):
        n = 0
        hcol = self.hcol
        gbase = self.gbase
        for i in range(self.n_open):
            b = self.opens[i]
            if hcol[b] != _NO_COLUMN:
                self.nrow[n] = gbase[b]
                self.ncol[n] = hcol[b]
                n += 1
        self.n_numbers = n

    def _stop_values(self, game, out):
        """out[h] for the 252 hands: the best gain of an open box (x100)."""
        hs = self.hscore
        width = self.hwidth
        gtab = self.gtab
        rows = self.nrow
        cols = self.ncol
        n = self.n_numbers
        row = 0
        for h in range(252):
            best = _NEG
            for i in range(n):
                g = gtab[rows[i] + hs[row + cols[i]]]
                if g > best:
                    best = g
            out[h] = best
            row += width
        if self.mode.joker:
            self._joker_stops(game, out)

    def _joker_stops(self, game, out):
        """The six YAHTZEE hands under the forced Joker (the game's order:
        the matching upper box, else the lower boxes at full value, else the
        colour plan's, else a zero in an upper box), bonus included."""
        mode = self.mode
        gtab = self.gtab
        gbase = self.gbase
        hcol = self.hcol
        bonus = 10000 if self.flag else 0
        for n in range(1, 7):
            rule = self._forced_joker(game, n)
            if rule == JOKER_NONE:
                return          # the YAHTZEE box is open: a YAHTZEE is no Joker
            h = _YAHTZEE_HAND[n]
            if rule == JOKER_UPPER:
                out[h] = bonus + gtab[gbase[mode.upper_for_number[n]] + 5 * n]
                continue
            best = _NEG
            for i in range(self.n_open):
                b = self.opens[i]
                section = mode.sections[b]
                if rule == JOKER_LOWER and section == LOWER and hcol[b] != _NO_COLUMN:
                    # (lower boxes that read colours: the colour plan's)
                    p = mode.values[b] if mode.values[b] else 5 * n
                elif rule == JOKER_ZERO and section == UPPER:
                    p = 0
                else:
                    continue
                g = gtab[gbase[b] + p]
                if g > best:
                    best = g
            out[h] = best + bonus if best > _NEG else _NEG

    def _forced_joker(self, game, number):
        """game.joker_rule for a YAHTZEE of `number`; under the handheld
        rules' free choice the plan still looks ahead with the forced
        Joker's order (the box is chosen from the real choice when the hand
        is there)."""
        rule = game.joker_rule(number)
        if rule != JOKER_FREE:
            return rule
        mode = self.mode
        if self.group_open[mode.upper_for_number[number]]:
            return JOKER_UPPER
        colour = False
        for i in range(self.n_open):
            section = mode.sections[self.opens[i]]
            if section == LOWER:
                return JOKER_LOWER
            if section == COLOURS:
                colour = True
        return JOKER_COLOUR if colour else JOKER_ZERO

    def _best_keeps(self, a, stop):
        """After _expect(a): scale keeps to x7776, stop values at the hands,
        then a[210+h] = the best of h's sub-keeps, back in x100."""
        scale_keeps(a)
        for h in range(252):
            a[_HB + h] = stop[h] * 7776
        self._best_sub_keeps(a, a, _HB)

    def _ready_stops(self, game):
        stop = self.stop
        if not self._stops_ready:
            self._stop_values(game, stop)
            self._stops_ready = True
        return stop

    def _number_keeps(self, game, left):
        """self.keep = every keep's value over the numbers (the turn's
        programme for `left` rolls to come); returns the stop values."""
        stop = self._ready_stops(game)
        keep = self.keep
        for h in range(252):
            keep[_HB + h] = stop[h]
        if left == 2 and self.level != _EASY:
            # a roll to come after this one: the hands take their best keep's value
            self._expect(keep)
            self._best_keeps(keep, stop)
        self._expect(keep)
        return stop

    def _choose_keep(self, game, keep, stop, want_value):
        lat = self.lat
        dice = game.dice
        hand = lat.hand_of(dice)
        best = stop[hand] * 7776
        best_keep = _HB + hand
        best_mask = -1
        for mask in range(31):
            k = lat.keep_of(dice, mask)
            z = keep[k] * _POW6[BITS[mask]]
            if z > best or (z == best and k < best_keep):
                best = z
                best_keep = k
                best_mask = mask
        if best_mask < 0:
            return self._best_box(game, want_value)
        if want_value:
            self.expected = 100 * game.total(game.player) + self.here + best // 7776
        return _ROLL | best_mask

    def _turn_value(self, game):
        """Before the first roll: the turn's expected gain (x100)."""
        stop = self._ready_stops(game)
        keep = self.keep
        for h in range(252):
            keep[_HB + h] = stop[h]
        self._expect(keep)
        self._best_keeps(keep, stop)
        self._expect(keep)
        self._best_keeps(keep, stop)
        self._expect(keep)
        return keep[0] // 7776
