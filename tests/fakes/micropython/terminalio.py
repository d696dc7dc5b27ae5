# MicroPython's layer: terminalio.FONT as the app reads it, a glyph sheet of 95 6x12 cells,
# ASCII from the space, over this layer's displayio.Bitmap (the unix port's terminalio is
# tests/fakes/circuitpython/terminalio.py, over fontio and the real Bitmap).
import displayio


class _Glyph:
    def __init__(self, tile_index):
        self.tile_index = tile_index


class _Font:
    def __init__(self):
        self.bitmap = displayio.Bitmap(6 * 95, 12, 2)
        self._glyphs = [_Glyph(i) for i in range(95)]

    def get_bounding_box(self):
        return (6, 12)

    def get_glyph(self, code):
        index = code - 32
        return self._glyphs[index] if 0 <= index < 95 else None


FONT = _Font()
