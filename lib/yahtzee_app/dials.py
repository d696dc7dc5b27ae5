"""Sticks and knobs in, logical events out: an analog joystick as four
direction keys, a rotary encoder's detents as two events, one a detent (the
MacroPad's: through the scorecard; see yahtzee_app.keys
for the drivers' common ``poll(now_ms)``)."""

from adafruit_ticks import ticks_diff

from yahtzee_app import events
from yahtzee_app.keys import REPEAT_DELAY_MS, REPEAT_MS


class Joystick:
    """An analog stick as four direction keys, with hysteresis and repeat.

    A direction engages when the stick leaves the centre by more than
    ``engage`` (of 32768) and lets go only when it comes back within
    ``release``, so a stick resting near the threshold does not chatter.
    Y is read as "low value = up" (PyGamer); pass invert_y to swap.
    """

    def __init__(self, x, y, engage=20000, release=9000, invert_x=False, invert_y=False):
        self.x = x
        self.y = y
        self.engage = engage
        self.release = release
        self.invert_x = invert_x
        self.invert_y = invert_y
        self.center_x = 32768
        self.center_y = 32768
        self.direction = events.NONE
        self._next_repeat = 0

    def calibrate(self):
        """Take the resting position as the centre (call at start-up)."""
        self.center_x = self.x.value
        self.center_y = self.y.value

    def poll(self, now_ms):
        dx = self.x.value - self.center_x
        dy = self.y.value - self.center_y
        if self.invert_x:
            dx = -dx
        if self.invert_y:
            dy = -dy
        current = self.direction
        if current != events.NONE:
            # keep the engaged direction until the stick comes back inside `release`
            if current == events.LEFT or current == events.RIGHT:
                held = dx if current == events.RIGHT else -dx
            else:
                held = dy if current == events.DOWN else -dy
            if held > self.release:
                if ticks_diff(now_ms, self._next_repeat) >= 0:
                    self._next_repeat = now_ms + REPEAT_MS
                    return current
                return events.NONE
            self.direction = events.NONE
        adx = dx if dx >= 0 else -dx
        ady = dy if dy >= 0 else -dy
        if adx >= ady:
            if adx <= self.engage:
                return events.NONE
            direction = events.RIGHT if dx > 0 else events.LEFT
        else:
            if ady <= self.engage:
                return events.NONE
            direction = events.DOWN if dy > 0 else events.UP
        self.direction = direction
        self._next_repeat = now_ms + REPEAT_DELAY_MS
        return direction


class Encoder:
    """A rotary encoder's detents as events, one per detent.

    ``sign``: +1 when clockwise counts up on this board, -1 otherwise;
    clockwise sends ``clockwise``, the other way ``counter``.
    """

    def __init__(self, encoder, sign=1, clockwise=events.RIGHT, counter=events.LEFT):
        self.encoder = encoder
        self.sign = sign
        self.clockwise = clockwise
        self.counter = counter
        self.last = encoder.position

    def poll(self, now_ms):
        position = self.encoder.position
        if position == self.last:
            return events.NONE
        # one detent per poll, so a fast spin is not lost but queues up
        if position > self.last:
            self.last += 1
            return self.clockwise if self.sign > 0 else self.counter
        self.last -= 1
        return self.counter if self.sign > 0 else self.clockwise
