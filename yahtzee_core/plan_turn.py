"""What every mode's computer player shares: the player object, reading the
scorecard, scoring the best box, the keep lattice's sums and the tables read
from data/.

A mode's planner (plan_classic, plan_painted, plan_power) holds the work
arrays and plans a turn; yahtzee_core.bot builds a Player over the planner of
its mode. Within a turn the planner plans by dynamic programming over the 252
hands and 462 keeps in integer fixed point: values are hundredths of a point,
and a keep's expectation is held as the sum over its equally likely
completions, which times 6**size is the expectation x 7776 (below 2**30).

Memory: one planner a mode, shared by every Player of that mode (a CPU seat
and the hint); only one decides at a time, and the planner says whose plan it
holds (`owner`), so a player whose plan was overwritten plans again. Building
a player of another mode lets the old planner go with its players. The keep
lattice's child table is read once for every mode, from data/keeps.bin; the
hand scores stay in data/hands_<mode>.bin and are read a box's column at a
time when a turn is planned (tools/data/bot_tables.py writes both). No single
object is larger than 4 KB: bots are built mid-game, in a fragmented heap.
"""

from array import array

from ._compat import const

# yahtzee_core.bot's public constants (consts are inlined, so each module
# holds its own copy; tests/test_bot_modules.py checks they agree).
_HOLD_AND_ROLL = const(0x40)
_GAME_OVER = const(-1)
_EMPTY = const(0xFF)         # = game.EMPTY
_NEG = const(-100000)        # x100: a hand that no open box takes

# BITS[mask]: the dice a hold mask of five dice keeps (the size of its keep)
BITS = bytes(bin(m).count("1") for m in range(32))

_child = None     # the 6-faced lattice's child table (every mode's)
_plan = None      # the planner of the mode built last


def zeros(code, n):
    """array(code) of n zeros. array(code, range(n)) is allocated once at its
    size (a bytes initialiser would be a second buffer as large, garbage that
    a stale pointer can keep alive), then cleared."""
    a = array(code, range(n))
    for i in range(n):
        a[i] = 0
    return a


def open_table(path, magic):
    """One of the bots' data files (tools/data/bot_tables.py), positioned after its
    head: OSError when it is missing, ValueError when it is not that table
    (another file, or stale: its size is in its head)."""
    file = open(path, "rb")
    head = bytearray(6)
    file.readinto(head)
    if head[:4] != magic or file.seek(0, 2) != head[4] | head[5] << 8:
        file.close()
        raise ValueError("%s is not the bots' table: run `make data`" % path)
    file.seek(6)
    return file


def read_table(path, magic, skip, buffer):
    """buffer filled from the data file at `skip` bytes after its head."""
    file = open_table(path, magic)
    file.seek(6 + skip)
    file.readinto(buffer)
    file.close()
    return buffer


def lattice(data_dir):
    """The 6-faced keep lattice's child table, read once for every mode.

    Keeps are numbered by size then lexicographically: keep 0 is the empty
    keep, keeps 1..209 hold one to four dice; the 252 hands (five dice) are
    numbered apart, 0..251. child[k*6 + d-1] is keep k plus a die d: a keep
    for k < 84, a hand for the keeps of four dice (84..209), so that each
    entry is a byte. A value per keep and hand (a lattice array) is held in
    two arrays alike: the keeps' 210 and the hands' 252."""
    global _child
    if _child is None:
        _child = read_table(data_dir + "/keeps.bin", b"YZK1", 0, bytearray(1260))
    return _child


def shared(mode, make, data_dir):
    """The planner of `mode` (make(mode, data_dir) builds one when the last
    one built is another mode's: that one stays only as long as its players)."""
    global _plan
    if _plan is not None and _plan.mode is mode:
        return _plan
    _plan = None
    _plan = make(mode, data_dir)
    return _plan


def release():
    """Forget the last planner (yahtzee_core.bot.release)."""
    global _plan
    _plan = None


def by_box(mode, rows, columns, column):
    """One column of a table keyed by box, as an array in box order: `rows`
    is flat (key, value, value..., key, ...), `columns` values a row counting
    the key; boxes without a row get 0. A key the mode lacks raises. 16-bit
    values (pars and averages are below 100 points)."""
    out = zeros("h", mode.box_count)
    for i in range(0, len(rows), columns):
        out[mode.keys.index(rows[i])] = rows[i + column]
    return out


class Player:
    """One computer player (a CPU seat or the hint) of one mode and level:
    decide(game), hint(game), `expected`. Its mode's planner plans for it;
    `table` is what its level reads (Classic Expert's fit, Perfect's table)."""

    def __init__(self, plan, level, table):
        self.plan = plan
        self.level = level
        self.table = table
        self.expected = 0

    def decide(self, game):
        """The next action for the current player (see yahtzee_core.bot)."""
        return self.plan.step(self, game, False)

    def hint(self, game):
        """decide(), plus self.expected (x100) for the suggestion."""
        return self.plan.step(self, game, True)


class TurnPlan:
    """The parts of a mode's planner every mode shares. A planner supplies
    _new_state (the gains of a new scorecard), _decision (a rolled hand's
    step) and _turn_value (the turn's worth before its first roll).

    The hand scores: data/hands_<mode>.bin holds, for each box, its plain
    score for every hand (one column a POWER group; Painted's colour boxes
    over the 126 colour hands); `offsets[b]` is where box b's column starts,
    `reads[b]` what it reads (0 numbers; Painted: 1 colours, 2 a colour
    box's count of its colour).

    gtab[gbase[b] + p // gstep[b]]: what p points in box b are worth (x100), a
    row per group of an entry per multiple of its step up to max_score, 16 bits
    (gains stay within +-30,000). The step is 1 but in POWER (_score_steps)."""

    def __init__(self, mode, data_dir):
        self.mode = mode
        nb = mode.box_count
        self.nb = nb
        self.child = lattice(data_dir)
        scores = open_table("%s/hands_%s.bin" % (data_dir, mode.name), b"YZH%d" % mode.index)
        self.offsets = array("H", range(nb))
        self.reads = bytearray(nb)
        scores.readinto(self.offsets)
        scores.readinto(self.reads)
        self.score_file = scores        # kept open: read a column at a time
        self.column = bytearray(252)
        group = mode.group
        self.gstep = steps = self._score_steps(mode)
        gbase = zeros("H", nb)
        n = 0
        for b in range(nb):
            if group[b] == b:
                gbase[b] = n
                n += mode.max_score[b] // steps[b] + 1
            else:
                gbase[b] = gbase[group[b]]
        self.gbase = gbase
        self.gtab = zeros("h", n)
        self.opens = bytearray(nb)      # the open boxes (POWER: one per open group)
        self.group_open = bytearray(nb)
        self.seen = bytearray(nb)
        # Every attribute a decision sets exists from here on: a new one
        # would grow the instance's dict (an allocation) on first use.
        self.owner = None               # the player whose plan the arrays hold
        self.level = 0                  # its level and table
        self.table = None
        self.flag = 0
        self.here = 0
        self.total_open = 0
        self.game = None
        self.player = -1
        self.stops_ready = False
        self.n_open = 0

    def _score_steps(self, mode):
        """Per box, what its scores are multiples of, for its row of gains."""
        return b"\x01" * mode.box_count

    def scores(self, b):
        """Box b's column of hand scores, read into self.column (a colour
        column fills the first 126 bytes)."""
        self.score_file.seek(self.offsets[b])
        self.score_file.readinto(self.column)
        return self.column

    # -- planning ------------------------------------------------------------

    def step(self, bot, game, want_value):
        """bot's next action (Player.decide/hint)."""
        if game.over:
            return _GAME_OVER
        if self.owner is not bot or not self._same_state(game):
            self.owner = bot
            self.level = bot.level
            self.table = bot.table
            self._read_state(game)
        if game.double_pending():
            return self._best_box(game, want_value)
        if game.rolls == 0:
            if want_value:
                self.tell(game, self._turn_value(game))
            return _HOLD_AND_ROLL
        return self._decision(game, game.rolls_left(), want_value)

    def tell(self, game, value):
        """The hint's expected final total: the points so far, the estimate of
        what is to come, and `value`, this turn's (x100)."""
        self.owner.expected = 100 * game.total(game.player) + self.here + value

    def _same_state(self, game):
        """Whether the scorecard is the one planned for: the gains and stop
        values are then reused for the rest of the turn."""
        if game is not self.game or game.player != self.player:
            return False
        boxes = game.boxes
        base = game.player * self.nb
        seen = self.seen
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
            self.seen[b] = boxes[base + b]
            if boxes[base + b] == _EMPTY:
                g = mode.group[b]
                if self.group_open[g] == 0:
                    self.opens[n] = b
                    n += 1
                self.group_open[g] += 1
        self.n_open = n
        self.game = game
        self.player = game.player
        self.stops_ready = False
        self.total_open = game.open_count(game.player)
        self.flag = 1 if mode.joker and game.yahtzee_bonus_due() else 0
        self.here = 0
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
            g = gtab[gbase[b] + game.preview(target) // self.gstep[b]] + bonus
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
            self.tell(game, value + (self._scored_estimate(choice) if choice >= 0 else 0))
        return choice

    def _scored_estimate(self, box):
        """The change in the estimate of what is to come once `box` is
        scored, beyond its gain (the par modes re-price it)."""
        return 0

    # -- the lattice's sums ----------------------------------------------------

    def keep_of(self, dice, mask):
        """The keep of the dice at the positions in mask (0..30); for 31,
        the hand."""
        k = 0
        child = self.child
        for i in range(5):
            if mask & (1 << i):
                k = child[k * 6 + dice[i] - 1]
        return k

    def _expect(self, hands, keeps):
        """hands[h] holds a value per hand: fill keeps[k] with each keep's sum
        over its completions (U; times 6**size = E x 7776)."""
        child = self.child
        for k in range(209, 83, -1):      # keeps of four dice: children are hands
            c = k * 6
            keeps[k] = (hands[child[c]] + hands[child[c + 1]] + hands[child[c + 2]]
                        + hands[child[c + 3]] + hands[child[c + 4]] + hands[child[c + 5]])
        for k in range(83, -1, -1):
            c = k * 6
            keeps[k] = (keeps[child[c]] + keeps[child[c + 1]] + keeps[child[c + 2]]
                        + keeps[child[c + 3]] + keeps[child[c + 4]] + keeps[child[c + 5]])

    def _best_sub_keeps(self, keeps, hands, out):
        """out[h] = the best x7776 value among hand h's sub-keeps (keeps[k]
        scaled, hands[h] the hand itself), back in x100 (out may be hands)."""
        child = self.child
        a = keeps
        for k in range(210):
            if k == 84:
                a = hands               # keeps of four dice: children are hands
            # Unrolled: a loop over the six children costs a third more.
            v = keeps[k]
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
            out[h] = hands[h] // 7776


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
