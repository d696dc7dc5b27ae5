"""Solo high-score tables (one per mode) and seed 003's ranks."""

from array import array

from ._compat import const

TABLE_SIZE = const(5)
MODE_COUNT = const(3)

# (threshold, name), highest first: seed 003's "WHAT'S YOUR HIGH SCORE?"
RANKS = (
    (400, "YAHTZEE Master"),
    (300, "Superstar Roller"),
    (200, "Hot Roller"),
    (100, "Smooth Roller"),
)


def rank_name(score):
    """The rank a score earns, or '' below 100."""
    for threshold, name in RANKS:
        if score >= threshold:
            return name
    return ""


class HighScores:
    """The best TABLE_SIZE solo scores of each mode, highest first (0 = none),
    plus one opaque byte of app settings that is saved with them."""

    def __init__(self):
        self.scores = array("H", [0] * (MODE_COUNT * TABLE_SIZE))
        self.settings = 0

    def top(self, mode_index):
        start = mode_index * TABLE_SIZE
        return [s for s in self.scores[start:start + TABLE_SIZE] if s]

    def best(self, mode_index):
        return self.scores[mode_index * TABLE_SIZE]

    def qualifies(self, mode_index, score):
        return score > 0 and score > self.scores[mode_index * TABLE_SIZE + TABLE_SIZE - 1]

    def insert(self, mode_index, score):
        """Enter a solo score; returns its place (0 = best) or -1 if it missed."""
        if not self.qualifies(mode_index, score):
            return -1
        start = mode_index * TABLE_SIZE
        place = TABLE_SIZE - 1
        while place > 0 and self.scores[start + place - 1] < score:
            self.scores[start + place] = self.scores[start + place - 1]
            place -= 1
        self.scores[start + place] = min(score, 0xFFFF)
        return place

    def clear(self):
        for i in range(len(self.scores)):
            self.scores[i] = 0
