"""Keys in, logical events out: taps, long presses, repeats and the roll key.

Every input driver (keys here; sticks and knobs in yahtzee_app.dials; shakes
in yahtzee_app.shake; the CLUE's two-button chords in yahtzee_app.chords) has
``poll(now_ms) -> int`` returning the next event from yahtzee_app.events
(events.NONE when there is none). ``now_ms`` is ``adafruit_ticks.ticks_ms()``:
on CircuitPython that is supervisor.ticks_ms, the clock keypad stamps its
events with, so event timestamps and now_ms compare directly (with
ticks_diff: the clock wraps at 2**29). A board imports only the drivers it has.

A board module describes its keys as data, a ``KeyMap``: per key a short
action, a long action and its kind:

- TAP: a key without a long action fires its short action as soon as it
  goes down (no waiting); one with a long action fires the long action once
  it has been held LONG_MS (the player feels it happen without letting go),
  or its short action on release if released before;
- REPEATS: the short action at once, and again every REPEAT_MS after
  REPEAT_DELAY_MS while held (scrolling);
- SHAKES: the roll key, as on the seeds' remote, which "shakes the dice while
  the key is held, rolls them on release": events.SHAKE when it goes down
  (the dice tumble), its short action (ROLL) on release, however long it
  was held.

A press held a little longer, or a little shorter, than meant must never
cost the player a roll, a score or an undo, so a key whose short action
costs (ROLL, ENTER, UNDO) has no long action (tests/test_boards.py checks
every board's table).

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
TAP = const(0)
REPEATS = const(1)
SHAKES = const(2)
_QUEUE_SIZE = const(16)
_QUEUE_MASK = const(15)

# per-key flags in KeyLogic._flags
_DOWN = const(1)
_LONG_FIRED = const(2)


class KeyMap:
    """A board's keys as data: one row per physical key, in key-number order,
    (label, short event, long event or events.NONE, TAP / REPEATS / SHAKES).
    The labels are for the Controls screen (Hardware.controls), not kept here."""

    def __init__(self, keys):
        count = len(keys)
        self.count = count
        self.short = bytearray(count)
        self.long = bytearray(count)
        self.kind = bytearray(count)
        for number in range(count):
            _label, short, long, kind = keys[number]
            self.short[number] = short
            self.long[number] = long
            self.kind[number] = kind


class KeyLogic:
    """The tap / long / repeat / roll-key state machine over key numbers 0..count-1."""

    def __init__(self, keymap):
        self.keymap = keymap
        count = keymap.count
        self._flags = bytearray(count)
        self._pressed_at = array("l", [0] * count)
        self._next_repeat = array("l", [0] * count)
        self._down = 0            # how many keys are down
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
        if number >= keymap.count or self._flags[number] & _DOWN:
            return
        self._flags[number] = _DOWN
        self._down += 1
        self._pressed_at[number] = at_ms
        self._next_repeat[number] = at_ms + REPEAT_DELAY_MS
        kind = keymap.kind[number]
        if kind == SHAKES:
            self._emit(events.SHAKE)
        elif keymap.long[number] == events.NONE:
            self._emit(keymap.short[number])

    def _release(self, number, at_ms):
        keymap = self.keymap
        if number >= keymap.count:
            return
        flags = self._flags[number]
        if not flags & _DOWN:
            return
        self._flags[number] = 0
        self._down -= 1
        if keymap.kind[number] == SHAKES:
            self._emit(keymap.short[number])
        elif keymap.long[number] != events.NONE and not flags & _LONG_FIRED:
            self._emit(keymap.short[number])

    def _forget_keys(self):
        """Every key up, nothing fired: a lost release must not leave a key
        down to fire its long press later. A roll key that was down stops its
        shake (its release may be the one lost)."""
        keymap = self.keymap
        for number in range(keymap.count):
            if self._flags[number] & _DOWN and keymap.kind[number] == SHAKES:
                self._emit(events.STILL)
            self._flags[number] = 0
        self._down = 0

    def flush(self):
        """A turn has passed (yahtzee_app.play): the events not yet handed out, and the
        keys down, are the last turn's presses. The events are dropped and every key
        let go, as after an overflow."""
        self._head = self._tail
        self._forget_keys()

    def _tick(self, now_ms):
        if not self._down:
            return
        keymap = self.keymap
        for number in range(keymap.count):
            flags = self._flags[number]
            if not flags & _DOWN:
                continue
            if keymap.long[number] != events.NONE:
                if not flags & _LONG_FIRED and ticks_diff(now_ms, self._pressed_at[number]) >= LONG_MS:
                    self._flags[number] = flags | _LONG_FIRED
                    self._emit(keymap.long[number])
            elif keymap.kind[number] == REPEATS and ticks_diff(now_ms, self._next_repeat[number]) >= 0:
                self._next_repeat[number] = now_ms + REPEAT_MS
                self._emit(keymap.short[number])


class KeypadButtons(KeyLogic):
    """Keys scanned by the keypad module (ShiftRegisterKeys, Keys, KeyMatrix).

    keypad debounces in the background and stamps each event; one
    keypad.Event is reused with ``get_into`` so reading allocates nothing.
    When its queue overflowed, events were lost (a release among them,
    perhaps): as PyBadger's KeyStates does, the queue is cleared and the
    scanner reset, so it reports the keys that are really down afresh.
    """

    def __init__(self, keys, keymap, event):
        super().__init__(keymap)
        self.keys = keys
        self._event = event  # a keypad.Event() made once by the board module

    def poll(self, now_ms):
        queue = self.keys.events
        if queue.overflowed:
            queue.clear()
            queue.overflowed = False
            self._forget_keys()
            self.keys.reset()
        event = self._event
        while queue.get_into(event):
            if event.pressed:
                self._press(event.key_number, event.timestamp)
            else:
                self._release(event.key_number, event.timestamp)
        self._tick(now_ms)
        return self._next()
