"""Classic's boxes (yahtzee_core.modes reads them once)."""

from .boxes_shared import UPPER_ROWS
from .hand import N_KIND, FULL_HOUSE, STRAIGHT, YAHTZEE, CHANCE
from .modes import LOWER

ROWS = UPPER_ROWS + (
    ("three_kind", "3 of a Kind", LOWER, N_KIND, 3, 0, "3 alike: add all dice"),
    ("four_kind", "4 of a Kind", LOWER, N_KIND, 4, 0, "4 alike: add all dice"),
    ("full_house", "Full House", LOWER, FULL_HOUSE, 0, 25, "3 + 2 alike: 25"),
    ("small_straight", "Sm Straight", LOWER, STRAIGHT, 4, 30, "4 in a row: 30"),
    ("large_straight", "Lg Straight", LOWER, STRAIGHT, 5, 40, "5 in a row: 40"),
    ("yahtzee", "YAHTZEE", LOWER, YAHTZEE, 0, 50, "5 alike: 50"),
    ("chance", "Chance", LOWER, CHANCE, 0, 0, "Add all dice"),
)
UPPER_BONUS = ((63, 35),)           # (threshold, bonus), highest first
COLOUR_BONUS = ()
# joker, coloured, power die, ends when the first player fills the card
FLAGS = (True, False, False, False)
