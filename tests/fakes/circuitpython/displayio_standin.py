"""Stand-in: displayio as a board has it. The unix port's real Bitmap, Palette
and ColorConverter, plus Group and TileGrid, which it lacks.

Installed as sys.modules["displayio"] (a .py named displayio would lose to
the built-in). Group and TileGrid keep what the C ones keep, with the same
checks (a layer in one group only, tile indices inside the bitmap), in about
the heap the C ones take: their fields in an array (a Python attribute
apiece would cost twice the C struct), and a TileGrid's tiles in a buffer of
the C one's size. Nothing is drawn.
"""

import sys

import displayio as _builtin

Bitmap = _builtin.Bitmap
Palette = _builtin.Palette
ColorConverter = _builtin.ColorConverter
Colorspace = _builtin.Colorspace


def release_displays():
    pass


def _claim(layer):
    if isinstance(layer, (Group, TileGrid)):
        if layer._flags & _IN_GROUP:
            raise ValueError("Layer already in a group")
        layer._flags |= _IN_GROUP


def _free(layer):
    if isinstance(layer, (Group, TileGrid)):
        layer._flags &= ~_IN_GROUP


_IN_GROUP = 1
_HIDDEN = 2
_FLIP_X = 4
_FLIP_Y = 8
_TRANSPOSE = 16
_TILES = 14         # where a TileGrid's tiles start in its _data, after its seven fields


def _flag(bit):
    """A bool attribute kept as a bit of `_flags`."""

    def get(self):
        return bool(self._flags & bit)

    def put(self, value):
        if value:
            self._flags |= bit
        else:
            self._flags &= ~bit

    return property(get, put)


def _get16(data, index):
    value = data[2 * index] | data[2 * index + 1] << 8
    return value - 0x10000 if value & 0x8000 else value


def _put16(data, index, value):
    data[2 * index] = value & 0xFF
    data[2 * index + 1] = (value >> 8) & 0xFF


def _field(index):
    """An int attribute kept in `_data` as an int16, as in the C struct."""

    def get(self):
        return _get16(self._data, index)

    def put(self, value):
        _put16(self._data, index, value)

    return property(get, put)


class Group:
    """As the C struct: a few int16 fields and flags (array-backed, so an instance costs
    about what displayio_group_t does), and a list of layers."""

    def __init__(self, *, scale=1, x=0, y=0):
        if scale < 1:
            raise ValueError("scale must be >= 1")
        self._data = bytearray(6)
        _put16(self._data, 0, x)
        _put16(self._data, 1, y)
        _put16(self._data, 2, scale)
        self._flags = 0
        self._layers = []

    x = _field(0)
    y = _field(1)
    hidden = _flag(_HIDDEN)

    # a property, so that a subclass's own `scale` (adafruit_display_text's) wins
    @property
    def scale(self):
        return _get16(self._data, 2)

    @scale.setter
    def scale(self, value):
        if value < 1:
            raise ValueError("scale must be >= 1")
        _put16(self._data, 2, value)

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
    """The C struct's int16 fields and its tile buffer (a byte a tile, two when the bitmap
    has more than 255 tiles) in one bytearray: about the heap the C TileGrid takes."""

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
        tiles = (bitmap_width // tile_width) * (bitmap_height // tile_height)
        if not 0 <= default_tile < tiles:
            raise ValueError("default_tile out of range")
        self._wide = tiles > 255
        count = width * height
        data = self._data = bytearray(_TILES + count * (2 if self._wide else 1))
        for index, value in enumerate((x, y, width, height, tile_width, tile_height,
                                       min(tiles, 32767))):
            _put16(data, index, value)
        self._flags = 0
        self.bitmap = bitmap
        self.pixel_shader = pixel_shader
        for i in range(count):
            self._put(i, default_tile)

    x = _field(0)
    y = _field(1)
    width = _field(2)
    height = _field(3)
    tile_width = _field(4)
    tile_height = _field(5)
    hidden = _flag(_HIDDEN)
    flip_x = _flag(_FLIP_X)
    flip_y = _flag(_FLIP_Y)
    transpose_xy = _flag(_TRANSPOSE)

    def _at(self, index):
        width = self.width
        if isinstance(index, tuple):
            column, row = index
            if not (0 <= column < width and 0 <= row < self.height):
                raise IndexError("Tile index out of bounds")
            return row * width + column
        if not 0 <= index < width * self.height:
            raise IndexError("Tile index out of bounds")
        return index

    def _put(self, at, value):
        if self._wide:
            _put16(self._data, _TILES // 2 + at, value)
        else:
            self._data[_TILES + at] = value

    def __getitem__(self, index):
        at = self._at(index)
        if self._wide:
            return _get16(self._data, _TILES // 2 + at) & 0xFFFF
        return self._data[_TILES + at]

    def __setitem__(self, index, value):
        tiles = _get16(self._data, 6)
        if not 0 <= value < tiles and tiles < 32767:
            raise ValueError("Tile value out of bounds")
        self._put(self._at(index), value)

    def contains(self, touch_tuple):
        x, y = touch_tuple[0], touch_tuple[1]
        return (self.x <= x < self.x + self.width * self.tile_width
                and self.y <= y < self.y + self.height * self.tile_height)


sys.modules["displayio"] = sys.modules[__name__]
