"""Keys in, logical events out: short and long presses, repeats and chords.

Every input driver (keys here; sticks and knobs in yahtzee_app.dials; shakes
in yahtzee_app.shake) has ``poll(now_ms) -> int`` returning the next event
from yahtzee_app.events (events.NONE when there is none). ``now_ms`` is
``adafruit_ticks.ticks_ms()``: on CircuitPython that is supervisor.ticks_ms,
the clock keypad stamps its events with, so event timestamps and now_ms
compare directly (with ticks_diff: the clock wraps at 2**29). A board
imports only the drivers it has.

A board module describes its keys as data, a ``KeyMap``: per key a short
action, a long action and whether it repeats while held; optional chords
(several keys held together). The drivers below share one state machine
(`_KeyLogic`):

- a key without a long action fires its short action as soon as it goes
  down (no waiting), and again every REPEAT_MS after REPEAT_DELAY_MS while
  held if it repeats (scrolling);
- a key with a long action fires the long action once it has been held
  LONG_MS (the player feels it happen without letting go), or its short
  action on release if released before;
- a chord fires when all its keys are down and the last of them to go down
  is the chord's last key (so "hold A, tap B" and "hold B, tap A" differ):
  its short action when that key is released, its long action if the keys
  stay down LONG_MS. Tapping the last key again while the others stay down
  fires the chord again (hold A, tap B, tap B...). A chord marked TOGETHER
  fires instead when its keys go down within TOGETHER_MS of each other.
  The keys' own actions are dropped until they are all released. Chords
  are for keys with long actions, whose short action waits for the release.

Nothing here allocates after construction: state lives in bytearrays and
arrays, events queue in a small ring, and the loops are over ``range``.
"""

from array import array

from adafruit_ticks import ticks_diff

from yahtzee_app import events

from micropython import const


LONG_MS = const(550)
REPEAT_DELAY_MS = const(400)
REPEAT_MS = const(140)
TOGETHER_MS = const(60)
TOGETHER = True  # fifth item of a chord row: its keys pressed at once, in any order
_ANY_KEY = const(255)
_QUEUE_SIZE = const(16)
_QUEUE_MASK = const(15)

# per-key flags in _KeyLogic._flags
_DOWN = const(1)
_LONG_FIRED = const(2)
_IN_CHORD = const(4)

_REPEAT = const(1)


class KeyMap:
    """A board's keys as data.

    ``keys``: one row per physical key, in key-number order:
    (label, short event, long event or events.NONE, repeats while held).
    ``chords``: rows of (label, (key numbers...), short event, long event[, TOGETHER]);
    the last key number is the one whose press completes the chord, unless
    the row is marked TOGETHER (all pressed at once). TOGETHER rows first.
    Labels are for the help screen (``controls``), not the hot path.
    """

    def __init__(self, keys, chords=()):
        count = len(keys)
        self.count = count
        self.short = bytearray(count)
        self.long = bytearray(count)
        self.repeat = bytearray(count)
        self.labels = []
        for number in range(count):
            label, short, long_, repeats = keys[number]
            self.labels.append(label)
            self.short[number] = short
            self.long[number] = long_
            self.repeat[number] = _REPEAT if repeats else 0
        chord_count = len(chords)
        self.chord_count = chord_count
        self.chord_mask = array("L", [0] * max(chord_count, 1))
        self.chord_short = bytearray(max(chord_count, 1))
        self.chord_long = bytearray(max(chord_count, 1))
        self.chord_last = bytearray(max(chord_count, 1))
        self.chord_labels = []
        for index in range(chord_count):
            label, numbers, short, long_ = chords[index][:4]
            together = len(chords[index]) > 4 and chords[index][4]
            mask = 0
            for number in numbers:
                mask |= 1 << number
            self.chord_mask[index] = mask
            self.chord_last[index] = _ANY_KEY if together else numbers[-1]
            self.chord_short[index] = short
            self.chord_long[index] = long_
            self.chord_labels.append(label)

    def controls(self):
        """((button, what it does), ...) for the Hardware's help screen."""
        rows = []  # type: list
        for number in range(self.count):
            _describe(rows, self.labels[number], self.short[number], self.long[number],
                      self.repeat[number])
        for index in range(self.chord_count):
            label = self.chord_labels[index]
            # "hold A, tap B" held on becomes "hold A, hold B"
            _describe(rows, label, self.chord_short[index], self.chord_long[index], 0,
                      label.replace("tap", "hold"))
        return tuple(rows)


def _describe(rows, label, short, long_, repeats, long_label=None):
    if short:
        rows.append((label, events.NAMES[short] + (" (repeats)" if repeats else "")))
    if long_:
        rows.append((long_label or "hold " + label, events.NAMES[long_]))


class _KeyLogic:
    """Short/long/repeat/chord state machine over key numbers 0..count-1."""

    def __init__(self, keymap):
        self.keymap = keymap
        count = keymap.count
        self._flags = bytearray(count)
        self._pressed_at = array("l", [0] * count)
        self._next_repeat = array("l", [0] * count)
        self._down_mask = 0
        self._chord = -1          # index of the chord being held, or -1
        self._chord_at = 0
        self._chord_long_fired = False
        self._queue = bytearray(_QUEUE_SIZE)
        self._head = 0
        self._tail = 0

    # the queue: a ring of event bytes; on overflow the oldest events win
    def _emit(self, event):
        if event == events.NONE:
            return
        nxt = (self._tail + 1) & _QUEUE_MASK
        if nxt != self._head:
            self._queue[self._tail] = event
            self._tail = nxt

    def _next(self):
        if self._head == self._tail:
            return events.NONE
        event = self._queue[self._head]
        self._head = (self._head + 1) & _QUEUE_MASK
        return event

    def _press(self, number, at_ms):
        keymap = self.keymap
        if number >= keymap.count:
            return
        self._flags[number] = _DOWN
        self._pressed_at[number] = at_ms
        self._next_repeat[number] = at_ms + REPEAT_DELAY_MS
        self._down_mask |= 1 << number
        # a new chord, or the completing key tapped again while the others stay down
        if self._chord < 0 or keymap.chord_last[self._chord] == number:
            for index in range(keymap.chord_count):
                mask = keymap.chord_mask[index]
                if (self._down_mask & mask) != mask or not mask & (1 << number):
                    continue
                last = keymap.chord_last[index]
                if last == _ANY_KEY:
                    if not self._pressed_together(mask, at_ms):
                        continue
                elif last != number:
                    continue
                if not self._any_long_fired(mask):
                    self._start_chord(index, at_ms)
                    return
        if self._flags[number] & _IN_CHORD:
            return
        if keymap.long[number] == events.NONE:
            self._emit(keymap.short[number])

    def _pressed_together(self, mask, at_ms):
        for number in range(self.keymap.count):
            if mask & (1 << number) and ticks_diff(at_ms, self._pressed_at[number]) > TOGETHER_MS:
                return False
        return True

    def _any_long_fired(self, mask):
        # a key whose long action already fired is spent: no chord with it
        for number in range(self.keymap.count):
            if mask & (1 << number) and self._flags[number] & _LONG_FIRED:
                return True
        return False

    def _start_chord(self, index, at_ms):
        self._chord = index
        self._chord_at = at_ms
        self._chord_long_fired = False
        mask = self.keymap.chord_mask[index]
        for number in range(self.keymap.count):
            if mask & (1 << number):
                self._flags[number] |= _IN_CHORD
        if self.keymap.chord_long[index] == events.NONE:
            self._emit(self.keymap.chord_short[index])
            self._chord_long_fired = True  # nothing more to fire on release

    def _release(self, number, at_ms):
        keymap = self.keymap
        if number >= keymap.count:
            return
        flags = self._flags[number]
        self._flags[number] = 0
        self._down_mask &= ~(1 << number)
        if flags & _IN_CHORD:
            chord = self._chord
            if chord >= 0:
                # the tap of the completing key is the chord ("hold A, tap B"); a
                # TOGETHER chord fires when the first of its keys comes up
                last = keymap.chord_last[chord]
                if (number == last or last == _ANY_KEY) and not self._chord_long_fired:
                    self._chord_long_fired = True
                    self._emit(keymap.chord_short[chord])
                if (self._down_mask & keymap.chord_mask[chord]) == 0:
                    self._chord = -1
            return
        if not flags & _DOWN:
            return
        if keymap.long[number] != events.NONE and not flags & _LONG_FIRED:
            self._emit(keymap.short[number])

    def _tick(self, now_ms):
        if self._down_mask == 0:
            return
        keymap = self.keymap
        chord = self._chord
        if chord >= 0 and not self._chord_long_fired:
            if ticks_diff(now_ms, self._chord_at) >= LONG_MS:
                self._chord_long_fired = True
                self._emit(keymap.chord_long[chord])
        for number in range(keymap.count):
            flags = self._flags[number]
            if not flags & _DOWN or flags & _IN_CHORD:
                continue
            if keymap.long[number] != events.NONE:
                if not flags & _LONG_FIRED and ticks_diff(now_ms, self._pressed_at[number]) >= LONG_MS:
                    self._flags[number] = flags | _LONG_FIRED
                    self._emit(keymap.long[number])
            elif keymap.repeat[number] and ticks_diff(now_ms, self._next_repeat[number]) >= 0:
                self._next_repeat[number] = now_ms + REPEAT_MS
                self._emit(keymap.short[number])


class KeypadButtons(_KeyLogic):
    """Keys scanned by the keypad module (ShiftRegisterKeys, Keys, KeyMatrix).

    keypad debounces in the background and stamps each event; one
    keypad.Event is reused with ``get_into`` so reading allocates nothing.
    """

    def __init__(self, keys, keymap, event):
        super().__init__(keymap)
        self.keys = keys
        self._event = event  # a keypad.Event() made once by the board module

    def poll(self, now_ms):
        queue = self.keys.events
        event = self._event
        while queue.get_into(event):
            if event.pressed:
                self._press(event.key_number, event.timestamp)
            else:
                self._release(event.key_number, event.timestamp)
        self._tick(now_ms)
        return self._next()


class DebouncedButtons(_KeyLogic):
    """Direct pins (or anything with ``.value``), debounced with adafruit_debouncer.

    ``debouncers``: adafruit_debouncer.Debouncer objects in key-number order;
    ``pressed_value``: bytearray, per key the debounced value that means
    "down" (0 for a button to ground with a pull-up, 1 for a touch pad).
    """

    def __init__(self, debouncers, pressed_value, keymap):
        super().__init__(keymap)
        self.debouncers = debouncers
        self.pressed_value = pressed_value

    def poll(self, now_ms):
        debouncers = self.debouncers
        for number in range(len(debouncers)):
            debouncer = debouncers[number]
            debouncer.update()
            if debouncer.rose or debouncer.fell:
                if debouncer.value == bool(self.pressed_value[number]):
                    self._press(number, now_ms)
                else:
                    self._release(number, now_ms)
        self._tick(now_ms)
        return self._next()
