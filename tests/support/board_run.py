"""code.py on a board, run after run as CircuitPython runs it: the board's clock
(tools/sim/clock.py) goes on counting across runs unless the board resets, and sleep memory
and the NVM (files beside `nvm_path`, as the desktop board keeps them) are the same bytes
from run to run: they are hardware. What ends a run:

- a soft reload (Ctrl-D, an auto-reload): the next run starts at once, same clock;
- deep sleep on USB power: CircuitPython only pretends, and reruns code.py when an alarm
  goes off, with `alarm.wake_alarm` set and the clock still counting;
- a true deep sleep (on battery): the wake is a reset: the clock starts again,
  `alarm.wake_alarm` set, sleep memory kept.

The board is the desktop board over the board's own buttons (tools/sim/physical.py), with the
`alarm` stand-in (tests/fakes/cpython/alarm.py) as the `alarm` the app imports, so its deep sleep
ends the run. Logical events are handed to the app ahead of the board's own buttons.
"""

import sys

from standin_env import standin_modules
from tools.sim import board as sim_board
from tools.sim.clock import BoardClock
from yahtzee_app import names


def standin_alarm(board_id):
    """A fresh `alarm` stand-in for `board_id` (its sleep memory's size)."""
    with standin_modules(board_id):
        import alarm
    return alarm


class _Ahead:
    """The board's buttons, with logical events handed in ahead of them."""

    def __init__(self, real):
        self.real = real
        self.queue = []

    def flush(self):
        self.real.flush()

    def poll(self, now_ms):
        event = self.real.poll(now_ms)
        if event or not self.queue:
            return event
        return self.queue.pop(0)


class BoardRun:
    """`board`: a tools/sim/physical.py board name (clue, macropad, pybadge...). Use inside
    pytest's monkeypatch (it installs the alarm stand-in in sys.modules)."""

    def __init__(self, board, nvm_path, monkeypatch, uptime_ms=0, usb_powered=True, seed=3):
        from tools.sim.physical import BOARDS
        self.board = board
        self.nvm_path = nvm_path
        self.alarm = standin_alarm(BOARDS[board][0])
        monkeypatch.setitem(sys.modules, "alarm", self.alarm)
        self.clock = BoardClock(uptime_ms)
        self.usb_powered = usb_powered
        self.seed = seed
        self.runs = 0
        self.sleeps = 0
        self.start()

    def start(self):
        """A code.py run: the board, the app, then its first frames."""
        from yahtzee_app.app import App
        hardware = sim_board.build(physical=self.board, nvm_path=self.nvm_path, keys="",
                                   keyboard=False, seed=self.seed)
        hardware.wake_pins = getattr(hardware.physical.hardware, "wake_pins", ())
        self.buttons = hardware.buttons = _Ahead(hardware.buttons)
        self.hardware = hardware
        self.app = App(hardware)
        self.runs += 1
        self.frames(40)

    def frames(self, ms, step_ms=20):
        """Let `ms` pass a frame at a time; False if a deep sleep ended the run."""
        for _ in range(ms // step_ms):
            try:
                self.app.tick(self.clock.ticks_ms())
            except self.alarm.DeepSleep:
                self.sleeps += 1
                return False
            self.clock.advance(step_ms)
        return True

    def wake(self, asleep_ms=3600 * 1000):
        """A wake pin pressed after `asleep_ms` of sleep: code.py runs again."""
        wake_pins = self.alarm.deep_sleeps[-1]
        self.alarm.wake_alarm = wake_pins[0] if wake_pins else None
        if self.usb_powered:
            self.clock.advance(asleep_ms)
        else:
            self.clock.reset()
        self.start()

    def soft_reload(self):
        self.start()

    def press(self, *words):
        for word in " ".join(words).split():
            name, _, times = word.partition("*")
            for _ in range(int(times) if times else 1):
                self.buttons.queue.append(names.event_named(name))
                self.frames(40)
        return self

    @property
    def state(self):
        return names.STATES[self.app.state]

    @property
    def game(self):
        return self.app.game

    @property
    def idle_level(self):
        return self.app.idle.level
