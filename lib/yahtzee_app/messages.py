"""What the info line can say: (full text, short text for narrow screens, warn).

The app names a message by index; the view picks the text that fits. Kept
as a table so no string is built while playing.
"""

try:
    from micropython import const
except ImportError:

    def const(value):
        return value

ROLL_FIRST = const(0)
ROLLS_LEFT_1 = const(1)   # ROLLS_LEFT_1 + n - 1
ROLLS_LEFT_2 = const(2)
ROLLS_LEFT_3 = const(3)
PICK_BOX = const(4)
FREEZE = const(5)
FOURTH_ROLL = const(6)
DOUBLE = const(7)
DOUBLE_SECOND = const(8)
ALL_HELD = const(9)
NOT_ALLOWED = const(10)
ROLL_BEFORE_HOLD = const(11)
NOTHING_TO_UNDO = const(12)
UNDONE = const(13)
SAVED = const(14)
YAHTZEE = const(15)
NO_HINT = const(16)
TURN_P1 = const(17)       # TURN_P1 + player
NO_SAVE = const(21)
SAVE_FAILED = const(22)
THINKING = const(23)      # a computer player's first warm-up
CPU_HOLDS = const(24)     # a computer player shows the dice it keeps
CPU_PICKS = const(25)     # ... and the box it is about to score
CPU_TURN_P1 = const(26)   # CPU_TURN_P1 + player: a button pressed in a computer's turn
HINT_TEXT = const(30)     # the app's hint line, built when HINT is pressed
NO_MEMORY = const(31)     # a bot does not fit the heap

TEXTS = (
    ("Roll the dice", "Roll!", False),
    ("Rolls left: 1", "1 roll", False),
    ("Rolls left: 2", "2 rolls", False),
    ("Rolls left: 3", "3 rolls", False),
    ("Pick a box to score", "Score!", False),
    ("FREEZE! Score now", "FREEZE", True),
    ("POWER! A 4th roll", "4th roll", True),
    ("DOUBLE: score twice", "DOUBLE", True),
    ("DOUBLE: pick box 2", "Box 2", True),
    ("All held: free one", "All held", True),
    ("Joker: not this box", "Not here", True),
    ("Roll before holding", "Roll 1st", True),
    ("Nothing to undo", "No undo", True),
    ("Undone: pick again", "Undone", False),
    ("Game saved", "Saved", False),
    ("YAHTZEE!", "YAHTZEE!", True),
    ("No hint here", "No hint", False),
    ("Player 1's turn", "P1 turn", False),
    ("Player 2's turn", "P2 turn", False),
    ("Player 3's turn", "P3 turn", False),
    ("Player 4's turn", "P4 turn", False),
    ("No NVM: not saved", "No save", True),
    ("Save failed", "No save", True),
    ("Thinking...", "Thinking", False),
    ("Computer holds", "CPU holds", False),
    ("Computer scores", "CPU scores", False),
    ("P1 is the computer", "P1: CPU", False),
    ("P2 is the computer", "P2: CPU", False),
    ("P3 is the computer", "P3: CPU", False),
    ("P4 is the computer", "P4: CPU", False),
    ("", "", False),          # HINT_TEXT: the view is handed the words
    ("No memory for the CPU", "No memory", True),
)


def text(message, room):
    """The message's text that fits in `room` characters."""
    full, short, _ = TEXTS[message]
    return full if len(full) <= room else short


def warns(message):
    return TEXTS[message][2]
