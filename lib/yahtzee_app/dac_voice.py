"""A voice for yahtzee_app.sound's Tone: a looped sine sample on the DAC speaker of
the PyBadge and the PyGamer."""

from array import array

try:
    from micropython import const
except ImportError:  # CPython

    def const(value):  # type: ignore[misc]
        return value


_SINE_POINTS = const(16)
# the sine, as 16 points of a unit circle scaled by 1000 (no math import needed)
_SINE_1000 = (0, 383, 707, 924, 1000, 924, 707, 383, 0, -383, -707, -924, -1000, -924, -707, -383)


class DacVoice:
    """A looped one-period sine sample on audioio.AudioOut.

    The pitch is the sample rate: 16 points per period, so frequency_hz * 16
    samples a second. ``make_sample(buffer, sample_rate)`` is
    audiocore.RawSample, passed in so this module imports no hardware.
    """

    def __init__(self, audio_out, make_sample, enable=None, volume=0x3000):
        self.audio_out = audio_out
        self.enable = enable
        buffer = array("H", [0] * _SINE_POINTS)
        for index in range(_SINE_POINTS):
            buffer[index] = 0x8000 + volume * _SINE_1000[index] // 1000
        self.sample = make_sample(buffer, sample_rate=8000)

    def start(self, frequency_hz):
        self.audio_out.stop()
        self.sample.sample_rate = frequency_hz * _SINE_POINTS
        if self.enable is not None:
            self.enable.value = True
        self.audio_out.play(self.sample, loop=True)

    def stop(self):
        self.audio_out.stop()
        if self.enable is not None:
            self.enable.value = False
