"""The simulator's board: what a handheld's board module builds, on a PC.

build() returns the Hardware a board module returns (yahtzee_app.hardware): a display
(tools/sim/display.py: Blinka displayio in a pygame window, the hold LEDs under it), buttons
(tools/sim/keys.py: the PC's keys or a script, as the app's logical buttons or, with
`physical`, a board's own over the CircuitPython stand-ins, tools/sim/physical.py), a speaker
(tools/sim/speaker.py) and microcontroller.nvm and alarm.sleep_memory in files, so a saved
game survives a restart.

tools/simulate.py hands this board to the device's own code.py through boards.pc_board;
the tests and the tools (fuzz, wear, bench) call build() themselves.
"""

import os

import displayio

from tools import board_facts as facts
from tools.sim.display import SheetFont, SimDisplay, SimPixels
from tools.sim.keys import CONTROLS, HINT, PhysicalButtons, SimButtons, parse_keys
from tools.sim.speaker import PcSpeaker, PcVoice
from yahtzee_app import names
from yahtzee_app.hardware import Hardware

# The simulator's screens by name, with the app's logical buttons: each a board's screen, from
# the boards' facts (tools/board_facts.py SCREENS: pybadge, clue, wide for the DIY handheld,
# macropad), with its board's NVM and sleep memory; and the window's scale for its size.
SCALES = {"160x128": 4, "240x240": 3, "240x135": 4, "128x64": 6}


def _size(row):
    return "%dx%d" % (row.width, row.height)


# name: (width, height, window scale, monochrome, hold pixels, caption)
PROFILES = {
    name: (row.width, row.height, SCALES[_size(row)], row.depth == 1, row.hold_pixels,
           "%s %s" % (" / ".join(facts.FACTS[board].name for board in facts.BOARDS
                                 if facts.FACTS[board].screen == name), _size(row)))
    for name, row in facts.SCREENS.items()}
# a screen size (tools/simulate.py --screen) -> its profile above
SCREENS = {_size(row): name for name, row in facts.SCREENS.items()}
NVM_BYTES = 8192


class FileNVM:
    """microcontroller.nvm kept in a file (or in memory when path is None), the
    board's size.

    Starts erased (0xFF, like flash) and writes through on every change, as
    the device does. Every write is an erase of the flash block on a board:
    `erases` counts them (`writes` is the same count), `slices` those that were
    one slice assignment."""

    def __init__(self, path=None, size=NVM_BYTES, blank=0xFF):
        self.path = path
        data = b""
        if path and os.path.exists(path):
            with open(path, "rb") as f:
                data = f.read(size)
        self._bytes = bytearray(data + bytes([blank]) * (size - len(data)))
        self.writes = 0
        self.slices = 0

    def __len__(self):
        return len(self._bytes)

    def __getitem__(self, index):
        return self._bytes[index]

    @property
    def erases(self):
        return self.writes

    def __setitem__(self, index, value):
        self._bytes[index] = value
        self.writes += 1
        self.slices += isinstance(index, slice)
        if self.path:
            with open(self.path, "wb") as f:
                f.write(self._bytes)


def sleep_memory(nvm_path, size):
    """alarm.sleep_memory for a board whose NVM is the file `nvm_path`: kept beside it
    (NVM_PATH.sleep), so the next run, or a new App on the same file (a reset), finds
    what the last one left; power_cut() (or deleting the file) is the power going.
    Without a file, a fresh one in memory."""
    if not nvm_path:
        return bytearray(size)
    return FileNVM(nvm_path + ".sleep", size, blank=0)


def power_cut(nvm_path):
    """The board loses power: its sleep memory goes (the NVM file stays)."""
    if os.path.exists(nvm_path + ".sleep"):
        os.remove(nvm_path + ".sleep")


def build(profile=None, nvm_path=None, keys=None, seed=None, screenshot=None,
          screenshots=None, keyboard=None, exit_when_done=None, scale=None, physical=None,
          screen=None, clock=None, print_screen=False):
    """A Hardware for the PC.

    `profile`: the screen with logical buttons (PROFILES; pybadge); `physical`: a board profile
    whose own buttons to use instead (tools/sim/physical.py), `screen` the DIY board's
    panel size ("240x135"); `nvm_path`: the file standing in for the NVM (None or "": in
    memory); `keys`: a script, logical ("ROLL HOLD1 RIGHT*2 ENTER", one a frame) or the
    board's own ("B:700 wait:500 A"), after which the run ends (`exit_when_done`);
    `screenshot`: a PNG of the last screen, `screenshots`: a folder of one a step;
    `print_screen`: every label on screen printed at the end; `clock`: a VirtualClock
    whose frames the buttons advance (scripted runs). Headless (SDL_VIDEODRIVER=dummy):
    no keyboard, and the screen drawn only for its screenshots."""
    keys = "" if keys is None else keys
    headless = os.environ.get("SDL_VIDEODRIVER") == "dummy"
    if keyboard is None:
        keyboard = not headless
    board = None
    if physical:
        from tools.sim.physical import Physical, parse_script
        board = Physical(physical, screen)
        width, height = board.hardware.width, board.hardware.height
        mono = board.hardware.monochrome
        profile = SCREENS.get("%dx%d" % (width, height), facts.FACTS[physical].screen)
        row = facts.FACTS[physical]
        hold_pixels = board.hardware.hold_pixels
        caption = "%s %dx%d, its own buttons" % (board.hardware.name, width, height)
        hint = row.pc_hint
        script = parse_script(keys, board.names) if isinstance(keys, str) else list(keys)
    else:
        profile = profile or "pybadge"
        if profile not in PROFILES:
            raise SystemExit("unknown desktop profile %r (one of %s)" % (
                profile, ", ".join(sorted(PROFILES))))
        width, height, _, mono, hold_pixels, caption = PROFILES[profile]
        row = facts.SCREENS[profile]
        hint = HINT
        script = parse_keys(keys) if isinstance(keys, str) else list(keys)
    scale = int(scale or PROFILES[profile][2])
    if exit_when_done is None:
        exit_when_done = bool(script)

    displayio.release_displays()
    pixels = SimPixels(hold_pixels) if hold_pixels else None
    display = SimDisplay(width, height, scale, caption, pixels, hint, lazy=headless)

    def on_step(step, event):
        if screenshots:
            if isinstance(event, int):
                event = names.EVENTS[event].lower() if event else "end"
            name = "%03d-%s.png" % (step, event.replace(":", "-").replace("+", "-"))
            display.save_screenshot(os.path.join(screenshots, name))

    def on_done():
        if screenshot:
            display.save_screenshot(screenshot)
        if print_screen:
            from tools.sim import screen as read_back
            from yahtzee_app.text import Text
            for line in read_back.texts(display.root_group, Text.glyphs):
                print(line)

    pace = clock is not None and not headless
    if board is not None:
        speaker = board.hardware.speaker
        speaker.voice = PcVoice()
        buttons = PhysicalButtons(board, display, script, keyboard, exit_when_done, on_step,
                                  on_done, clock, pace)
        name, controls = board.hardware.name, board.hardware.controls
    else:
        speaker = PcSpeaker()
        buttons = SimButtons(display, script, keyboard, exit_when_done, on_step, on_done,
                             (speaker,), clock, pace)
        name, controls = "desktop-" + profile, CONTROLS
    buttons.screenshot_dir = screenshots
    hardware = Hardware(name, display, buttons, pixels=pixels, hold_pixels=hold_pixels,
                        nvm=FileNVM(nvm_path, row.nvm_bytes),
                        speaker=speaker, monochrome=mono, controls=controls,
                        sleep_memory=sleep_memory(nvm_path, row.sleep_bytes))
    hardware.seed = int(seed) if seed is not None else None
    hardware.font = SheetFont()
    hardware.profile = profile
    hardware.physical = board
    return hardware
