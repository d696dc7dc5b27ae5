"""The builders the boards share (as PyBadger's base module is for its boards):
shift-register keys, shake from an accelerometer, a speaker on the DAC or
on PWM, NeoPixels, debounced pins. Each imports its hardware modules when
it is called, so a board pays only for the parts it has; the pins come
from the board modules, where pin names live.
"""

PIXEL_BRIGHTNESS = 0.05


def shift_register_keys(clock, data, latch, key_count):
    """The badges' buttons: keypad scans the 74HC165 in the background."""
    import keypad

    return keypad.ShiftRegisterKeys(clock=clock, data=data, latch=latch, key_count=key_count,
                                    value_when_pressed=True)


def keypad_buttons(keys, keymap):
    """keypad's scanner `keys` as logical buttons, through `keymap`."""
    import keypad
    from yahtzee_app.keys import KeypadButtons

    return KeypadButtons(keys, keymap, keypad.Event(0, True))


def _bus(i2c):
    """The board's I2C bus from its `board.I2C`, or None when nothing pulls it up."""
    try:
        return i2c()
    except RuntimeError:
        return None


def lis3dh_shake(i2c):
    """Shake-to-roll from the badges' LIS3DH, or None when there is none (PyBadge LC)."""
    bus = _bus(i2c)
    if bus is None:
        return None
    from yahtzee_app.shake import lis3dh_shake as shake

    return shake(bus)


def lsm6ds_shake(i2c):
    """Shake-to-roll from the CLUE's LSM6DS33 or LSM6DS3TR-C."""
    bus = _bus(i2c)
    if bus is None:
        return None
    from yahtzee_app.shake import lsm6ds_shake as shake

    return shake(bus)


def dac_speaker(pin, enable):
    """The badges' speaker: a DAC pin behind an amplifier switched by `enable`."""
    import audiocore
    import audioio
    from yahtzee_app.sound import DacVoice, Tone

    audio_out = audioio.AudioOut(pin)
    return Tone(DacVoice(audio_out, audiocore.RawSample, output_pin(enable)))


def pwm_speaker(pin, enable=None):
    """A buzzer or speaker driven by PWM on `pin` (an amplifier's enable pin optional)."""
    import pwmio
    from yahtzee_app.sound import PwmVoice, Tone

    pwm = pwmio.PWMOut(pin, duty_cycle=0, frequency=440, variable_frequency=True)
    return Tone(PwmVoice(pwm, None if enable is None else output_pin(enable)))


def output_pin(pin):
    import digitalio

    io = digitalio.DigitalInOut(pin)
    io.switch_to_output(value=False)
    return io


def neopixels(pin, count, brightness=PIXEL_BRIGHTNESS):
    import neopixel

    return neopixel.NeoPixel(pin, count, brightness=brightness, auto_write=False)


def debounced(pins, keymap, active_high=False):
    """Buttons on direct pins (to GND with pull-ups, or to 3V3 with pull-downs),
    debounced with adafruit_debouncer."""
    import digitalio
    from adafruit_debouncer import Debouncer
    from yahtzee_app.keys import DebouncedButtons

    pull = digitalio.Pull.DOWN if active_high else digitalio.Pull.UP
    debouncers = []
    for pin in pins:
        io = digitalio.DigitalInOut(pin)
        io.switch_to_input(pull=pull)
        debouncers.append(Debouncer(io))
    pressed = bytearray(len(pins))
    if active_high:
        for index in range(len(pins)):
            pressed[index] = 1
    return DebouncedButtons(tuple(debouncers), pressed, keymap)
