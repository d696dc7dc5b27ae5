"""Logical buttons: what the app understands, whatever the board has.

A board's input layer turns physical keys (and long presses, encoder turns,
shakes) into these small ints; the app never sees a pin or a key number.
"""

try:
    from micropython import const
except ImportError:

    def const(value):
        return value

NONE = const(0)
ROLL = const(1)
HOLD = const(2)        # hold/release the die under the dice cursor
HOLD1 = const(3)       # HOLD1 + n - 1: hold/release die n (HOLD6: the Power die)
HOLD2 = const(4)
HOLD3 = const(5)
HOLD4 = const(6)
HOLD5 = const(7)
HOLD6 = const(8)
LEFT = const(9)
RIGHT = const(10)
UP = const(11)
DOWN = const(12)
ENTER = const(13)
MENU = const(14)       # back / pause menu
HINT = const(15)       # what would an expert do?
UNDO = const(16)       # take back a Double's first pick
HELP = const(17)       # toggle the box help line
SKIP = const(18)       # hurry a computer player's turn
SHAKE = const(19)      # the roll key went down, or the board is being shaken: the dice tumble
TOSS = const(20)       # a shake ended: roll (in play only; a shake in a menu does nothing)
STILL = const(21)      # the tumbling stopped without a roll (a roll key's press called off)
PICK = const(22)       # ask to score the highlighted box; the same again scores it
