"""The play screen's view, built once when play loads: its dice, marks, texts and
rows (yahtzee_app.play_view draws them). Imported by PlayView() and forgotten after:
this code runs once a game.
"""

from array import array

import displayio
from micropython import const

from yahtzee_core.modes import POWER_FACE_LETTERS
from . import words
from .text import Text, LEFT, CENTRE, RIGHT
from .widgets import box

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
    # Every field the view has, set here: one first set in a frame grew its table there, a
    # piece of 296 B a full heap did not always have (the frozen firmware's Classic game)
    view.order = ()             # the card's rows, by the game's mode (update)
    view.standings = ""         # everyone's totals, where the header has no room (update)
    # What was drawn last (small ints): what a press leaves as it was is not drawn again.
    view._game = None
    view._dice_drawn = -1
    view._turn_drawn = -1
    view._info_drawn = -1
    view._shuffle = 1           # the tumbling faces' pseudo-random state, 1..65536
    g = view.group
    if not lay.compact:
        box(g, 0, 0, lay.width, lay.header_h, theme.panel)
    header = lay.chars(lay.header_scale)
    unit = lay.header_scale
    layer, y = _layer(g, unit, lay.header_y + 1)
    view.who = Text(layer, lay.margin // unit, y, theme.text, header)
    view.total = Text(layer, (lay.width - lay.margin) // unit, y, theme.accent, 8, 1, RIGHT)
    view.dice = []
    view.letters = []
    count = app.game.mode.dice_count if app.game is not None else 6
    # Under each die its held bar (the OLED inverts a held die instead).
    view.held_row = None if lay.monochrome else _bars(
        g, lay, count, lay.mark_y, lay.mark_h, theme.accent)
    for i in range(6):
        tile = art.tile(0, lay.dice_y)
        g.append(tile)
        view.dice.append(tile)
        if lay.monochrome and i < 5:
            # the OLED shows a Painted die's colour as a letter under it
            view.letters.append(Text(g, 0, lay.mark_y + lay.mark_h, theme.text, 1))
    # On a colour screen a Painted die's colour is also its letter, on the die
    # (yahtzee_app.dice_art), for a player who cannot tell red from green. Only in a
    # Painted game: a play screen is built for one game.
    view.letter_row = None
    if not lay.monochrome and app.game is not None and app.game.mode.coloured:
        sheet = art.letters
        cell = sheet.width // 6
        view.letter_row = displayio.TileGrid(
            sheet, pixel_shader=art.letter_inks, width=5 * (lay.die + lay.dice_gap(5)) // cell,
            height=1, tile_width=cell, tile_height=sheet.height, x=lay.dice_x(5) + art.letter_x,
            y=lay.dice_y + art.letter_y)
        g.append(view.letter_row)
    view.power_face = Text(g, 0, 0, theme.power_text, 3, lay.power_scale,
                           CENTRE)
    # The Power die's faces in the words its face has room for (by face - 1)
    view.power_texts = (words.POWER_LONG if lay.power_long else
                        words.POWER_BIG if lay.power_scale > 1 else POWER_FACE_LETTERS)
    # Each face the Power die can show, drawn once now: a short text's characters are
    # interned as they are first drawn, and a roll's frames must allocate nothing.
    for text in view.power_texts:
        view.power_face.set(text)
    view.power_face.set("")
    cursor_h = lay.mark_h if lay.compact else 2
    cursor_y = lay.mark_y if lay.compact else lay.dice_y - 3
    view.die_cursor = box(g, 0, cursor_y, lay.die, cursor_h, theme.text)
    # A HINT's suggested keep: a bar where the dice cursor goes, in its own colour.
    view.hint_row = _bars(g, lay, count, cursor_y, cursor_h, theme.hint)
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
    unit = lay.row_scale
    rows, top = _layer(g, unit, lay.list_y + (lay.row_h - lay.text_h(unit)) // 2)
    for r in range(lay.rows):
        y = top + r * lay.row_h // unit
        view.names.append(Text(rows, lay.margin // unit, y, theme.text, lay.name_chars))
        view.values.append(Text(rows, (lay.width - lay.margin) // unit, y, theme.value, 4,
                                1, RIGHT))



def _layer(group, scale, y):
    """Where texts at `scale` go, and the y they take there: above 1, one layer at that
    scale for all of them (a group apiece would cost 120 bytes a text), whose places are
    in its units."""
    if scale == 1:
        return group, y
    layer = displayio.Group(scale=scale, y=y)
    group.append(layer)
    return layer, 0


def _bars(group, lay, count, y, height, colour):
    """A bar of a die's width at each of `count` dice, as one TileGrid: a cell a
    die (the dice's pitch), tile 1 the bar and tile 0 blank (a rectangle apiece
    would cost 100 bytes a die)."""
    step = lay.die + lay.dice_gap(count)
    sheet = displayio.Bitmap(2 * step, height, 2)
    for x in range(step, step + lay.die):
        for row in range(height):
            sheet[x, row] = 1
    grid = displayio.TileGrid(sheet, pixel_shader=Text.inks(colour), width=count, height=1,
                              tile_width=step, tile_height=height, x=lay.dice_x(count), y=y)
    group.append(grid)
    return grid
