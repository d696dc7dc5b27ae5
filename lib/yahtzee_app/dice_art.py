"""Dice drawn once: one sprite sheet of faces, one palette per look.

A die on screen is a one-tile TileGrid over the sheet; rolling swaps its
tile (the face) and holding or painting swaps its palette, so nothing is
drawn or allocated while playing. (yahtzee_app.dice_drawing draws the sheet
at start-up.)
"""

import displayio

BLANK = 0   # tile 0: a die not rolled yet (and the Power die's body)

# Looks: index into DiceArt.palettes. Painted colour c is LOOK_PAINTED + c.
LOOK_PLAIN = 0
LOOK_PLAIN_HELD = 1
LOOK_UNROLLED = 2
LOOK_POWER = 3
LOOK_POWER_HELD = 4
LOOK_PAINTED = 5
LOOK_PAINTED_HELD = 10


class DiceArt:
    """The sheet (a face a tile, `size` pixels square) and the palette of each look."""

    def __init__(self, size, sheet, palettes):
        self.size = size
        self.sheet = sheet
        self.palettes = palettes

    def tile(self, x, y, face=BLANK, look=LOOK_PLAIN):
        """A one-die TileGrid showing `face` in `look`."""
        grid = displayio.TileGrid(self.sheet, pixel_shader=self.palettes[look], width=1,
                                  height=1, tile_width=self.size, tile_height=self.size,
                                  default_tile=face, x=x, y=y)
        return grid
