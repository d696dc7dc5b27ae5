"""CLUE: 240x240 TFT, two buttons (A, B), one NeoPixel, LSM6DS accelerometer, buzzer.

Two buttons drive the dice cursor and the scorecard with chords
(yahtzee_app.chords decides them; KEYS and CHORDS below are the table; the
Controls screen says it in words):

    tap A             the dice cursor to the next die (it wraps)   menus: next line
    hold A, let go    HOLD the die under the cursor
    B                 ROLL: the dice tumble while B is held, roll on its release
                      menus: choose
    hold A + tap B    the next box (tap B again for the one after)  menus: next line
    hold A + hold B   MENU (pause: hint, undo, help line, save, quit; menus: back)
    A + B at once     ask to score the highlighted box; A + B again scores it
    shake             ROLL, once the shaking stops

Mis-timed presses are harmless: no press held long scores, rolls or undoes;
A's own actions wait for its release, so B pressed however late while A is
down (or a moment after A let go) is the chord, not HOLD then ROLL; B
pressed first and then A calls the roll off; the score needs asking twice.

The buttons are direct pins to ground, scanned and debounced by keypad.Keys
(in C: none of adafruit_debouncer's code in the heap).
With one NeoPixel the holds show on screen only.
"""

import board
import microcontroller

from boards import parts, require_display
from yahtzee_app import events
from yahtzee_app.hardware import Hardware, Inputs
from yahtzee_app.keys import SHAKES, TAP, KeyMap

# (label, short press, long press, kind): key 0 is A, key 1 is B
KEYS = (
    ("A", events.RIGHT, events.HOLD, TAP),
    ("B", events.ROLL, events.NONE, SHAKES),
)
# the chords: hold A + tap B, hold A + hold B, A and B at once
CHORDS = (events.DOWN, events.MENU, events.PICK)
# the chords, for the Controls screen (as KEYS rows)
CHORD_CONTROLS = (
    ("hold A + tap B", CHORDS[0], events.NONE, TAP),
    ("hold A + hold B", CHORDS[1], events.NONE, TAP),
    ("A + B at once", CHORDS[2], events.NONE, TAP),
)


def build():
    display = require_display(board, "clue")
    scanner = parts.pin_keys((board.BUTTON_A, board.BUTTON_B))
    buttons = parts.keypad_buttons(scanner, KeyMap(KEYS), chords=CHORDS)
    shake = parts.lsm6ds_shake(board.I2C)
    speaker = parts.pwm_speaker(board.SPEAKER)
    controls = KEYS + CHORD_CONTROLS + (() if shake is None else (parts.SHAKE_CONTROL,))
    return Hardware(
        name="CLUE",
        display=display,
        buttons=Inputs((buttons,) if shake is None else (buttons, shake), (speaker,)),
        pixels=parts.neopixels(board.NEOPIXEL, 1),
        hold_pixels=0,
        nvm=microcontroller.nvm,
        sleep_memory=parts.sleep_memory(),
        wake_pins=(board.BUTTON_A, board.BUTTON_B),     # either wakes it from deep sleep
        wake_release=(scanner,),
        speaker=speaker,
        monochrome=False,
        controls=controls,
    )
