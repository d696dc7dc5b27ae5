"""Stand-in: microcontroller.Pin and nvm (the real board's size; every write counts as
the erase of a flash block it is on the board)."""

import os


class Pin:
    def __init__(self, name):
        self.name = name
        self.level = True      # a digital input's level: True = high (idle with pull-up)
        self.analog = 32768    # an analog input's reading
        self.claimed_by = None

    def __repr__(self):
        return "board.%s" % self.name


class NVM(bytearray):
    """A bytearray that counts its writes: each one erases a block on the board."""

    writes = 0

    def __setitem__(self, index, value):
        bytearray.__setitem__(self, index, value)
        self.writes += 1


# SAMD51 (PyBadge, EdgeBadge, PyGamer): 8 KB, one erase block; RP2040 (MacroPad): 4 KB;
# nRF52840 (CLUE): 8 KB (4 KB erase sectors on both).
_NVM_SIZES = {"pybadge": 8192, "edgebadge": 8192, "pygamer": 8192,
              "adafruit_macropad_rp2040": 4096, "clue_nrf52840_express": 8192}

nvm = NVM(b"\xff" * _NVM_SIZES.get(os.environ.get("STANDIN_BOARD", "pybadge"), 4096))
