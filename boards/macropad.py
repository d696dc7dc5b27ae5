"""MacroPad RP2040: 128x64 monochrome OLED, 12 keys, a rotary encoder with a switch.

Controls (KEYS and KNOB below; the Controls screen says them in words). Keys
count from the top left, three to a row; the top two rows are the dice, lit
while held:

    1  2  3        HOLD1  HOLD2  HOLD3
    4  5  6        HOLD4  HOLD5  HOLD6 (the Power die)
    7  8  9        previous box (repeats)   ROLL   next box (repeats)
    10 11 12       MENU (hold: HELP)   HINT   UNDO
    knob turn      through the scorecard (a column): clockwise the next box
    knob press     ENTER (score the box / choose)

Key 8 is the roll key: the dice tumble while it is held and roll on its
release. Keys 7 and 9 carry no arrows, so they name what they do.
"""

import board
import keypad
import microcontroller
import rotaryio

from boards import parts, require_display
from yahtzee_app import events
from yahtzee_app.dials import Encoder
from yahtzee_app.hardware import Hardware, Inputs
from yahtzee_app.keys import REPEATS, SHAKES, TAP, KeyMap

# (label, short press, long press, kind) in the order of KEY_PINS below
KEYS = (
    ("key 1", events.HOLD1, events.NONE, TAP),
    ("key 2", events.HOLD2, events.NONE, TAP),
    ("key 3", events.HOLD3, events.NONE, TAP),
    ("key 4", events.HOLD4, events.NONE, TAP),
    ("key 5", events.HOLD5, events.NONE, TAP),
    ("key 6", events.HOLD6, events.NONE, TAP),
    ("key 7", events.UP, events.NONE, REPEATS),
    ("key 8", events.ROLL, events.NONE, SHAKES),
    ("key 9", events.DOWN, events.NONE, REPEATS),
    ("key 10", events.MENU, events.HELP, TAP),
    ("key 11", events.HINT, events.NONE, TAP),
    ("key 12", events.UNDO, events.NONE, TAP),
    ("knob press", events.ENTER, events.NONE, TAP),
)
# the knob, for the Controls screen (yahtzee_app.dials.Encoder reads it)
KNOB = (
    ("knob clockwise", events.DOWN, events.NONE, TAP),
    ("knob back", events.UP, events.NONE, TAP),
)

# adafruit_macropad reports the encoder negated: clockwise counts down here
ENCODER_SIGN = -1
PIXEL_BRIGHTNESS = 0.1


def build():
    display = require_display(board, "macropad")
    key_pins = (
        board.KEY1, board.KEY2, board.KEY3, board.KEY4, board.KEY5, board.KEY6,
        board.KEY7, board.KEY8, board.KEY9, board.KEY10, board.KEY11, board.KEY12,
        board.ENCODER_SWITCH,
    )
    keymap = KeyMap(KEYS)
    scanner = keypad.Keys(key_pins, value_when_pressed=False, pull=True)
    keys = parts.keypad_buttons(scanner, keymap)
    knob = Encoder(rotaryio.IncrementalEncoder(board.ENCODER_A, board.ENCODER_B), ENCODER_SIGN,
                   KNOB[0][1], KNOB[1][1])
    speaker = parts.pwm_speaker(board.SPEAKER, board.SPEAKER_ENABLE)
    return Hardware(
        name="MacroPad",
        display=display,
        buttons=Inputs((keys, knob), (speaker,)),
        # one pixel under each key: keys 1-6 are the dice, so pixel n-1 is die n
        pixels=parts.neopixels(board.NEOPIXEL, 12, PIXEL_BRIGHTNESS),
        hold_pixels=6,
        nvm=microcontroller.nvm,
        sleep_memory=parts.sleep_memory(),
        wake_pins=(board.ENCODER_SWITCH,),     # a knob press wakes it from deep sleep
        wake_release=(scanner,),
        speaker=speaker,
        monochrome=True,
        controls=KEYS + KNOB,
    )
