"""The Stats screen: a person's solo games of each mode, from the title.

Any direction changes the mode (as on the high scores); ENTER, ROLL or MENU go
back. Every figure fits one page: a line each, and on the OLED two columns
of short words. The figures are yahtzee_core.stats', kept in the NVM with
the high scores; loaded when shown, never in play.
"""

from micropython import const
from yahtzee_core.stats import FIELDS, GAMES, POINTS, mean

from . import events as ev
from . import states as st
from . import menu_words, words
from .list_view import load, unload, enter, tick  # noqa: F401 (the screen protocol's hooks)

STATES = (st.STATS,)
# The fields each mode has (by mode index): no colour bonus outside Painted, no
# bonus YAHTZEEs in POWER.
_SHOWN = ((0, 1, 2, 3, 4, 6), (0, 1, 2, 3, 4, 5, 6), (0, 1, 2, 3, 4))
_WIDE = const(19)        # a line: label and value
_NARROW = const(9)       # an OLED column
_DIRECTIONS = (ev.LEFT, ev.RIGHT, ev.UP, ev.DOWN)


def handle(app, event):
    if event in _DIRECTIONS:
        step = 1 if event == ev.RIGHT or event == ev.DOWN else -1
        app.scene.cursor = (app.scene.cursor + step) % 3
    elif event == ev.ENTER or event == ev.ROLL or event == ev.MENU:
        app.go(st.TITLE)


def _line(label, value, width):
    value = str(value)
    return label + " " * max(1, width - len(label) - len(value)) + value


def lines(stats, mode, compact, room=_WIDE):
    """The screen's lines for `mode`: 'label   value', one a field (the OLED: two),
    at most `room` characters."""
    if stats is None or not stats[mode * FIELDS + GAMES]:
        return [menu_words.NO_STATS]
    cells = []
    for field in _SHOWN[mode]:
        value = mean(stats, mode) if field == POINTS else stats[mode * FIELDS + field]
        if compact:
            cells.append(_line(menu_words.STAT_SHORT[field], value, _NARROW))
        else:
            cells.append(_line(menu_words.STAT_LABELS[field], value, min(room, _WIDE)))
    if not compact:
        return cells
    half = (len(cells) + 1) // 2
    return [cells[i] + " " + (cells[i + half] if i + half < len(cells) else "")
            for i in range(half)]


def render(app):
    mode = app.scene.cursor     # the mode shown (go's cursor)
    compact = app.layout.compact
    title = menu_words.STATS_OF % words.MODE_TITLES[mode]
    shown = lines(app.saves.stats, mode, compact, app.scene.room())
    app.scene.show(title, "", shown, -1, "")
