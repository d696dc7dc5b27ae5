"""Stand-in: fourwire.FourWire records the bus settings and what is sent.

CPython only: a display on a bus is the DIY board's (boards/diy.py), which the tests build on
CPython; the unix port runs the boards whose display is built in (board.DISPLAY)."""


class FourWire:
    def __init__(self, spi_bus, *, command, chip_select, reset=None, baudrate=24000000,
                 polarity=0, phase=0):
        if command is None or chip_select is None:
            raise ValueError("command and chip_select pins are required")
        self.spi_bus = spi_bus
        self.command = command
        self.chip_select = chip_select
        self.reset_pin = reset
        self.baudrate = baudrate
        self.sent = []

    def reset(self):
        pass

    def send(self, command, data, *, toggle_every_byte=False):
        self.sent.append((command, bytes(data)))
