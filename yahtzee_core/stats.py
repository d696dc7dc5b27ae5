"""Statistics of a person's solo games, per mode: one array of small ints.

    stats[mode * FIELDS + field]

Fields: games played, points in all (the mean is points // games), the best
score, YAHTZEEs rolled (a hand of five alike when the turn was scored), and
the games that earned each bonus: the upper bonus, the colour bonus
(Painted), and bonus YAHTZEEs (Classic, Painted: each one counts).
Saved by yahtzee_core.save_tables, read back by yahtzee_core.load.
"""

from array import array

from ._compat import const

GAMES = const(0)
POINTS = const(1)
BEST = const(2)
_YAHTZEES = const(3)
_UPPER_BONUSES = const(4)
_COLOUR_BONUSES = const(5)
YAHTZEE_BONUSES = const(6)
FIELDS = const(7)
MODE_COUNT = const(3)
# The most each field's bytes in the record hold; POINTS stays a small int.
LIMITS = (0xFFFF, 0x3FFFFFFF, 0xFFFF, 0xFFFF, 0xFFFF, 0xFFFF, 0xFFFF)
WIDTHS = (2, 4, 2, 2, 2, 2, 2)


def blank():
    return array("l", [0] * (MODE_COUNT * FIELDS))


def add(stats, game, yahtzees):
    """Count a finished solo game (player 1's) and the YAHTZEEs rolled in it."""
    base = game.mode.index * FIELDS
    total = game.total(0)
    gains = (1, total, 0, yahtzees, game.upper_bonus(0) > 0, game.colour_bonus(0) > 0,
             game.bonus_yahtzees[0])
    for field in range(FIELDS):
        if field == BEST:
            value = max(stats[base + BEST], total)
        else:
            value = stats[base + field] + int(gains[field])
        stats[base + field] = min(value, LIMITS[field])


def mean(stats, mode_index):
    games = stats[mode_index * FIELDS + GAMES]
    return (stats[mode_index * FIELDS + POINTS] + games // 2) // games if games else 0
