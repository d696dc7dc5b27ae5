"""POWER's computer player: the turn's programme with a value per Power face.

V_r(h, f) is hand h's value after the r-th roll with the Power die showing
face f: scored now (x1, x2, x3 or a Double's two boxes, by the face) or the
best keep, the Power die held (its face's values) or rerolled (the mean
over the faces). Freeze stops the turn; a Power after the third roll gives
a fourth. The look-ahead rerolls a Power die showing 1 (holding it keeps
x1 and only dodges Freeze, which also pays x1) and values a Double as its
two best boxes. Box values: plan_par.
"""

from ._compat import const
from .plan_turn import Player, TurnPlan, BITS, shared, zeros, scale_keeps
from .plan_par import par_arrays, par_gains, scored_estimate

_HOLD_AND_ROLL = const(0x40)
_EASY = const(0)
_FLOOR = const(-32768)       # the least 16-bit value
_TOP = const(32767)          # the greatest
_POW6 = (1, 6, 36, 216, 1296, 7776)
_FREEZE = const(4)           # = modes.FREEZE
_POWER = const(6)            # = modes.POWER
_FACE_STOP = b"\x00\x00\x01\x02\x00\x03\x02"   # by Power face: which terminal array
_NUMBER = const(0)           # = hand.NUMBER

# key, par, Expert's average (both x100), points an open box adds to the
# upper section (for the bonus outlook).
_ROWS = (
    "aces", 450, 96, 5,
    "twos", 1200, 386, 12,
    "threes", 1900, 1653, 19,
    "fours", 2700, 2768, 27,
    "fives", 3500, 3930, 35,
    "sixes", 4300, 4812, 43,
    "choice", 4400, 4187, 44,
    "two_pairs", 4200, 6577, 0,
    "three_kind_1", 4400, 6037, 0,
    "three_kind_2", 4000, 5540, 0,
    "four_kind_1", 2600, 3546, 0,
    "four_kind_2", 2000, 2378, 0,
    "small_straight_1", 6200, 8070, 0,
    "small_straight_2", 5600, 7170, 0,
    "large_straight_1", 7000, 9400, 0,
    "large_straight_2", 6000, 7840, 0,
    "full_house", 5000, 4900, 0,
    "chance", 4600, 5588, 0,
    "yahtzee_1", 3600, 6400, 0,
    "yahtzee_2", 1500, 1750, 0,
    "yahtzee_3", 500, 200, 0,
)
_BONUS_AVERAGE = const(5750)


def new_bot(mode, level, data_dir):
    """A POWER player of any level but Perfect (yahtzee_core.bot.Bot)."""
    return Player(shared(mode, PowerPlan, data_dir), level, None)


class PowerPlan(TurnPlan):
    """POWER's planner, for players of any level but Perfect."""

    def __init__(self, mode, data_dir):
        TurnPlan.__init__(self, mode, data_dir)
        par_arrays(self, _ROWS, _BONUS_AVERAGE)
        # The terminal arrays (x1, x2, x3: the best gains; Double: two gains,
        # held to the 16-bit range), a scratch lattice array (a face's keeps
        # while planning, the held die's keeps when deciding), the mean over
        # the faces (a rerolled Power die) at hands and keeps (a lattice
        # array is two: the hands' and the keeps').
        self.tmult = (zeros("h", 252), zeros("h", 252), zeros("h", 252), zeros("h", 252))
        self.work = zeros("l", 252)
        self.work_keep = zeros("l", 210)
        self.mean = zeros("h", 252)
        self.mean_keep = zeros("l", 210)
        # V by face (1..6) at the hands, planned in place; Freeze (4) is never
        # planned (index 0 unused): its entries stay None. Face 1's are
        # planned last, in the scratch's hands, which they need no more.
        # Every V is a best of, or a mean over, terminal values: within their
        # 16-bit range too (the scaled sums, work and the keeps', need 32).
        faces = [None, self.work, None, None, None, None, None]
        for f in (2, 3, 5, 6):
            faces[f] = zeros("h", 252)
        self.faces = faces
        # where each face's current values are: its terminal array or faces[f]
        self.vsrc = [None] * 7

    _new_state = par_gains
    _scored_estimate = scored_estimate

    def _score_steps(self, mode):
        """A box's scores, x1 to x3, are multiples of its fixed points (the
        straights, the full house, the YAHTZEEs) or of its number (the upper
        boxes): its row of gains has an entry per multiple (1.3 KB less heap
        than one for every score up to the most)."""
        steps = bytearray(mode.box_count)
        for b in range(mode.box_count):
            steps[b] = mode.values[b] or (mode.params[b] if mode.kinds[b] == _NUMBER else 1)
        return steps

    def _power_stops(self):
        """The four terminal arrays (x1, x2, x3, Double), an open group's
        column of scores at a time: the best gain at each multiplier and,
        for the Double, the best two boxes (or twice one box of a group
        with two open), held to the 16-bit range (a pair beyond it, more
        than 327 points either way, is never met in play)."""
        if self.stops_ready:
            return
        self.stops_ready = True
        t1 = self.tmult[0]
        t2 = self.tmult[1]
        t3 = self.tmult[2]
        pair = self.tmult[3]
        second = self.work           # scratch: the second best x2 gain
        for h in range(252):
            # Gains stay within +-30,000: any gain beats the 16-bit floor, so
            # a second best still at the floor means a single open group.
            t1[h] = t2[h] = t3[h] = second[h] = pair[h] = _FLOOR
        gtab = self.gtab
        for i in range(self.n_open):
            b = self.opens[i]
            base = self.gbase[b]
            step = self.gstep[b]
            dup = self.group_open[self.mode.group[b]] > 1
            column = self.scores(b)
            for h in range(252):
                p = column[h] // step
                g = gtab[base + p]
                if g > t1[h]:
                    t1[h] = g
                g = gtab[base + 3 * p]
                if g > t3[h]:
                    t3[h] = g
                g = gtab[base + 2 * p]
                if g > t2[h]:
                    second[h] = t2[h]
                    t2[h] = g
                elif g > second[h]:
                    second[h] = g
                if dup and 2 * g > pair[h]:
                    pair[h] = 2 * g if 2 * g < _TOP else _TOP
        double = self.total_open >= 2
        for h in range(252):
            if not double:
                pair[h] = t2[h]
            elif second[h] > _FLOOR and t2[h] + second[h] > pair[h]:
                g = t2[h] + second[h]
                pair[h] = g if g < _TOP else _TOP

    def _power_values(self, r):
        """V_r(h, f), after the r-th roll of the turn, for each Power face f:
        afterwards hand h's value is vsrc[f][h] (its terminal array, or
        faces[f]: no copying), and self.mean holds their mean over the
        faces (a rerolled Power die)."""
        self._power_stops()
        tm = self.tmult
        vs = self.vsrc
        for f in range(1, 7):
            vs[f] = tm[_FACE_STOP[f]]
        faces = self.faces
        mean = self.mean
        mean_keep = self.mean_keep
        a = self.work_keep
        rr = 3
        while rr >= r:
            # vs holds V_{rr+1}; each face's V_rr replaces it in faces[f] (it
            # is read only by its own face, and after the mean is taken).
            self._mean_from()
            self._expect(mean, mean_keep)
            for f in (2, 3, 5, 6, 1):
                if rr == 3 and f != _POWER:
                    continue
                if f == 1:
                    # Planning ahead, a 1 on the Power die is always rerolled:
                    # a sixth less work. The move itself (the current roll's
                    # keep) still weighs holding it.
                    for k in range(210):
                        a[k] = mean_keep[k]
                else:
                    self._expect(vs[f], a)
                self._best_power_keeps(tm[_FACE_STOP[f]], faces[f])
            for f in range(1, 7):
                if f == _FREEZE or (rr == 3 and f != _POWER):
                    vs[f] = tm[_FACE_STOP[f]]
                else:
                    vs[f] = faces[f]
            rr -= 1
        self._mean_from()

    def _mean_from(self):
        m = self.mean
        vs = self.vsrc
        a1 = vs[1]
        a2 = vs[2]
        a3 = vs[3]
        a4 = vs[4]
        a5 = vs[5]
        a6 = vs[6]
        for h in range(252):
            m[h] = (a1[h] + a2[h] + a3[h] + a4[h] + a5[h] + a6[h]) // 6

    def _best_power_keeps(self, stop, out):
        """work_keep: U of holding the Power die; mean_keep: U of rerolling
        it; out[h]: the hands' values (the keeps are left scaled; the work
        array's hands hold the scratch)."""
        a = self.work_keep
        mean_keep = self.mean_keep
        for k in range(210):
            if mean_keep[k] > a[k]:
                a[k] = mean_keep[k]
        scale_keeps(a)
        hands = self.work
        mean = self.mean
        for h in range(252):
            s = stop[h]
            m = mean[h]
            hands[h] = (s if s > m else m) * 7776
        self._best_sub_keeps(a, hands, out)

    def _turn_value(self, game):
        """Before the first roll: the turn's expected gain (x100)."""
        self._power_values(1)
        self._expect(self.mean, self.mean_keep)
        return self.mean_keep[0] // 7776

    def _decision(self, game, left, want_value):
        if left == 0:
            return self._best_box(game, want_value)
        r = game.rolls
        if self.level == _EASY:
            self._power_stops()
            for f in range(1, 7):
                self.vsrc[f] = self.tmult[_FACE_STOP[f]]
            self._mean_from()
        else:
            self._power_values(r + 1)
        face = game.dice[5]
        hold = self.work_keep
        mean_keep = self.mean_keep
        self._expect(self.vsrc[face], hold)
        self._expect(self.mean, mean_keep)
        dice = game.dice
        hand = self.keep_of(dice, 31)
        best = self.tmult[_FACE_STOP[face]][hand] * 7776
        best_mask = -1
        for mask in range(63):
            k = self.keep_of(dice, mask & 31)
            if mask & 32:
                src = hold
            elif mask == 31:
                src = self.mean     # the five dice held, the Power die rerolled: k is the hand
            else:
                src = mean_keep
            z = src[k] * _POW6[BITS[mask & 31]]
            if z > best:
                best = z
                best_mask = mask
        if best_mask < 0:
            return self._best_box(game, want_value)
        if want_value:
            self.tell(game, best // 7776)
        return _HOLD_AND_ROLL | best_mask
