"""Computer players and hints, for all three modes.

Driving it (the app)::

    bot = Bot(game.mode, EXPERT)      # builds its tables once: the warm-up
                                      # (Bot(mode, level, data_dir) finds
                                      # data/ beside yahtzee_core/ by default)
    action = bot.decide(game)         # the current player's next step
    apply(game, action)               # which does exactly this:
    #   if action & ROLL: hold exactly the dice in (action & HOLD_MASK)
    #                     (bit i = die i, bit 5 = the Power die), then roll
    #                     (before the turn's first roll the mask is 0)
    #   elif action >= 0: score the hand in box `action` (POWER: the box
    #                     that fills); after a Double's first pick, decide()
    #                     again gives the second box
    #   GAME_OVER (-1):   the game is over, nothing to do

    action = bot.hint(game)           # the same action, plus
    bot.expected                      # the player's expected final total
                                      # under the level's estimate, in
                                      # hundredths of a point (an int)

One call is one step (a hold-and-roll or a box), so a computer turn can be
shown at a watchable pace. The first call of a turn values every hand's
best box; later calls in the turn reuse those values (keyed on the card).

Levels: EASY (this turn's points only, looking one roll ahead), NORMAL
(every roll of the turn; each box worth its points minus a par), EXPERT
(every roll, plus the bonuses' outlook; Classic reads an 8.5 KB fitted
table, data/classic_expert.bin) and PERFECT (Classic only: the optimal
solitaire values, data/classic_perfect.bin, 1 MB, from
tools/solve_classic.py, read a state at a time).

Within a turn every level plans by dynamic programming over the 252 hands
and 462 keeps (yahtzee_core.keeps) in integer fixed point: values are
hundredths of a point, and a keep's expectation is held as the sum over its
equally likely completions, which times 6**size is the expectation x 7776
(below 2**30). Approximations: Painted's coloured hands are too many to
enumerate, so its plan runs a numbers programme and a colours programme (a
5-faced lattice) and takes the better per keep, pricing a colour box's sum
at 3.5 a die; POWER's look-ahead rerolls a Power die showing 1 and values a
Double as its two best boxes. A hand is always scored by the game's own
preview and can_score. All tables and work arrays are built in the
constructor; a decision allocates nothing (tests/test_bot_micropython.py).
"""

from ._compat import const
from .keeps import Lattice, zeros
from .hand import Hand, score as score_hand, NUMBER, COLOUR, N_COLOUR, \
    PAINTED_HOUSE, RAINBOW, FLUSH, CHOICE
from .modes import MODES, Mode, mode_named, UPPER, COLOURS, FREEZE, POWER

ROLL = const(0x40)
HOLD_MASK = const(0x3F)
GAME_OVER = const(-1)         # decide() on a finished game: nothing to do
EASY = const(0)
NORMAL = const(1)
EXPERT = const(2)
PERFECT = const(3)
LEVEL_NAMES = ("Easy", "Normal", "Expert", "Perfect")

_NEG = const(-100000)        # x100: a hand that no open box takes
_EMPTY = const(0xFF)
_NO_BOX = const(0xFF)
_HB = const(210)             # first hand in the 6-faced lattice
_CB = const(126)             # first hand in the colour lattice

# Par values (x100): roughly what a box is worth to a good game (Classic:
# the optimal player's averages), so that "points minus par" says whether
# a hand is worth the box. Painted and POWER: hand-set from Classic's and
# checked by simulation (setting them to the Expert bot's own box averages
# played worse: a junk box's low average makes dumping there look free).
_CLASSIC_PAR = (190, 530, 860, 1220, 1570, 1920, 2170, 1310, 2260, 2950, 3270, 1690, 2200)
_PAINTED_PAR = (190, 530, 860, 1220, 1570, 1920, 1100, 1300, 2000, 1700, 2600, 1900, 1500,
                1000, 2100, 1100, 1100, 1100, 1100, 1100)
_POWER_PAR = (450, 1200, 1900, 2700, 3500, 4300, 4400, 4200, 4400, 4000, 2600, 2000,
              6200, 5600, 7000, 6000, 5000, 4600, 3600, 1500, 500)
# Each box's average in the Expert bot's own games (x100), then all bonuses'
# average: the hint's estimate of what is still to come (measured over 200
# Painted and 100 POWER seeded games).
_PAINTED_AVG = (222, 555, 909, 1206, 1510, 1839, 1784, 1266, 2112, 2450, 3460, 3600, 1935,
                2100, 2274, 1170, 1166, 1162, 1205, 1156, 3420)
_POWER_AVG = (96, 386, 1653, 2768, 3930, 4812, 4187, 6577, 6037, 5540, 3546, 2378,
              8070, 7170, 9400, 7840, 4900, 5588, 6400, 1750, 200, 5750)
# Expected points a still-open box adds to its section (for the bonus outlook).
_SECTION_PAR = {UPPER: (2, 5, 8, 12, 15, 19, 0), COLOURS: (12, 12, 12, 12, 12)}
_POWER_UPPER_PAR = (5, 12, 19, 27, 35, 43, 44)
_YAHTZEE_FLAG = const(250)   # x100 a turn still to play: a 50 in YAHTZEE keeps bonuses alive
# Half-width of the bonus ramp per box still open in the section, points.
# (Plain names, not const(): the tuning runs of tools/strength.py vary them.)
_SPREAD = 5
_SPREAD_POWER = 10

_FACE_MULT = b"\x01\x01\x02\x03\x01\x02\x03"   # by stored Power face (index 0 unused)


def apply(game, action):
    """Carry out an action from decide()/hint() on the game."""
    if action & ROLL:
        if game.rolls:
            game.set_holds(action & HOLD_MASK)
        game.roll()
    else:
        game.score(action)


def _mode(mode):
    if isinstance(mode, Mode):
        return mode
    if isinstance(mode, int):
        return MODES[mode]
    return mode_named(mode)


def default_data_dir():
    """data/ beside the yahtzee_core/ folder (the repo, or CIRCUITPY's root)."""
    try:
        here = __file__
    except NameError:
        return "/data"
    cut = here.rfind("/")
    cut = here.rfind("/", 0, cut) if cut > 0 else -1
    if cut < 0:
        return "data"
    return here[:cut] + "/data"


class Bot:
    """One computer player's brain for one mode and level."""

    def __init__(self, mode, level, data_dir=None):
        mode = _mode(mode)
        if not EASY <= level <= PERFECT:
            raise ValueError("level must be EASY, NORMAL, EXPERT or PERFECT")
        if level == PERFECT and mode.index != 0:
            raise ValueError("Perfect play needs Classic")
        self.mode = mode
        self.level = level
        self.expected = 0
        self.data_dir = default_data_dir() if data_dir is None else data_dir
        nb = mode.box_count
        self.nb = nb
        self.lat = Lattice()
        self.pmax = 151 if mode.power_die else 51
        self.gtab = zeros("l", nb * self.pmax)
        self.hscore = _number_scores(mode, self.lat)
        self.opens = bytearray(nb)      # the open boxes (POWER: one per open group)
        self.group_open = bytearray(nb)
        self._seen = bytearray(nb)
        # Every attribute a decision sets exists from here on: a new one
        # would grow the instance's dict (an allocation) on first use.
        self.flag = 0
        self.here = 0
        self.total_open = 0
        self.sec_total = 0
        self.sec_expect = 0
        self.sec_others = 0
        self._game = None
        self._player = -1
        self._stops_ready = False
        self._cstops_ready = False
        self.n_open = 0
        self.stop = zeros("l", 252)
        self.work = zeros("l", 462)
        self.keep = zeros("l", 462)
        self.par = (_CLASSIC_PAR, _PAINTED_PAR, _POWER_PAR)[mode.index]
        self.table = None
        self.fit = None
        if mode.index == 0 and level == PERFECT:
            from .perfect import PerfectTable
            self.table = PerfectTable(self.data_dir + "/classic_perfect.bin")
        elif mode.index == 0 and level == EXPERT:
            self.fit = _load_fit(self.data_dir + "/classic_expert.bin")
        if mode.power_die:
            # V by face, double-buffered (index 0 unused); vsrc/voff say
            # where each face's current values live.
            self.faces = _face_arrays(self.keep)
            self.nexts = _face_arrays(self.keep)
            self.mean = zeros("l", 462)
            self.vsrc = [self.work] * 7
            self.voff = bytearray(7)
            self.tmult = [zeros("l", 252) for _ in range(4)]   # x1, x2, x3, Double
            self.rep_base = zeros("H", nb)
            self.rep_dup = bytearray(nb)
        if mode.coloured:
            self.clat = Lattice(5)
            self.cscore = _colour_scores(mode, self.clat)
            self.cstop = zeros("l", 126)
            self.cwork = zeros("l", 252)
            self.ckeep = zeros("l", 252)
            self.preview = zeros("h", nb)

    # -- the public face ---------------------------------------------------

    def decide(self, game):
        """The next action for the current player (see the module doc)."""
        return self._plan(game, False)

    def hint(self, game):
        """decide(), plus self.expected (x100) for the suggestion."""
        return self._plan(game, True)

    # -- planning ------------------------------------------------------------

    def _plan(self, game, want_value):
        mode = self.mode
        if game.over:
            return GAME_OVER
        if not self._same_state(game):
            self._read_state(game)
        if game.double_pending():
            return self._best_box(game, 2, want_value)
        if game.rolls == 0:
            if want_value:
                self.expected = 100 * game.total(game.player) + self.here + self._turn_value(game)
            return ROLL
        left = game.rolls_left()
        if mode.power_die:
            return self._power_decision(game, left, want_value)
        if left == 0:
            return self._best_box(game, 1, want_value)
        if mode.coloured:
            return self._painted_decision(game, left, want_value)
        return self._classic_decision(game, left, want_value)

    def _same_state(self, game):
        """Whether the scorecard is the one planned for: the gains and stop
        values are then reused for the rest of the turn."""
        if game is not self._game or game.player != self._player:
            return False
        boxes = game.boxes
        base = game.player * self.nb
        seen = self._seen
        for b in range(self.nb):
            if boxes[base + b] != seen[b]:
                return False
        return True

    def _read_state(self, game):
        """Open boxes (and POWER's open groups) and the gains of each box."""
        mode = self.mode
        base = game.player * self.nb
        boxes = game.boxes
        n = 0
        for b in range(self.nb):
            self.group_open[b] = 0
        for b in range(self.nb):
            if boxes[base + b] == _EMPTY:
                g = mode.group[b]
                if self.group_open[g] == 0:
                    self.opens[n] = b
                    n += 1
                self.group_open[g] += 1
        self.n_open = n
        self._game = game
        self._player = game.player
        for b in range(self.nb):
            self._seen[b] = boxes[base + b]
        self._stops_ready = False
        self._cstops_ready = False
        self.total_open = game.open_count(game.player)
        self.flag = 1 if mode.joker and boxes[base + mode.yahtzee_box] == 50 else 0
        self.here = 0
        if mode.index == 0:
            self._classic_gains(game)
        else:
            self._par_gains(game)

    # Gains: gtab[b * pmax + p] is what p points in box b are worth, x100,
    # counting bonuses earned and the change in the future's estimate.

    def _classic_gains(self, game):
        mode = self.mode
        base = game.player * 13
        boxes = game.boxes
        mask = 0
        upper = 0
        for b in range(13):
            if boxes[base + b] != _EMPTY:
                mask |= 1 << b
                if b < 6:
                    upper += boxes[base + b]
        if upper > 63:
            upper = 63
        flag = self.flag
        here = self._w(mask, upper, flag)
        self.here = here
        gtab = self.gtab
        for i in range(self.n_open):
            b = self.opens[i]
            row = b * 51
            m2 = mask | (1 << b)
            if b < 6:
                for c in range(6):
                    p = (b + 1) * c
                    t = upper + p
                    g = 100 * p + (3500 if upper < 63 <= t else 0)
                    gtab[row + p] = g + self._w(m2, t if t < 63 else 63, flag) - here
            elif b == 11:
                g = self._w(m2, upper, 0) - here
                for p in range(51):
                    gtab[row + p] = g + 100 * p
                gtab[row + 50] = 5000 + self._w(m2, upper, 1) - here
            else:
                g = self._w(m2, upper, flag) - here
                for p in range(51):
                    gtab[row + p] = g + 100 * p

    def _w(self, mask, upper, flag):
        """Classic: the estimate of the points still to come (x100)."""
        level = self.level
        if level == PERFECT:
            return self.table.value(mask, upper, flag)
        if level == EXPERT:
            if mask == 0x1FFF:
                return 0    # the game is over: exactly nothing to come
            fit = self.fit
            low = mask >> 6
            return (fit[(low * 2 + flag)] - 32768) + (fit[256 + (mask & 63) * 64 + upper] - 32768)
        if level == NORMAL:
            w = 0
            for b in range(13):
                if not mask & (1 << b):
                    w += _CLASSIC_PAR[b]
            return w
        return 0

    def _par_gains(self, game):
        """Painted and POWER: par values and, at Expert, the bonus outlook."""
        mode = self.mode
        level = self.level
        base = game.player * self.nb
        boxes = game.boxes
        gtab = self.gtab
        pmax = self.pmax
        par = self.par if level >= NORMAL else None
        turns = self.total_open
        # For the hint's expected total only (decisions use the pars): what
        # the open boxes and the bonuses still bring in Expert's own games.
        avg = _PAINTED_AVG if mode.coloured else _POWER_AVG
        here = 0
        n = 0
        for b in range(self.nb):
            if boxes[base + b] == _EMPTY:
                here += avg[b]
                n += 1
        self.here = here + avg[self.nb] * n // self.nb
        for i in range(self.n_open):
            b = self.opens[i]
            row = b * pmax
            section = mode.sections[b]
            g = -par[b] if par is not None else 0
            if mode.joker and b == mode.yahtzee_box and level == EXPERT:
                flag_bonus = _YAHTZEE_FLAG * (turns - 1)
            else:
                flag_bonus = 0
            if section == UPPER or section == COLOURS:
                self._section(game, section, b)
                total = self.sec_total
                expect = self.sec_expect
                others = self.sec_others
                unit = _SPREAD_POWER if mode.power_die else _SPREAD
                now = self._outlook(section, total, expect + self._section_par(b),
                                    unit * (others + 1))
                # Only the points this box can actually score (an upper box:
                # multiples of its number; choice: n x count; x the Power).
                kind = mode.kinds[b]
                top = 3 if mode.power_die else 1
                spread = unit * others
                if kind == NUMBER:
                    for m in range(1, top + 1):
                        for c in range(6):
                            p = m * c * mode.params[b]
                            gtab[row + p] = g + 100 * p + self._outlook(
                                section, total + p, expect, spread) - now
                elif kind == CHOICE:
                    for m in range(1, top + 1):
                        for n in range(1, 7):
                            for c in range(6):
                                p = m * c * n
                                gtab[row + p] = g + 100 * p + self._outlook(
                                    section, total + p, expect, spread) - now
                else:
                    for p in range(31):
                        gtab[row + p] = g + 100 * p + self._outlook(
                            section, total + p, expect, spread) - now
            else:
                for p in range(pmax):
                    gtab[row + p] = g + 100 * p
                if flag_bonus:
                    gtab[row + 50] += flag_bonus

    def _section(self, game, section, without):
        """Sets sec_total, sec_expect, sec_others: the points in the section,
        the expected points of its other open boxes, how many those are
        (attributes, not a tuple: a tuple would be allocated)."""
        mode = self.mode
        base = game.player * self.nb
        boxes = game.boxes
        total = expect = n = 0
        power = mode.power_die
        for b in range(self.nb):
            if mode.sections[b] != section:
                continue
            v = boxes[base + b]
            if v != _EMPTY:
                total += v
            elif b != without:
                n += 1
                expect += self._section_par(b)
        self.sec_total = total
        self.sec_expect = expect
        self.sec_others = n

    def _section_par(self, b):
        if self.mode.power_die:
            return _POWER_UPPER_PAR[b]
        if self.mode.sections[b] == UPPER:
            return _SECTION_PAR[UPPER][b]
        return 12

    def _outlook(self, section, total, expect, spread):
        """Expected bonus (x100) from the section: the bonus already won,
        or a ramp around each threshold when boxes are still to come."""
        tiers = self.mode.upper_bonus if section == UPPER else self.mode.colour_bonus
        if self.level < EXPERT:
            for i in range(len(tiers)):
                if total >= tiers[i][0]:
                    return 100 * tiers[i][1]
            return 0
        x = total + expect
        out = 0
        below = 0
        for i in range(len(tiers) - 1, -1, -1):
            threshold = tiers[i][0]
            step = tiers[i][1] - below
            below = tiers[i][1]
            if total >= threshold:
                out += 100 * step
            elif spread == 0:
                pass
            else:
                q = 50 + 50 * (x - threshold) // spread
                if q > 100:
                    q = 100
                elif q < 0:
                    q = 0
                out += step * q
        return out

    # -- terminal values: what each hand is worth if scored now ------------

    def _stop_values(self, out, mult, double):
        """out[h] for the 252 hands: the best gain of an open box (x100);
        with `double`, of two boxes (two of a group when it has two open)."""
        hs = self.hscore
        nb = self.nb
        gtab = self.gtab
        pmax = self.pmax
        opens = self.opens
        n = self.n_open
        mode = self.mode
        kinds = mode.kinds
        skip = _COLOURISH if mode.coloured else _NONE
        group_open = self.group_open
        group = mode.group
        for h in range(252):
            best = _NEG
            second = _NEG
            pair = _NEG
            row = h * nb
            for i in range(n):
                b = opens[i]
                if skip[kinds[b]]:
                    continue
                g = gtab[b * pmax + mult * hs[row + b]]
                if g > best:
                    second = best
                    best = g
                elif g > second:
                    second = g
                if double and group_open[group[b]] > 1 and 2 * g > pair:
                    pair = 2 * g
            if double:
                if second > _NEG and best + second > pair:
                    pair = best + second
                best = pair
            out[h] = best
        if mode.joker and self._yahtzee_filled():
            self._joker_stops(out)

    def _yahtzee_filled(self):
        return self.group_open[self.mode.yahtzee_box] == 0

    def _joker_stops(self, out):
        """Forced Joker for the six YAHTZEE hands (Classic and Painted)."""
        mode = self.mode
        gtab = self.gtab
        pmax = self.pmax
        bonus = 10000 if self.flag else 0
        for n in range(1, 7):
            h = _YAHTZEE_HAND[n]
            upper = n - 1
            if self.group_open[upper]:
                out[h] = bonus + gtab[upper * pmax + 5 * n]
                continue
            best = _NEG
            lower_open = False
            for i in range(self.n_open):
                b = self.opens[i]
                if mode.sections[b] != 1:
                    continue
                lower_open = True
                kind = mode.kinds[b]
                if kind in _COLOUR_KINDS:
                    continue
                p = mode.values[b] if mode.values[b] else 5 * n
                g = gtab[b * pmax + p]
                if g > best:
                    best = g
            if not lower_open and not self._colour_open():
                # A zero in an open upper box (colour boxes: the colour plan).
                for i in range(self.n_open):
                    b = self.opens[i]
                    if mode.sections[b] == UPPER:
                        g = gtab[b * pmax]
                        if g > best:
                            best = g
            out[h] = best + bonus if best > _NEG else _NEG

    def _colour_open(self):
        mode = self.mode
        for i in range(self.n_open):
            if mode.sections[self.opens[i]] == COLOURS:
                return True
        return False

    def _best_box(self, game, mult, want_value):
        """Score now: the allowed box with the best gain for the dice shown
        (the first pick of a Double: the better box of the best pair)."""
        mode = self.mode
        best = second = pair = _NEG - 1
        choice = pair_choice = -1
        double = game.must_score_twice() and not game.double_pending()
        gtab = self.gtab
        pmax = self.pmax
        bonus = 10000 if mode.joker and game.joker_number() and self.flag else 0
        for i in range(self.n_open):
            b = self.opens[i]
            if not game.can_score(b):
                continue
            target = game.target_box(b)
            g = gtab[b * pmax + game.preview(target)] + bonus
            if g > best:
                second = best
                best = g
                choice = target
            elif g > second:
                second = g
            if double and self.group_open[mode.group[b]] > 1 and 2 * g > pair:
                pair = 2 * g
                pair_choice = target
        value = best
        if double:
            value = best + second if second > _NEG else _NEG
            if pair > value:
                value = pair
                choice = pair_choice
        if want_value:
            self.expected = 100 * game.total(game.player) + self.here + value
            if mode.index and choice >= 0:
                # Par modes: the box is now priced by its points, not its par
                # (Easy: none), and leaves the estimate of what is to come.
                avg = _PAINTED_AVG if mode.coloured else _POWER_AVG
                par = self.par[choice] if self.level >= NORMAL else 0
                self.expected += par - avg[choice]
        return choice

    # -- the turn's dynamic programme (numbers) --------------------------------

    def _expect(self, a):
        """a[210..461] holds a value per hand: fill a[0..209] with each
        keep's sum over its completions (U; times 6**size = E x 7776)."""
        child = self.lat.child
        for k in range(209, -1, -1):
            c = k * 6
            a[k] = (a[child[c]] + a[child[c + 1]] + a[child[c + 2]]
                    + a[child[c + 3]] + a[child[c + 4]] + a[child[c + 5]])

    def _best_keeps(self, a, stop):
        """After _expect(a): scale keeps to x7776, stop values at the hands,
        then a[210+h] = the best of h's sub-keeps, back in x100."""
        size = self.lat.size
        for k in range(210):
            a[k] *= _POW6[size[k]]
        for h in range(252):
            a[_HB + h] = stop[h] * 7776
        self._best_sub_keeps(a)

    def _best_sub_keeps(self, a):
        """a[210+h] = the best x7776 value among hand h's sub-keeps, back in x100."""
        child = self.lat.child
        for k in range(210):
            # Unrolled: a loop over the six children costs a third more.
            v = a[k]
            c = k * 6
            j = child[c]
            if a[j] < v:
                a[j] = v
            j = child[c + 1]
            if a[j] < v:
                a[j] = v
            j = child[c + 2]
            if a[j] < v:
                a[j] = v
            j = child[c + 3]
            if a[j] < v:
                a[j] = v
            j = child[c + 4]
            if a[j] < v:
                a[j] = v
            j = child[c + 5]
            if a[j] < v:
                a[j] = v
        for h in range(252):
            a[_HB + h] //= 7776

    def _level(self, a, nxt, stop):
        """a[hands] = the value after a roll with another roll to come."""
        for h in range(252):
            a[_HB + h] = nxt[_HB + h]
        self._expect(a)
        self._best_keeps(a, stop)

    def _number_keeps(self, left):
        """self.keep = every keep's value over the numbers (the turn's
        programme for `left` rolls to come); returns the stop values."""
        stop = self.stop
        if not self._stops_ready:
            self._stop_values(stop, 1, False)
            self._stops_ready = True
        keep = self.keep
        for h in range(252):
            keep[_HB + h] = stop[h]
        if left == 2 and self.level != EASY:
            work = self.work
            self._level(work, keep, stop)
            for h in range(252):
                keep[_HB + h] = work[_HB + h]
        self._expect(keep)
        return stop

    def _classic_decision(self, game, left, want_value):
        stop = self._number_keeps(left)
        return self._choose_keep(game, self.keep, stop, want_value)

    def _choose_keep(self, game, keep, stop, want_value):
        lat = self.lat
        dice = game.dice
        size = lat.size
        hand = lat.hand_of(dice)
        best = stop[hand] * 7776
        best_keep = _HB + hand
        best_mask = -1
        for mask in range(31):
            k = lat.keep_of(dice, mask)
            z = keep[k] * _POW6[size[k]]
            if z > best or (z == best and k < best_keep):
                best = z
                best_keep = k
                best_mask = mask
        if best_mask < 0:
            return self._best_box(game, 1, want_value)
        if want_value:
            self.expected = 100 * game.total(game.player) + self.here + best // 7776
        return ROLL | best_mask

    def _turn_value(self, game):
        """Before the first roll: the turn's expected gain (x100)."""
        mode = self.mode
        if mode.power_die:
            self._power_values(1)
            a = self.mean
            self._expect(a)
            return a[0] // 7776
        stop = self.stop
        if not self._stops_ready:
            self._stop_values(stop, 1, False)
            self._stops_ready = True
        keep = self.keep
        work = self.work
        for h in range(252):
            keep[_HB + h] = stop[h]
        self._level(work, keep, stop)
        self._level(keep, work, stop)
        self._expect(keep)
        return keep[0] // 7776

    # -- POWER ---------------------------------------------------------------

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
        nb = self.nb
        gtab = self.gtab
        opens = self.opens
        n = self.n_open
        group = self.mode.group
        group_open = self.group_open
        double = self.total_open >= 2
        bases = self.rep_base
        dups = self.rep_dup
        for i in range(n):
            b = opens[i]
            bases[i] = b * 151
            dups[i] = 1 if group_open[group[b]] > 1 else 0
        for h in range(252):
            b1 = b2 = b3 = second = pair = _NEG
            row = h * nb
            for i in range(n):
                p = hs[row + opens[i]]
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

    def _face_stop(self, face):
        return self.tmult[_FACE_STOP[face]]

    def _power_values(self, r):
        """V_r(h, f), after the r-th roll of the turn, for each Power face f:
        afterwards hand h's value is vsrc[f][voff[f] + h] (a stop array, or
        a lattice array's hands: no copying), and self.mean holds their
        mean over the faces (a rerolled Power die) at its hands."""
        self._power_stops()
        tm = self.tmult
        vs = self.vsrc
        vo = self.voff
        for f in range(1, 7):
            vs[f] = tm[_FACE_STOP[f]]
            vo[f] = 0
        cur = self.faces
        nxt = self.nexts
        mean = self.mean
        rr = 3
        while rr >= r:
            # vs holds V_{rr+1}; build V_rr into nxt, then swap.
            self._mean_from()
            self._expect(mean)
            for f in range(1, 7):
                if f == FREEZE or (rr == 3 and f != POWER):
                    continue
                stop = tm[_FACE_STOP[f]]
                a = nxt[f]
                if f == 1:
                    # Planning ahead, a 1 on the Power die is always rerolled
                    # (holding it keeps x1 and only dodges Freeze, which also
                    # pays x1): a sixth less work. The move itself (the
                    # current roll's keep) still weighs holding it.
                    for k in range(210):
                        a[k] = mean[k]
                else:
                    self._expect_from(vs[f], vo[f], a)
                self._best_power_keeps(a, mean, stop)
            for f in range(1, 7):
                if f == FREEZE or (rr == 3 and f != POWER):
                    vs[f] = tm[_FACE_STOP[f]]
                    vo[f] = 0
                else:
                    vs[f] = nxt[f]
                    vo[f] = _HB
            cur, nxt = nxt, cur
            rr -= 1
        self.faces = cur
        self.nexts = nxt
        self._mean_from()

    def _mean_from(self):
        m = self.mean
        vs = self.vsrc
        vo = self.voff
        a1 = vs[1]
        a2 = vs[2]
        a3 = vs[3]
        a4 = vs[4]
        a5 = vs[5]
        a6 = vs[6]
        o1 = vo[1]
        o2 = vo[2]
        o3 = vo[3]
        o4 = vo[4]
        o5 = vo[5]
        o6 = vo[6]
        for h in range(252):
            m[_HB + h] = (a1[o1 + h] + a2[o2 + h] + a3[o3 + h] + a4[o4 + h]
                          + a5[o5 + h] + a6[o6 + h]) // 6

    def _expect_from(self, src, off, a):
        """_expect(a) with the hands' values read from src[off + h]."""
        child = self.lat.child
        off -= _HB
        for k in range(209, 83, -1):      # keeps of four dice: children are hands
            c = k * 6
            a[k] = (src[child[c] + off] + src[child[c + 1] + off] + src[child[c + 2] + off]
                    + src[child[c + 3] + off] + src[child[c + 4] + off]
                    + src[child[c + 5] + off])
        for k in range(83, -1, -1):
            c = k * 6
            a[k] = (a[child[c]] + a[child[c + 1]] + a[child[c + 2]]
                    + a[child[c + 3]] + a[child[c + 4]] + a[child[c + 5]])

    def _best_power_keeps(self, a, mean, stop):
        """a: U of holding the Power die; mean: U of rerolling it."""
        size = self.lat.size
        for k in range(210):
            u = a[k]
            if mean[k] > u:
                u = mean[k]
            a[k] = u * _POW6[size[k]]
        for h in range(252):
            s = stop[h]
            m = mean[_HB + h]
            a[_HB + h] = (s if s > m else m) * 7776
        self._best_sub_keeps(a)

    def _power_decision(self, game, left, want_value):
        if left == 0:
            mult = _FACE_MULT[game.dice[5]]
            return self._best_box(game, mult, want_value)
        r = game.rolls
        if self.level == EASY:
            self._power_stops()
            for f in range(1, 7):
                self.vsrc[f] = self.tmult[_FACE_STOP[f]]
                self.voff[f] = 0
            self._mean_from()
        else:
            self._power_values(r + 1)
        face = game.dice[5]
        hold = self.work
        mean = self.mean
        self._expect_from(self.vsrc[face], self.voff[face], hold)
        self._expect(mean)
        lat = self.lat
        dice = game.dice
        size = lat.size
        hand = lat.hand_of(dice)
        best = self._face_stop(face)[hand] * 7776
        best_mask = -1
        for mask in range(63):
            k = lat.keep_of(dice, mask & 31)
            src = hold if mask & 32 else mean
            z = src[k] * _POW6[size[k]]
            if z > best:
                best = z
                best_mask = mask
        if best_mask < 0:
            return self._best_box(game, _FACE_MULT[face], want_value)
        if want_value:
            self.expected = 100 * game.total(game.player) + self.here + best // 7776
        return ROLL | best_mask

    # -- Painted ---------------------------------------------------------------

    def _painted_decision(self, game, left, want_value):
        stop = self._number_keeps(left)
        keep = self.keep
        # Colours: the same programme over the 5-faced lattice.
        cstop = self.cstop
        if not self._cstops_ready:
            self._colour_stops(cstop)
            self._cstops_ready = True
        ckeep = self.ckeep
        cwork = self.cwork
        for h in range(126):
            ckeep[_CB + h] = cstop[h]
        if left == 2 and self.level != EASY:
            for h in range(126):
                cwork[_CB + h] = ckeep[_CB + h]
            self._cexpect(cwork)
            self._cbest_keeps(cwork, cstop)
            for h in range(126):
                ckeep[_CB + h] = cwork[_CB + h]
        self._cexpect(ckeep)
        # Score now: the real hand, every box, by the game's preview.
        best = self._painted_stop(game)
        best_mask = -1
        lat = self.lat
        clat = self.clat
        size = lat.size
        csize = clat.size
        dice = game.dice
        colours = game.colours
        for mask in range(31):
            k = lat.keep_of(dice, mask)
            v = keep[k] * _POW6[size[k]] // 7776
            c = clat.keep_of(colours, mask, 1)
            w = ckeep[c] * _POW5[csize[c]] // 3125
            if w > v:
                v = w
            if v > best:
                best = v
                best_mask = mask
        if best_mask < 0:
            return self._best_box(game, 1, want_value)
        if want_value:
            self.expected = 100 * game.total(game.player) + self.here + best
        return ROLL | best_mask

    def _painted_stop(self, game):
        best = _NEG
        gtab = self.gtab
        bonus = 10000 if game.joker_number() and self.flag else 0
        for i in range(self.n_open):
            b = self.opens[i]
            if game.can_score(b):
                g = gtab[b * 51 + game.preview(b)] + bonus
                if g > best:
                    best = g
        return best

    def _colour_stops(self, out):
        """out[c] for the 126 colour hands: colour boxes only; a colour
        box's sum is taken at 3.5 a die, four_color's at 17.5."""
        mode = self.mode
        cs = self.cscore
        gtab = self.gtab
        nb = self.nb
        for h in range(126):
            best = _NEG
            for i in range(self.n_open):
                b = self.opens[i]
                kind = mode.kinds[b]
                if kind not in _COLOUR_KINDS:
                    continue
                p = cs[h * nb + b]
                if kind == COLOUR:
                    # expected sum: gains are linear in p between whole points
                    g = (gtab[b * 51 + p * 7 // 2] + gtab[b * 51 + (p * 7 + 1) // 2]) // 2
                else:
                    g = gtab[b * 51 + p]
                if g > best:
                    best = g
            out[h] = best

    def _cexpect(self, a):
        child = self.clat.child
        for k in range(125, -1, -1):
            c = k * 5
            a[k] = a[child[c]] + a[child[c + 1]] + a[child[c + 2]] + a[child[c + 3]] + a[child[c + 4]]

    def _cbest_keeps(self, a, stop):
        size = self.clat.size
        child = self.clat.child
        for k in range(126):
            a[k] *= _POW5[size[k]]
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


_POW6 = (1, 6, 36, 216, 1296, 7776)
_POW5 = (1, 5, 25, 125, 625, 3125)
_FACE_STOP = b"\x00\x00\x01\x02\x00\x03\x02"   # by Power face: which terminal array
_YAHTZEE_HAND = (0, 0, 126, 196, 231, 246, 251)  # hand index of five n's
_COLOUR_KINDS = (COLOUR, N_COLOUR, PAINTED_HOUSE, RAINBOW, FLUSH)
_COLOURISH = bytes([1 if k in _COLOUR_KINDS else 0 for k in range(13)])
_NONE = bytes(13)


def _number_scores(mode, lat):
    """hscore[h*nb + b]: box b's plain score for hand h by its numbers
    (boxes that read colours get 0 here: they are planned elsewhere)."""
    nb = mode.box_count
    out = bytearray(252 * nb)
    hand = Hand()
    dice = bytearray(5)
    for h in range(252):
        _unpack(lat.codes[_HB + h], dice)
        hand.set(dice, None)
        for b in range(nb):
            kind = mode.kinds[b]
            if kind in _COLOUR_KINDS:
                continue
            out[h * nb + b] = score_hand(hand, kind, mode.params[b], mode.values[b])
    return out


def _colour_scores(mode, clat):
    """cscore[c*nb + b] for the 126 colour hands: colour boxes score the
    count of that colour (the bot prices it at 3.5 a die), four_color 18
    points' worth, and the fixed-value colour boxes their value."""
    nb = mode.box_count
    out = bytearray(126 * nb)
    hand = Hand()
    dice = bytearray(5)
    colours = bytearray(5)
    for h in range(126):
        _unpack(clat.codes[_CB + h], colours)
        for i in range(5):
            colours[i] -= 1
            dice[i] = 1
        hand.set(dice, colours)
        for b in range(nb):
            kind = mode.kinds[b]
            if kind == COLOUR:
                out[h * nb + b] = hand.colour_counts[mode.params[b]]
            elif kind == N_COLOUR:
                out[h * nb + b] = 18 if hand.max_colour_count >= mode.params[b] else 0
            elif kind in _COLOUR_KINDS:
                out[h * nb + b] = score_hand(hand, kind, mode.params[b], mode.values[b])
    return out


def _face_arrays(spare):
    """A value array per Power face, by face (1..6). Index 0 and Freeze
    (4), never planned for, share `spare`: two arrays fewer (3.7 KB)."""
    out = [spare] * 7
    for f in (1, 2, 3, 5, 6):
        out[f] = zeros("l", 462)
    return out


def _unpack(code, dice):
    for i in range(4, -1, -1):
        dice[i] = code & 7
        code >>= 3


def _load_fit(path):
    """Classic Expert's fitted estimate: 256 + 4096 uint16 (value + 32768)."""
    buf = zeros("H", 256 + 4096)
    with open(path, "rb") as f:
        f.readinto(buf)
    return buf
