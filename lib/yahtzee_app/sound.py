"""Short tones for roll, score and YAHTZEE: non-blocking and mutable.

``Tone`` is what a board hands the app as ``Hardware.speaker``:
``tone(frequency_hz, duration_ms)`` starts a note and returns at once;
``update(now_ms)`` (called from the board's buttons.poll, so every loop
turn) ends it when its time is up and steps through melodies. Under it sits
a voice: ``PwmVoice`` (a square wave on a buzzer or a PWM-driven speaker:
CLUE, MacroPad, DIY) or ``DacVoice`` (a looped sine sample on the PyBadge's
and PyGamer's DAC speaker). Everything is built once; playing allocates
nothing.
"""

from array import array

from adafruit_ticks import ticks_diff, ticks_ms

try:
    from micropython import const
except ImportError:  # CPython

    def const(value):  # type: ignore[misc]
        return value


_SINE_POINTS = const(16)
# the sine, as 16 points of a unit circle scaled by 1000 (no math import needed)
_SINE_1000 = (0, 383, 707, 924, 1000, 924, 707, 383, 0, -383, -707, -924, -1000, -924, -707, -383)

# melodies: flat (frequency_hz, duration_ms, ...) tuples; 0 Hz is a rest
ROLL = (880, 25, 0, 15, 988, 25, 0, 15, 1175, 30)
SCORE = (659, 60, 784, 60, 1047, 90)
YAHTZEE = (523, 80, 659, 80, 784, 80, 1047, 120, 0, 40, 784, 70, 1047, 220)
ERROR = (196, 120)


class PwmVoice:
    """A square wave from pwmio.PWMOut (variable_frequency=True)."""

    def __init__(self, pwm, enable=None, duty_cycle=0x8000):
        self.pwm = pwm
        self.enable = enable  # digitalio output that powers an amplifier, or None
        self.duty_cycle = duty_cycle

    def start(self, frequency_hz):
        self.pwm.frequency = frequency_hz
        self.pwm.duty_cycle = self.duty_cycle
        if self.enable is not None:
            self.enable.value = True

    def stop(self):
        self.pwm.duty_cycle = 0
        if self.enable is not None:
            self.enable.value = False


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


class Tone:
    """Non-blocking notes and melodies over a voice; ``muted`` silences it."""

    def __init__(self, voice):
        self.voice = voice
        self.muted = False
        self.playing = False
        self._until = 0
        self._melody = ()
        self._index = 0

    def tone(self, frequency_hz, duration_ms):
        """Start one note; it ends by itself (via update) after duration_ms."""
        self._melody = ()
        self._start(frequency_hz, duration_ms, ticks_ms())

    def play(self, melody):
        """Play a flat (hz, ms, hz, ms, ...) tuple such as ROLL, SCORE, YAHTZEE."""
        self._melody = melody
        self._index = 2
        self._start(melody[0], melody[1], ticks_ms())

    def roll(self):
        self.play(ROLL)

    def score(self):
        self.play(SCORE)

    def yahtzee(self):
        self.play(YAHTZEE)

    def _start(self, frequency_hz, duration_ms, now_ms):
        if self.muted:
            return
        if frequency_hz > 0:
            self.voice.start(frequency_hz)
        else:
            self.voice.stop()
        self.playing = True
        self._until = now_ms + duration_ms

    def update(self, now_ms):
        if not self.playing or ticks_diff(now_ms, self._until) < 0:
            return
        melody = self._melody
        if self._index < len(melody) and not self.muted:
            index = self._index
            self._index = index + 2
            self._start(melody[index], melody[index + 1], now_ms)
            return
        self.stop()

    def stop(self):
        self.voice.stop()
        self.playing = False
        self._melody = ()

    @property
    def enabled(self):
        return not self.muted

    @enabled.setter
    def enabled(self, value):
        self.muted = not value
        if self.muted and self.playing:
            self.stop()
