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

import audiocore
import audioio
import board
import digitalio
import keypad
import microcontroller
import neopixel
from adafruit_bus_device.i2c_device import I2CDevice

from boards import require_display
from yahtzee_app import events
from yahtzee_app.buttons import Inputs, KeyMap, KeypadButtons, RegisterAccelerometer, Shake
from yahtzee_app.hardware import Hardware
from yahtzee_app.sound import DacVoice, Tone

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

LIS3DH_ADDRESS = 0x19   # SA0 pulled high on the badges
_OUT_X_L_AUTO_INCREMENT = 0x28 | 0x80
ACCEL_RANGE_G = 4       # +-2 g clips a shake; 4 g leaves room above the threshold
PIXEL_BRIGHTNESS = 0.05


def shift_register_keys(key_count):
    """The badges' buttons: keypad scans the 74HC165 in the background."""
    return keypad.ShiftRegisterKeys(
        clock=board.BUTTON_CLOCK,
        data=board.BUTTON_OUT,
        latch=board.BUTTON_LATCH,
        key_count=key_count,
        value_when_pressed=True,
    )


def shake_detector():
    """Shake-to-roll from the LIS3DH, or None when there is none (PyBadge LC)."""
    import adafruit_lis3dh  # pylint: disable=import-outside-toplevel

    try:
        i2c = board.I2C()
        lis3dh = adafruit_lis3dh.LIS3DH_I2C(i2c, address=LIS3DH_ADDRESS)
    except (OSError, ValueError, RuntimeError):
        # no chip answering (the LC) or no pull-ups on the bus
        return None
    lis3dh.range = adafruit_lis3dh.RANGE_4_G
    device = I2CDevice(i2c, LIS3DH_ADDRESS)
    return Shake(RegisterAccelerometer(device, _OUT_X_L_AUTO_INCREMENT, ACCEL_RANGE_G))


def dac_speaker():
    """The speaker on the DAC (A0) behind an amplifier switched by SPEAKER_ENABLE."""
    enable = digitalio.DigitalInOut(board.SPEAKER_ENABLE)
    enable.switch_to_output(value=False)
    audio_out = audioio.AudioOut(board.SPEAKER)
    return Tone(DacVoice(audio_out, audiocore.RawSample, enable))


def build(variant=None):
    display = require_display(board, "pybadge")
    keymap = KeyMap(KEYS)
    keys = KeypadButtons(shift_register_keys(len(KEYS)), keymap, keypad.Event(0, True))
    shake = None if variant == "lc" else shake_detector()
    lc = shake is None
    speaker = dac_speaker()
    sources = (keys,) if shake is None else (keys, shake)
    pixels = neopixel.NeoPixel(board.NEOPIXEL, 1 if lc else 5,
                               brightness=PIXEL_BRIGHTNESS, auto_write=False)
    controls = keymap.controls()
    if shake is not None:
        controls = controls + (("shake", "ROLL"),)
    return Hardware(
        name="PyBadge LC" if lc else ("EdgeBadge" if board.board_id == "edgebadge" else "PyBadge"),
        display=display,
        buttons=Inputs(sources, (speaker,)),
        pixels=pixels,
        hold_pixels=0 if lc else 5,
        nvm=microcontroller.nvm,
        speaker=speaker,
        monochrome=False,
        controls=controls,
    )
