"""The desktop board: a pygame window, the keyboard and a file for NVM.

The simulator (tools/simulate.py) runs the device's own code.py with this
board. The window shows the chosen handheld's screen scaled up and, under
it, the board's hold LEDs. Options come from build()'s arguments or, when
code.py calls `boards.build()` with none, from environment variables:

    YAHTZEE_PROFILE      pybadge (160x128, default), clue (240x240),
                         wide (240x135), macropad (128x64 monochrome)
    YAHTZEE_NVM          file that stands in for microcontroller.nvm
    YAHTZEE_KEYS         scripted buttons, e.g. "ROLL HOLD1 RIGHT*2 ENTER";
                         the run ends after the script
    YAHTZEE_SEED         dice seed
    YAHTZEE_SCREENSHOT   PNG of the final screen (scripted runs)
    YAHTZEE_SCREENSHOTS  directory: one PNG per scripted step
    YAHTZEE_SCALE        window scale (default per profile)
"""

import os

import busdisplay
import displayio
import pygame
from blinka_displayio_pygamedisplay import PyGameDisplay

from yahtzee_app import events as ev
from yahtzee_app.hardware import Hardware

# name: (width, height, window scale, monochrome, hold pixels, caption)
PROFILES = {
    "pybadge": (160, 128, 4, False, 5, "PyBadge / PyGamer 160x128"),
    "clue": (240, 240, 3, False, 0, "CLUE 240x240"),
    "wide": (240, 135, 4, False, 5, "240x135"),
    "macropad": (128, 64, 6, True, 6, "MacroPad 128x64"),
}
NVM_BYTES = 256

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
    pygame.K_h: ev.HELP, pygame.K_k: ev.HINT, pygame.K_s: ev.SKIP,
}

CONTROLS = (
    ("Space", "roll"),
    ("1-6", "hold a die"),
    ("Up/Dn", "dice cursor"),
    ("X", "hold at cursor"),
    ("Lt/Rt", "pick a box"),
    ("Enter", "score, choose"),
    ("U", "undo Double"),
    ("K", "hint"),
    ("S", "skip the CPU"),
    ("H", "help line"),
    ("Esc", "menu, back"),
    ("F12", "screenshot"),
    ("Q", "quit"),
)
_HINT = "Space roll  1-6 hold  <- -> box  Enter score  Esc menu  H help  U undo"

_STRIP_BG = (24, 24, 28)
_LED_OFF = (34, 34, 40)
_LED_DIM = (64, 64, 74)


class SimDisplay(PyGameDisplay):
    """PyGameDisplay drawn into an off-screen surface, then scaled into the
    window above a strip of hold LEDs (the library's window is 1:1)."""

    def __init__(self, width, height, scale, caption, pixels, lazy=False):
        # lazy (headless): draw only when a screenshot is taken. Blinka redraws
        # the whole screen in Python on every refresh (25-90 ms); a scripted
        # run needs the pixels only at its screenshots.
        self._lazy = lazy
        self._stale = False
        self._scale = scale
        self._pixels = pixels
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
        text = font.render(_HINT, True, (170, 170, 180))
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
    """microcontroller.nvm kept in a file (or in memory when path is None).

    Starts erased (0xFF, like flash) and writes through on every change, as
    the device does; the app writes only at the end of a turn."""

    def __init__(self, path=None, size=NVM_BYTES):
        self.path = path
        data = b""
        if path and os.path.exists(path):
            with open(path, "rb") as f:
                data = f.read(size)
        self._bytes = bytearray(data + b"\xff" * (size - len(data)))
        self.writes = 0

    def __len__(self):
        return len(self._bytes)

    def __getitem__(self, index):
        return self._bytes[index]

    def __setitem__(self, index, value):
        self._bytes[index] = value
        self.writes += 1
        if self.path:
            with open(self.path, "wb") as f:
                f.write(self._bytes)


class SilentSpeaker:
    """Records tones instead of playing them (tests can check for a YAHTZEE)."""

    def __init__(self):
        self.tones = []

    def tone(self, frequency_hz, duration_ms):
        self.tones.append((frequency_hz, duration_ms))


def parse_keys(script):
    """'ROLL HOLD1 RIGHT*3 ENTER' -> [ROLL, HOLD1, RIGHT, RIGHT, RIGHT, ENTER]."""
    out = []
    for token in script.replace(",", " ").split():
        name, _, times = token.partition("*")
        out.extend([ev.named(name)] * (int(times) if times else 1))
    return out


class SimButtons:
    """Keyboard and scripted buttons. poll() hands out one event a frame.

    With a script: before each scripted event (and once after the last) it
    calls on_step(step_index); after the script it calls on_done() and, if
    `exit_when_done`, ends the program."""

    def __init__(self, display, script=(), keyboard=True, exit_when_done=False,
                 on_step=None, on_done=None):
        self.display = display
        self.queue = list(script)
        self.keyboard = keyboard
        self.exit_when_done = exit_when_done
        self.on_step = on_step
        self.on_done = on_done
        self.step = 0
        self.scripted = bool(self.queue)
        self.typed = []          # keys pressed but not handed out yet (one event a frame)
        self.screenshot_dir = None

    def push(self, event):
        self.queue.append(event)

    def poll(self, now_ms):
        if self.keyboard:
            self._keyboard()
            if self.typed:
                return self.typed.pop(0)
        if self.queue:
            if self.on_step is not None:
                self.on_step(self.step, self.queue[0])
            self.step += 1
            return self.queue.pop(0)
        if self.scripted:
            self.scripted = False
            if self.on_step is not None:
                self.on_step(self.step, ev.NONE)
            if self.on_done is not None:
                self.on_done()
            if self.exit_when_done:
                raise SystemExit(0)
        return ev.NONE

    def _keyboard(self):
        for event in pygame.event.get():
            if event.type == pygame.QUIT or (event.type == pygame.KEYDOWN
                                             and event.key == pygame.K_q):
                raise SystemExit(0)
            if event.type == pygame.KEYDOWN:
                if event.key == pygame.K_F12:
                    path = os.path.join(self.screenshot_dir or ".", "yahtzee.png")
                    self.display.save_screenshot(path)
                    print("screenshot:", path)
                elif event.key in KEYMAP:
                    self.typed.append(KEYMAP[event.key])
            elif event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN):
                self.display.present()


def _env(name, default=None):
    value = os.environ.get(name)
    return value if value else default


def build(profile=None, nvm_path=None, keys=None, seed=None, screenshot=None,
          screenshots=None, keyboard=None, exit_when_done=None, scale=None):
    """A Hardware for the PC. Arguments left None come from the environment."""
    profile = profile or _env("YAHTZEE_PROFILE", "pybadge")
    if profile not in PROFILES:
        raise SystemExit("unknown desktop profile %r (one of %s)" % (
            profile, ", ".join(sorted(PROFILES))))
    width, height, default_scale, mono, hold_pixels, caption = PROFILES[profile]
    nvm_path = nvm_path if nvm_path is not None else _env("YAHTZEE_NVM")
    keys = keys if keys is not None else _env("YAHTZEE_KEYS", "")
    seed = seed if seed is not None else _env("YAHTZEE_SEED")
    screenshot = screenshot or _env("YAHTZEE_SCREENSHOT")
    screenshots = screenshots or _env("YAHTZEE_SCREENSHOTS")
    scale = int(scale or _env("YAHTZEE_SCALE", default_scale))
    script = parse_keys(keys) if isinstance(keys, str) else list(keys)
    if keyboard is None:
        keyboard = os.environ.get("SDL_VIDEODRIVER") != "dummy"
    if exit_when_done is None:
        exit_when_done = bool(script)

    displayio.release_displays()
    pixels = SimPixels(hold_pixels) if hold_pixels else None
    display = SimDisplay(width, height, scale, caption, pixels,
                         lazy=os.environ.get("SDL_VIDEODRIVER") == "dummy")

    def on_step(step, event):
        if screenshots:
            name = "%03d-%s.png" % (step, ev.NAMES[event].lower() if event else "end")
            display.save_screenshot(os.path.join(screenshots, name))

    def on_done():
        if screenshot:
            display.save_screenshot(screenshot)

    buttons = SimButtons(display, script, keyboard, exit_when_done, on_step, on_done)
    buttons.screenshot_dir = screenshots
    hardware = Hardware("desktop-" + profile, display, buttons, pixels=pixels,
                        hold_pixels=hold_pixels, nvm=FileNVM(nvm_path),
                        speaker=SilentSpeaker(), monochrome=mono, controls=CONTROLS)
    hardware.seed = int(seed) if seed is not None else None
    hardware.font = SheetFont()
    hardware.profile = profile
    return hardware
