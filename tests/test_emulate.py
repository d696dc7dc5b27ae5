"""tools/measure/emulate.py: the PyBadge firmware itself, booted in the Unicorn CPU emulator.

The models (the 74HC165, the ST7735R stream, the register windows, the UF2) are checked
without a firmware. The boots need unicorn and pyelftools (requirements.txt) and the
firmware: ours (make firmware: dist/yahtzee-pybadge-cp10.2.1.uf2) and stock
(make stock-firmware); without one they skip, saying which. A game is about 20 G
instructions: a minute and a half to three, depending on the machine.
"""

import os
import struct
from pathlib import Path

import pytest

from tools.measure import emulate
from tools.shipping import firmware, stock_firmware

try:
    import unicorn  # noqa: F401
    NO_UNICORN = None
except ImportError as error:
    NO_UNICORN = "unicorn is not installed (%s): pip install -r requirements.txt" % error

OURS = firmware.UF2
STOCK = stock_firmware.UF2
# the stock target: what a game should leave free at its lowest (README, "Memory budget")
STOCK_TARGET = 16 * 1024
STRING_POOLS = 1260         # names the heap's string pools hold before they grow ...
POOL_GROWTH = 7680          # ... by this, in one piece (docs/FIRMWARE.md)


def _skip_reason(path, how):
    if NO_UNICORN:
        return NO_UNICORN
    if not Path(path).is_file():
        return "no firmware at %s (%s)" % (path, how)
    try:
        emulate.find_elf(path)
    except emulate.EmulatorError as error:
        return str(error)
    return None


needs_ours = pytest.mark.skipif(_skip_reason(OURS, "make firmware") is not None,
                                reason=str(_skip_reason(OURS, "make firmware")))
needs_stock = pytest.mark.skipif(_skip_reason(STOCK, "make stock-firmware") is not None,
                                 reason=str(_skip_reason(STOCK, "make stock-firmware")))


# ------------------------------------------------------------------ the models

def _scan(register, keys):
    """What keypad.ShiftRegisterKeys reads: latch high, then per key a read between the
    clock's low and its rising edge, then latch low (shared-module/keypad)."""
    register.pins(1, 0)
    bits = []
    for _ in range(keys):
        register.pins(1, 0)
        bits.append(register.data())
        register.pins(1, 1)
        register.clock_edge()
    register.pins(0, 1)
    return bits


def test_shift_register_gives_key_zero_first_and_one_bit_per_rising_clock():
    register = emulate.ShiftRegister()
    register.pressed = 0b00000101        # B (key 0) and Start (key 2)
    assert _scan(register, 8) == [1, 0, 1, 0, 0, 0, 0, 0]
    assert register.scans == 1


def test_shift_register_holds_what_it_latched_while_shifting():
    register = emulate.ShiftRegister()
    register.pressed = 0b1
    register.pins(1, 0)
    register.pressed = 0                 # released mid-scan: the latched bit stays
    assert register.data() == 1


def test_key_order_is_the_pybadge_boards_own():
    assert emulate.key_order() == ("B", "A", "Start", "Select", "Right", "Down", "Up", "Left")


def test_presses_and_games_turn_the_debug_lines_on_themselves():
    # issue 30: --presses stopped with "no title screen" unless --settings said
    # YAHTZEE_DEBUG = 1 (the title and the play screen are found by the lines it prints)
    assert emulate.with_debug(None) == "YAHTZEE_DEBUG = 1"
    assert emulate.with_debug("YAHTZEE_SAVE_TURNS = 1") == \
        "YAHTZEE_SAVE_TURNS = 1\nYAHTZEE_DEBUG = 1"
    assert emulate.with_debug("YAHTZEE_DEBUG = 1") == "YAHTZEE_DEBUG = 1"


def test_key_timeline_times_a_physical_script_from_its_start():
    timeline, length = emulate.key_timeline("Start wait:500 A:800", emulate.key_order())
    assert timeline == [(0, 2, True), (100, 2, False), (720, 1, True), (1520, 1, False)]
    assert length == 1640


def test_st7735r_frame_from_column_row_and_memory_write():
    panel = emulate.ST7735R()
    panel.send(True, bytes([emulate.ST7735_CASET]))
    panel.send(False, struct.pack(">HH", 10, 11))
    panel.send(True, bytes([emulate.ST7735_RASET]))
    panel.send(False, struct.pack(">HH", 20, 21))
    panel.send(True, bytes([emulate.ST7735_RAMWR]))
    panel.send(False, b"\xf8\x00\x07")          # red, then half a pixel...
    panel.send(False, b"\xe0\x00\x1f\xff\xff")  # ...green, blue, white
    rgb = panel.rgb()

    def pixel(x, y):
        at = (y * emulate.WIDTH + x) * 3
        return tuple(rgb[at:at + 3])

    assert [pixel(10, 20), pixel(11, 20), pixel(10, 21), pixel(11, 21)] == [
        (255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255)]
    assert pixel(12, 20) == (0, 0, 0)


class _FakeUc:
    def __init__(self):
        self.pc = 0

    def reg_read(self, register):
        return self.pc


def _windows():
    machine = emulate.Machine.__new__(emulate.Machine)
    machine.registers, machine.read_counts, machine.reads = {}, {}, {}
    from unicorn import arm_const
    machine.arm = arm_const
    return machine


@pytest.mark.skipif(NO_UNICORN is not None, reason=str(NO_UNICORN))
def test_register_read_by_other_instructions_keeps_its_value():
    """SPI set-up reads a SERCOM's CTRLA in several places: each must see the value last
    written (a window that flipped on every read made CTRLA.ENABLE look set, and
    busio.SPI raised EIO: safe mode)."""
    machine, uc = _windows(), _FakeUc()
    base, offset = 0x43000000, 0
    machine._write(uc, offset, 4, 0x2, base)
    values = []
    for pc in (0x100, 0x104, 0x108):
        uc.pc = pc
        values.append(machine._read(uc, offset, 4, base))
    assert values == [0x2, 0x2, 0x2]


@pytest.mark.skipif(NO_UNICORN is not None, reason=str(NO_UNICORN))
def test_register_polled_by_one_instruction_alternates_so_every_wait_ends():
    machine, uc = _windows(), _FakeUc()
    uc.pc = 0x200
    assert [machine._read(uc, 0x18, 1, 0x43000000) for _ in range(4)] == [0, 0, 0xFF, 0]


def test_uf2_that_is_not_one_is_refused_with_a_message(tmp_path):
    bad = tmp_path / "x.uf2"
    bad.write_bytes(b"\0" * 512)
    with pytest.raises(emulate.EmulatorError, match="not a UF2 block"):
        emulate.read_uf2(bad)


def test_firmware_neither_uf2_nor_elf_is_refused(tmp_path):
    other = tmp_path / "x.bin"
    other.write_bytes(b"\0")
    assert emulate.main([str(other), "--quiet"]) == 1


def test_a_frame_with_no_press_counts_from_the_apps_wake_not_a_nested_return():
    """The wake is time.sleep's return to the app: the block at its return address with
    the stack back where the call left it (a deeper call returning to the same address is
    not it), and woke() picks the last one before a frame."""
    class UC:
        sp = 0x2000

        def reg_read(self, register):
            return self.sp

        def mem_read(self, address, size):
            return b"\x00\xbf" * (size // 2)       # NOPs: one instruction each

    class Arm:
        UC_ARM_REG_SP = 13

    class Board:
        arm = Arm()
        console = []

        def ms(self):
            return 0

    uc = UC()
    probe = emulate.PressProbe(Board())
    probe.sleep_begins(0x1000, 0x2000)
    probe._block(uc, 0x2222, 2, None)           # inside the sleep
    uc.sp = 0x1ff0
    probe._block(uc, 0x1000, 2, None)           # the same address, deeper: not the wake
    assert not [mark for mark in probe.marks if mark[0] == "woke"]
    uc.sp = 0x2000
    probe._block(uc, 0x1000, 2, None)           # the app again: its frame begins
    probe._block(uc, 0x3000, 2, None)
    [wake] = [mark for mark in probe.marks if mark[0] == "woke"]
    assert wake[1] == 2                         # after the sleep's two blocks
    assert probe.woke(4) is wake
    with pytest.raises(emulate.EmulatorError):
        probe.woke(2)                           # no wake before it


def test_hooks_table_names_each_hook_and_why():
    for name, what, why in emulate.HOOKS:
        assert name and what and len(why) > 40


# ------------------------------------------------------------------ the boots

def _boot(uf2, stock, tmp_path, keys=None):
    drive = emulate.deploy_drive(tmp_path / "drive", stock)
    image = emulate.make_drive(tmp_path / "circuitpy.img", drive, "YAHTZEE_DEBUG = 1")
    return emulate.Machine(uf2, image, keys)


def _simulator_title(tmp_path):
    import subprocess
    import sys
    shot = tmp_path / "simulator.png"
    subprocess.run([sys.executable, str(emulate.ROOT / "tools" / "simulate.py"), "--headless",
                    "--board", "pybadge", "--keys", "wait:1000", "--scale", "1",
                    "--nvm", str(tmp_path / "fresh.nvm"), "--screenshot", str(shot)],
                   check=True, capture_output=True, env=dict(os.environ, SDL_VIDEODRIVER="dummy"))
    import pygame
    image = pygame.image.load(str(shot))
    return bytes(channel for y in range(emulate.HEIGHT) for x in range(emulate.WIDTH)
                 for channel in image.get_at((x, y))[:3])


def _as_565(rgb):
    """The simulator's RGB888 as the panel shows it: RGB565, widened again."""
    out = bytearray(len(rgb))
    for at in range(0, len(rgb), 3):
        red, green, blue = rgb[at] >> 3, rgb[at + 1] >> 2, rgb[at + 2] >> 3
        out[at:at + 3] = bytes(((red << 3) | (red >> 2), (green << 2) | (green >> 4),
                                (blue << 3) | (blue >> 2)))
    return bytes(out)


def _settle(machine, quiet_ms=600, limit_ms=10_000):
    """Run until the display has had no memory write for quiet_ms."""
    deadline = machine.ms() + limit_ms
    while machine.ms() < deadline:
        writes = machine.display.writes
        machine.run(ms=machine.ms() + quiet_ms)
        if machine.display.writes == writes:
            return


@needs_ours
def test_the_command_line_boots_our_uf2_to_its_title_with_no_drive_given(tmp_path, capsys):
    """`tools/measure/emulate.py UF2 --screenshot title.png`: the drive our firmware wants (the
    one-line code.py, the data) is written for it, the banner printed, the title saved."""
    console = []
    shot = tmp_path / "title.png"
    assert emulate.main([str(OURS), "--screenshot", str(shot)], out=console.append) == 0
    text = "".join(console)
    assert "Adafruit CircuitPython 10.2.1" in text and "code.py output:" in text
    import pygame
    image = pygame.image.load(str(shot))
    assert image.get_size() == (emulate.WIDTH, emulate.HEIGHT)
    colours = {image.get_at((x, y))[:3] for x in range(emulate.WIDTH) for y in range(24, 52)}
    assert len(colours) > 6            # the five coloured dice under the title


@needs_ours
def test_our_firmware_boots_to_the_title_the_simulator_draws(tmp_path):
    machine = _boot(OURS, False, tmp_path)
    assert machine.run(ms=20_000, until="menus screen") == "until"
    _settle(machine)
    console = machine.text()
    assert "Adafruit CircuitPython 10.2.1" in console and "code.py output:" in console
    title = machine.display.rgb()
    names, pools = machine.interned()      # the heap's string pools, read out of RAM
    assert 0 < names <= sum(pools) and names == machine.names[-1][1]
    machine.save(tmp_path / "title.png")
    print("the emulated title: %s" % (tmp_path / "title.png"))
    assert title == _as_565(_simulator_title(tmp_path))
    # a press through the shift register: the mode menu, and the program still running
    # (the tick once came between _get_count's read and its store: an overflow, 2^28
    # ticks on, and the app slept deep at its first press)
    machine.press("Start")
    machine.run(ms=machine.ms() + 2600)
    # the tick's handler once ran between _get_count()'s read of the RTC and its store, and
    # saw a later count: an overflow, ticks_ms three days on (the app slept deep)
    address, _ = machine.symbols["overflowed_ticks"]
    assert bytes(machine.uc.mem_read(address, 8)) == bytes(8)
    assert "Code done running" not in machine.text()
    assert machine.text().count("menus screen") == 1     # one menus module: still up
    assert machine.display.rgb() != title


def _game(uf2, stock, tmp_path, mode="POWER", turns_wanted=0):
    machine = _boot(uf2, stock, tmp_path)
    turns = emulate.play_game(machine, mode, hints=True, turns_wanted=turns_wanted)
    machine.run(ms=machine.ms() + 1000)
    console = machine.text()
    lowest = emulate.lowest_per_stage(console)
    print("\n%s firmware, %s, %d turns, %s instructions, %.0f s emulated: lowest free heap "
          "per stage" % ("stock" if stock else "our", mode, turns,
                         "{:,}".format(machine.instructions), machine.ms() / 1000))
    names = emulate.names_per_stage(machine)
    for stage, free in lowest.items():
        print("  %-48s %9s B %6d names" % (stage, "{:,}".format(free), names[stage]))
    assert "MemoryError" not in console and "Traceback" not in console
    if turns_wanted:
        assert turns == turns_wanted
    else:
        assert "end screen" in console or "initials screen" in console
    return machine, lowest, turns


# The lowest point of each mode's game comes as its computer player is built, or at a turn's
# end: Classic's and Painted's first turns have it, a sixth of the whole game's time (most of
# it the computer's thinking); stock's POWER game, the tightest, plays whole, and on our
# firmware, with 100 KB free, the first turns show the frozen game plays. `make
# emulate-games` (YAHTZEE_WHOLE_GAMES=1) plays every one of them whole.
WHOLE_GAMES = bool(os.getenv("YAHTZEE_WHOLE_GAMES"))
STOCK_TURNS = {"Classic": 6, "Painted": 6, "POWER": 0}
OUR_TURNS = 6


@needs_ours
def test_our_firmware_plays_power_with_hints_against_an_expert(tmp_path):
    machine, lowest, turns = _game(OURS, False, tmp_path, "POWER", 0 if WHOLE_GAMES else OUR_TURNS)
    assert lowest["computer player built (mode 2, level 2)"] > 96 * 1024


@needs_stock
@pytest.mark.parametrize("mode", ("Classic", "Painted", "POWER"))
def test_stock_firmware_plays_each_mode_with_hints_against_an_expert(tmp_path, mode):
    machine, lowest, turns = _game(STOCK, True, tmp_path, mode,
                                   0 if WHOLE_GAMES else STOCK_TURNS[mode])
    names = emulate.names_per_stage(machine)
    low = min(lowest.values())
    # The heap's string pools grow by 7.7 KB in one piece past 1,260 names interned. A stage
    # still under that keeps the target with the growth too: where it comes depends on the
    # names a session took before (every screen visited keeps its own).
    under = [stage for stage in lowest if names[stage] < STRING_POOLS]
    worst = min(lowest[stage] - (POOL_GROWTH if stage in under else 0) for stage in lowest)
    print("  lowest %s B; with the pools grown at a stage under %d names: %s B; the target %s B"
          % ("{:,}".format(low), STRING_POOLS, "{:,}".format(worst), "{:,}".format(STOCK_TARGET)))
    for stage in under:
        print("  %s: %d names from the pools' growth" % (stage, STRING_POOLS - names[stage]))
    assert worst >= STOCK_TARGET, (
        "a stock PyBadge's %s game had %d B free at its lowest (%d B should the string pools "
        "grow at a stage under %d names), under the %d B target; names interned per stage: %s"
        % (mode, low, worst, STRING_POOLS, STOCK_TARGET, names))


def test_thumb_instructions_counts_16_and_32_bit_encodings():
    # movs r0, #0 (16) / bl (32: f000 f800) / ldr.w (32: f8d7 3d04) / bx lr (16)
    code = bytes.fromhex("0020" "00f000f8" "d7f8043d" "7047")
    assert emulate.thumb_instructions(code) == 4


class _LoopMachine:
    """A ten-round Thumb loop in a bare Unicorn, with the two calls exact_instructions
    makes."""
    CODE = bytes.fromhex("0a20" "0138" "fdd1" "00bf")   # movs r0,#10; subs; bne; nop

    def __init__(self):
        import unicorn
        self.uc = unicorn.Uc(unicorn.UC_ARCH_ARM, unicorn.UC_MODE_THUMB | unicorn.UC_MODE_MCLASS)
        self.uc.mem_map(0x1000, 0x1000)
        self.uc.mem_write(0x1000, self.CODE)

    def ms(self):
        return 0

    def run(self, ms=None):
        self.uc.emu_start(0x1001, 0x1006)


@pytest.mark.skipif(NO_UNICORN is not None, reason=str(NO_UNICORN))
def test_exact_instructions_counts_every_instruction_of_a_loop():
    machine = _LoopMachine()
    machine.run()                      # translated (and cached) before the hook comes
    assert emulate.exact_instructions(machine, lambda: None, 1) == 1 + 10 * 2


# ------------------------------------------------------------------ press to pixels

# every action `--presses` times (issue 30), in the order it times them
PRESS_ACTIONS = ("roll", "tumble-frame", "roll-release", "dice-cursor", "hold",
                 "scorecard-cursor", "hint", "hint-advice", "pause", "pause-menu", "menu-move",
                 "score", "hand-over")
# ms (cpu at CPI 1.2 + spi): issue 30's targets (20 ms a press, 25 a frame, 300 what comes
# in steps: a hint's advice, the pause menu after "Paused", the next person's card)
PRESS_BUDGETS = {"roll": 20, "tumble-frame": 25, "roll-release": 20, "dice-cursor": 20,
                 "hold": 20, "scorecard-cursor": 20, "hint": 20, "hint-advice": 300,
                 "pause": 20, "pause-menu": 300, "menu-move": 20, "score": 20,
                 "hand-over": 300}


@pytest.fixture(scope="module")
def our_presses(tmp_path_factory):
    """One `--presses` measure of our UF2 (about a minute), shared by the tests below."""
    reason = _skip_reason(OURS, "make firmware")
    if reason is not None:
        pytest.skip(reason)
    machine = _boot(OURS, False, tmp_path_factory.mktemp("presses"))
    return machine, emulate.measure_presses(machine)


@needs_ours
def test_press_to_pixels_lines_have_four_columns_and_the_spi_at_the_baud_read(our_presses):
    machine, results = our_presses
    base, register, baud = machine.display_spi()
    # the display's SERCOM, and the baud board.c's 60 MHz request comes to: BAUD 0 of the
    # 48 MHz SERCOM clock, read from the registers the firmware wrote
    assert (base, register, baud) == (0x43000000, 0, 24_000_000)
    lines = emulate.press_lines(results, baud)
    assert [line.split()[1] for line in lines] == list(PRESS_ACTIONS)
    for line, (what, count, sent, _) in zip(lines, results):
        word, action, cpu, spi, total = line.split()
        cpu, spi, total = float(cpu), float(spi), float(total)
        assert word == "press-to-pixels" and action == what
        assert count > 0 and sent > 0 and spi > 0
        assert cpu == pytest.approx(emulate.instructions_ms(count), abs=0.006)
        assert spi == pytest.approx(sent * 8 / baud * 1000, abs=0.006)
        assert total == pytest.approx(cpu + spi, abs=0.011)


@needs_ours
def test_press_to_pixels_within_budget_where_our_uf2_is_today(our_presses):
    machine, results = our_presses
    baud = machine.display_spi()[2]
    totals = {line.split()[1]: float(line.split()[4])
              for line in emulate.press_lines(results, baud)}
    print("\n" + "\n".join(emulate.press_lines(results, baud)))
    over = {what: totals[what] for what, budget in PRESS_BUDGETS.items()
            if totals[what] > budget}
    assert not over, "over their budgets (ms): %s" % over
