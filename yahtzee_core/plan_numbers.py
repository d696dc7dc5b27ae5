"""The numbers programme of Classic and Painted: the value of every keep
over the turn's remaining rolls, with the forced Joker for YAHTZEE hands.

`stop[h]` is what hand h is worth scored now (the best gain of an open box
that reads numbers); `value[h]` what it is worth with the rolls to come and
`keep[k]` each keep's sum over its completions, built in place over the
lattice (no second buffer). POWER has its own programme
(plan_power: a value per Power face).
"""

from ._compat import const
from .game import JOKER_NONE, JOKER_UPPER, JOKER_LOWER, JOKER_ZERO
from .modes import UPPER, LOWER
from .plan_turn import TurnPlan, BITS, zeros, scale_keeps

_HOLD_AND_ROLL = const(0x40)
_EASY = const(0)
_NEG = const(-100000)
_POW6 = (1, 6, 36, 216, 1296, 7776)
_YAHTZEE_HAND = (0, 0, 126, 196, 231, 246, 251)  # hand index of five n's


class NumbersPlan(TurnPlan):
    """Classic's and Painted's keeps over the numbers."""

    def __init__(self, mode, data_dir):
        TurnPlan.__init__(self, mode, data_dir)
        self.stop = zeros("l", 252)
        self.value = zeros("l", 252)
        self.keep = zeros("l", 210)

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
            # under the handheld rules' free choice, the plan still looks ahead with the
            # forced Joker's order (the box is chosen from the real choice when it is there)
            rule = game.joker_rule(n, True)
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

    def _number_keeps(self, game, rolls):
        """self.keep = every keep's value over the numbers with `rolls` rolls
        to come, this one included (3: the turn's worth before its first
        roll); returns the stop values."""
        stop = self.stop
        if not self.stops_ready:
            self._stop_values(game, stop)
            self.stops_ready = True
        value = self.value
        keep = self.keep
        hands = stop            # the hands' values after the last roll
        if self.level == _EASY and rolls == 2:
            rolls = 1           # Easy looks one roll ahead only
        while rolls > 1:
            # a roll to come after this one: the hands take their best keep's
            # value (keeps scaled to x7776, the stop values at the hands)
            self._expect(hands, keep)
            scale_keeps(keep)
            for h in range(252):
                value[h] = stop[h] * 7776
            self._best_sub_keeps(keep, value, value)
            hands = value
            rolls -= 1
        self._expect(hands, keep)
        return stop

    def _choose_keep(self, game, keep, stop, want_value):
        dice = game.dice
        hand = self.keep_of(dice, 31)
        best = stop[hand] * 7776
        best_keep = 210 + hand      # (a hand ranks after every keep)
        best_mask = -1
        for mask in range(31):
            k = self.keep_of(dice, mask)
            z = keep[k] * _POW6[BITS[mask]]
            if z > best or (z == best and k < best_keep):
                best = z
                best_keep = k
                best_mask = mask
        if best_mask < 0:
            return self._best_box(game, want_value)
        if want_value:
            self.tell(game, best // 7776)
        return _HOLD_AND_ROLL | best_mask

    def _turn_value(self, game):
        """Before the first roll: the turn's expected gain (x100)."""
        self._number_keeps(game, 3)
        return self.keep[0] // 7776
