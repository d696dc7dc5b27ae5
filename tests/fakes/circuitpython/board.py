"""Stand-in: `board` for the board named by STANDIN_BOARD (a board_id).

Its facts come from standin_boards.py, written by the host from
circuitpython-stubs' board definitions: the real pin names (so a pin the
board lacks is missing here too; as attribute names of a class, frozen,
they are no strings of the heap's), the display's size, the NVM's size and
the chips on its I2C bus as register maps.
"""

import os

import busio
import microcontroller
import standin_boards
from microcontroller import Pin

board_id = os.getenv("STANDIN_BOARD") or "pybadge"
_size, _nvm, _chips = standin_boards.BOARDS[board_id]
microcontroller.nvm = microcontroller.NVM(_nvm)
for _name in dir(getattr(standin_boards, board_id)):
    if not _name.startswith("__"):
        globals()[_name] = Pin(_name)


class _Display:
    def __init__(self, width, height):
        self.width = width
        self.height = height
        self.root_group = None
        self.auto_refresh = True
        self.brightness = 1.0
        self.rotation = 0
        self.refreshes = 0

    def refresh(self, target_frames_per_second=None, minimum_frames_per_second=0):
        self.refreshes += 1
        return True


DISPLAY = _Display(_size[0], _size[1]) if _size else None
_i2c = None


def I2C():
    global _i2c
    if _i2c is None:
        _i2c = busio.I2C()
        for address, registers, clearing in _chips:
            _i2c.add_device(address, registers, clearing)
    return _i2c
