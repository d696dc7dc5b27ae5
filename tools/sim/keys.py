"""The simulator's buttons: the PC's keys and scripted presses, as the app's logical buttons
(KEYMAP, SimButtons) or as a board's own (PhysicalButtons, over tools/sim/physical.py); and
the window's own keys (quit, a screenshot)."""

import os

import pygame
from adafruit_ticks import ticks_diff

from tools.sim.clock import FRAME_MS
from yahtzee_app import events as ev
from yahtzee_app import names

KEYMAP = {
    pygame.K_SPACE: ev.ROLL, pygame.K_r: ev.ROLL,
    pygame.K_1: ev.HOLD1, pygame.K_2: ev.HOLD2, pygame.K_3: ev.HOLD3,
    pygame.K_4: ev.HOLD4, pygame.K_5: ev.HOLD5, pygame.K_6: ev.HOLD6,
    pygame.K_x: ev.HOLD,
    pygame.K_LEFT: ev.LEFT, pygame.K_RIGHT: ev.RIGHT,
    pygame.K_UP: ev.UP, pygame.K_DOWN: ev.DOWN,
    pygame.K_RETURN: ev.ENTER, pygame.K_KP_ENTER: ev.ENTER,
    pygame.K_ESCAPE: ev.MENU, pygame.K_m: ev.MENU,
    pygame.K_u: ev.UNDO, pygame.K_BACKSPACE: ev.UNDO,
    pygame.K_h: ev.HELP, pygame.K_k: ev.HINT, pygame.K_s: ev.SKIP, pygame.K_p: ev.PICK,
}

# The keyboard for the Controls screen, as a board's KEYS rows.
CONTROLS = (
    ("Space", ev.ROLL, ev.NONE, 0),
    ("1", ev.HOLD1, ev.NONE, 0), ("2", ev.HOLD2, ev.NONE, 0), ("3", ev.HOLD3, ev.NONE, 0),
    ("4", ev.HOLD4, ev.NONE, 0), ("5", ev.HOLD5, ev.NONE, 0), ("6", ev.HOLD6, ev.NONE, 0),
    ("X", ev.HOLD, ev.NONE, 0),
    ("Left", ev.LEFT, ev.NONE, 0), ("Right", ev.RIGHT, ev.NONE, 0),
    ("Up", ev.UP, ev.NONE, 0), ("Down", ev.DOWN, ev.NONE, 0),
    ("Enter", ev.ENTER, ev.NONE, 0), ("P", ev.PICK, ev.NONE, 0),
    ("U", ev.UNDO, ev.NONE, 0), ("K", ev.HINT, ev.NONE, 0), ("S", ev.SKIP, ev.NONE, 0),
    ("H", ev.HELP, ev.NONE, 0), ("Esc", ev.MENU, ev.NONE, 0),
)
HINT = "Space roll  1-6 hold  <- -> dice  Up/Down box  Enter score  Esc menu  K hint"


def parse_keys(script):
    """'ROLL HOLD1 RIGHT*3 ENTER' -> [ROLL, HOLD1, RIGHT, RIGHT, RIGHT, ENTER]."""
    out = []
    for token in script.replace(",", " ").split():
        name, _, times = token.partition("*")
        out.extend([names.event_named(name)] * (int(times) if times else 1))
    return out


class SimButtons:
    """Keyboard and scripted logical buttons. poll() hands out one event a frame.

    With a script: before each scripted event (and once after the last) it
    calls on_step(step_index); after the script it calls on_done() and, if
    `exit_when_done`, ends the program. A roll is given SETTLE_MS before the
    next scripted button, so its tumble is seen (and its screenshot settled).
    `tickers`: objects whose update(now_ms) needs the frames (the speaker)."""

    SETTLE_MS = 700

    def __init__(self, display, script=(), keyboard=True, exit_when_done=False,
                 on_step=None, on_done=None, tickers=(), clock=None, pace=False):
        self.display = display
        self.queue = list(script)
        self.keyboard = keyboard
        self.exit_when_done = exit_when_done
        self.on_step = on_step
        self.on_done = on_done
        self.tickers = tickers
        self.clock = clock
        self.pace = pace
        self.step = 0
        self.scripted = bool(self.queue)
        self.typed = []          # keys pressed but not handed out yet (one event a frame)
        self.screenshot_dir = None
        self._idle_until = None

    def push(self, event):
        self.queue.append(event)

    def poll(self, now_ms):
        for ticker in self.tickers:
            ticker.update(now_ms)
        event = self._next(now_ms)
        _frame_done(self.clock, now_ms, self.pace)
        return event

    def _next(self, now_ms):
        if self.keyboard:
            self._keyboard()
            if self.typed:
                return self.typed.pop(0)
        if (self.scripted and self._idle_until is not None
                and ticks_diff(now_ms, self._idle_until) < 0):
            return ev.NONE
        self._idle_until = None
        if self.queue:
            if self.on_step is not None:
                self.on_step(self.step, self.queue[0])
            self.step += 1
            event = self.queue.pop(0)
            if self.scripted and event in (ev.ROLL, ev.TOSS) or not self.queue:
                self._idle_until = now_ms + self.SETTLE_MS
            return event
        if self.scripted:
            self.scripted = False
            _script_done(self.on_step, self.step, ev.NONE, self.on_done, self.exit_when_done)
        return ev.NONE

    def _keyboard(self):
        for event in pygame.event.get():
            if _window_event(event, self.display, self.screenshot_dir):
                continue
            if event.type == pygame.KEYDOWN and event.key in KEYMAP:
                self.typed.append(KEYMAP[event.key])


class PhysicalButtons:
    """A board's own buttons (tools/sim/physical.Physical): the PC's keys and a
    script press them, and the board's own input logic makes the events.

    The script's steps (tools/sim/physical.parse_script) play on the frames'
    clock; on_step(index, token) is called as each step begins, and once more
    (with "end") SETTLE_MS after the last, before on_done()."""

    SETTLE_MS = 1500

    def __init__(self, physical, display, steps=(), keyboard=True, exit_when_done=False,
                 on_step=None, on_done=None, clock=None, pace=False):
        self.physical = physical
        self.inner = physical.hardware.buttons
        self.display = display
        self.steps = list(steps)
        self.keyboard = keyboard
        self.exit_when_done = exit_when_done
        self.on_step = on_step
        self.on_done = on_done
        self.clock = clock
        self.pace = pace
        self.screenshot_dir = None
        self.step = 0
        self._at = None          # when the step under way began
        self._actions = []       # its presses and releases still to come: (at_ms, name, down)
        self._next_step = None   # when the next step begins
        self._keys = {}
        from tools.sim.physical import KEYBOARD
        for key, name in KEYBOARD[physical.profile].items():
            self._keys[pygame.key.key_code(key)] = name

    def flush(self):
        self.inner.flush()

    def poll(self, now_ms):
        physical = self.physical
        physical.clock = now_ms
        if self.keyboard:
            self._keyboard(now_ms)
        self._script(now_ms)
        event = self.inner.poll(now_ms)
        _frame_done(self.clock, now_ms, self.pace)
        return event

    def _script(self, now_ms):
        if self._next_step is None:
            if not self.steps:
                return
            self._next_step = now_ms
        while self._actions and ticks_diff(self._actions[0][0], now_ms) <= 0:
            _, name, down = self._actions.pop(0)
            (self.physical.press if down else self.physical.release)(name, now_ms)
        if ticks_diff(now_ms, self._next_step) < 0 or self._actions:
            return
        if self.step < len(self.steps):
            token, (actions, length) = self.steps[self.step]
            if self.on_step is not None:
                self.on_step(self.step, token)
            self.step += 1
            self._actions = sorted((now_ms + at, name, down) for at, name, down in actions)
            self._next_step = now_ms + length if self.step < len(self.steps) else \
                now_ms + length + self.SETTLE_MS
            self._script(now_ms)
        elif self.step == len(self.steps):
            self.step += 1
            _script_done(self.on_step, self.step - 1, "end", self.on_done, self.exit_when_done)

    def _keyboard(self, now_ms):
        for event in pygame.event.get():
            if _window_event(event, self.display, self.screenshot_dir):
                continue
            if event.type in (pygame.KEYDOWN, pygame.KEYUP) and event.key in self._keys:
                name = self._keys[event.key]
                if event.type == pygame.KEYDOWN:
                    self.physical.press(name, now_ms)
                else:
                    self.physical.release(name, now_ms)


def _window_event(event, display, screenshot_dir):
    """Quit, a screenshot (F12), the window shown again: True when handled."""
    if event.type == pygame.QUIT or (event.type == pygame.KEYDOWN and event.key == pygame.K_q):
        raise SystemExit(0)
    if event.type == pygame.KEYDOWN and event.key == pygame.K_F12:
        path = os.path.join(screenshot_dir or ".", "yahtzee.png")
        display.save_screenshot(path)
        print("screenshot:", path)
        return True
    if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN):
        display.present()
        return True
    return False


def _frame_done(clock, now_ms, pace):
    if clock is not None:
        clock.now = now_ms + FRAME_MS
        if pace:
            import time
            time.sleep(FRAME_MS / 1000)


def _script_done(on_step, step, name, on_done, exit_when_done):
    if on_step is not None:
        on_step(step, name)
    if on_done is not None:
        on_done()
    if exit_when_done:
        raise SystemExit(0)
