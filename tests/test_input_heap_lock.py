"""The input drivers and the tone player allocate nothing per poll: proved in real
MicroPython 1.27 under micropython.heap_lock(), where any allocation raises MemoryError.

The guest builds the drivers (allocation allowed), then plays a scripted session with
the heap locked: keypad taps, long presses, repeats, the roll key and an overflowed queue,
the CLUE's two keys with chords (yahtzee_app.chords), the DIY board's debounced pins, a joystick, an encoder, a
shake and tones (a looped rattle among them). The events it got are printed after unlocking
and compared with what each board's controls promise.
"""

import importlib.util
import os
import shutil

import pytest

from tools.runtimes.mpy import run

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def site_file(name):
    """A device library's .py from the pinned PyPI package (requirements.txt)."""
    return importlib.util.find_spec(name).origin


GUEST = r"""
import micropython
from array import array

import adafruit_debouncer
from adafruit_debouncer import Debouncer
from yahtzee_app import events as E
from yahtzee_app.names import EVENTS
from yahtzee_app.keys import REPEATS, SHAKES, TAP, KeyMap, KeypadButtons
from yahtzee_app.chords import ChordButtons
from yahtzee_app.debounced import DebouncedButtons
from yahtzee_app.dials import Encoder, Joystick
from yahtzee_app.shake import RegisterAccelerometer, Shake
from yahtzee_app.hardware import Inputs
from yahtzee_app.dac_voice import DacVoice
from yahtzee_app.pwm_voice import PwmVoice
from yahtzee_app.sound import CLICK, RATTLE, YAHTZEE, Tone

CLOCK = array("l", [0])


def clock():
    return CLOCK[0]


adafruit_debouncer.ticks_ms = clock   # the debouncer reads the scripted time


class Event:
    def __init__(self):
        self.key_number = 0
        self.pressed = True
        self.timestamp = 0


class Queue:
    def __init__(self):
        self.overflowed = False
        self.pressed = bytearray(32)
        self.numbers = bytearray(32)
        self.times = array("l", [0] * 32)
        self.ends = array("l", [0, 0])  # next to read, count

    def clear(self):
        self.ends[0] = self.ends[1]

    def get_into(self, event):
        index = self.ends[0]
        if index >= self.ends[1]:
            return False
        event.key_number = self.numbers[index]
        event.pressed = self.pressed[index] == 1
        event.timestamp = self.times[index]
        self.ends[0] = index + 1
        return True

    def push(self, key, pressed, at_ms):
        index = self.ends[1]
        self.numbers[index] = key
        self.pressed[index] = 1 if pressed else 0
        self.times[index] = at_ms
        self.ends[1] = index + 1


class Keys:
    def __init__(self):
        self.events = Queue()
        self.down = bytearray(2)    # the CLUE's A and B, as the script has them

    def reset(self):
        pass


def push(key, pressed, at_ms):
    badge.events.push(key, pressed, at_ms)


class Pin:
    def __init__(self):
        self.value = True


class Analog:
    def __init__(self):
        self.value = 32768


class Knob:
    def __init__(self):
        self.position = 0


RAW = bytearray(6)


class Device:
    def __enter__(self):
        return self

    def __exit__(self, kind, value, traceback):
        return False

    def write_then_readinto(self, out_buffer, in_buffer):
        for index in range(6):
            in_buffer[index] = RAW[index]


class Pwm:
    def __init__(self):
        self.frequency = 0
        self.duty_cycle = 0


class AudioOut:
    def __init__(self):
        self.playing = False

    def play(self, sample, loop=False):
        self.playing = True

    def stop(self):
        self.playing = False


class Sample:
    def __init__(self, buffer, sample_rate=8000):
        self.sample_rate = sample_rate


badge = Keys()
badge_keys = KeypadButtons(badge, KeyMap((
    ("B", E.ROLL, E.NONE, SHAKES),
    ("A", E.HOLD, E.HINT, TAP),
    ("Right", E.RIGHT, E.NONE, REPEATS),
)), Event())
clue = Keys()
clue_keys = ChordButtons(clue, KeyMap((
    ("A", E.RIGHT, E.HOLD, TAP),
    ("B", E.ROLL, E.NONE, SHAKES),
)), Event(), (E.DOWN, E.MENU, E.PICK))
pin_a = Pin()
pin_b = Pin()
diy_keys = DebouncedButtons((Debouncer(pin_a), Debouncer(pin_b)), bytearray(2), KeyMap((
    ("A", E.UP, E.NONE, TAP),
    ("B", E.ENTER, E.NONE, TAP),
)))
stick_x = Analog()
stick_y = Analog()
stick = Joystick(stick_x, stick_y)
knob = Knob()
encoder = Encoder(knob)
shake = Shake(RegisterAccelerometer(Device(), 0xA8, 4))
buzzer = Tone(PwmVoice(Pwm()))
speaker = Tone(DacVoice(AudioOut(), Sample))
inputs = Inputs((badge_keys, clue_keys, diy_keys, stick, encoder, shake), (buzzer, speaker))

GOT = bytearray(64)
COUNT = array("l", [0])


def poll_until_quiet(now_ms):
    CLOCK[0] = now_ms
    for _ in range(8):
        event = inputs.poll(now_ms)
        if event == E.NONE:
            return
        GOT[COUNT[0]] = event
        COUNT[0] += 1


def clue_buttons(a, b, at_ms):
    for key in range(2):
        down = 1 if (b if key else a) else 0
        if clue.down[key] != down:
            clue.down[key] = down
            clue.events.push(key, down == 1, at_ms)
    poll_until_quiet(at_ms)
    poll_until_quiet(at_ms + 30)


def pins(a, b, at_ms):
    pin_a.value = not a
    pin_b.value = not b
    poll_until_quiet(at_ms)
    poll_until_quiet(at_ms + 15)
    poll_until_quiet(at_ms + 30)


def session():
    # keypad: tap B, hold A, hold Right
    push(0, True, 1000)
    push(0, False, 1100)
    poll_until_quiet(1100)
    push(1, True, 2000)
    poll_until_quiet(2000)
    poll_until_quiet(2600)
    push(1, False, 2700)
    poll_until_quiet(2700)
    push(2, True, 3000)
    poll_until_quiet(3000)
    poll_until_quiet(3400)
    push(2, False, 3450)
    poll_until_quiet(3450)
    # keypad: A down, its release lost to an overflowed queue: no HINT later
    push(1, True, 3500)
    poll_until_quiet(3500)
    badge.events.overflowed = True
    poll_until_quiet(3600)
    poll_until_quiet(4500)
    # the CLUE: tap A; hold A and tap B twice; both at once
    clue_buttons(True, False, 4000)
    clue_buttons(False, False, 4100)
    clue_buttons(True, False, 5000)
    clue_buttons(True, True, 5200)
    clue_buttons(True, False, 5300)
    clue_buttons(True, True, 5400)
    clue_buttons(True, False, 5500)
    clue_buttons(False, False, 5600)
    clue_buttons(True, True, 6000)
    clue_buttons(False, False, 6100)
    # the DIY board's debounced pins: tap A, tap B
    pins(True, False, 6500)
    pins(False, False, 6600)
    pins(False, True, 6700)
    pins(False, False, 6800)
    # joystick right, encoder two clicks, a shake
    stick_x.value = 65535
    poll_until_quiet(7000)
    stick_x.value = 32768
    poll_until_quiet(7100)
    knob.position = 2
    poll_until_quiet(8000)
    RAW[1] = 0x60   # x = 0x6000 raw: 3 g at +-4 g
    poll_until_quiet(9000)
    poll_until_quiet(9020)
    RAW[1] = 0
    # tones: a beep that ends by itself, a melody stepping through
    buzzer.play(CLICK)
    poll_until_quiet(9010)
    speaker.play(YAHTZEE)
    buzzer.play(RATTLE, True)
    for step in range(40):
        poll_until_quiet(9100 + 40 * step)
    buzzer.stop()


def locked(function):
    micropython.heap_lock()
    try:
        function()
        ok = True
    except MemoryError:
        ok = False
    micropython.heap_unlock()
    return ok


ok = locked(session)
print("ok" if ok else "ALLOCATED")
print(" ".join(EVENTS[GOT[i]] for i in range(COUNT[0])))
print(buzzer.playing, speaker.playing)
"""


@pytest.mark.skipif(shutil.which("node") is None, reason="Node.js runs the MicroPython build")
def test_input_drivers_and_tones_allocate_nothing_per_poll_in_micropython():
    paths = [os.path.join(ROOT, "lib", "yahtzee_app"), site_file("adafruit_ticks"),
             site_file("adafruit_debouncer")]
    out = run(GUEST, paths=paths, timeout=120).split("\n")
    assert out[0] == "ok", out
    assert out[1].split() == [
        "SHAKE", "ROLL", "HINT", "RIGHT", "RIGHT",   # keypad: the roll key, hold, repeat
        "RIGHT", "DOWN", "DOWN", "PICK",          # CLUE: tap A, hold A + tap B twice, together
        "UP", "ENTER",                            # DIY pins: tap A, tap B
        "RIGHT", "RIGHT", "RIGHT",                # joystick, encoder two clicks
        "SHAKE", "TOSS",                          # a shake, and its end
    ]
    assert out[2] == "False False"                # both tones ended by themselves
