#!/usr/bin/env python3
"""Boot the PyBadge firmware itself: its Cortex-M4 code in the Unicorn CPU emulator.

    python3 tools/measure/emulate.py dist/yahtzee-pybadge-cp10.2.1.uf2 --screenshot title.png
    python3 tools/measure/emulate.py FIRMWARE(.uf2|.elf) [--drive DIR] [--keys SCRIPT]
        [--screenshot out.png] [--screenshots DIR] [--instructions N] [--ms N]
        [--until TEXT] [--settings "YAHTZEE_DEBUG = 1"]           (make emulate)
    python3 tools/measure/emulate.py FIRMWARE --presses
        # press-to-pixels: ACTION CPU SPI TOTAL (ms)

The firmware runs unchanged, rehosted at its hardware-abstraction layer (the approach of
HALucinator): the flash image (the UF2's blocks, or the ELF's) in emulated flash, RAM, and a
handful of the firmware's own C functions, found by name in the ELF's symbols (pyelftools),
replaced or tapped by Python (HOOKS, one table, each with why it is safe). The peripherals
are register windows: most answer the last value written, and a register read over and over
alternates all-zeros / all-ones, which ends every busy-wait on a flag (clocks, sync, DMA,
SERCOM, USB). Three are modelled: the RTC (the tick, from instructions executed), the PORT
(the pins: the 74HC165 the buttons sit on, fed from --keys) and the QSPI flash's memory
window (a FAT12 image of CIRCUITPY at offset 0, written with mtools from --drive DIR).
The display is read from the fourwire bus: ST7735R column/row address set and memory write
give a 160x128 frame, saved as PNG.

The clock: INSTRUCTIONS_PER_MS instructions are one millisecond, counted in chunks of
CHUNK instructions (no per-instruction hook); a WFI (idle) sleeps until the next interrupt
(the tick, or the RTC compare), as the chip does. The RTC interrupt is delivered as the core
would, between chunks when interrupts are enabled, and at the WFI.

--keys takes tools/sim/physical.py's scripts ("Start Start B:700 wait:500 ..."), timed from the
first scan of the buttons (keypad.ShiftRegisterKeys built: the app has started).
"""

from __future__ import annotations

import argparse
import ast
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import zlib
from pathlib import Path

try:  # before the repo is on sys.path: pyelftools imports pdb, which imports `code`
    from elftools.elf.elffile import ELFFile
except ImportError:  # main() says what to install
    ELFFile = None

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.append(str(ROOT))  # last: the repo's code.py would shadow the stdlib's `code`

# ------------------------------------------------------------------ the chip (SAMD51J19)
FLASH = (0x00000000, 512 * 1024)
FIRMWARE_START = 0x4000          # after the UF2 bootloader: the vector table the bootloader uses
RAM = (0x20000000, 192 * 1024)
# the NVM's software calibration and serial-number rows: the UID (microcontroller.cpu.uid,
# the USB serial) read from 0x008061FC, 0x00806010..18; a fixed one here
CALIBRATION = (0x00800000, 0x8000)
SERIAL_WORDS = {0x008061FC: 0x59415448, 0x00806010: 0x5A454542, 0x00806014: 0x00000001,
                0x00806018: 0x00000002}
BACKUP_RAM = (0x47000000, 8 * 1024)
QSPI_WINDOW = (0x04000000, 2 * 1024 * 1024)   # the GD25Q16C, memory-mapped
PERIPHERALS = ((0x40000000, 0x07000000),       # APB A-D and the AHB peripherals
               (0x60000000, 0x00001000),       # the PORT's single-cycle IOBUS
               (0xE0000000, 0x00100000))       # the core's system control space
TRAMPOLINE = 0x10000000          # a page the nested interrupt call returns to
RTC = 0x40002400
RTC_INTENCLR, RTC_INTENSET, RTC_INTFLAG, RTC_SYNCBUSY, RTC_COUNT, RTC_COMP0 = (
    0x08, 0x0A, 0x0C, 0x10, 0x18, 0x20)
RTC_PER2, RTC_CMP0 = 1 << 2, 1 << 8
RTC_HZ = 16384                   # port.c: 16 counts a tick, 1024 ticks a second
COUNTS_PER_TICK = 16
PORT = (0x41008000, 0x60000000)  # the PORT on the APB bus, and its IOBUS alias
PORT_GROUP = 0x80
PORT_DIR, PORT_DIRCLR, PORT_DIRSET, PORT_DIRTGL = 0x00, 0x04, 0x08, 0x0C
PORT_OUT, PORT_OUTCLR, PORT_OUTSET, PORT_OUTTGL, PORT_IN = 0x10, 0x14, 0x18, 0x1C, 0x20
# the PyBadge's 74HC165 (ports/atmel-samd/boards/pybadge/pins.c): BUTTON_LATCH PB00,
# BUTTON_OUT PB30, BUTTON_CLOCK PB31
BUTTON_LATCH, BUTTON_OUT, BUTTON_CLOCK = (1, 0), (1, 30), (1, 31)
# registers read as a constant: the flash controller's geometry and lock bits (the nvm's
# write checks them): PARAM 1024 pages of 512 B, RUNLOCK every region unlocked
NVMCTRL = 0x41004000
FIXED_REGISTERS = {NVMCTRL + 0x08: 0x00060400, NVMCTRL + 0x18: 0xFFFFFFFF}
JEDEC_ID = bytes((0xC8, 0x40, 0x15))   # GD25Q16C: the PyBadge's flash (a wrong one: safe mode)
SECTOR = 512
WIDTH, HEIGHT = 160, 128
ST7735_CASET, ST7735_RASET, ST7735_RAMWR = 0x2A, 0x2B, 0x2C
DISPLAY_COMMAND = 0              # display_byte_type_t: DISPLAY_COMMAND, DISPLAY_DATA
# The display's SPI: one of the SAMD51's SERCOMs in SPI host mode (board.c builds it on
# PB13/PB15: which SERCOM is found by watching, not assumed). Register offsets (SERCOM SPI):
# CTRLA (MODE in bits 4:2, 3 = SPI host), BAUD (8 bits), DATA.
SERCOMS = (0x40003000, 0x40003400, 0x41012000, 0x41014000,
           0x43000000, 0x43000400, 0x43000800, 0x43000C00)
SERCOM_CTRLA, SERCOM_BAUD, SERCOM_DATA = 0x00, 0x0C, 0x28
SERCOM_SPI_HOST = 3
# The SERCOM's core clock: GCLK1, the 48 MHz DFLL undivided. CircuitPython 10.2.1's
# ports/atmel-samd: peripherals/samd/sam_d5x_e5x/sercom.c, samd_peripherals_sercom_clock_init
# (the core channel on GCLK_PCHCTRL_GEN_GCLK1); .../clocks.c, clock_init
# (enable_clock_generator_sync(1, GCLK_GENCTRL_SRC_DFLL_Val, 1, ...)); and
# asf4_conf/samd51/peripheral_clk_config.h, CONF_GCLK_SERCOM0_CORE_FREQUENCY 48000000, which
# peripherals/samd/sercom.c's samd_peripherals_spi_baud_reg_value_to_baudrate divides by
# 2 x (BAUD + 1). board.c asks for 60 MHz: (48 / 120 - 0.5) truncates to BAUD 0, 24 MHz.
SERCOM_CORE_HZ = 48_000_000

# The clock. A SAMD51 at 120 MHz; 1.2 cycles an instruction on average (the M4 runs most
# instructions in one cycle; loads, taken branches and the flash's wait states that the
# CMCC cache does not hide add the rest): 100,000 instructions a millisecond.
CPU_HZ = 120_000_000
CYCLES_PER_INSTRUCTION = 1.2
INSTRUCTIONS_PER_MS = int(CPU_HZ / 1000 / CYCLES_PER_INSTRUCTION)
CHUNK = 20_000                   # instructions between two looks at the clock: 0.2 ms

# Every function the emulator replaces or taps, by the name in the ELF (a name with a
# compiler suffix, .isra.0 .part.0 .lto_priv.0, matches too): (name, what is done, why it
# is safe to replace).
HOOKS = (
    ("spi_flash_read_command", "replaced: JEDEC ID C8 40 15; status registers 0",
     "it reads the flash chip's ID and status through the QSPI's instruction frame, which "
     "is not modelled; the chip is idle and is the PyBadge's (the firmware's own table)"),
    ("spi_flash_write_command", "replaced: returns true",
     "status-register writes (quad enable, unprotect) of a chip that has none to keep; "
     "its memcpy to the window's offset 0 would scribble on the FAT image"),
    ("spi_flash_command", "replaced: returns true",
     "write enable, reset and erase commands: the window takes writes as they come (a "
     "write replaces the bytes: erase is not modelled)"),
    ("_flash_write", "replaced: the bytes written into emulated flash, returns 0",
     "the NVMCTRL's page erase/write sequence (the nvm, microcontroller.nvm): the flash "
     "controller is not modelled, and reads of the nvm are plain memory reads"),
    ("serial_write_substring", "tapped: the text to the console",
     "watch only: CircuitPython's console output (banner, code.py's prints) as it is sent "
     "to USB, which is off, and to the display's terminal, which runs unchanged"),
    ("common_hal_fourwire_fourwire_send", "tapped: command or data to the ST7735R model",
     "watch only: every byte displayio sends the display goes through it (r1: command or "
     "data), before the SPI/DMA, whose completion the register windows fake"),
    ("_refresh_display", "tapped (--presses): a display refresh begins; it ends as the "
     "code returns to its caller", "watch only: displayio's refresh of every dirty area "
     "(busdisplay's _refresh_display, one frame), run unchanged; its entry and its "
     "return bound the bytes of one frame on the bus"),
    ("time_sleep", "tapped (--presses): the app's time.sleep begins; its return is the "
     "app's wake", "watch only: where a frame's work begins (the app's loop sleeps between "
     "frames; the sleep spins on without a WFI while a background task is pending)"),
    ("port_idle_until_interrupt", "its WFI: time runs to the next interrupt, whose handler "
     "then runs", "the sleep itself: interrupts are off there and the WFI's next "
     "instruction pops and returns, so r0-r3 are dead and the handler may use them"),
    ("RTC_Handler", "called as the core takes the RTC interrupt (between chunks, at the WFI)",
     "not replaced: the firmware's own handler (supervisor_tick: keypad, background tasks), "
     "on the interrupted code's stack, every register restored after"),
)
# The WFI in port_idle_until_interrupt: the sleep, found by its opcode in that function.
IDLE_FUNCTION = "port_idle_until_interrupt"
TICK_HANDLER = "RTC_Handler"
WFI = b"\x30\xbf"
_SERCOM_BASES = frozenset(SERCOMS)


class EmulatorError(RuntimeError):
    """The firmware cannot be emulated; the message says why."""


# ------------------------------------------------------------------ firmware files

def read_uf2(path):
    """{address: bytes} of a UF2's blocks (the flash image a bootloader writes)."""
    data = Path(path).read_bytes()
    if len(data) % 512 or not data:
        raise EmulatorError("%s is not a UF2 file (its size is not a multiple of 512)" % path)
    blocks = {}
    for offset in range(0, len(data), 512):
        magic0, magic1, _, address, size = struct.unpack_from("<5I", data, offset)
        end = struct.unpack_from("<I", data, offset + 508)[0]
        if (magic0, magic1, end) != (0x0A324655, 0x9E5D5157, 0x0AB16F30) or size > 476:
            raise EmulatorError("%s: block %d is not a UF2 block" % (path, offset // 512))
        blocks[address] = data[offset + 32:offset + 32 + size]
    return blocks


def has_game(firmware):
    """Whether the firmware file has our game frozen in (its modules' names are in it)."""
    return b"yahtzee_app" in Path(firmware).read_bytes()


def find_elf(firmware):
    """The ELF with the symbols for a firmware path: itself, or the firmware.elf whose build
    made this UF2 (beside it, or the build folder of ours or of stock)."""
    firmware = Path(firmware)
    if not firmware.is_file():
        raise EmulatorError("no firmware at %s (make firmware builds ours: "
                            "dist/yahtzee-pybadge-cp10.2.1.uf2)" % firmware)
    if firmware.suffix == ".elf":
        return firmware
    if firmware.suffix != ".uf2":
        raise EmulatorError("%s: the firmware is a .uf2 or an .elf" % firmware)
    from tools.shipping import firmware as ours, stock_firmware
    candidates = [firmware.with_name("firmware.elf"),
                  ours.TREE / "ports" / "atmel-samd" / ours.BUILD_DIR / "firmware.elf",
                  stock_firmware.ELF]
    blocks = read_uf2(firmware)
    for elf in candidates:
        if elf.is_file() and _elf_matches(elf, blocks):
            return elf
    raise EmulatorError("no ELF with symbols for %s: the emulator needs the firmware.elf of "
                        "the build that made it (looked at %s)"
                        % (firmware, ", ".join(str(c) for c in candidates)))


def _elf_matches(elf, blocks):
    uf2 = elf.with_name("firmware.uf2")
    if uf2.is_file():
        return read_uf2(uf2) == blocks
    image = b"".join(blocks[address] for address in sorted(blocks))
    return load_segments(elf).get(FIRMWARE_START, b"")[:len(image)] == image


def load_segments(elf):
    """{load address: bytes} of an ELF's loadable segments (the flash image)."""
    with open(elf, "rb") as stream:
        parsed = ELFFile(stream)
        return {segment["p_paddr"]: segment.data() for segment in parsed.iter_segments()
                if segment["p_type"] == "PT_LOAD" and segment["p_filesz"]}


def read_symbols(elf):
    """{name: (address, size)} of the ELF's functions (Thumb bit cleared) and objects. The
    symbol table is read as a whole (Elf32_Sym rows): pyelftools' per-symbol parse takes
    seconds for the firmware's 5,600 symbols."""
    symbols = {}
    with open(elf, "rb") as stream:
        parsed = ELFFile(stream)
        table = parsed.get_section_by_name(".symtab")
        if table is None:
            raise EmulatorError("%s has no symbol table (stripped?)" % elf)
        strings = parsed.get_section(table["sh_link"]).data()
        rows = table.data()
        for offset in range(0, len(rows) - 15, 16):
            name, value, size, info = struct.unpack_from("<IIIB", rows, offset)
            kind = info & 0xF
            if kind not in (1, 2) or not name:     # STT_OBJECT, STT_FUNC
                continue
            label = strings[name:strings.index(b"\0", name)].decode("ascii", "replace")
            symbols[label] = (value & ~1 if kind == 2 else value, size)
    return symbols


def find_symbol(symbols, name):
    """The one function called `name` or `name.<suffix>` (LTO's clones), as (address, size)."""
    if name in symbols:
        return symbols[name]
    found = sorted(key for key in symbols if key.startswith(name + "."))
    if len(found) != 1:
        raise EmulatorError("the firmware has %s function %s (%s): this emulator's hooks "
                            "need it" % ("no" if not found else "more than one", name,
                                         ", ".join(found) or "no clone either"))
    return symbols[found[0]]


# ------------------------------------------------------------------ the drive

def make_drive(image_path, folder=None, settings=None):
    """A FAT12 image of CIRCUITPY (2 MB, 512-byte sectors) at `image_path`, with the files of
    `folder` and, when given, `settings` added to its settings.toml. mtools writes it."""
    for tool in ("mformat", "mcopy", "mmd"):
        if shutil.which(tool) is None:
            raise EmulatorError("the emulated drive needs mtools (%s): apt-get install mtools"
                                % tool)
    sectors = QSPI_WINDOW[1] // SECTOR
    with open(image_path, "wb") as stream:
        stream.write(b"\xff" * QSPI_WINDOW[1])
    _mtools(["mformat", "-i", str(image_path), "-T", str(sectors), "-h", "1", "-s", "1",
             "-c", "1", "-v", "CIRCUITPY", "::"])
    files = []
    if folder is not None:
        folder = Path(folder)
        if not folder.is_dir():
            raise EmulatorError("--drive %s: not a folder" % folder)
        files = sorted(path for path in folder.rglob("*") if path.is_file())
    texts = {}
    for path in files:
        texts[path.relative_to(folder).as_posix()] = path.read_bytes()
    if settings:
        old = texts.get("settings.toml", b"").decode("utf-8")
        texts["settings.toml"] = (old + ("\n" if old and not old.endswith("\n") else "")
                                  + settings.replace("\\n", "\n") + "\n").encode("utf-8")
    with tempfile.TemporaryDirectory() as staging:
        made = set()
        for name in sorted(texts, key=lambda n: (n == "code.py", n)):
            parts = name.split("/")
            for depth in range(1, len(parts)):
                directory = "/".join(parts[:depth])
                if directory not in made:
                    _mtools(["mmd", "-i", "%s@@0" % image_path, "::/" + directory])
                    made.add(directory)
            source = Path(staging) / "file"
            source.write_bytes(texts[name])
            _mtools(["mcopy", "-o", "-i", "%s@@0" % image_path, str(source), "::/" + name])
    return image_path


def _mtools(command):
    proc = subprocess.run(command, capture_output=True, text=True,
                          env=dict(os.environ, MTOOLS_SKIP_CHECK="1"))
    if proc.returncode != 0:
        raise EmulatorError("`%s` failed: %s" % (" ".join(command), proc.stderr.strip()))


# a first line for code.py: the heap as code.py starts (--heap-at-start)
HEAP_AT_START = ('import gc; gc.collect(); print("yahtzee heap: code.py start: %d free, %d in use"'
                 ' % (gc.mem_free(), gc.mem_alloc())); del gc\n')


def deploy_drive(folder, stock):
    """Fill `folder` as a person would the drive of a PyBadge: for stock CircuitPython the
    image tools/deploy.py writes (--board pybadge, no Perfect table: it would not fit the
    emulated 2 MB); for ours the data files and the one-line code.py deploy writes for it."""
    from tools import deploy
    from tools.shipping import image
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    if stock:
        status = deploy.main(["--path", str(folder), "--board", "pybadge", "--perfect", "no"],
                             out=lambda *_: None)
        if status:
            raise EmulatorError("tools/deploy.py --path %s failed (%d)" % (folder, status))
        return folder
    for target, source in image.data_files(perfect=False):
        path = folder / target
        path.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, path)
    (folder / image.ENTRY_POINT).write_text(image.FIRMWARE_CODE_PY + "\n")
    return folder


# ------------------------------------------------------------------ the keys

def key_order(board="pybadge"):
    """The buttons in shift-register order, from boards/<board>.py's KEYS (read, not
    imported: it is device code)."""
    tree = ast.parse((ROOT / "boards" / (board + ".py")).read_text())
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == "KEYS"
                                                for t in node.targets):
            return tuple(row.elts[0].value for row in node.value.elts)
    raise EmulatorError("boards/%s.py has no KEYS table" % board)


def key_timeline(script, names):
    """[(ms from the first scan, key index, down)] from a tools/sim/physical.py script; and the
    script's length in ms."""
    from tools.sim.physical import parse_script
    steps = parse_script(script, names)
    timeline, now = [], 0
    for _, (events, length) in steps:
        timeline.extend((now + at, names.index(name), down) for at, name, down in events)
        now += length
    timeline.sort(key=lambda event: event[0])
    return timeline, now


class ShiftRegister:
    """The 74HC165: SH/LD low loads the buttons (pressed: high), high shifts one bit out on
    each rising clock edge; Q7 shows the bit at the head."""

    def __init__(self):
        self.pressed = 0            # a bit per key, in shift order
        self.latched = 0
        self.index = 0
        self.shifting = False
        self.scans = 0

    def pins(self, latch, clock):
        if not latch:
            self.shifting = False
            self.index = 0
        elif not self.shifting:
            self.shifting = True
            self.latched = self.pressed
            self.index = 0
            self.scans += 1
        self.clock = clock

    def clock_edge(self):
        if self.shifting:
            self.index += 1

    def data(self):
        bits = self.latched if self.shifting else self.pressed
        return (bits >> self.index) & 1


# ------------------------------------------------------------------ the display

class ST7735R:
    """The panel's frame memory from the command stream: CASET, RASET, RAMWR (RGB565,
    big-endian). Other commands (init, MADCTL, sleep) change no pixel."""

    def __init__(self, width=WIDTH, height=HEIGHT):
        self.width, self.height = width, height
        self.frame = bytearray(width * height * 2)
        self.command = None
        self.params = bytearray()
        self.window = (0, width - 1, 0, height - 1)
        self.cursor = None
        self.pending = b""
        self.bytes = 0
        self.writes = 0

    def send(self, command, data):
        self.bytes += len(data)
        if command:
            if not data:
                return
            self.command, data = data[0], data[1:]
            self.params = bytearray()
            self.pending = b""
            if self.command == ST7735_RAMWR:
                x0, x1, y0, y1 = self.window
                self.cursor = [x0, y0]
                self.writes += 1
        if data:
            self._data(bytes(data))

    def _data(self, data):
        if self.command in (ST7735_CASET, ST7735_RASET):
            self.params += data
            if len(self.params) >= 4:
                start, end = struct.unpack(">HH", bytes(self.params[:4]))
                x0, x1, y0, y1 = self.window
                self.window = ((start, end, y0, y1) if self.command == ST7735_CASET
                               else (x0, x1, start, end))
        elif self.command == ST7735_RAMWR and self.cursor is not None:
            data = self.pending + data
            whole = len(data) & ~1
            self.pending = data[whole:]
            x0, x1, y0, y1 = self.window
            x, y = self.cursor
            frame, width, height = self.frame, self.width, self.height
            for offset in range(0, whole, 2):
                if y > y1:
                    break
                if x < width and y < height:
                    at = (y * width + x) * 2
                    frame[at:at + 2] = data[offset:offset + 2]
                x += 1
                if x > x1:
                    x, y = x0, y + 1
            self.cursor = [x, y]

    def rgb(self):
        """The frame as RGB888 rows (565 widened as the panel shows it: the top bits
        repeated into the low ones)."""
        out = bytearray(self.width * self.height * 3)
        frame = self.frame
        for index in range(self.width * self.height):
            value = (frame[2 * index] << 8) | frame[2 * index + 1]
            red, green, blue = value >> 11, (value >> 5) & 0x3F, value & 0x1F
            out[3 * index] = (red << 3) | (red >> 2)
            out[3 * index + 1] = (green << 2) | (green >> 4)
            out[3 * index + 2] = (blue << 3) | (blue >> 2)
        return bytes(out)


def write_png(path, width, height, rgb):
    """An 8-bit RGB PNG (no filter)."""
    rows = b"".join(b"\0" + rgb[y * width * 3:(y + 1) * width * 3] for y in range(height))

    def chunk(kind, body):
        return (struct.pack(">I", len(body)) + kind + body
                + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF))

    Path(path).parent.mkdir(parents=True, exist_ok=True)
    Path(path).write_bytes(b"\x89PNG\r\n\x1a\n"
                           + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                           + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))


# ------------------------------------------------------------------ the machine

class Machine:
    """The firmware in Unicorn, with its hooks, clock, pins, drive and display."""

    def __init__(self, firmware, drive_image, keys=None, out=None):
        import unicorn
        from unicorn import arm_const
        self.uc_module, self.arm = unicorn, arm_const
        self.elf = find_elf(firmware)
        self.symbols = read_symbols(self.elf)
        firmware = Path(firmware)
        blocks = read_uf2(firmware) if firmware.suffix == ".uf2" else load_segments(self.elf)
        uc = unicorn.Uc(unicorn.UC_ARCH_ARM, unicorn.UC_MODE_THUMB | unicorn.UC_MODE_MCLASS)
        self.uc = uc
        uc.ctl_set_cpu_model(unicorn.arm_const.UC_CPU_ARM_CORTEX_M4)
        uc.mem_map(FLASH[0], FLASH[1], unicorn.UC_PROT_ALL)
        uc.mem_write(FLASH[0], b"\xff" * FLASH[1])
        for address, data in blocks.items():
            if not FLASH[0] <= address < FLASH[0] + FLASH[1] - len(data) + 1:
                raise EmulatorError("the firmware writes outside the flash (0x%x)" % address)
            uc.mem_write(address, bytes(data))
        uc.mem_map(RAM[0], RAM[1], unicorn.UC_PROT_ALL)
        uc.mem_map(CALIBRATION[0], CALIBRATION[1], unicorn.UC_PROT_READ)
        uc.mem_write(CALIBRATION[0], b"\xff" * CALIBRATION[1])
        for address, word in SERIAL_WORDS.items():
            uc.mem_write(address, struct.pack("<I", word))
        uc.mem_map(BACKUP_RAM[0], BACKUP_RAM[1], unicorn.UC_PROT_ALL)
        uc.mem_map(QSPI_WINDOW[0], QSPI_WINDOW[1], unicorn.UC_PROT_ALL)
        uc.mem_write(QSPI_WINDOW[0], Path(drive_image).read_bytes())
        uc.mem_map(TRAMPOLINE, 0x1000, unicorn.UC_PROT_ALL)
        uc.mem_write(TRAMPOLINE, b"\x00\xbf" * 8)
        self.registers = {}
        self.reads = {}
        self.read_counts = {}
        self.ports = [[0, 0], [0, 0]]       # [DIR, OUT] of groups A and B
        self.rtc_inten = 0
        self.rtc_flags = 0
        self.rtc_comp0 = 0
        for base, size in PERIPHERALS:
            uc.mmio_map(base, size, self._read, base, self._write, base)
        self.instructions = 0
        self.idle_counts = 0
        self.console = []
        self.names = []                  # (stage, names interned) at each heap line
        self._last_pool = None           # where mp_state_ctx keeps MP_STATE_VM(last_pool)
        self.out = out
        self.display = ST7735R()
        self.shift = ShiftRegister()
        self.timeline, self.script_ms = keys if keys else ([], 0)
        self.next_key = 0
        self.keys_start = None
        self.snapshots = []              # (ms, index into timeline) screenshots before presses
        self.last_tick = 0
        self.in_handler = False
        self.last_count_read = None
        self.probe = None                # a PressProbe while --presses measures
        self.spi_writes = {}             # {SERCOM base: writes to its DATA register}
        self._install_hooks()
        vector = struct.unpack("<II", bytes(uc.mem_read(FIRMWARE_START, 8)))
        uc.reg_write(arm_const.UC_ARM_REG_MSP, vector[0])
        uc.reg_write(arm_const.UC_ARM_REG_SP, vector[0])
        self.pc = vector[1] | 1

    # -- time
    def counts(self):
        """The RTC's count now: instructions executed and the time slept, at 16,384 Hz."""
        return self.counts_at(self.instructions)

    def counts_at(self, instructions):
        return (instructions * RTC_HZ // (INSTRUCTIONS_PER_MS * 1000)
                + self.idle_counts) & 0xFFFFFFFF

    def ms(self):
        return self.counts() * 1000 / RTC_HZ

    # -- the register windows
    def _read(self, uc, offset, size, base):
        address = base + offset
        if RTC <= address < RTC + 0x40:
            return self._rtc_read(address - RTC, size)
        for number, port in enumerate(PORT):
            if port <= address < port + 2 * PORT_GROUP:
                return self._port_read(address - port, size)
        mask = (1 << (8 * size)) - 1
        self.reads[address] = self.reads.get(address, 0) + 1
        if address in FIXED_REGISTERS:
            return FIXED_REGISTERS[address] & mask
        # read again by the same instruction (a busy-wait), with no write between: it
        # alternates all-zeros / all-ones, which ends a wait on any flag either way
        pc = uc.reg_read(self.arm.UC_ARM_REG_PC)
        readers = self.read_counts.setdefault(address, {})
        count = readers.get(pc, 0)
        readers[pc] = count + 1
        if count == 0:
            return self.registers.get(address, 0) & mask
        return 0 if count % 2 else mask

    def _write(self, uc, offset, size, value, base):
        address = base + offset
        self.read_counts.pop(address, None)
        if address - SERCOM_DATA in _SERCOM_BASES:
            base = address - SERCOM_DATA
            self.spi_writes[base] = self.spi_writes.get(base, 0) + 1
        if RTC <= address < RTC + 0x40:
            self._rtc_write(address - RTC, value)
        for port in PORT:
            if port <= address < port + 2 * PORT_GROUP:
                self._port_write(address - port, value)
                return
        self.registers[address] = value

    def _rtc_read(self, register, size):
        if register == RTC_COUNT:
            count = self.counts()
            pc = self.uc.reg_read(self.arm.UC_ARM_REG_PC)
            if (pc, count) == self.last_count_read and not self.in_handler:
                # a wait on the clock, which stands still inside a chunk: end the chunk
                # here, counted whole (the chip would have spun that long too)
                self.uc.emu_stop()
            self.last_count_read = (pc, count)
            return count
        if register == RTC_INTFLAG:
            return self.rtc_flags
        if register == RTC_SYNCBUSY:
            return 0
        return self.registers.get(RTC + register, 0)

    def _rtc_write(self, register, value):
        if register == RTC_INTENSET:
            self.rtc_inten |= value
        elif register == RTC_INTENCLR:
            self.rtc_inten &= ~value
        elif register == RTC_INTFLAG:
            self.rtc_flags &= ~value
        elif register == RTC_COMP0:
            self.rtc_comp0 = value
        self.registers[RTC + register] = value

    def _port_read(self, offset, size):
        group, register = divmod(offset, PORT_GROUP)
        direction, output = self.ports[group]
        if register == PORT_DIR:
            return direction
        if register == PORT_OUT:
            return output
        if register == PORT_IN:
            value = output
            if group == BUTTON_OUT[0]:
                bit = 1 << BUTTON_OUT[1]
                value = (value & ~bit) | (bit if self.shift.data() else 0)
            return value & 0xFFFFFFFF
        return self.registers.get(PORT[0] + offset, 0)

    def _port_write(self, offset, value):
        group, register = divmod(offset, PORT_GROUP)
        if group > 1:
            return
        state = self.ports[group]
        index, operation = (0, register) if register < PORT_OUT else (1, register - PORT_OUT)
        if register > PORT_OUTTGL:
            self.registers[PORT[0] + offset] = value
            return
        before = state[1]
        if operation == 0:
            state[index] = value
        elif operation == 4:
            state[index] &= ~value
        elif operation == 8:
            state[index] |= value
        elif operation == 12:
            state[index] ^= value
        if index == 1 and group == BUTTON_LATCH[0]:
            after = state[1]
            clock_bit = 1 << BUTTON_CLOCK[1]
            scans = self.shift.scans
            self.shift.pins(after >> BUTTON_LATCH[1] & 1, after & clock_bit)
            if self.probe is not None and self.shift.scans != scans:
                self.probe.mark("scan", self.shift.latched)
            if after & clock_bit and not before & clock_bit:
                self.shift.clock_edge()

    # -- hooks
    def _install_hooks(self):
        import unicorn
        handlers = {
            "spi_flash_read_command": self._spi_flash_read_command,
            "spi_flash_write_command": self._return_true,
            "spi_flash_command": self._return_true,
            "_flash_write": self._flash_write,
            "serial_write_substring": self._serial_write,
            "common_hal_fourwire_fourwire_send": self._fourwire_send,
            "_refresh_display": self._refresh_display,
            "time_sleep": self._time_sleep,
        }
        for name, _, _ in HOOKS:
            if name not in handlers:
                continue      # the idle's WFI and the tick handler: below
            address, _ = find_symbol(self.symbols, name)
            self.uc.hook_add(unicorn.UC_HOOK_CODE, handlers[name], begin=address, end=address)
        idle, size = find_symbol(self.symbols, IDLE_FUNCTION)
        code = bytes(self.uc.mem_read(idle, size))
        at = code.find(WFI)
        while at >= 0 and at % 2:
            at = code.find(WFI, at + 1)
        if at < 0:
            raise EmulatorError("%s has no WFI: the idle cannot be found" % IDLE_FUNCTION)
        self.wfi = idle + at
        self.uc.hook_add(unicorn.UC_HOOK_CODE, self._wfi, begin=self.wfi, end=self.wfi)
        self.tick_handler = find_symbol(self.symbols, TICK_HANDLER)[0]
        self.fault = None
        self.uc.hook_add(unicorn.UC_HOOK_MEM_UNMAPPED, self._unmapped)

    def _unmapped(self, uc, access, address, size, value, data):
        self.fault = address
        return False

    def _return(self, value=None):
        arm = self.arm
        if value is not None:
            self.uc.reg_write(arm.UC_ARM_REG_R0, value)
        self.uc.reg_write(arm.UC_ARM_REG_PC, self.uc.reg_read(arm.UC_ARM_REG_LR) | 1)

    def _return_true(self, uc, address, size, data):
        self._return(1)

    def _spi_flash_read_command(self, uc, address, size, data):
        arm = self.arm
        command = uc.reg_read(arm.UC_ARM_REG_R0)
        response, length = uc.reg_read(arm.UC_ARM_REG_R1), uc.reg_read(arm.UC_ARM_REG_R2)
        answer = JEDEC_ID if command == 0x9F else b""
        uc.mem_write(response, (answer + bytes(length))[:length])
        self._return(1)

    def _flash_write(self, uc, address, size, data):
        arm = self.arm
        target, source, length = (uc.reg_read(arm.UC_ARM_REG_R1),
                                  uc.reg_read(arm.UC_ARM_REG_R2),
                                  uc.reg_read(arm.UC_ARM_REG_R3))
        uc.mem_write(target, bytes(uc.mem_read(source, length)))
        self._return(0)

    def _serial_write(self, uc, address, size, data):
        arm = self.arm
        text, length = uc.reg_read(arm.UC_ARM_REG_R0), uc.reg_read(arm.UC_ARM_REG_R1)
        if length:
            chunk = bytes(uc.mem_read(text, length)).decode("utf-8", "replace")
            self.console.append(chunk)
            if self.probe is not None:
                self.probe.mark("said", chunk)
            found = HEAP_LINE.search(chunk)
            if found:
                self.names.append((found.group(1), self.interned()[0]))
            if self.out is not None:
                self.out(chunk)

    def _fourwire_send(self, uc, address, size, data):
        arm = self.arm
        kind, pointer = uc.reg_read(arm.UC_ARM_REG_R1), uc.reg_read(arm.UC_ARM_REG_R3)
        sp = uc.reg_read(arm.UC_ARM_REG_SP)
        length = self._word(sp)
        if 0 < length <= 0x10000:
            self.display.send(kind == DISPLAY_COMMAND, bytes(uc.mem_read(pointer, length)))
            if self.probe is not None:
                self.probe.sent(length)

    def _refresh_display(self, uc, address, size, data):
        if self.probe is not None:
            arm = self.arm
            self.probe.frame_begins(uc.reg_read(arm.UC_ARM_REG_LR) & ~1,
                                    uc.reg_read(arm.UC_ARM_REG_SP))

    def _time_sleep(self, uc, address, size, data):
        if self.probe is not None:
            arm = self.arm
            self.probe.sleep_begins(uc.reg_read(arm.UC_ARM_REG_LR) & ~1,
                                    uc.reg_read(arm.UC_ARM_REG_SP))

    def display_spi(self):
        """(the SERCOM base, its BAUD, the SPI clock in Hz) of the display's bus: the SERCOM
        the firmware put in SPI host mode (CTRLA) whose DATA register it wrote (the display's
        commands go byte by byte; its pixels go by DMA, not modelled), from the registers as
        the firmware left them."""
        found = [base for base in SERCOMS
                 if (self.registers.get(base + SERCOM_CTRLA, 0) >> 2) & 7 == SERCOM_SPI_HOST
                 and self.spi_writes.get(base)]
        if len(found) != 1:
            raise EmulatorError("the display's SERCOM is not known: %d SERCOMs in SPI host "
                                "mode were written to (%s)"
                                % (len(found), ", ".join("0x%08x" % b for b in found)))
        baud = self.registers.get(found[0] + SERCOM_BAUD, 0) & 0xFF
        return found[0], baud, SERCOM_CORE_HZ // (2 * (baud + 1))

    def _wake_flags(self):
        """Sleep until the next interrupt: the tick (PER2) or the compare (CMP0); the flags
        that are then pending."""
        now = self.counts()
        wakes = []
        if self.rtc_inten & RTC_PER2:
            wakes.append(((now // COUNTS_PER_TICK + 1) * COUNTS_PER_TICK, RTC_PER2))
        if self.rtc_inten & RTC_CMP0:
            ahead = (self.rtc_comp0 - now) & 0xFFFFFFFF
            wakes.append((now + (ahead if ahead < 1 << 31 else 0), RTC_CMP0))
        if not wakes:   # nothing would wake the chip but USB: one tick on
            wakes.append((now + COUNTS_PER_TICK, 0))
        when = min(at for at, _ in wakes)
        self.idle_counts += when - now
        return sum(flag for at, flag in wakes if at == when)

    def _wfi(self, uc, address, size, data):
        """The WFI: time runs on to the next interrupt, whose handler then runs, returning
        to the instruction after the WFI (r0-r3 are dead there: the function pops and
        returns)."""
        self.rtc_flags |= self._wake_flags()
        self.last_tick = self.counts() // COUNTS_PER_TICK
        arm = self.arm
        uc.reg_write(arm.UC_ARM_REG_LR, (self.wfi + 2) | 1)
        uc.reg_write(arm.UC_ARM_REG_PC, self.tick_handler | 1)

    _SAVED = None

    def _deliver_tick(self):
        """The RTC interrupt between two chunks, as the core would take it: the handler runs
        on the stack below the interrupted code, every register restored after."""
        arm, uc = self.arm, self.uc
        if self._SAVED is None:
            Machine._SAVED = ([getattr(arm, "UC_ARM_REG_R%d" % n) for n in range(13)]
                              + [arm.UC_ARM_REG_SP, arm.UC_ARM_REG_LR, arm.UC_ARM_REG_XPSR,
                                 arm.UC_ARM_REG_FPSCR]
                              + [getattr(arm, "UC_ARM_REG_S%d" % n) for n in range(16)])
        saved = [uc.reg_read(register) for register in self._SAVED]
        sp = uc.reg_read(arm.UC_ARM_REG_SP)
        uc.reg_write(arm.UC_ARM_REG_SP, (sp - 0x68) & ~7)
        uc.reg_write(arm.UC_ARM_REG_LR, TRAMPOLINE | 1)
        self.rtc_flags |= RTC_PER2
        self.in_handler = True
        try:
            uc.emu_start(self.tick_handler | 1, TRAMPOLINE, count=1_000_000)
        finally:
            self.in_handler = False
        if uc.reg_read(arm.UC_ARM_REG_PC) != TRAMPOLINE:
            raise EmulatorError("the tick handler did not return (at 0x%08x)"
                                % uc.reg_read(arm.UC_ARM_REG_PC))
        for register, value in zip(self._SAVED, saved):
            uc.reg_write(register, value)

    # -- running
    def run(self, instructions=None, ms=None, until=None, settle_ms=1500, snapshot_dir=None):
        """Run until `instructions`, `ms` of emulated time, the console showing `until`, or
        the key script's end plus settle_ms; returns why it stopped."""
        arm, uc = self.arm, self.uc
        while True:
            try:
                uc.emu_start(self.pc, 0xFFFFFFFF, count=CHUNK)
            except self.uc_module.UcError as error:
                pc = uc.reg_read(arm.UC_ARM_REG_PC)
                raise EmulatorError("the CPU stopped at 0x%08x (lr 0x%08x) after %d "
                                    "instructions: %s%s" % (
                                        pc, uc.reg_read(arm.UC_ARM_REG_LR), self.instructions,
                                        error, "" if self.fault is None
                                        else " at 0x%08x" % self.fault)) from None
            self.pc = uc.reg_read(arm.UC_ARM_REG_PC) | 1
            tick = (self.counts_at(self.instructions + CHUNK)) // COUNTS_PER_TICK
            if (tick != self.last_tick and self.rtc_inten & RTC_PER2
                    and not uc.reg_read(arm.UC_ARM_REG_PRIMASK)):
                # the handler sees the count the interrupted code last read: port.c's
                # _get_count() takes a count lower than the last one read for an overflow
                # (2^28 ticks, three days on), and an interrupt between its read and its
                # store would be one
                self.last_tick = tick
                self._deliver_tick()
            self.instructions += CHUNK
            now = self.ms()
            self._keys(now, snapshot_dir)
            if instructions is not None and self.instructions >= instructions:
                return "instructions"
            if ms is not None and now >= ms:
                return "time"
            if until is not None and until in self.tail():
                return "until"
            if (self.timeline and self.keys_start is not None and until is None
                    and now >= self.keys_start + self.script_ms + settle_ms):
                return "keys done"

    def press(self, name, hold_ms=100, gap_ms=120):
        """Press the badge's button `name` for hold_ms (through the 74HC165), then
        run gap_ms more."""
        bit = 1 << key_order().index(name)
        self.shift.pressed |= bit
        self.run(ms=self.ms() + hold_ms)
        self.shift.pressed &= ~bit
        self.run(ms=self.ms() + gap_ms)

    def wait_for(self, text, after, limit_ms, unless=()):
        """Run until the console holds `text` at or after character `after`, or any of
        `unless` does, or limit_ms of emulated time pass; the index just past the text,
        or None."""
        deadline = self.ms() + limit_ms
        while self.ms() < deadline:
            self.run(ms=min(deadline, self.ms() + 50))
            console = self.text()
            found = console.find(text, after)
            if found >= 0:
                return found + len(text)
            if any(console.find(other, after) >= 0 for other in unless):
                return None
        return None

    def text(self):
        if len(self.console) > 1:
            self.console[:] = ["".join(self.console)]
        return self.console[0] if self.console else ""

    def tail(self, characters=4000):
        text = "".join(self.console[-64:])
        return text[-characters:]

    def _keys(self, now, snapshot_dir):
        if self.keys_start is None:
            if not self.shift.scans:
                return
            self.keys_start = now
        while self.next_key < len(self.timeline):
            at, index, down = self.timeline[self.next_key]
            if self.keys_start + at > now:
                break
            if down and snapshot_dir is not None:
                self.save(Path(snapshot_dir) / ("%03d.png" % self.next_key))
            bit = 1 << index
            self.shift.pressed = (self.shift.pressed | bit) if down else (
                self.shift.pressed & ~bit)
            self.next_key += 1

    def interned(self):
        """(the names interned in the heap, [each of its string pools' sizes, newest
        first]), read out of RAM: MP_STATE_VM(last_pool)'s chain of qstr_pool_t
        (prev, total_prev_len, alloc, len, ...) down to the firmware's own pool."""
        ends = {self.symbols[name][0] for name in ("mp_qstr_const_pool",
                                                   "mp_qstr_frozen_const_pool")
                if name in self.symbols}
        state, size = self.symbols["mp_state_ctx"]
        offsets = [self._last_pool] if self._last_pool is not None else range(0, size, 4)
        for offset in offsets:
            pool, count, sizes = self._word(state + offset), 0, []
            for _ in range(32):
                if pool in ends:
                    self._last_pool = offset
                    return count, sizes
                if not RAM[0] <= pool < RAM[0] + RAM[1] - 16:
                    break
                sizes.append(self._word(pool + 8))
                count += self._word(pool + 12)
                pool = self._word(pool)
        raise EmulatorError("no string pool chain in mp_state_ctx")

    def _word(self, address):
        return struct.unpack("<I", bytes(self.uc.mem_read(address, 4)))[0]

    def save(self, path):
        write_png(path, self.display.width, self.display.height, self.display.rgb())


# a 2-player game against a CPU Expert, from the title, through the badge's buttons:
# New game, a mode (Down presses), 2 players, P2's seat cycled to CPU Expert, Start
MODES = ("Classic", "Painted", "POWER")
SETUP = "Start {mode} Start Down Start Down Down Start Start Start Down Start"
TURN_MS = 600_000         # a turn (the computer's, mostly) that takes longer: stuck


def play_game(machine, mode="POWER", hints=True, out=None, turns_wanted=0):
    """Play from the title to the end screen (or `turns_wanted` turns, if given): P1 (the
    badge's buttons) rolls once, asks for a hint (A held) when `hints`, and scores the box
    under the cursor (Start); P2 is a CPU Expert. Returns the number of turns played;
    EmulatorError when stuck."""
    say = out or (lambda text: None)
    at = machine.wait_for("menus screen", 0, 30_000)
    if at is None:
        raise EmulatorError("no title screen (no 'menus screen' on the console)")
    machine.run(ms=machine.ms() + 500)
    setup = SETUP.format(mode=" ".join(["Down"] * MODES.index(mode)))
    for token in setup.split():
        machine.press(token, gap_ms=250)
    at = machine.wait_for("play screen", at, 30_000)
    if at is None:
        raise EmulatorError("the game did not start (no 'play screen')")
    turns = 0
    while turns_wanted <= 0 or turns < turns_wanted:
        machine.run(ms=machine.ms() + 800)
        if _ended(machine, at):
            return turns
        machine.press("B")
        machine.run(ms=machine.ms() + 1500)
        if hints:
            machine.press("A", hold_ms=800)
            machine.run(ms=machine.ms() + 1500)
        for attempt in range(3):       # a box that asks again (a zero) takes a second press
            machine.press("Start")
            ended = machine.wait_for("turn ended", at, 2500)
            if ended is not None:
                break
        else:
            if _ended(machine, at):
                return turns
            raise EmulatorError("P1's turn did not end (turn %d)" % (turns + 1))
        at, turns = ended, turns + 1
        say("turn %d (P1) at %.0f ms\n" % (turns, machine.ms()))
        ended = machine.wait_for("turn ended", at, TURN_MS, unless=_END_SCREENS)
        if _ended(machine, at):
            return turns + 1           # the computer's last turn, which ended the game
        if ended is None:
            raise EmulatorError("the computer's turn did not end (turn %d)" % (turns + 1))
        at, turns = ended, turns + 1
        say("turn %d (CPU) at %.0f ms\n" % (turns, machine.ms()))
        machine.run(ms=machine.ms() + 300)
        console = machine.text()
        if console.find("end screen", at - 20) >= 0 or console.find("initials screen",
                                                                     at - 20) >= 0:
            return turns
        if "MemoryError" in console:
            raise EmulatorError("MemoryError on the firmware")
    return turns


def thumb_instructions(code):
    """How many Thumb-2 instructions `code` holds (a first halfword 0b11101/0b11110/0b11111
    starts a 32-bit one)."""
    count = at = 0
    while at + 1 < len(code):
        at += 4 if code[at + 1] >> 3 in (0b11101, 0b11110, 0b11111) else 2
        count += 1
    return count


def exact_instructions(machine, action, window_ms):
    """The instructions executed from `action()` for window_ms, counted block by block (a
    Python call per block: about five times slower, so only around a press)."""
    import unicorn
    total, sizes = [0], {}

    def block(uc, address, size, data):
        key = (address, size)
        count = sizes.get(key)
        if count is None:
            count = sizes[key] = thumb_instructions(bytes(uc.mem_read(address, size)))
        total[0] += count

    hook = machine.uc.hook_add(unicorn.UC_HOOK_BLOCK, block)
    machine.uc.ctl_flush_tb()      # code translated before the hook came would not call it
    try:
        start = machine.ms()
        action()
        machine.run(ms=start + window_ms)
    finally:
        machine.uc.hook_del(hook)
        machine.uc.ctl_flush_tb()
    return total[0]


class PressProbe:
    """Press to pixels, counted on the firmware itself while installed (`with
    PressProbe(machine) as probe:`): every instruction, block by block (as
    exact_instructions); marks at each key scan (the 74HC165 latched, with what it latched),
    each wake of the app (its time.sleep returned) and each piece of console output; and
    the frames, each a display refresh (_refresh_display) from its entry to its return,
    with the bytes it handed the display's bus (commands, their parameters and the pixels). A mark holds the instructions
    counted to it and the emulated ms (Machine.ms(), to the chunk: it also counts the
    time a wait on the clock spun, which the instructions leave out)."""

    def __init__(self, machine):
        self.machine = machine
        self.count = 0
        self.sizes = {}
        self.marks = []          # (kind, instructions, ms, what)
        self.frames = []         # [start, end (instructions), bytes, ms at start, at end]
        self.open = None         # (return address, sp, the frame) of the refresh running
        self.sleeping = None     # (return address, sp) of the app's time.sleep running
        self.hook = None

    def __enter__(self):
        import unicorn
        self.hook = self.machine.uc.hook_add(unicorn.UC_HOOK_BLOCK, self._block)
        self.machine.uc.ctl_flush_tb()   # code translated before the hook would not call it
        self.machine.probe = self
        return self

    def __exit__(self, *error):
        self.machine.probe = None
        self.machine.uc.hook_del(self.hook)
        self.machine.uc.ctl_flush_tb()

    def _block(self, uc, address, size, data):
        opened = self.open
        if (opened is not None and address == opened[0]
                and uc.reg_read(self.machine.arm.UC_ARM_REG_SP) >= opened[1]):
            frame = opened[2]            # the refresh returned to its caller: the frame's end
            frame[1], frame[4] = self.count, self.machine.ms()
            if frame[2]:                 # a refresh with nothing dirty sends nothing
                self.frames.append(frame)
            self.open = None
        sleeping = self.sleeping
        if (sleeping is not None and address == sleeping[0]
                and uc.reg_read(self.machine.arm.UC_ARM_REG_SP) >= sleeping[1]):
            self.sleeping = None         # time.sleep returned: the app's frame begins
            self.mark("woke")
        key = (address, size)
        count = self.sizes.get(key)
        if count is None:
            count = self.sizes[key] = thumb_instructions(bytes(uc.mem_read(address, size)))
        self.count += count

    def mark(self, kind, what=None):
        if kind == "said":
            what = sum(len(chunk) for chunk in self.machine.console)   # the console's length
        self.marks.append((kind, self.count, self.machine.ms(), what))

    def frame_begins(self, back, sp):
        if self.open is None:            # a refresh inside one (background tasks) returns
            self.open = (back, sp, [self.count, None, 0, self.machine.ms(), None])

    def sleep_begins(self, back, sp):
        self.sleeping = (back, sp)

    def sent(self, length):
        if self.open is not None:
            self.open[2][2] += length

    # -- reading the marks
    def scan(self, since, bit, down):
        """The first key scan at or after mark `since` that latched the key `bit` down (or,
        `down` false, up)."""
        for mark in self.marks[since:]:
            if mark[0] == "scan" and bool(mark[3] & bit) == down:
                return mark
        raise EmulatorError("no key scan read the press (%s)" % ("down" if down else "up"))

    def frames_after(self, count):
        return [frame for frame in self.frames if frame[0] > count]

    def woke(self, count):
        """The mark of the app's last wake before instruction `count` (its time.sleep
        returned): where the work that ended in a frame began. Not the last WFI: a sleep
        spins on without one while a background task is pending, and a frame late for
        its time has no sleep before it (the work since the last wake is all its own)."""
        wakes = [mark for mark in self.marks if mark[0] == "woke" and mark[1] < count]
        if not wakes:
            raise EmulatorError("no wake of the app before the frame")
        return wakes[-1]

    def said(self, text, since=0):
        """The mark of the console output that completed the first `text` at or after
        console index `since`."""
        at = self.machine.text().find(text, since)
        if at >= 0:
            for mark in self.marks:
                if mark[0] == "said" and mark[3] >= at + len(text):
                    return mark
        raise EmulatorError("the console did not say %r" % text)


def long_press_ms():
    """yahtzee_app.keys.LONG_MS: how long a key is held for its long action (the hint)."""
    text = (ROOT / "lib" / "yahtzee_app" / "keys.py").read_text()
    return int(re.search(r"^LONG_MS = const\((\d+)\)", text, re.M).group(1))


def measure_presses(machine, mode="POWER"):
    """Press to pixels on P1's first turn of a game set up as play_game's (2 players, P2 a
    CPU Expert): [(action, instructions, bytes, emulated ms)], each from the key scan that
    first reads the key's acting edge (the press; a tap with a long action, A and Select,
    acts on its release; the hint, A held LONG_MS, from the last scan that read A down
    before its frame) to the end of the first frame after it: the instructions between, and the bytes that
    frame put on the display's bus. A tumble frame and the hand-over have no press: they
    count from the app's wake before them (its time.sleep returning). The emulated ms runs from the
    same start and includes the sleep before the app's next frame (up to 20 ms)."""
    at = machine.wait_for("menus screen", 0, 30_000)
    if at is None:
        raise EmulatorError("no title screen (no 'menus screen' on the console)")
    machine.run(ms=machine.ms() + 500)
    for token in SETUP.format(mode=" ".join(["Down"] * MODES.index(mode))).split():
        machine.press(token, gap_ms=250)
    at = machine.wait_for("play screen", at, 30_000)
    if at is None:
        raise EmulatorError("the game did not start (no 'play screen')")
    machine.run(ms=machine.ms() + 2000)
    names = key_order()
    results = []
    with PressProbe(machine) as probe:

        def press(name, hold_ms, after_ms, edge="press"):
            """Press `name` for hold_ms, run after_ms more; the scan mark that acts."""
            bit = 1 << names.index(name)
            down = len(probe.marks)
            machine.shift.pressed |= bit
            machine.run(ms=machine.ms() + hold_ms)
            up = len(probe.marks)
            machine.shift.pressed &= ~bit
            machine.run(ms=machine.ms() + after_ms)
            if edge == "release":
                return probe.scan(up, bit, False)
            return probe.scan(down, bit, True)

        def first_frame(what, start, frames=None):
            frames = probe.frames_after(start[1]) if frames is None else frames
            if not frames:
                raise EmulatorError("%s: no frame on the display after it" % what)
            record(what, start, frames[0])
            return frames[0]

        def record(what, start, frame):
            results.append((what, frame[1] - start[1], frame[2], frame[4] - start[2]))

        # the roll key: the dice tumble while it is held (SHAKE), roll on its release
        bit = 1 << names.index("B")
        mark = len(probe.marks)
        down = press("B", 400, 1200)
        first = first_frame("roll", down)
        release = probe.scan(mark, bit, False)
        held = [frame for frame in probe.frames_after(first[1]) if frame[1] < release[1]]
        if not held:
            raise EmulatorError("no tumble frame while the roll key was held")
        tumble = held[min(1, len(held) - 1)]
        record("tumble-frame", probe.woke(tumble[0]), tumble)
        first_frame("roll-release", release)
        first_frame("dice-cursor", press("Right", 100, 400))
        first_frame("hold", press("A", 100, 400, edge="release"))
        first_frame("scorecard-cursor", press("Down", 100, 400))
        # the hint: A held LONG_MS, which the app's frame sees by the clock (a scan's stamp
        # on the press, LONG_MS before): from the last scan that read A down before its frame
        bit = 1 << names.index("A")
        pressed = press("A", long_press_ms() + 250, 2500)
        hint = [frame for frame in probe.frames_after(pressed[1])
                if frame[3] >= pressed[2] + long_press_ms() - 1]
        if not hint:
            raise EmulatorError("hint: no frame on the display after A held")
        start = [mark for mark in probe.marks if mark[0] == "scan" and mark[3] & bit
                 and mark[1] < hint[0][0]][-1]
        first_frame("hint", start, hint)
        if len(hint) > 1:
            record("hint-advice", start, hint[-1])
        shown = len(machine.text())
        # the pause: "Paused" on the play screen answers it, the menu comes a frame later
        paused = press("Select", 100, 1500, edge="release")
        frames = probe.frames_after(paused[1])
        first_frame("pause", paused, frames)
        if len(frames) < 2:
            raise EmulatorError("pause: no menu after the frame that answered it")
        record("pause-menu", paused, frames[1])
        first_frame("menu-move", press("Down", 100, 400))
        press("Select", 100, 500, edge="release")
        if machine.wait_for("play screen", shown, 30_000) is None:
            raise EmulatorError("the game did not come back from the pause menu")
        machine.run(ms=machine.ms() + 1000)
        shown = len(machine.text())
        first_frame("score", press("Start", 100, 200))
        ended = machine.wait_for("turn ended", shown, 5000)
        if ended is None:
            raise EmulatorError("P1's score did not end the turn")
        if machine.wait_for("turn ended", ended, TURN_MS, unless=_END_SCREENS) is None:
            raise EmulatorError("the computer's turn did not end")
        machine.run(ms=machine.ms() + 1000)
        said = probe.said("turn ended", ended)        # the computer's score: P1's turn next
        first_frame("hand-over", probe.woke(said[1]), probe.frames_after(said[1]))
    return results


def press_lines(results, baud):
    """The four-column lines: press-to-pixels ACTION CPU_MS SPI_MS TOTAL_MS (cpu at
    CYCLES_PER_INSTRUCTION and CPU_HZ; the SPI, the frame's bytes at `baud`, the clock the
    firmware set: Machine.display_spi). The total is their sum: the firmware does not
    overlap its work with the bus. fourwire's send calls common_hal_busio_spi_write, which
    sends 16 bytes or more by DMA (sercom_dma_write) and waits in shared_dma_transfer until
    the DMA and the SERCOM's last bit are done (peripherals/samd/dma.c), fewer byte by byte;
    displayio renders the next piece only after. In the emulator that wait ends at once
    (the register windows), so the instructions leave the transfer out, and it is added."""
    lines = []
    for what, count, sent, _ in results:
        cpu, spi = instructions_ms(count), sent * 8 / baud * 1000
        lines.append("press-to-pixels %s %.2f %.2f %.2f" % (what, cpu, spi, cpu + spi))
    return lines


def instructions_ms(count, cycles_per_instruction=CYCLES_PER_INSTRUCTION):
    return count * cycles_per_instruction / CPU_HZ * 1000


def _ended(machine, since):
    """The end screen (or the high score's initials) came after console index `since`."""
    console = machine.text()
    return any(console.find(name, since) >= 0 for name in _END_SCREENS)


_END_SCREENS = ("end screen", "initials screen")


# The heap's string pools hold 20, 40, ... 640 names, 1,260 in all; the next holds 1,280
# (7.7 KB in one piece on a SAMD51).
QSTR_POOLS = 1260
HEAP_LINE = re.compile(r"yahtzee heap: (.+?): (\d+) free, (\d+) in use")


def heap_stages(console):
    """[(stage, free, in use)] of the YAHTZEE_DEBUG lines the firmware printed."""
    return [(stage, int(free), int(used)) for stage, free, used in
            HEAP_LINE.findall(console)]


def names_per_stage(machine):
    """{stage: the most names interned at its heap lines}, in the order they first came."""
    most = {}
    for stage, count in machine.names:
        most[stage] = max(count, most.get(stage, count))
    return most


def lowest_per_stage(console):
    """{stage: lowest free} in the order the stages first came."""
    lowest = {}
    for stage, free, _ in heap_stages(console):
        lowest[stage] = min(free, lowest.get(stage, free))
    return lowest


def most_used_per_stage(console):
    """{stage: the most in use (gc.mem_alloc(), after a collection): the objects and code
    alone, where the free figure (gc.mem_free()) also counts what the heap could still grow
    by; on a PyBadge the two add up to the same 146,432 B in every run so far."""
    most = {}
    for stage, _, used in heap_stages(console):
        most[stage] = max(used, most.get(stage, used))
    return most


# ------------------------------------------------------------------ command line

def with_debug(settings):
    """settings.toml's added lines with YAHTZEE_DEBUG on: --presses and --game find the
    title, the play screen and the heap at each stage by the lines it prints."""
    if settings and "YAHTZEE_DEBUG" in settings:
        return settings
    return (settings + "\n" if settings else "") + "YAHTZEE_DEBUG = 1"


def main(argv=None, out=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("firmware", nargs="?", help="the firmware: a .uf2 (its build's "
                        "firmware.elf is found for the symbols) or the .elf (default: ours, "
                        "dist/yahtzee-pybadge-cpVERSION.uf2)")
    parser.add_argument("--drive", metavar="DIR", help="the files of CIRCUITPY (an empty "
                        "folder: an empty drive, with no code.py)")
    parser.add_argument("--deploy", choices=("ours", "stock"),
                        help="fill the drive as tools/deploy.py would for this firmware "
                        "(into --drive DIR, or a temporary folder); the default without "
                        "--drive: ours for a firmware with the game frozen in, else stock")
    parser.add_argument("--settings", help='lines added to settings.toml, e.g. '
                        '"YAHTZEE_DEBUG = 1" (--presses and --game add it themselves)')
    parser.add_argument("--keys", help="a timed key script (tools/sim/physical.py), from the "
                        "first scan of the buttons: B A Start Select Right Down Up Left")
    parser.add_argument("--screenshot", metavar="PNG", help="the screen at the end")
    parser.add_argument("--screenshots", metavar="DIR", help="the screen before each press")
    parser.add_argument("--instructions", type=int, help="stop after N instructions")
    parser.add_argument("--ms", type=float, help="stop after N ms of emulated time "
                        "(default without --keys or --until: 8000: the title and a little more)")
    parser.add_argument("--until", metavar="TEXT", help="stop once the console shows TEXT")
    parser.add_argument("--game", choices=MODES, help="play a 2-player game against a "
                        "CPU Expert through the buttons (P1 rolls once, asks for a hint, "
                        "scores) to the end screen; with YAHTZEE_DEBUG, the lowest free heap "
                        "per stage")
    parser.add_argument("--presses", action="store_true", help="press to pixels on P1's "
                        "first turn (roll, tumble, cursors, hold, hint, pause, score, the "
                        "hand-over): one line an action, 'press-to-pixels ACTION CPU_MS SPI_MS "
                        "TOTAL_MS'")
    parser.add_argument("--no-hints", action="store_true", help="--game: P1 asks none")
    parser.add_argument("--turns", type=int, default=0,
                        help="--game: stop after this many turns (default: the whole game)")
    parser.add_argument("--heap-at-start", action="store_true", help="put a line first in "
                        "the drive's code.py that prints gc.mem_free() as code.py starts")
    parser.add_argument("--quiet", action="store_true", help="no console echo")
    args = parser.parse_args(argv)
    echo = out or (lambda text: (sys.stdout.write(text), sys.stdout.flush()))
    try:
        import unicorn  # noqa: F401
        import elftools  # noqa: F401
    except ImportError as error:
        print("emulate: %s: pip install -r requirements.txt (unicorn, pyelftools)" % error,
              file=sys.stderr)
        return 2
    machine = None
    if args.firmware is None:
        from tools.shipping import firmware
        args.firmware = str(firmware.UF2)
    try:
        names = key_order()
        keys = key_timeline(args.keys, names) if args.keys else None
        if args.drive is None and args.deploy is None:
            args.deploy = "ours" if has_game(args.firmware) else "stock"
        with tempfile.TemporaryDirectory() as work:
            folder = args.drive
            if args.deploy:
                folder = deploy_drive(folder or Path(work) / "drive", args.deploy == "stock")
            if args.heap_at_start:
                copy = Path(work) / "with-heap-line"
                if folder is not None:
                    shutil.copytree(folder, copy)
                copy.mkdir(exist_ok=True)
                code = copy / "code.py"
                code.write_text(HEAP_AT_START + (code.read_text() if code.is_file() else ""))
                folder = copy
            settings = with_debug(args.settings) if args.presses or args.game else args.settings
            image_path = make_drive(Path(work) / "circuitpy.img", folder, settings)
            machine = Machine(args.firmware, image_path, keys, None if args.quiet else echo)
            ms = args.ms
            if ms is None and not keys and args.until is None and args.instructions is None:
                ms = 8000
            started = time.monotonic()
            if args.presses:
                results = measure_presses(machine)
                base, baud_register, baud = machine.display_spi()
                print("\nemulate: press to pixels: cpu ms = instructions x CPI %.1f at %d MHz "
                      "(the figures at CPI 1.0 and 2.0 beside); spi ms = the frame's bytes x 8 "
                      "at %s Hz (SERCOM at 0x%08x, BAUD %d: %d MHz / 2 (BAUD + 1))"
                      % (CYCLES_PER_INSTRUCTION, CPU_HZ // 1_000_000, "{:,}".format(baud),
                         base, baud_register, SERCOM_CORE_HZ // 1_000_000), file=sys.stderr)
                for what, count, sent, wall in results:
                    print("emulate: %-17s %12s instructions (%.2f / %.2f ms at CPI 1.0 / 2.0), "
                          "%6s bytes; %.1f ms emulated" % (
                              what, "{:,}".format(count), instructions_ms(count, 1.0),
                              instructions_ms(count, 2.0), "{:,}".format(sent), wall),
                          file=sys.stderr)
                sys.stderr.flush()
                # on a line of their own after the console's echo (stdout, unless --quiet)
                print(("" if args.quiet else "\n") + "\n".join(press_lines(results, baud)))
                sys.stdout.flush()
                why = "presses measured"
            elif args.game:
                turns = play_game(machine, args.game, not args.no_hints,
                                  out=lambda text: sys.stderr.write("emulate: " + text),
                                  turns_wanted=args.turns)
                why = ("%d turns played" if args.turns else "end screen after %d turns") % turns
                machine.run(ms=machine.ms() + 1000)
            else:
                why = machine.run(args.instructions, ms, args.until,
                                  snapshot_dir=args.screenshots)
            seconds = time.monotonic() - started
        if args.screenshot:
            machine.save(args.screenshot)
        print("\nemulate: stopped (%s) after %s instructions, %.0f ms emulated, in %.1f s; "
              "display: %s bytes, %d memory writes"
              % (why, "{:,}".format(machine.instructions), machine.ms(), seconds,
                 "{:,}".format(machine.display.bytes), machine.display.writes), file=sys.stderr)
        lowest = lowest_per_stage(machine.text())
        if lowest:
            names = names_per_stage(machine)
            used = most_used_per_stage(machine.text())
            print("emulate: the lowest free heap per stage (the firmware's gc.mem_free()), "
                  "the most in use (gc.mem_alloc()) and the most names interned (the string "
                  "pools grow past %d):" % QSTR_POOLS, file=sys.stderr)
            for stage, free in lowest.items():
                print("  %-48s %9s B %9s B used %6s names" % (
                    stage, "{:,}".format(free), "{:,}".format(used[stage]),
                    "{:,}".format(names.get(stage, 0))), file=sys.stderr)
            print("  %-48s %9s B %9s B used" % ("lowest", "{:,}".format(min(lowest.values())),
                                                "{:,}".format(max(used.values()))),
                  file=sys.stderr)
        return 0
    except EmulatorError as error:
        print("emulate: %s" % error, file=sys.stderr)
        if machine is not None:
            for stage, free in lowest_per_stage(machine.text()).items():
                print("  %-48s %9s B" % (stage, "{:,}".format(free)), file=sys.stderr)
        return 1
    except Exception as error:  # the key script's own errors say what is wrong
        from tools.sim.physical import ScriptError
        if isinstance(error, ScriptError):
            print("emulate: --keys: %s" % error, file=sys.stderr)
            return 2
        raise


if __name__ == "__main__":
    sys.exit(main())
