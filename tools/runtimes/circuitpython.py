#!/usr/bin/env python3
"""CircuitPython itself on the PC: its mpy-cross and its unix port, built from source.

    python3 tools/runtimes/circuitpython.py build [--source DIR | --clone DIR]
    python3 tools/runtimes/circuitpython.py status
    python3 tools/runtimes/circuitpython.py run SCRIPT.py [--board PROFILE] [--heap 150K]
                                                          [--drive DIR]

`build` makes CircuitPython's own `mpy-cross` and the unix port's `cpdev` variant (32-bit, one
GC heap, the boards' object layout: the authority for heap figures, DESIGN.md section 4) into
build/circuitpython-VERSION/, from the source kit in ../shared/circuitpython/ (or
$YAHTZEE_CIRCUITPYTHON_KIT), or from a git clone of adafruit/circuitpython at the tag with its
three submodules (`--clone DIR` makes one; a person online). It needs a 32-bit C toolchain
(Debian: gcc-multilib g++-multilib) and the build's generator scripts' Python packages
(huffman, polib: requirements.txt). `make clean` removes the cache.

`run()` runs a script in that interpreter with `-X heapsize`, on a drive folder (the deploy
image: code.py, boards/, lib/...) and the stand-ins of tests/fakes (common/ and circuitpython/)
for the C modules a board has and the unix port lacks; `min_heap()` finds the smallest heap at
which a script still runs.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.append(str(ROOT))

from tools import board_facts as facts  # noqa: E402

# The one place the CircuitPython version is pinned.
VERSION = "10.2.1"
SUBMODULES = ("lib/mp3", "lib/quirc", "lib/adafruit_floppy")
REPOSITORY = "https://github.com/adafruit/circuitpython"
CACHE = ROOT / "build" / ("circuitpython-" + VERSION)
UNIX = CACHE / "micropython-cpdev"
MPY_CROSS = CACHE / "mpy-cross"
UNIX_TARBALL = "circuitpython-%s-unix-min.tar.gz" % VERSION
FIRMWARE_TARBALL = "circuitpython-%s-pybadge-firmware-min.tar.xz" % VERSION
# the stand-ins: the fakes' shared core, then the unix port's own layer (tests/fakes/README.md)
STANDINS = (ROOT / "tests" / "fakes" / "common", ROOT / "tests" / "fakes" / "circuitpython")
# the unix build's options: no frozen modules, no ulab or FFI (the kit has neither)
UNIX_MAKE = ("VARIANT=cpdev", "CIRCUITPY_ULAB=0", "MICROPY_PY_FFI=0")
HOW_TO_GET = ("CircuitPython %s's unix port is not built: run `make circuitpython` (it needs "
              "the source kit in ../shared/circuitpython/, or `python3 "
              "tools/runtimes/circuitpython.py build --clone DIR` online, and Debian's "
              "gcc-multilib g++-multilib)" % VERSION)

# What the stand-in `board` of each board id has beyond its pins, from the boards' facts
# (tools/board_facts.py): the display's size, the NVM's size (microcontroller.nvm) and the
# chips on its I2C bus as register maps: (address, ((register, value)...), ((register,
# self-clearing bits)...)).
STANDIN_FACTS = {
    row.board_id: ((row.width, row.height), row.nvm_bytes,
                   (facts.ACCELEROMETERS[row.accelerometer],) if row.accelerometer else ())
    for row in (facts.FACTS[profile] for profile in facts.STANDIN_BOARDS)}


class CircuitPythonError(RuntimeError):
    """A run failed; `memory` says whether it was a MemoryError."""

    def __init__(self, message, stderr="", stdout="", returncode=None, timed_out=False):
        super().__init__(("%s\n%s" % (message, stderr)).rstrip())
        self.stderr = stderr
        self.stdout = stdout
        self.returncode = returncode
        self.timed_out = timed_out
        # the unix port prints an uncaught exception's traceback on stdout
        self.memory = "MemoryError" in stderr or "MemoryError" in stdout


class NotBuilt(RuntimeError):
    """The interpreter is not built; the message says how to build it."""


# ------------------------------------------------------------------ the source

def kit_dir():
    """The folder of the offline source kit, or None."""
    candidates = []
    if os.environ.get("YAHTZEE_CIRCUITPYTHON_KIT"):
        candidates.append(Path(os.environ["YAHTZEE_CIRCUITPYTHON_KIT"]))
    candidates.append(ROOT.parent / "shared" / "circuitpython")
    for folder in candidates:
        if (folder / UNIX_TARBALL).is_file():
            return folder
    return None


def clone(destination):
    """A git clone of CircuitPython at VERSION with the three submodules the unix port needs."""
    destination = Path(destination)
    if not (destination / "py").is_dir():
        _run(["git", "clone", "--depth", "1", "-b", VERSION, REPOSITORY, str(destination)])
    _run(["git", "submodule", "update", "--init", "--depth", "1"] + list(SUBMODULES),
         cwd=destination)
    return destination


def add_cpdev_variant(source):
    """ports/unix/variants/cpdev, made from the coverage variant as the kit's is: 32-bit,
    one GC heap, REPR_C objects and single-precision floats as the boards have, no gcov."""
    variants = Path(source) / "ports" / "unix" / "variants"
    cpdev = variants / "cpdev"
    if (cpdev / "mpconfigvariant.h").is_file():
        return cpdev
    header = (variants / "coverage" / "mpconfigvariant.h").read_text()
    header = header.replace(
        "#define MICROPY_GC_SPLIT_HEAP          (1)", "#define MICROPY_GC_SPLIT_HEAP          (0)")
    header = re.sub(r"#define MICROPY_GC_SPLIT_HEAP_N_HEAPS.*\n", "", header)
    header = header.replace(
        "// Set base feature level.",
        "#define MICROPY_OBJ_REPR               (MICROPY_OBJ_REPR_C)\n"
        "#define MICROPY_FLOAT_IMPL             (MICROPY_FLOAT_IMPL_FLOAT)\n\n"
        "// Set base feature level.")
    make = (variants / "coverage" / "mpconfigvariant.mk").read_text()
    make = re.sub(r"[ \t]*-fprofile-arcs -ftest-coverage \\\n", "", make)
    make = re.sub(r"LDFLAGS \+= -fprofile-arcs -ftest-coverage\n", "", make)
    make = ("MICROPY_FORCE_32BIT = 1\n"
            "CFLAGS_EXTRA += -Wno-error=double-promotion -Wno-error=float-conversion\n" + make)
    cpdev.mkdir(exist_ok=True)
    (cpdev / "mpconfigvariant.h").write_text(header)
    (cpdev / "mpconfigvariant.mk").write_text(make)
    return cpdev


# ------------------------------------------------------------------ building

def _run(command, cwd=None, env=None, log=None):
    proc = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True)
    if log is not None:
        log.write(proc.stdout + proc.stderr)
    if proc.returncode != 0:
        raise RuntimeError("`%s` failed in %s:\n%s" % (
            " ".join(command), cwd or ".", (proc.stdout + proc.stderr)[-3000:]))
    return proc


def build_env():
    """The environment CircuitPython's build wants: its version (no .git to read it from),
    this Python's scripts first on PATH (the generators import huffman and polib)."""
    env = dict(os.environ)
    env["CP_VERSION"] = VERSION
    env["PATH"] = os.path.dirname(sys.executable) + os.pathsep + env.get("PATH", "")
    env.setdefault("SOURCE_DATE_EPOCH", "1764547200")
    return env


def check_toolchain():
    """Raise NotBuilt with the package to install when a build prerequisite is missing."""
    for module in ("huffman", "polib"):
        try:
            __import__(module)
        except ImportError:
            raise NotBuilt("CircuitPython's build needs the Python package %s: "
                           "pip install -r requirements.txt" % module) from None
    with tempfile.TemporaryDirectory() as tmp:
        probe = Path(tmp) / "probe.cpp"
        probe.write_text("#include <climits>\nint main() { return 0; }\n")
        for compiler in ("gcc", "g++"):
            proc = subprocess.run([compiler, "-m32", "-x", "c++", "-fsyntax-only", str(probe)],
                                  capture_output=True, text=True)
            if proc.returncode != 0:
                raise NotBuilt("the 32-bit build of CircuitPython's unix port needs %s with "
                               "-m32: apt-get install gcc-multilib g++-multilib" % compiler)


def source_stamp(source):
    return hashlib.sha256(("%s %s" % (VERSION, source)).encode()).hexdigest()[:16]


def build(source=None, jobs=2, out=print):
    """Build mpy-cross and the unix cpdev binary into CACHE (nothing when up to date)."""
    stamp = CACHE / "stamp"
    if source is None:
        kit = kit_dir()
        if kit is None:
            raise NotBuilt("no CircuitPython %s source: put the kit in ../shared/circuitpython/ "
                           "(or set YAHTZEE_CIRCUITPYTHON_KIT), or clone it: python3 "
                           "tools/runtimes/circuitpython.py build --clone DIR" % VERSION)
        origin = kit / UNIX_TARBALL
    else:
        origin = Path(source).resolve()
    if UNIX.is_file() and MPY_CROSS.is_file() and stamp.is_file() \
            and stamp.read_text() == source_stamp(origin):
        return False
    check_toolchain()
    CACHE.mkdir(parents=True, exist_ok=True)
    if origin.is_file():
        tree = CACHE / "src"
        if tree.exists():
            shutil.rmtree(tree)
        tree.mkdir()
        out("extracting %s" % origin)
        with tarfile.open(origin) as archive:
            archive.extractall(tree, filter="data")
    else:
        tree = origin
    add_cpdev_variant(tree)
    env = build_env()
    with open(CACHE / "build.log", "w") as log:
        out("building mpy-cross (about 15 s)")
        _run(["make", "-C", str(tree / "mpy-cross"), "-j%d" % jobs], env=env, log=log)
        out("building the unix port, variant cpdev (about 30 s)")
        _run(["make", "-C", str(tree / "ports" / "unix"), "FROZEN_MANIFEST="] + list(UNIX_MAKE)
             + ["-j%d" % jobs], env=env, log=log)
    shutil.copy2(tree / "mpy-cross" / "build" / "mpy-cross", MPY_CROSS)
    shutil.copy2(tree / "ports" / "unix" / "build-cpdev" / "micropython", UNIX)
    stamp.write_text(source_stamp(origin))
    out("built %s and %s" % (MPY_CROSS.relative_to(ROOT), UNIX.relative_to(ROOT)))
    return True


# The freeze step's scripts, which the unix kit leaves out (its build freezes nothing): the
# firmware kit has the same 10.2.1 files; a clone has them anyway.
FROZEN_TOOLS = ("tools/makemanifest.py", "tools/manifestfile.py", "tools/mpy-tool.py",
                "mpy-cross/mpy_cross/__init__.py")


def _add_frozen_tools(tree):
    """Put makemanifest.py, manifestfile.py, mpy-tool.py and the mpy_cross package into the
    unix tree (from the firmware kit) and the placeholder lib/micropython-lib/README.md, whose existence
    py/mkrules.mk checks before freezing (a manifest of plain files needs no library)."""
    tree = Path(tree)
    missing = [name for name in FROZEN_TOOLS if not (tree / name).is_file()]
    if missing:
        kit = kit_dir()
        tarball = kit / FIRMWARE_TARBALL if kit is not None else None
        if tarball is None or not tarball.is_file():
            raise NotBuilt("freezing modules into the unix port needs CircuitPython's %s "
                           "(the firmware kit %s has them, or a clone)"
                           % (", ".join(missing), FIRMWARE_TARBALL))
        with tarfile.open(tarball) as archive:
            members = {member.name.removeprefix("./"): member
                       for member in archive.getmembers()}
            for name in missing:
                (tree / name).parent.mkdir(parents=True, exist_ok=True)
                (tree / name).write_bytes(archive.extractfile(members[name]).read())
    readme = tree / "lib" / "micropython-lib" / "README.md"
    if not readme.is_file():
        readme.parent.mkdir(parents=True, exist_ok=True)
        readme.write_text("Placeholder: py/mkrules.mk checks that this file exists.\n")


def build_frozen(manifest, name, out=print, jobs=2):
    """A second unix binary with the modules of `manifest` frozen in (FROZEN_MANIFEST), as a
    firmware of our own freezes them into flash: build/circuitpython-VERSION/NAME. Rebuilt
    (incrementally, in ports/unix/build-NAME) when the manifest, the files of its
    `# source: DIR` lines or the unix tree change."""
    tree = CACHE / "src"
    if not (tree / "ports" / "unix").is_dir():
        raise NotBuilt(HOW_TO_GET)
    manifest = Path(manifest).resolve()
    binary = CACHE / name
    digest = hashlib.sha256(manifest.read_bytes())
    stamp_file = CACHE / "stamp"
    digest.update(stamp_file.read_bytes() if stamp_file.is_file() else b"")
    for line in manifest.read_text().splitlines():
        match = re.search(r"# source: (\S+)", line)
        if match:
            for path in sorted(Path(match.group(1)).rglob("*.py")):
                digest.update(str(path).encode() + b"\0" + path.read_bytes())
    stamp = CACHE / (name + ".stamp")
    if binary.is_file() and stamp.is_file() and stamp.read_text() == digest.hexdigest():
        return binary
    _add_frozen_tools(tree)
    build_dir = "build-" + name
    env = build_env()
    with open(CACHE / (name + ".log"), "w") as log:
        # mpy-cross first, without BUILD=: a sub-make of the port would inherit it
        if not (tree / "mpy-cross" / "build" / "mpy-cross").is_file():
            _run(["make", "-C", str(tree / "mpy-cross"), "-j%d" % jobs], env=env, log=log)
        out("building the unix port with %s frozen in (about 40 s)" % manifest.name)
        _run(["make", "-C", str(tree / "ports" / "unix"), "FROZEN_MANIFEST=%s" % manifest,
              "BUILD=%s" % build_dir, "PROG=%s" % name] + list(UNIX_MAKE) + ["-j%d" % jobs],
             env=env, log=log)
    shutil.copy2(tree / "ports" / "unix" / build_dir / name, binary)
    stamp.write_text(digest.hexdigest())
    return binary


def available():
    return UNIX.is_file() and MPY_CROSS.is_file()


def require():
    """Raise NotBuilt (saying how to build it) when the interpreter is not there."""
    if not available():
        raise NotBuilt(HOW_TO_GET)


def mpy_cross(source, target):
    """Compile one .py to .mpy with CircuitPython's own mpy-cross."""
    require()
    proc = subprocess.run([str(MPY_CROSS), "-o", str(target), "-s", Path(source).name,
                           str(source)], capture_output=True, text=True)
    if proc.returncode != 0:
        raise CircuitPythonError("mpy-cross %s failed" % source, proc.stderr)


# ------------------------------------------------------------------ running

def _site_packages():
    """Where the PyPI packages of requirements.txt are: this Python, else the repo's .venv."""
    for path in [p for p in sys.path if p] + [str(p) for p in
                                             sorted(ROOT.glob(".venv/lib/python3*/site-packages"))]:
        if os.path.exists(os.path.join(path, "adafruit_pixelbuf.py")):
            return Path(path)
    raise NotBuilt("the stand-ins need the PyPI packages of requirements.txt: make venv")


def board_facts():
    """standin_boards.py: for every board id the stand-in `board` knows, its display's
    size, NVM size and I2C chips, and its real pin names (from circuitpython-stubs) as the
    names of a class's attributes: frozen, they are in the binary's own string pool, as a
    board's pin names are in its firmware's, not the heap's."""
    lines = ['"""Written by tools/runtimes/circuitpython.py from circuitpython-stubs: the stand-in '
             'boards."""', "", "BOARDS = {"]
    pins = {}
    for board_id in sorted(STANDIN_FACTS):
        size, nvm, chips = STANDIN_FACTS[board_id]
        stub = _site_packages() / "board_definitions" / board_id / "__init__.pyi"
        pins[board_id] = re.findall(r"^(\w+): microcontroller\.Pin", stub.read_text(), re.M)
        lines.append("    %r: (%r, %d, %r)," % (board_id, size, nvm, chips))
    lines.append("}")
    for board_id in sorted(STANDIN_FACTS):
        lines += ["", "", "class %s:" % board_id]
        lines += ["    %s = 0" % pin for pin in pins[board_id]] or ["    pass"]
    return "\n".join(lines) + "\n"


def stage_standins(folder):
    """Copy the stand-ins into `folder` with the boards' facts and the PyPI pure-Python
    versions of the modules a board has in C (adafruit_pixelbuf, adafruit_bus_device)."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    for source in [path for layer in STANDINS for path in sorted(layer.glob("*.py"))]:
        shutil.copy2(source, folder / source.name)
    site = _site_packages()
    shutil.copy2(site / "adafruit_pixelbuf.py", folder / "adafruit_pixelbuf.py")
    bus = folder / "adafruit_bus_device"
    bus.mkdir(exist_ok=True)
    for name in ("__init__.py", "i2c_device.py", "spi_device.py"):
        shutil.copy2(site / "adafruit_bus_device" / name, bus / name)
    (folder / "standin_boards.py").write_text(board_facts())
    return folder


_FIXED_ADDRESSES = (["setarch", os.uname().machine, "--addr-no-randomize"]
                    if shutil.which("setarch") else [])


def run(script, board_id="pybadge", drive=None, heap=None, timeout=600, env=None,
        binary=None, standins=True, paths=()):
    """Run `script` (source text) in the unix port; returns its stdout.

    `drive`: the folder that stands for CIRCUITPY (the working directory; '' and lib/ are on
    the path, as on a board). `standins`: put the stand-ins on the path after them. `paths`:
    more folders on the path. `heap`: -X heapsize (bytes or e.g. "150K"). Raises
    CircuitPythonError (`.memory` for a MemoryError) when the script fails.
    """
    binary = Path(binary) if binary else UNIX
    if not binary.is_file():
        raise NotBuilt(HOW_TO_GET)
    with tempfile.TemporaryDirectory(prefix="cp-") as tmp:
        tmp = Path(tmp)
        entries = [".frozen", "lib"] + [str(Path(p).resolve()) for p in paths]
        if standins:
            entries.append(str(stage_standins(tmp / "standins")))
        environment = {"PATH": os.environ.get("PATH", ""), "HOME": str(tmp),
                       "MICROPYPATH": ":".join(entries), "STANDIN_BOARD": board_id}
        environment.update(env or {})
        # Without address randomisation every run lays the heap out alike, so a figure is
        # the same each time (a conservative collector's reach depends on addresses).
        command = _FIXED_ADDRESSES + [str(binary)]
        if heap is not None:
            command += ["-X", "heapsize=%s" % heap]
        command += ["-c", script]
        cwd = str(drive) if drive else str(tmp)
        try:
            proc = subprocess.run(command, cwd=cwd, env=environment, capture_output=True,
                                  text=True, errors="replace", timeout=timeout)
        except subprocess.TimeoutExpired as error:
            raise CircuitPythonError("CircuitPython did not finish within %s s" % timeout,
                                     (error.stderr or b"").decode("utf-8", "replace")
                                     if isinstance(error.stderr, bytes) else error.stderr or "",
                                     timed_out=True)
    if proc.returncode != 0:
        raise CircuitPythonError("CircuitPython exited with status %d" % proc.returncode,
                                 proc.stderr + _traceback_of(proc.stdout), proc.stdout,
                                 proc.returncode)
    return proc.stdout


def _traceback_of(stdout):
    cut = stdout.rfind("Traceback (most recent call last)")
    return stdout[cut:] if cut >= 0 else ""


def min_heap(script, low=16 * 1024, high=1024 * 1024, step=256, **options):
    """(smallest heapsize in bytes at which `script` runs, stdout of that run).

    Bisection between `low` and `high` to within `step` bytes; a run that fails for any
    reason but a MemoryError raises."""
    try:
        best = run(script, heap=high, **options)
    except CircuitPythonError as error:
        if error.memory:
            raise CircuitPythonError("does not run even in a %d-byte heap" % high,
                                     error.stderr) from None
        raise
    while high - low > step:
        middle = (low + high) // 2 // step * step
        try:
            best = run(script, heap=middle, **options)
            high = middle
        except CircuitPythonError as error:
            if not error.memory:
                raise
            low = middle
    return high, best


# ------------------------------------------------------------------ command line

def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    build_cmd = commands.add_parser("build", help="build mpy-cross and the unix port")
    where = build_cmd.add_mutually_exclusive_group()
    where.add_argument("--source", help="a CircuitPython %s source tree or unix tarball" % VERSION)
    where.add_argument("--clone", metavar="DIR", help="clone adafruit/circuitpython %s into "
                       "DIR (with its submodules) and build from it" % VERSION)
    build_cmd.add_argument("--optional", action="store_true",
                           help="without a source, say so and exit 0 (make test)")
    commands.add_parser("status", help="say whether the interpreter is built")
    run_cmd = commands.add_parser("run", help="run a script in the unix port")
    run_cmd.add_argument("script")
    facts.add_board_option(run_cmd, facts.STANDIN_BOARDS, "pybadge", allow_all=False,
                           what="the stand-in `board` the script runs on")
    run_cmd.add_argument("--heap", help="-X heapsize, e.g. 150K")
    run_cmd.add_argument("--drive", help="the folder standing for CIRCUITPY")
    args = parser.parse_args(argv)
    try:
        if args.command == "build":
            source = clone(args.clone) if args.clone else args.source
            if source is None and kit_dir() is None and args.optional:
                if available():
                    return 0
                print("note: " + HOW_TO_GET + "; the tests that need it will skip.")
                return 0
            build(source)
            return 0
        if args.command == "status":
            print("CircuitPython %s: %s" % (VERSION, "built in %s" % CACHE.relative_to(ROOT)
                                            if available() else HOW_TO_GET))
            return 0 if available() else 1
        script = Path(args.script).read_text() if args.script != "-" else sys.stdin.read()
        sys.stdout.write(run(script, facts.board_id(args.board), args.drive, args.heap))
        return 0
    except NotBuilt as error:
        print("circuitpython: %s" % error, file=sys.stderr)
        return 2
    except (CircuitPythonError, RuntimeError) as error:
        print("circuitpython: %s" % error, file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
