"""Stand-in: busdisplay.BusDisplay keeps what a driver configures.

CPython only: a display on a bus is the DIY board's (boards/diy.py), which the tests build on
CPython; the unix port runs the boards whose display is built in (board.DISPLAY)."""


class BusDisplay:
    def __init__(self, display_bus, init_sequence, *, width, height, rotation=0, **settings):
        self.bus = display_bus
        self.init_sequence = bytes(init_sequence)
        self.width = width    # as in CircuitPython: the size after rotation
        self.height = height
        self.rotation = rotation
        self.settings = settings
        self.root_group = None
        self.auto_refresh = True
        self.brightness = 1.0

    def refresh(self, *args, **kwargs):
        return True
