"""The numbers programme of Classic and Painted: the value of every keep
over the turn's remaining rolls, with the forced Joker for YAHTZEE hands.

`stop[h]` is what hand h is worth scored now (the best gain of an open box
that reads numbers); `keep[k]` each keep's sum over its completions, built
in place over the lattice (no second buffer). POWER has its own programme
(plan_power: a value per Power face).
"""

from ._compat import const
from .game import JOKER_NONE, JOKER_UPPER, JOKER_LOWER, JOKER_COLOUR, JOKER_ZERO, JOKER_FREE
from .modes import UPPER, LOWER, COLOURS
from .plan_turn import TurnPlan, zeros, scale_keeps

_ROLL = const(0x40)
_EASY = const(0)
_NEG = const(-100000)
_HB = const(210)
_POW6 = (1, 6, 36, 216, 1296, 7776)
_BITS = b"\x00\x01\x01\x02\x01\x02\x02\x03\x01\x02\x02\x03\x02\x03\x03\x04"  # dice in a nibble
_YAHTZEE_HAND = (0, 0, 126, 196, 231, 246, 251)  # hand index of five n's


def held(mask):
    """How many dice a hold mask of up to six dice keeps (its keep's size)."""
    return _BITS[mask & 15] + _BITS[mask >> 4]


class NumbersPlan(TurnPlan):
    """Classic's and Painted's keeps over the numbers."""

    def __init__(self, mode, data_dir):
        TurnPlan.__init__(self, mode, data_dir)
        self.stop = zeros("l", 252)
        self.keep = zeros("l", 462)

    def _stop_values(self, game, out):
        """out[h] for the 252 hands: the best gain of an open box that reads
        numbers (x100), a box's column of scores at a time."""
        for h in range(252):
            out[h] = _NEG
        gtab = self.gtab
        for i in range(self.n_open):
            b = self.opens[i]
            if self.reads[b]:
                continue            # a colour box: the colour plan's
            row = self.gbase[b]
            column = self.scores(b)
            for h in range(252):
                g = gtab[row + column[h]]
                if g > out[h]:
                    out[h] = g
        if self.mode.joker:
            self._joker_stops(game, out)

    def _joker_stops(self, game, out):
        """The six YAHTZEE hands under the forced Joker (the game's order:
        the matching upper box, else the lower boxes at full value, else the
        colour plan's, else a zero in an upper box), bonus included."""
        mode = self.mode
        gtab = self.gtab
        gbase = self.gbase
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
                if rule == JOKER_LOWER and section == LOWER and not self.reads[b]:
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

    def _number_keeps(self, game, rolls):
        """self.keep = every keep's value over the numbers with `rolls` rolls
        to come, this one included (3: the turn's worth before its first
        roll); returns the stop values."""
        stop = self.stop
        if not self.stops_ready:
            self._stop_values(game, stop)
            self.stops_ready = True
        keep = self.keep
        for h in range(252):
            keep[_HB + h] = stop[h]
        if self.level == _EASY and rolls == 2:
            rolls = 1           # Easy looks one roll ahead only
        while rolls > 1:
            # a roll to come after this one: the hands take their best keep's value
            self._expect(keep)
            self._best_keeps(keep, stop)
            rolls -= 1
        self._expect(keep)
        return stop

    def _choose_keep(self, game, keep, stop, want_value):
        dice = game.dice
        hand = self.keep_of(dice, 31) - _HB
        best = stop[hand] * 7776
        best_keep = _HB + hand
        best_mask = -1
        for mask in range(31):
            k = self.keep_of(dice, mask)
            z = keep[k] * _POW6[held(mask)]
            if z > best or (z == best and k < best_keep):
                best = z
                best_keep = k
                best_mask = mask
        if best_mask < 0:
            return self._best_box(game, want_value)
        if want_value:
            self.tell(game, best // 7776)
        return _ROLL | best_mask

    def _turn_value(self, game):
        """Before the first roll: the turn's expected gain (x100)."""
        return self._number_keeps(game, 3) and self.keep[0] // 7776
