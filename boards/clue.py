"""CLUE: 240x240 TFT, two buttons (A, B), one NeoPixel, LSM6DS accelerometer, buzzer.

Two buttons drive a cursor over the dice and the boxes, with long presses
and two-button chords (CHORDS below; the help screen lists them):

    A              DOWN: the dice cursor to the next die (it wraps); next menu line
    hold A         HOLD the die under the cursor
    B              ROLL (in menus: choose)
    hold B         ENTER: score the highlighted box / choose
    hold A, tap B  RIGHT: the next box; tap B again for the one after
    hold A, hold B MENU (pause: save, quit)
    hold B, tap A  HINT
    hold B, hold A UNDO (a POWER Double's first pick)
    A and B at once (tap) HELP: the box help line on or off
    shake          ROLL

"Hold A, tap B" means pressing B within half a second of A, before A's
own long press (HOLD) fires.

The buttons are direct pins to ground, debounced with adafruit_debouncer.
With one NeoPixel the holds show on screen only.
"""

import board
import microcontroller

from boards import parts, require_display
from yahtzee_app import events
from yahtzee_app.hardware import Hardware, Inputs
from yahtzee_app.keys import TOGETHER, KeyMap

_A = 0
_B = 1
# (label, short press, long press, repeats): key 0 is A, key 1 is B
KEYS = (
    ("A", events.DOWN, events.HOLD, False),
    ("B", events.ROLL, events.ENTER, False),
)
# (label, keys with the completing one last, short, long[, TOGETHER])
CHORDS = (
    ("A and B at once", (_A, _B), events.HELP, events.NONE, TOGETHER),
    ("hold A, tap B", (_A, _B), events.RIGHT, events.MENU),
    ("hold B, tap A", (_B, _A), events.HINT, events.UNDO),
)


def build():
    display = require_display(board, "clue")
    keymap = KeyMap(KEYS, CHORDS)
    buttons = parts.debounced((board.BUTTON_A, board.BUTTON_B), keymap)  # pressed = low
    shake = parts.lsm6ds_shake(board.I2C)
    speaker = parts.pwm_speaker(board.SPEAKER)
    controls = keymap.controls()
    if shake is not None:
        controls = controls + (("shake", "ROLL"),)
    return Hardware(
        name="CLUE",
        display=display,
        buttons=Inputs((buttons,) if shake is None else (buttons, shake), (speaker,)),
        pixels=parts.neopixels(board.NEOPIXEL, 1),
        hold_pixels=0,
        nvm=microcontroller.nvm,
        speaker=speaker,
        monochrome=False,
        controls=controls,
    )
