"""A solo high-score table's rules: what it is asked (its top, a score's place) and told
(an entry). The table is data alone (yahtzee_core.highscore_table.HighScores); these are
imported by the screens that show or change it (the end of a game, the high scores, a
game's finish), which forget them with themselves: play carries none of their code. The
ranks a score earns: yahtzee_core.ranks.
"""

from .highscore_table import TABLE_SIZE


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
