"""The app's states: small named constants (their names, for the PC: yahtzee_app.names).

    TITLE -> MODE -> PLAYERS -> SEATS -> PLAY <-> DOUBLE_PICK -> END -> SCORES -> TITLE
      |                                   |
      +-> resume -> PLAY                  +-> PAUSE (save, help line, controls, quit)
      +-> SCORES / STATS / SETTINGS / CONTROLS
      +-> CONFIRM (a new game over a saved one) -> MODE
    END -> INITIALS (a new high score) -> SCORES
    END <-> REVIEW (each player's final card)       PAUSE <-> BOARD (the scoreboard)
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
CONFIRM = const(11)       # a new game over a saved one: keep the saved game, or discard it
STATS = const(12)         # the statistics of a person's solo games, per mode
INITIALS = const(13)      # a new high score: three letters for the table
REVIEW = const(14)        # the end: one player's final card, box by box
BOARD = const(15)         # the pause menu's scoreboard: everyone's standing
