"""The handheld's sounds as small data tables, and the one player that plays them.

``Tone`` is what a board hands the app as ``Hardware.speaker``:
``play(melody, loop=False)`` starts a melody and returns at once;
``update(now_ms)`` (called from the board's buttons.poll, so every loop
turn) steps through it and ends it when its time is up; ``stop()`` ends it
now. Under it sits a voice: ``PwmVoice`` (yahtzee_app.pwm_voice: a square
wave on a buzzer or a PWM-driven speaker: CLUE, MacroPad, DIY) or ``DacVoice``
(yahtzee_app.dac_voice: a looped sine sample on the PyBadge's and PyGamer's DAC
speaker), each in its own module so that a board loads only its own.
Everything is built once; playing allocates nothing.

A melody is bytes: (note, length in 10 ms) pairs. Note 0 is a rest, 1 is
C3, 13 C4, 25 C5, 37 C6, 49 C7 (semitones up to 60, B7); its frequency is
worked out from the top octave's by shifts, so there is no table of them.
"""

from adafruit_ticks import ticks_diff, ticks_ms

# C7 .. B7 in Hz: note n is _TOP[(n - 1) % 12] >> (4 - (n - 1) // 12)
_TOP = (2093, 2217, 2349, 2489, 2637, 2794, 2960, 3136, 3322, 3520, 3729, 3951)

# The dice tumbling: clicks of no tune (looped while the roll key is held or the board shaken).
RATTLE = bytes((50, 2, 0, 3, 44, 2, 0, 4, 53, 2, 0, 3, 47, 2, 0, 4,
                56, 2, 0, 3, 46, 2, 0, 5, 52, 2, 0, 4, 48, 2, 0, 3))
HOLD_ON = bytes((41, 3))                     # E6: a die kept
HOLD_OFF = bytes((34, 3))                    # A5: let go
SCORE = bytes((29, 6, 32, 6, 37, 9))         # E5 G5 C6
ZERO = bytes((20, 12, 15, 20))               # G4 D4, falling
BONUS = bytes((37, 5, 41, 5, 44, 5, 49, 5, 53, 12))   # C6 E6 G6 C7 E7
GAME_OVER = bytes((25, 15, 29, 15, 32, 15, 37, 30, 0, 5, 32, 8, 37, 40))
# the fanfare, the moment five of a kind are rolled
YAHTZEE = bytes((25, 8, 29, 8, 32, 8, 37, 12, 0, 4, 32, 7, 37, 22, 0, 4, 41, 7, 44, 7, 49, 30))
REFUSED = bytes((8, 12))                     # G3, low: a button that did nothing
CLICK = bytes((44, 1))                       # G6, a tick


def note_hz(note):
    """The frequency of note 1..60 (C3 .. B7)."""
    note -= 1
    return _TOP[note % 12] >> (4 - note // 12)


class Tone:
    """Non-blocking melodies over a voice; ``muted`` silences it."""

    def __init__(self, voice):
        self.voice = voice
        self.muted = False
        self.playing = False
        self.melody = b""       # what plays now (or last played)
        self._until = 0
        self._index = 0
        self._loop = False

    def play(self, melody, loop=False):
        """Play a melody (bytes, as the constants above) from its start;
        with `loop`, over and over until stop() or another play()."""
        self.melody = melody
        self._loop = loop
        self._index = 2
        self._start(note_hz(melody[0]) if melody[0] else 0, melody[1] * 10, ticks_ms())

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
        melody = self.melody
        index = self._index
        if index >= len(melody) and self._loop:
            index = 0
        if index < len(melody) and not self.muted:
            self._index = index + 2
            note = melody[index]
            self._start(note_hz(note) if note else 0, melody[index + 1] * 10, now_ms)
            return
        self.stop()

    def stop(self):
        self.voice.stop()
        self.playing = False
        self._loop = False
