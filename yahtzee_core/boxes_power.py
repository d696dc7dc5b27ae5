"""POWER's boxes (yahtzee_core.modes reads them once): the paired boxes are a
group picked by its kind; the last column marks the YAHTZEE boxes, whose
zero fills from the 3rd down."""

from .boxes_shared import UPPER_ROWS
from .hand import CHOICE, TWO_PAIRS, N_KIND, STRAIGHT, FULL_HOUSE, CHANCE, YAHTZEE
from .modes import UPPER, LOWER

ROWS = UPPER_ROWS + (
    ("choice", "Choice", UPPER, CHOICE, 0, 0, "Add the best number"),
    ("two_pairs", "2 Pairs", LOWER, TWO_PAIRS, 0, 0, "2 pairs: add all dice"),
    ("three_kind_1", "3 of a Kind 1", LOWER, N_KIND, 3, 0, "3 alike: add all dice"),
    ("three_kind_2", "3 of a Kind 2", LOWER, N_KIND, 3, 0, "3 alike: add all dice"),
    ("four_kind_1", "4 of a Kind 1", LOWER, N_KIND, 4, 0, "4 alike: add all dice"),
    ("four_kind_2", "4 of a Kind 2", LOWER, N_KIND, 4, 0, "4 alike: add all dice"),
    ("small_straight_1", "Sm Straight 1", LOWER, STRAIGHT, 4, 30, "4 in a row: 30"),
    ("small_straight_2", "Sm Straight 2", LOWER, STRAIGHT, 4, 30, "4 in a row: 30"),
    ("large_straight_1", "Lg Straight 1", LOWER, STRAIGHT, 5, 40, "5 in a row: 40"),
    ("large_straight_2", "Lg Straight 2", LOWER, STRAIGHT, 5, 40, "5 in a row: 40"),
    ("full_house", "Full House", LOWER, FULL_HOUSE, 0, 25, "3 + 2 alike: 25"),
    ("chance", "Chance", LOWER, CHANCE, 0, 0, "Add all dice"),
    ("yahtzee_1", "YAHTZEE 1", LOWER, YAHTZEE, 0, 50, "5 alike: 50", 1),
    ("yahtzee_2", "YAHTZEE 2", LOWER, YAHTZEE, 0, 50, "5 alike: 50", 1),
    ("yahtzee_3", "YAHTZEE 3", LOWER, YAHTZEE, 0, 50, "5 alike: 50", 1),
)
UPPER_BONUS = ((300, 200), (200, 100), (150, 50))
COLOUR_BONUS = ()
FLAGS = (False, False, True, True)
