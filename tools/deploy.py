#!/usr/bin/env python3
"""Copy the game onto a CIRCUITPY drive, or make one zip per board.

    python3 tools/deploy.py [--path CIRCUITPY] [--board PROFILE|all] [--dry-run]
                            [--perfect auto|yes|no]
                            [--circup] [--py | --mpy-cross PATH]
    python3 tools/deploy.py --zip [--board pybadge|all] [--out dist] [--perfect no|yes]
                            [--py | --mpy-cross PATH]

Finds the mounted CIRCUITPY drive (or takes --path), reads boot_out.txt for the board and the
CircuitPython version, and writes the image tools/shipping/image.py decides for the board's profile:
code.py, boards/, yahtzee_core/, the project's lib/ packages, the Adafruit libraries the
firmware imports and the computer players' tables in data/. Every module but code.py goes as
.mpy compiled by CircuitPython's own mpy-cross (the one `make circuitpython` builds, or
--mpy-cross PATH, or one on PATH whose --version says CircuitPython; never MicroPython's),
for boards running the same major version; --py writes the .py sources instead. With
--circup the libraries are the bundle's, installed by `circup install -r lib/requirements.txt`.

It writes only files whose bytes changed, code.py last (CircuitPython restarts when it
changes), checks the free space before writing anything and prints what it wrote. It deletes
only its own files of an earlier deploy in the other form (X.py when X.mpy goes now, which
would hide it, and the reverse), each right after its replacement, and says so; every other
file stays. --zip writes dist/yahtzee-<profile>-cp10.zip instead (docs/DEPLOY.md).

Exit status: 0 done; 2 no drive / bad arguments; 3 the drive is read-only or a write failed;
4 not enough space; 5 the board's CircuitPython is too old (or not the version the .mpy files
are for); 6 a library or data file is not on this computer; 7 no CircuitPython mpy-cross.
"""

import argparse
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from tools import board_facts as facts  # noqa: E402
from tools.shipping import drive as drives  # noqa: E402
from tools.shipping import image  # noqa: E402

PROFILES = image.PROFILES
BOARD_IDS = image.BOARD_IDS
MIN_CIRCUITPYTHON = image.MIN_CIRCUITPYTHON
DIST = os.path.join(ROOT, "dist")

EXIT_NO_DRIVE = 2
EXIT_READ_ONLY = 3
EXIT_NO_SPACE = 4
EXIT_OLD_FIRMWARE = 5
EXIT_MISSING_LIBRARY = 6
EXIT_NO_MPY_CROSS = 7

# the exit status of each error the drive and image modules raise
STATUS = (
    (drives.NoDrive, EXIT_NO_DRIVE),
    (drives.ReadOnly, EXIT_READ_ONLY),
    (drives.NoSpace, EXIT_NO_SPACE),
    (image.NoMpyCross, EXIT_NO_MPY_CROSS),
    (image.MissingLibrary, EXIT_MISSING_LIBRARY),
    (image.MissingData, EXIT_MISSING_LIBRARY),
    (image.ImageError, EXIT_MISSING_LIBRARY),
)


class DeployError(Exception):
    def __init__(self, message, status):
        super().__init__(message)
        self.status = status


def status_of(error):
    if isinstance(error, DeployError):
        return error.status
    for kind, status in STATUS:
        if isinstance(error, kind):
            return status
    return EXIT_NO_DRIVE


# ------------------------------------------------------------------ which board

def choose_profiles(board, board_id, drive):
    """The profiles to deploy: from --board (a profile, or all), settings.toml or
    boot_out.txt's board id."""
    device = image.DEVICE_PROFILES
    if board:
        try:
            return facts.chosen(facts.board_type(device)(board), device)
        except argparse.ArgumentTypeError as error:
            raise DeployError("--board: %s" % error, EXIT_NO_DRIVE) from None
    override = drives.drive_setting(drive, "YAHTZEE_BOARD") if drive else None
    if override:
        if override.lower() not in device:
            raise DeployError("settings.toml on the drive says YAHTZEE_BOARD = \"%s\", which is "
                              "not a board profile (%s)" % (override, ", ".join(device)),
                              EXIT_NO_DRIVE)
        return [override.lower()]
    if board_id in BOARD_IDS:
        return [BOARD_IDS[board_id]]
    raise DeployError(
        "board '%s' has no profile. For a home-built handheld put YAHTZEE_BOARD = \"diy\" and its "
        "pins in the drive's settings.toml (README.md, Flash a board), or pass --board diy / "
        "--board all." % board_id, EXIT_NO_DRIVE)


def _version(version):
    return ".".join(map(str, version))


def check_version(version, compiler):
    """DeployError when the board's CircuitPython cannot run the image."""
    if version is None:
        return
    if version < MIN_CIRCUITPYTHON:
        raise DeployError(
            "this board runs CircuitPython %s; the game needs %s or newer (fourwire, "
            "busdisplay, settings.toml). Update it from circuitpython.org/downloads "
            "(README.md, Flash a board) and deploy again."
            % (_version(version), _version(MIN_CIRCUITPYTHON)), EXIT_OLD_FIRMWARE)
    if compiler is not None and version[0] != compiler.major:
        raise DeployError(
            "this board runs CircuitPython %s, and the .mpy files are compiled by %s's "
            "mpy-cross for %d.x boards. Update the board to CircuitPython %d.x "
            "(circuitpython.org/downloads), or deploy the .py sources with --py, or pass "
            "--mpy-cross PATH to a CircuitPython %d.x mpy-cross."
            % (_version(version), compiler.version.split(" on ")[0], compiler.major,
               compiler.major, version[0]), EXIT_OLD_FIRMWARE)


# ------------------------------------------------------------------ to a drive

def deploy(drive, profiles, board_id, dry_run=False, with_libraries=True, out=print,
           perfect="auto", mpy=True, mpy_cross=None):
    """Write the image onto `drive`; returns the files written (changes())."""
    plan = image.files(profiles, board_id, mpy, mpy_cross, with_libraries)
    changed = drives.changes(drive, plan)
    removals = drives.stale(drive, plan)
    built = image.perfect_table_built()
    if perfect == "yes" and not built:
        image.data_files(perfect=True)  # raises MissingData, naming `make data`
    if perfect == "auto" and not built:
        out("note: the Perfect level's table is not built (`make data`, about 40 s): Classic "
            "offers Easy to Expert.")
    elif perfect != "no":
        table = drives.changes(drive, image.perfect_files())
        together = _before_code(changed, table)
        fits = drives.space_needed(drive, together, removals) + drives.RESERVE \
            <= drives.free_space(drive)
        if table and perfect == "auto" and not fits:
            extra = drives.space_needed(drive, table)
            out("note: no room for the Perfect level's table (%d KB): Classic offers Easy to "
                "Expert. Free space on the drive, or deploy with --perfect no to silence this."
                % (extra // 1024))
        else:
            plan = _before_code(plan, image.perfect_files())
            changed = together
    if not changed and not removals:
        out("%s is up to date (%d files checked); nothing written." % (drive, len(plan)))
        return []
    drives.check_space(drive, changed, removals)
    drives.write(drive, changed, dry_run, out, removals)
    out("%s %d of %d files on %s%s." % (
        "Would write" if dry_run else "Wrote", len(changed), len(plan), drive,
        "; %s %d files of an earlier deploy" % ("would remove" if dry_run else "removed",
                                                 len(removals)) if removals else ""))
    return changed


def deploy_to_firmware(drive, dry_run=False, out=print, perfect="auto"):
    """A board with our firmware has the game frozen in: the drive needs only the data files
    and the one-line code.py (and no boards/ or yahtzee_core/ at its root, which would hide
    the frozen copies: they are named, not deleted)."""
    tables = image.data_files(perfect=perfect == "yes" or (perfect == "auto"
                                                           and image.perfect_table_built()))
    plan = list(tables) + [(image.ENTRY_POINT, (image.FIRMWARE_CODE_PY + "\n").encode())]
    changed = drives.changes(drive, plan)
    for folder in image.SHADOWING:
        if os.path.isdir(os.path.join(drive, folder)):
            out("warning: %s/ on the drive (an earlier deploy) hides the game frozen into "
                "this firmware: delete it" % folder)
    if not changed:
        out("%s is up to date for the Yahtzee firmware; nothing written." % drive)
        return []
    drives.check_space(drive, changed)
    drives.write(drive, changed, dry_run, out)
    out("%s %d file(s) for the Yahtzee firmware (the game is frozen in it)."
        % ("Would write" if dry_run else "Wrote", len(changed)))
    return changed


def _before_code(entries, more):
    """`entries` with `more` added before code.py, which is always written last."""
    return ([e for e in entries if e[0] != "code.py"] + list(more)
            + [e for e in entries if e[0] == "code.py"])


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


# ------------------------------------------------------------------ to zips

def zip_profiles(board):
    """--zip's profiles: 'all' (the default) is one per board module (the PyBadge's serves
    the PyBadge LC and the EdgeBadge); else the one --board names."""
    if not board or board.strip().lower() == "all":
        return list(image.IMAGE_PROFILES)
    return choose_profiles(board, None, None)


def make_zips(profiles, folder, mpy=True, mpy_cross=None, perfect="no", out=print):
    """One zip per profile in `folder`; returns their paths."""
    if perfect == "yes":
        image.data_files(perfect=True)  # MissingData before anything is written
    if mpy and not isinstance(mpy_cross, image.MpyCross):
        mpy_cross = image.find_mpy_cross(mpy_cross)
    made = []
    for profile in profiles:
        entries = image.files([profile], image.board_id_for([profile]), mpy, mpy_cross,
                              perfect=perfect == "yes")
        data = image.zip_bytes(entries)
        path = os.path.join(folder, image.zip_name(profile, mpy_cross.major if mpy else None))
        os.makedirs(folder, exist_ok=True)
        with open(path, "wb") as stream:
            stream.write(data)
        out("wrote %s (%d files, %d KB)" % (_shown(path), len(entries),
                                            (len(data) + 1023) // 1024))
        made.append(path)
    if perfect == "auto":
        out("note: the zips leave out the Perfect level's 1 MB table; --perfect yes adds it.")
    return made


def _shown(path):
    relative = os.path.relpath(path)
    return path if relative.startswith("..") else relative


# ------------------------------------------------------------------ command line

def main(argv=None, out=print):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--path", help="the CIRCUITPY drive (default: find it)")
    parser.add_argument("--board", metavar="PROFILE",
                        help="a board profile (%s) or all; default: from the drive (--zip: "
                        "all)" % ", ".join(image.DEVICE_PROFILES))
    parser.add_argument("--dry-run", action="store_true", help="print what would be written")
    parser.add_argument("--perfect", choices=("auto", "yes", "no"), default="auto",
                        help="copy the Classic Perfect level's 1 MB table: when it fits "
                        "(auto), always, or never (--zip: auto is never)")
    parser.add_argument("--circup", action="store_true",
                        help="install the libraries with circup (.mpy from the bundle)")
    form = parser.add_mutually_exclusive_group()
    form.add_argument("--py", action="store_true",
                      help="write the .py sources, not .mpy files")
    form.add_argument("--mpy-cross", metavar="PATH",
                      help="the CircuitPython mpy-cross to compile with (default: the one "
                      "`make circuitpython` builds, else one on PATH)")
    parser.add_argument("--zip", action="store_true",
                        help="write dist/yahtzee-<profile>-cp%s.zip per board instead"
                        % image.circuitpython.VERSION.split(".")[0])
    parser.add_argument("--out", default=DIST, help="--zip: the folder for the zips "
                        "(default: dist/)")
    # moved out: the flash per module is tools.shipping.image.flash_report(), printed by the budget
    parser.add_argument("--report", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--ram", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    mpy = not args.py
    try:
        if args.report or args.ram:
            raise DeployError("--report and --ram have moved: `python3 tools/measure/budget.py "
                              "--flash --board pybadge` prints the image's flash (.py and .mpy "
                              "bytes per module), `python3 tools/measure/budget.py --board "
                              "pybadge` the heap it needs in CircuitPython", EXIT_NO_DRIVE)
        if args.zip:
            if args.path or args.circup or args.dry_run:
                raise DeployError("--zip makes files on this computer: it takes no --path, "
                                  "--circup or --dry-run", EXIT_NO_DRIVE)
            make_zips(zip_profiles(args.board), args.out, mpy, args.mpy_cross, args.perfect,
                      out)
            return 0
        drive = drives.find_drive(args.path)
        version, board_id, banner = drives.read_boot_out(drive)
        if not banner and not args.board:
            raise DeployError("%s has no boot_out.txt, so it is not a CIRCUITPY drive (or "
                              "CircuitPython has not started on it yet); name the board with "
                              "--board to deploy anyway." % drive, EXIT_NO_DRIVE)
        check_version(version, None)
        if image.FIRMWARE_MARK in banner:
            out("%s: %s" % (drive, banner))
            deploy_to_firmware(drive, args.dry_run, out, args.perfect)
            return 0
        profiles = choose_profiles(args.board, board_id, drive)
        board_id = image.board_id_for(profiles, board_id)
        compiler = image.find_mpy_cross(args.mpy_cross) if mpy else None
        check_version(version, compiler)
        out("%s: %s; profile %s; %s" % (
            drive, banner or "no boot_out.txt", ", ".join(profiles),
            ".py sources" if compiler is None else ".mpy by " + compiler.version.split(";")[0]))
        if args.circup and not args.dry_run:
            run_circup(drive, out)
        deploy(drive, profiles, board_id, args.dry_run, not args.circup, out, args.perfect,
               mpy, compiler)
        if "diy" in profiles and not os.path.exists(os.path.join(drive, "settings.toml")):
            out("note: the DIY board reads its pins from settings.toml on the drive; "
                "README.md has an example.")
        return 0
    except (DeployError, drives.DriveError, image.ImageError) as error:
        print("deploy: " + str(error), file=sys.stderr)
        return status_of(error)


if __name__ == "__main__":
    sys.exit(main())
