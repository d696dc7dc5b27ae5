"""A battery that lasts: after a while without a press the backlight dims, then
the screen and the LEDs go dark, then (boards with `alarm`) the board sleeps
deep, the game saved first (yahtzee_app.deep_sleep). The first press only
wakes: it never acts, nor do the presses that follow it within _GUARD_MS (a
held direction's repeats). While dark, the screen's own frames stop (a
computer player waits for the player to look again).

The times are settings.toml's, in seconds (0: never):

    YAHTZEE_DIM_S     30     the backlight dims
    YAHTZEE_DARK_S    120    the screen and LEDs go dark
    YAHTZEE_SLEEP_S   600    deep sleep (boards with alarm)

A frame allocates nothing, dimmed or not: a tick count, small ints, and
levels that are module constants.
"""

from array import array

from adafruit_ticks import ticks_add, ticks_diff
from micropython import const

from .settings import int_setting

_AWAKE = const(0)
_DIM = const(1)
_DARK = const(2)
_ASLEEP = const(3)
_GUARD_MS = const(450)     # longer than yahtzee_app.keys' REPEAT_DELAY_MS
_DIM_LEVEL = 0.1           # of the display's brightness
_OFF = 0.0
_SETTINGS = (("YAHTZEE_DIM_S", 30), ("YAHTZEE_DARK_S", 120), ("YAHTZEE_SLEEP_S", 600))


def _seconds(name, default):
    value = int_setting(name, default)
    return value if value > 0 else 0


class Idle:
    def __init__(self, display):
        # after[level]: ms without a press at which the next level comes (0: never)
        self.after = array("l", [1000 * _seconds(name, default) for name, default in _SETTINGS])
        self.level = _AWAKE
        # The last press; -1 until the first frame, which starts the count: ticks_ms
        # is not 0 at start-up (2**29 - 65,536 at power-on, and still counting after
        # a soft reload or a USB-powered deep sleep's wake).
        self.last = -1
        self.guard = -1          # ticks_ms until which presses only follow the wake (-1: none)
        self.bright = getattr(display, "brightness", None)
        if self.bright is not None:
            try:
                display.brightness = self.bright
            except (AttributeError, RuntimeError, ValueError):
                self.bright = None    # a display whose brightness is fixed

    def frame(self, app, now_ms, event):
        """One frame's say: True when the frame ends here (dark, or `event`, a
        press, only woke the screen)."""
        if event or self.last < 0:
            self.last = now_ms
        if event:
            if self.level:
                self.guard = ticks_add(now_ms, _GUARD_MS)
                self._show(app, _AWAKE)
                return True
            if self.guard >= 0:
                if ticks_diff(self.guard, now_ms) > 0:
                    self.guard = ticks_add(now_ms, _GUARD_MS)
                    return True
                self.guard = -1
            return False
        level = self._due(ticks_diff(now_ms, self.last))
        if level > self.level:
            if level == _ASLEEP:
                from .deep_sleep import deep_sleep
                deep_sleep(app)        # returns where the board cannot sleep deep
            self._show(app, level)
        return self.level >= _DARK

    def _due(self, quiet_ms):
        """The level `quiet_ms` without a press has reached."""
        level = _AWAKE
        after = self.after
        for step in range(3):
            if after[step] and quiet_ms >= after[step]:
                level = step + 1
        return level

    def _show(self, app, level):
        dark = level >= _DARK
        if self.bright is not None:
            app.display.brightness = self.bright if level == _AWAKE else _OFF if dark \
                else _DIM_LEVEL
        if app.root.hidden != dark:
            app.root.hidden = dark
        app.leds.set_brightness(_OFF if dark else app.settings.led_brightness())
        app.display.refresh()
        self.level = level
