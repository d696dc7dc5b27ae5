"""Solo high-score tables (one per mode); the ranks they earn: yahtzee_core.ranks.

A table is data alone (HighScores), which the saves keep from start-up on; what
it is asked (its top, a score's place) and told (an entry) are this module's
functions, imported by the screens that show or change it (the end of a game, the
high scores), which forget them with themselves: play carries none of their code.
"""

from array import array

from ._compat import const

TABLE_SIZE = const(5)
MODE_COUNT = const(3)


class HighScores:
    """The best TABLE_SIZE scores of each mode, highest first (0 = none): a solo
    player's with three initials (ASCII; 0 0 0 when none were entered), a game of
    several's people as "P1 ".."P4 " (yahtzee_app.storage_menus.finish); the
    initials entered last (the next entry's default), and one opaque byte of
    app settings that is saved beside them."""

    def __init__(self):
        self.scores = array("H", [0] * (MODE_COUNT * TABLE_SIZE))
        self.initials = bytearray(3 * MODE_COUNT * TABLE_SIZE)
        self.last = bytearray(b"AAA")
        self.settings = 0


def top(table, mode_index):
    start = mode_index * TABLE_SIZE
    return [s for s in table.scores[start:start + TABLE_SIZE] if s]


def initials_of(table, mode_index, place):
    """The initials of an entry as text ('   ' when none were entered)."""
    at = 3 * (mode_index * TABLE_SIZE + place)
    letters = table.initials[at:at + 3]
    return str(letters, "ascii") if letters[0] else "   "


def best(table, mode_index):
    return table.scores[mode_index * TABLE_SIZE]


def place(table, mode_index, score):
    """The place (0 = best) a score would take, or -1 if it misses."""
    start = mode_index * TABLE_SIZE
    if score <= 0 or score <= table.scores[start + TABLE_SIZE - 1]:
        return -1
    at = TABLE_SIZE - 1
    while at > 0 and table.scores[start + at - 1] < score:
        at -= 1
    return at


def insert(table, mode_index, score, initials=None):
    """Enter a score (with `initials`, 3 bytes, or none); returns its place
    (0 = best) or -1 if it missed."""
    at = place(table, mode_index, score)
    if at < 0:
        return -1
    start = mode_index * TABLE_SIZE
    scores = table.scores
    names = table.initials
    for i in range(TABLE_SIZE - 1, at, -1):
        scores[start + i] = scores[start + i - 1]
        names[3 * (start + i):3 * (start + i) + 3] = names[3 * (start + i - 1):3 * (start + i)]
    scores[start + at] = min(score, 0xFFFF)
    names[3 * (start + at):3 * (start + at) + 3] = initials or b"\0\0\0"
    return at
