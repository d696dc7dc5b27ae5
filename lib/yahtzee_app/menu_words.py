"""The words of the screens outside play: the menus, the lists (high scores,
controls, the end), the statistics and the initials. Loaded with those screens and
forgotten with them (yahtzee_app.app): a game in play carries only yahtzee_app.words.
"""

from micropython import const

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
ITEM_UNDO = const(21)       # the pause menu's, in a Double with its first box picked
ITEM_HINT = const(22)
ITEMS = (
    "New game", "Resume game", "High scores", "Settings", "Controls",
    "Classic", "Painted", "POWER",
    "1 player", "2 players", "3 players", "4 players",
    "Handheld rules", "Sound", "LEDs", "Help line", "Back",
    "Continue", "Save game", "Quit to title", "Start", "Undo the 1st box", "Ask for a hint",
)
ON_OFF = (": Off", ": On")
# A setting's shorter name, where the long one and its value do not fit a row (240x240).
SHORT_ITEMS = {ITEM_HANDHELD: "Handheld"}

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
SEAT_KEYS = "%s-%d set seats"     # a game of several, on a board with HOLD1..HOLD4 keys
NO_PERFECT = "No Perfect table"   # Classic, where data/ lacks the Perfect level's files
# What each setting does, under the Settings title (Handheld rules .. Back).
SETTING_NOTES = ("Free Joker, 3 bonuses", "Tones for roll and score", "Hold LED brightness",
                 "Box help while playing", "Saved when you leave")

# -- plain lists ----------------------------------------------------------------
HIGH_SCORES = "High scores"
NO_SCORES = "No scores yet"
CONTROLS = "Controls"
NO_CONTROLS = "No controls listed"
GAME_OVER = "Game over"
SCORE = "Score %d"
NEW_HIGH = "New high score #%d!"
BEST = "Best: %d"
WINS = "%s: P%d wins!"
TIE = "%s: a tie!"

# -- saves, statistics, initials ---------------------------------------------------
ITEM_STATS = const(23)      # the title's
ITEM_KEEP = const(24)       # a new game over a saved one: keep the saved game...
ITEM_DISCARD = const(25)    # ... or play a new one in its place
ITEMS = ITEMS + ("Stats", "No, keep it", "Yes, new game")
ITEM_SAVE_TURNS = const(26)  # Settings: how often the NVM takes a game in play
ITEMS = ITEMS + ("Save",)      # its words and wear: yahtzee_app.save_notes
DISCARD_SAVE = ("Discard the saved game?", "Discard saved game?", "Discard save?")
STATS_OF = "< %s stats >"
NO_STATS = "No games yet"
# By yahtzee_core.stats field (POINTS is shown as the mean), label then value.
STAT_LABELS = ("Games", "Mean score", "Best", "YAHTZEEs", "Upper bonus", "Colour bonus",
               "YAHTZEE bonus")
STAT_SHORT = ("Games", "Mean", "Best", "Yahtz", "Upper", "Colour", "YBonus")   # the OLED's
INITIALS = "Your initials"
