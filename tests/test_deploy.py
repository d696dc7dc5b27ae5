"""tools/deploy.py (and tools/shipping/image.py, tools/shipping/drive.py) against folders laid
out like a CIRCUITPY drive. The .mpy image needs CircuitPython's mpy-cross (`make
circuitpython`): without it, the tests of the drive's safety run on the --py image and those of
the .mpy image skip."""

import json
import os
import sys
import time
import zipfile

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from standin_env import ROOT, standin_python  # noqa: E402

from tools import deploy  # noqa: E402
from tools.runtimes import circuitpython  # noqa: E402
from tools.shipping import drive as drives, image  # noqa: E402
from tools.measure.robustness import snapshot  # noqa: E402

MPY = os.path.isfile(str(circuitpython.MPY_CROSS))
needs_mpy_cross = pytest.mark.skipif(not MPY, reason=circuitpython.HOW_TO_GET)
needs_circuitpython = pytest.mark.skipif(not circuitpython.available(),
                                         reason=circuitpython.HOW_TO_GET)
# the form the tests of the drive's safety deploy: .mpy when mpy-cross is built
FORM = [] if MPY else ["--py"]
EXT = ".mpy" if MPY else ".py"
VERSION = circuitpython.VERSION

# board_id in boot_out.txt, settings.toml text, the profile expected
DRIVES = {
    "pybadge": ("pybadge", "Adafruit PyBadge with samd51j19", ""),
    "edgebadge": ("edgebadge", "Adafruit EdgeBadge with samd51j19", ""),
    "pygamer": ("pygamer", "Adafruit PyGamer with samd51j19", ""),
    "macropad": ("adafruit_macropad_rp2040", "Adafruit Macropad RP2040 with rp2040", ""),
    "clue": ("clue_nrf52840_express", "Adafruit CLUE nRF52840 Express with nRF52840", ""),
    "diy": ("raspberry_pi_pico", "Raspberry Pi Pico with rp2040", """
YAHTZEE_BOARD = "diy"
YAHTZEE_TFT_DRIVER = "st7735r"
YAHTZEE_TFT_SCK = "GP18"
YAHTZEE_TFT_MOSI = "GP19"
YAHTZEE_TFT_CS = "GP17"
YAHTZEE_TFT_DC = "GP16"
YAHTZEE_PIN_ROLL = "GP2"
YAHTZEE_PIN_HOLD1 = "GP3"
YAHTZEE_PIN_HOLD2 = "GP4"
YAHTZEE_PIN_HOLD3 = "GP5"
YAHTZEE_PIN_HOLD4 = "GP6"
YAHTZEE_PIN_HOLD5 = "GP7"
YAHTZEE_PIN_LEFT = "GP8"
YAHTZEE_PIN_RIGHT = "GP9"
YAHTZEE_PIN_ENTER = "GP10"
YAHTZEE_NEOPIXEL = "GP22"
"""),
}


def make_drive(tmp_path, name, version=VERSION, extra=None):
    board_id, machine, settings = DRIVES[name]
    drive = tmp_path / "CIRCUITPY"
    drive.mkdir()
    (drive / "boot_out.txt").write_text(
        "Adafruit CircuitPython %s on 2024-11-20; %s\nBoard ID:%s\nUID:0123456789AB\n"
        % (version, machine, board_id))
    if settings:
        (drive / "settings.toml").write_text(settings)
    (drive / "lib").mkdir()
    for relative, text in (extra or {}).items():
        path = drive / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return drive


def run_deploy(*args):
    """deploy.main in the tests' form (FORM) unless the arguments choose one."""
    args = [str(arg) for arg in args]
    if "--py" not in args and "--mpy-cross" not in args:
        args = FORM + args
    lines = []
    status = deploy.main(args, out=lines.append)
    return status, lines


def modules_of(folder):
    """{path: bytes} of the files under `folder` that are modules (.py/.mpy)."""
    return {path: data for path, data in snapshot(folder).items()
            if path.endswith((".py", ".mpy"))}


def fake_program(tmp_path, name, script):
    """An executable `name` in its own folder of tmp_path; returns the folder."""
    folder = tmp_path / ("bin-" + name)
    folder.mkdir(exist_ok=True)
    program = folder / name
    program.write_text("#!/bin/sh\n" + script)
    program.chmod(0o755)
    return folder


MICROPYTHON_MPY_CROSS = (
    'if [ "$1" = "--version" ]; then\n'
    '  echo "MicroPython v1.27.0 on 2025-12-09; mpy-cross emitting mpy v6.3"; exit 0\n'
    'fi\n'
    # what MicroPython's mpy-cross writes: an 'M' header
    'while [ $# -gt 0 ]; do if [ "$1" = "-o" ]; then printf "M\\006" > "$2"; fi; shift; done\n')


# What the device would do at start-up, under CPython with the stand-ins: the drive's
# root and lib/ first on the path, import code.py's modules, build the board's hardware.
DEVICE_START = r"""
import ast, json, os, sys
drive = os.getcwd()
sys.path[:0] = [drive, os.path.join(drive, "lib")]
if os.path.exists(os.path.join(drive, "settings.toml")):  # what os.getenv reads on the device
    import tomllib
    for key, value in tomllib.load(open(os.path.join(drive, "settings.toml"), "rb")).items():
        os.environ[key] = str(value)
tree = ast.parse(open(os.path.join(drive, "code.py")).read())
imported = [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
imported += [n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
import boards
hardware = boards.build()
app_imported = False
if os.path.exists(os.path.join(drive, "lib", "yahtzee_app", "app.py")):
    for name in imported:
        __import__(name)
    app_imported = True
files = {name: getattr(module, "__file__", None) for name, module in list(sys.modules.items())}
print(json.dumps({"name": hardware.name, "width": hardware.width, "imported": imported,
                  "app_imported": app_imported, "files": files}))
"""


@pytest.mark.parametrize("name", sorted(DRIVES))
def test_the_py_image_starts_under_cpython_with_standin_hardware(tmp_path, name):
    drive = make_drive(tmp_path, name)
    status, lines = run_deploy("--path", drive, "--py")
    assert status == 0, lines
    assert (drive / "code.py").read_bytes() == open(os.path.join(ROOT, "code.py"), "rb").read()
    assert (drive / "boards" / "__init__.py").exists()
    assert (drive / "yahtzee_core" / "game.py").exists()
    assert (drive / "lib" / "yahtzee_app" / "__init__.py").exists()
    assert not [path for path in snapshot(drive) if path.endswith(".mpy")]
    assert not (drive / "tools").exists()      # the simulator's board stays on the PC
    board_id = DRIVES[name][0]
    result = standin_python(DEVICE_START, [str(drive)], board_id, timeout=120)
    assert result.returncode == 0, result.stderr[-3000:]
    started = json.loads(result.stdout.strip().splitlines()[-1])
    assert started["width"] > 0
    assert set(started["imported"]) >= {"boards"}
    if os.path.exists(os.path.join(ROOT, "lib", "yahtzee_app", "app.py")):
        assert started["app_imported"]
    # every Adafruit library that code on the drive imports, and that the start-up
    # loaded, came from the drive (unless the board's firmware has it built in); the
    # PC's stand-ins for built-in modules (Blinka's fontio...) may load others
    index = image.device_library_index(image.search_paths())
    built_in = image.built_in_modules(board_id, image.search_paths())
    needed = set()
    for folder, _, names in os.walk(drive):
        for file in names:
            if file.endswith(".py"):
                needed.update(name.split(".")[0]
                              for name in image.imports_of(os.path.join(folder, file)))
    needed = {name for name in needed if name in index} - built_in - image.NEVER_DEPLOY
    assert needed, "the image imports no Adafruit library?"
    loaded = {module.split(".")[0]: path for module, path in started["files"].items() if path}
    for name in needed & set(loaded):
        assert os.path.realpath(loaded[name]).startswith(os.path.realpath(str(drive))), name


# The device's start-up in CircuitPython's unix port: the board built (stand-ins for its C
# modules), the app imported, each module from the drive's .mpy files.
CIRCUITPY_START = """
import standins
standins.install()
import boards
hardware = boards.build()
import yahtzee_core.game, yahtzee_core.bot
from yahtzee_app.app import App
print(hardware.name, hardware.width, boards.__file__, yahtzee_core.game.__file__,
      yahtzee_core.bot.default_data_dir())
"""


@needs_circuitpython
@pytest.mark.parametrize("name", ["pybadge", "pygamer", "macropad", "clue"])
def test_the_mpy_image_starts_in_circuitpython(tmp_path, name):
    drive = make_drive(tmp_path, name)
    status, lines = run_deploy("--path", drive)
    assert status == 0, lines
    written = snapshot(drive)
    modules = {path for path in written if path.endswith((".py", ".mpy"))}
    assert modules and {path for path in modules if path.endswith(".py")} == {"code.py"}
    for path in modules - {"code.py"}:
        assert written[path][:1] == b"C", path   # CircuitPython's header, not MicroPython's
    assert written["code.py"] == open(os.path.join(ROOT, "code.py"), "rb").read()
    output = circuitpython.run(CIRCUITPY_START, DRIVES[name][0], drive=drive)
    hardware, width, boards_file, game_file, data = output.split()
    assert int(width) > 0
    assert boards_file == "boards/__init__.mpy" and game_file == "yahtzee_core/game.mpy"
    assert data == "data" and (drive / "data" / "classic_expert.bin").exists()


@needs_circuitpython
def test_the_core_imports_from_the_drive_without_stand_ins(tmp_path):
    drive = make_drive(tmp_path, "pybadge")
    assert run_deploy("--path", drive)[0] == 0
    assert circuitpython.run("import yahtzee_core.game; print('ok')", drive=drive,
                             standins=False).strip() == "ok"


# C modules of a board that neither the unix port nor the stand-ins have (the DIY display)
NOT_IN_THE_UNIX_PORT = {"busdisplay", "fourwire"}


@needs_circuitpython
def test_every_module_of_the_image_imports_in_circuitpython(tmp_path):
    """Each module of every profile's image, as .mpy, imports in CircuitPython 10's unix
    port over the stand-ins: a module failing to import would stop the game on the device."""
    folder = tmp_path / "image"
    written = image.stage(folder, image.DEVICE_PROFILES, None)
    names = []
    for path in written:
        if path.endswith(".mpy"):
            parts = path[:-len(".mpy")].split("/")
            parts = parts[1:] if parts[0] == "lib" else parts
            names.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    script = ("NAMES = %r\nimport standins\nstandins.install()\n" % names
              + "for name in NAMES:\n"
              + "    try:\n        __import__(name)\n"
              + "    except Exception as error:\n        print(name, repr(error))\n")
    failures = {}
    for line in circuitpython.run(script, "pybadge", drive=folder).splitlines():
        name, error = line.split(" ", 1)
        failures[name] = error
    lacking = {name: error for name, error in failures.items()
               if not any("no module named '%s'" % module in error
                          for module in NOT_IN_THE_UNIX_PORT)}
    assert len(names) > 40 and lacking == {}


# the board modules of the profiles (boards/ may hold shared helpers beside them)
PROFILE_MODULES = {module for module, _ in image.PROFILES.values()}


def profile_modules_on(drive):
    return sorted(name.rsplit(".", 1)[0] for name in os.listdir(drive / "boards")
                  if name.rsplit(".", 1)[0] in PROFILE_MODULES)


def test_only_the_boards_profile_goes_on_the_drive(tmp_path):
    drive = make_drive(tmp_path, "pygamer")
    assert run_deploy("--path", drive)[0] == 0
    # the PyGamer's module, and the board modules it imports (boards/parts...)
    imported = {name.split(".")[1] for name in image.imports_of(
        os.path.join(ROOT, "boards", "pygamer.py")) if name.count(".") == 1
        and name.startswith("boards.") and os.path.exists(
            os.path.join(ROOT, "boards", name.split(".")[1] + ".py"))}
    assert sorted(name.rsplit(".", 1)[0] for name in os.listdir(drive / "boards")) == \
        sorted({"__init__", "pygamer"} | imported)
    assert profile_modules_on(drive) == sorted({"pygamer"} | (imported & PROFILE_MODULES))
    # the DIY display's drivers stay off a PyGamer
    assert not (drive / "lib" / ("adafruit_st7789" + EXT)).exists()
    assert not (drive / "lib" / ("adafruit_st7735r" + EXT)).exists()
    # built into the SAMD51 firmware: no copy
    assert not (drive / "lib" / "adafruit_bus_device").exists()
    assert not (drive / "lib" / ("adafruit_pixelbuf" + EXT)).exists()


def test_board_all_deploys_every_device_profile(tmp_path):
    drive = make_drive(tmp_path, "pybadge")
    assert run_deploy("--path", drive, "--board", "all")[0] == 0
    assert profile_modules_on(drive) == ["clue", "diy", "macropad", "pybadge", "pygamer"]
    for library in ("adafruit_st7789" + EXT, "adafruit_st7735r" + EXT,
                    "adafruit_ticks" + EXT, "neopixel" + EXT, "adafruit_debouncer" + EXT):
        assert (drive / "lib" / library).exists(), library


def test_a_second_deploy_writes_nothing(tmp_path):
    drive = make_drive(tmp_path, "clue")
    assert run_deploy("--path", drive)[0] == 0
    before = snapshot(drive)
    image._COMPILED.clear()   # compiled again: the same bytes
    status, lines = run_deploy("--path", drive)
    assert status == 0
    assert not [line for line in lines if line.startswith(("wrote", "removed"))]
    assert any("up to date" in line for line in lines)
    assert snapshot(drive) == before


def test_only_changed_files_are_rewritten(tmp_path):
    drive = make_drive(tmp_path, "macropad")
    assert run_deploy("--path", drive)[0] == 0
    (drive / "boards" / ("macropad" + EXT)).write_text("# edited on the device\n")
    status, lines = run_deploy("--path", drive)
    assert status == 0
    assert [line.split()[1] for line in lines if line.startswith("wrote")] == [
        "boards/macropad" + EXT]


def test_files_it_does_not_manage_are_left_alone(tmp_path):
    mine = {"settings.toml": 'CIRCUITPY_WEB_API_PASSWORD = "x"\n', "boot.py": "# mine\n",
            "lib/adafruit_motor/__init__.py": "# another project\n", "notes.txt": "hello\n",
            "lib/someone_elses.py": "# not ours\n", "lib/someone_elses.mpy": "C not ours\n",
            "yahtzee_core/my_notes.py": "# mine too\n"}
    drive = make_drive(tmp_path, "pybadge", extra=mine)
    for form in ([], ["--py"]) if MPY else (["--py"],):
        assert run_deploy("--path", drive, *form)[0] == 0
        for relative, text in mine.items():
            assert (drive / relative).read_text() == text


@needs_mpy_cross
def test_a_py_left_by_a_py_deploy_is_removed_when_its_mpy_goes(tmp_path):
    """CircuitPython imports X.py before X.mpy: the earlier deploy's .py would hide the
    new .mpy. The deploy removes its own .py, right after writing the .mpy, and says so."""
    drive = make_drive(tmp_path, "pybadge", extra={"lib/someone_elses.py": "# not ours\n"})
    assert run_deploy("--path", drive, "--py")[0] == 0
    py_image = set(modules_of(drive)) - {"code.py", "lib/someone_elses.py"}
    status, lines = run_deploy("--path", drive)
    assert status == 0
    after = modules_of(drive)
    assert {path for path in after if path.endswith(".py")} == {"code.py",
                                                                "lib/someone_elses.py"}
    assert {path[:-len(".mpy")] + ".py" for path in after if path.endswith(".mpy")} == py_image
    removed = [line.split()[1] for line in lines if line.startswith("removed")]
    assert sorted(removed) == sorted(py_image)
    # each .py goes right after its .mpy is written, so the module is always there
    work = [line.split()[1] for line in lines if line.startswith(("wrote", "removed"))]
    for path in removed:
        assert work.index(path) == work.index(path[:-len(".py")] + ".mpy") + 1
    assert any("removed %d files of an earlier deploy" % len(removed) in line for line in lines)
    # and back: the .mpy files go when the .py sources do
    status, lines = run_deploy("--path", drive, "--py")
    assert status == 0
    assert not [path for path in modules_of(drive) if path.endswith(".mpy")]
    assert "lib/someone_elses.py" in modules_of(drive)


@needs_mpy_cross
def test_a_stale_py_is_removed_even_when_the_mpy_is_up_to_date(tmp_path):
    drive = make_drive(tmp_path, "pybadge")
    assert run_deploy("--path", drive)[0] == 0
    (drive / "yahtzee_core" / "game.py").write_text("# an old copy\n")
    status, lines = run_deploy("--path", drive, "--dry-run")
    assert status == 0 and (drive / "yahtzee_core" / "game.py").exists()
    assert any(line.startswith("would remove yahtzee_core/game.py") for line in lines)
    status, lines = run_deploy("--path", drive)
    assert status == 0 and not (drive / "yahtzee_core" / "game.py").exists()
    assert not [line for line in lines if line.startswith("wrote")]


@needs_mpy_cross
def test_switching_a_full_drive_to_mpy_fits_as_each_py_goes(tmp_path, monkeypatch):
    drive = make_drive(tmp_path, "pybadge")
    assert run_deploy("--path", drive, "--py", "--perfect", "no")[0] == 0
    usage = deploy.shutil.disk_usage(str(drive))
    monkeypatch.setattr(drives.shutil, "disk_usage", lambda path: usage._replace(free=32 * 1024))
    status, lines = run_deploy("--path", drive, "--perfect", "no")
    assert status == 0, lines
    assert {path for path in modules_of(drive) if path.endswith(".py")} == {"code.py"}


def test_dry_run_writes_nothing(tmp_path):
    drive = make_drive(tmp_path, "pybadge")
    before = snapshot(drive)
    status, lines = run_deploy("--path", drive, "--dry-run")
    assert status == 0
    assert any(line.startswith("would write code.py") for line in lines)
    assert snapshot(drive) == before


def test_full_drive_is_refused_before_anything_is_written(tmp_path, monkeypatch, capsys):
    drive = make_drive(tmp_path, "pybadge", extra={"lib/big_old_project.py": "x" * 100})
    before = snapshot(drive)
    usage = deploy.shutil.disk_usage(str(drive))
    monkeypatch.setattr(drives.shutil, "disk_usage",
                        lambda path: usage._replace(free=20 * 1024))
    status, lines = run_deploy("--path", drive)
    assert status == deploy.EXIT_NO_SPACE
    error = capsys.readouterr().err
    assert "not enough space" in error and "Nothing was written" in error
    assert snapshot(drive) == before


def test_partial_update_fits_when_the_full_image_would_not(tmp_path, monkeypatch):
    drive = make_drive(tmp_path, "clue")
    assert run_deploy("--path", drive)[0] == 0
    (drive / "boards" / ("clue" + EXT)).write_text("# old\n")
    usage = deploy.shutil.disk_usage(str(drive))
    monkeypatch.setattr(drives.shutil, "disk_usage", lambda path: usage._replace(free=64 * 1024))
    status, lines = run_deploy("--path", drive)
    assert status == 0
    assert [line.split()[1] for line in lines if line.startswith("wrote")] == [
        "boards/clue" + EXT]


def test_read_only_drive_fails_cleanly(tmp_path, monkeypatch, capsys):
    drive = make_drive(tmp_path, "pygamer")
    before = snapshot(drive)
    monkeypatch.setattr(drives.os, "access", lambda path, mode: False)
    status, _ = run_deploy("--path", drive)
    assert status == deploy.EXIT_READ_ONLY
    assert "read-only" in capsys.readouterr().err
    assert snapshot(drive) == before


def test_write_error_mid_way_is_a_clear_message(tmp_path, monkeypatch, capsys):
    drive = make_drive(tmp_path, "pygamer")
    real_open = open

    def failing_open(path, mode="r", *args, **kwargs):
        if "w" in mode:
            raise OSError(30, "Read-only file system", path)
        return real_open(path, mode, *args, **kwargs)

    monkeypatch.setattr(drives, "open", failing_open, raising=False)
    status, _ = run_deploy("--path", drive)
    assert status == deploy.EXIT_READ_ONLY
    error = capsys.readouterr().err
    assert "read-only" in error and "Traceback" not in error


def test_missing_drive_fails_cleanly(tmp_path, monkeypatch, capsys):
    status, _ = run_deploy("--path", tmp_path / "nowhere")
    assert status == deploy.EXIT_NO_DRIVE
    assert "no drive at" in capsys.readouterr().err
    monkeypatch.setattr(drives, "candidate_paths", lambda: [])
    status, _ = run_deploy()
    assert status == deploy.EXIT_NO_DRIVE
    assert "no CIRCUITPY drive found" in capsys.readouterr().err


def test_drive_is_found_at_a_usual_mount_point(tmp_path, monkeypatch):
    drive = make_drive(tmp_path, "clue")
    empty = tmp_path / "CIRCUITPY1"
    empty.mkdir()  # mounted but not a CircuitPython drive: no boot_out.txt
    monkeypatch.setattr(drives, "candidate_paths", lambda: [str(empty), str(drive)])
    status, lines = run_deploy("--dry-run")
    assert status == 0
    assert lines[0].startswith(str(drive))


def test_old_circuitpython_is_refused_with_the_version_it_needs(tmp_path, capsys):
    drive = make_drive(tmp_path, "pybadge", version="8.2.10")
    before = snapshot(drive)
    for form in (["--py"], []):
        status, _ = run_deploy("--path", drive, *form)
        assert status == deploy.EXIT_OLD_FIRMWARE
        error = capsys.readouterr().err
        assert "8.2.10" in error and "9.0.0" in error
    assert snapshot(drive) == before


@needs_mpy_cross
def test_mpy_files_go_only_to_a_board_of_their_major_version(tmp_path, capsys):
    drive = make_drive(tmp_path, "pybadge", version="9.2.1")
    before = snapshot(drive)
    status, _ = run_deploy("--path", drive)
    assert status == deploy.EXIT_OLD_FIRMWARE
    error = capsys.readouterr().err
    assert "9.2.1" in error and "--py" in error and "10.x" in error
    assert snapshot(drive) == before
    assert run_deploy("--path", drive, "--py")[0] == 0   # the sources run on 9.x


def test_folder_without_boot_out_needs_a_board(tmp_path, capsys):
    folder = tmp_path / "staging"
    folder.mkdir()
    assert run_deploy("--path", folder)[0] == deploy.EXIT_NO_DRIVE
    assert "boot_out.txt" in capsys.readouterr().err
    assert run_deploy("--path", folder, "--board", "pybadge")[0] == 0
    assert (folder / "boards" / ("pybadge" + EXT)).exists()


def test_unknown_board_without_settings_is_explained(tmp_path, capsys):
    drive = make_drive(tmp_path, "diy")
    (drive / "settings.toml").unlink()
    assert run_deploy("--path", drive)[0] == deploy.EXIT_NO_DRIVE
    assert 'YAHTZEE_BOARD = "diy"' in capsys.readouterr().err


# ------------------------------------------------------------------ mpy-cross

@needs_mpy_cross
def test_the_mpy_files_are_what_circuitpythons_mpy_cross_makes(tmp_path):
    drive = make_drive(tmp_path, "pybadge")
    status, lines = run_deploy("--path", drive)
    assert status == 0
    assert ".mpy by CircuitPython %s" % VERSION in lines[0]
    compiler = image.find_mpy_cross()
    assert compiler.path == str(circuitpython.MPY_CROSS) and compiler.major == 10
    target = tmp_path / "game.mpy"
    circuitpython.mpy_cross(os.path.join(ROOT, "yahtzee_core", "game.py"), target)
    # the same compiler
    assert (drive / "yahtzee_core" / "game.mpy").read_bytes()[:4] == target.read_bytes()[:4]
    # tracebacks name the module (a string the board interns anyway), not a path of its own
    assert b"yahtzee_core.game\x00" in (drive / "yahtzee_core" / "game.mpy").read_bytes()
    assert b"yahtzee_core/game" not in (drive / "yahtzee_core" / "game.mpy").read_bytes()


def test_a_micropython_mpy_cross_is_refused(tmp_path, monkeypatch, capsys):
    drive = make_drive(tmp_path, "pybadge")
    before = snapshot(drive)
    fake = fake_program(tmp_path, "mpy-cross", MICROPYTHON_MPY_CROSS)
    # named with --mpy-cross
    status, _ = run_deploy("--path", drive, "--mpy-cross", fake / "mpy-cross")
    assert status == deploy.EXIT_NO_MPY_CROSS
    error = capsys.readouterr().err
    assert "MicroPython .mpy file; use CircuitPython mpy-cross" in error
    assert "MicroPython v1.27.0" in error and "Traceback" not in error
    # the only one on PATH, the project's not built
    monkeypatch.setattr(circuitpython, "MPY_CROSS", tmp_path / "not-built" / "mpy-cross")
    monkeypatch.setenv("PATH", str(fake) + os.pathsep + os.environ["PATH"])
    status = deploy.main(["--path", str(drive)], out=lambda line: None)
    assert status == deploy.EXIT_NO_MPY_CROSS
    assert "MicroPython .mpy file; use CircuitPython mpy-cross" in capsys.readouterr().err
    assert snapshot(drive) == before
    # nor can one pass for CircuitPython's by its output alone
    with pytest.raises(image.NoMpyCross, match="header"):
        image.compile_mpy(os.path.join(ROOT, "code.py"), "code.py",
                          image.MpyCross(str(fake / "mpy-cross"), "CircuitPython 10.2.1", 10))


def test_without_a_circuitpython_mpy_cross_it_says_how_to_get_one(tmp_path, monkeypatch,
                                                                   capsys):
    drive = make_drive(tmp_path, "pybadge")
    before = snapshot(drive)
    monkeypatch.setattr(circuitpython, "MPY_CROSS", tmp_path / "not-built" / "mpy-cross")
    monkeypatch.setenv("PATH", str(fake_program(tmp_path, "nothing", "")))
    status = deploy.main(["--path", str(drive)], out=lambda line: None)
    assert status == deploy.EXIT_NO_MPY_CROSS
    error = capsys.readouterr().err
    assert "make circuitpython" in error and "--mpy-cross" in error and "--py" in error
    assert "Traceback" not in error
    assert snapshot(drive) == before
    status = deploy.main(["--zip", "--board", "pybadge", "--out", str(tmp_path / "dist")],
                         out=lambda line: None)
    assert status == deploy.EXIT_NO_MPY_CROSS and not (tmp_path / "dist").exists()
    assert "make circuitpython" in capsys.readouterr().err
    # --py needs none
    assert deploy.main(["--path", str(drive), "--py"], out=lambda line: None) == 0


@needs_mpy_cross
def test_a_circuitpython_mpy_cross_on_path_is_used(tmp_path, monkeypatch):
    drive = make_drive(tmp_path, "pybadge")
    wrapper = fake_program(tmp_path, "mpy-cross", 'exec "%s" "$@"\n' % circuitpython.MPY_CROSS)
    monkeypatch.setattr(circuitpython, "MPY_CROSS", tmp_path / "not-built" / "mpy-cross")
    monkeypatch.setenv("PATH", str(wrapper) + os.pathsep + os.environ["PATH"])
    lines = []
    assert deploy.main(["--path", str(drive)], out=lines.append) == 0
    assert "CircuitPython %s" % VERSION in lines[0]
    assert (drive / "yahtzee_core" / "game.mpy").read_bytes()[:1] == b"C"


# ------------------------------------------------------------------ zips

def read_zip(path):
    with zipfile.ZipFile(path) as archive:
        return {info.filename: archive.read(info) for info in archive.infolist()}


@needs_mpy_cross
def test_the_zip_holds_what_the_deploy_writes(tmp_path):
    drive = make_drive(tmp_path, "pybadge")
    assert run_deploy("--path", drive, "--perfect", "no")[0] == 0
    deployed = snapshot(drive)
    del deployed["boot_out.txt"]
    status, lines = run_deploy("--zip", "--board", "pybadge", "--out", tmp_path / "dist")
    assert status == 0, lines
    archive = tmp_path / "dist" / ("yahtzee-pybadge-cp%s.zip" % VERSION.split(".")[0])
    contents = read_zip(archive)
    assert contents == deployed
    assert "data/classic_expert.bin" in contents and "data/classic_perfect.bin" not in contents
    # code.py last, so that unzip writes it once everything else is in place
    names = list(contents)
    assert names[-1] == "code.py" and names[:-1] == sorted(names[:-1])


@needs_mpy_cross
def test_the_zip_is_the_same_bytes_every_time(tmp_path, monkeypatch):
    first = tmp_path / "one"
    second = tmp_path / "two"
    assert run_deploy("--zip", "--board", "clue", "--out", first)[0] == 0
    later = time.time() + 86400 * 400
    monkeypatch.setattr(time, "time", lambda: later)
    monkeypatch.setattr(time, "localtime", lambda *args: time.gmtime(later))
    image._COMPILED.clear()
    assert run_deploy("--zip", "--board", "clue", "--out", second)[0] == 0
    name = "yahtzee-clue-cp%s.zip" % VERSION.split(".")[0]
    assert (first / name).read_bytes() == (second / name).read_bytes()
    with zipfile.ZipFile(first / name) as archive:
        names = [info.filename for info in archive.infolist()]
        assert {info.date_time for info in archive.infolist()} == {(1980, 1, 1, 0, 0, 0)}
    assert names[:-1] == sorted(names[:-1]) and names[-1] == "code.py"


@needs_mpy_cross
def test_zips_for_every_board_and_the_perfect_table_on_request(tmp_path):
    status, lines = run_deploy("--zip", "--out", tmp_path)
    assert status == 0, lines
    assert sorted(os.listdir(tmp_path)) == sorted(
        "yahtzee-%s-cp10.zip" % profile for profile in ("clue", "diy", "macropad", "pybadge",
                                                       "pygamer"))
    macropad = read_zip(tmp_path / "yahtzee-macropad-cp10.zip")
    assert "boards/macropad.mpy" in macropad and "boards/pybadge.mpy" not in macropad
    assert any("--perfect yes" in line for line in lines)
    status, _ = run_deploy("--zip", "--board", "pygamer", "--perfect", "yes", "--out",
                           tmp_path / "perfect", "--py")
    assert status == 0
    pygamer = read_zip(tmp_path / "perfect" / "yahtzee-pygamer-py.zip")
    assert "data/classic_perfect.bin" in pygamer and "boards/pygamer.py" in pygamer


def test_a_zip_takes_no_drive(tmp_path, capsys):
    assert run_deploy("--zip", "--path", tmp_path)[0] == deploy.EXIT_NO_DRIVE
    assert "--zip" in capsys.readouterr().err


# ------------------------------------------------------------------ the image

def test_requirements_list_covers_every_library_deployed():
    listed = set()
    with open(os.path.join(ROOT, "lib", "requirements.txt"), encoding="utf-8") as requirements:
        for line in requirements:
            line = line.split("#")[0].strip()
            if line:
                listed.add(line)
    deployed = set()
    for target, _ in image.files(image.DEVICE_PROFILES, None, mpy=False):
        parts = target.split("/")
        if parts[0] == "lib" and not os.path.exists(os.path.join(ROOT, "lib", parts[1])):
            deployed.add(parts[1][:-3] if parts[1].endswith(".py") else parts[1])
    assert deployed - listed == set()


def test_the_image_is_one_list_in_both_forms(tmp_path):
    py = image.files(["pybadge"], "pybadge", mpy=False)
    assert py[-1][0] == "code.py" and all(isinstance(source, str) for _, source in py)
    staged = image.stage(tmp_path / "py", ["pybadge"], "pybadge", mpy=False)
    assert staged == [target for target, _ in py]
    assert set(snapshot(tmp_path / "py")) == set(staged)
    if MPY:
        mpy = image.files(["pybadge"], "pybadge")
        assert [image.mpy_path(target) for target, _ in py] == [target for target, _ in mpy]
        assert all(isinstance(data, bytes) for target, data in mpy if target.endswith(".mpy"))


def test_flash_report_gives_py_and_mpy_bytes_per_module():
    rows = image.flash_report(["pybadge"], "pybadge", mpy=MPY)
    groups = {row.group for row in rows}
    assert {"boards", "yahtzee_core", "lib/yahtzee_app", "lib/adafruit_ticks", "code.py",
            "data"} <= groups
    assert [row.path for row in rows] == [t for t, _ in image.files(["pybadge"], "pybadge",
                                                                   mpy=False)]
    py_total = sum(row.py_bytes for row in rows)
    assert py_total > 100000
    text = "\n".join(image.format_flash_report(rows))
    assert "yahtzee_core/bot.py" in text and "total" in text
    if MPY:
        mpy_total = sum(row.mpy_bytes for row in rows)
        assert mpy_total < py_total
        code = [row for row in rows if row.path == "code.py"][0]
        assert code.mpy_bytes == code.py_bytes   # code.py stays a .py
        game = [row for row in rows if row.path == "yahtzee_core/game.py"][0]
        assert game.mpy_bytes == len(
            image.compile_mpy(os.path.join(ROOT, "yahtzee_core", "game.py"),
                              "yahtzee_core/game.py", image.find_mpy_cross()))
    else:
        assert {row.mpy_bytes for row in rows} == {None}


def test_the_report_left_the_deploy_command_line(capsys):
    assert deploy.main(["--report", "--board", "pybadge"]) == deploy.EXIT_NO_DRIVE
    assert "tools/measure/budget.py" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        deploy.main(["--help"])
    usage = capsys.readouterr().out
    assert "--zip" in usage and "--report" not in usage and "--ram" not in usage



def test_circup_installs_the_libraries_and_deploy_copies_only_the_project(tmp_path, monkeypatch):
    drive = make_drive(tmp_path, "pybadge")
    calls = tmp_path / "circup_calls.txt"
    fake = fake_program(tmp_path, "circup", "echo \"$@\" >> %s\n" % calls)
    monkeypatch.setenv("PATH", str(fake) + os.pathsep + os.environ["PATH"])
    status, lines = run_deploy("--path", drive, "--circup")
    assert status == 0, lines
    args = calls.read_text().split()
    assert args[:3] == ["--path", str(drive), "install"]
    assert args[3:] == ["-r", os.path.join(ROOT, "lib", "requirements.txt")]
    assert (drive / "boards" / ("pybadge" + EXT)).exists()
    assert not (drive / "lib" / ("adafruit_ticks" + EXT)).exists()   # circup's job now


def test_only_the_submodules_imported_go_with_a_package(tmp_path):
    # a library package of which the firmware imports one submodule, which imports another
    site = tmp_path / "site"
    info = site / "adafruit_circuitpython_fake-1.0.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: adafruit-circuitpython-fake\n"
                                   "Version: 1.0\n")
    (info / "top_level.txt").write_text("adafruit_fake\n")
    package = site / "adafruit_fake"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "chip_a.py").write_text("from .registers import Bit\n")
    (package / "chip_b.py").write_text("")
    (package / "registers.py").write_text("")
    own = tmp_path / "board_module.py"
    own.write_text("from adafruit_fake.chip_a import ChipA\n")
    for name in image.BASE_LIBRARIES:   # the libraries every image carries, found here too
        (site / (name + ".py")).write_text("")
        (site / ("%s-1.0.dist-info" % name)).mkdir()
        (site / ("%s-1.0.dist-info" % name) / "METADATA").write_text(
            "Metadata-Version: 2.1\nName: adafruit-circuitpython-%s\nVersion: 1.0\n"
            % name.replace("_", "-"))
    plan = image.library_plan([("boards/fake.py", str(own))], None, paths=[str(site)])
    fake = [target for target, _ in plan if target.startswith("lib/adafruit_fake/")]
    assert fake == ["lib/adafruit_fake/__init__.py", "lib/adafruit_fake/chip_a.py",
                    "lib/adafruit_fake/registers.py"]


def test_relative_imports_inside_a_library_are_followed(tmp_path):
    package = tmp_path / "adafruit_fake"
    package.mkdir()
    (package / "__init__.py").write_text("from .core import thing\n")
    (package / "core.py").write_text("from . import helpers\nfrom ..other import x\n")
    (package / "helpers.py").write_text("")
    found = image.imports_of(str(package / "core.py"), "adafruit_fake")
    assert "adafruit_fake.helpers" in found
    assert image.imports_of(str(package / "__init__.py"), "adafruit_fake") == [
        "adafruit_fake.core", "adafruit_fake.core.thing"]


def test_the_computer_players_tables_go_to_data(tmp_path, monkeypatch):
    drive = make_drive(tmp_path, "pygamer")
    status, lines = run_deploy("--path", drive)
    assert status == 0
    for name in ("classic_expert.bin", "classic_perfect.bin"):
        with open(os.path.join(ROOT, "data", name), "rb") as source:
            assert (drive / "data" / name).read_bytes() == source.read()
    assert [line for line in lines if line.startswith("wrote")][-1].split()[1] == "code.py"


def files_the_readers_open():
    """The data files named in yahtzee_core's and lib's sources (each "....bin" literal,
    a "%s" in it read as each mode's name): what a board's code opens in data/."""
    import re
    from yahtzee_core.modes import MODE_NAMES
    names = set()
    for folder in ("yahtzee_core", "lib"):
        for base, _, files in os.walk(os.path.join(ROOT, folder)):
            for name in files:
                if name.endswith(".py"):
                    with open(os.path.join(base, name), encoding="utf-8") as source:
                        for literal in re.findall(r'"([^"\n]*\.bin)"', source.read()):
                            stem = literal.rsplit("/", 1)[-1]
                            names.update(stem % mode if "%s" in stem else stem
                                         for mode in MODE_NAMES)
    return names


def test_a_deployed_drive_holds_every_file_its_readers_open(tmp_path):
    opened = files_the_readers_open()
    assert {"classic_perfect.bin", "classic_layout.bin", "keeps.bin",
            "hands_power.bin"} <= opened           # the scan finds the readers' files
    drive = make_drive(tmp_path, "pybadge")
    assert run_deploy("--path", drive, "--perfect", "yes")[0] == 0
    assert opened <= set(os.listdir(drive / "data"))
    zipped = tmp_path / "dist"
    assert run_deploy("--zip", "--board", "pybadge", "--perfect", "yes", "--out", zipped,
                      "--py")[0] == 0
    contents = read_zip(zipped / "yahtzee-pybadge-py.zip")
    assert {"data/" + name for name in opened} <= set(contents)


def test_the_perfect_table_is_left_out_when_it_does_not_fit(tmp_path, monkeypatch):
    drive = make_drive(tmp_path, "pybadge")
    usage = deploy.shutil.disk_usage(str(drive))
    monkeypatch.setattr(drives.shutil, "disk_usage", lambda path: usage._replace(free=900 * 1024))
    status, lines = run_deploy("--path", drive)
    assert status == 0
    assert (drive / "data" / "classic_expert.bin").exists()
    assert not (drive / "data" / "classic_perfect.bin").exists()
    assert any("no room for the Perfect level" in line for line in lines)
    status, lines = run_deploy("--path", drive, "--perfect", "yes")
    assert status == deploy.EXIT_NO_SPACE


def test_an_unbuilt_perfect_table_is_named_not_a_crash(tmp_path, monkeypatch):
    drive = make_drive(tmp_path, "pygamer")
    real_exists = os.path.exists
    monkeypatch.setattr(image.os.path, "exists",
                        lambda path: False if str(path).endswith("classic_perfect.bin")
                        else real_exists(path))
    status, lines = run_deploy("--path", drive)
    assert status == 0 and not (drive / "data" / "classic_perfect.bin").exists()
    assert any("make data" in line for line in lines)
    assert run_deploy("--path", drive, "--perfect", "yes")[0] == deploy.EXIT_MISSING_LIBRARY
    assert run_deploy("--zip", "--perfect", "yes", "--out", tmp_path / "dist")[0] == \
        deploy.EXIT_MISSING_LIBRARY
    assert not (tmp_path / "dist").exists()


# ------------------------------------------------------------------ our own firmware

def test_a_board_with_the_yahtzee_firmware_gets_only_the_data_and_the_one_line_code_py(tmp_path):
    # The game is frozen into that firmware: boards/ or yahtzee_core/ on the drive would hide
    # the frozen copies (CircuitPython looks in '' and '/' before '.frozen').
    drive = make_drive(tmp_path, "pybadge")
    banner = (drive / "boot_out.txt").read_text().replace(
        "Adafruit PyBadge with samd51j19", "Adafruit PyBadge " + image.FIRMWARE_MARK
        + " 1.0 with samd51j19")
    (drive / "boot_out.txt").write_text(banner)
    (drive / "yahtzee_core").mkdir()                # left by an earlier deploy
    status, lines = run_deploy("--path", drive, "--perfect", "no")
    assert status == 0
    assert (drive / "code.py").read_text() == image.FIRMWARE_CODE_PY + "\n"
    assert (drive / "data" / "classic_expert.bin").exists()
    assert not (drive / "boards").exists() and not (drive / "lib" / "yahtzee_app").exists()
    assert any("yahtzee_core/ on the drive" in line and "delete it" in line for line in lines)
    assert (drive / "yahtzee_core").is_dir()        # named, never deleted
    assert run_deploy("--path", drive, "--perfect", "no")[1][-1].endswith("nothing written.")
