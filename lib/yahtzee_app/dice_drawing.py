"""Drawing the dice once at start-up: the faces' pips on a rounded body, and a
palette per look (yahtzee_app.dice_art holds the result; this code then leaves
the heap).
"""

import displayio
from micropython import const

from .dice_art import DiceArt

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

def _inside(x, y, size, radius):
    """Whether (x, y) lies in a size x size square with rounded corners."""
    cx = min(max(x, radius), size - 1 - radius)
    cy = min(max(y, radius), size - 1 - radius)
    dx = x - cx
    dy = y - cy
    return dx * dx + dy * dy <= radius * radius + radius // 2


def draw(size, theme, monochrome):
    """The DiceArt for dice of `size` pixels in `theme`."""
    sheet = displayio.Bitmap(size * 7, size, 4)
    edge = 2 if size >= 30 else 1
    radius = max(1, size // 6)
    for face in range(7):
        _draw_face(sheet, size, face * size, face, edge, radius)
    return DiceArt(size, sheet, _palettes(theme, monochrome))


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
    inner = size - 2 * edge
    # Pip diameter: about a fifth of the die, leaving a pixel between
    # the three pips of a six.
    pip = max(2, min((size * 2 + 5) // 11, inner // 4 - 1))
    for col, row in _PIPS_BY_FACE[face]:
        # Pip centres at a quarter, half and three quarters of the face.
        cx2 = 2 * edge + inner * (col + 1) // 2       # twice the centre, to stay integral
        cy2 = 2 * edge + inner * (row + 1) // 2
        x0 = (cx2 - pip + 1) // 2
        y0 = (cy2 - pip + 1) // 2
        if size < 16:
            # Too small for quarters: keep a clear pixel between pips.
            spacing = (inner - 2 - pip) // 2
            x0 = edge + 1 + col * spacing
            y0 = edge + 1 + row * spacing
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
