"""Text as tiles: a line is one TileGrid over the font's glyph sheet, a cell a character.

As the `stage` library draws text, a character costs one byte of the grid's
tile buffer: no bitmap per label, nothing re-allocated when the text
changes, and a redraw touches only the cells that changed. The glyph sheet
is terminalio.FONT's (in flash on a board); colours are shared two-entry
palettes, one per colour, made once (`Inks`).

A `Text` has a fixed number of cells, set when the screen is built; a
longer text is cut and the Text says so (`cut`). The display tests list
every Text (`Text.registry`, off on a board) and check that none on screen
is cut or runs off it.
"""

import displayio

from micropython import const


LEFT = const(0)
CENTRE = const(1)
RIGHT = const(2)
_FIRST = const(32)      # the sheet's characters: ' ' ..
_LAST = const(126)      # .. '~'
_UNKNOWN = const(63)    # '?', for a character the sheet lacks
_DIGIT_0 = const(48)    # '0'


class Glyphs:
    """The font's glyph sheet and every byte's tile in it: a printable ASCII character's
    glyph (blank where the font has none), any other byte's a '?'. A text's bytes index
    the tiles as they are: 256 bytes, for no sum or range check a character drawn."""

    def __init__(self, font):
        self.sheet = font.bitmap
        box = font.get_bounding_box()
        self.width = box[0]
        self.height = box[1]
        blank = font.get_glyph(_FIRST).tile_index
        tiles = bytearray(256)
        for code in range(_FIRST, _LAST + 1):
            glyph = font.get_glyph(code)
            tiles[code] = glyph.tile_index if glyph is not None else blank
        for code in range(256):
            if not _FIRST <= code <= _LAST:
                tiles[code] = tiles[_UNKNOWN]
        self.tiles = tiles
        self.blank = blank

    def tile(self, char):
        code = ord(char)
        return self.tiles[code if code < 256 else _UNKNOWN]


class Inks:
    """One two-entry palette per colour, entry 0 transparent, entry 1 the colour:
    a Text changes colour by changing palettes, with nothing allocated, and a
    filled rectangle (yahtzee_app.widgets) draws with entry 1 of the same."""

    def __init__(self):
        self._palettes = {}

    def __call__(self, colour):
        palette = self._palettes.get(colour)
        if palette is None:
            palette = displayio.Palette(2)
            palette[0] = 0
            palette.make_transparent(0)
            palette[1] = colour
            self._palettes[colour] = palette
        return palette


class Text:
    """`cells` characters at (x, y), anchored LEFT, CENTRE or RIGHT at x.

    The glyphs and inks are the app's, one set for every Text (`Text.use()`): an
    attribute less on each of the screens' many Texts."""

    glyphs = None
    inks = None
    registry = None       # a list to put every new Text in (the display tests'), or None

    @staticmethod
    def use(glyphs, inks):
        Text.glyphs = glyphs
        Text.inks = inks

    def __init__(self, group, x, y, colour, cells, scale=1, anchor=LEFT, text="",
                 scalable=False):
        glyphs = Text.glyphs
        self.cells = cells
        self.anchor = anchor
        self.x = x
        self.y = y
        self.text = ""
        self.colour = colour
        self.grid = displayio.TileGrid(glyphs.sheet, pixel_shader=Text.inks(colour),
                                       width=cells, height=1, tile_width=glyphs.width,
                                       tile_height=glyphs.height, default_tile=glyphs.blank)
        if scale > 1 or scalable:
            # a scaling group of its own (set_scale changes it)
            self.layer = displayio.Group(scale=scale)
            self.layer.append(self.grid)
        else:
            self.layer = self.grid
        group.append(self.layer)
        if Text.registry is not None:
            Text.registry.append(self)
        self._place(0)
        self.set(text)

    @property
    def scale(self):
        return self.layer.scale if self.layer is not self.grid else 1

    @property
    def cut(self):
        """Whether the text is longer than the cells (and so cut short on screen)."""
        return _length(self.text) > self.cells

    def set(self, text, colour=None):
        """Show `text`: a str, or a number (an int, 0 or more) drawn digit by digit with no
        str made (on stock a new str is looked for among its ~1,250 interned names: 0.1 ms
        on a PyBadge). Each cell is checked against the tile it shows."""
        if colour is not None and colour != self.colour:
            self.colour = colour
            self.grid.pixel_shader = Text.inks(colour)
        old = self.text
        if text == old:
            return
        cells = self.cells
        number = -1
        codes = None
        if text.__class__ is int:
            number = text
            count = _length(text)
            while count > cells:        # cut as a str is: its first digits shown
                number //= 10
                count -= 1
            place = 10 ** (count - 1)   # the first digit's, then each next one's
        else:
            count = len(text)
            if count > cells:
                count = cells
            if count > 3:
                # As bytes: indexing a str looks each character up among the interned
                # strings, slow on a board. (A text of a few characters, a die's face in a
                # roll's frames, is read as it is, each character made once, a text of one
                # not at all: no bytes object made.)
                codes = text.encode()
        shown = len(old) if old.__class__ is str else _length(old)
        if shown > cells:
            shown = cells
        grid = self.grid
        glyphs = Text.glyphs
        tiles = glyphs.tiles
        for i in range(count if count > shown else shown):
            if i >= count:
                tile = glyphs.blank
            elif codes:
                tile = tiles[codes[i]]
            elif number >= 0:
                tile = tiles[_DIGIT_0 + number // place % 10]
                place //= 10
            else:
                tile = glyphs.tile(text if count == 1 else text[i])
            if i >= shown or grid[i] != tile:
                grid[i] = tile
        self.text = text
        self._place(count)

    def _place(self, count):
        span = count * Text.glyphs.width * self.scale
        left = self.x
        if self.anchor == CENTRE:
            left -= span // 2
        elif self.anchor == RIGHT:
            left -= span
        layer = self.layer
        if layer.x != left:
            layer.x = left
        if layer.y != self.y:
            layer.y = self.y

    def move(self, x, y):
        if x != self.x or y != self.y:
            self.x = x
            self.y = y
            self._place(min(_length(self.text), self.cells))

    def set_scale(self, scale):
        """Only for a Text built scalable (or with scale > 1)."""
        if scale != self.scale and self.layer is not self.grid:
            self.layer.scale = scale
            self._place(min(_length(self.text), self.cells))

    def show(self, visible):
        if self.layer.hidden == visible:
            self.layer.hidden = not visible


def _length(text):
    """How many characters `text` takes: a str's, or a number's digits."""
    if text.__class__ is int:
        count = 1
        while text >= 10:
            text //= 10
            count += 1
        return count
    return len(text)
