"""The simulator's window: the handheld's screen scaled up with its hold LEDs under it, the
LEDs themselves, and the font's glyph sheet a board has (terminalio.FONT)."""

import os

import busdisplay
import displayio
import pygame
from blinka_displayio_pygamedisplay import PyGameDisplay

_STRIP_BG = (24, 24, 28)
_LED_OFF = (34, 34, 40)
_LED_DIM = (64, 64, 74)


class SimDisplay(PyGameDisplay):
    """PyGameDisplay drawn into an off-screen surface, then scaled into the
    window above a strip of hold LEDs (the library's window is 1:1)."""

    def __init__(self, width, height, scale, caption, pixels, hint, lazy=False):
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
