# MicroPython's layer: just enough displayio for the app to build its screens in MicroPython,
# which has no displayio at all (CircuitPython's unix port has the real Bitmap and Palette, and
# tests/fakes/circuitpython/displayio_standin.py adds Group and TileGrid): objects remember
# what they are given; nothing is drawn.


class Group:
    def __init__(self, scale=1, x=0, y=0):
        self._items = []
        self.hidden = False
        self.scale = scale
        self.x = x
        self.y = y

    def append(self, item):
        self._items.append(item)

    def insert(self, index, item):
        self._items.insert(index, item)

    def remove(self, item):
        self._items.remove(item)

    def pop(self, index=-1):
        return self._items.pop(index)

    def __len__(self):
        return len(self._items)

    def __getitem__(self, index):
        return self._items[index]


class Bitmap:
    """Packed like displayio's: 1, 2, 4, 8, 16 or 32 bits a pixel, rows padded
    to 32-bit words, so that heap figures (tools/measure/budget.py) are realistic."""

    def __init__(self, width, height, value_count):
        self.width = width
        self.height = height
        bits = 1
        while (1 << bits) < value_count:
            bits *= 2
        self._bits = bits
        self._stride = (width * bits + 31) // 32 * 4
        self._data = bytearray(self._stride * height)

    def _at(self, x, y):
        return y * self._stride + (x * self._bits) // 8

    def __setitem__(self, xy, value):
        x, y = xy
        bits = self._bits
        at = self._at(x, y)
        if bits < 8:
            shift = (x * bits) % 8
            mask = ((1 << bits) - 1) << shift
            self._data[at] = (self._data[at] & ~mask) | ((value << shift) & mask)
        else:
            for i in range(bits // 8):
                self._data[at + i] = (value >> (8 * i)) & 0xFF

    def __getitem__(self, xy):
        x, y = xy
        bits = self._bits
        at = self._at(x, y)
        if bits < 8:
            return (self._data[at] >> ((x * bits) % 8)) & ((1 << bits) - 1)
        value = 0
        for i in range(bits // 8):
            value |= self._data[at + i] << (8 * i)
        return value

    def fill(self, value):
        for y in range(self.height):
            for x in range(self.width):
                self[x, y] = value


class Palette:
    def __init__(self, count):
        self._colours = [0] * count

    def __setitem__(self, index, colour):
        self._colours[index] = colour

    def __getitem__(self, index):
        return self._colours[index]

    def __len__(self):
        return len(self._colours)

    def make_transparent(self, index):
        pass

    def make_opaque(self, index):
        pass


class TileGrid:
    def __init__(self, bitmap, pixel_shader=None, width=1, height=1, tile_width=None,
                 tile_height=None, default_tile=0, x=0, y=0):
        self.bitmap = bitmap
        self.pixel_shader = pixel_shader
        self.width = width
        self.height = height
        self.tile_width = tile_width or bitmap.width
        self.tile_height = tile_height or bitmap.height
        self._tiles = bytearray(width * height)
        for i in range(width * height):
            self._tiles[i] = default_tile
        self.x = x
        self.y = y
        self.hidden = False

    def __getitem__(self, index):
        return self._tiles[index]

    def __setitem__(self, index, value):
        self._tiles[index] = value
