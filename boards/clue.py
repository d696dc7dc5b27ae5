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
import digitalio
import microcontroller
import neopixel
import pwmio
from adafruit_bus_device.i2c_device import I2CDevice
from adafruit_debouncer import Debouncer

from boards import require_display
from yahtzee_app import events
from yahtzee_app.buttons import (TOGETHER, DebouncedButtons, Inputs, KeyMap,
                                  RegisterAccelerometer, Shake)
from yahtzee_app.hardware import Hardware
from yahtzee_app.sound import PwmVoice, Tone

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

LSM6DS_ADDRESS = 0x6A
_OUTX_L_A = 0x28         # the LSM6DS auto-increments by default (IF_INC)
ACCEL_RANGE_G = 4        # what adafruit_lsm6ds configures
PIXEL_BRIGHTNESS = 0.05


def _button(pin):
    io = digitalio.DigitalInOut(pin)
    io.switch_to_input(pull=digitalio.Pull.UP)
    return Debouncer(io)


def shake_detector():
    """Shake-to-roll from the LSM6DS33 (early CLUEs) or LSM6DS3TR-C (later ones)."""
    from adafruit_lsm6ds.lsm6ds33 import LSM6DS33  # pylint: disable=import-outside-toplevel
    from adafruit_lsm6ds.lsm6ds3trc import LSM6DS3TRC  # pylint: disable=import-outside-toplevel

    try:
        i2c = board.I2C()
    except RuntimeError:  # no pull-ups: nothing on the bus
        return None
    for chip in (LSM6DS33, LSM6DS3TRC):
        try:
            chip(i2c, LSM6DS_ADDRESS)  # configures 104 Hz, +-4 g
        except RuntimeError:
            continue  # the other revision's chip id
        except (OSError, ValueError):
            return None  # nothing answering at the address
        device = I2CDevice(i2c, LSM6DS_ADDRESS)
        return Shake(RegisterAccelerometer(device, _OUTX_L_A, ACCEL_RANGE_G))
    return None


def build():
    display = require_display(board, "clue")
    keymap = KeyMap(KEYS, CHORDS)
    buttons = DebouncedButtons((_button(board.BUTTON_A), _button(board.BUTTON_B)),
                               bytearray(2), keymap)  # pressed = low
    shake = shake_detector()
    speaker = Tone(PwmVoice(pwmio.PWMOut(board.SPEAKER, duty_cycle=0, frequency=440,
                                         variable_frequency=True)))
    controls = keymap.controls()
    if shake is not None:
        controls = controls + (("shake", "ROLL"),)
    return Hardware(
        name="CLUE",
        display=display,
        buttons=Inputs((buttons,) if shake is None else (buttons, shake), (speaker,)),
        pixels=neopixel.NeoPixel(board.NEOPIXEL, 1, brightness=PIXEL_BRIGHTNESS, auto_write=False),
        hold_pixels=0,
        nvm=microcontroller.nvm,
        speaker=speaker,
        monochrome=False,
        controls=controls,
    )
