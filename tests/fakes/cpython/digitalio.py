"""Stand-in: digitalio over the stand-in Pin's `level`."""


class Direction:
    INPUT = "input"
    OUTPUT = "output"


class Pull:
    UP = "up"
    DOWN = "down"


class DriveMode:
    PUSH_PULL = "push_pull"
    OPEN_DRAIN = "open_drain"


class DigitalInOut:
    def __init__(self, pin):
        if pin is None:
            raise ValueError("pin is None")
        if pin.claimed_by is not None:
            raise ValueError("%r in use" % pin)
        pin.claimed_by = self
        self.pin = pin
        self.direction = Direction.INPUT
        self.pull = None
        self._output = False

    def switch_to_output(self, value=False, drive_mode=DriveMode.PUSH_PULL):
        self.direction = Direction.OUTPUT
        self._output = value

    def switch_to_input(self, pull=None):
        self.direction = Direction.INPUT
        self.pull = pull
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
