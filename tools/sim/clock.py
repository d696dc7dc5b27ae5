"""CircuitPython's clock, as the tests and the simulator keep it.

`supervisor.ticks_ms()` (adafruit_ticks' `ticks_ms` on a board) does not start at 0: at
power-on it reads POWER_ON_MS, 65,536 ms before its wrap at 2**29, so that code meets the wrap
in its first minute and a half. A reset (the button, a true deep sleep's wake, a power cut)
starts it there again; a soft reload (Ctrl-D, an auto-reload after a file is written, a
USB-powered "deep sleep" whose wake reruns code.py) does not: the new code.py run reads the
same clock, still counting. Every driver of the app (tests/support/sim_driver.py, the scripted
simulator, the CircuitPython guest's supervisor stand-in) starts from here, so what the tests
see is what a board does.
"""

PERIOD_MS = 1 << 29                  # ticks_ms wraps here (adafruit_ticks' _TICKS_PERIOD)
POWER_ON_MS = PERIOD_MS - 65536      # ticks_ms at power-on (CircuitPython's supervisor)
MINUTE_MS = 60 * 1000
FRAME_MS = 20                        # a frame of a scripted run (VirtualClock)
DAY_MS = 24 * 60 * MINUTE_MS

# Uptimes every timer is tried at (tests/test_board_clock.py): a cold start, just after the
# first wrap, a soft reload at 11 minutes (past the deep-sleep time) and at 6 days.
UPTIMES = {"cold start": 0, "after the first wrap": 66 * 1000,
           "reload at 11 minutes": 11 * MINUTE_MS, "reload at 6 days": 6 * DAY_MS}


def ticks_at(uptime_ms):
    """What ticks_ms() reads `uptime_ms` after power-on."""
    return (POWER_ON_MS + uptime_ms) % PERIOD_MS


def ticks_later(ticks, ms):
    """`ticks` plus `ms`, wrapped as the board wraps it."""
    return (ticks + ms) % PERIOD_MS


class BoardClock:
    """A board's ticks_ms, `uptime_ms` after power-on (which never wraps)."""

    def __init__(self, uptime_ms=0):
        self.uptime_ms = uptime_ms

    def ticks_ms(self):
        return ticks_at(self.uptime_ms)

    def advance(self, ms):
        self.uptime_ms += ms

    def reset(self):
        """A reset, a true deep sleep's wake or a power cut: the clock starts again.
        (A soft reload changes nothing here: that is the point.)"""
        self.uptime_ms = 0

    @property
    def now(self):
        return self.ticks_ms()

    @now.setter
    def now(self, ticks):
        # what a frame loop that keeps ticks sets (tools/sim/keys.py's _frame_done)
        half = PERIOD_MS // 2
        self.uptime_ms += (ticks - self.ticks_ms() + half) % PERIOD_MS - half


class VirtualClock(BoardClock):
    """A scripted run's time: FRAME_MS a frame, however fast the PC draws them
    (so a script's timings, and what the app does with them, are the same on
    every run), on a board's clock: from 65,536 ms before the wrap at power-on,
    or `uptime_ms` later. tools/simulate.py puts its ticks_ms in adafruit_ticks'."""
