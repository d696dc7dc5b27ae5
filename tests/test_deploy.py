"""tools/deploy.py against folders laid out like a CIRCUITPY drive."""

import json
import os
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from standin_env import ROOT, standin_python  # noqa: E402

from tools import deploy  # noqa: E402
from tools.robustness import snapshot  # noqa: E402

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


def make_drive(tmp_path, name, version="9.2.1", extra=None):
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
    lines = []
    status = deploy.main([str(arg) for arg in args], out=lines.append)
    return status, lines


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
def test_deployed_image_starts_under_cpython_with_standin_hardware(tmp_path, name):
    drive = make_drive(tmp_path, name)
    status, lines = run_deploy("--path", drive)
    assert status == 0, lines
    assert (drive / "code.py").read_bytes() == open(os.path.join(ROOT, "code.py"), "rb").read()
    assert (drive / "boards" / "__init__.py").exists()
    assert (drive / "yahtzee_core" / "game.py").exists()
    assert (drive / "lib" / "yahtzee_app" / "buttons.py").exists()
    assert not (drive / "boards" / "desktop.py").exists()  # the PC's board stays on the PC
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
    index = deploy.device_library_index(deploy.search_paths())
    built_in = deploy.built_in_modules(board_id, deploy.search_paths())
    needed = set()
    for folder, _, names in os.walk(drive):
        for file in names:
            if file.endswith(".py"):
                needed.update(name.split(".")[0]
                              for name in deploy.imports_of(os.path.join(folder, file)))
    needed = {name for name in needed if name in index} - built_in - deploy.NEVER_DEPLOY
    assert needed, "the image imports no Adafruit library?"
    loaded = {module.split(".")[0]: path for module, path in started["files"].items() if path}
    for name in needed & set(loaded):
        assert os.path.realpath(loaded[name]).startswith(os.path.realpath(str(drive))), name


def test_only_the_boards_profile_goes_on_the_drive(tmp_path):
    drive = make_drive(tmp_path, "pygamer")
    assert run_deploy("--path", drive)[0] == 0
    # the PyGamer profile reuses the PyBadge's builders, so both go
    assert sorted(os.listdir(drive / "boards")) == ["__init__.py", "pybadge.py", "pygamer.py"]
    assert (drive / "lib" / "adafruit_lis3dh.py").exists()
    assert not (drive / "lib" / "adafruit_st7789.py").exists()
    assert not (drive / "lib" / "adafruit_debouncer.py").exists()
    # built into the SAMD51 firmware: no .py copy
    assert not (drive / "lib" / "adafruit_bus_device").exists()
    assert not (drive / "lib" / "adafruit_pixelbuf.py").exists()


def test_board_all_deploys_every_device_profile(tmp_path):
    drive = make_drive(tmp_path, "pybadge")
    assert run_deploy("--path", drive, "--board", "all")[0] == 0
    assert sorted(os.listdir(drive / "boards")) == [
        "__init__.py", "clue.py", "diy.py", "macropad.py", "pybadge.py", "pygamer.py"]
    for library in ("adafruit_st7789.py", "adafruit_st7735r.py", "adafruit_debouncer.py",
                    "adafruit_lis3dh.py", "adafruit_lsm6ds", "adafruit_display_text",
                    "adafruit_ticks.py", "neopixel.py"):
        assert (drive / "lib" / library).exists(), library


def test_a_second_deploy_writes_nothing(tmp_path):
    drive = make_drive(tmp_path, "clue")
    assert run_deploy("--path", drive)[0] == 0
    before = snapshot(drive)
    status, lines = run_deploy("--path", drive)
    assert status == 0
    assert not [line for line in lines if line.startswith("wrote")]
    assert any("up to date" in line for line in lines)
    assert snapshot(drive) == before


def test_only_changed_files_are_rewritten(tmp_path):
    drive = make_drive(tmp_path, "macropad")
    assert run_deploy("--path", drive)[0] == 0
    (drive / "boards" / "macropad.py").write_text("# edited on the device\n")
    status, lines = run_deploy("--path", drive)
    assert status == 0
    assert [line.split()[1] for line in lines if line.startswith("wrote")] == ["boards/macropad.py"]


def test_files_it_does_not_manage_are_left_alone(tmp_path):
    mine = {"settings.toml": 'CIRCUITPY_WEB_API_PASSWORD = "x"\n', "boot.py": "# mine\n",
            "lib/adafruit_motor/__init__.py": "# another project\n", "notes.txt": "hello\n"}
    drive = make_drive(tmp_path, "pybadge", extra=mine)
    assert run_deploy("--path", drive)[0] == 0
    for relative, text in mine.items():
        assert (drive / relative).read_text() == text


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
    monkeypatch.setattr(deploy.shutil, "disk_usage",
                        lambda path: usage._replace(free=20 * 1024))
    status, lines = run_deploy("--path", drive)
    assert status == deploy.EXIT_NO_SPACE
    error = capsys.readouterr().err
    assert "not enough space" in error and "Nothing was written" in error
    assert snapshot(drive) == before


def test_partial_update_fits_when_the_full_image_would_not(tmp_path, monkeypatch):
    drive = make_drive(tmp_path, "clue")
    assert run_deploy("--path", drive)[0] == 0
    (drive / "boards" / "clue.py").write_text("# old\n")
    usage = deploy.shutil.disk_usage(str(drive))
    monkeypatch.setattr(deploy.shutil, "disk_usage", lambda path: usage._replace(free=64 * 1024))
    status, lines = run_deploy("--path", drive)
    assert status == 0
    assert [line.split()[1] for line in lines if line.startswith("wrote")] == ["boards/clue.py"]


def test_read_only_drive_fails_cleanly(tmp_path, monkeypatch, capsys):
    drive = make_drive(tmp_path, "pygamer")
    before = snapshot(drive)
    monkeypatch.setattr(deploy.os, "access", lambda path, mode: False)
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

    monkeypatch.setattr(deploy, "open", failing_open, raising=False)
    status, _ = run_deploy("--path", drive)
    assert status == deploy.EXIT_READ_ONLY
    error = capsys.readouterr().err
    assert "read-only" in error and "Traceback" not in error


def test_missing_drive_fails_cleanly(tmp_path, monkeypatch, capsys):
    status, _ = run_deploy("--path", tmp_path / "nowhere")
    assert status == deploy.EXIT_NO_DRIVE
    assert "no drive at" in capsys.readouterr().err
    monkeypatch.setattr(deploy, "candidate_paths", lambda: [])
    status, _ = run_deploy()
    assert status == deploy.EXIT_NO_DRIVE
    assert "no CIRCUITPY drive found" in capsys.readouterr().err


def test_drive_is_found_at_a_usual_mount_point(tmp_path, monkeypatch):
    drive = make_drive(tmp_path, "clue")
    empty = tmp_path / "CIRCUITPY1"
    empty.mkdir()  # mounted but not a CircuitPython drive: no boot_out.txt
    monkeypatch.setattr(deploy, "candidate_paths", lambda: [str(empty), str(drive)])
    status, lines = run_deploy("--dry-run")
    assert status == 0
    assert lines[0].startswith(str(drive))


def test_old_circuitpython_is_refused_with_the_version_it_needs(tmp_path, capsys):
    drive = make_drive(tmp_path, "pybadge", version="8.2.10")
    before = snapshot(drive)
    status, _ = run_deploy("--path", drive)
    assert status == deploy.EXIT_OLD_FIRMWARE
    error = capsys.readouterr().err
    assert "8.2.10" in error and "9.0.0" in error
    assert snapshot(drive) == before


def test_folder_without_boot_out_needs_a_board(tmp_path, capsys):
    folder = tmp_path / "staging"
    folder.mkdir()
    assert run_deploy("--path", folder)[0] == deploy.EXIT_NO_DRIVE
    assert "boot_out.txt" in capsys.readouterr().err
    assert run_deploy("--path", folder, "--board", "pybadge")[0] == 0
    assert (folder / "boards" / "pybadge.py").exists()


def test_unknown_board_without_settings_is_explained(tmp_path, capsys):
    drive = make_drive(tmp_path, "diy")
    (drive / "settings.toml").unlink()
    assert run_deploy("--path", drive)[0] == deploy.EXIT_NO_DRIVE
    assert 'YAHTZEE_BOARD = "diy"' in capsys.readouterr().err


def test_requirements_list_covers_every_library_deployed():
    listed = set()
    with open(os.path.join(ROOT, "lib", "requirements.txt"), encoding="utf-8") as requirements:
        for line in requirements:
            line = line.split("#")[0].strip()
            if line:
                listed.add(line)
    deployed = set()
    for target, _ in deploy.build_plan(sorted(set(deploy.PROFILES) - {"desktop"}), None):
        parts = target.split("/")
        if parts[0] == "lib" and not os.path.exists(os.path.join(ROOT, "lib", parts[1])):
            deployed.add(parts[1][:-3] if parts[1].endswith(".py") else parts[1])
    assert deployed - listed == set()


def test_report_prints_sizes_per_module(capsys):
    lines = []
    assert deploy.main(["--report", "--board", "pybadge"], out=lines.append) == 0
    text = "\n".join(lines)
    assert "boards" in text and "yahtzee_core" in text and "lib/adafruit_display_text" in text
    total = [line for line in lines if line.strip().startswith("total")]
    assert total and int(total[0].split()[1]) > 10000


def test_circup_installs_the_libraries_and_deploy_copies_only_the_project(tmp_path, monkeypatch):
    drive = make_drive(tmp_path, "pybadge")
    calls = tmp_path / "circup_calls.txt"
    fake = tmp_path / "bin" / "circup"
    fake.parent.mkdir()
    fake.write_text("#!/bin/sh\necho \"$@\" >> %s\n" % calls)
    fake.chmod(0o755)
    monkeypatch.setenv("PATH", str(fake.parent) + os.pathsep + os.environ["PATH"])
    status, lines = run_deploy("--path", drive, "--circup")
    assert status == 0, lines
    args = calls.read_text().split()
    assert args[:3] == ["--path", str(drive), "install"]
    assert args[3:] == ["-r", os.path.join(ROOT, "lib", "requirements.txt")]
    assert (drive / "boards" / "pybadge.py").exists()
    assert not (drive / "lib" / "adafruit_ticks.py").exists()   # circup's job now


def test_only_the_submodules_imported_go_with_a_package(tmp_path):
    drive = make_drive(tmp_path, "clue")
    assert run_deploy("--path", drive)[0] == 0
    assert sorted(os.listdir(drive / "lib" / "adafruit_lsm6ds")) == [
        "__init__.py", "lsm6ds33.py", "lsm6ds3trc.py"]   # the CLUE's two chip revisions
    register = sorted(os.listdir(drive / "lib" / "adafruit_register"))
    assert register == ["__init__.py", "i2c_bit.py", "i2c_bits.py", "i2c_struct.py"]
    assert "text_box.py" not in os.listdir(drive / "lib" / "adafruit_display_text")


def test_relative_imports_inside_a_library_are_followed(tmp_path):
    package = tmp_path / "adafruit_fake"
    package.mkdir()
    (package / "__init__.py").write_text("from .core import thing\n")
    (package / "core.py").write_text("from . import helpers\nfrom ..other import x\n")
    (package / "helpers.py").write_text("")
    found = deploy.imports_of(str(package / "core.py"), "adafruit_fake")
    assert "adafruit_fake.helpers" in found
    assert deploy.imports_of(str(package / "__init__.py"), "adafruit_fake") == [
        "adafruit_fake.core", "adafruit_fake.core.thing"]


def micropython_import_notes(profiles):
    lines = []
    deploy.ram_report(profiles, deploy._board_id_for(profiles, None), out=lines.append)
    notes = {}
    for line in lines[1:-1]:
        parts = line.split()
        notes[parts[0]] = " ".join(parts[2:]) if parts[1] == "-" else "ok"
    return lines, notes


@pytest.mark.skipif(deploy.shutil.which("node") is None, reason="Node.js runs MicroPython")
def test_ram_report_measures_the_modules_that_import_without_hardware():
    lines, notes = micropython_import_notes(["macropad"])
    assert notes["yahtzee_app.buttons"] == "ok"
    assert notes["boards.macropad"].startswith("(needs ")   # the board's own modules
    total = int(lines[-1].split()[1])
    assert total > 20000


@pytest.mark.skipif(deploy.shutil.which("node") is None, reason="Node.js runs MicroPython")
def test_every_module_of_the_image_compiles_in_micropython():
    """A module may need the board's hardware or displayio, which MicroPython lacks here;
    anything else (a SyntaxError, a crash at import) would stop the game on the device."""
    _, notes = micropython_import_notes(sorted(set(deploy.PROFILES) - {"desktop"}))
    broken = {name: note for name, note in notes.items()
              if note != "ok" and not note.startswith("(needs ")}
    assert broken == {}


def test_the_computer_players_tables_go_to_data(tmp_path, monkeypatch):
    drive = make_drive(tmp_path, "pygamer")
    status, lines = run_deploy("--path", drive)
    assert status == 0
    for name in ("classic_expert.bin", "classic_perfect.bin"):
        with open(os.path.join(ROOT, "data", name), "rb") as source:
            assert (drive / "data" / name).read_bytes() == source.read()
    assert [line for line in lines if line.startswith("wrote")][-1].split()[1] == "code.py"


def test_the_perfect_table_is_left_out_when_it_does_not_fit(tmp_path, monkeypatch):
    drive = make_drive(tmp_path, "pybadge")
    usage = deploy.shutil.disk_usage(str(drive))
    monkeypatch.setattr(deploy.shutil, "disk_usage", lambda path: usage._replace(free=900 * 1024))
    status, lines = run_deploy("--path", drive)
    assert status == 0
    assert (drive / "data" / "classic_expert.bin").exists()
    assert not (drive / "data" / "classic_perfect.bin").exists()
    assert any("no room for the Perfect level" in line for line in lines)
    status, lines = run_deploy("--path", drive, "--perfect", "yes")
    assert status == deploy.EXIT_NO_SPACE


def test_an_unbuilt_perfect_table_is_named_not_a_crash(tmp_path, monkeypatch):
    drive = make_drive(tmp_path, "pygamer")
    real_exists = deploy.os.path.exists
    monkeypatch.setattr(deploy.os.path, "exists",
                        lambda path: False if path.endswith("classic_perfect.bin")
                        else real_exists(path))
    status, lines = run_deploy("--path", drive)
    assert status == 0 and not (drive / "data" / "classic_perfect.bin").exists()
    assert any("make data" in line for line in lines)
    assert run_deploy("--path", drive, "--perfect", "yes")[0] == deploy.EXIT_MISSING_LIBRARY
