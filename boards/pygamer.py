"""PyGamer: 160x128 TFT, 4 keys on a shift register, an analog joystick.

Controls (KEYS and the joystick; the help screen lists them):

    joystick       LEFT / RIGHT / UP / DOWN, repeating while held
    A              HOLD the die under the cursor     hold A: HINT
    B              ROLL                              hold B: UNDO
    Start          ENTER (score the box / choose)    hold Start: SKIP
    Select         MENU                              hold Select: HELP
    shake          ROLL (LIS3DH accelerometer)

The shift register, speaker and accelerometer are wired as on the PyBadge
(boards/parts.py builds them for both).
"""

import analogio
import board
import microcontroller

from boards import parts, require_display
from yahtzee_app import events
from yahtzee_app.dials import Joystick
from yahtzee_app.hardware import Hardware, Inputs
from yahtzee_app.keys import KeyMap

# (label, short press, long press, repeats) in shift-register key order
KEYS = (
    ("B", events.ROLL, events.UNDO, False),
    ("A", events.HOLD, events.HINT, False),
    ("Start", events.ENTER, events.SKIP, False),
    ("Select", events.MENU, events.HELP, False),
)

# of 32768 from the centre: engage a direction past ENGAGE, let go inside RELEASE
JOYSTICK_ENGAGE = 20000
JOYSTICK_RELEASE = 9000


def build():
    display = require_display(board, "pygamer")
    keymap = KeyMap(KEYS)
    keys = parts.keypad_buttons(parts.shift_register_keys(
        board.BUTTON_CLOCK, board.BUTTON_OUT, board.BUTTON_LATCH, len(KEYS)), keymap)
    joystick = Joystick(analogio.AnalogIn(board.JOYSTICK_X), analogio.AnalogIn(board.JOYSTICK_Y),
                        JOYSTICK_ENGAGE, JOYSTICK_RELEASE)
    joystick.calibrate()  # the stick rests where it rests: take that as the centre
    shake = parts.lis3dh_shake(board.I2C)
    speaker = parts.dac_speaker(board.SPEAKER, board.SPEAKER_ENABLE)
    sources = (keys, joystick) if shake is None else (keys, joystick, shake)
    controls = (("joystick", "LEFT RIGHT UP DOWN (repeats)"),) + keymap.controls()
    if shake is not None:
        controls = controls + (("shake", "ROLL"),)
    return Hardware(
        name="PyGamer",
        display=display,
        buttons=Inputs(sources, (speaker,)),
        pixels=parts.neopixels(board.NEOPIXEL, 5),
        hold_pixels=5,
        nvm=microcontroller.nvm,
        speaker=speaker,
        monochrome=False,
        controls=controls,
    )
