"""What every mode's computer player shares: reading the scorecard, scoring
the best box, the keep lattice's sums, and the work arrays.

A planner (plan_classic, plan_painted, plan_power) is one computer player;
yahtzee_core.bot builds the one of its mode. Within a turn it plans by
dynamic programming over the 252 hands and 462 keeps in integer fixed
point: values are hundredths of a point, and a keep's expectation is held
as the sum over its equally likely completions, which times 6**size is the
expectation x 7776 (below 2**30).

Memory: the lattice is built once for all modes, and the work arrays (an
Arena: hand scores, gains, the programme's arrays) once per mode, shared
by every bot of that mode (a CPU seat and the hint bot); only one decides
at a time, and the arena says whose plan it holds (`owner`), so a bot
whose plan was overwritten plans again. Building a bot of another mode
lets the old arena go with its bots. No single object is larger than
4 KB: bots are built mid-game, in a fragmented heap.
"""

from ._compat import const
from .keeps import Lattice, zeros
from .hand import Hand, score as score_hand

# yahtzee_core.bot's public constants (consts are inlined, so each module
# holds its own copy; tests/test_bot.py checks they agree).
_ROLL = const(0x40)
_GAME_OVER = const(-1)
_EMPTY = const(0xFF)         # = game.EMPTY
_NO_COLUMN = const(0xFF)
_NEG = const(-100000)        # x100: a hand that no open box takes
_HB = const(210)             # first hand in the 6-faced lattice
_HANDS = const(252)

_lattice = None   # the 6-faced lattice, compact (every mode's)
_arena = None     # the arena of the mode built last


def lattice():
    """The 6-faced keep lattice every planner walks (built once)."""
    global _lattice
    if _lattice is None:
        _lattice = Lattice(6, True)
    return _lattice


def shared_arena(mode, build):
    """The arena of `mode` (build(mode) makes one when the last one built
    is another mode's: that one stays only as long as its bots)."""
    global _arena
    if _arena is not None and _arena.mode is mode:
        return _arena
    _arena = None
    arena = build(mode)
    _arena = arena
    return arena


def release():
    """Forget the last arena (yahtzee_core.bot.release)."""
    global _arena
    _arena = None


def by_box(mode, rows, columns, column):
    """One column of a table keyed by box, as an array in box order: `rows`
    is flat (key, value, value..., key, ...), `columns` values a row counting
    the key; boxes without a row get 0. A key the mode lacks raises."""
    out = zeros("l", mode.box_count)
    for i in range(0, len(rows), columns):
        out[mode.keys.index(rows[i])] = rows[i + column]
    return out


class Arena:
    """The work arrays one mode's bots share. Here: the hand scores and the
    gains; the planners add the programme's arrays.

    hscore[h * hwidth + hcol[b]]: box b's plain score for hand h, for the
    boxes in `columns` (one column a POWER group: its boxes score alike).
    gtab[gbase[b] + p]: what p points in box b are worth (x100), a row of
    max_score + 1 per group; `gain_code` "h" when the gains fit 16 bits."""

    def __init__(self, mode, columns, gain_code):
        self.mode = mode
        self.owner = None       # the bot whose plan the arrays hold
        self.lat = lattice()
        nb = mode.box_count
        group = mode.group
        hcol = bytearray(nb)
        for b in range(nb):
            hcol[b] = _NO_COLUMN
        width = 0
        for b in columns:
            hcol[b] = width
            width += 1
        for b in range(nb):
            hcol[b] = hcol[group[b]]
        self.hcol = hcol
        self.hwidth = width
        hscore = bytearray(_HANDS * width)
        hand = Hand()
        dice = bytearray(5)
        row = 0
        for dice in self.lat.each_hand(dice):
            hand.set(dice, None)
            for b in columns:
                hscore[row + hcol[b]] = score_hand(hand, mode.kinds[b], mode.params[b],
                                                   mode.values[b])
            row += width
        self.hscore = hscore
        gbase = zeros("H", nb)
        n = 0
        for b in range(nb):
            if group[b] == b:
                gbase[b] = n
                n += mode.max_score[b] + 1
            else:
                gbase[b] = gbase[group[b]]
        self.gbase = gbase
        self.gtab = zeros(gain_code, n)


class TurnPlanner:
    """One computer player's brain for one mode and level: the parts every
    mode shares. A planner supplies _new_state (the gains of a new
    scorecard), _decision (a rolled hand's step) and _turn_value (the
    turn's worth before its first roll)."""

    def __init__(self, mode, level, data_dir, arena):
        self.mode = mode
        self.level = level
        self.expected = 0
        self.data_dir = data_dir
        nb = mode.box_count
        self.nb = nb
        self.arena = arena
        self.lat = arena.lat
        self.hscore = arena.hscore
        self.hwidth = arena.hwidth
        self.hcol = arena.hcol
        self.gbase = arena.gbase
        self.gtab = arena.gtab
        self.opens = bytearray(nb)      # the open boxes (POWER: one per open group)
        self.group_open = bytearray(nb)
        self._seen = bytearray(nb)
        # Every attribute a decision sets exists from here on: a new one
        # would grow the instance's dict (an allocation) on first use.
        self.flag = 0
        self.here = 0
        self.total_open = 0
        self._game = None
        self._player = -1
        self._stops_ready = False
        self.n_open = 0

    # -- the public face ---------------------------------------------------

    def decide(self, game):
        """The next action for the current player (see yahtzee_core.bot)."""
        return self._plan(game, False)

    def hint(self, game):
        """decide(), plus self.expected (x100) for the suggestion."""
        return self._plan(game, True)

    # -- planning ------------------------------------------------------------

    def _plan(self, game, want_value):
        if game.over:
            return _GAME_OVER
        if self.arena.owner is not self or not self._same_state(game):
            self._read_state(game)
        if game.double_pending():
            return self._best_box(game, want_value)
        if game.rolls == 0:
            if want_value:
                self.expected = 100 * game.total(game.player) + self.here + self._turn_value(game)
            return _ROLL
        return self._decision(game, game.rolls_left(), want_value)

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
        """Open boxes (and POWER's open groups), then the planner's gains."""
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
        self.total_open = game.open_count(game.player)
        self.flag = 1 if mode.joker and boxes[base + mode.yahtzee_box] == 50 else 0
        self.here = 0
        self.arena.owner = self
        self._new_state(game)

    def _best_box(self, game, want_value):
        """Score now: the allowed box with the best gain for the dice shown
        (the first pick of a Double: the better box of the best pair)."""
        mode = self.mode
        best = second = pair = _NEG - 1
        choice = pair_choice = -1
        double = game.must_score_twice() and not game.double_pending()
        gtab = self.gtab
        gbase = self.gbase
        # a further YAHTZEE while the YAHTZEE box holds 50: the bonus
        bonus = 10000 if self.flag and game.rolled_yahtzee() else 0
        for i in range(self.n_open):
            b = self.opens[i]
            if not game.can_score(b):
                continue
            target = game.target_box(b)
            g = gtab[gbase[b] + game.preview(target)] + bonus
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
            if choice >= 0:
                self.expected += self._scored_estimate(choice)
        return choice

    def _scored_estimate(self, box):
        """The change in the estimate of what is to come once `box` is
        scored, beyond its gain (the par modes re-price it)."""
        return 0

    # -- the lattice's sums ----------------------------------------------------

    def _expect(self, a):
        """a[210..461] holds a value per hand: fill a[0..209] with each
        keep's sum over its completions (U; times 6**size = E x 7776)."""
        child = self.lat.child
        for k in range(209, -1, -1):
            c = k * 6
            a[k] = (a[child[c]] + a[child[c + 1]] + a[child[c + 2]]
                    + a[child[c + 3]] + a[child[c + 4]] + a[child[c + 5]])

    def _best_sub_keeps(self, a, out, at):
        """out[at+h] = the best x7776 value among hand h's sub-keeps in a,
        back in x100 (out may be a itself, at 210)."""
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
            out[at + h] = a[_HB + h] // 7776


def scale_keeps(a):
    """a[k] *= 6**size(k) for the 210 keeps that are not hands (x7776)."""
    for k in range(1, 7):
        a[k] *= 6
    for k in range(7, 28):
        a[k] *= 36
    for k in range(28, 84):
        a[k] *= 216
    for k in range(84, 210):
        a[k] *= 1296
