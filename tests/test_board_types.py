"""Each board profile type-checked by mypy against circuitpython-stubs for its own board.

circuitpython-stubs ships one `board` stub per board in board_definitions/<board_id>/;
`circuitpython_setboard <board_id>` selects one by copying it over the
installed board-stubs/__init__.pyi. That rewrites the shared virtualenv, one
board at a time, so here each board gets the same file in a temporary
folder of its own that goes first on MYPYPATH (mypy reads MYPYPATH before
installed stub packages). The boards run in parallel, each with its own
cache.

``--check-untyped-defs`` makes mypy read the bodies of the profiles'
unannotated functions, where the pins are; a pin the board lacks is then
"Module has no attribute". Only errors in our files count: the 10.3.1
board stubs themselves declare DISPLAY as displayio.Display, a class that
CircuitPython 9 moved to busdisplay, which mypy reports inside the stub.
"""

import os
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# check name -> (board_id of the stub, the profile module checked against it)
CHECKS = {
    "pybadge": ("pybadge", "boards/pybadge.py"),
    "edgebadge": ("edgebadge", "boards/pybadge.py"),
    "pygamer": ("pygamer", "boards/pygamer.py"),
    "macropad": ("adafruit_macropad_rp2040", "boards/macropad.py"),
    "clue": ("clue_nrf52840_express", "boards/clue.py"),
    # the DIY profile names its pins in settings.toml; checked on a typical host board
    "diy": ("raspberry_pi_pico", "boards/diy.py"),
}
SHARED = ("boards/__init__.py", "boards/parts.py", "lib/yahtzee_app/keys.py",
          "lib/yahtzee_app/dials.py", "lib/yahtzee_app/shake.py", "lib/yahtzee_app/hardware.py",
          "lib/yahtzee_app/sound.py")


def board_definitions():
    try:
        import board_definitions
    except ImportError:
        return None
    return list(board_definitions.__path__)[0]


DEFINITIONS = board_definitions()
pytestmark = pytest.mark.skipif(DEFINITIONS is None or shutil.which("mypy") is None
                                and not os.path.exists(os.path.join(os.path.dirname(
                                    sys.executable), "mypy")),
                                reason="circuitpython-stubs and mypy are in requirements.txt")


def mypy_command():
    local = os.path.join(os.path.dirname(sys.executable), "mypy")
    return [local] if os.path.exists(local) else [sys.executable, "-m", "mypy"]


def work_folder(name):
    """A stable folder per check (stub, cache, sources): mypy's cache keys modules by
    path, so paths that change from run to run would make it replay stale results."""
    folder = os.path.join(ROOT, ".mypy_cache", "boards", name)
    os.makedirs(folder, exist_ok=True)
    return folder


def start_mypy(name, board_id, files):
    folder = work_folder(name)
    stubs = os.path.join(folder, "stubs", "board")
    os.makedirs(stubs, exist_ok=True)
    # the same file `circuitpython_setboard <board_id>` would install
    shutil.copyfile(os.path.join(DEFINITIONS, board_id, "__init__.pyi"),
                    os.path.join(stubs, "__init__.pyi"))
    env = dict(os.environ)
    env["MYPYPATH"] = os.pathsep.join([os.path.dirname(stubs), os.path.join(ROOT, "lib"), ROOT])
    command = mypy_command() + [
        "--check-untyped-defs", "--follow-imports=silent",
        "--disable-error-code", "import-untyped",  # Adafruit's libraries ship no py.typed
        "--no-error-summary", "--show-error-codes", "--cache-dir", os.path.join(folder, "cache"),
        "--python-version", "3.11",
    ] + list(files)
    return subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)


def our_errors(output, files):
    """The error lines about our files (mypy prints paths relative to its cwd, ROOT)."""
    wanted = {os.path.realpath(os.path.join(ROOT, path)) for path in files}
    return [line for line in output.splitlines() if ": error:" in line
            and os.path.realpath(os.path.join(ROOT, line.split(":", 1)[0])) in wanted]


def run_all(checks):
    processes = {name: start_mypy(name, board_id, files)
                 for name, (board_id, files) in checks.items()}
    results = {}
    for name, process in processes.items():
        output, _ = process.communicate(timeout=240)
        # 0 clean, 1 type errors; anything else (2: bad usage, a crash) is no verdict
        assert process.returncode in (0, 1), output
        results[name] = our_errors(output, checks[name][1])
    return results


def test_every_profile_type_checks_against_its_own_board_stub():
    checks = {name: (board_id, (module,) + SHARED) for name, (board_id, module) in CHECKS.items()}
    results = run_all(checks)
    assert results == {name: [] for name in CHECKS}


def test_a_wrong_pin_name_fails_the_check():
    """Proof that the check bites: a misspelt pin, and a pin of another board."""
    source = open(os.path.join(ROOT, "boards", "pybadge.py"), encoding="utf-8").read()
    assert "board.BUTTON_CLOCK" in source
    misspelt = os.path.join(work_folder("misspelt"), "misspelt_pybadge.py")
    with open(misspelt, "w", encoding="utf-8") as file:
        file.write(source.replace("board.BUTTON_CLOCK", "board.BUTTON_CLK"))
    # the PyGamer profile reads a joystick that the PyBadge does not have
    other_board = os.path.join(work_folder("other_board"), "pygamer_on_pybadge.py")
    shutil.copyfile(os.path.join(ROOT, "boards", "pygamer.py"), other_board)
    results = run_all({
        "misspelt": ("pybadge", (misspelt,)),
        "other_board": ("pybadge", (other_board,)),
    })
    assert any('has no attribute "BUTTON_CLK"' in line for line in results["misspelt"]), results
    assert any('has no attribute "JOYSTICK_X"' in line for line in results["other_board"]), results
