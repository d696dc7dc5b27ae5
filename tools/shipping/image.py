"""The image: which files go on a CIRCUITPY drive for a board profile, and their bytes.

This module is the single source of the image's module set. The deploy tool writes it to a
drive or a zip, the firmware tool freezes it, the budget tool stages it into a folder for
CircuitPython's unix port:

    files(profiles, board_id, mpy=True)   [(path on the drive, source path or bytes)]
    stage(folder, profiles, board_id)     the same, written into a folder
    flash_report(profiles, board_id)      [FlashRow(group, path, py_bytes, mpy_bytes)]

The image is code.py (always a .py: CircuitPython looks for code.py), boards/__init__.py and
the profiles' board modules (and the board modules they import), yahtzee_core/, the project's
packages in lib/, the Adafruit libraries all that imports (the .py files of the pinned PyPI
packages, found in this Python or the repo's .venv; only the submodules imported; none the
board's firmware has built in) and the computer players' tables in data/. With mpy=True every
module but code.py is compiled to .mpy by CircuitPython's own mpy-cross (find_mpy_cross()).
"""

import ast
import collections
import concurrent.futures
import glob
import hashlib
import io
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from boards import BOARD_IDS, PROFILES  # noqa: E402  (plain tables; imports no hardware)
from tools import board_facts as facts  # noqa: E402  (plain tables)
from tools.runtimes import circuitpython  # noqa: E402  (standard library only)

# fourwire/busdisplay (CircuitPython 9) for the DIY display; os.getenv for settings.toml
MIN_CIRCUITPYTHON = (9, 0, 0)
# libraries every image carries, whatever the scan of imports finds
BASE_LIBRARIES = ("adafruit_ticks", "neopixel")
# imported only for type hints, inside try/except ImportError
NEVER_DEPLOY = {"typing", "circuitpython_typing", "typing_extensions", "__future__"}
# modules CircuitPython builds into most boards' firmware, assumed when the
# board's stub does not say (a .py copy in lib/ would only waste flash)
DEFAULT_BUILT_IN = {"adafruit_bus_device", "adafruit_pixelbuf"}
DEVICE_PROFILES = sorted(PROFILES)      # boards/ holds the devices only (the PC's: tools/sim/)
# one image per board module: pybadge (also the PyBadge LC and the EdgeBadge), pygamer...
IMAGE_PROFILES = sorted(p for p in DEVICE_PROFILES if PROFILES[p][0] == p)
# the computer players' tables (yahtzee_core.bot reads data/ on the device): the Expert
# table always; the 1 MB Perfect table (built by `make data`) when asked for
DATA_FILES = ("data/classic_expert.bin", "data/keeps.bin", "data/hands_classic.bin",
              "data/hands_painted.bin", "data/hands_power.bin")
PERFECT_TABLE = "data/classic_perfect.bin"
PERFECT_LAYOUT = "data/classic_layout.bin"     # where each state lives in the Perfect table
# what the Perfect level opens (yahtzee_core.perfect_table): every image that has one has both
PERFECT_FILES = (PERFECT_TABLE, PERFECT_LAYOUT)
# core modules only the PC's tools use (the boards' computer players read their tables from
# data/ instead): not on a drive, not frozen
PC_ONLY = ("yahtzee_core/keeps.py", "yahtzee_core/perfect.py", "yahtzee_core/scripted.py",
           "lib/yahtzee_app/names.py")
ENTRY_POINT = "code.py"  # never compiled: CircuitPython runs code.py, not code.mpy
# Our PyBadge firmware (tools/shipping/firmware.py) says this in boot_out.txt's banner; the game is
# frozen into it, so a drive holds only the data files and this one-line code.py.
FIRMWARE_MARK = "with YAHTZEE"
FIRMWARE_CODE_PY = "import yahtzee_main  # the game, frozen into this firmware"
# what an earlier deploy left at a drive's root: on our firmware it would hide the frozen
# copies (CircuitPython looks in '' and '/' before '.frozen')
SHADOWING = ("boards", "yahtzee_core")
MPY_HEADER = b"C"        # CircuitPython's .mpy files; MicroPython's start with b"M"

FlashRow = collections.namedtuple("FlashRow", "group path py_bytes mpy_bytes")
MpyCross = collections.namedtuple("MpyCross", "path version major")


class ImageError(Exception):
    """The image cannot be made on this computer; the message says what to do."""


class MissingLibrary(ImageError):
    """An Adafruit library the firmware imports is not installed here."""


class MissingData(ImageError):
    """A data file asked for is not built (the Perfect table: `make data`)."""


class NoMpyCross(ImageError):
    """No CircuitPython mpy-cross (or only MicroPython's)."""


# ------------------------------------------------------------------ our own files

def project_files(profiles):
    """[(path on the drive, source)] of our own code for these profiles (.py paths)."""
    files = [(ENTRY_POINT, os.path.join(ROOT, ENTRY_POINT))]
    modules = {"__init__"}
    for profile in profiles:
        modules.add(PROFILES[profile][0])
    # boards importing boards (the PyGamer reuses the PyBadge's builders)
    pending = sorted(modules)
    while pending:
        module = pending.pop()
        source = os.path.join(ROOT, "boards", module + ".py")
        for name in imports_of(source):
            if name.startswith("boards.") and name.count(".") == 1:
                other = name.split(".")[1]
                if other not in modules and os.path.exists(
                        os.path.join(ROOT, "boards", other + ".py")):
                    modules.add(other)
                    pending.append(other)
    files += [("boards/%s.py" % module, os.path.join(ROOT, "boards", module + ".py"))
              for module in sorted(modules)]
    files += [entry for entry in _package_files(os.path.join(ROOT, "yahtzee_core"), "yahtzee_core")
              if entry[0] not in PC_ONLY]
    lib = os.path.join(ROOT, "lib")
    for name in sorted(os.listdir(lib)):
        if os.path.isfile(os.path.join(lib, name, "__init__.py")):
            files += [entry for entry in _package_files(os.path.join(lib, name), "lib/" + name)
                      if entry[0] not in PC_ONLY]
        elif name.endswith(".py"):
            files.append(("lib/" + name, os.path.join(lib, name)))
    return files


def _package_files(folder, prefix):
    files = []
    for base, dirs, names in os.walk(folder):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for name in sorted(names):
            if name.endswith(".py"):
                source = os.path.join(base, name)
                relative = os.path.relpath(source, folder).replace(os.sep, "/")
                files.append((prefix + "/" + relative, source))
    return files


def imports_of(path, package=None):
    """Dotted names a file imports (modules, and `module.name` for each from-import),
    except those guarded by `except ImportError`. Relative imports resolve against
    ``package``, the dotted name of the package the file is in."""
    with open(path, encoding="utf-8") as source:
        tree = ast.parse(source.read(), path)
    found = []

    def visit(node, optional):
        if isinstance(node, ast.Try):
            catches = set()
            for handler in node.handlers:
                for kind in ([handler.type] if not isinstance(handler.type, ast.Tuple)
                             else handler.type.elts):
                    if isinstance(kind, ast.Name):
                        catches.add(kind.id)
            guarded = optional or bool(catches & {"ImportError", "ModuleNotFoundError",
                                                  "Exception"})
            for child in node.body:
                visit(child, guarded)
            for child in node.handlers + node.orelse + node.finalbody:
                visit(child, optional)
            return
        if isinstance(node, ast.Import) and not optional:
            found.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and not optional:
            module = node.module
            if node.level:
                if not package:
                    module = None
                else:
                    anchor = package.split(".")
                    anchor = anchor[:len(anchor) - node.level + 1]
                    module = ".".join(anchor + ([node.module] if node.module else []))
            if module:
                found.append(module)
                found.extend(module + "." + alias.name for alias in node.names)
        for child in ast.iter_child_nodes(node):
            visit(child, optional)

    visit(tree, False)
    return found


# ------------------------------------------------------------------ the Adafruit libraries

def search_paths():
    """Where the pinned PyPI packages are: this Python, then the repo's .venv."""
    paths = [path for path in sys.path if path and os.path.isdir(path)]
    for path in sorted(glob.glob(os.path.join(ROOT, ".venv", "lib", "python3*", "site-packages"))):
        if path not in paths:
            paths.append(path)
    for path in sorted(glob.glob(os.path.join(ROOT, ".venv", "Lib", "site-packages"))):
        if path not in paths:
            paths.append(path)
    return paths


def device_library_index(paths):
    """top-level module name -> distribution name, for Adafruit's CircuitPython libraries."""
    import importlib.metadata

    index = {}
    for distribution in importlib.metadata.distributions(path=paths):
        name = (distribution.metadata["Name"] or "").lower().replace("_", "-")
        if not name.startswith("adafruit-circuitpython-") or name.endswith("-typing"):
            continue
        top_level = distribution.read_text("top_level.txt")
        modules = top_level.split() if top_level else []
        if not modules:
            for file in distribution.files or ():
                parts = str(file).split("/")
                if parts[0].endswith(".dist-info") or parts[0] == "..":
                    continue
                modules.append(parts[0][:-3] if parts[0].endswith(".py") else parts[0])
        for module in modules:
            index.setdefault(module, name)
    return index


def library_files(dotted, paths):
    """[(path on the drive under lib/, source)] for a library module and the packages
    above it, or None when the library is not installed. Only the submodules the
    firmware imports go: a package's unused modules would only take flash."""
    parts = dotted.split(".")
    for base in paths:
        if os.path.isfile(os.path.join(base, parts[0], "__init__.py")):
            sources = []
            folder = base
            for part in parts:
                package = os.path.join(folder, part)
                if os.path.isfile(os.path.join(package, "__init__.py")):
                    sources.append(os.path.join(package, "__init__.py"))
                    folder = package
                    continue
                if os.path.isfile(package + ".py"):
                    sources.append(package + ".py")
                break  # the rest names things inside a module
            return [("lib/" + os.path.relpath(source, base).replace(os.sep, "/"), source)
                    for source in sources]
        module = os.path.join(base, parts[0] + ".py")
        if os.path.isfile(module):
            return [("lib/" + parts[0] + ".py", module)]
    return None


def built_in_modules(board_id, paths):
    """Modules the board's firmware has built in, from circuitpython-stubs' board definition."""
    if not board_id:
        return set(DEFAULT_BUILT_IN)
    for base in paths:
        stub = os.path.join(base, "board_definitions", board_id, "__init__.pyi")
        if os.path.exists(stub):
            with open(stub, encoding="utf-8") as definition:
                match = re.search(r"Included modules:(.*)", definition.read())
            if match:
                return {name.strip() for name in match.group(1).split(",")}
    return set(DEFAULT_BUILT_IN)


def library_plan(own_files, board_id, paths=None):
    """[(path on the drive, source)] of the Adafruit libraries our files need, transitively."""
    paths = paths if paths is not None else search_paths()
    index = device_library_index(paths)
    built_in = built_in_modules(board_id, paths)
    wanted = list(BASE_LIBRARIES)
    queue = [(source, None) for _, source in own_files]
    planned = {}
    done = set()
    while queue or wanted:
        while queue:
            source, package = queue.pop()
            if source in done:
                continue
            done.add(source)
            for name in imports_of(source, package):
                top = name.split(".")[0]
                if top in index and top not in built_in and top not in NEVER_DEPLOY:
                    wanted.append(name)
        while wanted:
            name = wanted.pop()
            files = library_files(name, paths)
            if files is None:
                raise MissingLibrary(
                    "the library %s is not installed on this computer. Run the set-up "
                    "(`make venv`: pip install -r requirements.txt in the repo's .venv); "
                    "for a drive, --circup takes the libraries from the Adafruit bundle "
                    "instead."
                    % name.split(".")[0])
            for target, source in files:
                if target not in planned:
                    planned[target] = source
                    # the package a library file is in, for its relative imports
                    dotted = target[len("lib/"):-len(".py")].replace("/", ".")
                    package = dotted[:-len(".__init__")] if dotted.endswith(".__init__") \
                        else dotted.rpartition(".")[0]
                    queue.append((source, package))
    return sorted(planned.items())


def board_id_for(profiles, board_id=None):
    """The board id whose built-in modules apply: the one given, else for a single profile
    its board's (tools/board_facts.py), if CircuitPython names that board (boards.BOARD_IDS;
    the DIY handheld is any board), else None (the default set)."""
    if board_id:
        return board_id
    if len(profiles) == 1:
        known = facts.FACTS[profiles[0]].board_id
        return known if known in BOARD_IDS else None
    return None


# ------------------------------------------------------------------ the data files

def perfect_table_path():
    return os.path.join(ROOT, *PERFECT_TABLE.split("/"))


def perfect_table_built():
    """Whether the Perfect level's files are built (`make data`): the table and its layout."""
    return all(os.path.exists(source) for _, source in perfect_files())


def perfect_files():
    """[(path on the drive, source)] of the Perfect level's table and its layout."""
    return [(target, os.path.join(ROOT, *target.split("/"))) for target in PERFECT_FILES]


def data_files(perfect=False):
    """[(path on the drive, source)] of the tables: the Expert one, and the Perfect one
    when `perfect` (MissingData when it is not built)."""
    files = [(target, os.path.join(ROOT, *target.split("/"))) for target in DATA_FILES]
    missing = [target for target, source in files if not os.path.exists(source)]
    if missing:
        raise MissingData("the computer players' tables are not built (%s): run `make data` "
                          "and try again." % ", ".join(missing))
    if perfect:
        if not perfect_table_built():
            raise MissingData("the Perfect level's table is not built: run `make data` "
                              "(about 40 s) and try again.")
        files += perfect_files()
    return files


# ------------------------------------------------------------------ the .py image

def _code_last(entries):
    return ([e for e in entries if e[0] != ENTRY_POINT]
            + [e for e in entries if e[0] == ENTRY_POINT])


def sources(profiles, board_id, libraries=True, perfect=False):
    """[(path on the drive, source path)] of the .py image in write order: the libraries,
    our code, the data files, code.py last (CircuitPython restarts on each write and should
    find everything in place when code.py changes)."""
    own = project_files(profiles)
    libs = library_plan(own, board_id) if libraries else []
    return _code_last(libs + own + data_files(perfect))


def compiled(target):
    """Whether the file at this drive path goes as .mpy in an .mpy image."""
    return target.endswith(".py") and target != ENTRY_POINT


def mpy_path(target):
    return target[:-len(".py")] + ".mpy" if compiled(target) else target


# ------------------------------------------------------------------ CircuitPython's mpy-cross

MICROPYTHON_REFUSED = ("boards reject its 'M' .mpy files (\"MicroPython .mpy file; use "
                       "CircuitPython mpy-cross\")")
HOW_TO_GET_MPY_CROSS = (
    "Build CircuitPython %s's own with `make circuitpython` (from the source kit in "
    "../shared/circuitpython/, or `python3 tools/runtimes/circuitpython.py build --clone DIR` "
    "online), or pass --mpy-cross PATH to a CircuitPython mpy-cross, or use the .py sources "
    "with --py"
    % circuitpython.VERSION)


def mpy_cross_version(path):
    """The first line `path --version` prints, or None when it does not run."""
    try:
        proc = subprocess.run([str(path), "--version"], capture_output=True, text=True,
                              errors="replace", timeout=30)
    except (OSError, subprocess.SubprocessError):
        return None
    text = (proc.stdout or proc.stderr).strip()
    return text.splitlines()[0] if text else None


def check_mpy_cross(path, where="--mpy-cross"):
    """MpyCross for a CircuitPython mpy-cross at `path`; NoMpyCross for anything else."""
    path = str(path)
    if not os.path.isfile(path):
        raise NoMpyCross("%s %s: no such program. %s." % (where, path, HOW_TO_GET_MPY_CROSS))
    version = mpy_cross_version(path)
    if version is None:
        raise NoMpyCross("%s %s does not run (`%s --version` failed). %s."
                         % (where, path, path, HOW_TO_GET_MPY_CROSS))
    match = re.search(r"CircuitPython (\d+)\.(\d+)\.(\d+)", version)
    if match:
        return MpyCross(path, version, int(match.group(1)))
    if "MicroPython" in version:
        raise NoMpyCross("%s %s is MicroPython's mpy-cross (%s): %s. %s."
                         % (where, path, version, MICROPYTHON_REFUSED, HOW_TO_GET_MPY_CROSS))
    raise NoMpyCross("%s %s is not CircuitPython's mpy-cross (it says %r). %s."
                     % (where, path, version, HOW_TO_GET_MPY_CROSS))


def find_mpy_cross(path=None):
    """The CircuitPython mpy-cross to use: `path` (--mpy-cross) if given, else the one the
    project built (tools.runtimes.circuitpython.MPY_CROSS), else an `mpy-cross` on PATH whose
    --version says CircuitPython. NoMpyCross, saying how to get one, when there is none."""
    if path is not None:
        return check_mpy_cross(path)
    built = circuitpython.MPY_CROSS
    if os.path.isfile(str(built)):
        return check_mpy_cross(built, "the project's mpy-cross")
    on_path = shutil.which("mpy-cross")
    if on_path:
        return check_mpy_cross(on_path, "the mpy-cross on PATH,")
    raise NoMpyCross("no CircuitPython mpy-cross on this computer: the .mpy image needs one. "
                     "%s." % HOW_TO_GET_MPY_CROSS)


_COMPILED = {}  # (mpy-cross, its size and mtime, source name, sha256 of source) -> bytes


def module_name(target):
    """A module's dotted name from its path on the drive: lib/yahtzee_app/play.py ->
    yahtzee_app.play, yahtzee_core/__init__.py -> yahtzee_core."""
    path = target[len("lib/"):] if target.startswith("lib/") else target
    path = path[:-len(".py")] if path.endswith(".py") else path
    if path.endswith("/__init__"):
        path = path[:-len("/__init__")]
    return path.replace("/", ".")


def compile_mpy(source, name, mpy_cross):
    """The .mpy bytes of one .py file. `name` is its path on the drive; the file's name in
    tracebacks is its module's dotted name (yahtzee_app.play), a string the board interns
    anyway for sys.modules: a path of its own would be one more for every module, in a
    heap whose string pool doubles in size when it fills."""
    name = module_name(name)
    with open(source, "rb") as stream:
        text = stream.read()
    stat = os.stat(mpy_cross.path)
    key = (mpy_cross.path, stat.st_size, stat.st_mtime_ns, name, hashlib.sha256(text).digest())
    if key in _COMPILED:
        return _COMPILED[key]
    with tempfile.TemporaryDirectory(prefix="mpy-") as tmp:
        target = os.path.join(tmp, "out.mpy")
        proc = subprocess.run([mpy_cross.path, "-O3", "-o", target, "-s", name, source],
                              capture_output=True, text=True, errors="replace")
        if proc.returncode != 0 or not os.path.exists(target):
            raise ImageError("mpy-cross could not compile %s:\n%s"
                             % (name, (proc.stderr or proc.stdout).strip()))
        with open(target, "rb") as stream:
            data = stream.read()
    if not data.startswith(MPY_HEADER):
        raise NoMpyCross("%s wrote a .mpy without CircuitPython's header (%r): %s."
                         % (mpy_cross.path, data[:1], MICROPYTHON_REFUSED))
    _COMPILED[key] = data
    return data


def files(profiles, board_id, mpy=True, mpy_cross=None, libraries=True, perfect=False):
    """[(path on the drive, source path or bytes)] of the image, in write order (code.py
    last). mpy=True: each module but code.py as .mpy bytes compiled by CircuitPython's
    mpy-cross (`mpy_cross`: an MpyCross, a path, or None for find_mpy_cross()); mpy=False:
    the .py sources. The data files are paths either way. `libraries=False` leaves out the
    Adafruit libraries (circup installs them); `perfect` adds the 1 MB Perfect table."""
    plan = sources(profiles, board_id, libraries, perfect)
    if not mpy:
        return plan
    if not isinstance(mpy_cross, MpyCross):
        mpy_cross = find_mpy_cross(mpy_cross)
    jobs = [(target, source) for target, source in plan if compiled(target)]
    workers = min(8, os.cpu_count() or 2)
    with concurrent.futures.ThreadPoolExecutor(workers) as pool:
        done = dict(zip((target for target, _ in jobs),
                        pool.map(lambda job: compile_mpy(job[1], job[0], mpy_cross), jobs)))
    return [(mpy_path(target), done[target]) if compiled(target) else (target, source)
            for target, source in plan]


def read(entry):
    """The bytes of one (path, source path or bytes) entry."""
    source = entry[1]
    if isinstance(source, bytes):
        return source
    with open(source, "rb") as stream:
        return stream.read()


def stage(folder, profiles, board_id, mpy=True, mpy_cross=None, libraries=True, perfect=False):
    """Write the image into `folder` (made if needed; other files left alone) as it would
    be on CIRCUITPY; returns the paths written, relative to the folder."""
    entries = files(profiles, board_id, mpy, mpy_cross, libraries, perfect)
    for entry in entries:
        destination = os.path.join(str(folder), *entry[0].split("/"))
        os.makedirs(os.path.dirname(destination), exist_ok=True)
        with open(destination, "wb") as stream:
            stream.write(read(entry))
    return [entry[0] for entry in entries]


# ------------------------------------------------------------------ one zip per board

ZIP_TIME = (1980, 1, 1, 0, 0, 0)  # the zip format's earliest date: the same bytes every run


def zip_name(profile, mpy_major=None):
    """yahtzee-pybadge-cp10.zip (.mpy for CircuitPython 10.x) or yahtzee-pybadge-py.zip."""
    return "yahtzee-%s-%s.zip" % (profile, "cp%d" % mpy_major if mpy_major else "py")


def zip_bytes(entries):
    """A zip of (path, source path or bytes) entries: sorted, code.py last (unzip writes in
    that order, so the board restarts once everything is in place), fixed timestamps and
    permissions."""
    ordered = sorted((e for e in entries if e[0] != ENTRY_POINT), key=lambda e: e[0])
    ordered += [e for e in entries if e[0] == ENTRY_POINT]
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for entry in ordered:
            info = zipfile.ZipInfo(entry[0], date_time=ZIP_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.create_system = 3
            info.external_attr = 0o100644 << 16
            archive.writestr(info, read(entry), compresslevel=9)
    return buffer.getvalue()


# ------------------------------------------------------------------ the flash budget

def _group(target):
    parts = target.split("/")
    if parts[0] == "lib":
        return "lib/" + (parts[1].rsplit(".", 1)[0] if "." in parts[1] else parts[1])
    return parts[0]


def flash_report(profiles, board_id, mpy=True, mpy_cross=None):
    """[FlashRow(group, path, py_bytes, mpy_bytes)], a row per file of the image (path: the
    .py path on the drive; group: code.py, boards, yahtzee_core, lib/<library>, data).
    mpy_bytes is what the .mpy image puts there (code.py and data: the same bytes as the .py
    image); None with mpy=False. NoMpyCross when mpy and no CircuitPython mpy-cross."""
    plan = sources(profiles, board_id)
    sizes = {}
    if mpy:
        sizes = {target: len(read((target, data)))
                 for target, data in files(profiles, board_id, True, mpy_cross)}
    rows = []
    for target, source in plan:
        mpy_bytes = sizes.get(mpy_path(target)) if mpy else None
        rows.append(FlashRow(_group(target), target, os.path.getsize(source), mpy_bytes))
    return rows


def format_flash_report(rows, title=None):
    """Lines of text: bytes per group (and per file in groups of several), .py and .mpy."""
    groups = collections.OrderedDict()
    for row in sorted(rows, key=lambda r: (r.group, r.path)):
        groups.setdefault(row.group, []).append(row)
    lines = [title] if title else []
    lines.append("  %-48s %9s %9s" % ("module", ".py", ".mpy"))

    def size(value):
        return "-" if value is None else "%d" % value

    def total(items, field):
        values = [getattr(r, field) for r in items]
        return None if None in values else sum(values)

    for group, items in groups.items():
        lines.append("  %-48s %9s %9s" % (group, size(total(items, "py_bytes")),
                                          size(total(items, "mpy_bytes"))))
        if len(items) > 1:
            for row in items:
                lines.append("      %-44s %9s %9s" % (row.path, size(row.py_bytes),
                                                      size(row.mpy_bytes)))
    py_total, mpy_total = total(rows, "py_bytes"), total(rows, "mpy_bytes")
    lines.append("  %-48s %9s %9s" % ("total", size(py_total), size(mpy_total)))
    return lines
