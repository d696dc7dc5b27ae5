"""The one authority on what is legal and what it pays.

A `Game` holds every player's scorecard and the turn in progress in
preallocated buffers. Once built, rolling, holding, previewing, scoring,
undoing and advancing turns allocate nothing (DESIGN.md section 4); only a
refused action allocates, to raise `IllegalMove`, and a refused action
changes nothing.
"""

from ._compat import const
from .errors import IllegalMove
from .hand import Hand, score as score_hand, JOKER_FULL_VALUE, YAHTZEE as YAHTZEE_KIND
from .modes import (
    MODES, Mode, mode_named, UPPER, LOWER, COLOURS, FREEZE, DOUBLE, POWER,
    MULTIPLIER,
)
from .rng import Rng

EMPTY = const(0xFF)       # a box not yet filled
NO_BOX = const(0xFF)      # no first pick of a Double pending
NOT_ALLOWED = const(-1)   # preview value of a box the hand cannot go in
YAHTZEE_BONUS = const(100)
_HANDHELD_BONUS_LIMIT = const(3)
_ROLLS = const(3)         # a turn's rolls (POWER's Power face gives one more)
POWER_DIE = const(5)      # the Power die's position (the transcripts' die 6)

# joker_rule(): where a YAHTZEE may go while the YAHTZEE box is filled.
JOKER_NONE = const(0)     # no Joker: the dice are not a YAHTZEE, or the box is open
JOKER_UPPER = const(1)    # only the matching upper box
JOKER_LOWER = const(2)    # any open lower box, at full value
JOKER_COLOUR = const(3)   # Painted: any open colour box
JOKER_ZERO = const(4)     # a zero in any open upper box
JOKER_FREE = const(5)     # handheld rules: any open box at full value

# Bits of Game.scored_events: what the last score() did besides its box.
SCORED_YAHTZEE = const(1)         # a YAHTZEE box took 50 (x the Power)
EARNED_YAHTZEE_BONUS = const(2)   # +100 for a further YAHTZEE
REACHED_UPPER_BONUS = const(4)    # the upper bonus grew (POWER: a tier)
REACHED_COLOUR_BONUS = const(8)   # Painted's colour bonus
SCORED_JOKER = const(16)          # the hand went in as a Joker


def _mode(mode):
    if isinstance(mode, Mode):
        return mode
    if isinstance(mode, int):
        if 0 <= mode < len(MODES):
            return MODES[mode]
        raise IllegalMove("unknown_mode", mode)
    try:
        return mode_named(mode)
    except KeyError:
        raise IllegalMove("unknown_mode", mode)


class Game:
    """A game of 1 to 4 players in one mode.

    `source` gives the dice (an `Rng`, the default, or a `ScriptedDice`).
    `handheld_rules` selects seed 003's free-choice Joker and its limit of
    three bonus YAHTZEEs.
    """

    def __init__(self, mode="classic", players=1, handheld_rules=False, source=None):
        self.mode = _mode(mode)
        if not (isinstance(players, int) and 1 <= players <= 4):
            raise IllegalMove("players", players)
        self.players = players
        self.handheld_rules = bool(handheld_rules) and self.mode.joker
        self.source = Rng() if source is None else source
        self.boxes = bytearray(players * self.mode.box_count)
        self.bonus_yahtzees = bytearray(4)
        self.dice = bytearray(6)       # 0 = not rolled; [5] is the Power die
        self.colours = bytearray(5)
        self.hand = Hand()
        self.held = 0                  # bit i: die i is held
        self.rolls = 0                 # rolls made this turn
        self.player = 0
        self.double_first = NO_BOX
        self.over = False
        # Who plays each seat: 0 a person; otherwise a code of the app's own
        # (a computer level, 1..15). The rules never read it; saves keep it.
        self.seats = bytearray(4)
        # What the last score() did: its points, SCORED_* bits and the bonus
        # points it earned (the app says them in words).
        self.scored_points = 0
        self.scored_events = 0
        self.scored_bonus = 0
        self.restart()

    def restart(self):
        """Blank scorecards, first player to roll; same mode, players, dice source."""
        for i in range(len(self.boxes)):
            self.boxes[i] = EMPTY
        for p in range(4):
            self.bonus_yahtzees[p] = 0
        self.player = 0
        self.over = False
        self._start_turn()

    def _start_turn(self):
        for i in range(6):
            self.dice[i] = 0
        for i in range(5):
            self.colours[i] = 0
        self.held = 0
        self.rolls = 0
        self.double_first = NO_BOX

    # -- the turn ---------------------------------------------------------

    def frozen(self):
        """POWER: Freeze showed after a roll, so this turn rolls no more."""
        return self.mode.power_die and self.rolls > 0 and self.dice[POWER_DIE] == FREEZE

    def fourth_roll_allowed(self):
        """POWER: the Power face is showing after the third roll."""
        return (self.mode.power_die and self.rolls == _ROLLS and not self.over
                and self.dice[POWER_DIE] == POWER and self.double_first == NO_BOX)

    def rolls_left(self):
        if self.over or self.double_first != NO_BOX or self.frozen():
            return 0
        if self.rolls < _ROLLS:
            return _ROLLS - self.rolls
        return 1 if self.fourth_roll_allowed() else 0

    def double_pending(self):
        """POWER: the first box of a Double is picked; the second is due."""
        return self.double_first != NO_BOX

    def must_score_twice(self):
        """POWER: the hand showing Double scores in two boxes (one if one is left)."""
        return (self.mode.power_die and self.rolls > 0
                and self.dice[POWER_DIE] == DOUBLE and self.open_count(self.player) >= 2)

    def can_roll(self):
        """Whether a roll is allowed now: one is left, and after the first not every die
        is held (roll() says why not)."""
        return self.rolls_left() > 0 and not (
            self.rolls and self.held == (1 << self.mode.dice_count) - 1)

    def roll(self):
        """Roll every die not held."""
        if self.rolls_left() == 0:
            self._refuse_roll()
        if not self.can_roll():
            raise IllegalMove("all_held")
        coloured = self.mode.coloured
        for i in range(5):
            if not self.held & (1 << i):
                self.dice[i] = self.source.die()
                if coloured:
                    self.colours[i] = self.source.colour()
        if self.mode.power_die and not self.held & (1 << POWER_DIE):
            self.dice[POWER_DIE] = self.source.power()
        self.rolls += 1
        self.hand.set(self.dice, self.colours if coloured else None)

    def _refuse_roll(self):
        if self.over:
            raise IllegalMove("over")
        if self.double_first != NO_BOX:
            raise IllegalMove("double_pending")
        if self.frozen():
            raise IllegalMove("frozen")
        if self.rolls == _ROLLS and self.mode.power_die:
            raise IllegalMove("no_fourth")
        raise IllegalMove("no_rolls")

    def _check_hold(self, die):
        if self.over:
            raise IllegalMove("over")
        if self.rolls == 0:
            raise IllegalMove("roll_first")
        if self.double_first != NO_BOX:
            raise IllegalMove("double_pending")
        if not (isinstance(die, int) and 0 <= die < self.mode.dice_count):
            raise IllegalMove("no_die", die, self.mode.name, self.mode.dice_count - 1)

    def is_held(self, die):
        return bool(self.held & (1 << die))

    def hold(self, die, held=True):
        """Keep (or release) die 0..4, or the Power die (5), for the next roll."""
        self._check_hold(die)
        if held:
            self.held |= 1 << die
        else:
            self.held &= ~(1 << die)

    def toggle_hold(self, die):
        self._check_hold(die)
        self.held ^= 1 << die

    def set_holds(self, mask):
        """Hold exactly the dice in the bit mask (0 releases all)."""
        self._check_hold(0)
        if not (isinstance(mask, int) and 0 <= mask < 1 << self.mode.dice_count):
            raise IllegalMove("bad_mask", mask, self.mode.name)
        self.held = mask

    # -- scoring ----------------------------------------------------------

    def _base(self, player):
        return player * self.mode.box_count

    def is_open(self, player, box):
        return self.boxes[self._base(player) + box] == EMPTY

    def box_value(self, player, box):
        """The points in a filled box, or -1 when it is open."""
        value = self.boxes[self._base(player) + box]
        return -1 if value == EMPTY else value

    def open_count(self, player):
        base = self._base(player)
        count = 0
        for b in range(self.mode.box_count):
            if self.boxes[base + b] == EMPTY:
                count += 1
        return count

    def is_full(self, player):
        return self.open_count(player) == 0

    def multiplier(self):
        return MULTIPLIER[self.dice[POWER_DIE]] if self.mode.power_die else 1

    def rolled_yahtzee(self):
        """The number showing on all five dice after a roll, else 0."""
        if self.rolls == 0:
            return 0
        return self.hand.yahtzee_number()

    def joker_number(self):
        """The number of a YAHTZEE rolled while the YAHTZEE box is filled, else 0."""
        mode = self.mode
        if not mode.joker or self.rolls == 0:
            return 0
        number = self.hand.yahtzee_number()
        if number and self.boxes[self._base(self.player) + mode.yahtzee_box] != EMPTY:
            return number
        return 0

    def joker_rule(self, number=0, forced=False):
        """Where the current player may put a YAHTZEE of `number` (default:
        the dice's, when the Joker applies) while the YAHTZEE box is filled:
        one of JOKER_*. The forced Joker's order: the matching upper box;
        else any open lower box; else (Painted) any open colour box; else a
        zero in an open upper box. Under the handheld rules any open box
        (JOKER_FREE), unless `forced` asks for the forced order all the same
        (a computer player's look ahead)."""
        mode = self.mode
        if not number:
            number = self.joker_number()
        if not number or not mode.joker:
            return JOKER_NONE
        if self.is_open(self.player, mode.yahtzee_box):
            return JOKER_NONE
        if self.handheld_rules and not forced:
            return JOKER_FREE
        if self.is_open(self.player, mode.upper_for_number[number]):
            return JOKER_UPPER
        if self._any_open(LOWER):
            return JOKER_LOWER
        if self._any_open(COLOURS):
            return JOKER_COLOUR
        return JOKER_ZERO

    def joker_box(self):
        """The one box the forced Joker sends this hand to, or -1."""
        if self.joker_rule() == JOKER_UPPER:
            return self.mode.upper_for_number[self.joker_number()]
        return -1

    def _hand_value(self, box, joker):
        mode = self.mode
        kind = mode.kinds[box]
        if joker and kind in JOKER_FULL_VALUE:
            value = mode.values[box]
        else:
            value = score_hand(self.hand, kind, mode.params[box], mode.values[box])
        return value * self.multiplier()

    def _any_open(self, section):
        mode = self.mode
        base = self._base(self.player)
        for b in range(mode.box_count):
            if mode.sections[b] == section and self.boxes[base + b] == EMPTY:
                return True
        return False

    def _joker_allows(self, box, joker):
        """Whether the Joker rule for a YAHTZEE of `joker` lets it go in `box`."""
        rule = self.joker_rule(joker) if joker else JOKER_NONE
        if rule == JOKER_UPPER:
            return box == self.mode.upper_for_number[joker]
        return rule == JOKER_NONE or rule == JOKER_FREE or _JOKER_SECTION[rule] == \
            self.mode.sections[box]

    def target_box(self, box):
        """The box a pick of `box` fills: in a POWER group, 1st before 2nd,
        except that a zero YAHTZEE fills from the 3rd down. -1 if none is open."""
        mode = self.mode
        first = mode.group[box]
        size = mode.group_size[box]
        base = self._base(self.player)
        if size == 1:
            return box if self.boxes[base + box] == EMPTY else -1
        downwards = mode.zero_last[first] and self._hand_value(first, 0) == 0
        for i in range(size):
            b = first + size - 1 - i if downwards else first + i
            if self.boxes[base + b] == EMPTY:
                return b
        return -1

    def can_score(self, box):
        """Whether a pick of this box (its group, in POWER) is legal now."""
        if self.over or self.rolls == 0 or not 0 <= box < self.mode.box_count:
            return False
        target = self.target_box(box)
        return target >= 0 and self._joker_allows(target, self.joker_number())

    def preview(self, box):
        """What a pick of this box would score now, or NOT_ALLOWED."""
        if not self.can_score(box):
            return NOT_ALLOWED
        return self._hand_value(self.target_box(box), self.joker_number())

    def preview_into(self, out):
        """Fill out[b] for every box: its score now, or NOT_ALLOWED.

        In a POWER group only the box the pick would fill shows a value.
        """
        mode = self.mode
        playable = not self.over and self.rolls > 0
        joker = self.joker_number() if playable else 0
        for b in range(mode.box_count):
            value = NOT_ALLOWED
            if playable and self.target_box(b) == b and self._joker_allows(b, joker):
                value = self._hand_value(b, joker)
            out[b] = value
        return out

    def score(self, box):
        """Score the hand in a box (POWER: in the box its group fills next).

        Returns the points written. Ends the turn, except after the first
        pick of a Double.
        """
        if self.over:
            raise IllegalMove("over")
        if self.rolls == 0:
            raise IllegalMove("score_unrolled")
        mode = self.mode
        if not (isinstance(box, int) and 0 <= box < mode.box_count):
            raise IllegalMove("no_box", box, mode.name)
        target = self.target_box(box)
        if target < 0:
            raise IllegalMove("filled", mode.keys[box])
        joker = self.joker_number()
        if not self._joker_allows(target, joker):
            rule = self.joker_rule(joker)
            raise IllegalMove("joker", mode.keys[target], rule,
                              mode.keys[mode.upper_for_number[joker]])
        value = self._hand_value(target, joker)
        base = self._base(self.player)
        player = self.player
        starts_double = self.must_score_twice() and self.double_first == NO_BOX
        upper_before = self.upper_bonus(player)
        colour_before = self.colour_bonus(player)
        self.boxes[base + target] = value
        events = SCORED_JOKER if joker else 0
        if mode.kinds[target] == YAHTZEE_KIND and value:
            events |= SCORED_YAHTZEE
        gained = 0
        if joker and self.yahtzee_bonus_due():
            self.bonus_yahtzees[player] += 1
            events |= EARNED_YAHTZEE_BONUS
            gained = YAHTZEE_BONUS
        upper_gain = self.upper_bonus(player) - upper_before
        colour_gain = self.colour_bonus(player) - colour_before
        if upper_gain:
            events |= REACHED_UPPER_BONUS
        if colour_gain:
            events |= REACHED_COLOUR_BONUS
        self.scored_points = value
        self.scored_events = events
        self.scored_bonus = gained + upper_gain + colour_gain
        if starts_double:
            self.double_first = target
        else:
            self._end_turn()
        return value

    def yahtzee_bonus_due(self):
        """Whether a further YAHTZEE of the current player's earns the YAHTZEE bonus: the
        YAHTZEE box holds a score (not a zero, not open) and, under the handheld rules,
        fewer than three bonuses have been paid."""
        value = self.boxes[self._base(self.player) + self.mode.yahtzee_box]
        if value == 0 or value == EMPTY:
            return False
        return not self.handheld_rules or self.bonus_yahtzees[self.player] < _HANDHELD_BONUS_LIMIT

    def undo(self):
        """POWER: take back the first pick of a Double."""
        if self.double_first == NO_BOX:
            raise IllegalMove("nothing_to_undo")
        self.boxes[self._base(self.player) + self.double_first] = EMPTY
        self.double_first = NO_BOX

    def _end_turn(self):
        self.double_first = NO_BOX
        if self.is_full(self.player) and (
                self.mode.ends_at_first_full or self.player == self.players - 1):
            self.over = True
            self.held = 0
            return
        self.player = (self.player + 1) % self.players
        self._start_turn()

    # -- a saved game -----------------------------------------------------

    def restore(self, boxes, bonus_yahtzees, seats, player, rolls, held, double_first, dice,
                colours, over):
        """Put a saved game back (yahtzee_core.load reads the record): the scorecards, the
        bonus YAHTZEEs, the seats and the turn. A turn these rules do not reach (more
        rolls than they give, dice held before a roll, a Double's first pick without a
        Double) is refused and changes nothing."""
        mode = self.mode
        if (rolls > _ROLLS + (1 if mode.power_die else 0) or held and not rolls
                or double_first != NO_BOX and not (
                    mode.power_die and rolls and dice[POWER_DIE] == DOUBLE
                    and double_first < mode.box_count
                    and boxes[player * mode.box_count + double_first] != EMPTY)):
            raise IllegalMove("restore", rolls, held, double_first)
        self.boxes[:] = boxes
        self.bonus_yahtzees[:] = bonus_yahtzees
        self.seats[:] = seats
        self.dice[:] = dice
        self.colours[:] = colours
        self.player = player
        self.rolls = rolls
        self.held = held
        self.double_first = double_first
        self.over = over
        if rolls:
            self.hand.set(self.dice, self.colours if mode.coloured else None)

    # -- totals -----------------------------------------------------------

    def section_total(self, player, section):
        mode = self.mode
        base = self._base(player)
        total = 0
        for b in range(mode.box_count):
            value = self.boxes[base + b]
            if value != EMPTY and mode.sections[b] == section:
                total += value
        return total

    def upper_bonus(self, player):
        return self.mode.bonus(UPPER, self.section_total(player, UPPER))

    def colour_bonus(self, player):
        return self.mode.bonus(COLOURS, self.section_total(player, COLOURS))

    def bonus_goal(self, player, section):
        """The next bonus threshold the player's section has still to reach, or 0."""
        return self.mode.bonus_goal(section, self.section_total(player, section))

    def subtotal_goal(self, player, section):
        """The threshold the section's subtotal is shown against (Mode.card_rows): the
        next one still to reach; past the last, the highest."""
        return self.bonus_goal(player, section) or self.mode.bonus_tiers(section)[0][0]

    def yahtzee_bonus(self, player):
        return YAHTZEE_BONUS * self.bonus_yahtzees[player]

    def total(self, player):
        base = self._base(player)
        total = self.upper_bonus(player) + self.colour_bonus(player) + self.yahtzee_bonus(player)
        for b in range(self.mode.box_count):
            value = self.boxes[base + b]
            if value != EMPTY:
                total += value
        return total

    def winners_mask(self):
        """Bit p set for each player holding the highest total (ties share)."""
        best = -1
        mask = 0
        for p in range(self.players):
            t = self.total(p)
            if t > best:
                best = t
                mask = 1 << p
            elif t == best:
                mask |= 1 << p
        return mask


# The section a Joker rule admits (JOKER_UPPER, JOKER_FREE: decided apart).
_JOKER_SECTION = bytes((0xFF, 0xFF, LOWER, COLOURS, UPPER, 0xFF))

