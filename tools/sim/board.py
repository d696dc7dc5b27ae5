"""The simulator's board: a pygame window, the keyboard and a file for NVM.

The simulator (tools/simulate.py) runs the device's own code.py with this
board, handed to boards.build() through boards.pc_board (the device side never
imports it). The window shows the chosen handheld's screen scaled up and, under
it, the board's hold LEDs. Two ways to press buttons:

- logical (the default): PC keys are the app's logical buttons (KEYMAP);
- a board's own (YAHTZEE_PHYSICAL = pybadge, pygamer, clue, macropad, diy):
  that board's profile built over the CircuitPython stand-ins
  (tools/sim/physical.py), PC keys pressing its physical buttons through its own
  key logic, so the long presses, chords, repeats, knob and stick are the
  board's. Its sounds play through the PC's speaker.

Options come from build()'s arguments or, when tools/simulate.py hands
build to code.py's `boards.build()`, from environment variables:

    YAHTZEE_PHYSICAL     a board profile: its own buttons (above)
    YAHTZEE_PROFILE      the screen in logical mode: pybadge (160x128, default),
                         clue (240x240), wide (240x135), macropad (128x64 mono);
                         for the DIY board, its panel (YAHTZEE_SCREEN, 240x135...)
    YAHTZEE_NVM          file that stands in for microcontroller.nvm
    YAHTZEE_KEYS         scripted buttons: logical, e.g. "ROLL HOLD1 RIGHT*2 ENTER"
                         (one a frame), or a board's, e.g. "B:700 wait:500 A"
                         (tools/sim/physical.parse_script); the run ends after the script
    YAHTZEE_SEED         dice seed
    YAHTZEE_SCREENSHOT   PNG of the final screen (scripted runs)
    YAHTZEE_SCREENSHOTS  directory: one PNG per scripted step
    YAHTZEE_PRINT_SCREEN 1: after the script, print every label on screen, one a line,
                         top to bottom then left to right (tools/sim/screen.py reads them)
    YAHTZEE_SCALE        window scale (default per profile)
"""

import os

import busdisplay
import displayio
import pygame
from adafruit_ticks import ticks_diff
from blinka_displayio_pygamedisplay import PyGameDisplay

from yahtzee_app import events as ev
from yahtzee_app import names
from yahtzee_app.hardware import Hardware
from yahtzee_app.sound import Tone
from tools.sim.clock import BoardClock

# name: (width, height, window scale, monochrome, hold pixels, caption)
PROFILES = {
    "pybadge": (160, 128, 4, False, 5, "PyBadge / PyGamer 160x128"),
    "clue": (240, 240, 3, False, 0, "CLUE 240x240"),
    "wide": (240, 135, 4, False, 5, "240x135"),
    "macropad": (128, 64, 6, True, 6, "MacroPad 128x64"),
}
# a screen size (tools/simulate.py --screen) -> its profile above
SCREENS = {"160x128": "pybadge", "240x240": "clue", "240x135": "wide", "128x64": "macropad"}
# The boards' own sizes (bytes) of microcontroller.nvm and alarm.sleep_memory, by profile:
# PyBadge/PyGamer (SAMD51: an 8 KB NVM block, 8 KB of backup RAM), CLUE (nRF52840),
# MacroPad (RP2040); "wide" stands for a DIY board (an RP2040 Pico, say).
NVM_SIZES = {"pybadge": 8192, "clue": 8192, "wide": 4096, "macropad": 4096}
SLEEP_SIZES = {"pybadge": 8192, "clue": 256, "wide": 256, "macropad": 256}
NVM_BYTES = 8192
FRAME_MS = 20
CLOCK = None        # tools/simulate.py's VirtualClock for a scripted run (build()'s default)

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
_HINT = "Space roll  1-6 hold  <- -> dice  Up/Down box  Enter score  Esc menu  K hint"

_STRIP_BG = (24, 24, 28)
_LED_OFF = (34, 34, 40)
_LED_DIM = (64, 64, 74)


class SimDisplay(PyGameDisplay):
    """PyGameDisplay drawn into an off-screen surface, then scaled into the
    window above a strip of hold LEDs (the library's window is 1:1)."""

    def __init__(self, width, height, scale, caption, pixels, lazy=False, hint=_HINT):
        # lazy (headless): draw only when a screenshot is taken. Blinka redraws
        # the whole screen in Python on every refresh (25-90 ms); a scripted
        # run needs the pixels only at its screenshots.
        self._lazy = lazy
        self._stale = False
        self._scale = scale
        self._pixels = pixels
        self._hint = hint
        self._strip_h = 28 + 8 * scale if pixels is not None else 12 + 6 * scale
        self._window = None
        super().__init__(width=width, height=height, caption=caption, auto_refresh=False)

    def _initialize(self, init_sequence):
        pygame.init()
        pygame.display.set_caption("YAHTZEE - " + self._caption)
        self._window = pygame.display.set_mode(
            (self.width * self._scale, self.height * self._scale + self._strip_h))
        self._pygame_screen = pygame.Surface((self.width, self.height))

    def refresh(self, **kwargs):
        if self._lazy:
            self._stale = True
            return True
        return super().refresh(**kwargs)

    def _refresh_display(self):
        busdisplay.BusDisplay._refresh_display(self)
        self.present()

    def flush(self):
        """Draw what a lazy display has put off (or not drawn yet)."""
        if self._stale or self._lazy:
            self._stale = False
            busdisplay.BusDisplay.refresh(self)

    def present(self):
        """Copy the screen and the LEDs to the window."""
        if self._window is None:
            return
        w = self.width * self._scale
        h = self.height * self._scale
        pygame.transform.scale(self._pygame_screen, (w, h), self._window.subsurface((0, 0, w, h)))
        level = int(255 * self.brightness)
        if level < 255:      # the backlight dimmed (yahtzee_app.idle)
            self._window.fill((level, level, level), (0, 0, w, h), pygame.BLEND_RGB_MULT)
        pygame.draw.rect(self._window, _STRIP_BG, (0, h, w, self._strip_h))
        pixels = self._pixels
        y = h + 6
        if pixels is not None and len(pixels):
            radius = self._led_radius()
            for i in range(len(pixels)):
                colour = pixels.seen(i)
                centre = self.led_centre(i)
                pygame.draw.circle(self._window, colour, centre, radius)
                pygame.draw.circle(self._window, (90, 90, 96), centre, radius, 1)
            y += 2 * radius + 4
        font = pygame.font.Font(None, 14 + 3 * self._scale)
        text = font.render(self._hint, True, (170, 170, 180))
        if text.get_width() > w - 8:
            text = pygame.transform.smoothscale(
                text, (w - 8, text.get_height() * (w - 8) // text.get_width()))
        self._window.blit(text, ((w - text.get_width()) // 2, y))
        pygame.display.flip()

    def _led_radius(self):
        return 3 + 2 * self._scale

    def led_centre(self, index):
        """Where hold LED `index` is drawn in the window."""
        w = self.width * self._scale
        count = len(self._pixels)
        radius = self._led_radius()
        step = min(w // (count + 1), 6 * radius)
        left = (w - step * (count - 1)) // 2
        return (left + index * step, self.height * self._scale + 6 + radius)

    def save_screenshot(self, path):
        """The window as a PNG: the screen scaled up, and the LEDs."""
        self.flush()
        self.present()
        folder = os.path.dirname(path)
        if folder:
            os.makedirs(folder, exist_ok=True)
        pygame.image.save(self._window, path)

    def save_native(self, path):
        """The screen alone, pixel for pixel."""
        self.flush()
        pygame.image.save(self._pygame_screen, path)


class SimPixels:
    """A NeoPixel stand-in: remembers colours and brightness for the window."""

    def __init__(self, count):
        self.colours = [(0, 0, 0)] * count
        self.brightness = 1.0
        self.shows = 0

    def __len__(self):
        return len(self.colours)

    def __setitem__(self, index, colour):
        self.colours[index] = tuple(colour)

    def __getitem__(self, index):
        return self.colours[index]

    def fill(self, colour):
        for i in range(len(self.colours)):
            self.colours[i] = tuple(colour)

    def show(self):
        self.shows += 1

    def seen(self, index):
        """The colour as it looks in the window: a NeoPixel at low brightness
        still glows, so brightness only shades it; a dimmed pixel is a faint grey."""
        r, g, b = self.colours[index]
        if not (r or g or b) or self.brightness <= 0:
            return _LED_OFF
        if max(r, g, b) < 16:
            return _LED_DIM
        level = 0.7 + 0.3 * self.brightness
        return (int(r * level), int(g * level), int(b * level))


class SheetFont:
    """terminalio.FONT as a board has it: one glyph sheet (a displayio.Bitmap, a
    6x12 cell a character) and each glyph's tile in it. Blinka's BuiltinFont
    has the glyphs but no sheet (its `bitmap` is a class), so the PC builds
    one here, laid out as CircuitPython's tools/gen_display_resources.py does."""

    def __init__(self):
        import terminalio

        font = terminalio.FONT
        self._width, self._height = font.get_bounding_box()[:2]
        self._tiles = {}
        codes = range(0x20, 0x7F)
        self.bitmap = displayio.Bitmap(self._width * len(codes), self._height, 2)
        for index, code in enumerate(codes):
            glyph = font.get_glyph(code)
            self._tiles[code] = _Glyph(index)
            if glyph is None:
                continue
            left = index * self._width + glyph.dx
            top = self._height - 2 - (glyph.height + glyph.dy)
            for y in range(glyph.height):
                for x in range(glyph.width):
                    if glyph.bitmap[x, y] and 0 <= top + y < self._height:
                        self.bitmap[left + x, top + y] = 1

    def get_bounding_box(self):
        return (self._width, self._height)

    def get_glyph(self, code):
        return self._tiles.get(code)


class _Glyph:
    def __init__(self, tile_index):
        self.tile_index = tile_index


class FileNVM:
    """microcontroller.nvm kept in a file (or in memory when path is None), the
    board's size.

    Starts erased (0xFF, like flash) and writes through on every change, as
    the device does. Every write is an erase of the flash block on a board:
    `erases` counts them (`writes` is the same count), `slices` those that were
    one slice assignment."""

    def __init__(self, path=None, size=NVM_BYTES, blank=0xFF):
        self.path = path
        data = b""
        if path and os.path.exists(path):
            with open(path, "rb") as f:
                data = f.read(size)
        self._bytes = bytearray(data + bytes([blank]) * (size - len(data)))
        self.writes = 0
        self.slices = 0

    def __len__(self):
        return len(self._bytes)

    def __getitem__(self, index):
        return self._bytes[index]

    @property
    def erases(self):
        return self.writes

    def __setitem__(self, index, value):
        self._bytes[index] = value
        self.writes += 1
        self.slices += isinstance(index, slice)
        if self.path:
            with open(self.path, "wb") as f:
                f.write(self._bytes)


class PcVoice:
    """A Tone's voice on the PC: it records every note started (tests read
    `notes`) and, where pygame has a sound device, plays it as a square wave."""

    mixer = None            # pygame.mixer once it has started; False: there is no sound here

    def __init__(self, audible=None):
        self.notes = []
        self.sounding = False
        self._sounds = {}
        if audible is None:
            audible = os.environ.get("SDL_AUDIODRIVER") != "dummy"
        self.audible = audible

    def _mixer(self):
        if not self.audible or PcVoice.mixer is False:
            return None
        if PcVoice.mixer is None:
            try:
                pygame.mixer.init(frequency=22050, size=-16, channels=1)
                PcVoice.mixer = pygame.mixer
            except pygame.error:
                PcVoice.mixer = False
                return None
        return PcVoice.mixer

    def start(self, frequency_hz):
        self.notes.append(frequency_hz)
        self.sounding = True
        mixer = self._mixer()
        if mixer is not None:
            sound = self._sounds.get(frequency_hz)
            if sound is None:
                half = max(1, 22050 // (2 * frequency_hz))
                wave = (b"\x00\x18" * half + b"\x00\xe8" * half) * max(1, 2205 // (2 * half))
                sound = self._sounds[frequency_hz] = mixer.Sound(buffer=wave)
            mixer.stop()
            sound.play(loops=-1)

    def stop(self):
        self.sounding = False
        if PcVoice.mixer:
            PcVoice.mixer.stop()


class PcSpeaker(Tone):
    """The board's Tone player on a PcVoice; `played` lists every melody the app
    asked for (tests check the sounds, and that Sound off silences them all)."""

    def __init__(self, voice=None):
        super().__init__(voice or PcVoice())
        self.played = []
        self._now = 0

    def play(self, melody, loop=False):
        self.played.append(melody)
        super().play(melody, loop)
        self._until = self._now + melody[1] * 10    # on the clock the app's frames keep

    def update(self, now_ms):
        self._now = now_ms
        super().update(now_ms)


def sleep_memory(nvm_path, size):
    """alarm.sleep_memory for a board whose NVM is the file `nvm_path`: kept beside it
    (NVM_PATH.sleep), so the next run, or a new App on the same file (a reset), finds
    what the last one left; power_cut() (or deleting the file) is the power going.
    Without a file, a fresh one in memory."""
    if not nvm_path:
        return bytearray(size)
    return FileNVM(nvm_path + ".sleep", size, blank=0)


def power_cut(nvm_path):
    """The board loses power: its sleep memory goes (the NVM file stays)."""
    if os.path.exists(nvm_path + ".sleep"):
        os.remove(nvm_path + ".sleep")


def parse_keys(script):
    """'ROLL HOLD1 RIGHT*3 ENTER' -> [ROLL, HOLD1, RIGHT, RIGHT, RIGHT, ENTER]."""
    out = []
    for token in script.replace(",", " ").split():
        name, _, times = token.partition("*")
        out.extend([names.event_named(name)] * (int(times) if times else 1))
    return out


class VirtualClock(BoardClock):
    """A scripted run's time: FRAME_MS a frame, however fast the PC draws them
    (so a script's timings, and what the app does with them, are the same on
    every run), on a board's clock: from 65,536 ms before the wrap at power-on,
    or `uptime_ms` later (tools/sim/clock.py). tools/simulate.py puts its
    ticks_ms in adafruit_ticks'."""


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


def _env(name, default=None):
    value = os.environ.get(name)
    return value if value else default


def build(profile=None, nvm_path=None, keys=None, seed=None, screenshot=None,
          screenshots=None, keyboard=None, exit_when_done=None, scale=None, physical=None,
          screen=None, clock=None):
    """A Hardware for the PC. Arguments left None come from the environment.

    `physical`: a board profile whose own buttons to use (tools/sim/physical.py);
    `screen`: the DIY board's panel size ("240x135"); `clock`: a VirtualClock
    whose frames the buttons advance (scripted runs)."""
    clock = clock or CLOCK
    physical = physical or _env("YAHTZEE_PHYSICAL")
    screen = screen or _env("YAHTZEE_SCREEN")
    nvm_path = nvm_path if nvm_path is not None else _env("YAHTZEE_NVM")
    keys = keys if keys is not None else _env("YAHTZEE_KEYS", "")
    seed = seed if seed is not None else _env("YAHTZEE_SEED")
    screenshot = screenshot or _env("YAHTZEE_SCREENSHOT")
    screenshots = screenshots or _env("YAHTZEE_SCREENSHOTS")
    headless = os.environ.get("SDL_VIDEODRIVER") == "dummy"
    if keyboard is None:
        keyboard = not headless
    board = None
    if physical:
        from tools.sim.physical import HINTS, Physical, parse_script
        board = Physical(physical, screen)
        width, height = board.hardware.width, board.hardware.height
        mono = board.hardware.monochrome
        profile = {(w, h, m): name for name, (w, h, _, m, _, _) in PROFILES.items()}.get(
            (width, height, mono), "clue")
        hold_pixels = board.hardware.hold_pixels
        caption = "%s %dx%d, its own buttons" % (board.hardware.name, width, height)
        hint = HINTS[physical]
        script = parse_script(keys, board.names) if isinstance(keys, str) else list(keys)
    else:
        profile = profile or _env("YAHTZEE_PROFILE", "pybadge")
        if profile not in PROFILES:
            raise SystemExit("unknown desktop profile %r (one of %s)" % (
                profile, ", ".join(sorted(PROFILES))))
        width, height, _, mono, hold_pixels, caption = PROFILES[profile]
        hint = _HINT
        script = parse_keys(keys) if isinstance(keys, str) else list(keys)
    scale = int(scale or _env("YAHTZEE_SCALE", PROFILES[profile][2]))
    if exit_when_done is None:
        exit_when_done = bool(script)

    displayio.release_displays()
    pixels = SimPixels(hold_pixels) if hold_pixels else None
    display = SimDisplay(width, height, scale, caption, pixels, lazy=headless, hint=hint)

    def on_step(step, event):
        if screenshots:
            if isinstance(event, int):
                event = names.EVENTS[event].lower() if event else "end"
            name = "%03d-%s.png" % (step, event.replace(":", "-").replace("+", "-"))
            display.save_screenshot(os.path.join(screenshots, name))

    def on_done():
        if screenshot:
            display.save_screenshot(screenshot)
        if _env("YAHTZEE_PRINT_SCREEN"):
            from tools.sim import screen as read_back
            from yahtzee_app.text import Text
            for line in read_back.texts(display.root_group, Text.glyphs):
                print(line)

    pace = clock is not None and not headless
    if board is not None:
        speaker = board.hardware.speaker
        speaker.voice = PcVoice()
        buttons = PhysicalButtons(board, display, script, keyboard, exit_when_done, on_step,
                                  on_done, clock, pace)
        name, controls = board.hardware.name, board.hardware.controls
    else:
        speaker = PcSpeaker()
        buttons = SimButtons(display, script, keyboard, exit_when_done, on_step, on_done,
                             (speaker,), clock, pace)
        name, controls = "desktop-" + profile, CONTROLS
    buttons.screenshot_dir = screenshots
    hardware = Hardware(name, display, buttons, pixels=pixels, hold_pixels=hold_pixels,
                        nvm=FileNVM(nvm_path, NVM_SIZES.get(profile, NVM_BYTES)),
                        speaker=speaker, monochrome=mono, controls=controls,
                        sleep_memory=sleep_memory(nvm_path, SLEEP_SIZES.get(profile, 256)))
    hardware.seed = int(seed) if seed is not None else None
    hardware.font = SheetFont()
    hardware.profile = profile
    hardware.physical = board
    return hardware
