"""The CIRCUITPY drive: finding it, reading it, and writing an image onto it safely.

find_drive() finds the mounted drive; read_boot_out() and drive_setting() read what the board
says about itself; changes() and stale() compare an image (tools.shipping.image.files()) with
what is on the drive; space_needed() says how much more room writing it takes; write() writes
the changed files one by one (each flushed to the device) and removes the stale ones.

The files the image manages are its own paths. A module of the image written in the other
form by an earlier deploy (boards/pybadge.py from a --py deploy, now that boards/pybadge.mpy
goes; or the reverse) is stale: CircuitPython imports X.py before X.mpy, so an old .py would
hide the new .mpy. Those are removed, each right after its replacement is written, and the
output says so. Every other file on the drive is left alone.
"""

import glob
import os
import re
import shutil

CLUSTER = 4096  # allocation unit to assume when counting space (FAT: 512 B .. 4 KB)
RESERVE = 8192  # leave this much free: CircuitPython writes boot_out.txt at start-up
EROFS = 30


class DriveError(Exception):
    """The drive cannot be used or written; the message says what to do."""


class NoDrive(DriveError):
    """No drive, or not the one wanted."""


class ReadOnly(DriveError):
    """The drive is read-only, or a write failed."""


class NoSpace(DriveError):
    """The image does not fit; nothing was written."""


# ------------------------------------------------------------------ finding it

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
            raise NoDrive("no drive at %s: is the board plugged in and CIRCUITPY mounted?"
                          % path)
        return path
    drives = [path for path in candidate_paths()
              if os.path.exists(os.path.join(path, "boot_out.txt"))]
    if not drives:
        raise NoDrive(
            "no CIRCUITPY drive found. Plug the board in (a data USB cable), install CircuitPython "
            "(README.md, Flash a board) and wait for the CIRCUITPY drive, or name it with --path.")
    if len(drives) > 1:
        raise NoDrive("several CIRCUITPY drives: %s; choose one with --path" % ", ".join(drives))
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
    except Exception:  # no tomllib (Python < 3.11) or a hand-edited file it rejects
        with open(path, encoding="utf-8", errors="replace") as settings:
            match = re.search(r'^\s*%s\s*=\s*"([^"]*)"' % name, settings.read(), re.M)
        value = match.group(1) if match else None
    return None if value is None else str(value)


def free_space(drive):
    return shutil.disk_usage(drive).free


# ------------------------------------------------------------------ comparing

def _local(drive, target):
    return os.path.join(drive, *target.split("/"))


def _bytes_of(source):
    if isinstance(source, bytes):
        return source
    with open(source, "rb") as file:
        return file.read()


def changes(drive, plan):
    """[(path on the drive, bytes, old size or None)] for the files of `plan` ((path, source
    path or bytes) pairs) whose bytes differ from the drive's, in plan order."""
    changed = []
    for target, source in plan:
        data = _bytes_of(source)
        destination = _local(drive, target)
        old_size = None
        if os.path.exists(destination):
            with open(destination, "rb") as file:
                old = file.read()
            if old == data:
                continue
            old_size = len(old)
        changed.append((target, data, old_size))
    return changed


def counterpart(target):
    """The other form of a module path (X.py <-> X.mpy), or None (code.py, data)."""
    if target == "code.py":
        return None
    if target.endswith(".mpy"):
        return target[:-len(".mpy")] + ".py"
    if target.endswith(".py"):
        return target[:-len(".py")] + ".mpy"
    return None


def stale(drive, plan):
    """[(stale path, the path of the plan replacing it, its size)]: the modules of `plan` that
    the drive also has in the other form, left by an earlier deploy."""
    found = []
    for target, _ in plan:
        other = counterpart(target)
        if other is not None and os.path.isfile(_local(drive, other)):
            found.append((other, target, os.path.getsize(_local(drive, other))))
    return found


def _rounded(size):
    return (size + CLUSTER - 1) // CLUSTER * CLUSTER if size else 0


def steps(changed, removals=()):
    """The order of work: removals whose replacement is already on the drive first, then the
    writes, each followed by the removal of the file it replaces."""
    after = {}
    first = []
    written = {target for target, _, _ in changed}
    for removal in removals:
        if removal[1] in written:
            after.setdefault(removal[1], []).append(removal)
        else:
            first.append(removal)
    order = [("remove",) + removal for removal in first]
    for entry in changed:
        order.append(("write",) + tuple(entry))
        order += [("remove",) + removal for removal in after.get(entry[0], ())]
    return order


def space_needed(drive, changed, removals=()):
    """The most extra room the drive needs at any moment of writing `changed` and removing
    `removals` in steps() order (FAT clusters, new folders); 0 or less: it frees space."""
    need = peak = 0
    new_folders = set()
    for step in steps(changed, removals):
        if step[0] == "remove":
            need -= _rounded(step[3])
            continue
        _, target, data, old_size = step
        need += _rounded(len(data)) - _rounded(old_size or 0)
        folder = os.path.dirname(target)
        while folder and not os.path.isdir(_local(drive, folder)) and folder not in new_folders:
            new_folders.add(folder)
            need += CLUSTER
            folder = os.path.dirname(folder)
        peak = max(peak, need)
    return peak if peak > 0 else need


# ------------------------------------------------------------------ writing

def read_only_message(drive):
    return ("%s is read-only to this computer. A boot.py that remounts the drive for the "
            "program (storage.remount) or a drive in safe mode makes it so: remove boot.py "
            "from the REPL or press reset, then deploy again." % drive)


def check_space(drive, changed, removals=(), what="the game"):
    """NoSpace (nothing written) when the work does not fit with RESERVE to spare."""
    need = space_needed(drive, changed, removals)
    free = free_space(drive)
    if need > 0 and need + RESERVE > free:
        raise NoSpace(
            "not enough space on %s: %s needs %d KB more, %d KB are free (keeping %d KB "
            "spare). Nothing was written. Delete files you do not need from the drive (old "
            "projects in lib/, large images or sounds) and deploy again."
            % (drive, what, (need + 1023) // 1024, free // 1024, RESERVE // 1024))
    return need


def write(drive, changed, dry_run=False, out=print, removals=()):
    """Write `changed` (from changes()) and remove `removals` (from stale()) in steps()
    order, printing a line for each. ReadOnly when the drive refuses."""
    if not dry_run and not os.access(drive, os.W_OK):
        raise ReadOnly(read_only_message(drive))
    for step in steps(changed, removals):
        if step[0] == "remove":
            _, old, replacement, _ = step
            if not dry_run:
                _remove(drive, old)
            why = ("CircuitPython would import it before %s" % replacement
                   if old.endswith(".py") else "%s replaces it" % replacement)
            out("%s %s (an earlier deploy's; %s)"
                % ("would remove" if dry_run else "removed", old, why))
            continue
        _, target, data, old_size = step
        verb = "would write" if dry_run else "wrote"
        note = "new" if old_size is None else "changed"
        if not dry_run:
            _write_file(drive, target, data)
        out("%s %s (%d bytes, %s)" % (verb, target, len(data), note))


def _write_file(drive, target, data):
    destination = _local(drive, target)
    try:
        os.makedirs(os.path.dirname(destination), exist_ok=True)
        with open(destination, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())  # on the device before the next file starts
    except PermissionError as error:
        raise ReadOnly(read_only_message(drive) + " (%s)" % error)
    except OSError as error:
        if error.errno == EROFS:
            raise ReadOnly(read_only_message(drive))
        raise ReadOnly("writing %s failed: %s. The drive may be full or was unplugged; "
                       "run the deploy again." % (target, error))


def _remove(drive, target):
    try:
        os.remove(_local(drive, target))
    except PermissionError as error:
        raise ReadOnly(read_only_message(drive) + " (%s)" % error)
    except OSError as error:
        if error.errno == EROFS:
            raise ReadOnly(read_only_message(drive))
        raise ReadOnly("removing %s failed: %s; run the deploy again." % (target, error))
