"""Stand-in: displayio as a board has it. The unix port's real Bitmap, Palette
and ColorConverter, plus Group and TileGrid, which it lacks.

Installed as sys.modules["displayio"] (a .py named displayio would lose to
the built-in). Group and TileGrid keep what the C ones keep, with the same
checks (a layer in one group only, tile indices inside the bitmap), and a
TileGrid holds its tiles in a buffer of the C one's size: a byte a tile, two
when the bitmap has more than 255 tiles. Nothing is drawn.
"""

import sys
from array import array

import displayio as _builtin

Bitmap = _builtin.Bitmap
Palette = _builtin.Palette
ColorConverter = _builtin.ColorConverter
Colorspace = _builtin.Colorspace


def release_displays():
    pass


def _claim(layer):
    if isinstance(layer, (Group, TileGrid)):
        if layer._in_group:
            raise ValueError("Layer already in a group")
        layer._in_group = True


def _free(layer):
    if isinstance(layer, (Group, TileGrid)):
        layer._in_group = False


class Group:
    def __init__(self, *, scale=1, x=0, y=0):
        if scale < 1:
            raise ValueError("scale must be >= 1")
        self._layers = []
        self._group_scale = scale
        self._in_group = False
        self.hidden = False
        self.x = x
        self.y = y

    # a property, so that a subclass's own `scale` (adafruit_display_text's) wins
    @property
    def scale(self):
        return self._group_scale

    @scale.setter
    def scale(self, value):
        if value < 1:
            raise ValueError("scale must be >= 1")
        self._group_scale = value

    def append(self, layer):
        _claim(layer)
        self._layers.append(layer)

    def insert(self, index, layer):
        _claim(layer)
        self._layers.insert(index, layer)

    def index(self, layer):
        return self._layers.index(layer)

    def pop(self, index=-1):
        layer = self._layers.pop(index)
        _free(layer)
        return layer

    def remove(self, layer):
        self._layers.remove(layer)
        _free(layer)

    def sort(self, key=None, reverse=False):
        self._layers.sort(key=key, reverse=reverse)

    def __len__(self):
        return len(self._layers)

    def __bool__(self):
        return True

    def __getitem__(self, index):
        return self._layers[index]

    def __setitem__(self, index, layer):
        _claim(layer)
        _free(self._layers[index])
        self._layers[index] = layer

    def __delitem__(self, index):
        _free(self._layers[index])
        del self._layers[index]


class TileGrid:
    def __init__(self, bitmap, *, pixel_shader, width=1, height=1, tile_width=None,
                 tile_height=None, default_tile=0, x=0, y=0):
        if not isinstance(pixel_shader, (Palette, ColorConverter)):
            raise TypeError("pixel_shader must be displayio.Palette or displayio.ColorConverter")
        bitmap_width = bitmap.width
        bitmap_height = bitmap.height
        if tile_width is None or tile_width == 0:
            tile_width = bitmap_width
        if tile_height is None or tile_height == 0:
            tile_height = bitmap_height
        if bitmap_width % tile_width or bitmap_height % tile_height:
            raise ValueError("Tile width must exactly divide bitmap width")
        self.bitmap = bitmap
        self.pixel_shader = pixel_shader
        self.width = width
        self.height = height
        self.tile_width = tile_width
        self.tile_height = tile_height
        self._tiles_in_bitmap = (bitmap_width // tile_width) * (bitmap_height // tile_height)
        if not 0 <= default_tile < self._tiles_in_bitmap:
            raise ValueError("default_tile out of range")
        if self._tiles_in_bitmap > 255:
            self._tiles = array("H", bytes(2 * width * height))
        else:
            self._tiles = bytearray(width * height)
        for i in range(width * height):
            self._tiles[i] = default_tile
        self._in_group = False
        self.hidden = False
        self.x = x
        self.y = y
        self.flip_x = False
        self.flip_y = False
        self.transpose_xy = False
        self.changes = 0          # tiles written: a test's measure of redrawing

    def _at(self, index):
        if isinstance(index, tuple):
            column, row = index
            if not (0 <= column < self.width and 0 <= row < self.height):
                raise IndexError("Tile index out of bounds")
            return row * self.width + column
        if not 0 <= index < self.width * self.height:
            raise IndexError("Tile index out of bounds")
        return index

    def __getitem__(self, index):
        return self._tiles[self._at(index)]

    def __setitem__(self, index, value):
        if not 0 <= value < self._tiles_in_bitmap:
            raise ValueError("Tile value out of bounds")
        self._tiles[self._at(index)] = value
        self.changes += 1

    def contains(self, touch_tuple):
        x, y = touch_tuple[0], touch_tuple[1]
        return (self.x <= x < self.x + self.width * self.tile_width
                and self.y <= y < self.y + self.height * self.tile_height)


sys.modules["displayio"] = sys.modules[__name__]
