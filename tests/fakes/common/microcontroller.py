"""Stand-in: Pin, and nvm with the board's real size that counts its writes."""


class Pin:
    def __init__(self, name):
        self.name = name
        self.level = True      # a digital input's level: True is high (idle with a pull-up)
        self.analog = 32768    # an analog input's reading

    def __repr__(self):
        return "board." + self.name


class NVM:
    """Every write is one erase of the whole flash block on the boards."""

    def __init__(self, size):
        self._bytes = bytearray(b"\xff" * size)
        self.writes = 0

    def __len__(self):
        return len(self._bytes)

    def __getitem__(self, index):
        return self._bytes[index]

    def __setitem__(self, index, value):
        self._bytes[index] = value
        self.writes += 1


nvm = None          # set by standins.install() with the board's size


class _Processor:
    temperature = 25.0
    frequency = 120000000


cpu = _Processor()


def reset():
    raise SystemExit("microcontroller.reset()")
