"""Running code against the CircuitPython stand-ins on CPython: tests/fakes/cpython (CPython's
layer) ahead of tests/fakes/common (the fakes' shared core); tests/fakes/README.md.

In-process: ``standin_modules(board_id, **env)`` is a context manager that
puts the stand-ins first on sys.path, sets STANDIN_* variables, and on exit
puts sys.path, sys.modules and the environment back exactly as they were
(Blinka, used by the simulator tests, has modules of the same names).

In a subprocess: ``standin_python(code, path, board_id, **env)`` runs code
with the stand-ins on the path, the way a CircuitPython device would see its
root folder and lib/.
"""

import contextlib
import os
import subprocess
import sys

TESTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.dirname(TESTS)
FAKES = os.path.join(TESTS, "fakes")
# the layer first: where CPython's module differs, it wins over the shared core's
STANDINS = [os.path.join(FAKES, "cpython"), os.path.join(FAKES, "common")]


@contextlib.contextmanager
def standin_modules(board_id, **env):
    saved_modules = dict(sys.modules)
    saved_path = list(sys.path)
    saved_env = dict(os.environ)
    os.environ["STANDIN_BOARD"] = board_id
    os.environ.pop("YAHTZEE_BOARD", None)
    for name, value in env.items():
        if value is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = str(value)
    for name in list(sys.modules):
        base = name.split(".")[0]
        if (base in _standin_names() or base == "boards" or base.startswith("adafruit_")
                or name in ("yahtzee_app.keys", "yahtzee_app.dials", "yahtzee_app.shake",
                            "yahtzee_app.hardware", "yahtzee_app.sound", "neopixel")):
            del sys.modules[name]
    sys.path[:0] = STANDINS + [ROOT, os.path.join(ROOT, "lib")]
    try:
        yield
    finally:
        sys.modules.clear()
        sys.modules.update(saved_modules)
        sys.path[:] = saved_path
        os.environ.clear()
        os.environ.update(saved_env)


def _standin_names():
    return {name[:-3] for folder in STANDINS if os.path.isdir(folder)
            for name in os.listdir(folder) if name.endswith(".py")}


def standin_python(code, path, board_id, timeout=60, **env):
    """Run `code` with sys.path = path + [stand-ins] first; returns CompletedProcess."""
    environment = dict(os.environ)
    environment.pop("YAHTZEE_BOARD", None)
    environment["STANDIN_BOARD"] = board_id
    environment["PYTHONPATH"] = os.pathsep.join(list(path) + STANDINS)
    environment["PYTHONDONTWRITEBYTECODE"] = "1"
    for name, value in env.items():
        if value is None:
            environment.pop(name, None)
        else:
            environment[name] = str(value)
    return subprocess.run([sys.executable, "-c", code], env=environment, capture_output=True,
                          text=True, timeout=timeout, cwd=path[0] if path else None)
