"""The three modes as tables: one row a box, bonuses and flags a mode.

Box keys are public (transcripts, saves, tests, screens). Adding a box is
adding a row. In POWER the paired boxes (`three_kind_1`, `three_kind_2`...)
form a group that the player picks by its kind (`three_kind`); the game
decides which box of the group fills.
"""

from ._compat import const
from .hand import (
    NUMBER, COLOUR, N_KIND, N_COLOUR, FULL_HOUSE, PAINTED_HOUSE, STRAIGHT,
    RAINBOW, FLUSH, YAHTZEE, CHANCE, CHOICE, TWO_PAIRS,
)

UPPER = const(0)
LOWER = const(1)
COLOURS = const(2)

COLOUR_NAMES = ("blue", "red", "purple", "green", "yellow")
COLOUR_LETTERS = "brpgy"

# Power die faces as stored: 1, 2, 3 are themselves; then Freeze, Double, Power.
FREEZE = const(4)
DOUBLE = const(5)
POWER = const(6)
POWER_FACE_LETTERS = "123FDP"
POWER_FACE_NAMES = ("1", "2", "3", "Freeze", "Double", "Power")
MULTIPLIER = b"\x00\x01\x02\x03\x01\x02\x03"  # by stored face

_UPPER_ROWS = (
    ("aces", "Aces", UPPER, NUMBER, 1, 0, "Add only the 1s"),
    ("twos", "Twos", UPPER, NUMBER, 2, 0, "Add only the 2s"),
    ("threes", "Threes", UPPER, NUMBER, 3, 0, "Add only the 3s"),
    ("fours", "Fours", UPPER, NUMBER, 4, 0, "Add only the 4s"),
    ("fives", "Fives", UPPER, NUMBER, 5, 0, "Add only the 5s"),
    ("sixes", "Sixes", UPPER, NUMBER, 6, 0, "Add only the 6s"),
)
_COLOUR_ROWS = (
    ("blue", "Blue", COLOURS, COLOUR, 0, 0, "Add the blue dice"),
    ("red", "Red", COLOURS, COLOUR, 1, 0, "Add the red dice"),
    ("purple", "Purple", COLOURS, COLOUR, 2, 0, "Add the purple dice"),
    ("green", "Green", COLOURS, COLOUR, 3, 0, "Add the green dice"),
    ("yellow", "Yellow", COLOURS, COLOUR, 4, 0, "Add the yellow dice"),
)


class Mode:
    """One mode's table. Built once at import; read-only afterwards."""

    def __init__(self, index, name, rows, upper_bonus, colour_bonus,
                 joker, coloured, power_die, ends_at_first_full):
        self.index = index
        self.name = name
        self.keys = tuple(r[0] for r in rows)
        self.labels = tuple(r[1] for r in rows)
        self.sections = bytes(r[2] for r in rows)
        self.kinds = bytes(r[3] for r in rows)
        self.params = bytes(r[4] for r in rows)
        self.values = bytes(r[5] for r in rows)
        self.helps = tuple(r[6] for r in rows)
        # Zero-fills-last (POWER's YAHTZEE boxes: a zero takes the 3rd first).
        self.zero_last = bytes(1 if len(r) > 7 and r[7] else 0 for r in rows)
        self.box_count = len(rows)
        # group[b]: the first box of b's group (b itself when unpaired).
        group = bytearray(self.box_count)
        self.group_keys = {}
        for b, key in enumerate(self.keys):
            stem = key[:-2] if key[-2] == "_" and key[-1].isdigit() else key
            group[b] = self.group_keys.setdefault(stem, b)
        self.group = bytes(group)
        size = bytearray(self.box_count)
        for b in range(self.box_count):
            size[group[b]] += 1
        self.group_size = bytes(size[group[b]] for b in range(self.box_count))
        self.upper_bonus = upper_bonus      # ((threshold, bonus), ...) highest first
        self.colour_bonus = colour_bonus
        self.joker = joker                  # YAHTZEE bonus and Joker rules apply
        self.coloured = coloured
        self.power_die = power_die
        self.dice_count = 6 if power_die else 5
        self.ends_at_first_full = ends_at_first_full
        self.yahtzee_box = self.keys.index("yahtzee") if joker else -1
        self.upper_for_number = bytes(
            [0] + [self.keys.index(r[0]) for r in _UPPER_ROWS])
        # The most a box can hold (a sanity bound for saves).
        top = 3 if power_die else 1
        self.max_score = bytes(
            top * (r[5] if r[5] else (5 * r[4] if r[3] == NUMBER else 30)) for r in rows)

    def box_index(self, key):
        """The box for a key; a paired kind names its group. Raises KeyError."""
        if key in self.group_keys:
            return self.group_keys[key]
        return self.keys.index(key) if key in self.keys else self._unknown(key)

    def _unknown(self, key):
        raise KeyError("unknown box %r for %s (boxes: %s)" % (
            key, self.name, " ".join(self.kind_keys())))

    def kind_keys(self):
        """The keys a player picks from: paired boxes by their kind."""
        out = []
        for b in range(self.box_count):
            if self.group[b] == b:
                out.append(self.keys[b] if self.group_size[b] == 1
                           else self.keys[b][:-2])
        return out

    def is_lower(self, box):
        return self.sections[box] == LOWER

    def bonus_tiers(self, section):
        """((threshold, bonus), ...) highest first, of a section (() for none)."""
        if section == UPPER:
            return self.upper_bonus
        return self.colour_bonus if section == COLOURS else ()

    def bonus(self, section, total):
        """The bonus a section's total earns: its highest tier reached, or 0."""
        tiers = self.bonus_tiers(section)
        for i in range(len(tiers)):
            if total >= tiers[i][0]:
                return tiers[i][1]
        return 0

    def bonus_goal(self, section, total):
        """The next threshold the section's total has still to reach, or 0."""
        tiers = self.bonus_tiers(section)
        goal = 0
        for i in range(len(tiers)):
            if total < tiers[i][0]:
                goal = tiers[i][0]
        return goal


CLASSIC = Mode(0, "classic", _UPPER_ROWS + (
    ("three_kind", "3 of a Kind", LOWER, N_KIND, 3, 0, "3 alike: add all dice"),
    ("four_kind", "4 of a Kind", LOWER, N_KIND, 4, 0, "4 alike: add all dice"),
    ("full_house", "Full House", LOWER, FULL_HOUSE, 0, 25, "3 + 2 alike: 25"),
    ("small_straight", "Sm Straight", LOWER, STRAIGHT, 4, 30, "4 in a row: 30"),
    ("large_straight", "Lg Straight", LOWER, STRAIGHT, 5, 40, "5 in a row: 40"),
    ("yahtzee", "YAHTZEE", LOWER, YAHTZEE, 0, 50, "5 alike: 50"),
    ("chance", "Chance", LOWER, CHANCE, 0, 0, "Add all dice"),
), ((63, 35),), (), True, False, False, False)

PAINTED = Mode(1, "painted", _UPPER_ROWS + (
    ("four_kind", "4 of a Kind", LOWER, N_KIND, 4, 0, "4 alike: add all dice"),
    ("four_color", "4 of a Color", LOWER, N_COLOUR, 4, 0, "4 one colour: add all"),
    ("full_house", "Full House", LOWER, FULL_HOUSE, 0, 25, "3 + 2 numbers: 25"),
    ("painted_house", "Painted House", LOWER, PAINTED_HOUSE, 0, 25, "3 + 2 colours: 25"),
    ("straight", "Straight", LOWER, STRAIGHT, 5, 40, "5 in a row: 40"),
    ("rainbow", "Rainbow", LOWER, RAINBOW, 0, 40, "5 colours: 40"),
    ("flush", "Flush", LOWER, FLUSH, 0, 45, "All one colour: 45"),
    ("yahtzee", "YAHTZEE", LOWER, YAHTZEE, 0, 50, "5 alike: 50"),
    ("chance", "Palette", LOWER, CHANCE, 0, 0, "Add all dice"),
) + _COLOUR_ROWS, ((63, 35),), ((63, 35),), True, True, False, False)

POWER_MODE = Mode(2, "power", _UPPER_ROWS + (
    ("choice", "Choice", UPPER, CHOICE, 0, 0, "Best one number: add"),
    ("two_pairs", "2 Pairs", LOWER, TWO_PAIRS, 0, 0, "2 pairs: add all dice"),
    ("three_kind_1", "3 of a Kind 1", LOWER, N_KIND, 3, 0, "3 alike: add all dice"),
    ("three_kind_2", "3 of a Kind 2", LOWER, N_KIND, 3, 0, "3 alike: add all dice"),
    ("four_kind_1", "4 of a Kind 1", LOWER, N_KIND, 4, 0, "4 alike: add all dice"),
    ("four_kind_2", "4 of a Kind 2", LOWER, N_KIND, 4, 0, "4 alike: add all dice"),
    ("small_straight_1", "Sm Straight 1", LOWER, STRAIGHT, 4, 30, "4 in a row: 30"),
    ("small_straight_2", "Sm Straight 2", LOWER, STRAIGHT, 4, 30, "4 in a row: 30"),
    ("large_straight_1", "Lg Straight 1", LOWER, STRAIGHT, 5, 40, "5 in a row: 40"),
    ("large_straight_2", "Lg Straight 2", LOWER, STRAIGHT, 5, 40, "5 in a row: 40"),
    ("full_house", "Full House", LOWER, FULL_HOUSE, 0, 25, "3 + 2 alike: 25"),
    ("chance", "Chance", LOWER, CHANCE, 0, 0, "Add all dice"),
    ("yahtzee_1", "YAHTZEE 1", LOWER, YAHTZEE, 0, 50, "5 alike: 50", 1),
    ("yahtzee_2", "YAHTZEE 2", LOWER, YAHTZEE, 0, 50, "5 alike: 50", 1),
    ("yahtzee_3", "YAHTZEE 3", LOWER, YAHTZEE, 0, 50, "5 alike: 50", 1),
), ((300, 200), (200, 100), (150, 50)), (), False, False, True, True)

MODES = (CLASSIC, PAINTED, POWER_MODE)


def mode_named(name):
    for mode in MODES:
        if mode.name == name:
            return mode
    raise KeyError("unknown mode %r (classic, painted or power)" % (name,))
