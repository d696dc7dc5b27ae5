"""The upper section every mode opens with: a box for each number."""

from .hand import NUMBER
from .modes import UPPER

# (key, label, section, scorer kind, parameter, fixed value, help[, zero fills last])
UPPER_ROWS = (
    ("aces", "Aces", UPPER, NUMBER, 1, 0, "Add only the 1s"),
    ("twos", "Twos", UPPER, NUMBER, 2, 0, "Add only the 2s"),
    ("threes", "Threes", UPPER, NUMBER, 3, 0, "Add only the 3s"),
    ("fours", "Fours", UPPER, NUMBER, 4, 0, "Add only the 4s"),
    ("fives", "Fives", UPPER, NUMBER, 5, 0, "Add only the 5s"),
    ("sixes", "Sixes", UPPER, NUMBER, 6, 0, "Add only the 6s"),
)
