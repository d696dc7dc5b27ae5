"""Stand-in: DigitalInOut on a stand-in Pin's level."""

from standin_part import Part


class Direction:
    INPUT = 0
    OUTPUT = 1


class Pull:
    UP = 1
    DOWN = 2


class DriveMode:
    PUSH_PULL = 0
    OPEN_DRAIN = 1


class DigitalInOut(Part):
    def __init__(self, pin):
        if pin is None:
            raise ValueError("pin is None")
        self.pin = pin
        self.direction = Direction.INPUT
        self.pull = None

    def switch_to_output(self, value=False, drive_mode=DriveMode.PUSH_PULL):
        self.direction = Direction.OUTPUT
        self.pin.level = bool(value)

    def switch_to_input(self, pull=None):
        self.direction = Direction.INPUT
        self.pull = pull

    @property
    def value(self):
        return self.pin.level

    @value.setter
    def value(self, level):
        self.pin.level = bool(level)
