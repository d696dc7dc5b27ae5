"""MacroPad RP2040: 128x64 monochrome OLED, 12 keys, a rotary encoder with a switch.

Controls (KEYS below; the help screen lists them). Keys count from the top
left, three to a row; the top two rows are the dice, lit while held:

    1  2  3        HOLD1  HOLD2  HOLD3
    4  5  6        HOLD4  HOLD5  HOLD6 (the Power die)
    7  8  9        LEFT (repeats)   ROLL (hold: SKIP)   RIGHT (repeats)
    10 11 12       MENU (hold: HELP)   HINT   UNDO
    knob turn      LEFT / RIGHT, one step per click
    knob press     ENTER (score the box / choose)   hold: MENU
"""

import board
import keypad
import microcontroller
import rotaryio

from boards import parts, require_display
from yahtzee_app import events
from yahtzee_app.dials import Encoder
from yahtzee_app.hardware import Hardware, Inputs
from yahtzee_app.keys import KeyMap

# (label, short press, long press, repeats) in the order of KEY_PINS below
KEYS = (
    ("key 1", events.HOLD1, events.NONE, False),
    ("key 2", events.HOLD2, events.NONE, False),
    ("key 3", events.HOLD3, events.NONE, False),
    ("key 4", events.HOLD4, events.NONE, False),
    ("key 5", events.HOLD5, events.NONE, False),
    ("key 6", events.HOLD6, events.NONE, False),
    ("key 7", events.LEFT, events.NONE, True),
    ("key 8", events.ROLL, events.SKIP, False),
    ("key 9", events.RIGHT, events.NONE, True),
    ("key 10", events.MENU, events.HELP, False),
    ("key 11", events.HINT, events.NONE, False),
    ("key 12", events.UNDO, events.NONE, False),
    ("knob press", events.ENTER, events.MENU, False),
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
    keys = parts.keypad_buttons(keypad.Keys(key_pins, value_when_pressed=False, pull=True),
                                keymap)
    knob = Encoder(rotaryio.IncrementalEncoder(board.ENCODER_A, board.ENCODER_B), ENCODER_SIGN)
    speaker = parts.pwm_speaker(board.SPEAKER, board.SPEAKER_ENABLE)
    return Hardware(
        name="MacroPad",
        display=display,
        buttons=Inputs((keys, knob), (speaker,)),
        # one pixel under each key: keys 1-6 are the dice, so pixel n-1 is die n
        pixels=parts.neopixels(board.NEOPIXEL, 12, PIXEL_BRIGHTNESS),
        hold_pixels=6,
        nvm=microcontroller.nvm,
        speaker=speaker,
        monochrome=True,
        controls=(("knob turn", "LEFT RIGHT"),) + keymap.controls(),
    )
