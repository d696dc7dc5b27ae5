"""Dice drawn once: one sprite sheet of faces, one palette per look.

A die on screen is a one-tile TileGrid over the sheet; rolling swaps its
tile (the face) and holding or painting swaps its palette, so nothing is
drawn or allocated while playing. (yahtzee_app.dice_drawing draws the sheet
at start-up.)

On a colour screen a Painted die also names its colour by its letter
(yahtzee_core.modes.COLOUR_LETTERS), in the top middle, where no face has a pip, in the
pips' colour: one TileGrid of narrow cells lies over the five dice, over a
sheet of the letters (tile 0 blank, colour c's tile c + 1); a roll swaps
the tile of a die's cell. The 128x64 OLED's dice are too small for it:
its letters are text under the dice (yahtzee_app.play_build).
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

    def __init__(self, size, sheet, palettes, letters=None, letter_inks=None, letter_x=0,
                 letter_y=0):
        self.size = size
        self.sheet = sheet
        self.palettes = palettes
        self.letters = letters          # the letters' sheet (or None)
        self.letter_inks = letter_inks  # its palette
        self.letter_x = letter_x        # where a letter lies on its die
        self.letter_y = letter_y

    def tile(self, x, y, face=BLANK, look=LOOK_PLAIN):
        """A one-die TileGrid showing `face` in `look`."""
        grid = displayio.TileGrid(self.sheet, pixel_shader=self.palettes[look], width=1,
                                  height=1, tile_width=self.size, tile_height=self.size,
                                  default_tile=face, x=x, y=y)
        return grid
