"""The self-test a person runs on a real board before playing (README.md, "Your first run on
a board"): `YAHTZEE_SELFTEST = 1` in settings.toml, and the app's start-up
(yahtzee_app.start_up) runs it on the board's Hardware before the game starts. Every
stage is a line on the screen and on the serial console, `SELFTEST <stage>: <what it found> (free <gc.mem_free()>)`, to paste into a report:
CircuitPython's version, the board, the display's colours (bars), the LEDs lit in turn, a
sound, the accelerometer, the NVM and sleep memory read back, then every button named as
it is pressed, from the board's own key table, until nothing has been pressed for
QUIET_MS. Nothing is written to the NVM (a write erases a flash block); sleep memory gets
back the byte it lent. Its code leaves the heap before the game's comes.
"""

import gc
import sys
import time

from adafruit_ticks import ticks_diff, ticks_ms

from . import events
from .text import Glyphs, Inks, Text
from .widgets import box

QUIET_MS = 10000          # the button stage ends this long after the last press
_WHITE = 0xFFFFFF
# what the other inputs (a stick, a knob, a shake) send, in words
_MOVES = {events.LEFT: "left", events.RIGHT: "right", events.UP: "up", events.DOWN: "down",
          events.SHAKE: "shaken", events.TOSS: "still again", events.STILL: "a jolt"}
_BARS = (("red", 0xFF0000), ("green", 0x00FF00), ("blue", 0x0000FF),
         ("yellow", 0xFFFF00), ("white", _WHITE))


def _free():
    gc.collect()
    return getattr(gc, "mem_free", lambda: -1)()


class _Report:
    """The lines so far, on the serial console and, the latest of them, on the screen."""

    def __init__(self, hardware, out):
        import displayio
        self.display = hardware.display
        self.out = out
        self.lines = []
        font = getattr(hardware, "font", None)
        if font is None:
            import terminalio
            font = terminalio.FONT
        glyphs = Glyphs(font)
        Text.use(glyphs, Inks())
        self.group = displayio.Group()
        box(self.group, 0, 0, self.display.width, self.display.height, 0)
        self.bars = displayio.Group()
        self.group.append(self.bars)
        cells = self.display.width // glyphs.width
        self.bar_height = self.display.height // 3       # the colour bars, at the bottom
        rows = (self.display.height - self.bar_height) // glyphs.height
        self.texts = [Text(self.group, 0, row * glyphs.height, _WHITE, cells)
                      for row in range(rows)]
        self.display.root_group = self.group

    def say(self, stage, found):
        """A stage's line; the screen shows the latest, without the heap figure."""
        line = "SELFTEST %s: %s (free %d)" % (stage, found, _free())
        self.lines.append(line)
        shown = self.lines[-len(self.texts):]
        for row in range(len(self.texts)):
            self.texts[row].set(_short(shown[row]) if row < len(shown) else "")
        self.refresh()
        self.out(line)

    def refresh(self):
        try:
            self.display.refresh()
        except (AttributeError, RuntimeError):
            pass


def _short(line):
    """A line as the screen shows it: no "SELFTEST", no details in brackets."""
    end = line.find(" (")
    return line[9:end] if end > 0 else line[9:]


def _version():
    implementation = sys.implementation
    version = ".".join(str(part) for part in implementation.version[:3])
    try:
        import os
        uname = os.uname()
        machine = "%s, %s" % (uname.release, uname.machine)
    except (AttributeError, ImportError):
        machine = "no os.uname"
    return "%s %s (%s)" % (implementation.name, version, machine)


def _board_id():
    try:
        import board
        return getattr(board, "board_id", "unknown")
    except ImportError:
        return "none"


def _colours(report, monochrome):
    bars = (("white", _WHITE),) if monochrome else _BARS
    width = report.display.width // len(bars)
    height = report.bar_height
    for index in range(len(bars)):
        box(report.bars, index * width, report.display.height - height, width, height,
            bars[index][1])
    report.say("display", "%dx%d, bars left to right: %s" % (
        report.display.width, report.display.height, " ".join(bar[0] for bar in bars)))


def _leds(report, pixels, pause):
    if pixels is None:
        report.say("leds", "none")
        return
    count = len(pixels)
    for index in range(count):
        pixels[index] = (40, 0, 0)
        _show(pixels)
        pause(150)
        pixels[index] = (0, 0, 0)
    _show(pixels)
    report.say("leds", "%d lit red in turn, then off" % count)


def _show(pixels):
    show = getattr(pixels, "show", None)
    if show is not None:
        show()


def _sound(report, speaker, ticks, pause):
    if speaker is None:
        report.say("sound", "none")
        return
    from .sound import SCORE
    speaker.play(SCORE)
    for _ in range(200):          # 2 s at most, whatever the clock does
        if not speaker.playing:
            break
        speaker.update(ticks())
        pause(10)
    report.say("sound", "three rising notes (E5 G5 C6) played")


def _sources(hardware):
    return getattr(hardware.buttons, "sources", (hardware.buttons,))


def _accelerometer(report, hardware):
    for source in _sources(hardware):
        accelerometer = getattr(source, "accelerometer", None)
        if accelerometer is not None:
            try:
                accelerometer.read()
            except OSError as error:
                report.say("accelerometer", "read failed: %s" % error)
                return
            per_g = accelerometer.counts_per_g
            report.say("accelerometer", "x %d y %d z %d mg" % (
                accelerometer.x * 1000 // per_g, accelerometer.y * 1000 // per_g,
                accelerometer.z * 1000 // per_g))
            return
    report.say("accelerometer", "none")


def _memories(report, hardware):
    nvm = hardware.nvm
    if nvm is None:
        report.say("nvm", "none")
    else:
        total = 0
        for index in range(len(nvm)):
            total += nvm[index]
        report.say("nvm", "%d bytes read, first %02x, sum %d (nothing written)" % (
            len(nvm), nvm[0], total))
    memory = getattr(hardware, "sleep_memory", None)
    if memory is None:
        report.say("sleep memory", "none")
        return
    first = memory[0]
    memory[0] = first ^ 0xFF
    kept = memory[0] == first ^ 0xFF
    memory[0] = first
    report.say("sleep memory", "%d bytes, a byte written and put back: %s" % (
        len(memory), "ok" if kept and memory[0] == first else "FAILED"))


def _buttons(report, hardware, ticks, pause, quiet_ms):
    """Each press named from the board's key table, until nothing has been pressed for
    `quiet_ms`; then which keys never were."""
    controls = hardware.controls
    keyed = []          # (source, the key numbers not pressed yet)
    for source in _sources(hardware):
        count = getattr(getattr(source, "keymap", None), "count", 0)
        if count:
            keyed.append((source, list(range(count))))
    left = sum(len(numbers) for _, numbers in keyed)
    report.say("buttons", "press each of %d keys (turn, tilt, shake too: ends %d s after)" % (
        left, quiet_ms // 1000))
    last = ticks()
    while ticks_diff(ticks(), last) < quiet_ms:
        now = ticks()
        for source in _sources(hardware):
            pressed = _pressed(source, now)
            if pressed is None:
                continue
            if isinstance(pressed, str):
                report.say("button", pressed)
            else:
                for keys_source, numbers in keyed:
                    if keys_source is source and pressed in numbers:
                        numbers.remove(pressed)
                        left -= 1
                report.say("button", "%s (keypad key %d)" % (controls[pressed][0], pressed))
            last = now
        pause(10)
    report.say("buttons", "%d never pressed" % left if left else
               "all pressed" if keyed else "no more")


def _pressed(source, now):
    """A key number pressed, the name of another input's event, or None."""
    keys = getattr(source, "keys", None)
    if keys is not None:       # keypad's own events: the key, before any key logic
        event = keys.events.get()
        while event is not None:
            if event.pressed:
                return event.key_number
            event = keys.events.get()
        return None
    debouncers = getattr(source, "debouncers", None)
    if debouncers is not None:
        for number in range(len(debouncers)):
            debouncer = debouncers[number]
            debouncer.update()
            if debouncer.value == bool(source.pressed_value[number]) and (
                    debouncer.rose or debouncer.fell):
                return number
        return None
    got = source.poll(now)
    if not got:
        return None
    return "%s %s" % (type(source).__name__.lower(), _MOVES.get(got, "event %d" % got))


def run(hardware, out=print, ticks=ticks_ms, pause=None, quiet_ms=QUIET_MS):
    """The self-test, stage by stage; its lines (tests pass a clock and a pause)."""
    if pause is None:
        def pause(ms):
            time.sleep(ms / 1000)
    report = _Report(hardware, out)
    report.say("version", _version())
    report.say("board", "%s, profile %s" % (_board_id(), hardware.name))
    _colours(report, hardware.monochrome)
    _leds(report, hardware.pixels, pause)
    _sound(report, hardware.speaker, ticks, pause)
    _accelerometer(report, hardware)
    _memories(report, hardware)
    _buttons(report, hardware, ticks, pause, quiet_ms)
    report.say("done", "send the console's lines")
    hardware.display.root_group = None
    lines = report.lines
    report = None
    return lines
