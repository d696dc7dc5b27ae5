"""The app in real MicroPython: every screen draws; idle frames allocate nothing.

tests/micropython/app_idle.py builds the real App (lib/yahtzee_app) in
MicroPython 1.27 over stand-in displayio / vectorio / bitmap_label modules
(tests/micropython/app_fakes: they record, they do not draw). It tours
every screen, then plays into a Painted turn and runs 500 idle frames with
micropython.heap_lock(): any allocation raises MemoryError. A frame with a
button press, which redraws, is the control that shows the lock does catch
allocations.
"""

import glob
import os

import pytest

from tools.mpy import run, CORE

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HERE = os.path.join(ROOT, "tests", "micropython")


@pytest.fixture(scope="module")
def report():
    with open(os.path.join(HERE, "app_idle.py")) as stream:
        script = stream.read()
    fakes = sorted(glob.glob(os.path.join(HERE, "app_fakes", "*")))
    out = run(script, paths=[CORE, os.path.join(ROOT, "lib", "yahtzee_app")] + fakes,
              timeout=300)
    return dict(line.split(" ", 1) for line in out.splitlines())


@pytest.mark.parametrize("screen", ["160x128", "128x64"])
def test_idle_frames_allocate_nothing_in_micropython(report, screen):
    verdict, refreshes, held, control = report[screen].split()
    assert verdict == "ok"                  # 500 idle frames, heap locked
    assert refreshes == "0"                 # and nothing redrawn
    assert held == "2"                      # the scripted turn really happened
    assert control == "ALLOCATED"           # a redraw frame is caught by the lock


def test_a_hint_blinks_its_dice_without_allocating_in_micropython(report):
    # HINT on three blue sixes: keep them (dice 1-3 marked), and 500 idle frames
    # of 20 ms (10 s: a flip every 300 ms) blink their LEDs with the heap
    # locked and without redrawing the screen.
    verdict, mask, led_writes, refreshes = report["hint160x128"].split()
    assert verdict == "ok"
    assert mask == "7"
    assert int(led_writes) >= 3 * 30        # three dice, a flip every 300 ms
    assert refreshes == "0"


@pytest.mark.parametrize("screen", ["240x240", "128x64"])
def test_every_screen_draws_in_micropython(report, screen):
    # Title, high scores, settings, controls, pause, a last turn (a Joker
    # YAHTZEE: 12 boxes of 10, chance 30, bonus 100), game over, high scores.
    assert report["tour" + screen] == "9 4 250"   # END, then SCORES
