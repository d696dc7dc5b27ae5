"""The app in MicroPython 1.27 and in CircuitPython 10.2.1: every screen draws, idle frames
allocate nothing.

tests/micropython/app_idle.py builds the real App (lib/yahtzee_app): in MicroPython over the
stand-in displayio of tests/micropython/app_fakes, in CircuitPython's unix port over the
stand-ins of tests/circuitpython (the real displayio.Bitmap and Palette, vectorio). It tours
every screen, then plays into a Painted turn and runs 500 idle frames with
micropython.heap_lock(): any allocation raises MemoryError. A frame with a button press,
which redraws, is the control that shows the lock does catch allocations.
"""

import glob
import os

import pytest

from tools import circuitpython
from tools.mpy import run, CORE

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HERE = os.path.join(ROOT, "tests", "micropython")
with open(os.path.join(HERE, "app_idle.py")) as _stream:
    SCRIPT = _stream.read()


@pytest.fixture(scope="module", params=["micropython", "circuitpython"])
def report(request, tmp_path_factory):
    if request.param == "micropython":
        fakes = sorted(glob.glob(os.path.join(HERE, "app_fakes", "*")))
        out = run(SCRIPT, paths=[CORE, os.path.join(ROOT, "lib", "yahtzee_app")] + fakes,
                  timeout=300)
    else:
        if not circuitpython.available():
            pytest.skip(circuitpython.HOW_TO_GET)
        from tools import cpboard, image
        drive = tmp_path_factory.mktemp("circuitpy")
        image.stage(str(drive), ["pybadge"], "pybadge")      # what the deploy tool writes
        out = cpboard.run(SCRIPT, "pybadge", drive, timeout=300)
    return dict(line.split(" ", 1) for line in out.splitlines() if " " in line)


@pytest.mark.parametrize("screen", ["160x128", "128x64"])
def test_idle_frames_allocate_nothing(report, screen):
    verdict, refreshes, held, control = report[screen].split()
    assert verdict == "ok"                  # 500 idle frames, heap locked
    assert refreshes == "0"                 # and nothing redrawn
    assert held == "2"                      # the scripted turn really happened
    assert control == "ALLOCATED"           # a redraw frame is caught by the lock


def test_a_hint_blinks_its_dice_without_allocating(report):
    # HINT on three blue sixes: keep them (dice 1-3 marked), and 500 idle frames
    # of 20 ms (10 s: a flip every 300 ms) blink their LEDs with the heap
    # locked and without redrawing the screen.
    verdict, mask, led_writes, refreshes = report["hint160x128"].split()
    assert verdict == "ok"
    assert mask == "7"
    assert int(led_writes) >= 3 * 30        # three dice, a flip every 300 ms
    assert refreshes == "0"


@pytest.mark.parametrize("screen", ["240x240", "128x64"])
def test_every_screen_draws(report, screen):
    # Title, high scores, settings, controls, pause, a last turn (a Joker
    # YAHTZEE: 12 boxes of 10, chance 30, bonus 100), game over, high scores.
    assert report["tour" + screen] == "9 4 250"   # END, then SCORES
