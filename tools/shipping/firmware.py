#!/usr/bin/env python3
"""Yahtzee's own PyBadge firmware: CircuitPython with the game frozen into flash.

    python3 tools/shipping/firmware.py [--clone DIR] [--jobs N]   (make firmware)
    python3 tools/shipping/firmware.py --optional           (make test: a note without the kit)
    python3 tools/shipping/firmware.py --verify             a second, clean build: same bytes?
    python3 tools/shipping/firmware.py --measure [VAR ...]  what each switched-off module saves
    python3 tools/shipping/firmware.py --manifest FILE      a manifest.py for the unix port

Builds dist/yahtzee-pybadge-cpVERSION.uf2 (VERSION: tools/runtimes/circuitpython.py's, the one pin)
from the offline source kit in ../shared/circuitpython/ (circuitpython-VERSION-pybadge-
firmware-min.tar.xz) or, online, from a git clone of adafruit/circuitpython at the tag
(`--clone DIR` makes one and fetches the PyBadge's submodules). The board is CircuitPython's
own boards/pybadge with our firmware/pybadge/mpconfigboard.mk and .h put over it (modules a
dice game never uses switched off; the board name in boot_out.txt), the sample code.py a
freshly formatted drive gets patched to start the game (supervisor/shared/filesystem.c), and
frozen in: the modules of the deploy image for a PyBadge (tools/shipping/image.py) but code.py, plus
yahtzee_main.py (firmware/yahtzee_main.py followed by code.py's body), which the drive's
one-line code.py imports. The data files stay files on the drive.

The kit is extracted into build/firmware-VERSION/src, inside this repo's work tree; the
build's `git rev-parse`/`git describe` calls are kept from finding this repo with
GIT_CEILING_DIRECTORIES (checked before each build), and the staged libraries' `__version__`
lines, which would make the freeze step run `git describe`, are rewritten as
`(__version__) = ...` (the same assignment). The tree is kept: a rebuild is incremental (the
frozen modules only: about a minute, LTO links it all again); a change to the board files
starts the build directory afresh. SOURCE_DATE_EPOCH is fixed, so the same sources give the
same bytes (`--verify` checks it).

Needs make, gcc (mpy-cross), git (the version scripts call it; no repository is needed),
Debian's gcc-arm-none-eabi, and the Python packages cascadetoml, jinja2, huffman, semver
(requirements.txt). A missing one is named with what to install. `make clean` removes the
cache (build/) and dist/.
"""

from __future__ import annotations

import argparse
import collections
import contextlib
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.append(str(ROOT))  # last: the repo's code.py would shadow the stdlib's `code`

from tools.runtimes import circuitpython as cp  # noqa: E402  (standard library only)
from tools.shipping import image  # noqa: E402  (the one place that decides the image)

VERSION = cp.VERSION
PROFILE = "pybadge"
BOARD = "pybadge"  # the board directory, hence board.board_id: it must stay "pybadge"
FIRMWARE = ROOT / "firmware"
BOARD_FILES = FIRMWARE / "pybadge"
OURS = ("mpconfigboard.mk", "mpconfigboard.h")
ENTRY = FIRMWARE / "yahtzee_main.py"
ENTRY_MODULE = "yahtzee_main"
MARKER = "Yahtzee's PyBadge"  # in both of our board files
CACHE = ROOT / "build" / ("firmware-" + VERSION)
TREE = CACHE / "src"
STAGED = CACHE / "frozen"
BUILD_DIR = "build-yahtzee"
DIST = ROOT / "dist"
UF2 = DIST / ("yahtzee-pybadge-cp%s.uf2" % VERSION)
# the build date boot_out.txt shows (2025-12-01): fixed, so that a build is reproducible
SOURCE_DATE_EPOCH = "1764547200"
# the one line a freshly formatted drive's code.py gets (supervisor/shared/filesystem.c)
DRIVE_CODE_PY = image.FIRMWARE_CODE_PY
SAMPLE_CODE_PY = r'"/code.py", "print(\"Hello World!\")\n");'
OUR_CODE_PY = '"/code.py", "%s\\n");' % DRIVE_CODE_PY
# the flash the firmware should leave free (tests/test_firmware.py)
FLASH_MARGIN = 64 * 1024
PYTHON_PACKAGES = ("cascadetoml", "jinja2", "huffman", "semver", "typer")
MAKE_OPTIONS = ("BOARD=" + BOARD,
                # Debian 12's arm-none-eabi-gcc is 12.2; 10.2.1 asks for 14 by default
                "CIRCUITPY_MIN_GCC_VERSION=12")

Figures = collections.namedtuple(
    "Figures", "uf2 flash_used flash_region ram_used ram_region frozen_modules frozen_bytes")


class FirmwareError(RuntimeError):
    """The firmware cannot be built here; the message says what to do."""


class Missing(FirmwareError):
    """A prerequisite (source, toolchain, Python package) is missing."""


# ------------------------------------------------------------------ what is frozen

def image_sources(profile=PROFILE):
    """[(path on the drive, source path)] of the deploy image for `profile`, from the one
    place that decides it: tools/shipping/image.py."""
    try:
        plan = image.sources([profile], image.board_id_for([profile]))
    except SyntaxError as error:
        raise FirmwareError("the deploy image cannot be made: %s, line %s: %s"
                            % (error.filename, error.lineno, error.msg)) from None
    except image.ImageError as error:  # the image tool's own errors say what to do
        raise FirmwareError("the deploy image cannot be made: %s" % error) from None
    return [(target, str(source)) for target, source in plan]


def frozen_name(target):
    """The frozen path of a drive path: lib/x.py -> x.py (/lib is on sys.path), else as is."""
    return target[len("lib/"):] if target.startswith("lib/") else target


def module_name(path):
    """yahtzee_core/game.py -> yahtzee_core.game; boards/__init__.py -> boards."""
    dotted = path[:-len(".py")].replace("/", ".")
    return dotted[:-len(".__init__")] if dotted.endswith(".__init__") else dotted


def image_modules(profile=PROFILE):
    """The module set of the deploy image: every .py but code.py, as dotted names."""
    return {module_name(frozen_name(target)) for target, _ in image_sources(profile)
            if target.endswith(".py") and target != "code.py"}


def neutralise_version(text):
    """`__version__ = ...` -> `(__version__) = ...`: the same assignment, but the freeze
    step (tools/preprocess_frozen_modules.py) no longer sees a line starting with
    __version__, on which it runs `git describe` (there is no repository to describe)."""
    return "".join("(__version__)" + line[len("__version__"):]
                   if line.startswith("__version__") else line
                   for line in text.splitlines(keepends=True))


def frozen_files(profile=PROFILE):
    """[(frozen path, bytes)] sorted: the image's modules but code.py (lib/ dropped), their
    __version__ lines neutralised, and yahtzee_main.py = firmware/yahtzee_main.py + code.py."""
    files = {}
    code = None
    for target, source in image_sources(profile):
        if target == "code.py":
            code = Path(source).read_text(encoding="utf-8")
            continue
        if not target.endswith(".py"):
            continue  # data files stay files on the drive
        name = frozen_name(target)
        if name in files:
            raise FirmwareError("two image files freeze as %s" % name)
        files[name] = neutralise_version(Path(source).read_text(encoding="utf-8"))
    if code is None:
        raise FirmwareError("the image for %s has no code.py" % profile)
    if ENTRY_MODULE + ".py" in files:
        raise FirmwareError("the image already has a module %s" % ENTRY_MODULE)
    files[ENTRY_MODULE + ".py"] = ENTRY.read_text(encoding="utf-8") + "\n" + code
    return [(name, files[name].encode("utf-8")) for name in sorted(files)]


def digest(entries):
    hasher = hashlib.sha256()
    for name, data in entries:
        hasher.update(name.encode() + b"\0" + hashlib.sha256(data).digest())
    return hasher.hexdigest()


def stage(folder=STAGED, profile=PROFILE):
    """Write the frozen files into `folder` (only those that changed; others removed), the
    folder the build freezes (FROZEN_MPY_DIRS). Returns (entries, digest)."""
    folder = Path(folder)
    entries = frozen_files(profile)
    wanted = {name for name, _ in entries}
    if folder.is_dir():
        for path in sorted(folder.rglob("*"), reverse=True):
            relative = path.relative_to(folder).as_posix()
            if path.is_file() and relative not in wanted:
                path.unlink()
            elif path.is_dir() and not any(path.iterdir()):
                path.rmdir()
    for name, data in entries:
        path = folder / name
        if path.is_file() and path.read_bytes() == data:
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    return entries, digest(entries)


def write_manifest(path, folder=CACHE / "frozen-unix", profile=PROFILE):
    """A MicroPython manifest.py freezing the firmware's module set (for the unix port's
    FROZEN_MANIFEST, tools/runtimes/circuitpython.py build_frozen()), from `folder`, staged anew.
    Returns the path."""
    entries, _ = stage(folder, profile)
    folder = Path(folder).resolve()
    lines = ["# The modules frozen into Yahtzee's PyBadge firmware (tools/shipping/firmware.py),",
             "# for CircuitPython's unix port: make -C ports/unix FROZEN_MANIFEST=<this file>.",
             "# source: %s" % folder]
    lines += ["freeze_as_mpy(%r, %r)" % (str(folder), name) for name, _ in entries]
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines) + "\n")
    return path


# ------------------------------------------------------------------ prerequisites

def build_env(isolate=True):
    """CircuitPython's build environment (tools/runtimes/circuitpython.py: CP_VERSION, this Python
    first on PATH), the fixed build date, and git kept inside the cache: with
    GIT_CEILING_DIRECTORIES git stops at build/firmware-VERSION, so `git rev-parse` and
    `git describe` in the extracted kit find no repository rather than this one."""
    env = cp.build_env()
    env["SOURCE_DATE_EPOCH"] = SOURCE_DATE_EPOCH
    if isolate:
        ceilings = [str(CACHE)] + [part for part in
                                   env.get("GIT_CEILING_DIRECTORIES", "").split(os.pathsep)
                                   if part]
        env["GIT_CEILING_DIRECTORIES"] = os.pathsep.join(ceilings)
    for name in ("GIT_DIR", "GIT_WORK_TREE"):
        env.pop(name, None)
    return env


def check_prerequisites(env=None):
    """Raise Missing naming what to install when a build prerequisite is missing."""
    env = env or build_env()
    path = env.get("PATH")
    tools = (("make", "apt-get install make"),
             ("gcc", "apt-get install gcc (mpy-cross is built for this computer)"),
             ("git", "apt-get install git (CircuitPython's version scripts call it; "
                     "no repository is needed)"),
             ("arm-none-eabi-gcc", "apt-get install gcc-arm-none-eabi"),
             ("arm-none-eabi-size", "apt-get install gcc-arm-none-eabi"))
    for program, how in tools:
        if shutil.which(program, path=path) is None:
            raise Missing("the firmware build needs %s: %s" % (program, how))
    python = shutil.which("python3", path=path)
    if python is None:
        raise Missing("the firmware build needs python3 on PATH")
    probe = subprocess.run(
        [python, "-c", "import importlib.util, sys; print(' '.join(m for m in sys.argv[1:] "
                       "if importlib.util.find_spec(m) is None))"] + list(PYTHON_PACKAGES),
        capture_output=True, text=True, env=env)
    missing = probe.stdout.split() if probe.returncode == 0 else list(PYTHON_PACKAGES)
    if missing:
        raise Missing("CircuitPython's build scripts need the Python package%s %s in %s: "
                      "pip install -r requirements.txt (or make venv)"
                      % ("s" if len(missing) > 1 else "", ", ".join(missing), python))


def kit_tarball():
    """The firmware source kit, or None."""
    kit = cp.kit_dir()
    if kit is not None and (kit / cp.FIRMWARE_TARBALL).is_file():
        return kit / cp.FIRMWARE_TARBALL
    extra = os.environ.get("YAHTZEE_CIRCUITPYTHON_KIT")
    for folder in ([Path(extra)] if extra else []) + [ROOT.parent / "shared" / "circuitpython"]:
        if (folder / cp.FIRMWARE_TARBALL).is_file():
            return folder / cp.FIRMWARE_TARBALL
    return None


HOW_TO_GET = ("no CircuitPython %s PyBadge source: put the kit %s in ../shared/circuitpython/ "
              "(or set YAHTZEE_CIRCUITPYTHON_KIT), or build from a clone: python3 "
              "tools/shipping/firmware.py --clone DIR" % (VERSION, cp.FIRMWARE_TARBALL))


# ------------------------------------------------------------------ the source tree

def _run(command, cwd=None, env=None, log=None):
    proc = subprocess.run([str(part) for part in command], cwd=cwd, env=env,
                          capture_output=True, text=True, errors="replace")
    if log is not None:
        log.write("$ %s\n%s%s" % (" ".join(str(p) for p in command), proc.stdout, proc.stderr))
        log.flush()
    if proc.returncode != 0:
        raise FirmwareError("`%s` failed in %s:\n%s" % (
            " ".join(str(p) for p in command), cwd or ".", (proc.stdout + proc.stderr)[-4000:]))
    return proc


def _file_digest(path):
    hasher = hashlib.sha256()
    with open(path, "rb") as stream:
        for block in iter(lambda: stream.read(1 << 20), b""):
            hasher.update(block)
    return hasher.hexdigest()


def extract_kit(tarball, out=print, tree=None, stamp_name="src.stamp"):
    """`tree` (default TREE): the kit extracted (again only when the tarball changed)."""
    tree = TREE if tree is None else tree
    stamp = CACHE / stamp_name
    identity = "%s %s" % (tarball.name, _file_digest(tarball))
    if (tree / "py").is_dir() and stamp.is_file() and stamp.read_text() == identity:
        return tree
    if tree.exists():
        shutil.rmtree(tree)
    tree.mkdir(parents=True)
    out("extracting %s into %s" % (tarball.name, tree.relative_to(ROOT)))
    with tarfile.open(tarball) as archive:
        archive.extractall(tree, filter="data")
    stamp.write_text(identity)
    return tree


def clone(destination, out=print):
    """A git clone of CircuitPython VERSION with the PyBadge's submodules (online)."""
    destination = Path(destination).resolve()
    if not (destination / "py").is_dir():
        out("cloning %s %s into %s" % (cp.REPOSITORY, VERSION, destination))
        _run(["git", "clone", "--depth", "1", "-b", VERSION, cp.REPOSITORY, destination])
    fetched = CACHE / "clone.stamp"  # once per clone: a rebuild needs no network
    if (destination / ".git").exists() and not (
            fetched.is_file() and fetched.read_text() == str(destination)):
        out("fetching the PyBadge's submodules")
        _run(["make", "-C", destination / "ports" / "atmel-samd", "BOARD=" + BOARD,
              "fetch-board-submodules"], env=build_env(isolate=False))
        CACHE.mkdir(parents=True, exist_ok=True)
        fetched.write_text(str(destination))
    return destination


def check_isolated(tree, env):
    """FirmwareError when git, run in the extracted kit, finds a repository (this one): then
    `git rev-parse` / `git describe` would report that repository's commit (README-KIT.md)."""
    port = Path(tree) / "ports" / "atmel-samd"
    proc = subprocess.run(["git", "rev-parse", "--show-toplevel"], cwd=port, env=env,
                          capture_output=True, text=True)
    if proc.returncode == 0:
        raise FirmwareError("git run in %s finds the repository %s: the build would report "
                            "its commit" % (port, proc.stdout.strip()))


def game_version():
    """lib/yahtzee_app/__init__.py's GAME_VERSION (read, not imported: the app is device code)."""
    text = (ROOT / "lib" / "yahtzee_app" / "__init__.py").read_text()
    match = re.search(r'^GAME_VERSION = "([^"]+)"', text, re.M)
    if match is None:
        raise FirmwareError("lib/yahtzee_app/__init__.py has no GAME_VERSION line")
    return match.group(1)


def board_file(name):
    """One of our board files as it goes into the tree: GAME_VERSION filled in."""
    return (BOARD_FILES / name).read_bytes().replace(b"GAME_VERSION", game_version().encode())


def install_board(tree):
    """Our mpconfigboard.mk/.h over the kit's boards/pybadge (the kit's kept beside them as
    mpconfigboard_kit.*), and the fresh drive's code.py patched. Idempotent."""
    board = Path(tree) / "ports" / "atmel-samd" / "boards" / BOARD
    if not (board / "board.c").is_file():
        raise FirmwareError("%s has no board.c: not a CircuitPython source tree" % board)
    for name in OURS:
        current = board / name
        kept = board / name.replace("mpconfigboard", "mpconfigboard_kit")
        ours = board_file(name)
        if not kept.is_file():
            if MARKER.encode() in current.read_bytes():
                raise FirmwareError("%s is ours but the kit's %s is gone: delete %s and build "
                                    "again" % (current, kept.name, CACHE))
            current.rename(kept)
        if not current.is_file() or current.read_bytes() != ours:
            current.write_bytes(ours)
    filesystem = Path(tree) / "supervisor" / "shared" / "filesystem.c"
    text = filesystem.read_text()
    if OUR_CODE_PY not in text:
        if text.count(SAMPLE_CODE_PY) != 1:
            raise FirmwareError("%s: the sample code.py line (%s) is not there once; "
                                "CircuitPython changed it" % (filesystem, SAMPLE_CODE_PY))
        filesystem.write_text(text.replace(SAMPLE_CODE_PY, OUR_CODE_PY))


def _frozen_stage_dir(tree):
    return Path(tree) / "frozen" / "circuitpython-stage" / "pybadge"


def _board_digest(extra):
    hasher = hashlib.sha256()
    for name in OURS:
        hasher.update((BOARD_FILES / name).read_bytes())
    hasher.update(repr((MAKE_OPTIONS, tuple(extra), SOURCE_DATE_EPOCH, OUR_CODE_PY,
                        game_version())).encode())
    return hasher.hexdigest()


@contextlib.contextmanager
def _locked():
    """One build at a time in the cache (pytest's workers, make test and a person)."""
    CACHE.mkdir(parents=True, exist_ok=True)
    with open(CACHE / "lock", "w") as lock:
        try:
            import fcntl
            fcntl.flock(lock, fcntl.LOCK_EX)
        except ImportError:  # pragma: no cover - Windows
            pass
        yield


# ------------------------------------------------------------------ building

def build(clone_dir=None, jobs=2, out=print, extra=(), build_dir=BUILD_DIR, publish=True,
          force=False, frozen_dir=STAGED, restage=True):
    """Build the firmware; returns its Figures. Nothing is run when the sources, the board
    files and the staged modules are those of the last build. `extra`: more make variables
    (VAR=VALUE; --measure); `publish`: copy the UF2 to dist/; `force`: the build directory
    afresh; `restage=False`: freeze `frozen_dir` as it is (a snapshot: --measure, --verify)."""
    env = build_env(isolate=clone_dir is None)
    tarball = None
    if clone_dir is None:
        tarball = kit_tarball()
        if tarball is None:
            raise Missing(HOW_TO_GET)
    check_prerequisites(env)
    with _locked():
        if tarball is not None:
            tree = extract_kit(tarball, out)
            source = "kit " + _file_digest(tarball)
        else:
            tree = clone(clone_dir, out)
            source = "clone " + str(tree)
        install_board(tree)
        if clone_dir is None:
            check_isolated(tree, env)
        if restage:
            entries, staged = stage(frozen_dir)
        else:
            entries = staged_files(frozen_dir)
            staged = digest(entries)
        port = tree / "ports" / "atmel-samd"
        build_path = port / build_dir
        stamp_path = CACHE / (build_dir + ("" if tarball is not None else "-clone") + ".json")
        stamp = json.loads(stamp_path.read_text()) if stamp_path.is_file() else {}
        config = hashlib.sha256((source + _board_digest(extra)).encode()).hexdigest()
        if stamp.get("config") != config or force:
            if build_path.exists():
                out("board configuration changed: building %s afresh" % build_dir)
                shutil.rmtree(build_path)
        elif stamp.get("frozen") != staged:
            # the freeze step copies the staged folder only when the folder's mtime is newer
            for stale in ("frozen_mpy", "manifest.py"):
                target = build_path / stale
                if target.is_dir():
                    shutil.rmtree(target)
                elif target.exists():
                    target.unlink()
        elif (build_path / "firmware.uf2").is_file() and stamp.get("uf2") == _file_digest(
                build_path / "firmware.uf2"):
            return _finish(build_path, entries, publish)
        stamp = {"config": config}
        stamp_path.write_text(json.dumps(stamp))
        make = ["make", "-j%d" % jobs] + list(MAKE_OPTIONS) + [
            "BUILD=" + build_dir, "YAHTZEE_FROZEN=" + str(frozen_dir)] + list(extra)
        with open(CACHE / (build_dir + ".log"), "w") as log:
            # mpy-cross first, on its own: a board build with its own BUILD= would pass it
            # on to the mpy-cross it makes, which then lands where the build does not look
            if not (tree / "mpy-cross" / "build" / "mpy-cross").is_file():
                out("building mpy-cross (about 15 s)")
                _run(["make", "-C", tree / "mpy-cross", "-j%d" % jobs], env=env, log=log)
            out("building the PyBadge firmware, CircuitPython %s, %d modules frozen in "
                "(about 2 minutes from scratch)" % (VERSION, len(entries)))
            _run(make, cwd=port, env=env, log=log)
        uf2 = build_path / "firmware.uf2"
        stamp.update(frozen=staged, uf2=_file_digest(uf2))
        stamp_path.write_text(json.dumps(stamp))
        return _finish(build_path, entries, publish)


def _finish(build_path, entries, publish):
    figures = read_figures(build_path, entries)
    if not publish:
        return figures
    DIST.mkdir(exist_ok=True)
    data = (build_path / "firmware.uf2").read_bytes()
    if not UF2.is_file() or UF2.read_bytes() != data:
        UF2.write_bytes(data)
    return figures._replace(uf2=UF2)


def staged_files(folder):
    """[(frozen path, bytes)] of a staged folder, sorted."""
    folder = Path(folder)
    if not folder.is_dir():
        raise FirmwareError("no staged modules in %s" % folder)
    return sorted((path.relative_to(folder).as_posix(), path.read_bytes())
                  for path in folder.rglob("*.py"))


def _region(ld_text, name):
    """A MEMORY region's LENGTH from the generated linker script (arithmetic only)."""
    match = re.search(r"^\s*%s\s*\([^)]*\)\s*:.*LENGTH\s*=\s*(.+)$" % name, ld_text, re.M)
    if not match:
        raise FirmwareError("no %s region in the linker script" % name)
    expression = match.group(1).split("/*")[0].strip()
    expression = re.sub(r"\b(\d+)[kK]\b", r"(\1*1024)", expression)
    if not re.fullmatch(r"[0-9a-fA-FxX()+\-*/ ]+", expression):
        raise FirmwareError("cannot read the %s region's size: %s" % (name, expression))
    return int(eval(expression, {"__builtins__": {}}))  # noqa: S307 - digits and operators


def read_figures(build_path, entries=None):
    """Flash used (text + data), static RAM (data + bss) from arm-none-eabi-size, the
    regions from the generated linker script, the frozen modules from frozen_content.c."""
    build_path = Path(build_path)
    elf = build_path / "firmware.elf"
    proc = subprocess.run(["arm-none-eabi-size", str(elf)], capture_output=True, text=True)
    if proc.returncode != 0:
        raise FirmwareError("arm-none-eabi-size %s failed: %s" % (elf, proc.stderr.strip()))
    text, data, bss = (int(field) for field in proc.stdout.splitlines()[1].split()[:3])
    ld_text = (build_path / "common.ld").read_text()
    frozen = frozen_in_build(build_path)
    return Figures(build_path / "firmware.uf2", text + data, _region(ld_text, "FLASH_FIRMWARE"),
                   data + bss, _region(ld_text, "RAM"), frozen,
                   sum(len(blob) for _, blob in entries) if entries else None)


def frozen_in_build(build_path):
    """The module names frozen into a build (mp_frozen_names in its frozen_content.c)."""
    text = (Path(build_path) / "frozen_content.c").read_text()
    block = text[text.index("const char mp_frozen_names[]"):]
    block = block[:block.index("};")]
    names = [name for name in re.findall(r'"([^"]*?)\\0"', block) if name]
    return sorted(module_name(name) for name in names)


def frozen_sizes(build_path):
    """The 'byte sizes' summary makemanifest writes at the end of frozen_content.c."""
    text = (Path(build_path) / "frozen_content.c").read_text()
    summary = text[text.rindex("byte sizes:"):]
    return dict((key.strip(), value.strip()) for key, value in
                re.findall(r"^([^:\n]+):[ \t]*(.+)$", summary, re.M))


def format_figures(figures):
    free = figures.flash_region - figures.flash_used
    return ("%s: flash %s of %s B used, %s B free (%.1f KB); static RAM %s B of %s B "
            "(%s B left for stack and heap); %d modules frozen"
            % (figures.uf2.name if figures.uf2 == UF2 else figures.uf2,
               _n(figures.flash_used), _n(figures.flash_region), _n(free), free / 1024,
               _n(figures.ram_used), _n(figures.ram_region),
               _n(figures.ram_region - figures.ram_used), len(figures.frozen_modules)))


def _n(value):
    return "{:,}".format(value)


# ------------------------------------------------------------------ measuring

SWITCH = re.compile(r"^((?:CIRCUITPY|MICROPY_PY)_[A-Z0-9_]+)\s*=\s*0\s*$", re.M)


def switches():
    """The modules our mpconfigboard.mk switches off, in its order."""
    return SWITCH.findall((BOARD_FILES / "mpconfigboard.mk").read_text())


def measure(names=None, jobs=2, out=print):
    """{switch: flash saved} : one build with each switch back on (leave-one-out, against
    our own configuration), plus the cost of a /saves partition. Each build ~2 minutes."""
    snapshot = CACHE / "frozen-measure"
    stage(snapshot)  # one snapshot for every build: the sources may change meanwhile
    base = build(jobs=jobs, out=out, build_dir="build-measure-base", publish=False,
                 frozen_dir=snapshot, restage=False)
    results = collections.OrderedDict()
    for name in names or switches() + ["SAVES"]:
        extra = ["%s=1" % name]
        if name == "CIRCUITPY_STAGE":
            extra.append("FROZEN_MPY_DIRS=%s %s" % (snapshot, _frozen_stage_dir(TREE)))
        if name == "SAVES":
            extra = ["CFLAGS_BOARD=-DCIRCUITPY_SAVES_PARTITION_SIZE=131072"]
        build_dir = "build-measure-" + name.lower()
        try:
            figures = build(jobs=jobs, out=lambda *_: None, extra=extra, build_dir=build_dir,
                            publish=False, frozen_dir=snapshot, restage=False)
        except FirmwareError as error:
            out("%-28s  does not build: %s" % (name, str(error).splitlines()[-1]))
            continue
        finally:
            shutil.rmtree(TREE / "ports" / "atmel-samd" / build_dir, ignore_errors=True)
            (CACHE / (build_dir + ".json")).unlink(missing_ok=True)
        results[name] = (figures.flash_used - base.flash_used, figures.ram_used - base.ram_used)
        out("%-28s  flash %+7d B  static RAM %+5d B" % ((name,) + results[name]))
    shutil.rmtree(TREE / "ports" / "atmel-samd" / "build-measure-base", ignore_errors=True)
    (CACHE / "build-measure-base.json").unlink(missing_ok=True)
    return base, results


def verify(jobs=2, out=print):
    """Build again from a clean directory and compare the UF2's bytes with the cached one."""
    first = build(jobs=jobs, out=out)
    again_dir = "build-verify"
    shutil.rmtree(TREE / "ports" / "atmel-samd" / again_dir, ignore_errors=True)
    try:
        # the same staged modules: the sources may have changed since
        second = build(jobs=jobs, out=out, build_dir=again_dir, publish=False, force=True,
                       restage=False)
        same = first.uf2.read_bytes() == second.uf2.read_bytes()
    finally:
        shutil.rmtree(TREE / "ports" / "atmel-samd" / again_dir, ignore_errors=True)
        (CACHE / (again_dir + ".json")).unlink(missing_ok=True)
    digest_text = hashlib.sha256(first.uf2.read_bytes()).hexdigest()
    out("%s: %s (sha256 %s)" % ("reproducible" if same else "NOT reproducible",
                                "the same bytes twice" if same else "the two builds differ",
                                digest_text))
    return same


# ------------------------------------------------------------------ command line

def main(argv=None, out=print):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clone", metavar="DIR",
                        help="build from a git clone of adafruit/circuitpython %s in DIR "
                             "(cloned, with the PyBadge's submodules, if not there)" % VERSION)
    parser.add_argument("--jobs", "-j", type=int, default=max(2, os.cpu_count() or 2))
    parser.add_argument("--optional", action="store_true",
                        help="without the kit or a prerequisite: say so and exit 0 (make test)")
    parser.add_argument("--verify", action="store_true",
                        help="build a second time from scratch and compare the bytes")
    parser.add_argument("--measure", nargs="*", metavar="VAR",
                        help="what each switched-off module saves (one build each)")
    parser.add_argument("--manifest", metavar="FILE",
                        help="write a manifest.py freezing the same modules (unix port)")
    args = parser.parse_args(argv)
    try:
        if args.manifest:
            path = write_manifest(args.manifest)
            out("wrote %s (%d modules)" % (path, len(frozen_files())))
            return 0
        if args.optional and args.clone is None:
            try:
                if kit_tarball() is None:
                    raise Missing(HOW_TO_GET)
                check_prerequisites()
            except Missing as error:
                out("note: the PyBadge firmware is not built (%s); the tests that need it "
                    "will skip." % error)
                return 0
        if args.measure is not None:
            base, _ = measure(args.measure or None, args.jobs, out)
            out(format_figures(base))
            return 0
        if args.verify:
            return 0 if verify(args.jobs, out) else 1
        figures = build(args.clone, args.jobs, out)
        out(format_figures(figures))
        if figures.flash_region - figures.flash_used < FLASH_MARGIN:
            out("warning: less than %d KB of flash free" % (FLASH_MARGIN // 1024))
        return 0
    except Missing as error:
        print("firmware: %s" % error, file=sys.stderr)
        return 2
    except FirmwareError as error:
        print("firmware: %s" % error, file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
