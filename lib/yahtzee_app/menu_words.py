"""The words of the screens outside play: the menus, the lists (high scores,
controls, the end), the statistics and the initials. Loaded with those screens and
forgotten with them (yahtzee_app.app): a game in play carries only yahtzee_app.words.
"""

# -- menus --------------------------------------------------------------------
# The menus' items, by number: the screen that acts on an item names its number,
# privately (yahtzee_app.menus' _ITEM_*: a number private to its module costs the heap's
# string pool nothing, a public one a string of its own), in this order.
ITEMS = (
    "New game", "Resume game", "High scores", "Settings", "Controls",   # NEW .. CONTROLS
    "Classic", "Painted", "POWER",                                      # CLASSIC + mode
    "1 player", "2 players", "3 players", "4 players",                  # ONE + players - 1
    "Handheld rules", "Sound", "LEDs", "Help line", "Back",             # HANDHELD .. BACK
    "Start", "Stats", "No, keep it", "Yes, new game", "Save",           # START .. SAVE_TURNS
)
# The pause menu's (yahtzee_app.pause), likewise (its scoreboard's: cards.SCOREBOARD).
PAUSE_ITEMS = ("Continue", "Undo the 1st box", "Ask for a hint", "Save game", "Help line",
               "Controls", "Quit to title")
ON_OFF = (": Off", ": On")
# A setting's shorter name, where the long one and its value do not fit a row (240x240).
SHORT_ITEMS = {"Handheld rules": "Handheld"}

TITLE = "YAHTZEE"
# Why the saves were set aside (Saves.problem: 1 yahtzee_app.storage's, 2 and 3 storage_menus'),
# long first: a screen shows what fits.
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
DISCARD_SAVE = ("Discard the saved game?", "Discard saved game?", "Discard save?")
STATS_OF = "< %s stats >"
NO_STATS = "No games yet"
# By yahtzee_core.stats field (POINTS is shown as the mean), label then value.
STAT_LABELS = ("Games", "Mean score", "Best", "YAHTZEEs", "Upper bonus", "Color bonus",
               "YAHTZEE bonus")
STAT_SHORT = ("Games", "Mean", "Best", "Yahtz", "Upper", "Color", "YBonus")   # the OLED's
INITIALS = "Your initials"
