"""Shake to roll: an accelerometer read straight from its registers.

The chips are set up by the boards (boards.parts: a few register writes, not
their Adafruit drivers, tens of KB of heap for two settings; that code leaves
the heap with the boards'), and read here into a preallocated buffer (see
yahtzee_app.keys for the drivers' ``poll``).
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
        self._buffer = bytearray(6)
        self.counts_per_g = 2048 // full_scale_g  # 16-bit full scale >> 4
        self.x = 0
        self.y = 0
        self.z = 0

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
    """Shake to roll, one shake one roll: |a| above ``threshold_g`` starts a
    shake (events.SHAKE: the dice tumble); once no sample has been above it
    for ``quiet_ms`` the shake is over and lands as events.TOSS, the roll,
    however long it went on. A lone jolt (one sample above the threshold, a
    bump in a bag) lands as events.STILL: no roll. Until the board has been
    below the threshold for ``settle_ms`` after a shake, nothing starts another
    (the jolt of setting the board down, or shaking on after the roll).

    ``accelerometer``: a RegisterAccelerometer (or anything with read(),
    x, y, z and counts_per_g). Samples at most every ``sample_ms``.
    """

    def __init__(self, accelerometer, threshold_g=2.2, quiet_ms=350, settle_ms=500,
                 sample_ms=20):
        self.accelerometer = accelerometer
        limit = int(threshold_g * accelerometer.counts_per_g)
        self.limit_squared = limit * limit
        self.quiet_ms = quiet_ms
        self.settle_ms = settle_ms
        self.sample_ms = sample_ms
        self.enabled = True
        # -1: not yet (ticks_ms is not 0 at start-up, so 0 would be a time in the future)
        self._next_sample = -1
        self._strong = 0              # samples above the threshold in this shake (0: none on)
        self._last_strong = 0
        self._quiet_until = -1

    def poll(self, now_ms):
        if not self.enabled or (self._next_sample >= 0
                                and ticks_diff(now_ms, self._next_sample) < 0):
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
        if x * x + y * y + z * z > self.limit_squared:
            if self._strong:
                self._strong += 1
                self._last_strong = now_ms
                return events.NONE
            if self._quiet_until >= 0 and ticks_diff(now_ms, self._quiet_until) < 0:
                # still shaken as the last shake settles: that one's tail, not a new one
                # (which would roll the next turn, if this one has passed meanwhile)
                self._quiet_until = now_ms + self.settle_ms
                return events.NONE
            self._strong = 1
            self._last_strong = now_ms
            return events.SHAKE
        if not self._strong or ticks_diff(now_ms, self._last_strong) < self.quiet_ms:
            return events.NONE
        strong = self._strong
        self._strong = 0
        self._quiet_until = now_ms + self.settle_ms
        return events.TOSS if strong > 1 else events.STILL
