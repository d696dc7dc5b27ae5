"""Shake to roll: an accelerometer read straight from its registers.

The chips are set up here with a few register writes, not their Adafruit
drivers (tens of KB of heap for two settings), and read into a
preallocated buffer (see yahtzee_app.keys for the drivers' ``poll``).
"""

from adafruit_ticks import ticks_diff

from yahtzee_app import events


class RegisterAccelerometer:
    """Raw acceleration straight from an I2C accelerometer's output registers.

    The drivers' ``acceleration`` property builds a tuple of floats per read;
    this reads the six OUT registers (X, Y, Z little-endian, left-justified
    16 bit, as on LIS3DH and LSM6DS) into a preallocated buffer instead.
    ``device``: adafruit_bus_device.i2c_device.I2CDevice; ``register``: the
    first OUT register with the auto-increment bit the chip needs;
    ``full_scale_g``: the range the driver configured.
    Values come out in units of 1/``counts_per_g`` g, small ints.
    """

    def __init__(self, device, register, full_scale_g):
        self.device = device
        self._register = bytearray(1)
        self._register[0] = register
        self._out = register
        self._buffer = bytearray(6)
        self.counts_per_g = 2048 // full_scale_g  # 16-bit full scale >> 4
        self.x = 0
        self.y = 0
        self.z = 0

    def register(self, register):
        """One register's value (set-up time only: it allocates)."""
        buffer = bytearray(1)
        self._register[0] = register
        with self.device as device:
            device.write_then_readinto(self._register, buffer)
        self._register[0] = self._out
        return buffer[0]

    def set_register(self, register, value):
        with self.device as device:
            device.write(bytes((register, value)))

    def read(self):
        buffer = self._buffer
        with self.device as device:
            device.write_then_readinto(self._register, buffer)
        self.x = _signed_12(buffer[0], buffer[1])
        self.y = _signed_12(buffer[2], buffer[3])
        self.z = _signed_12(buffer[4], buffer[5])


def _signed_12(low, high):
    # keep the top 12 bits: squares of three stay far below 2**30 (no long ints)
    value = ((high << 8) | low) >> 4
    if value >= 2048:
        value -= 4096
    return value


class Shake:
    """Shake to roll: |a| above ``threshold_g`` fires ``event`` once per
    ``refractory_ms``, so one vigorous shake is one roll.

    ``accelerometer``: a RegisterAccelerometer (or anything with read(),
    x, y, z and counts_per_g). Samples at most every ``sample_ms``.
    """

    def __init__(self, accelerometer, threshold_g=2.2, refractory_ms=1200, sample_ms=20,
                 event=events.ROLL):
        self.accelerometer = accelerometer
        limit = int(threshold_g * accelerometer.counts_per_g)
        self.limit_squared = limit * limit
        self.refractory_ms = refractory_ms
        self.sample_ms = sample_ms
        self.event = event
        self.enabled = True
        self._next_sample = 0
        self._quiet_until = 0

    def poll(self, now_ms):
        if not self.enabled or ticks_diff(now_ms, self._next_sample) < 0:
            return events.NONE
        self._next_sample = now_ms + self.sample_ms
        accelerometer = self.accelerometer
        try:
            accelerometer.read()
        except OSError:  # a glitch on the bus must not stop the game
            return events.NONE
        x = accelerometer.x
        y = accelerometer.y
        z = accelerometer.z
        if x * x + y * y + z * z <= self.limit_squared:
            return events.NONE
        if ticks_diff(now_ms, self._quiet_until) < 0:
            return events.NONE
        self._quiet_until = now_ms + self.refractory_ms
        return self.event


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
_WHO_AM_I = 0x0F
LIS3DH_IDS = b"\x33"
LSM6DS_IDS = b"\x69\x6a"      # LSM6DS33 (early CLUEs), LSM6DS3TR-C (later ones)


def shake_sensor(i2c, address, ids, setup, out_register):
    """A Shake on the chip at `address` of bus `i2c`, set up with `setup`,
    or None when no chip with one of `ids` answers there."""
    from adafruit_bus_device.i2c_device import I2CDevice

    try:
        accelerometer = RegisterAccelerometer(I2CDevice(i2c, address), out_register, 4)
        if accelerometer.register(_WHO_AM_I) not in ids:
            return None
        for register, value in setup:
            accelerometer.set_register(register, value)
    except (OSError, ValueError, RuntimeError):
        return None    # nothing answering (the PyBadge LC), or no pull-ups on the bus
    return Shake(accelerometer)


def lis3dh_shake(i2c, address=0x19):
    """The badges' LIS3DH (SA0 high: 0x19); its OUT registers read with auto-increment."""
    return shake_sensor(i2c, address, LIS3DH_IDS, _LIS3DH_SETUP, 0x28 | 0x80)


def lsm6ds_shake(i2c, address=0x6A):
    """The CLUE's LSM6DS (it auto-increments by itself once IF_INC is set)."""
    return shake_sensor(i2c, address, LSM6DS_IDS, _LSM6DS_SETUP, 0x28)
