"""CPython's layer over digitalio (tests/fakes/common/digitalio.py: DigitalInOut on a Pin's
`level`). CPython's tests hold one Pin object per pin for a whole board and script its inputs
on it, so here a pin is claimed once (a second DigitalInOut on it fails "in use", as in
CircuitPython), an output keeps what it drives to itself instead of writing the pin's level,
and an input set to a pull reads the level that pull gives it until a test changes it."""

from fakes_core import core

_core = core("digitalio")
Direction = _core.Direction
Pull = _core.Pull
DriveMode = _core.DriveMode


class DigitalInOut(_core.DigitalInOut):
    def __init__(self, pin):
        super().__init__(pin)
        if pin.claimed_by is not None:
            raise ValueError("%r in use" % pin)
        pin.claimed_by = self
        self._output = False

    def switch_to_output(self, value=False, drive_mode=DriveMode.PUSH_PULL):
        self.direction = Direction.OUTPUT
        self._output = value

    def switch_to_input(self, pull=None):
        super().switch_to_input(pull)
        self.pin.level = pull != Pull.DOWN  # idle level through the pull resistor

    @property
    def value(self):
        if self.direction == Direction.OUTPUT:
            return self._output
        return bool(self.pin.level)

    @value.setter
    def value(self, value):
        self._output = bool(value)

    def deinit(self):
        self.pin.claimed_by = None
