"""Yahtzee's PyBadge firmware (tools/shipping/firmware.py): CircuitPython with the game frozen in.

The build needs the source kit (../shared/circuitpython/, tools/runtimes/circuitpython.py kit_dir())
and Debian's gcc-arm-none-eabi; without them these tests skip, saying which is missing.
`make test` builds the firmware before pytest (`make firmware-optional`), so here it is
normally up to date and build() returns at once."""

import struct
import subprocess
from pathlib import Path

import pytest

from tools.shipping import image
from tools.runtimes import circuitpython as cp
from tools.shipping import firmware


def _cannot_build():
    if firmware.kit_tarball() is None:
        return "no CircuitPython %s PyBadge kit (%s in ../shared/circuitpython/)" % (
            cp.VERSION, cp.FIRMWARE_TARBALL)
    try:
        firmware.check_prerequisites()
    except firmware.Missing as error:
        return str(error)
    return None


CANNOT_BUILD = _cannot_build()
needs_build = pytest.mark.skipif(CANNOT_BUILD is not None, reason=str(CANNOT_BUILD))


@pytest.fixture(scope="module")
def built():
    return firmware.build(out=lambda *_: None)


def _uf2_payload(path):
    """(first target address, the bytes the blocks write, contiguous), checking each
    block's magic numbers, numbering and order. CircuitPython's SAMD51 UF2s name no family
    (flags 0), which the PyBadge's bootloader does not need."""
    data = Path(path).read_bytes()
    assert len(data) % 512 == 0
    count = len(data) // 512
    chunks, first = [], None
    for number in range(count):
        block = data[number * 512:(number + 1) * 512]
        magic0, magic1, flags, address, size, block_no, blocks, _ = struct.unpack(
            "<8I", block[:32])
        assert (magic0, magic1) == (0x0A324655, 0x9E5D5157)
        assert struct.unpack("<I", block[508:])[0] == 0x0AB16F30
        assert flags & 0x1 == 0                      # nothing marked "not main flash"
        assert (block_no, blocks) == (number, count)
        if first is None:
            first = address
        assert address == first + number * 256 and size == 256
        chunks.append(block[32:32 + size])
    return first, b"".join(chunks)


# ------------------------------------------------------------------ the built firmware

@needs_build
def test_it_fits_with_64_kb_of_flash_to_spare(built):
    free = built.flash_region - built.flash_used
    assert built.flash_region == 499712          # 512 KB less the bootloader and the NVM
    assert free >= firmware.FLASH_MARGIN, firmware.format_figures(built)
    assert built.ram_used < 12088                 # below the stock firmware's static RAM
    assert built.uf2 == firmware.UF2 and built.uf2.is_file()


@needs_build
def test_the_frozen_modules_are_the_deploy_images_for_a_pybadge(built):
    image = firmware.image_modules("pybadge")
    assert {"boards", "boards.pybadge", "yahtzee_core", "yahtzee_core.game",
            "yahtzee_app", "yahtzee_app.app"} <= image
    assert "code" not in image
    assert set(built.frozen_modules) == image | {firmware.ENTRY_MODULE}


@needs_build
def test_the_uf2_is_a_pybadge_firmware_that_starts_the_game(built):
    address, payload = _uf2_payload(built.uf2)
    assert address == 0x4000                      # after the 16 KB UF2 bootloader
    assert address + len(payload) <= 0x80000 - 8192   # below the NVM: saves survive a flash
    binary = firmware.TREE / "ports" / "atmel-samd" / firmware.BUILD_DIR / "firmware.bin"
    assert payload.rstrip(b"\0") == binary.read_bytes().rstrip(b"\0")
    # a freshly formatted drive's code.py imports the frozen game
    assert (firmware.DRIVE_CODE_PY + "\n").encode() in payload
    assert b'print("Hello World!")' not in payload
    # the game's version beside CircuitPython's in boot_out.txt's banner
    assert ("Adafruit PyBadge %s %s" % (image.FIRMWARE_MARK, firmware.game_version())).encode() \
        in payload
    assert b"\0pybadge\0" in payload               # board.board_id, which picks the profile
    for name in ("yahtzee_core/game.py", "boards/pybadge.py", "yahtzee_main.py"):
        assert (name + "\0").encode() in payload   # mp_frozen_names


@needs_build
def test_the_kit_tree_is_kept_from_this_repositorys_git(built):
    env = firmware.build_env()
    port = firmware.TREE / "ports" / "atmel-samd"
    proc = subprocess.run(["git", "rev-parse", "--show-toplevel"], cwd=port, env=env,
                          capture_output=True, text=True)
    assert proc.returncode != 0, proc.stdout
    board = port / "boards" / "pybadge"
    assert (board / "mpconfigboard_kit.mk").is_file()
    for name in firmware.OURS:
        assert (board / name).read_bytes() == firmware.board_file(name)


# ------------------------------------------------------------------ without building

def test_the_version_lines_are_kept_but_not_seen_by_the_freeze_step():
    text = '__version__ = "5.0.6"\n__repo__ = "x"\n    __version__ = 1\n'
    assert firmware.neutralise_version(text) == \
        '(__version__) = "5.0.6"\n__repo__ = "x"\n    __version__ = 1\n'
    namespace = {}
    exec(firmware.neutralise_version(text).splitlines()[0], namespace)
    assert namespace["__version__"] == "5.0.6"
    for name, data in firmware.frozen_files():
        assert not any(line.startswith(b"__version__") for line in data.splitlines()), name


def test_yahtzee_main_does_what_code_py_does():
    files = dict(firmware.frozen_files())
    main = files["yahtzee_main.py"].decode()
    code = (Path(firmware.ROOT) / "code.py").read_text()
    assert main.endswith(code)
    compile(main, "yahtzee_main.py", "exec")
    assert "code.py" not in files and not any(name.endswith(".bin") for name in files)
    assert not any(name.startswith("lib/") for name in files)


def test_the_switches_are_read_from_our_board_file():
    names = firmware.switches()
    assert {"CIRCUITPY_ULAB", "CIRCUITPY_STAGE", "CIRCUITPY_AUDIOMP3"} <= set(names)
    for kept in ("CIRCUITPY_DISPLAYIO", "CIRCUITPY_TERMINALIO", "CIRCUITPY_KEYPAD",
                 "CIRCUITPY_NEOPIXEL_WRITE", "CIRCUITPY_AUDIOIO", "CIRCUITPY_AUDIOCORE",
                 "CIRCUITPY_ANALOGIO", "CIRCUITPY_PWMIO", "CIRCUITPY_NVM", "CIRCUITPY_ALARM",
                 "CIRCUITPY_BUSIO", "CIRCUITPY_OS", "CIRCUITPY_TIME", "CIRCUITPY_RANDOM",
                 "CIRCUITPY_STRUCT", "CIRCUITPY_ARRAY", "CIRCUITPY_MATH", "CIRCUITPY_BUSDEVICE",
                 "CIRCUITPY_PIXELBUF", "CIRCUITPY_FULL_BUILD", "CIRCUITPY_VECTORIO",
                 "CIRCUITPY_BITMAPTOOLS", "CIRCUITPY_DIGITALIO", "CIRCUITPY_FONTIO"):
        assert kept not in names


def test_a_missing_toolchain_says_what_to_install(monkeypatch, capsys):
    real_which = firmware.shutil.which
    monkeypatch.setattr(firmware.shutil, "which", lambda name, path=None: None
                        if name.startswith("arm-none-eabi") else real_which(name, path=path))
    with pytest.raises(firmware.Missing, match="apt-get install gcc-arm-none-eabi"):
        firmware.check_prerequisites()
    monkeypatch.setattr(firmware, "kit_tarball", lambda: Path("/nonexistent.tar.xz"))
    assert firmware.main(["--optional"]) == 0
    assert "note:" in capsys.readouterr().out
    assert firmware.main([]) == 2
    err = capsys.readouterr().err
    assert "gcc-arm-none-eabi" in err and "Traceback" not in err


def test_a_missing_kit_says_where_to_put_it(monkeypatch, capsys):
    monkeypatch.setattr(firmware, "kit_tarball", lambda: None)
    assert firmware.main([]) == 2
    err = capsys.readouterr().err
    assert "../shared/circuitpython" in err and "--clone" in err and "Traceback" not in err


def test_a_missing_python_package_is_named(monkeypatch):
    monkeypatch.setattr(firmware, "PYTHON_PACKAGES", ("huffman", "no_such_package_here"))
    with pytest.raises(firmware.Missing, match="no_such_package_here.*requirements.txt"):
        firmware.check_prerequisites()


# ------------------------------------------------------------------ the unix port, frozen

HEAP_OF_IMPORT = """
import gc
gc.collect()
before = gc.mem_alloc()
import yahtzee_core
gc.collect()
print(gc.mem_alloc() - before, yahtzee_core.__file__)
"""


@pytest.mark.skipif(not cp.available() or firmware.kit_tarball() is None,
                    reason="CircuitPython's unix port is not built (make circuitpython), or "
                           "no firmware kit for its freeze scripts")
def test_the_unix_port_freezes_the_same_modules(tmp_path):
    """The manifest for the unix port's FROZEN_MANIFEST (the heap figures of the frozen
    firmware are measured there): yahtzee_core comes from .frozen, its code costs no heap."""
    manifest = firmware.write_manifest(firmware.CACHE / "unix-manifest.py")
    lines = manifest.read_text().splitlines()
    frozen = {firmware.module_name(line.split("'")[3]) for line in lines
              if line.startswith("freeze_as_mpy(")}
    assert frozen == firmware.image_modules() | {firmware.ENTRY_MODULE}
    try:
        binary = cp.build_frozen(manifest, "micropython-yahtzee")
    except cp.NotBuilt as error:
        pytest.skip(str(error))
    empty = tmp_path / "drive"   # nothing on the drive: an import can only be frozen
    empty.mkdir()
    cost, where = cp.run(HEAP_OF_IMPORT, drive=empty, binary=binary, heap="256K").split()
    assert where == "yahtzee_core/__init__.py"   # frozen: no drive path
    drive = tmp_path / "files"
    for name, data in firmware.frozen_files():
        path = drive / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    compiled, where_files = cp.run(HEAP_OF_IMPORT, drive=drive, heap="256K").split()
    assert where_files == "yahtzee_core/__init__.py"
    assert int(cost) < int(compiled) // 2, (cost, compiled)
