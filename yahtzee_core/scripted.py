"""The dice source of tests and transcripts: numbers queued ahead, handed out in order.

It answers what yahtzee_core.rng's Rng answers: `die()` (1..6), `colour()` (0..4) and
`power()` (1..6, the Power die's stored face). A PC's alone: the image leaves it off the
boards (tools/shipping/image.PC_ONLY), where its code would sit in the heap of play.
"""


class ScriptedDice:
    """Hands out queued numbers in order; for transcripts and tests."""

    def __init__(self, capacity=64):
        self._queue = bytearray(capacity)
        self._head = 0
        self._tail = 0

    def push(self, value):
        if self._tail == len(self._queue):
            raise OverflowError("scripted dice queue is full")
        self._queue[self._tail] = value
        self._tail += 1

    def clear(self):
        self._head = self._tail = 0

    def pending(self):
        return self._tail - self._head

    def _next(self):
        if self._head == self._tail:
            raise IndexError("no scripted dice left to roll")
        value = self._queue[self._head]
        self._head += 1
        if self._head == self._tail:
            self._head = self._tail = 0
        return value

    die = _next
    colour = _next
    power = _next
