"""The three modes as tables: one row a box, bonuses and flags a mode.

Box keys are public (transcripts, saves, tests, screens). Adding a box is
adding a row. In POWER the paired boxes (`three_kind_1`, `three_kind_2`...)
form a group that the player picks by its kind (`three_kind`); the game
decides which box of the group fills.

A mode's rows live in a module of their own (boxes_classic, boxes_painted,
boxes_power), read when the mode is first asked for (`mode(index)`,
`MODES[index]`, `mode_named(name)`) and then let go: a board keeps only the
modes it plays, not the other two's words and tables.
"""

from ._compat import borrowed, const
from .hand import NUMBER

UPPER = const(0)
LOWER = const(1)
COLOURS = const(2)
# Mode.card_rows: a row that is a section's total, not a box (the app's play_view and cards
# keep a private copy: a public name is one more in a board's string pool)
_CARD_TOTAL = const(0x80)

# The colours by letter, as the dice show them (a transcript writes them small: b r p g y)
COLOUR_LETTERS = "BRPGY"

# Power die faces as stored: 1, 2, 3 are themselves; then Freeze, Double, Power.
FREEZE = const(4)
DOUBLE = const(5)
POWER = const(6)
POWER_FACE_LETTERS = "123FDP"
MULTIPLIER = b"\x00\x01\x02\x03\x01\x02\x03"  # by stored face

# A box table's row (yahtzee_core.boxes_*: ROWS), its columns by name: the box's key, its
# label on the card, its section, its kind of scoring (yahtzee_core.hand) and the kind's
# parameter (the number added, the count alike, the run's length), its fixed value (0: the
# dice's sum), its help line, and (POWER's YAHTZEE boxes) whether a zero fills it last.
_KEY = const(0)
_LABEL = const(1)
_SECTION = const(2)
_KIND = const(3)
_PARAM = const(4)
_VALUE = const(5)
_HELP = const(6)
_ZERO_LAST = const(7)

class Mode:
    """One mode's table. Built once at import; read-only afterwards."""

    def __init__(self, index, name, rows, upper_bonus, colour_bonus,
                 joker, coloured, power_die, ends_at_first_full):
        self.index = index
        self.name = name
        self.keys = tuple(r[_KEY] for r in rows)
        self.labels = tuple(r[_LABEL] for r in rows)
        self.sections = bytes(r[_SECTION] for r in rows)
        self.kinds = bytes(r[_KIND] for r in rows)
        self.params = bytes(r[_PARAM] for r in rows)
        self.values = bytes(r[_VALUE] for r in rows)
        self.helps = tuple(r[_HELP] for r in rows)
        # Zero-fills-last (POWER's YAHTZEE boxes: a zero takes the 3rd first).
        self.zero_last = bytes(1 if len(r) > _ZERO_LAST and r[_ZERO_LAST] else 0 for r in rows)
        self.box_count = len(rows)
        # group[b]: the first box of b's group (b itself when unpaired).
        group = bytearray(self.box_count)
        self.group_keys = {}
        for b, key in enumerate(self.keys):
            # (slices, not key[-1]: a character read out of a str is a string the heap's
            # string pool keeps for good, a slice a passing one)
            stem = key[:-2] if key[-2:-1] == "_" and key[-1:].isdigit() else key
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
        # upper_for_number[n]: the upper box that adds the n's (the Joker's first choice)
        upper = bytearray(7)
        for b in range(self.box_count):
            if self.sections[b] == UPPER and self.kinds[b] == NUMBER:
                upper[self.params[b]] = b
        self.upper_for_number = bytes(upper)
        # The most a box can hold (a sanity bound for saves).
        top = 3 if power_die else 1
        self.max_score = bytes(
            top * (r[_VALUE] if r[_VALUE] else (5 * r[_PARAM] if r[_KIND] == NUMBER else 30))
            for r in rows)

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

    def card_rows(self):
        """The scorecard's rows, in order: every box; under each section with a bonus, its
        subtotal (_CARD_TOTAL | section); where the mode has them, the bonus YAHTZEEs last
        (_CARD_TOTAL | 3)."""
        rows = bytearray()
        count = self.box_count
        for b in range(count):
            rows.append(b)
            section = self.sections[b]
            if (b == count - 1 or self.sections[b + 1] != section) and self.bonus_tiers(section):
                rows.append(_CARD_TOTAL | section)
        if self.joker:
            rows.append(_CARD_TOTAL | 3)
        return rows


MODE_NAMES = ("classic", "painted", "power")
# The score each rank needs, four a mode (Classic, Painted, POWER), highest title
# first (yahtzee_core.ranks.RANK_NAMES): Classic's are seed 003's; the others
# are fitted so the same share of Expert games reaches each title as in Classic
# (tools/data/ranks.py). One flat tuple: this table is in every board's heap.
RANK_THRESHOLDS = (
    400, 300, 200, 100,
    540, 450, 310, 170,
    1300, 1180, 810, 420,
)
_BUILT = [None, None, None]


def mode(index):
    """The Mode of index 0 (Classic), 1 (Painted) or 2 (POWER), built on first use."""
    built = _BUILT[index]
    if built is None:
        with borrowed("yahtzee_core.boxes_"):     # the rows are the Mode's: their code goes
            table = __import__("yahtzee_core.boxes_" + MODE_NAMES[index], None, None, ("ROWS",))
            joker, coloured, power_die, ends_at_first_full = table.FLAGS
            built = Mode(index, MODE_NAMES[index], table.ROWS, table.UPPER_BONUS,
                         table.COLOUR_BONUS, joker=joker, coloured=coloured,
                         power_die=power_die, ends_at_first_full=ends_at_first_full)
        _BUILT[index] = built
    return built


class _Modes:
    """MODES[index]: the modes, each built when first asked for."""

    def __len__(self):
        return 3

    def __getitem__(self, index):
        if not 0 <= index < 3:
            raise IndexError("no mode %d" % index)
        return mode(index)

    def __iter__(self):
        for index in range(3):
            yield mode(index)


MODES = _Modes()
_NAMED = {"CLASSIC": 0, "PAINTED": 1, "POWER_MODE": 2}


def __getattr__(name):
    """CLASSIC, PAINTED, POWER_MODE: the modes by name, built when first asked for."""
    if name in _NAMED:
        return mode(_NAMED[name])
    raise AttributeError(name)


def mode_named(name):
    if name in MODE_NAMES:
        return mode(MODE_NAMES.index(name))
    raise KeyError("unknown mode %r (classic, painted or power)" % (name,))
