"""The boards' facts, one row a board profile: what every tool knows of a board.

    from tools.board_facts import FACTS
    FACTS["clue"].bus_hz          # 32_000_000: the CLUE's display bus
    FACTS["pybadge"].board_id     # "pybadge": what board.board_id reads on it

The device side keeps its own tables in boards/__init__.py (BOARD_IDS: board.board_id ->
profile; PROFILES: profile -> its module in boards/ and the variant its build() takes), and
never imports tools/. This table is the tools' one: keyed by the same profiles (a test checks
that every profile of boards.PROFILES has a row), with named fields. No tool keeps a table of
its own by board (tests/test_board_facts.py greps them): a tool reads its rows here, or a
view of them built here (BOARDS, MADE, STANDIN_BOARDS, SCREENS...). A new board is its module
in boards/ and one row below.

The fields (None where a board has no such part):
  profile        the key: boards.PROFILES' name (YAHTZEE_BOARD, `--board` in every tool)
  name           the Hardware's name (boards/<module>.py says it on the device)
  board_id       board.board_id on it: CircuitPython's port board name; the stand-in `board`
                 (tests/fakes: cpython, circuitpython) of that name stands for it.
                 The DIY handheld is any board: the tools build it on a Raspberry Pi Pico
  chip, family, core   the microcontroller (SAMD51J19), its family (SAMD51), its CPU core
  cpu_hz         the core's clock
  cpi            cycles one of the PyBadge's (Cortex-M4, Thumb-2) instructions costs on this
                 core, the instructions being what tools/measure/emulate.py counts
                 (tools/measure/bench.py)
  ram_bytes      the chip's SRAM (the datasheet's), of which CircuitPython's heap is a part
  width, height, depth   the screen: pixels, bits a pixel
  screen         the simulator's screen of that size (tools/sim/board.py: pybadge, clue,
                 wide, macropad), on which the logical tools (fuzz, bench) play the board
  hold_pixels    the NeoPixels that show the held dice (0: the holds show on screen only)
  accelerometer  the chip that feels a shake (ACCELEROMETERS: its I2C address, registers)
  asked_hz       the display bus's baud the board's board.c asks (DIY: boards/diy.py's default)
  bus_hz         the baud it gets, from the port's SPI code (samd51_sercom_hz...)
  window_bytes   the bytes of the commands before each window of pixels on that bus
  nvm_bytes, erase_bytes, sleep_bytes   microcontroller.nvm's size, its flash erase block,
                 alarm.sleep_memory's size (tools/measure/wear.py's header cites the sources)
  pc_keys        the simulator's PC keys (pygame names) -> the board's buttons
  pc_hint        what the simulator's window says of them
  roll_buttons   the buttons that roll (fuzz --mash mashes them), the shake included
  choose_button  the button that chooses on a menu
  score_presses  how a person scores: the presses, each a tuple of buttons pressed together
  press_weights  how often fuzz --physical presses a button (the others: once each)

The bus figures cite CircuitPython 10.2.1's files (../shared/circuitpython's source kit).
"""

from collections import namedtuple
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

import boards  # noqa: E402  (plain tables; imports no hardware)

Board = namedtuple("Board", (
    "profile name board_id chip family core cpu_hz cpi ram_bytes "
    "width height depth screen hold_pixels accelerometer "
    "asked_hz bus_hz window_bytes "
    "nvm_bytes erase_bytes sleep_bytes "
    "pc_keys pc_hint roll_buttons choose_button score_presses press_weights"))

# The accelerometers, by chip, as the stand-in `board`'s I2C bus has them: (address,
# ((register, value)...), ((register, self-clearing bits)...)): WHO_AM_I and, on the
# LSM6DS33, the software reset bit that clears itself.
ACCELEROMETERS = {
    "LIS3DH": (0x19, ((0x0F, 0x33),), ()),
    "LSM6DS33": (0x6A, ((0x0F, 0x69),), ((0x12, 0x01),)),
}


# ---- the display buses' clocks, from the ports' SPI code

# The SAMD51's SERCOM runs from GCLK1 at 48 MHz (CONF_GCLK_SERCOM0_CORE_FREQUENCY in
# ports/atmel-samd/asf4_conf/samd51/peripheral_clk_config.h:677, set by
# peripherals/samd/sam_d5x_e5x/sercom.c:69).
SERCOM_GCLK_HZ = 48_000_000


def samd51_sercom_hz(asked, gclk=SERCOM_GCLK_HZ):
    """The SAMD51 SERCOM's SPI clock for `asked` Hz: its BAUD register is
    (float)gclk / (2 x asked) - 0.5, truncated, at least 0
    (ports/atmel-samd/peripherals/samd/sercom.c:35-38), and the clock it gets is
    gclk / (2 x (BAUD + 1)) (sercom.c:43)."""
    baud = max(0, int(gclk / (2 * asked) - 0.5))
    return gclk // (2 * (baud + 1))


def nrf_spim_hz(asked, spim_max):
    """The nRF52840 SPIM's clock for `asked` Hz: MIN(asked, the SPIM's maximum), rounded down
    to the SPIM's steps (ports/nordic/common-hal/busio/SPI.c:197, baudrate_to_spim_frequency
    at :79-110, CircuitPython 10.2.1)."""
    wanted = min(asked, spim_max)
    for step in (32_000_000, 16_000_000, 8_000_000, 4_000_000, 2_000_000, 1_000_000, 500_000,
                 250_000):
        if wanted >= step:
            return step
    return 125_000


def rp2040_spi_hz(asked, clk_peri):
    """The RP2040 SPI's clock for `asked` Hz: pico-sdk's spi_set_baudrate
    (src/rp2_common/hardware_spi/spi.c; CircuitPython's common_hal_busio_spi_configure,
    ports/raspberrypi/common-hal/busio/SPI.c:139, calls it): the smallest even prescale,
    then the largest post-divide that keeps the clock at or under `asked`."""
    prescale = 2
    while prescale <= 254 and clk_peri >= (prescale + 2) * 256 * asked:
        prescale += 2
    postdiv = 256
    while postdiv > 1 and clk_peri // (prescale * (postdiv - 1)) <= asked:
        postdiv -= 1
    return clk_peri // (prescale * postdiv)


# ---- the rows
#
# cpi: the Cortex-M4Fs 1.2, the emulator's own figure for the SAMD51 (most instructions in one
# cycle; loads, taken branches and flash wait states add the rest); the nRF52840 runs its flash
# at 64 MHz behind a cache, so 1.2 errs slow if anything. The RP2040's Cortex-M0+: 2.0,
# assumed: 1.2 x 1.38 (ARM's CoreMark a MHz, about 3.4 on a Cortex-M4 and 2.5 on a Cortex-M0+:
# Thumb-1 only, so more instructions for the same C, no hardware divide in the core, no IT
# blocks, 2-cycle loads and taken branches) x 1.2 (the code runs from QSPI flash through a
# 16 KB XIP cache, smaller than the VM and displayio together: about a fifth more for its
# misses, not measured). Stated, not measured: the MacroPad's cpu figures scale with it (at
# 1.6 they are a fifth lower, at 3.0 half again).
# window_bytes: the column and row commands with their bounds and the write command
# (shared-module/displayio/bus_core.c:125-240): 11 with 16-bit bounds (ram_width 0x100,
# single_byte_bounds false: shared-module/busdisplay/BusDisplay.c:49-53); the SH1106 in page
# addressing 4 (column high and low, the page, the write command 0: bus_core.c:180-186 and
# 228-233, BusDisplay.c:216).
# NVM and sleep memory (tools/measure/wear.py counts the erases), in bytes, and where they come
# from:
# PyBadge, PyGamer (SAMD51J19/J20): NVM 8,192 bytes in one 8 KB erase block
#   (CircuitPython ports/atmel-samd/mpconfigport.h: CIRCUITPY_INTERNAL_NVM_SIZE
#   8192 and FLASH_ERASE_SIZE NVMCTRL_BLOCK_SIZE for SAMD51; in the source kit
#   ../shared/circuitpython/, and ../shared/DESIGN.md section 5); sleep memory
#   the 8 KB backup RAM (common-hal/alarm/SleepMemory.c: BKUPRAM_SIZE).
# CLUE (nRF52840): NVM 8,192 bytes (ports/nrf/mpconfigport.h:
#   CIRCUITPY_INTERNAL_NVM_SIZE (8 * 1024)) erased in 4 KB flash pages
#   (FLASH_ERASE_SIZE FLASH_PAGE_SIZE, 4096 on the nRF52840); sleep memory 256
#   bytes (ports/nrf/common-hal/alarm/SleepMemory.h: SLEEP_MEMORY_LENGTH).
# MacroPad and a DIY Pico (RP2040): NVM 4,096 bytes (ports/raspberrypi/
#   mpconfigport.h: CIRCUITPY_INTERNAL_NVM_SIZE (4 * 1024)), one 4 KB sector
#   of the QSPI flash; sleep memory 256 bytes (boards/parts.py).

_BADGE_KEYS = {"space": "B", "z": "B", "x": "A", "return": "Start", "escape": "Select",
               "backspace": "Select", "left": "Left", "right": "Right", "up": "Up",
               "down": "Down", "s": "shake"}
_BADGE_WEIGHTS = {"B": 6, "Start": 5, "A": 3, "Up": 2, "Down": 3, "Select": 1}

# SAMD51J19 at 120 MHz; ST7735R 160x128, 16 bits. board.c asks 60 MHz
# (ports/atmel-samd/boards/pybadge/board.c:62); SERCOM4 gives 24.
PYBADGE = Board(
    profile="pybadge", name="PyBadge", board_id="pybadge",
    chip="SAMD51J19", family="SAMD51", core="Cortex-M4F", cpu_hz=120_000_000, cpi=1.2,
    ram_bytes=192 * 1024,
    width=160, height=128, depth=16, screen="pybadge", hold_pixels=5, accelerometer="LIS3DH",
    asked_hz=60_000_000, bus_hz=samd51_sercom_hz(60_000_000), window_bytes=11,
    nvm_bytes=8192, erase_bytes=8192, sleep_bytes=8192,
    pc_keys=_BADGE_KEYS,
    pc_hint="Space/Z = B (roll)  X = A (hold)  Enter = Start  Esc = Select  arrows = d-pad  "
            "S = shake",
    roll_buttons=("B", "shake"), choose_button="Start", score_presses=(("Start",),),
    press_weights=_BADGE_WEIGHTS)

ROWS = (
    PYBADGE,
    # the same firmware (board_id "pybadge"): one NeoPixel, no accelerometer
    PYBADGE._replace(profile="pybadge_lc", name="PyBadge LC", hold_pixels=0,
                     accelerometer=None, roll_buttons=("B",),
                     pc_hint=PYBADGE.pc_hint.replace("  S = shake", "")),
    PYBADGE._replace(profile="edgebadge", name="EdgeBadge", board_id="edgebadge"),
    # SAMD51J20 at 120 MHz; the same panel and bus: board.c asks 60 MHz
    # (ports/atmel-samd/boards/pygamer/board.c:63), 24 MHz again. A stick for the d-pad.
    PYBADGE._replace(profile="pygamer", name="PyGamer", board_id="pygamer", chip="SAMD51J20",
                     ram_bytes=256 * 1024,
                     pc_hint=PYBADGE.pc_hint.replace("d-pad", "stick")),
    # nRF52840 at 64 MHz; ST7789 240x240, 16 bits. board.c asks 60 MHz
    # (ports/nordic/boards/clue_nrf52840_express/board.c:40; the nrf port is ports/nordic in
    # 10.x). Its SPI is the first busio allocates (board_init, before any user code): SPIM3,
    # enabled on the nRF52840 (ports/nordic/nrfx_config.h:49-52) and first in the list, 32 MHz
    # at most, the other SPIMs 8 (ports/nordic/common-hal/busio/SPI.c:33-58): 32 MHz.
    Board(
        profile="clue", name="CLUE", board_id="clue_nrf52840_express",
        chip="nRF52840", family="nRF52840", core="Cortex-M4F", cpu_hz=64_000_000, cpi=1.2,
        ram_bytes=256 * 1024,
        width=240, height=240, depth=16, screen="clue", hold_pixels=0,
        accelerometer="LSM6DS33",
        asked_hz=60_000_000, bus_hz=nrf_spim_hz(60_000_000, 32_000_000), window_bytes=11,
        nvm_bytes=8192, erase_bytes=4096, sleep_bytes=256,
        pc_keys={"a": "A", "left": "A", "b": "B", "right": "B", "space": "B", "s": "shake"},
        pc_hint="A or Left = A   B, Right or Space = B   S = shake (held)",
        # a person scores with A and B at once, twice: ask, then score
        roll_buttons=("B", "shake"), choose_button="B", score_presses=(("A", "B"),) * 2,
        press_weights={"A": 5, "B": 6, "shake": 1}),
    # RP2040 at 125 MHz (pico-sdk's default clk_sys, and clk_peri from it; CircuitPython
    # 10.2.1 sets neither); SH1106 128x64, 1 bit. board.c asks 10 MHz
    # (ports/raspberrypi/boards/adafruit_macropad_rp2040/board.c:52): prescale 2, post-divide
    # 7, 125 MHz / 14 = 8.93 MHz.
    Board(
        profile="macropad", name="MacroPad", board_id="adafruit_macropad_rp2040",
        chip="RP2040", family="RP2040", core="Cortex-M0+", cpu_hz=125_000_000, cpi=2.0,
        ram_bytes=264 * 1024,
        width=128, height=64, depth=1, screen="macropad", hold_pixels=6, accelerometer=None,
        asked_hz=10_000_000, bus_hz=rp2040_spi_hz(10_000_000, 125_000_000), window_bytes=4,
        nvm_bytes=4096, erase_bytes=4096, sleep_bytes=256,
        pc_keys={"1": "key1", "2": "key2", "3": "key3", "q": "key4", "w": "key5", "e": "key6",
                 "a": "key7", "space": "key8", "d": "key9", "z": "key10", "x": "key11",
                 "c": "key12", "return": "knob", "up": "ccw", "down": "cw", "left": "ccw",
                 "right": "cw"},
        pc_hint="keys: 1 2 3 / Q W E / A Space D / Z X C   knob: arrows, Enter presses it",
        roll_buttons=("key8",), choose_button="knob", score_presses=(("knob",),),
        press_weights={"key8": 6, "knob": 5, "cw": 3, "key10": 1}),
    # A home-built handheld: any board, its pins in settings.toml. The tools build it on a
    # Pico (RP2040 at 125 MHz) with the README's wiring and a 240x135 ST7789 at
    # boards/diy.py's default baud (YAHTZEE_TFT_BAUDRATE, 24 MHz asked: 20.8 given).
    Board(
        profile="diy", name="DIY handheld", board_id="raspberry_pi_pico",
        chip="RP2040", family="RP2040", core="Cortex-M0+", cpu_hz=125_000_000, cpi=2.0,
        ram_bytes=264 * 1024,
        width=240, height=135, depth=16, screen="wide", hold_pixels=5, accelerometer=None,
        asked_hz=24_000_000, bus_hz=rp2040_spi_hz(24_000_000, 125_000_000), window_bytes=11,
        nvm_bytes=4096, erase_bytes=4096, sleep_bytes=256,
        pc_keys={"space": "ROLL", "1": "HOLD1", "2": "HOLD2", "3": "HOLD3", "4": "HOLD4",
                 "5": "HOLD5", "6": "HOLD6", "left": "LEFT", "right": "RIGHT",
                 "return": "ENTER", "escape": "MENU"},
        pc_hint="Space ROLL  1-6 HOLD  Left/Right  Enter ENTER  Esc MENU",
        roll_buttons=("ROLL",), choose_button="ENTER", score_presses=(("ENTER",),),
        press_weights={"ROLL": 6, "ENTER": 5, "RIGHT": 3, "MENU": 1}),
)

# profile -> its row
FACTS = {row.profile: row for row in ROWS}

# ---- views of the rows, for the tools

# One profile a board module of boards/ (the PyBadge's serves the PyBadge LC and the
# EdgeBadge): the boards the simulator, fuzz and wear play.
BOARDS = tuple(row.profile for row in ROWS if boards.PROFILES[row.profile][0] == row.profile)
# ... of them, the boards CircuitPython names (boards.BOARD_IDS, not the DIY handheld, which
# is whatever its builder chose): the budget's, the bench's estimates.
MADE = tuple(profile for profile in BOARDS if FACTS[profile].board_id in boards.BOARD_IDS)
# The profiles a stand-in `board` stands for, one a board id CircuitPython names (the first
# row of it: the PyBadge's, not the LC's): tools/runtimes/circuitpython.py writes their facts
# for the stand-ins in CircuitPython's unix port.
STANDIN_BOARDS = tuple(row.profile for n, row in enumerate(ROWS)
                       if row.board_id in boards.BOARD_IDS
                       and all(other.board_id != row.board_id for other in ROWS[:n]))
# The simulator's screens (tools/sim/board.py), by name: the first row with that screen.
SCREENS = {}
for _row in ROWS:
    SCREENS.setdefault(_row.screen, _row)
del _row


def board_id(name):
    """The board id of a profile (a board id is returned as it is)."""
    return FACTS[name].board_id if name in FACTS else name


def accelerometer_address(profile):
    """The I2C address of the board's accelerometer, or None."""
    chip = FACTS[profile].accelerometer
    return ACCELEROMETERS[chip][0] if chip else None


# ---- `--board` in every tool

def board_type(choices, allow_all=True):
    """An argparse `type` for `--board PROFILE` (and `all`): one of `choices`, lower-cased;
    a board id is refused with its profile named."""
    import argparse

    def parse(value):
        key = value.strip().lower()
        if key in choices or (allow_all and key == "all"):
            return key
        named = [p for p in choices if FACTS[p].board_id == key]
        hint = "; %r is a board id, its profile is %r" % (key, named[0]) if named else ""
        raise argparse.ArgumentTypeError("invalid choice: %r (choose from %s%s)%s" % (
            value, ", ".join(choices), ", all" if allow_all else "", hint))
    parse.__name__ = "board profile"
    return parse


def add_board_option(parser, choices, default=None, allow_all=True, what=""):
    """`--board PROFILE` the same in every tool: a board profile of `choices` (FACTS' keys),
    or `all` where the tool can do every one; `what` says what the tool does with it."""
    help_text = "a board profile: %s%s%s" % (", ".join(choices), ", or all" if allow_all else "",
                                             "; " + what if what else "")
    if default is not None:
        help_text += " (default: %s)" % default
    parser.add_argument("--board", type=board_type(choices, allow_all), default=default,
                        metavar="PROFILE", help=help_text)


def chosen(value, choices):
    """The profiles a `--board` value means: `all` (or None) every one of `choices`."""
    return list(choices) if value in (None, "all") else [value]
