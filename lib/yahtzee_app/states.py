"""The app's states: small named constants, and the names tests and tools print.

    TITLE -> MODE -> PLAYERS -> SEATS -> PLAY <-> DOUBLE_PICK -> END -> SCORES -> TITLE
      |                                   |
      +-> resume -> PLAY                  +-> PAUSE (save, help line, controls, quit)
      +-> SCORES / SETTINGS / CONTROLS
"""

from micropython import const


TITLE = const(0)
MODE = const(1)
PLAYERS = const(2)
SETTINGS = const(3)
SCORES = const(4)
CONTROLS = const(5)
PLAY = const(6)
DOUBLE_PICK = const(7)    # POWER: a Double's first box is picked, the second is due
PAUSE = const(8)
END = const(9)
SEATS = const(10)         # who plays each seat: a person or the computer at a level

NAMES = ("title", "mode", "players", "settings", "scores", "controls", "play", "double",
         "pause", "end", "seats")
