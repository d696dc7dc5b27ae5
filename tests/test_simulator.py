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
    result = _simulate(tmp_path, "--board", "pybadge", "--seed", "7",
                       "--keys", "ENTER DOWN ENTER ENTER ENTER ROLL HOLD1 HOLD2 ROLL ENTER",
                       "--screenshot", str(final), "--screenshots", str(shots))
    assert result.returncode == 0, result.stderr
    assert final.stat().st_size > 1000
    names = sorted(os.listdir(shots))
    assert names[0] == "000-enter.png" and names[-1] == "010-end.png"
    assert len(names) == 11
    nvm = (tmp_path / "sim.nvm").read_bytes()
    assert len(nvm) == 256 and nvm[0] == ord("Y")      # a saved game record


def test_simulator_rejects_an_unknown_button(tmp_path):
    result = _simulate(tmp_path, "--keys", "ROLL JUMP")
    assert result.returncode != 0
    assert "unknown button 'JUMP'" in result.stderr and "Traceback" not in result.stderr


def test_a_headless_run_without_a_script_is_refused(tmp_path):
    result = _simulate(tmp_path)
    assert result.returncode == 2
    assert "needs --keys" in result.stderr
