"""Two buttons that make more: the CLUE's chords (only the CLUE imports this).

Key 0 is the shift, key 1 the roll key. The board's table (boards/clue.py)
gives each key's own short and long action and three chord actions:

- the shift held, the roll key tapped: `tap` (again for each tap while the
  shift stays down); the roll key held LONG_MS with it: `hold`;
- both pressed at once (within TOGETHER_MS, either first): `together`.

Every gesture is decided so that a mis-timed one does something harmless,
never a roll the player did not mean:

- the shift's own actions fire on its release (short, or long after
  LONG_MS), so the roll key pressed however late while the shift is down is
  the chord, never the shift's long action followed by a roll;
- the roll key pressed within GRACE_MS of the shift's release is the chord
  too (the shift let go a moment early), not a roll;
- the roll key sends events.SHAKE when it goes down (the dice tumble) and
  ROLL when it comes up; the shift pressed while it is down calls the roll
  off (events.STILL), and nothing else happens until both are up;
- both keys' own actions are dropped once a chord has begun.

Allocation-free after construction, as yahtzee_app.keys.
"""

from adafruit_ticks import ticks_diff

from yahtzee_app import events
from yahtzee_app.keys import LONG_MS, KeypadButtons

from micropython import const

TOGETHER_MS = const(100)
GRACE_MS = const(100)
_SHIFT_KEY = const(0)
_ROLL_KEY = const(1)
# what the present press of the keys has become
_OWN = const(0)          # each key its own action
_CHORD = const(1)        # the shift held, the roll key tapped (or held)
_TOGETHER = const(2)
_CALLED_OFF = const(3)   # the roll key first, then the shift: nothing


class ChordButtons(KeypadButtons):
    """The CLUE's A (shift) and B (roll key), scanned by keypad.Keys (which
    debounces them in the background), with chords.

    ``chords``: (tap, hold, together) events of the table above.
    """

    def __init__(self, keys, keymap, event, chords):
        super().__init__(keys, keymap, event)
        self.chord_tap = chords[0]
        self.chord_hold = chords[1]
        self.together = chords[2]
        self._mode = _OWN
        self._chord_at = 0
        self._chord_held = False     # the chord's hold fired (or its tap is spent)
        self._shift_up_at = 0
        self._shift_was_up = False   # the shift has come up since the start

    def _press(self, number, at_ms):
        if number > _ROLL_KEY or self._flags[number]:
            return
        self._flags[number] = 1
        self._down += 1
        self._pressed_at[number] = at_ms
        other = _ROLL_KEY - number
        if self._flags[other]:
            if self._mode == _OWN and ticks_diff(at_ms, self._pressed_at[other]) <= TOGETHER_MS:
                if number == _SHIFT_KEY:
                    self._emit(events.STILL)
                self._mode = _TOGETHER
                self._emit(self.together)
            elif number == _ROLL_KEY:
                self._start_chord(at_ms)
            else:
                if self._mode == _OWN:
                    self._emit(events.STILL)
                self._mode = _CALLED_OFF
            return
        if number == _ROLL_KEY:
            if self._shift_was_up and ticks_diff(at_ms, self._shift_up_at) <= GRACE_MS:
                self._start_chord(at_ms)
            else:
                self._emit(events.SHAKE)

    def _forget_keys(self):
        super()._forget_keys()
        self._mode = _OWN       # no chord goes on: the keys' releases are not awaited

    def _start_chord(self, at_ms):
        self._mode = _CHORD
        self._chord_at = at_ms
        self._chord_held = False

    def _release(self, number, at_ms):
        if number > _ROLL_KEY or not self._flags[number]:
            return
        self._flags[number] = 0
        self._down -= 1
        if number == _SHIFT_KEY:
            self._shift_up_at = at_ms
            self._shift_was_up = True
        mode = self._mode
        if mode == _OWN:
            keymap = self.keymap
            if number == _SHIFT_KEY and ticks_diff(at_ms, self._pressed_at[number]) >= LONG_MS:
                self._emit(keymap.long[number])
            else:
                self._emit(keymap.short[number])
        elif mode == _CHORD and number == _ROLL_KEY and not self._chord_held:
            self._chord_held = True
            self._emit(self.chord_tap)
        if not self._down:
            self._mode = _OWN

    def _tick(self, now_ms):
        if (self._mode == _CHORD and self._flags[_ROLL_KEY] and not self._chord_held
                and ticks_diff(now_ms, self._chord_at) >= LONG_MS):
            self._chord_held = True
            self._emit(self.chord_hold)
