"""The app in MicroPython 1.27 and in CircuitPython 10.2.1: every screen draws, idle frames
allocate nothing.

tests/micropython/app_idle.py builds the real App (lib/yahtzee_app): in MicroPython over the
stand-in displayio of tests/fakes/micropython, in CircuitPython's unix port over the
stand-ins of tests/fakes, common/ and circuitpython/ (the real displayio.Bitmap and Palette,
vectorio). It tours every screen, then plays into a Painted turn and runs 500 idle frames with
micropython.heap_lock(): any allocation raises MemoryError. A frame with a button press,
which redraws, is the control that shows the lock does catch allocations.
"""

import glob
import os
import shutil

import pytest

from tools.runtimes import circuitpython
from tools.runtimes.mpy import run, CORE

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HERE = os.path.join(ROOT, "tests", "micropython")
with open(os.path.join(HERE, "app_idle.py")) as _stream:
    SCRIPT = _stream.read()


@pytest.fixture(scope="module", params=["micropython", "circuitpython"])
def report(request, tmp_path_factory):
    if request.param == "micropython":
        fakes = sorted(glob.glob(os.path.join(ROOT, "tests", "fakes", "micropython", "*")))
        out = run(SCRIPT, paths=[CORE, os.path.join(ROOT, "lib", "yahtzee_app"),
                                 os.path.join(ROOT, "data")] + fakes, timeout=300)
    else:
        if not circuitpython.available():
            pytest.skip(circuitpython.HOW_TO_GET)
        from tools.runtimes import cpboard
        from tools.shipping import image
        drive = tmp_path_factory.mktemp("circuitpy")
        image.stage(str(drive), ["pybadge"], "pybadge")      # what the deploy tool writes
        # ... and the tests' scripted dice, which it leaves off the boards (image.PC_ONLY)
        shutil.copy(os.path.join(ROOT, "yahtzee_core", "scripted.py"),
                    str(drive / "yahtzee_core"))
        out = cpboard.run(SCRIPT, "pybadge", drive, timeout=300)
    return dict(line.split(" ", 1) for line in out.splitlines() if " " in line)


@pytest.mark.parametrize("screen", ["160x128", "128x64"])
def test_idle_frames_allocate_nothing(report, screen):
    verdict, refreshes, held, control = report[screen].split()[:4]
    assert verdict == "ok"                  # 500 idle frames, heap locked
    assert refreshes == "0"                 # and nothing redrawn
    assert held == "2"                      # the scripted turn really happened
    assert control == "ALLOCATED"           # a redraw frame with new words is caught


@pytest.mark.parametrize("screen", ["160x128", "128x64"])
def test_a_hold_and_the_dice_cursor_redraw_without_allocating(report, screen):
    """The info line's words and the help line are made again only when they change:
    on a board, every press's allocations are found by a scan of the heap from its
    start (a collection follows each press), 0.1-0.3 ms of a PyBadge's answer."""
    assert report[screen].split()[4] == "ok"


@pytest.mark.parametrize("screen", ["160x128", "128x64"])
def test_the_pause_menus_cursor_moves_without_allocating(report, screen):
    """Its items' words are made as it is first drawn, and kept while it is up."""
    menu, cursor = report[screen].split()[5:7]
    assert menu == "ok"
    assert cursor == "1"        # down, down, up: the moves were made


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
    assert report["tour" + screen] == "9 13 4 250"   # END, INITIALS (a new best), SCORES


@pytest.mark.parametrize("screen", ["160x128", "128x64"])
def test_a_roll_tumbles_and_a_yahtzee_celebrates_without_allocating(report, screen):
    # A POWER roll: 440 ms of frames between the press and the settle, the heap locked;
    # a held roll key's second of shaking, called off; a rolled YAHTZEE's two seconds.
    (tumble, shake, celebrate, faces, led_writes, refreshes, settled, still, celebrating,
     chase) = report["anim" + screen].split()
    assert (tumble, shake, celebrate) == ("ok", "ok", "ok")
    assert int(faces) >= 3                  # die 1 showed other faces as it tumbled
    assert int(led_writes) >= 5 * 5         # the hold LEDs of the tumbling dice joined in
    assert int(refreshes) >= 5              # and the screen was redrawn frame by frame
    assert settled == "True"                # then it showed the roll (die 1: the 6 rolled)
    assert still == "True"                  # the shake called off: no roll
    assert celebrating == "True" and int(chase) >= 5 * 10


def test_the_screen_dims_then_goes_dark_without_allocating_and_a_press_only_wakes(report):
    # A Painted turn left alone (dim after 2 s, dark after 4 s), the heap locked for
    # every frame; then ENTER, which would score, only wakes the screen.
    (dimmed, dark, was_dim, backlight_off, hidden, leds_off, refreshes, unchanged,
     awake) = report["dark160x128"].split()
    assert (dimmed, dark) == ("ok", "ok")
    assert was_dim == "True" and backlight_off == "True"
    assert hidden == "True" and leds_off == "True"   # the screen and the LEDs dark
    assert refreshes == "2"                  # once to dim, once to go dark: no more
    assert unchanged == "True"               # the wake press scored nothing
    assert awake == "True"                   # and the backlight came back
