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
from .keeps import BITS, zeros
from .modes import FREEZE, POWER
from .plan_turn import Arena, TurnPlanner, shared_arena, scale_keeps
from .plan_par import par_arrays, par_gains, scored_estimate

_ROLL = const(0x40)
_EASY = const(0)
_NEG = const(-100000)
_HB = const(210)
_POW6 = (1, 6, 36, 216, 1296, 7776)
_FACE_STOP = b"\x00\x00\x01\x02\x00\x03\x02"   # by Power face: which terminal array

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


def _arena(mode):
    groups = [b for b in range(mode.box_count) if mode.group[b] == b]
    # Gains fit 16 bits: 150 points x100 at most, or 90 x100 with a bonus
    # outlook that moves by 200 points at most.
    arena = Arena(mode, groups, "h")
    par_arrays(arena, _ROWS, _BONUS_AVERAGE)
    # The terminal arrays (x1, x2, x3, Double), a scratch lattice array
    # (a face's keeps while planning, the held die's keeps when deciding),
    # the mean over the faces (a rerolled Power die) at hands and keeps.
    arena.tmult = (zeros("l", 252), zeros("l", 252), zeros("l", 252), zeros("l", 252))
    arena.work = zeros("l", 462)
    arena.mean = zeros("l", 462)
    # V by face (1..6) at the hands, planned in place; Freeze (4) is never
    # planned (index 0 unused): its entries stay None.
    faces = [None] * 7
    for f in (1, 2, 3, 5, 6):
        faces[f] = zeros("l", 252)
    arena.faces = faces
    # where each face's current values are: its terminal array or faces[f]
    arena.vsrc = [None] * 7
    return arena


class PowerBot(TurnPlanner):
    """A POWER computer player of any level but Perfect."""

    def __init__(self, mode, level, data_dir):
        TurnPlanner.__init__(self, mode, level, data_dir, shared_arena(mode, _arena))
        arena = self.arena
        self.par = arena.par
        self.average = arena.average
        self.section_par = arena.section_par
        self.bonus_average = arena.bonus_average
        self.tmult = arena.tmult
        self.work = arena.work
        self.mean = arena.mean
        self.faces = arena.faces
        self.vsrc = arena.vsrc
        nb = mode.box_count
        # per open group: its gains' row, its hand-score column, whether two
        # of its boxes are open (a Double may fill both)
        self.rep_base = zeros("H", nb)
        self.rep_col = bytearray(nb)
        self.rep_dup = bytearray(nb)
        self.sec_total = 0
        self.sec_expect = 0
        self.sec_others = 0

    def _new_state(self, game):
        par_gains(self, game)

    def _scored_estimate(self, box):
        return scored_estimate(self, box)

    def _power_stops(self):
        """The four terminal arrays (x1, x2, x3, Double) in one pass."""
        if self._stops_ready:
            return
        self._stops_ready = True
        t1 = self.tmult[0]
        t2 = self.tmult[1]
        t3 = self.tmult[2]
        td = self.tmult[3]
        hs = self.hscore
        width = self.hwidth
        gtab = self.gtab
        opens = self.opens
        n = self.n_open
        group = self.mode.group
        group_open = self.group_open
        double = self.total_open >= 2
        bases = self.rep_base
        cols = self.rep_col
        dups = self.rep_dup
        for i in range(n):
            b = opens[i]
            bases[i] = self.gbase[b]
            cols[i] = self.hcol[b]
            dups[i] = 1 if group_open[group[b]] > 1 else 0
        row = 0
        for h in range(252):
            b1 = b2 = b3 = second = pair = _NEG
            for i in range(n):
                p = hs[row + cols[i]]
                base = bases[i]
                g = gtab[base + p]
                if g > b1:
                    b1 = g
                g = gtab[base + 3 * p]
                if g > b3:
                    b3 = g
                g = gtab[base + 2 * p]
                if g > b2:
                    second = b2
                    b2 = g
                elif g > second:
                    second = g
                if dups[i] and 2 * g > pair:
                    pair = 2 * g
            t1[h] = b1
            t2[h] = b2
            t3[h] = b3
            if double:
                if second > _NEG and b2 + second > pair:
                    pair = b2 + second
                td[h] = pair
            else:
                td[h] = b2
            row += width

    def _power_values(self, r):
        """V_r(h, f), after the r-th roll of the turn, for each Power face f:
        afterwards hand h's value is vsrc[f][h] (its terminal array, or
        faces[f]: no copying), and self.mean holds their mean over the
        faces (a rerolled Power die) at its hands."""
        self._power_stops()
        tm = self.tmult
        vs = self.vsrc
        for f in range(1, 7):
            vs[f] = tm[_FACE_STOP[f]]
        faces = self.faces
        mean = self.mean
        a = self.work
        rr = 3
        while rr >= r:
            # vs holds V_{rr+1}; each face's V_rr replaces it in faces[f] (it
            # is read only by its own face, and after the mean is taken).
            self._mean_from()
            self._expect(mean)
            for f in range(1, 7):
                if f == FREEZE or (rr == 3 and f != POWER):
                    continue
                stop = tm[_FACE_STOP[f]]
                if f == 1:
                    # Planning ahead, a 1 on the Power die is always rerolled:
                    # a sixth less work. The move itself (the current roll's
                    # keep) still weighs holding it.
                    for k in range(210):
                        a[k] = mean[k]
                else:
                    self._expect_from(vs[f], a)
                self._best_power_keeps(a, mean, stop, faces[f])
            for f in range(1, 7):
                if f == FREEZE or (rr == 3 and f != POWER):
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
            m[_HB + h] = (a1[h] + a2[h] + a3[h] + a4[h] + a5[h] + a6[h]) // 6

    def _expect_from(self, src, a):
        """_expect(a) with the hands' values read from src[h]."""
        child = self.lat.child
        for k in range(209, 83, -1):      # keeps of four dice: children are hands
            c = k * 6
            a[k] = (src[child[c] - _HB] + src[child[c + 1] - _HB] + src[child[c + 2] - _HB]
                    + src[child[c + 3] - _HB] + src[child[c + 4] - _HB]
                    + src[child[c + 5] - _HB])
        for k in range(83, -1, -1):
            c = k * 6
            a[k] = (a[child[c]] + a[child[c + 1]] + a[child[c + 2]]
                    + a[child[c + 3]] + a[child[c + 4]] + a[child[c + 5]])

    def _best_power_keeps(self, a, mean, stop, out):
        """a: U of holding the Power die; mean: U of rerolling it; out[h]:
        the hands' values (a's keeps are left scaled)."""
        for k in range(210):
            if mean[k] > a[k]:
                a[k] = mean[k]
        scale_keeps(a)
        for h in range(252):
            s = stop[h]
            m = mean[_HB + h]
            a[_HB + h] = (s if s > m else m) * 7776
        self._best_sub_keeps(a, out, 0)

    def _turn_value(self, game):
        """Before the first roll: the turn's expected gain (x100)."""
        self._power_values(1)
        a = self.mean
        self._expect(a)
        return a[0] // 7776

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
        hold = self.work
        mean = self.mean
        self._expect_from(self.vsrc[face], hold)
        self._expect(mean)
        lat = self.lat
        dice = game.dice
        hand = lat.hand_of(dice)
        best = self.tmult[_FACE_STOP[face]][hand] * 7776
        best_mask = -1
        for mask in range(63):
            k = lat.keep_of(dice, mask & 31)
            src = hold if mask & 32 else mean
            z = src[k] * _POW6[BITS[mask & 31]]
            if z > best:
                best = z
                best_mask = mask
        if best_mask < 0:
            return self._best_box(game, want_value)
        if want_value:
            self.expected = 100 * game.total(game.player) + self.here + best // 7776
        return _ROLL | best_mask
