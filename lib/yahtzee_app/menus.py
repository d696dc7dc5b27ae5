"""The menus' items: one small int an item, and the text each shows.

Which items a screen lists, and what choosing one does, is the app's
state machine (app.py); this is only the vocabulary.
"""

try:
    from micropython import const
except ImportError:

    def const(value):
        return value

NEW = const(0)
RESUME = const(1)
HIGH_SCORES = const(2)
SETTINGS_ITEM = const(3)
CONTROLS_ITEM = const(4)
CLASSIC = const(5)     # CLASSIC + mode index
PAINTED = const(6)
POWER = const(7)
ONE = const(8)         # ONE + players - 1
TWO = const(9)
THREE = const(10)
FOUR = const(11)
HANDHELD = const(12)
SOUND = const(13)
LEDS = const(14)
HELP_LINE = const(15)
BACK = const(16)
CONTINUE = const(17)
SAVE = const(18)
QUIT = const(19)
START = const(20)      # the seat screen's last line

TEXTS = (
    "New game", "Resume game", "High scores", "Settings", "Controls",
    "Classic", "Painted", "POWER",
    "1 player", "2 players", "3 players", "4 players",
    "Handheld rules", "Sound", "LEDs", "Help line", "Back",
    "Continue", "Save game", "Quit to title", "Start",
)

# Who plays a seat, by game.seats code: 0 a person, 1 + bot level a computer.
SEAT_TEXTS = ("Human", "CPU Easy", "CPU Normal", "CPU Expert", "CPU Perfect")

# The modes as the screens name them (by mode index).
MODE_TITLES = ("Classic", "Painted", "POWER")
