"""The builders the boards share (as PyBadger's base module is for its boards):
shift-register keys, shake from an accelerometer, a speaker on the DAC or
on PWM, NeoPixels, debounced pins. Each imports its hardware modules when
it is called, so a board pays only for the parts it has; the pins come
from the board modules, where pin names live.
"""

from micropython import const

from yahtzee_app import events

PIXEL_BRIGHTNESS = 0.05
# the Controls screen's row for a board with shake to roll (as a KEYS row)
SHAKE_CONTROL = ("shake", events.TOSS, events.NONE, 0)


def shift_register_keys(clock, data, latch, key_count):
    """The badges' buttons: keypad scans the 74HC165 in the background."""
    import keypad

    return keypad.ShiftRegisterKeys(clock=clock, data=data, latch=latch, key_count=key_count,
                                    value_when_pressed=True)


def pin_keys(pins):
    """Buttons on direct pins to ground: keypad scans (and debounces) them in the
    background, as it does the badges' shift register."""
    import keypad

    return keypad.Keys(pins, value_when_pressed=False, pull=True)


def keypad_buttons(keys, keymap, chords=None):
    """keypad's scanner `keys` as logical buttons, through `keymap`; with `chords`
    (the CLUE's), two keys that make chords (yahtzee_app.chords)."""
    import keypad

    if chords is not None:
        from yahtzee_app.chords import ChordButtons
        return ChordButtons(keys, keymap, keypad.Event(0, True), chords)
    from yahtzee_app.keys import KeypadButtons
    return KeypadButtons(keys, keymap, keypad.Event(0, True))


def _bus(i2c):
    """The board's I2C bus from its `board.I2C`, or None when nothing pulls it up."""
    try:
        return i2c()
    except RuntimeError:
        return None


# (register, value) writes that set a chip up for shakes: +-4 g (a shake clips
# +-2 g), a rate well above the 50 Hz the game samples at.
_LIS3DH_SETUP = (
    (0x20, 0x77),   # CTRL_REG1: 400 Hz, X Y Z on
    (0x23, 0x98),   # CTRL_REG4: block data update, +-4 g, high resolution
)
_LSM6DS_SETUP = (
    (0x12, 0x01),   # CTRL3_C: software reset (the chip clears the bit)
    (0x12, 0x44),   # CTRL3_C: block data update, register address auto-increment
    (0x10, 0x48),   # CTRL1_XL: 104 Hz, +-4 g
)
_WHO_AM_I = const(0x0F)
LIS3DH_IDS = b"\x33"
LSM6DS_IDS = b"\x69\x6a"      # LSM6DS33 (early CLUEs), LSM6DS3TR-C (later ones)


def lis3dh_shake(i2c):
    """Shake-to-roll from the badges' LIS3DH (SA0 high: 0x19; its OUT registers read
    with auto-increment), or None when there is none (PyBadge LC)."""
    return _shake(i2c, 0x19, LIS3DH_IDS, _LIS3DH_SETUP, 0x28 | 0x80)


def lsm6ds_shake(i2c):
    """Shake-to-roll from the CLUE's LSM6DS33 or LSM6DS3TR-C (it auto-increments by
    itself once IF_INC is set)."""
    return _shake(i2c, 0x6A, LSM6DS_IDS, _LSM6DS_SETUP, 0x28)


def _shake(i2c, address, ids, setup, out_register):
    """A Shake on the chip at `address`, set up with `setup` by a few register
    writes (not its Adafruit driver: tens of KB of heap for two settings), or None
    when nothing pulls the bus up or no chip with one of `ids` answers there."""
    bus = _bus(i2c)
    if bus is None:
        return None
    from adafruit_bus_device.i2c_device import I2CDevice
    from yahtzee_app.shake import RegisterAccelerometer, Shake

    try:
        device = I2CDevice(bus, address)
        answer = bytearray(1)
        # (the stubs' I2CDevice.__exit__ takes no arguments: a stub's slip)
        with device as chip:  # type: ignore[call-arg]
            chip.write_then_readinto(bytes((_WHO_AM_I,)), answer)
            if answer[0] not in ids:
                return None
            for register, value in setup:
                chip.write(bytes((register, value)))
    except (OSError, ValueError, RuntimeError):
        return None    # nothing answering (the PyBadge LC)
    return Shake(RegisterAccelerometer(device, out_register, 4))


def dac_speaker(pin, enable):
    """The badges' speaker: a DAC pin behind an amplifier switched by `enable`."""
    import audiocore
    import audioio
    from yahtzee_app.dac_voice import DacVoice
    from yahtzee_app.sound import Tone

    audio_out = audioio.AudioOut(pin)
    return Tone(DacVoice(audio_out, audiocore.RawSample, output_pin(enable)))


def pwm_speaker(pin, enable=None):
    """A buzzer or speaker driven by PWM on `pin` (an amplifier's enable pin optional)."""
    import pwmio
    from yahtzee_app.pwm_voice import PwmVoice
    from yahtzee_app.sound import Tone

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
    debounced with adafruit_debouncer (the DIY board's: any port, keypad or not)."""
    import digitalio
    from adafruit_debouncer import Debouncer

    pull = digitalio.Pull.DOWN if active_high else digitalio.Pull.UP
    debouncers = []
    inputs = []
    for pin in pins:
        io = digitalio.DigitalInOut(pin)
        io.switch_to_input(pull=pull)
        debouncers.append(Debouncer(io))
        inputs.append(io)
    pressed = bytearray(len(pins))
    if active_high:
        for index in range(len(pins)):
            pressed[index] = 1
    from yahtzee_app.debounced import DebouncedButtons
    return DebouncedButtons(tuple(debouncers), pressed, keymap, tuple(inputs))


def sleep_memory():
    """alarm.sleep_memory (it survives a reset and deep sleep, not a power cut), or
    None where the port has none: SAMD51 8 KB of backup RAM; RP2040 and nRF52840
    256 bytes (from CircuitPython 8.2 on the RP2040)."""
    try:
        import alarm

        memory = alarm.sleep_memory
        return memory if len(memory) else None
    except (ImportError, AttributeError, NotImplementedError):
        return None
