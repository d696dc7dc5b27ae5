"""Every word the screens say, in one place.

Messages for the play screen's info line are keyed by name (MSG_*), each a
long text, a short one for narrow screens, and whether it warns; a text
with %d takes one number (a player, a box count). Menu items, seat codes,
mode titles and setting notes are tables by index.
"""

from micropython import const


# -- the info line ------------------------------------------------------------
MSG_NONE = const(0)           # nothing said: the status of the turn shows
MSG_ROLL_FIRST = const(1)
MSG_ROLLS_LEFT = const(2)     # %d rolls left
MSG_PICK_BOX = const(3)
MSG_FREEZE = const(4)
MSG_FOURTH_ROLL = const(5)
MSG_DOUBLE = const(6)
MSG_DOUBLE_SECOND = const(7)
MSG_ALL_HELD = const(8)
MSG_NOT_ALLOWED = const(9)
MSG_ROLL_BEFORE_HOLD = const(10)
MSG_NOTHING_TO_UNDO = const(11)
MSG_UNDONE = const(12)
MSG_SAVED = const(13)
MSG_YAHTZEE = const(14)
MSG_NO_HINT = const(15)
MSG_TURN = const(16)          # %d: the player whose turn it is now
MSG_NO_SAVE = const(17)
MSG_SAVE_FAILED = const(18)
MSG_THINKING = const(19)      # a computer player's first warm-up
MSG_CPU_HOLDS = const(20)     # a computer player shows the dice it keeps
MSG_CPU_PICKS = const(21)     # ... and the box it is about to score
MSG_CPU_TURN = const(22)      # %d: a button pressed in that computer's turn
MSG_HINT = const(23)          # the hint's own words, built when HINT is pressed
MSG_NO_MEMORY = const(24)     # a computer player does not fit the heap

MESSAGES = {
    MSG_NONE: ("", "", False),
    MSG_ROLL_FIRST: ("Roll the dice", "Roll!", False),
    MSG_ROLLS_LEFT: ("Rolls left: %d", "%d rolls", False),
    MSG_PICK_BOX: ("Pick a box to score", "Score!", False),
    MSG_FREEZE: ("FREEZE! Score now", "FREEZE", True),
    MSG_FOURTH_ROLL: ("POWER! A 4th roll", "4th roll", True),
    MSG_DOUBLE: ("DOUBLE: score twice", "DOUBLE", True),
    MSG_DOUBLE_SECOND: ("DOUBLE: pick box 2", "Box 2", True),
    MSG_ALL_HELD: ("All held: free one", "All held", True),
    MSG_NOT_ALLOWED: ("Joker: not this box", "Not here", True),
    MSG_ROLL_BEFORE_HOLD: ("Roll before holding", "Roll 1st", True),
    MSG_NOTHING_TO_UNDO: ("Nothing to undo", "No undo", True),
    MSG_UNDONE: ("Undone: pick again", "Undone", False),
    MSG_SAVED: ("Game saved", "Saved", False),
    MSG_YAHTZEE: ("YAHTZEE!", "YAHTZEE!", True),
    MSG_NO_HINT: ("No hint here", "No hint", False),
    MSG_TURN: ("Player %d's turn", "P%d turn", False),
    MSG_NO_SAVE: ("No NVM: not saved", "No save", True),
    MSG_SAVE_FAILED: ("Save failed", "No save", True),
    MSG_THINKING: ("Thinking...", "Thinking", False),
    MSG_CPU_HOLDS: ("Computer holds", "CPU holds", False),
    MSG_CPU_PICKS: ("Computer scores", "CPU scores", False),
    MSG_CPU_TURN: ("P%d is the computer", "P%d: CPU", False),
    MSG_HINT: ("", "", False),
    MSG_NO_MEMORY: ("No memory for the CPU", "No memory", True),
}


def message(key, room, number=0):
    """The message's text that fits in `room` characters."""
    full, short, _ = MESSAGES[key]
    if "%d" in full:
        full = full % number
        short = short % number
    return full if len(full) <= room else short


def fit(texts, room):
    """The first of `texts` (longest first) that fits in `room` characters."""
    for text in texts:
        if len(text) <= room:
            return text
    return texts[-1] if texts else ""


def warns(key):
    return MESSAGES[key][2]


# -- menus --------------------------------------------------------------------
# Menu items: what choosing one does is the screens' (menus.ACTIONS, play's pause).
ITEM_NEW = const(0)
ITEM_RESUME = const(1)
ITEM_SCORES = const(2)
ITEM_SETTINGS = const(3)
ITEM_CONTROLS = const(4)
ITEM_CLASSIC = const(5)     # ITEM_CLASSIC + mode index
ITEM_PAINTED = const(6)
ITEM_POWER = const(7)
ITEM_ONE = const(8)         # ITEM_ONE + players - 1
ITEM_TWO = const(9)
ITEM_THREE = const(10)
ITEM_FOUR = const(11)
ITEM_HANDHELD = const(12)
ITEM_SOUND = const(13)
ITEM_LEDS = const(14)
ITEM_HELP_LINE = const(15)
ITEM_BACK = const(16)
ITEM_CONTINUE = const(17)
ITEM_SAVE = const(18)
ITEM_QUIT = const(19)
ITEM_START = const(20)      # the seat screen's last line
ITEMS = (
    "New game", "Resume game", "High scores", "Settings", "Controls",
    "Classic", "Painted", "POWER",
    "1 player", "2 players", "3 players", "4 players",
    "Handheld rules", "Sound", "LEDs", "Help line", "Back",
    "Continue", "Save game", "Quit to title", "Start",
)
ON_OFF = (": Off", ": On")

TITLE = "YAHTZEE"
# Why the saves were set aside (yahtzee_app.storage), long first: a screen shows what fits.
SAVE_PROBLEMS = ((), ("NVM too small: no saves", "No room for saves"),
                 ("Bad save data: fresh start", "Bad saves: fresh start", "Bad saves"),
                 ("Bad saved game: fresh start", "Bad save: fresh start", "Bad save"))
NEW_GAME = "New game"
SETTINGS = "Settings"
PAUSED = "Paused"
PICK_MODE = "Pick a mode"
HOW_MANY = "%s: how many?"
WHO_PLAYS = "%s: who plays?"
WHO_PLAYS_SHORT = "Who plays?"
SEAT_LINE = "P%d: %s"
# What each setting does, under the Settings title (Handheld rules .. Back).
SETTING_NOTES = ("Free Joker, 3 bonuses", "Tones for roll and score", "Hold LED brightness",
                 "Box help while playing", "Saved when you leave")

# Who plays a seat, by game.seats code: 0 a person, 1 + a computer level.
SEATS = ("Human", "CPU Easy", "CPU Normal", "CPU Expert", "CPU Perfect")

# The modes as the screens name them (by mode index).
MODE_TITLES = ("Classic", "Painted", "POWER")

# -- the play screen ------------------------------------------------------------
POWER_LONG = ("x1", "x2", "x3", "FRZ", "DBL", "PWR")
POWER_BIG = ("x1", "x2", "x3", "F", "D", "P")
POWER_SHORT = "123FDP"
COLOUR_LETTERS = "BRPGY"
POINTS = "%d pts"
PLAYER_OF = ("Player %d of %d", "P%d of %d")
CPU_SEAT = ("P%d %s", "P%d CPU")
COMPACT_WHO = ("P%d %d", "P%d CPU %d")
UNDO_TAKES_BACK = ("UNDO takes back %s", "UNDO: back %s", "UNDO: take back")
HINT_ROLL = ("Roll the dice: %d", "Roll: %d", "Roll")
HINT_REROLL = ("Reroll all: %d", "Reroll: %d", "Reroll")
HINT_KEEP = ("Keep%s: %d", "Keep %s: %d", "Keep %s", "%s")
HINT_SCORE = ("Score %s: %d", "%s: %d", "%s")

# -- plain lists ----------------------------------------------------------------
HIGH_SCORES = "High scores"
NO_SCORES = "No scores yet"
CONTROLS = "Controls"
NO_CONTROLS = "No controls listed"
GAME_OVER = "Game over"
SCORE = "Score %d"
NEW_HIGH = "New high score #%d!"
BEST = "Best: %d"
BONUS_LINES = ("Upper bonus %d", "Colour bonus %d", "YAHTZEE bonus %d")
WINS = "%s: P%d wins!"
TIE = "%s: a tie!"
