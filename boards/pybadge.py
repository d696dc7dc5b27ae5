"""PyBadge, PyBadge LC and EdgeBadge: 160x128 TFT, 8 keys on a shift register.

Controls (KEYS below is the source of truth; the help screen lists it):

    d-pad          LEFT / RIGHT / UP / DOWN, repeating while held
    A              HOLD the die under the cursor     hold A: HINT
    B              ROLL                              hold B: UNDO
    Start          ENTER (score the box / choose)    hold Start: SKIP
    Select         MENU                              hold Select: HELP
    shake          ROLL (LIS3DH accelerometer; not on the LC)

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
from yahtzee_app.keys import KeyMap

# (label, short press, long press, repeats) in shift-register key order
KEYS = (
    ("B", events.ROLL, events.UNDO, False),
    ("A", events.HOLD, events.HINT, False),
    ("Start", events.ENTER, events.SKIP, False),
    ("Select", events.MENU, events.HELP, False),
    ("Right", events.RIGHT, events.NONE, True),
    ("Down", events.DOWN, events.NONE, True),
    ("Up", events.UP, events.NONE, True),
    ("Left", events.LEFT, events.NONE, True),
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
    controls = keymap.controls()
    if shake is not None:
        controls = controls + (("shake", "ROLL"),)
    return Hardware(
        name="PyBadge LC" if lc else ("EdgeBadge" if board.board_id == "edgebadge" else "PyBadge"),
        display=display,
        buttons=Inputs(sources, (speaker,)),
        pixels=parts.neopixels(board.NEOPIXEL, 1 if lc else 5),
        hold_pixels=0 if lc else 5,
        nvm=microcontroller.nvm,
        speaker=speaker,
        monochrome=False,
        controls=controls,
    )
