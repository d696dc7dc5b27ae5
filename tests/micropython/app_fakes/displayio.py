# Just enough displayio for the app to build its screens in MicroPython:
# objects remember what they are given; nothing is drawn.


class Group:
    def __init__(self, scale=1, x=0, y=0):
        self._items = []
        self.hidden = False
        self.scale = scale
        self.x = x
        self.y = y

    def append(self, item):
        self._items.append(item)

    def pop(self, index=-1):
        return self._items.pop(index)

    def __len__(self):
        return len(self._items)

    def __getitem__(self, index):
        return self._items[index]


class Bitmap:
    def __init__(self, width, height, value_count):
        self.width = width
        self.height = height
        self._data = bytearray(width * height)

    def __setitem__(self, xy, value):
        self._data[xy[1] * self.width + xy[0]] = value

    def __getitem__(self, xy):
        return self._data[xy[1] * self.width + xy[0]]

    def fill(self, value):
        for i in range(len(self._data)):
            self._data[i] = value


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
        self._tile = default_tile
        self.x = x
        self.y = y
        self.hidden = False

    def __getitem__(self, index):
        return self._tile

    def __setitem__(self, index, value):
        self._tile = value
