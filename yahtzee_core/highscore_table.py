"""The solo high-score tables as data: what the saves keep from start-up on.

Their rules (a table's top, a score's place, an entry) are yahtzee_core.highscores'
functions, imported by the screens that show or change a table (the end of a game, the
high scores, a game's finish), which forget them with themselves. A function holds its
module, so the code play keeps of the table is this module's alone: a class of fields.
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
