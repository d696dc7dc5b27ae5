"""A board in CircuitPython's unix port: what runs the firmware's own code as a board would.

The stand-ins for the C modules a board has and the unix port lacks
(tests/fakes: common/ and circuitpython/) are frozen into a unix binary of their own,
`micropython-standins` in the CircuitPython cache: their bytecode and words
then live in its flash, as a board's C modules do in the board's, so they
take next to no heap and add no qstrs (the heap's qstr pools double as they
fill: a stand-in's words could tip the game's into a bigger pool). What
they do allocate at run time (pins, the display, the font's sheet) is
measured right after `standins.install()` and taken off every figure.

The guests' driver (tests/circuitpython/drive.py) is not frozen: it shares
many names with the game (app, game, box, can_score...), and a frozen copy
would make those static strings that a board must intern in its heap. It
is loaded as a .mpy instead (`driver()`), before the game, so the names it
shares fill the qstr pools as the game's own would; its own names, which no
board's image has, are frozen as static strings (`driver_names()`), so they
take no place there. What the stand-ins alone hold
is printed ahead of every guest (`guest()`: STANDINS, before the driver
loads); tools/measure/budget.py takes that and the driver's own share (its code and
the names none of the game's modules has) off a figure, so the names it
shares with the game count as the game's.

    run(script, board_id, drive, heap)   the script in that binary, on a drive folder
    guest(name)                          the text of a guest script in tests/circuitpython
"""

from __future__ import annotations

import contextlib
import fcntl
import functools
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.append(str(ROOT))

from tools import board_facts as facts  # noqa: E402
from tools.runtimes import circuitpython as cp  # noqa: E402

GUESTS = ROOT / "tests" / "circuitpython"
BINARY_NAME = "micropython-standins"


@contextlib.contextmanager
def locked(name):
    """One process at a time (pytest's workers, a budget run's threads) in the cache."""
    cp.CACHE.mkdir(parents=True, exist_ok=True)
    with open(cp.CACHE / (name + ".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def manifest():
    """A FROZEN_MANIFEST freezing the stand-ins (with the boards' facts and the PyPI
    pure-Python versions of adafruit_pixelbuf and adafruit_bus_device)."""
    folder = cp.CACHE / "standins"
    with tempfile.TemporaryDirectory(dir=cp.CACHE) as tmp:
        staged = cp.stage_standins(Path(tmp) / "standins")
        (staged / "driver_names.py").write_text(driver_names())
        if folder.exists() and _same_tree(staged, folder):
            pass
        else:
            if folder.exists():
                shutil.rmtree(folder)
            shutil.move(str(staged), str(folder))
    path = cp.CACHE / "standins_manifest.py"
    path.write_text("# source: %s\nfreeze(%r)\n" % (folder, str(folder)))
    return path


def driver_names():
    """A module that names, as attributes, every name of the guests' driver and scripts that
    no board's image has: frozen with the stand-ins, those names are static strings, as if
    the driver were not there, and intern nothing. The names it shares with the game are
    left out, so the game interns them in the heap as it does on a board (the heap's qstr
    pools double as they fill: 100 names of the driver's own took a game's into its 1280
    pool, 7.7 KB, earlier than on a board)."""
    from tools.shipping import image
    game = set()
    for profile in facts.MADE:
        for target, source in image.sources([profile], image.board_id_for([profile])):
            if target.endswith(".py"):
                game |= _names(Path(source).read_text())
    driver = set()
    for script in sorted(GUESTS.glob("*.py")):
        driver |= _names(script.read_text())
    own = sorted(driver - game)
    lines = ["# The guests' driver's own names (tools/runtimes/cpboard.py driver_names()).",
             "def _named(o):"]
    lines += ["    o.%s" % name for name in own]
    return "\n".join(lines) + "\n"


def _names(text):
    """The identifiers in Python source `text`: its names and the strings that are one."""
    import io
    import keyword
    import tokenize
    found = set()
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        word = token.string
        if token.type == tokenize.STRING:
            word = word.strip("bBrRuUfF").strip("\"'")
        if word.isidentifier() and not keyword.iskeyword(word):
            found.add(word)
    return found


def _same_tree(a, b):
    names = sorted(p.relative_to(a) for p in a.rglob("*.py"))
    if names != sorted(p.relative_to(b) for p in b.rglob("*.py")):
        return False
    return all((a / n).read_bytes() == (b / n).read_bytes() for n in names)


@functools.lru_cache(maxsize=1)
def binary():
    """The unix binary with the stand-ins frozen in (built once, rebuilt when they change)."""
    cp.require()
    with locked("standins"):
        return cp.build_frozen(manifest(), BINARY_NAME)


def run(script, board_id="pybadge", drive=None, heap=None, timeout=900, env=None, exe=None,
        paths=()):
    """Run `script` on the stand-in board `board_id` (a board id or a profile name) in the
    unix port with the stand-ins frozen in (or in `exe`, another such binary); `paths`:
    more folders on the path (e.g. the repo's lib/ and root instead of a drive)."""
    board_id = facts.board_id(board_id)
    return cp.run(script, board_id, drive, heap, timeout, env, exe or binary(),
                  standins=False, paths=(driver(),) + tuple(paths))


def min_heap(script, board_id="pybadge", drive=None, exe=None, **options):
    board_id = facts.board_id(board_id)
    options["paths"] = (driver(),) + tuple(options.get("paths", ()))
    return cp.min_heap(script, board_id=board_id, drive=drive, binary=exe or binary(),
                       standins=False, **options)


def driver():
    """A folder holding drive.mpy, the guests' driver compiled by CircuitPython's
    mpy-cross (rebuilt when drive.py changes)."""
    cp.require()
    folder = cp.CACHE / "driver"
    target = folder / "drive.mpy"
    source = GUESTS / "drive.py"
    with locked("driver"):
        if not target.is_file() or target.stat().st_mtime_ns < source.stat().st_mtime_ns:
            folder.mkdir(parents=True, exist_ok=True)
            cp.mpy_cross(source, target)
    return str(folder)


# Ahead of every guest: what the stand-ins alone hold, measured before the driver loads
# (tools/measure/budget.py takes it and the driver's own share, budget.driver_cost(), off a figure).
def guest(name, pad=0):
    """A guest script after the prologue that installs the stand-ins and prints what they
    hold. `pad`: bytes held from before they install, and so counted with them (taken off
    every figure): the heap's layout moved, and nothing else (budget.py --layouts)."""
    held = "standins.PAD = bytearray(%d)\n" % pad if pad else ""
    return ("import standins\n" + held + "print('STANDINS', standins.install())\n"
            + (GUESTS / name).read_text())


if __name__ == "__main__":
    try:
        print(binary())
    except cp.NotBuilt as error:
        print("note: %s; the tests that need it will skip." % error)
