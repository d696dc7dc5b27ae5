"""Stand-in: the `board` of the board named by STANDIN_BOARD, from circuitpython-stubs.

CPython's own `board` (the unix port's is tests/fakes/circuitpython/board.py): it reads the
stub's text at import, where the unix port's reads facts the host wrote and froze (pin names
as a class's attributes, so they cost the measured heap nothing). Both put the board's
accelerometer on the shared busio's register-map I2C (tests/fakes/common/busio.py).

The pin names come from circuitpython-stubs' board_definitions/<board_id>/__init__.pyi,
the very file circuitpython_setboard installs as the `board` stub, so a pin
name that the real board lacks is an AttributeError here too.
"""

import importlib.util
import os
import re

import busdisplay
import busio
import microcontroller

board_id = os.environ.get("STANDIN_BOARD", "pybadge")

_SIZES = {"pybadge": (160, 128), "edgebadge": (160, 128), "pygamer": (160, 128),
          "adafruit_macropad_rp2040": (128, 64), "clue_nrf52840_express": (240, 240)}


def _definitions(board):
    spec = importlib.util.find_spec("board_definitions")
    if spec is None or not spec.submodule_search_locations:
        raise ImportError("stand-in board needs circuitpython-stubs (board_definitions)")
    for folder in spec.submodule_search_locations:
        path = os.path.join(folder, board, "__init__.pyi")
        if os.path.exists(path):
            with open(path, encoding="utf-8") as stub:
                return stub.read()
    raise ImportError("circuitpython-stubs has no board %r" % board)


class StandinDisplay(busdisplay.BusDisplay):
    """What the app uses of a displayio display: a BusDisplay on no bus that counts its
    refreshes."""

    def __init__(self, width, height):
        super().__init__(None, b"", width=width, height=height)
        self.refreshed = 0

    def refresh(self, *args, **kwargs):
        self.refreshed += 1
        return True


_TEXT = _definitions(board_id)
PINS = {}
for _name in re.findall(r"^(\w+): microcontroller\.Pin", _TEXT, re.M):
    PINS[_name] = microcontroller.Pin(_name)
globals().update(PINS)

if re.search(r"^DISPLAY:", _TEXT, re.M) and not os.environ.get("STANDIN_NO_DISPLAY"):
    DISPLAY = StandinDisplay(*_SIZES.get(board_id, (240, 240)))

_i2c = None


def I2C():
    """The board's I2C singleton, with its accelerometer answering."""
    global _i2c
    if _i2c is None:
        _i2c = busio.I2C(PINS.get("SCL"), PINS.get("SDA"))
        if not os.environ.get("STANDIN_NO_ACCEL"):
            if board_id in ("pybadge", "edgebadge", "pygamer"):
                _i2c.add_device(0x19, ((0x0F, 0x33),))               # LIS3DH WHO_AM_I
            elif board_id == "clue_nrf52840_express":                # LSM6DS33: WHO_AM_I,
                _i2c.add_device(0x6A, ((0x0F, 0x69),), ((0x12, 0x01),))  # a reset bit
    return _i2c


def SPI():
    return busio.SPI(PINS.get("SCK"), MOSI=PINS.get("MOSI"))
