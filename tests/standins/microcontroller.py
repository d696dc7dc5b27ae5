"""Stand-in: microcontroller.Pin and nvm (sized like the real board's)."""

import os


class Pin:
    def __init__(self, name):
        self.name = name
        self.level = True      # a digital input's level: True = high (idle with pull-up)
        self.analog = 32768    # an analog input's reading
        self.claimed_by = None

    def __repr__(self):
        return "board.%s" % self.name


_NVM_SIZES = {"pybadge": 256, "edgebadge": 256, "pygamer": 256,
              "adafruit_macropad_rp2040": 4096, "clue_nrf52840_express": 8192}

nvm = bytearray(_NVM_SIZES.get(os.environ.get("STANDIN_BOARD", "pybadge"), 4096))
