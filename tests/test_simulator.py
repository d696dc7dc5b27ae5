"""tools/simulate.py: the device's code.py, headless, with scripted buttons."""

import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _simulate(tmp_path, *args):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run(
        [sys.executable, os.path.join(ROOT, "tools", "simulate.py"), "--headless",
         "--nvm", str(tmp_path / "sim.nvm"), *args],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)


def test_simulator_runs_code_py_with_a_script_and_saves_screenshots(tmp_path):
    shots = tmp_path / "shots"
    final = tmp_path / "final.png"
    # New game, Painted, 1 player, Start; roll, hold two dice, roll, score the box
    # under the cursor: a turn ends, so the game is autosaved to the NVM file.
    result = _simulate(tmp_path, "--logical", "--screen", "160x128", "--seed", "7",
                       "--keys", "ENTER DOWN ENTER ENTER ENTER ROLL HOLD1 HOLD2 ROLL ENTER",
                       "--screenshot", str(final), "--screenshots", str(shots))
    assert result.returncode == 0, result.stderr
    assert final.stat().st_size > 1000
    names = sorted(os.listdir(shots))
    assert names[0] == "000-enter.png" and names[-1] == "010-end.png"
    assert len(names) == 11
    # The turn's end put the game in sleep memory (kept beside the NVM file), which
    # wears nothing; the NVM took the game as it began, and takes it every few turns.
    sleep = (tmp_path / "sim.nvm.sleep").read_bytes()
    assert len(sleep) == 8192 and sleep[0] == ord("Y")  # a saved game record
    assert b"Y\x02" in (tmp_path / "sim.nvm").read_bytes()     # a game record: its start


def test_simulator_rejects_an_unknown_button(tmp_path):
    result = _simulate(tmp_path, "--keys", "ROLL JUMP")
    assert result.returncode != 0
    assert "unknown button 'JUMP'" in result.stderr and "Traceback" not in result.stderr


def test_a_headless_run_without_a_script_is_refused(tmp_path):
    result = _simulate(tmp_path)
    assert result.returncode == 2
    assert "needs --keys" in result.stderr


def test_the_clue_plays_with_its_own_two_buttons_and_their_timings(tmp_path):
    # B (the roll key) four times through the menus: New game, Classic, 1 player,
    # Start. Then B held 700 ms: the dice tumble while it is held, and it rolls,
    # where today's scheme scored. Hold A + tap B twice: two boxes on; A and B
    # at once, twice: ask, then score.
    shots = tmp_path / "shots"
    result = _simulate(tmp_path, "--board", "clue", "--seed", "3", "--screenshots", str(shots),
                       "--keys", "B*4 B:700 down:A B B up:A A+B A+B")
    assert result.returncode == 0, result.stderr
    names = sorted(os.listdir(shots))
    assert names[0] == "000-B.png" and names[4] == "004-B-700.png"
    assert names[8:] == ["008-up-A.png", "009-A-B.png", "010-A-B.png", "011-end.png"]


def test_board_and_screen_are_different_options(tmp_path):
    result = _simulate(tmp_path, "--board", "wide", "--keys", "ROLL")
    assert result.returncode == 2 and "invalid choice: 'wide'" in result.stderr
    result = _simulate(tmp_path, "--logical", "--screen", "240x135", "--keys", "ENTER")
    assert result.returncode == 0, result.stderr


def test_a_script_names_the_boards_own_buttons(tmp_path):
    result = _simulate(tmp_path, "--board", "pybadge", "--keys", "B Start:800 HOLD1")
    assert result.returncode == 2
    assert "no button 'HOLD1'" in result.stderr and "Start" in result.stderr
    assert "Traceback" not in result.stderr
