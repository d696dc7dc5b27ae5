"""Stand-in: fontio.Glyph and BuiltinFont (terminalio.FONT is one)."""

import displayio


class Glyph:
    def __init__(self, bitmap, tile_index, width, height, dx, dy, shift_x, shift_y):
        self.bitmap = bitmap
        self.tile_index = tile_index
        self.width = width
        self.height = height
        self.dx = dx
        self.dy = dy
        self.shift_x = shift_x
        self.shift_y = shift_y


class BuiltinFont:
    """A sheet of `count` 6x12 glyphs in one row, ASCII from the space up, as
    CircuitPython's tools/gen_display_resources.py lays terminalio's out."""

    def __init__(self, count=100, width=6, height=12):
        self.bitmap = displayio.Bitmap(width * count, height, 2)
        self._count = count
        self._width = width
        self._height = height

    def get_bounding_box(self):
        return (self._width, self._height)

    def get_glyph(self, codepoint):
        index = codepoint - 0x20
        if not 0 <= index < 95:
            return None
        return Glyph(self.bitmap, index, self._width, self._height, 0, -2, self._width, 0)
