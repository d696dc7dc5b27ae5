#!/usr/bin/env python3
"""Copy the game onto a CIRCUITPY drive.

    python3 tools/deploy.py [--path CIRCUITPY] [--board ID] [--dry-run] [--circup]
    python3 tools/deploy.py --report [--ram] [--board ID]

Finds the mounted CIRCUITPY drive (or takes --path), reads boot_out.txt for
the board and the CircuitPython version, and writes code.py, boards/ (the
board's profile and what it imports), yahtzee_core/, the project's lib/
packages and the Adafruit libraries the firmware imports. The libraries are
the .py files of the pinned PyPI packages installed by requirements.txt
(found in this Python or in the repo's .venv), or, with --circup, the
bundle's .mpy files installed by `circup install -r lib/requirements.txt`.

It copies only files whose bytes changed, writes code.py last (CircuitPython
restarts when it changes), checks the free space before writing anything,
never deletes a file, and prints what it wrote. --report prints the size of
each module of the image instead (the flash budget; RAM is the app's).

Exit status: 0 done; 2 no drive / bad arguments; 3 the drive is read-only
or a write failed; 4 not enough space; 5 CircuitPython too old; 6 a library
is not installed on this computer.
"""

import argparse
import ast
import glob
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from boards import BOARD_IDS, PROFILES  # noqa: E402  (plain tables; imports no hardware)

# fourwire/busdisplay (CircuitPython 9) for the DIY display; os.getenv for settings.toml
MIN_CIRCUITPYTHON = (9, 0, 0)
# libraries every image carries, whatever the scan of imports finds
BASE_LIBRARIES = ("adafruit_display_text", "adafruit_ticks", "neopixel")
# imported only for type hints, inside try/except ImportError
NEVER_DEPLOY = {"typing", "circuitpython_typing", "typing_extensions", "__future__"}
# modules CircuitPython builds into most boards' firmware, assumed when the
# board's stub does not say (a .py copy in lib/ would only waste flash)
DEFAULT_BUILT_IN = {"adafruit_bus_device", "adafruit_pixelbuf"}
PC_ONLY_PROFILES = {"desktop"}
# the computer players' tables (yahtzee_core.bot reads /data on the device): the Expert
# table always; the 1 MB Perfect table when the drive has room for it (--perfect)
DATA_FILES = ("data/classic_expert.bin",)
PERFECT_TABLE = "data/classic_perfect.bin"
CLUSTER = 4096  # allocation unit to assume when counting space (FAT: 512 B .. 4 KB)
RESERVE = 8192  # leave this much free: CircuitPython writes boot_out.txt at start-up

EXIT_NO_DRIVE = 2
EXIT_READ_ONLY = 3
EXIT_NO_SPACE = 4
EXIT_OLD_FIRMWARE = 5
EXIT_MISSING_LIBRARY = 6


class DeployError(Exception):
    def __init__(self, message, status):
        super().__init__(message)
        self.status = status


# ------------------------------------------------------------------ the drive

def candidate_paths():
    """Where operating systems mount a drive labelled CIRCUITPY."""
    user = os.environ.get("USER") or os.environ.get("USERNAME") or ""
    patterns = [
        "/media/%s/CIRCUITPY*" % user, "/run/media/%s/CIRCUITPY*" % user,
        "/media/*/CIRCUITPY*", "/run/media/*/CIRCUITPY*", "/media/CIRCUITPY*",
        "/mnt/CIRCUITPY*", "/Volumes/CIRCUITPY*",
    ]
    found = []
    for pattern in patterns:
        for path in sorted(glob.glob(pattern)):
            if path not in found:
                found.append(path)
    if os.name == "nt":  # pragma: no cover - Windows drive letters
        for letter in "DEFGHIJKLMNOPQRSTUVWXYZ":
            path = letter + ":\\"
            if os.path.exists(os.path.join(path, "boot_out.txt")) and _volume_label(path) \
                    .upper().startswith("CIRCUITPY"):
                found.append(path)
    return found


def _volume_label(path):  # pragma: no cover - Windows only
    import ctypes

    buffer = ctypes.create_unicode_buffer(261)
    ok = ctypes.windll.kernel32.GetVolumeInformationW(ctypes.c_wchar_p(path), buffer, 261,
                                                      None, None, None, None, 0)
    return buffer.value if ok else ""


def find_drive(path=None):
    if path is not None:
        if not os.path.isdir(path):
            raise DeployError("no drive at %s: is the board plugged in and CIRCUITPY mounted?"
                              % path, EXIT_NO_DRIVE)
        return path
    drives = [path for path in candidate_paths()
              if os.path.exists(os.path.join(path, "boot_out.txt"))]
    if not drives:
        raise DeployError(
            "no CIRCUITPY drive found. Plug the board in (a data USB cable), install CircuitPython "
            "(README.md, Flash a board) and wait for the CIRCUITPY drive, or name it with --path.",
            EXIT_NO_DRIVE)
    if len(drives) > 1:
        raise DeployError("several CIRCUITPY drives: %s; choose one with --path"
                          % ", ".join(drives), EXIT_NO_DRIVE)
    return drives[0]


def read_boot_out(drive):
    """(version tuple or None, board_id or None, first line) from boot_out.txt."""
    path = os.path.join(drive, "boot_out.txt")
    try:
        with open(path, encoding="utf-8", errors="replace") as boot_out:
            text = boot_out.read()
    except OSError:
        return None, None, ""
    version = None
    match = re.search(r"CircuitPython (\d+)\.(\d+)\.(\d+)", text)
    if match:
        version = tuple(int(part) for part in match.groups())
    board_id = None
    match = re.search(r"^Board ID:\s*(\S+)", text, re.M)
    if match:
        board_id = match.group(1)
    return version, board_id, text.splitlines()[0] if text else ""


def drive_setting(drive, name):
    """A string setting from the drive's settings.toml, or None."""
    path = os.path.join(drive, "settings.toml")
    if not os.path.exists(path):
        return None
    try:
        import tomllib

        with open(path, "rb") as settings:
            value = tomllib.load(settings).get(name)
    except Exception:  # a hand-edited file that tomllib rejects: fall back to a line match
        with open(path, encoding="utf-8", errors="replace") as settings:
            match = re.search(r'^\s*%s\s*=\s*"([^"]*)"' % name, settings.read(), re.M)
        value = match.group(1) if match else None
    return None if value is None else str(value)


def choose_profiles(board, board_id, drive):
    """The profiles to deploy: from --board, settings.toml or boot_out.txt's board id."""
    if board:
        key = board.strip().lower()
        if key == "all":
            return sorted(set(PROFILES) - PC_ONLY_PROFILES)
        if key in PROFILES and key not in PC_ONLY_PROFILES:
            return [key]
        if key in BOARD_IDS:
            return [BOARD_IDS[key]]
        raise DeployError("--board %s: not a board id (%s) nor a profile (%s), nor 'all'"
                          % (board, ", ".join(sorted(BOARD_IDS)),
                             ", ".join(sorted(set(PROFILES) - PC_ONLY_PROFILES))), EXIT_NO_DRIVE)
    override = drive_setting(drive, "YAHTZEE_BOARD") if drive else None
    if override:
        if override.lower() not in PROFILES or override.lower() in PC_ONLY_PROFILES:
            raise DeployError("settings.toml on the drive says YAHTZEE_BOARD = \"%s\", which is "
                              "not a board profile (%s)"
                              % (override, ", ".join(sorted(set(PROFILES) - PC_ONLY_PROFILES))),
                              EXIT_NO_DRIVE)
        return [override.lower()]
    if board_id in BOARD_IDS:
        return [BOARD_IDS[board_id]]
    raise DeployError(
        "board '%s' has no profile. For a home-built handheld put YAHTZEE_BOARD = \"diy\" and its "
        "pins in the drive's settings.toml (README.md, Flash a board), or pass --board diy / "
        "--board all." % board_id, EXIT_NO_DRIVE)


# ------------------------------------------------------------------ what goes on it

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


def project_files(profiles):
    """[(path on the drive, source)] of our own code for these profiles."""
    files = [("code.py", os.path.join(ROOT, "code.py"))]
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
    files += _package_files(os.path.join(ROOT, "yahtzee_core"), "yahtzee_core")
    lib = os.path.join(ROOT, "lib")
    for name in sorted(os.listdir(lib)):
        if os.path.isfile(os.path.join(lib, name, "__init__.py")):
            files += _package_files(os.path.join(lib, name), "lib/" + name)
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
                raise DeployError(
                    "the library %s is not installed on this computer. Run the set-up "
                    "(pip install -r requirements.txt in the repo's .venv), or deploy with "
                    "--circup to take it from the Adafruit bundle." % name.split(".")[0],
                    EXIT_MISSING_LIBRARY)
            for target, source in files:
                if target not in planned:
                    planned[target] = source
                    # the package a library file is in, for its relative imports
                    dotted = target[len("lib/"):-len(".py")].replace("/", ".")
                    package = dotted[:-len(".__init__")] if dotted.endswith(".__init__") \
                        else dotted.rpartition(".")[0]
                    queue.append((source, package))
    return sorted(planned.items())


def build_plan(profiles, board_id, with_libraries=True):
    own = project_files(profiles)
    libraries = library_plan(own, board_id) if with_libraries else []
    # libraries first, our code next, code.py last: CircuitPython restarts on each write,
    # and should find everything in place when code.py changes
    data = [(target, os.path.join(ROOT, *target.split("/"))) for target in DATA_FILES]
    return _before_code(libraries + own, data)


# ------------------------------------------------------------------ writing

def _rounded(size):
    return (size + CLUSTER - 1) // CLUSTER * CLUSTER if size else 0


def changes(drive, plan):
    """[(path on the drive, bytes, old size or None)] for files whose bytes differ."""
    changed = []
    for target, source in plan:
        with open(source, "rb") as file:
            data = file.read()
        destination = os.path.join(drive, *target.split("/"))
        old_size = None
        if os.path.exists(destination):
            with open(destination, "rb") as file:
                old = file.read()
            if old == data:
                continue
            old_size = len(old)
        changed.append((target, data, old_size))
    return changed


def space_needed(drive, changed):
    need = 0
    new_folders = set()
    for target, data, old_size in changed:
        need += _rounded(len(data)) - _rounded(old_size or 0)
        folder = os.path.dirname(target)
        while folder and not os.path.isdir(os.path.join(drive, *folder.split("/"))):
            new_folders.add(folder)
            folder = os.path.dirname(folder)
    return need + CLUSTER * len(new_folders)


def write(drive, changed, dry_run=False, out=print):
    if not dry_run and not os.access(drive, os.W_OK):
        raise DeployError(_read_only_message(drive), EXIT_READ_ONLY)
    for target, data, old_size in changed:
        verb = "would write" if dry_run else "wrote"
        note = "new" if old_size is None else "changed"
        if dry_run:
            out("%s %s (%d bytes, %s)" % (verb, target, len(data), note))
            continue
        destination = os.path.join(drive, *target.split("/"))
        try:
            os.makedirs(os.path.dirname(destination), exist_ok=True)
            with open(destination, "wb") as file:
                file.write(data)
                file.flush()
                os.fsync(file.fileno())  # on the device before the next file starts
        except PermissionError as error:
            raise DeployError(_read_only_message(drive) + " (%s)" % error, EXIT_READ_ONLY)
        except OSError as error:
            if error.errno == 30:  # EROFS
                raise DeployError(_read_only_message(drive), EXIT_READ_ONLY)
            raise DeployError("writing %s failed: %s. The drive may be full or was unplugged; "
                              "run the deploy again." % (target, error), EXIT_READ_ONLY)
        out("%s %s (%d bytes, %s)" % (verb, target, len(data), note))


def _read_only_message(drive):
    return ("%s is read-only to this computer. A boot.py that remounts the drive for the "
            "program (storage.remount) or a drive in safe mode makes it so: remove boot.py "
            "from the REPL or press reset, then deploy again." % drive)


def _before_code(entries, more):
    """`entries` with `more` added before code.py, which is always written last."""
    return ([e for e in entries if e[0] != "code.py"] + more
            + [e for e in entries if e[0] == "code.py"])


def deploy(drive, profiles, board_id, dry_run=False, with_libraries=True, out=print,
           perfect="auto"):
    plan = build_plan(profiles, board_id, with_libraries)
    changed = changes(drive, plan)
    need = space_needed(drive, changed)
    free = shutil.disk_usage(drive).free
    built = os.path.exists(os.path.join(ROOT, *PERFECT_TABLE.split("/")))
    if perfect == "yes" and not built:
        raise DeployError("the Perfect level's table is not built: run `make data` (about 40 s) "
                          "and deploy again.", EXIT_MISSING_LIBRARY)
    if perfect == "auto" and not built:
        out("note: the Perfect level's table is not built (`make data`, about 40 s): Classic "
            "offers Easy to Expert.")
    elif perfect != "no":
        table = changes(drive, [(PERFECT_TABLE, os.path.join(ROOT, *PERFECT_TABLE.split("/")))])
        extra = space_needed(drive, table)
        if table and perfect == "auto" and need + extra + RESERVE > free:
            out("note: no room for the Perfect level's table (%d KB): Classic offers Easy to "
                "Expert. Free space on the drive, or deploy with --perfect no to silence this."
                % (extra // 1024))
        elif table:
            plan = _before_code(plan, [(PERFECT_TABLE, os.path.join(ROOT, PERFECT_TABLE))])
            changed = _before_code(changed, table)
            need += extra
    if not changed:
        out("%s is up to date (%d files checked); nothing written." % (drive, len(plan)))
        return []
    if need > 0 and need + RESERVE > free:
        raise DeployError(
            "not enough space on %s: the game needs %d KB more, %d KB are free (keeping %d KB "
            "spare). Nothing was written. Delete files you do not need from the drive (old "
            "projects in lib/, large images or sounds) and deploy again, or use --circup for the "
            "smaller .mpy libraries." % (drive, (need + 1023) // 1024, free // 1024,
                                         RESERVE // 1024), EXIT_NO_SPACE)
    write(drive, changed, dry_run, out)
    out("%s %d of %d files on %s." % ("Would write" if dry_run else "Wrote", len(changed),
                                      len(plan), drive))
    return changed


def run_circup(drive, out=print):
    circup = shutil.which("circup")
    if circup is None:
        raise DeployError("--circup needs circup: pip install circup", EXIT_MISSING_LIBRARY)
    requirements = os.path.join(ROOT, "lib", "requirements.txt")
    command = [circup, "--path", drive, "install", "-r", requirements]
    out("running " + " ".join(command))
    if subprocess.run(command).returncode != 0:
        raise DeployError("circup could not install the libraries (see its messages above)",
                          EXIT_MISSING_LIBRARY)
    # CircuitPython imports X.py before X.mpy: a .py copy from an earlier deploy would win
    lib = os.path.join(drive, "lib")
    for name in sorted(os.listdir(lib)) if os.path.isdir(lib) else ():
        if name.endswith(".mpy") and os.path.exists(os.path.join(lib, name[:-4] + ".py")):
            out("warning: lib/%s.py (an earlier deploy) hides the lib/%s circup installed; "
                "delete the .py to use the .mpy" % (name[:-4], name))


# ------------------------------------------------------------------ the budget

def report(profiles, board_id, out=print):
    """Each module's .py bytes in the image: the flash budget, module by module."""
    plan = build_plan(profiles, board_id)
    groups = {}
    for target, source in plan:
        parts = target.split("/")
        if parts[0] == "lib":
            group = "lib/" + (parts[1][:-3] if parts[1].endswith(".py") else parts[1])
        elif parts[0] == "code.py":
            group = "code.py"
        else:
            group = parts[0]
        groups.setdefault(group, []).append((target, os.path.getsize(source)))
    out("Image for %s (board id %s): .py bytes per module" % (", ".join(profiles),
                                                              board_id or "?"))
    total = 0
    for group in sorted(groups):
        size = sum(size for _, size in groups[group])
        total += size
        out("  %-28s %8d" % (group, size))
        for target, file_size in groups[group]:
            if len(groups[group]) > 1:
                out("      %-40s %8d" % (target, file_size))
    out("  %-28s %8d  (%.1f KB; the .py source is compiled in RAM at import)"
        % ("total", total, total / 1024))
    return total


_RAM_GUEST = """
import gc
for name in NAMES:
    gc.collect()
    before = gc.mem_alloc()
    try:
        __import__(name)
        note = "ok"
    except ImportError as error:
        note = "needs " + str(error).split("'")[1] if "'" in str(error) else str(error)
    except Exception as error:
        note = type(error).__name__
    gc.collect()
    print(name, gc.mem_alloc() - before, note)
"""


def ram_report(profiles, board_id, out=print):
    """RAM after import, module by module, measured in real MicroPython 1.27 (32-bit
    WebAssembly; CircuitPython's figures are close): the modules that import without
    the board's hardware and displayio; the others are listed with what they need."""
    import tempfile

    from tools.mpy import run  # pylint: disable=import-outside-toplevel

    plan = [entry for entry in build_plan(profiles, board_id) if entry[0] != "code.py"]
    with tempfile.TemporaryDirectory() as staging:
        for target, source in plan:
            destination = os.path.join(staging, *target.split("/"))
            os.makedirs(os.path.dirname(destination), exist_ok=True)
            shutil.copyfile(source, destination)
        roots = set()
        names = []
        for target, _ in plan:
            parts = target.split("/")
            if parts[0] == "lib":
                parts = parts[1:]
                roots.add(os.path.join(staging, "lib", parts[0]))
            else:
                roots.add(os.path.join(staging, parts[0]))
            dotted = ".".join(parts)[:-len(".py")]
            names.append(dotted[:-len(".__init__")] if dotted.endswith(".__init__") else dotted)
        script = "NAMES = %r\n%s" % (names, _RAM_GUEST)
        lines = run(script, paths=sorted(roots), timeout=120).splitlines()
    out("RAM after import (bytes, MicroPython 1.27, in import order; a module's share "
        "includes what it imports first):")
    total = 0
    for line in lines:
        name, size, note = line.split(" ", 2)
        if note == "ok":
            total += int(size)
            out("  %-40s %8s" % (name, size))
        else:
            out("  %-40s %8s  (%s)" % (name, "-", note))
    out("  %-40s %8d  (%.1f KB; not counted: modules needing the board or displayio)"
        % ("total", total, total / 1024))
    return total


# ------------------------------------------------------------------ command line

def main(argv=None, out=print):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--path", help="the CIRCUITPY drive (default: find it)")
    parser.add_argument("--board", help="a board id (pybadge, clue_nrf52840_express...) or "
                        "profile (pybadge_lc, diy...), or 'all'; default: from the drive")
    parser.add_argument("--dry-run", action="store_true", help="print what would be written")
    parser.add_argument("--perfect", choices=("auto", "yes", "no"), default="auto",
                        help="copy the Classic Perfect level's 1 MB table: when it fits "
                        "(auto), always, or never")
    parser.add_argument("--circup", action="store_true",
                        help="install the libraries with circup (.mpy from the bundle)")
    parser.add_argument("--report", action="store_true",
                        help="print the image's .py sizes per module and stop")
    parser.add_argument("--ram", action="store_true",
                        help="with --report: also the RAM each module takes after import, "
                        "measured in MicroPython 1.27 (needs Node.js)")
    args = parser.parse_args(argv)
    try:
        if args.report and not args.path and args.board:
            profiles = choose_profiles(args.board, None, None)
            report(profiles, _board_id_for(profiles, None), out)
            if args.ram:
                ram_report(profiles, _board_id_for(profiles, None), out)
            return 0
        drive = find_drive(args.path)
        version, board_id, banner = read_boot_out(drive)
        if not banner and not args.board:
            raise DeployError("%s has no boot_out.txt, so it is not a CIRCUITPY drive (or "
                              "CircuitPython has not started on it yet); name the board with "
                              "--board to deploy anyway." % drive, EXIT_NO_DRIVE)
        if version is not None and version < MIN_CIRCUITPYTHON:
            raise DeployError(
                "this board runs CircuitPython %s; the game needs %s or newer (fourwire, "
                "busdisplay, settings.toml). Update it from circuitpython.org/downloads "
                "(README.md, Flash a board) and deploy again." % (".".join(map(str, version)),
                                                         ".".join(map(str, MIN_CIRCUITPYTHON))),
                EXIT_OLD_FIRMWARE)
        profiles = choose_profiles(args.board, board_id, drive)
        board_id = _board_id_for(profiles, board_id)
        if args.report:
            report(profiles, board_id, out)
            if args.ram:
                ram_report(profiles, board_id, out)
            return 0
        out("%s: %s; profile %s" % (drive, banner or "no boot_out.txt", ", ".join(profiles)))
        if args.circup and not args.dry_run:
            run_circup(drive, out)
        deploy(drive, profiles, board_id, args.dry_run, not args.circup, out, args.perfect)
        if "diy" in profiles and not os.path.exists(os.path.join(drive, "settings.toml")):
            out("note: the DIY board reads its pins from settings.toml on the drive; "
                "README.md has an example.")
        return 0
    except DeployError as error:
        print("deploy: " + str(error), file=sys.stderr)
        return error.status


def _board_id_for(profiles, board_id):
    """The board id whose built-in modules apply (for a single known board)."""
    if board_id:
        return board_id
    if len(profiles) == 1:
        module = PROFILES[profiles[0]][0]
        for known, profile in sorted(BOARD_IDS.items()):
            if PROFILES[profile][0] == module:
                return known
    return None


if __name__ == "__main__":
    sys.exit(main())
