"""CPython's layer over keypad (tests/fakes/common/keypad.py: the scanners and their event
queue, a ring like the C one, fed by events.push): each scanner also keeps the settings it was
made with (`settings`), which the board tests check a profile's keys by (the pins, the level
a press reads); the frozen unix-port stand-in, whose heap is measured, keeps none."""

from fakes_core import core

_core = core("keypad")
Event = _core.Event
EventQueue = _core.EventQueue
instances = _core.instances


class Keys(_core.Keys):
    def __init__(self, pins, *, value_when_pressed, pull=True, **timing):
        super().__init__(pins, value_when_pressed=value_when_pressed, pull=pull, **timing)
        self.settings = {"pins": tuple(pins), "value_when_pressed": value_when_pressed,
                         "pull": pull}


class ShiftRegisterKeys(_core.ShiftRegisterKeys):
    def __init__(self, *, clock, data, latch, value_when_pressed, **more):
        super().__init__(clock=clock, data=data, latch=latch,
                         value_when_pressed=value_when_pressed, **more)
        self.settings = {"clock": clock, "data": data, "latch": latch,
                         "value_when_pressed": value_when_pressed}


class KeyMatrix(_core.KeyMatrix):
    settings = {}
