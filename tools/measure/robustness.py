#!/usr/bin/env python3
"""Robustness figures a maintainer can quote, in one table.

    python3 tools/measure/robustness.py [--quick]

- saves: every single-bit flip, every truncation and every byte stuck at
  0x00/0xFF of saves taken at every step of random games of each mode, and
  records of versions this firmware does not read, must be refused
  (SaveError, nothing loaded), in the codec and in the NVM; a write cut by
  a power cut at any byte (the flash block erased, then programmed from its
  start, as a SAMD51 does) must load the old game, the new one or none
  (a blank or refused NVM, said so), never anything else.
- soak: complete games per mode in MicroPython 1.27; heap drift must be 0.
- transcripts: garbage lines, unknown boxes, wrong dice counts, huge files
  must exit 1 with `line N: reason`.
- fuzz: random logical buttons into the real app (when the app is present).
- deploy: missing, read-only, full, failing, foreign and outdated drives, no
  CircuitPython mpy-cross or MicroPython's: a message, a non-zero exit, nothing
  written that was not meant to be, no module lost going from .py to .mpy.

Every row must show zero failures; the exit status says so.
"""

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.append(ROOT)

from yahtzee_core import Game, Rng, SaveError, MODES  # noqa: E402
from yahtzee_core.load import decode_game, load_game  # noqa: E402
from yahtzee_core.save import encode_game, seal as _seal  # noqa: E402
from yahtzee_core.store import Store, GAME_AT  # noqa: E402

NVM_SIZE = 8192      # a PyBadge's: one erase block


# -- saves --------------------------------------------------------------------

def random_game_saves(games_per_mode=2, seed=1):
    """Save records taken after every action of random legal games."""
    chooser = random.Random(seed)
    for mode in MODES:
        for g in range(games_per_mode):
            game = Game(mode, 1 + (g % 4), g % 2 == 1 and mode.joker, Rng(seed + g))
            yield encode_game(game, g)
            while not game.over:
                if game.rolls_left() and (not game.rolls or chooser.random() < 0.6):
                    game.roll()
                    if game.rolls_left() and chooser.random() < 0.5:
                        game.set_holds(chooser.randrange((1 << mode.dice_count) - 1))
                else:
                    legal = [b for b in range(mode.box_count)
                             if game.can_score(b) and game.target_box(b) == b]
                    game.score(chooser.choice(legal))
                    if game.double_pending() and chooser.random() < 0.3:
                        yield encode_game(game, g)
                        game.undo()
                yield encode_game(game, g)


def corruptions(blob):
    """Every single-bit flip, truncation and byte stuck at 0x00/0xFF that changes it."""
    for i in range(len(blob)):
        for bit in range(8):
            bad = bytearray(blob)
            bad[i] ^= 1 << bit
            yield bad
        for stuck in (0x00, 0xFF):
            if blob[i] != stuck:
                bad = bytearray(blob)
                bad[i] = stuck
                yield bad
        yield blob[:i]


def other_versions(blob):
    for version in (0, 3, 255):
        bad = bytearray(blob)
        bad[1] = version
        yield _seal(bad)


def _refused(load):
    try:
        load()
    except SaveError:
        return True
    except Exception:  # noqa: BLE001 - any other exception is a failure we count
        return False
    return False


def check_saves(blobs):
    """(tried, failures): each corrupt blob must raise SaveError when decoded,
    and, written over a good save in the NVM, when the store loads it."""
    tried = failures = 0
    for blob in blobs:
        for bad in list(corruptions(blob)) + list(other_versions(blob)):
            tried += 1
            failures += not _refused(lambda: decode_game(bad))
            if len(bad) == len(blob):
                nvm = bytearray(b"\xff" * NVM_SIZE)
                Store(nvm).write_game(0, bad, 0)
                failures += not _refused(lambda: load_game(nvm))
    return tried, failures


class PowerCut(Exception):
    pass


class TornNVM(bytearray):
    """An NVM whose next write a power cut stops after `budget` bytes: as on a SAMD51,
    the block is erased first (0xFF), then programmed back from its start, so the
    bytes before the cut are the new ones and those after it blank; budget -1: the
    power went before the erase."""

    budget = None

    def __setitem__(self, index, value):
        if isinstance(index, slice) and self.budget is not None:
            image = bytearray(self)
            image[index] = value
            cut = self.budget
            if cut >= 0:
                bytearray.__setitem__(self, slice(0, len(self)), b"\xff" * len(self))
                bytearray.__setitem__(self, slice(0, cut), image[:cut])
            if cut < len(image):
                raise PowerCut()
        else:
            bytearray.__setitem__(self, index, value)


def check_torn_writes(blobs):
    """(tried, failures): a save cut at every byte of its write loads the old game,
    the new one or none (refused with a reason, or blank), never anything else."""
    tried = failures = 0
    blobs = list(blobs)
    for previous, following in zip(blobs, blobs[1:]):
        old_game = decode_game(previous)
        new_game = decode_game(following)
        base = TornNVM(b"\xff" * NVM_SIZE)
        Store(base).write_game(0, old_game, 1)
        allowed = (None, encode_game(old_game, 0), encode_game(new_game, 0))
        for cut in range(-1, GAME_AT + len(following) + 2):
            tried += 1
            nvm = TornNVM(base)
            nvm.budget = cut
            try:
                Store(nvm).write_game(0, new_game, 2)
            except PowerCut:
                pass
            nvm.budget = None
            try:
                game = load_game(nvm)
            except SaveError:
                continue           # refused, with a reason the title says
            if (None if game is None else encode_game(game, 0)) not in allowed:
                failures += 1
    return tried, failures


# -- transcripts ---------------------------------------------------------------

BAD_TRANSCRIPTS = [
    "mode classic\nroll 1 2 3 4 5\nscore fullhouse\n",
    "mode classic\nroll 1 2 3 4\n",
    "mode classic\nroll 1 2 3 4 5 6\n",
    "mode classic\nroll 1 2 3 4 7\n",
    "mode painted\nroll 1 2 3 4 5\n",
    "mode power\nroll 1 2 3 4 5\n",
    "mode power\nroll 1 2 3 4 5 X\n",
    "mode classic\nplayers 5\n",
    "mode yahtzee\n",
    "mode classic\nhold 1\n",
    "mode classic\nroll 1 2 3 4 5\nhold 0\n",
    "mode classic\nroll 1 2 3 4 5\nhold one\n",
    "\x00\x01\x02garbage\n",
    "mode classic\nroll 1 2 3 4 5\nscore\n",
    "mode classic\nundo\n",
    "ROLL ROLL ROLL\n",
]


def garbage_transcripts(count, seed=7):
    rng = random.Random(seed)
    words = ["mode", "players", "roll", "hold", "score", "undo", "rules", "classic", "power",
             "1", "6", "7", "b", "3r", "chance", "#", "", "\t", "P", "-1", "9999999999"]
    for _ in range(count):
        lines = [" ".join(rng.choice(words) for _ in range(rng.randrange(1, 8)))
                 for _ in range(rng.randrange(1, 12))]
        yield "\n".join(lines) + "\n"


def check_tool_inputs(random_count=200):
    """(tried, failures): every bad transcript exits 1 with `line N: reason`
    (or succeeds cleanly when the garbage happens to be legal)."""
    from tools.replay import replay, TranscriptError
    tried = failures = 0
    for text in BAD_TRANSCRIPTS:
        tried += 1
        try:
            replay(text.splitlines())
            failures += 1  # these must all be refused
        except TranscriptError as error:
            failures += not str(error).startswith("line ")
        except Exception:  # noqa: BLE001
            failures += 1
    for text in garbage_transcripts(random_count):
        tried += 1
        try:
            replay(text.splitlines())
        except TranscriptError:
            pass
        except Exception:  # noqa: BLE001
            failures += 1
    # Through the real command line: a huge file and a binary one.
    with tempfile.TemporaryDirectory() as folder:
        huge = os.path.join(folder, "huge.txt")
        with open(huge, "w") as stream:
            stream.write("mode classic\n" + "# padding\n" * 200000 + "roll 1 2 3 4 5\n"
                         + "x" * 100000 + "\n")
        binary = os.path.join(folder, "binary.txt")
        with open(binary, "wb") as stream:
            stream.write(bytes(range(256)) * 100)
        for path in (huge, binary, os.path.join(folder, "missing.txt")):
            tried += 1
            done = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "replay.py"), path],
                                  capture_output=True, text=True, timeout=120)
            if done.returncode != 1 or not done.stderr.strip() or "Traceback" in done.stderr:
                failures += 1
    return tried, failures


# -- the deploy tool ------------------------------------------------------------

BOOT_OUT = ("Adafruit CircuitPython %s on 2024-11-20; Adafruit PyBadge with samd51j19\n"
            "Board ID:pybadge\nUID:0123456789AB\n")
MICROPYTHON_MPY_CROSS = ("#!/bin/sh\necho 'MicroPython v1.27.0 on 2025-12-09; mpy-cross "
                         "emitting mpy v6.3'\n")


def _drive(folder, version=None, boot_out=None):
    from tools.runtimes.circuitpython import VERSION
    drive = os.path.join(folder, "CIRCUITPY")
    os.makedirs(os.path.join(drive, "lib"))
    with open(os.path.join(drive, "boot_out.txt"), "w") as stream:
        stream.write(BOOT_OUT % (version or VERSION) if boot_out is None else boot_out)
    with open(os.path.join(drive, "lib", "someone_elses.py"), "w") as stream:
        stream.write("# not ours\n")
    return drive


def snapshot(drive):
    """{relative path: bytes} of every file under `drive`."""
    files = {}
    for folder, _, names in os.walk(drive):
        for name in names:
            path = os.path.join(folder, name)
            with open(path, "rb") as stream:
                files[os.path.relpath(path, drive)] = stream.read()
    return files


def _modules(files):
    """The module names (paths without .py/.mpy) among snapshot() paths, but code.py."""
    return {path.rsplit(".", 1)[0] for path in files
            if path.endswith((".py", ".mpy")) and path != "code.py"}


def check_deploy(quick=False):
    """(tried, failures): deploys to a missing, read-only, full, failing, foreign
    or outdated drive, or with no CircuitPython mpy-cross (or MicroPython's), exit non-zero
    with a message, no traceback, and leave the drive as it was (a write failing mid-way
    leaves only whole files; switching a drive from .py to .mpy, every module is still
    there in one form or the other). The .mpy image needs CircuitPython's mpy-cross (`make
    circuitpython`); without it the checks deploy the --py image."""
    import contextlib
    import io
    from unittest import mock
    from tools.runtimes import circuitpython
    from tools import deploy

    form = [] if os.path.isfile(str(circuitpython.MPY_CROSS)) else ["--py"]

    def attempt(drive, patches=(), argv=None):
        err = io.StringIO()
        with contextlib.ExitStack() as stack, contextlib.redirect_stderr(err):
            for target, value in patches:
                stack.enter_context(mock.patch(target, value))
            try:
                status = deploy.main(argv or ["--path", drive] + form, out=lambda line: None)
            except BaseException as error:  # noqa: BLE001 - a crash is the failure counted
                return -1, repr(error)
        return status, err.getvalue()

    real_open = open
    folder_of_fakes = tempfile.mkdtemp(prefix="fakes-")
    micropython = os.path.join(folder_of_fakes, "mpy-cross")
    with open(micropython, "w") as stream:
        stream.write(MICROPYTHON_MPY_CROSS)
    os.chmod(micropython, 0o755)
    nowhere = os.path.join(folder_of_fakes, "not-built", "mpy-cross")
    cases = [
        ("missing", {}, lambda d: [], ["--path", "/nonexistent/CIRCUITPY"]),
        ("read-only", {}, lambda d: [("tools.shipping.drive.os.access", lambda p, m: False)], None),
        ("full", {}, lambda d: [("tools.shipping.drive.shutil.disk_usage",
                                 lambda p: shutil_usage(p, 16 * 1024))], None),
        ("old firmware", {"version": "8.2.0"}, lambda d: [], None),
        ("not CIRCUITPY", {"boot_out": "hello\n"}, lambda d: [], None),
        ("MicroPython mpy-cross", {}, lambda d: [],
         lambda d: ["--path", d, "--mpy-cross", micropython]),
        ("no mpy-cross", {}, lambda d: [
            ("tools.runtimes.circuitpython.MPY_CROSS", nowhere),
            ("tools.shipping.image.shutil.which", lambda name: None)], lambda d: ["--path", d]),
    ]
    if not form:
        cases.append(("mpy for another major version", {"version": "9.2.1"}, lambda d: [],
                      None))
    writes_before_failure = range(0, 6) if quick else range(0, 40)
    for n in writes_before_failure:
        cases.append(("fails after %d writes" % n, {}, lambda d, n=n: [
            ("tools.shipping.drive.open", failing_open_after(n, real_open))], None))
    if not form:
        for n in (range(0, 60, 7) if quick else range(0, 80)):
            cases.append(("from .py, fails after %d writes" % n, {"py_first": True},
                          lambda d, n=n: [("tools.shipping.drive.open",
                                           failing_open_after(n, real_open))], None))
    tried = failures = 0
    try:
        for name, drive_args, patches, argv in cases:
            tried += 1
            with tempfile.TemporaryDirectory() as folder:
                py_first = drive_args.pop("py_first", False)
                drive = _drive(folder, **drive_args)
                if py_first:
                    deploy.main(["--path", drive, "--py", "--perfect", "no"],
                                out=lambda line: None)
                before = snapshot(drive)
                status, message = attempt(drive, patches(drive),
                                          argv(drive) if callable(argv) else argv)
                after = snapshot(drive)
            ok = status > 0 and message.startswith("deploy: ") and "Traceback" not in message
            if "fails after" in name:
                # whole files only: each is either as before or exactly what deploy meant
                ok = ok or status == 0
                ok = ok and all(before.get(k) == v or k not in before for k, v in after.items())
                ok = ok and after.get("lib/someone_elses.py") == b"# not ours\n"
                # no module lost: its .py goes only once its .mpy is written
                ok = ok and _modules(after) >= _modules(before)
            else:
                ok = ok and after == before
            failures += not ok
    finally:
        shutil.rmtree(folder_of_fakes, ignore_errors=True)
    return "deploy", "bad drives, failed writes, wrong mpy-cross", tried, failures


_REAL_DISK_USAGE = shutil.disk_usage  # the patched one must not call itself


def shutil_usage(path, free):
    return _REAL_DISK_USAGE(path)._replace(free=free)


def failing_open_after(count, real_open):
    state = {"left": count}

    def fake_open(path, mode="r", *args, **kwargs):
        if "w" in mode or "a" in mode:
            if state["left"] <= 0:
                raise OSError(5, "Input/output error", path)
            state["left"] -= 1
        return real_open(path, mode, *args, **kwargs)
    return fake_open


# -- the table -------------------------------------------------------------------

def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="smaller counts (about a minute)")
    parser.add_argument("--soak-games", type=int, default=None)
    args = parser.parse_args()
    quick = args.quick
    rows = []

    def row(name, what, tried, failures, seconds):
        rows.append((name, what, tried, failures, seconds))
        print("%-12s %-44s %10d %9d %7.1fs" % (name, what, tried, failures, seconds), flush=True)

    print("%-12s %-44s %10s %9s %8s" % ("check", "what", "tried", "failures", "time"))
    start = time.time()
    blobs = list(random_game_saves(1 if quick else 3))
    sample = blobs[::10] if quick else blobs[::2]
    tried, failures = check_saves(sample)
    row("saves", "bit flips, truncations, stuck bytes, versions", tried, failures,
        time.time() - start)
    start = time.time()
    tried, failures = check_torn_writes(blobs[: 30 if quick else 300])
    row("torn writes", "a save cut at every byte", tried, failures, time.time() - start)

    start = time.time()
    from tools.measure.soak import soak
    games = args.soak_games or (100 if quick else 1000)
    figures = soak(games)
    drift = max(abs(f["drift"]) for f in figures.values())
    row("soak", "%d games a mode in MicroPython, max heap drift %d B" % (games, drift),
        games * len(figures), sum(f["drift"] != 0 for f in figures.values()),
        time.time() - start)

    start = time.time()
    tried, failures = check_tool_inputs(50 if quick else 1000)
    row("transcripts", "garbage, unknown boxes, bad dice, huge files", tried, failures,
        time.time() - start)

    for extra in _extra_checks():
        start = time.time()
        name, what, tried, failures = extra(quick)
        row(name, what, tried, failures, time.time() - start)
    return 0 if all(r[3] == 0 for r in rows) else 1


def _extra_checks():
    """Checks that need the app or the deploy tool, when they are present."""
    checks = []
    try:
        from tools.measure.fuzz import robustness_check as fuzz_check
        checks.append(fuzz_check)
    except ImportError:
        pass
    checks.append(check_deploy)
    return checks


if __name__ == "__main__":
    sys.exit(main())
