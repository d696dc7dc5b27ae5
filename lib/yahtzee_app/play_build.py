"""The play screen's view, built once when play loads: its dice, marks, texts and
rows (yahtzee_app.play_view draws them). Imported by PlayView() and forgotten after:
this code runs once a game.
"""

from array import array

import displayio
from micropython import const

from .text import Text, LEFT, CENTRE, RIGHT
from .widgets import box, show

_MAX_BOXES = const(21)     # a POWER card's boxes, the most a mode has


def build(view, app):
    lay = view.layout = app.layout
    theme = view.theme = app.theme
    art = view.art = app.art
    view.group = displayio.Group()
    view.preview = array("h", [0] * _MAX_BOXES)
    view.top = 0
    view.dice_cursor = -1       # as last drawn, so that a roll's frames can redraw the dice
    view.hint_mask = 0
    # What was drawn last (small ints): what a press leaves as it was is not drawn again.
    view._game = None
    view._dice_drawn = -1
    view._turn_drawn = -1
    view._rows_drawn = -1
    view._shuffle = 1           # the tumbling faces' pseudo-random state, 1..65536
    g = view.group
    if not lay.compact:
        box(g, 0, 0, lay.width, lay.header_h, theme.panel)
    header = lay.chars(lay.header_scale)
    view.who = Text(g, lay.margin, lay.header_y + 1, theme.text, header,
                    lay.header_scale)
    view.total = Text(g, lay.width - lay.margin, lay.header_y + 1,
                      theme.accent, 8, lay.header_scale, RIGHT)
    view.dice = []
    view.marks = []
    view.letters = []
    for i in range(6):
        tile = art.tile(0, lay.dice_y)
        g.append(tile)
        view.dice.append(tile)
        view.marks.append(box(g, 0, lay.mark_y, lay.die, lay.mark_h, theme.accent))
        if lay.monochrome and i < 5:
            # the OLED shows a Painted die's colour as a letter under it
            view.letters.append(Text(g, 0, lay.mark_y + lay.mark_h, theme.text, 1))
    view.power_face = Text(g, 0, 0, theme.power_text, 3, lay.power_scale,
                           CENTRE)
    # Each face the Power die can show, drawn once now: a short text's characters are
    # interned as they are first drawn, and a roll's frames must allocate nothing.
    for face in range(1, 7):
        view.power_face.set(view._power_text(face))
    view.power_face.set("")
    cursor_h = lay.mark_h if lay.compact else 2
    cursor_y = lay.mark_y if lay.compact else lay.dice_y - 3
    view.die_cursor = box(g, 0, cursor_y, lay.die, cursor_h, theme.text)
    # A HINT's suggested keep: a bar where the dice cursor goes, in its own colour.
    view.hint_marks = []
    for i in range(6):
        mark = box(g, 0, cursor_y, lay.die, cursor_h, theme.hint)
        show(mark, False)
        view.hint_marks.append(mark)
    anchor = CENTRE
    x = lay.width // 2
    if lay.compact:
        anchor = LEFT
        x = lay.margin
    view.info = Text(g, x, lay.info_y, theme.text,
                     lay.chars(lay.info_scale, lay.width), lay.info_scale, anchor)
    view.help = Text(g, x, lay.help_y, theme.help_text,
                     lay.chars(lay.help_scale, lay.width), lay.help_scale, anchor)
    view.bar = box(g, 0, lay.list_y, lay.width, lay.row_h, theme.bar)
    view.names = []
    view.values = []
    text_y = (lay.row_h - lay.text_h(lay.row_scale)) // 2
    for r in range(lay.rows):
        y = lay.list_y + r * lay.row_h + text_y
        view.names.append(Text(g, lay.margin, y, theme.text, lay.name_chars,
                               lay.row_scale))
        view.values.append(Text(g, lay.width - lay.margin, y, theme.value, 4,
                                lay.row_scale, RIGHT))

