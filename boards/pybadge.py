"""PyBadge, PyBadge LC and EdgeBadge: 160x128 TFT, 8 keys on a shift register.

Controls (KEYS below is the source of truth; the Controls screen says it in words):

    d-pad          moves the highlight the way it points: Left / Right the dice
                   cursor (the dice are a row), Up / Down the scorecard (a column);
                   menus: Up / Down; repeating while held
    A              HOLD the die under the cursor     hold A: HINT
    B              ROLL: the dice tumble while B is held and roll on its release
    Start          ENTER (score the box / choose)
    Select         MENU (pause: hint, undo, help line, save, quit)   hold Select: HELP
    shake          ROLL, once the shaking stops (LIS3DH accelerometer; not on the LC)

No key that scores, rolls or undoes has a long press of its own, so a press
held a little long never costs a roll (UNDO is in the pause menu).

The LC runs the same CircuitPython build (board_id "pybadge") but has one
NeoPixel and no accelerometer: a missing accelerometer is taken to mean an
LC, and YAHTZEE_BOARD = "pybadge_lc" in settings.toml says so outright.
With one pixel the holds show on screen only (hold_pixels = 0).
"""

import board
import microcontroller

from boards import parts, require_display
from yahtzee_app import events
from yahtzee_app.hardware import Hardware, Inputs
from yahtzee_app.keys import REPEATS, SHAKES, TAP, KeyMap

# (label, short press, long press, kind) in shift-register key order
KEYS = (
    ("B", events.ROLL, events.NONE, SHAKES),
    ("A", events.HOLD, events.HINT, TAP),
    ("Start", events.ENTER, events.NONE, TAP),
    ("Select", events.MENU, events.HELP, TAP),
    ("Right", events.RIGHT, events.NONE, REPEATS),
    ("Down", events.DOWN, events.NONE, REPEATS),
    ("Up", events.UP, events.NONE, REPEATS),
    ("Left", events.LEFT, events.NONE, REPEATS),
)


def build(variant=None):
    display = require_display(board, "pybadge")
    keymap = KeyMap(KEYS)
    keys = parts.keypad_buttons(parts.shift_register_keys(
        board.BUTTON_CLOCK, board.BUTTON_OUT, board.BUTTON_LATCH, len(KEYS)), keymap)
    shake = None if variant == "lc" else parts.lis3dh_shake(board.I2C)
    lc = shake is None
    speaker = parts.dac_speaker(board.SPEAKER, board.SPEAKER_ENABLE)
    sources = (keys,) if shake is None else (keys, shake)
    controls = KEYS if shake is None else KEYS + (parts.SHAKE_CONTROL,)
    return Hardware(
        name="PyBadge LC" if lc else ("EdgeBadge" if board.board_id == "edgebadge" else "PyBadge"),
        display=display,
        buttons=Inputs(sources, (speaker,)),
        pixels=parts.neopixels(board.NEOPIXEL, 1 if lc else 5),
        hold_pixels=0 if lc else 5,
        nvm=microcontroller.nvm,
        sleep_memory=parts.sleep_memory(),
        speaker=speaker,
        monochrome=False,
        controls=controls,
    )
