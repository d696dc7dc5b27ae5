"""Painted's boxes (yahtzee_core.modes reads them once)."""

from .boxes_shared import UPPER_ROWS
from .hand import (N_KIND, N_COLOUR, FULL_HOUSE, PAINTED_HOUSE, STRAIGHT, RAINBOW, FLUSH,
                   YAHTZEE, CHANCE, COLOUR)
from .modes import LOWER, COLOURS

ROWS = UPPER_ROWS + (
    ("four_kind", "4 of a Kind", LOWER, N_KIND, 4, 0, "4 alike: add all dice"),
    ("four_color", "4 of a Color", LOWER, N_COLOUR, 4, 0, "4 one color: add all"),
    ("full_house", "Full House", LOWER, FULL_HOUSE, 0, 25, "3 + 2 numbers: 25"),
    ("painted_house", "Painted House", LOWER, PAINTED_HOUSE, 0, 25, "3 + 2 colors: 25"),
    ("straight", "Straight", LOWER, STRAIGHT, 5, 40, "5 in a row: 40"),
    ("rainbow", "Rainbow", LOWER, RAINBOW, 0, 40, "5 colors: 40"),
    ("flush", "Flush", LOWER, FLUSH, 0, 45, "All one color: 45"),
    ("yahtzee", "YAHTZEE", LOWER, YAHTZEE, 0, 50, "5 alike: 50"),
    ("chance", "Palette", LOWER, CHANCE, 0, 0, "Add all dice"),
    ("blue", "Blue", COLOURS, COLOUR, 0, 0, "Add the blue dice"),
    ("red", "Red", COLOURS, COLOUR, 1, 0, "Add the red dice"),
    ("purple", "Purple", COLOURS, COLOUR, 2, 0, "Add the purple dice"),
    ("green", "Green", COLOURS, COLOUR, 3, 0, "Add the green dice"),
    ("yellow", "Yellow", COLOURS, COLOUR, 4, 0, "Add the yellow dice"),
)
UPPER_BONUS = ((63, 35),)
COLOUR_BONUS = ((63, 35),)
FLAGS = (True, True, False, False)
