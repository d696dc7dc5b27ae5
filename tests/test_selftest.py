"""The self-test a person runs on a real board before playing (YAHTZEE_SELFTEST = 1;
lib/yahtzee_app/selftest.py), driven on the desktop board over each board's own buttons
(tools/sim/physical.py and the stand-ins): every stage printed in a form to paste, every key
named from the board's table as it is pressed, and the NVM and sleep memory left exactly
as they were."""

import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sim_driver  # noqa: E402,F401  (the desktop board's environment, lib/ on the path)
from tools.sim import board as sim_board  # noqa: E402
from tools.sim.clock import BoardClock  # noqa: E402
from yahtzee_app import selftest  # noqa: E402


class Person:
    """Presses each of `names` in turn once the self-test asks for the buttons."""

    def __init__(self, hardware, names, lines):
        self.physical = hardware.physical
        self.clock = BoardClock()
        self.names = list(names)
        self.lines = lines
        self.at = None

    def pause(self, ms):
        self.clock.advance(ms)
        if self.at is None:
            if self.lines and self.lines[-1].startswith("SELFTEST buttons: press"):
                self.at = self.clock.uptime_ms
            return
        since = self.clock.uptime_ms - self.at
        if self.names and since >= 200:
            self.physical.press(self.names[0], self.clock.ticks_ms())
        if self.names and since >= 260:
            self.physical.release(self.names.pop(0), self.clock.ticks_ms())
            self.at = self.clock.uptime_ms


def run_selftest(board, nvm, names=None):
    hardware = sim_board.build(physical=board, nvm_path=nvm, keys="", keyboard=False)
    hardware.buttons = hardware.physical.hardware.buttons      # the board's own keys
    with open(nvm, "wb") as stream:
        stream.write(bytes(range(256)) * 4)
    hardware.sleep_memory[0:4] = b"\x07\x08\x09\x0a"
    before = (bytes(hardware.nvm[0:len(hardware.nvm)]),
              bytes(hardware.sleep_memory[0:len(hardware.sleep_memory)]))
    lines = []
    person = Person(hardware, hardware.physical.names if names is None else names, lines)

    def out(line):
        lines.append(line)
        if line.startswith("SELFTEST done"):
            hardware.display.save_screenshot(os.path.join(sim_driver.SHOTS,
                                                          "selftest-%s.png" % board))
            from tools.sim import screen
            from yahtzee_app.text import Text
            shown.extend(screen.texts(hardware.display.root_group, Text.glyphs))

    shown = []

    got = selftest.run(hardware, out=out, ticks=person.clock.ticks_ms,
                       pause=person.pause, quiet_ms=3000)
    after = (bytes(hardware.nvm[0:len(hardware.nvm)]),
             bytes(hardware.sleep_memory[0:len(hardware.sleep_memory)]))
    assert got == lines
    hardware.shown = shown
    return hardware, lines, before, after


def stage(lines, name):
    found = [line for line in lines if line.startswith("SELFTEST %s: " % name)]
    assert found, "no %s line in %s" % (name, lines)
    return found


def test_the_selftest_reports_every_stage_with_the_free_heap_in_a_form_to_paste(nvm):
    hardware, lines, before, after = run_selftest("pybadge", nvm)
    assert all(line.startswith("SELFTEST ") and "(free " in line for line in lines)
    assert "cpython" in stage(lines, "version")[0]
    assert "profile PyBadge" in stage(lines, "board")[0]
    assert "160x128, bars left to right: red green blue yellow white" in stage(
        lines, "display")[0]
    assert "5 lit red in turn" in stage(lines, "leds")[0]
    assert "played" in stage(lines, "sound")[0]
    assert "z 1000 mg" in stage(lines, "accelerometer")[0]          # lying flat
    assert "8192 bytes read" in stage(lines, "nvm")[0]
    assert "ok" in stage(lines, "sleep memory")[0]
    assert stage(lines, "done")


def test_the_selftest_names_every_key_of_the_board_as_it_is_pressed(nvm):
    hardware, lines, _, _ = run_selftest("pybadge", nvm)
    named = [line.split(": ", 1)[1].rsplit(" (free", 1)[0] for line in stage(lines, "button")]
    table = hardware.physical.hardware.controls
    assert named == ["%s (keypad key %d)" % (table[n][0], n) for n in range(8)] + [
        "shake shaken", "shake still again"]                    # and the board shaken, then still
    assert "all pressed" in stage(lines, "buttons")[-1]


def test_the_selftest_says_which_keys_were_never_pressed(nvm):
    _, lines, _, _ = run_selftest("clue", nvm, names=["A"])
    assert [line.split(": ")[1].split(" (free")[0] for line in stage(lines, "button")] == [
        "A (keypad key 0)"]
    assert "1 never pressed" in stage(lines, "buttons")[-1]


@pytest.mark.parametrize("board", ["pybadge", "clue", "macropad"])
def test_the_selftest_writes_nothing_to_the_nvm_and_puts_sleep_memory_back(board, nvm):
    _, lines, before, after = run_selftest(board, nvm)
    assert after == before
    assert "nothing written" in stage(lines, "nvm")[0]


@pytest.mark.parametrize("board", ["clue", "macropad"])
def test_the_selftest_shows_its_latest_lines_on_the_screen_above_the_colour_bars(board, nvm):
    hardware, lines, _, _ = run_selftest(board, nvm)
    shown = [text.strip() for text in hardware.shown if text.strip()]
    assert shown[-1] == "done: send the console's lines"[:len(shown[-1])]
    assert len(shown) >= 3 and shown[-2].startswith("buttons: ")


def test_the_macropad_knob_turns_are_named_too(nvm):
    _, lines, _, _ = run_selftest("macropad", nvm, names=["knob", "cw", "ccw"])
    named = [line.split(": ")[1].split(" (free")[0] for line in stage(lines, "button")]
    assert named == ["knob press (keypad key 12)", "encoder down", "encoder up"]
    assert "12 never pressed" in stage(lines, "buttons")[-1]


class _Started(Exception):
    pass


@pytest.mark.parametrize("setting, runs", [("1", True), ("", False)])
def test_yahtzee_selftest_in_settings_runs_it_before_the_game(monkeypatch, setting, runs):
    """code.py: YAHTZEE_SELFTEST = 1 runs the self-test on the board's Hardware, then
    the game starts as ever; without it nothing of the self-test is imported."""
    import runpy

    import boards
    from yahtzee_app.app import App
    ran = []
    monkeypatch.setenv("YAHTZEE_SELFTEST", setting)
    monkeypatch.setattr(boards, "pc_board", sim_board.build)   # as tools/simulate.py does
    monkeypatch.setattr(selftest, "run", lambda hardware: ran.append(hardware.name))

    def started(app):
        raise _Started

    monkeypatch.setattr(App, "run", started)
    with pytest.raises(_Started):
        runpy.run_path(os.path.join(sim_driver.ROOT, "code.py"), run_name="__main__")
    assert ran == (["desktop-pybadge"] if runs else [])


def test_the_selftest_runs_in_circuitpython_itself_and_leaves_the_heap(tmp_path):
    """tests/circuitpython/selftest.py: the deploy image on the stand-in PyBadge in
    CircuitPython 10.2.1's unix port, every key pressed once."""
    from tools.runtimes import circuitpython as cp
    if not cp.available():
        pytest.skip(cp.HOW_TO_GET)
    from tools.runtimes import cpboard
    from tools.shipping import image
    image.stage(str(tmp_path), ["pybadge"], "pybadge")
    out = cpboard.run(cpboard.guest("selftest.py"), "pybadge", tmp_path, heap="400K")
    lines = [line for line in out.splitlines() if line.startswith("SELFTEST ")]
    assert lines[0].startswith("SELFTEST version: circuitpython 10.2.1")
    assert all("(free " in line and "(free -1)" not in line for line in lines)
    assert [line.split(": ")[1].split(" (")[0] for line in lines
            if line.startswith("SELFTEST button: ")] == [
        "B", "A", "Start", "Select", "Right", "Down", "Up", "Left"]
    assert "FORGOTTEN True" in out
