"""What every mode's box table shares: the upper section each opens with (a box for
each number), and the reading of a mode's rows into its table (made()). Read with the
mode's rows (boxes_classic, boxes_painted, boxes_power) as the mode is first asked for
(yahtzee_core.modes.mode), and let go with them: play carries none of this code (about
0.9 KB of .mpy, in the heap on a stock board)."""

from ._compat import const
from .hand import NUMBER

_UPPER = const(0)       # yahtzee_core.modes.UPPER (which imports this module: not back)

UPPER_ROWS = (
    ("aces", "Aces", _UPPER, NUMBER, 1, 0, "Add only the 1s"),
    ("twos", "Twos", _UPPER, NUMBER, 2, 0, "Add only the 2s"),
    ("threes", "Threes", _UPPER, NUMBER, 3, 0, "Add only the 3s"),
    ("fours", "Fours", _UPPER, NUMBER, 4, 0, "Add only the 4s"),
    ("fives", "Fives", _UPPER, NUMBER, 5, 0, "Add only the 5s"),
    ("sixes", "Sixes", _UPPER, NUMBER, 6, 0, "Add only the 6s"),
)

# A row's columns, by name: the box's key, its label on the card, its section, its kind of
# scoring (yahtzee_core.hand) and the kind's parameter (the number added, the count alike,
# the run's length), its fixed value (0: the dice's sum), its help line, and (POWER's
# YAHTZEE boxes) whether a zero fills it last
_KEY = const(0)
_LABEL = const(1)
_SECTION = const(2)
_KIND = const(3)
_PARAM = const(4)
_VALUE = const(5)
_HELP = const(6)
_ZERO_LAST = const(7)


def made(table):
    """The fields of a yahtzee_core.modes.Mode that a mode's rows and flags give, by name
    (`table`: a boxes_ module: ROWS and FLAGS, the bonuses' tiers)."""
    rows = table.ROWS
    joker, coloured, power_die, ends_at_first_full = table.FLAGS
    keys = tuple(r[_KEY] for r in rows)
    count = len(rows)
    # POWER's paired boxes (three_kind_1, three_kind_2...) form a group, named by its kind
    # and led by its first box
    group = bytearray(count)
    group_keys = {}
    for b, key in enumerate(keys):
        stem = key[:-2] if key[-2:-1] == "_" and key[-1:].isdigit() else key
        group[b] = group_keys.setdefault(stem, b)
    size = bytearray(count)
    for b in range(count):
        size[group[b]] += 1
    upper = bytearray(7)            # the upper box of each number
    for b, r in enumerate(rows):
        if r[_SECTION] == _UPPER and r[_KIND] == NUMBER:
            upper[r[_PARAM]] = b
    top = 3 if power_die else 1     # POWER's top multiplier
    return {
        "keys": keys,
        "labels": tuple(r[_LABEL] for r in rows),
        "sections": bytes(r[_SECTION] for r in rows),
        "kinds": bytes(r[_KIND] for r in rows),
        "params": bytes(r[_PARAM] for r in rows),
        "values": bytes(r[_VALUE] for r in rows),
        "helps": tuple(r[_HELP] for r in rows),
        "zero_last": bytes(1 if len(r) > _ZERO_LAST and r[_ZERO_LAST] else 0 for r in rows),
        "box_count": count,
        "group_keys": group_keys,
        "group": bytes(group),
        "group_size": bytes(size[group[b]] for b in range(count)),
        "upper_bonus": table.UPPER_BONUS,       # ((threshold, bonus), ...) highest first
        "colour_bonus": table.COLOUR_BONUS,
        "joker": joker,                         # YAHTZEE bonus and Joker rules apply
        "coloured": coloured,
        "power_die": power_die,
        "dice_count": 6 if power_die else 5,
        "ends_at_first_full": ends_at_first_full,
        "yahtzee_box": keys.index("yahtzee") if joker else -1,
        "upper_for_number": bytes(upper),
        "max_score": bytes(top * (r[_VALUE] if r[_VALUE] else
                                  (5 * r[_PARAM] if r[_KIND] == NUMBER else 30))
                           for r in rows),
    }
