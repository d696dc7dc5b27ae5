"""The Controls screen's words: what each of the board's buttons does, in play
and in menus, in lines that fit the screen.

A board hands its keys and gestures over as rows (Hardware.controls: label,
short event, long event, kind, as its KeyMap's); the words for each logical
event are here. Imported when the Controls screen is drawn and forgotten
after (yahtzee_app.lists): play never carries them.
"""

from . import events as ev
from .keys import SHAKES

# What each event does in play, by event number.
_PLAY = (
    "", "roll the dice", "hold or free the die at the cursor", "", "", "", "", "",
    "hold or free the Power die", "dice cursor left", "dice cursor right",
    "up the scorecard", "down the scorecard", "score the highlighted box",
    "pause: hint, undo, help line, save, quit", "a hint: what an expert would do",
    "undo a Double's first box", "the box help line on or off", "hurry the computer",
    "", "roll, when the shaking stops", "",
    "score the highlighted box: once to ask, again to score",
)
# ... and in menus (nothing said: it does nothing there).
_MENUS = {
    ev.ROLL: "choose", ev.ENTER: "choose", ev.UP: "previous", ev.LEFT: "previous",
    ev.DOWN: "next", ev.RIGHT: "next", ev.MENU: "back",
}
_ROLL_KEY = "roll the dice: they tumble while it is held, land when let go"
_SEATS = "; seat screen: change seat %d"


def entries(rows):
    """[(button, what it does)] for the board's rows; a run of HOLD1, HOLD2...
    keys is one entry."""
    out = []
    index = 0
    while index < len(rows):
        label, short, long_, kind = rows[index][:4]
        if short == ev.HOLD1 and not long_:
            last = index
            while (last + 1 < len(rows) and rows[last + 1][1] == rows[last][1] + 1
                   and not rows[last + 1][2]):
                last += 1
            if last > index:
                count = rows[last][1] - ev.HOLD1 + 1
                words = "hold or free die 1-%d" % min(count, 5)
                if count == 6:
                    words += " (6: the Power die)"
                out.append((label + "-" + rows[last][0].split()[-1],
                            words + "; seat screen: change seats 1-4"))
                index = last + 1
                continue
        out.append((label, _words(short, kind)))
        if long_:
            out.append(("hold " + label, _words(long_, 0)))
        index += 1
    return out


def _words(event, kind):
    if kind == SHAKES:
        said = _ROLL_KEY
    elif ev.HOLD1 <= event < ev.HOLD6:
        said = "hold or free die %d" % (event - ev.HOLD1 + 1)
    else:
        said = _PLAY[event]
    menus = _MENUS.get(event)
    if menus:
        said += "; menus: " + menus
    if ev.HOLD1 <= event < ev.HOLD5:
        said += _SEATS % (event - ev.HOLD1 + 1)
    return said


def lines(rows, room):
    """The entries as lines of at most `room` characters: the buttons in a
    column of their own, as wide as the short names need (up to a third of the
    line), what each does wrapped beside it; a longer name on a line of its
    own, what it does under it. Every line padded to the longest, so that the
    centred block lines up on the left."""
    pairs = entries(rows)
    column = 0
    for button, _ in pairs:
        if len(button) <= room // 3:
            column = max(column, len(button))
    indent = column + 1 if column else 2
    out = []
    for button, words in pairs:
        if column and len(button) <= column:
            _wrap(out, button + " " * (indent - len(button)), words, room, indent)
        else:
            out.append(button[:room])
            _wrap(out, " " * indent, words, room, indent)
    longest = 0
    for line in out:
        longest = max(longest, len(line))
    return [line + " " * (longest - len(line)) for line in out]


def _wrap(out, first, words, room, indent):
    line = first
    fresh = True          # nothing after the indent yet
    for word in words.split():
        if not fresh and len(line) + 1 + len(word) > room:
            out.append(line)
            line = " " * indent
            fresh = True
        line = line + word if fresh else line + " " + word
        fresh = False
    out.append(line[:room])
