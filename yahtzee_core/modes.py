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

class Mode:
    """One mode's table, made once from its rows (yahtzee_core.boxes_shared.made: its code
    leaves the heap with them) and read-only afterwards. Its fields, besides `index` and
    `name`: per box, `keys`, `labels`, `sections`, `kinds` and `params` (its scoring:
    yahtzee_core.hand), `values` (fixed points; 0: the dice's sum), `helps`, `zero_last`
    (POWER's YAHTZEE boxes: a zero takes the 3rd first), `group` (its group's first box:
    itself when unpaired), `group_size` and `max_score`; `group_keys` (a paired kind's
    first box), `upper_for_number` (the upper box of each number), `box_count`,
    `dice_count`, `yahtzee_box` (-1: none); the bonuses' tiers `upper_bonus` and
    `colour_bonus` ((threshold, bonus), ... highest first); the flags `joker` (the bonus
    YAHTZEEs and the Joker rules), `coloured`, `power_die` and `ends_at_first_full`."""

    def __init__(self, index, name, made):
        self.index = index
        self.name = name
        for key in made:
            setattr(self, key, made[key])

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
        with borrowed("yahtzee_core.boxes_"):     # the rows and their reader go
            from .boxes_shared import made
            table = __import__("yahtzee_core.boxes_" + MODE_NAMES[index], None, None, ("ROWS",))
            built = Mode(index, MODE_NAMES[index], made(table))
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
