"""CPython's layer over microcontroller (tests/fakes/common/microcontroller.py: Pin, an NVM
that counts its writes): here `nvm` is made as the module loads, with the size of the board
named by STANDIN_BOARD, since no `board` built from frozen facts sets it up as in the unix
port; and a Pin notes who claimed it (digitalio's layer refuses a second claim)."""

import os

from fakes_core import core

_core = core("microcontroller")
NVM = _core.NVM
cpu = _core.cpu
reset = _core.reset


class Pin(_core.Pin):
    claimed_by = None      # the DigitalInOut that holds the pin (tests/fakes/cpython/digitalio)


# SAMD51 (PyBadge, EdgeBadge, PyGamer): 8 KB, one erase block; RP2040 (MacroPad): 4 KB;
# nRF52840 (CLUE): 8 KB (4 KB erase sectors on both).
_NVM_SIZES = {"pybadge": 8192, "edgebadge": 8192, "pygamer": 8192,
              "adafruit_macropad_rp2040": 4096, "clue_nrf52840_express": 8192}

nvm = NVM(_NVM_SIZES.get(os.environ.get("STANDIN_BOARD", "pybadge"), 4096))
