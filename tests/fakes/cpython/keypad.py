"""Stand-in: keypad with a scriptable event queue (events.push). As the C one, the queue
holds `max_events` (64 by default): a push onto a full queue drops that newest event and
sets `overflowed`."""


class Event:
    def __init__(self, key_number=0, pressed=True, timestamp=None):
        self.key_number = key_number
        self.pressed = pressed
        self.timestamp = timestamp or 0

    @property
    def released(self):
        return not self.pressed


class EventQueue:
    def __init__(self, max_events=64):
        self.max_events = max_events
        self._queue = []
        self.overflowed = False

    def push(self, key_number, pressed, timestamp):
        """What the scanner does when a key changes."""
        if len(self._queue) >= self.max_events:
            self.overflowed = True
            return
        self._queue.append((key_number, pressed, timestamp))

    def get_into(self, event):
        if not self._queue:
            return False
        event.key_number, event.pressed, event.timestamp = self._queue.pop(0)
        return True

    def get(self):
        event = Event()
        return event if self.get_into(event) else None

    def clear(self):
        """As keypad's: the events go, and `overflowed` is False again."""
        self._queue.clear()
        self.overflowed = False

    def __len__(self):
        return len(self._queue)


instances = []


class _Keys:
    def __init__(self, key_count, max_events=64, **settings):
        self.key_count = key_count
        self.settings = settings
        self.events = EventQueue(max_events)
        instances.append(self)

    def deinit(self):
        pass

    def reset(self):
        pass


class Keys(_Keys):
    def __init__(self, pins, *, value_when_pressed, pull=True, interval=0.02, max_events=64):
        for pin in pins:
            if pin is None:
                raise ValueError("pin is None")
        super().__init__(len(pins), max_events, pins=tuple(pins),
                         value_when_pressed=value_when_pressed, pull=pull)


class ShiftRegisterKeys(_Keys):
    def __init__(self, *, clock, data, latch, value_to_latch=True, key_count,
                 value_when_pressed, interval=0.02, max_events=64):
        for pin in (clock, data, latch):
            if pin is None:
                raise ValueError("pin is None")
        super().__init__(key_count, max_events, clock=clock, data=data, latch=latch,
                         value_when_pressed=value_when_pressed)


class KeyMatrix(_Keys):
    def __init__(self, row_pins, column_pins, columns_to_anodes=True, interval=0.02,
                 max_events=64):
        super().__init__(len(row_pins) * len(column_pins), max_events)
