"""Solo high-score tables (one per mode); the ranks they earn: yahtzee_core.ranks."""

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

    def top(self, mode_index):
        start = mode_index * TABLE_SIZE
        return [s for s in self.scores[start:start + TABLE_SIZE] if s]

    def initials_of(self, mode_index, place):
        """The initials of an entry as text ('   ' when none were entered)."""
        at = 3 * (mode_index * TABLE_SIZE + place)
        letters = self.initials[at:at + 3]
        return str(letters, "ascii") if letters[0] else "   "

    def best(self, mode_index):
        return self.scores[mode_index * TABLE_SIZE]

    def qualifies(self, mode_index, score):
        return score > 0 and score > self.scores[mode_index * TABLE_SIZE + TABLE_SIZE - 1]

    def place(self, mode_index, score):
        """The place (0 = best) a score would take, or -1 if it misses."""
        if not self.qualifies(mode_index, score):
            return -1
        start = mode_index * TABLE_SIZE
        place = TABLE_SIZE - 1
        while place > 0 and self.scores[start + place - 1] < score:
            place -= 1
        return place

    def insert(self, mode_index, score, initials=None):
        """Enter a score (with `initials`, 3 bytes, or none); returns its place
        (0 = best) or -1 if it missed."""
        place = self.place(mode_index, score)
        if place < 0:
            return -1
        start = mode_index * TABLE_SIZE
        for i in range(TABLE_SIZE - 1, place, -1):
            self.scores[start + i] = self.scores[start + i - 1]
            self.initials[3 * (start + i):3 * (start + i) + 3] = \
                self.initials[3 * (start + i - 1):3 * (start + i)]
        self.scores[start + place] = min(score, 0xFFFF)
        self.initials[3 * (start + place):3 * (start + place) + 3] = initials or b"\0\0\0"
        return place

    def clear(self):
        for i in range(len(self.scores)):
            self.scores[i] = 0
        for i in range(len(self.initials)):
            self.initials[i] = 0
