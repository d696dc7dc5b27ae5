"""Stand-in: keypad's keys and their event queue, fed by the test driver.

The queue is a preallocated ring like the C one: `get_into` allocates nothing,
and pushing onto a full queue drops the event and sets `overflowed`.
`instances` lists every scanner made, so the driver finds the board's keys.
"""

instances = []


class Event:
    def __init__(self, key_number=0, pressed=True, timestamp=0):
        self.key_number = key_number
        self.pressed = pressed
        self.timestamp = timestamp

    @property
    def released(self):
        return not self.pressed


class EventQueue:
    def __init__(self, max_events=64):
        self._keys = bytearray(max_events)
        self._pressed = bytearray(max_events)
        self._times = [0] * max_events
        self._head = 0
        self._count = 0
        self.overflowed = False

    def push(self, key_number, pressed, timestamp):
        """What the scanner does when a key changes."""
        size = len(self._keys)
        if self._count == size:
            self.overflowed = True
            return
        at = (self._head + self._count) % size
        self._keys[at] = key_number
        self._pressed[at] = 1 if pressed else 0
        self._times[at] = timestamp
        self._count += 1

    def get_into(self, event):
        if not self._count:
            return False
        at = self._head
        event.key_number = self._keys[at]
        event.pressed = self._pressed[at] == 1
        event.timestamp = self._times[at]
        self._head = (at + 1) % len(self._keys)
        self._count -= 1
        return True

    def get(self):
        event = Event()
        return event if self.get_into(event) else None

    def clear(self):
        self._count = 0
        self.overflowed = False

    def __len__(self):
        return self._count

    def __bool__(self):
        return self._count > 0


class _Keys:
    def __init__(self, key_count, max_events):
        self.key_count = key_count
        self.events = EventQueue(max_events)
        instances.append(self)

    def reset(self):
        self.events.clear()

    def deinit(self):
        pass


class Keys(_Keys):
    def __init__(self, pins, *, value_when_pressed, pull=True, interval=0.02, max_events=64,
                 debounce_threshold=1):
        for pin in pins:
            if pin is None:
                raise ValueError("pin is None")
        super().__init__(len(pins), max_events)


class ShiftRegisterKeys(_Keys):
    def __init__(self, *, clock, data, latch, value_to_latch=True, key_count,
                 value_when_pressed, interval=0.02, max_events=64, debounce_threshold=1):
        for pin in (clock, data, latch):
            if pin is None:
                raise ValueError("pin is None")
        super().__init__(key_count, max_events)


class KeyMatrix(_Keys):
    def __init__(self, row_pins, column_pins, columns_to_anodes=True, interval=0.02,
                 max_events=64, debounce_threshold=1):
        super().__init__(len(row_pins) * len(column_pins), max_events)
