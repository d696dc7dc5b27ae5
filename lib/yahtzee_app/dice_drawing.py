"""Drawing the dice once at start-up: the faces' pips on a rounded body, and a
palette per look (yahtzee_app.dice_art holds the result; this code then leaves
the heap).
"""

import displayio
from micropython import const

from .dice_art import DiceArt
from yahtzee_core.modes import COLOUR_LETTERS

_TRANSPARENT = const(0)
_BODY = const(1)
_PIPS = const(2)
_EDGE = const(3)

# Pip centres on a 3 x 3 grid (column, row), per face 1..6.
_PIPS_BY_FACE = (
    (),
    ((1, 1),),
    ((0, 0), (2, 2)),
    ((0, 0), (1, 1), (2, 2)),
    ((0, 0), (2, 0), (0, 2), (2, 2)),
    ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    ((0, 0), (0, 1), (0, 2), (2, 0), (2, 1), (2, 2)),
)

# The Painted colours' letters on dice under 30 pixels, 3 x 5 (a row in 3 bits, the
# left pixel high), by colour (COLOUR_LETTERS' order): the font's glyphs do not fit
# between a small die's pips.
_LETTER_ROWS = (
    (0b110, 0b101, 0b110, 0b101, 0b110),        # B
    (0b110, 0b101, 0b110, 0b110, 0b101),        # R
    (0b110, 0b101, 0b110, 0b100, 0b100),        # P
    (0b011, 0b100, 0b101, 0b101, 0b011),        # G
    (0b101, 0b101, 0b010, 0b010, 0b010),        # Y
)


def _inside(x, y, size, radius):
    """Whether (x, y) lies in a size x size square with rounded corners."""
    cx = min(max(x, radius), size - 1 - radius)
    cy = min(max(y, radius), size - 1 - radius)
    dx = x - cx
    dy = y - cy
    return dx * dx + dy * dy <= radius * radius + radius // 2


def draw(layout, theme, monochrome, font=None):
    """The DiceArt for the dice of `layout` in `theme` (and on a colour screen the
    colours' letters: `font`'s glyphs where they fit, else small ones)."""
    size = layout.die
    sheet = displayio.Bitmap(size * 7, size, 4)
    edge = 2 if size >= 30 else 1
    radius = max(1, size // 6)
    for face in range(7):
        _draw_face(sheet, size, face * size, face, edge, radius)
    palettes = _palettes(theme, monochrome)
    if monochrome:
        return DiceArt(size, sheet, palettes)
    width, height, pixels = _letter_shapes(size, font)
    # A letter in the top middle, which no face's pips use: centred between the
    # top corners' pips, and between the die's edge and the middle row's pips.
    pip = _pip_size(size, edge)
    letter_x = (_pip_origin(size, edge, pip, 0) + pip + _pip_origin(size, edge, pip, 2)
                - width) // 2
    letter_y = (edge + _pip_origin(size, edge, pip, 1) - height) // 2
    # One TileGrid over a Painted game's five dice shows the five letters: its cells as
    # narrow as a letter allows while a whole number of them spans a die and its gap
    # (most cells blank). The sheet: a blank tile, then a letter a tile, each in its
    # die's pips' colour (the inks a palette of their own).
    pitch = size + layout.dice_gap(5)
    cell = width
    while pitch % cell:
        cell += 1
    inks = []
    for colour in theme.pip_colours:
        if colour not in inks:
            inks.append(colour)
    palette = displayio.Palette(len(inks) + 1)
    palette[0] = 0
    palette.make_transparent(0)
    for i in range(len(inks)):
        palette[i + 1] = inks[i]
    letters = displayio.Bitmap(6 * cell, height, len(inks) + 1)
    for colour in range(5):
        ink = 1 + inks.index(theme.pip_colours[colour])
        for x, y in pixels[colour]:
            letters[(colour + 1) * cell + x, y] = ink
    return DiceArt(size, sheet, palettes, letters, palette, letter_x, letter_y)


def _letter_shapes(size, font):
    """(width, height, each colour's letter's pixels): as the font draws the letters,
    cut to their ink, on dice of 30 pixels and more; else (or if the font has no ink)
    _LETTER_ROWS'."""
    found = ()
    if size >= 30 and font is not None:
        box = font.get_bounding_box()
        sheet = font.bitmap
        columns = sheet.width // box[0]
        pixels = []
        # (the letters' codes as bytes: a character read out of a str is a string the
        # heap's string pool keeps for good)
        for code in COLOUR_LETTERS.encode():
            tile = font.get_glyph(code).tile_index
            x0 = tile % columns * box[0]
            y0 = tile // columns * box[1]
            pixels.append([(x, y) for y in range(box[1]) for x in range(box[0])
                           if sheet[x0 + x, y0 + y]])
        found = [xy for shape in pixels for xy in shape]
    if not found:
        pixels = []
        for colour in range(5):
            rows = _LETTER_ROWS[colour]
            pixels.append([(x, y) for y in range(5) for x in range(3)
                           if rows[y] >> (2 - x) & 1])
        return 3, 5, pixels
    left = min(x for x, _ in found)
    top = min(y for _, y in found)
    width = max(x for x, _ in found) - left + 1
    height = max(y for _, y in found) - top + 1
    return width, height, [[(x - left, y - top) for x, y in shape] for shape in pixels]


def _pip_size(size, edge):
    # About a fifth of the die, leaving a pixel between the three pips of a six.
    return max(2, min((size * 2 + 5) // 11, (size - 2 * edge) // 4 - 1))


def _pip_origin(size, edge, pip, col):
    """The left (or top) pixel of the pips in column (or row) `col` of the 3 x 3 grid."""
    inner = size - 2 * edge
    if size < 16:
        # Too small for quarters: keep a clear pixel between pips.
        return edge + 1 + col * ((inner - 2 - pip) // 2)
    # Pip centres at a quarter, half and three quarters of the face (twice the
    # centre, to stay integral).
    return (2 * edge + inner * (col + 1) // 2 - pip + 1) // 2


def _draw_face(sheet, size, left, face, edge, radius):
    for y in range(size):
        for x in range(size):
            if not _inside(x, y, size, radius):
                continue
            border = False
            for d in range(1, edge + 1):
                if not (_inside(x - d, y, size, radius) and _inside(x + d, y, size, radius)
                        and _inside(x, y - d, size, radius)
                        and _inside(x, y + d, size, radius)):
                    border = True
            sheet[left + x, y] = _EDGE if border else _BODY
    pip = _pip_size(size, edge)
    for col, row in _PIPS_BY_FACE[face]:
        x0 = _pip_origin(size, edge, pip, col)
        y0 = _pip_origin(size, edge, pip, row)
        for dy in range(pip):
            for dx in range(pip):
                corner = (dx == 0 or dx == pip - 1) and (dy == 0 or dy == pip - 1)
                if corner and pip > 3:
                    continue      # round the bigger pips off
                sheet[left + x0 + dx, y0 + dy] = _PIPS


def _palette(body, pips, edge):
    palette = displayio.Palette(4)
    palette[_TRANSPARENT] = 0
    palette.make_transparent(_TRANSPARENT)
    palette[_BODY] = body
    palette[_PIPS] = pips
    palette[_EDGE] = edge
    return palette


def _palettes(theme, monochrome):
    make = _palette
    if monochrome:
        # Held dice invert: a white die with black pips.
        plain = make(0x000000, 0xFFFFFF, 0xFFFFFF)
        held = make(0xFFFFFF, 0x000000, 0xFFFFFF)
        looks = [plain, held, plain, plain, held]
        looks += [plain] * 5 + [held] * 5
        return tuple(looks)
    looks = [
        make(theme.die_body, theme.die_pips, theme.die_edge),
        make(theme.die_body, theme.die_pips, theme.accent),
        make(theme.blank_body, theme.blank_body, theme.dim),
        make(theme.power_body, theme.power_text, theme.dim),
        make(theme.power_body, theme.power_text, theme.accent),
    ]
    for c in range(5):
        looks.append(make(theme.die_colours[c], theme.pip_colours[c], theme.die_colours[c]))
    for c in range(5):
        looks.append(make(theme.die_colours[c], theme.pip_colours[c], theme.accent))
    return tuple(looks)
