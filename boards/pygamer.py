"""PyGamer: 160x128 TFT, 4 keys on a shift register, an analog joystick.

Controls (KEYS and STICK; the Controls screen says them in words):

    joystick       moves the highlight the way it is pushed: left / right the dice
                   cursor, up / down the scorecard; menus: up / down; repeating
    A              HOLD the die under the cursor     hold A: HINT
    B              ROLL: the dice tumble while B is held and roll on its release
    Start          ENTER (score the box / choose)
    Select         MENU (pause: hint, undo, help line, save, quit)   hold Select: HELP
    shake          ROLL, once the shaking stops (LIS3DH accelerometer)

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
from yahtzee_app.keys import REPEATS, SHAKES, TAP, KeyMap

# (label, short press, long press, kind) in shift-register key order
KEYS = (
    ("B", events.ROLL, events.NONE, SHAKES),
    ("A", events.HOLD, events.HINT, TAP),
    ("Start", events.ENTER, events.NONE, TAP),
    ("Select", events.MENU, events.HELP, TAP),
)
# the joystick, for the Controls screen (yahtzee_app.dials.Joystick reads it)
STICK = (
    ("stick left", events.LEFT, events.NONE, REPEATS),
    ("stick right", events.RIGHT, events.NONE, REPEATS),
    ("stick up", events.UP, events.NONE, REPEATS),
    ("stick down", events.DOWN, events.NONE, REPEATS),
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
    controls = STICK + KEYS if shake is None else STICK + KEYS + (parts.SHAKE_CONTROL,)
    return Hardware(
        name="PyGamer",
        display=display,
        buttons=Inputs(sources, (speaker,)),
        pixels=parts.neopixels(board.NEOPIXEL, 5),
        hold_pixels=5,
        nvm=microcontroller.nvm,
        sleep_memory=parts.sleep_memory(),
        speaker=speaker,
        monochrome=False,
        controls=controls,
    )
