"""The screen classes as a table, and the stacking that makes a Layout from a row.

Used once at start-up (yahtzee_app.app), then out of the heap: a new display
size is a new row of _TABLE.
"""

from .layout import FONT_H, FONT_W, Layout


# (width, height, monochrome): the sizes a row is made of, by name (_made's parameters: names
# its code holds anyway, so naming them here costs a board no heap)
_TABLE = (
    ((160, 128, False), dict(die=22, gap=5, margin=4, header_scale=1, info_scale=1,
                             help_scale=1, row_scale=1, row_pad=0, title_scale=2, item_pad=2,
                             title_dice=True, compact=False, spacing=1)),
    ((240, 240, False), dict(die=34, gap=8, margin=8, header_scale=2, info_scale=2,
                             help_scale=1, row_scale=2, row_pad=2, title_scale=4, item_pad=2,
                             title_dice=True, compact=False, spacing=3)),
    ((240, 135, False), dict(die=24, gap=8, margin=6, header_scale=1, info_scale=1,
                             help_scale=1, row_scale=1, row_pad=0, title_scale=3, item_pad=2,
                             title_dice=True, compact=False, spacing=1)),
    ((128, 64, True), dict(die=12, gap=1, margin=1, header_scale=1, info_scale=1,
                           help_scale=1, row_scale=1, row_pad=0, title_scale=1, item_pad=0,
                           title_dice=False, compact=True, spacing=0)),
)


def layout_for(width, height, monochrome=False):
    """The table row for this display, or the nearest one by area."""
    best = None
    best_distance = 0
    for key, row in _TABLE:
        distance = abs(key[0] * key[1] - width * height) + (0 if key[2] == monochrome else 1000)
        if key[0] == width and key[1] == height:
            distance = -1
        if best is None or distance < best_distance:
            best, best_distance = row, distance
    return _made(width, height, monochrome, **best)


def _made(width, height, monochrome, die, gap, margin, header_scale, info_scale, help_scale,
          row_scale, row_pad, title_scale, item_pad, title_dice, compact, spacing):
    lay = Layout()
    lay.width = width
    lay.height = height
    lay.monochrome = monochrome
    lay.die = die
    lay.gap = gap
    lay.margin = margin
    lay.header_scale = header_scale
    lay.info_scale = info_scale
    lay.help_scale = help_scale
    lay.row_scale = row_scale
    lay.row_h = FONT_H * row_scale + row_pad
    lay.title_scale = title_scale          # YAHTZEE on the title screen
    lay.heading_scale = title_scale - 1 if title_scale > 2 else title_scale
    # Subtitles and footers: double size where the screen is big enough.
    lay.note_scale = 2 if height >= 200 else 1
    lay.item_pad = item_pad
    lay.title_dice = title_dice          # the title screen shows a row of dice
    # compact: whose turn and the score sit to the right of the dice
    # (the 128x64 OLED has no room for a header line).
    lay.compact = compact
    lay.spacing = spacing
    # The Power die's face: "DBL" fits a 20 px die; from 30 px "x2" and "D" go double size.
    lay.power_long = 20 <= die < 30
    lay.power_scale = 2 if die >= 30 else 1
    lay.power_dy = (die - lay.text_h(lay.power_scale)) // 2   # its face centred on the die
    _stack_play(lay)
    _stack_menu(lay)
    return lay


def _stack_play(lay):
    s = lay.spacing
    y = 0
    if lay.compact:
        lay.header_h = 0
    else:
        lay.header_h = lay.text_h(lay.header_scale) + 2
    lay.header_y = y
    if not lay.compact:
        y += lay.header_h + s + 3    # +3: room for the dice cursor above the dice
    lay.dice_y = y
    y += lay.die
    # Under each die: the held bar (compact: the cursor; held dice invert there).
    lay.mark_y = y + 1
    lay.mark_h = 1 if lay.compact else max(3, lay.die // 8)
    y = lay.mark_y + lay.mark_h + s
    lay.info_y = y
    y += lay.text_h(lay.info_scale) + s
    lay.help_y = y
    y += lay.text_h(lay.help_scale) + s
    lay.list_y = y
    lay.rows = max(1, (lay.height - y) // lay.row_h)
    # Spread the spare pixels between the rows rather than leave a gap, in whole
    # units of the rows' scale (their texts share a layer at that scale).
    step = (lay.height - y - lay.rows * lay.row_h) // lay.rows
    lay.row_h += step - step % lay.row_scale
    lay.name_chars = lay.chars(lay.row_scale) - 4

def _stack_menu(lay):
    s = lay.spacing
    lay.title_y = 0 if lay.compact else s + 1
    first = lay.title_y + lay.text_h(lay.heading_scale) + s + 1
    lay.deco_y = first
    lay.subtitle_y = first
    lay.footer_y = lay.height - lay.text_h(1) - 1
    lay.item_h = lay.text_h(lay.row_scale) + lay.item_pad
    lay.items = (lay.height - first) // lay.item_h
    # the scroll marks' column at the right edge, kept clear of centred rows
    lay.mark_w = FONT_W + 1
