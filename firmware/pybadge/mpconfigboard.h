// Yahtzee's PyBadge: the kit's header (CircuitPython's boards/pybadge/mpconfigboard.h, kept
// by tools/shipping/firmware.py as mpconfigboard_kit.h beside this file) with the board name that
// boot_out.txt and os.uname().machine show, so a person can tell this firmware from the
// stock one. board.board_id stays "pybadge" (it is the board directory's name).

#pragma once

#include "mpconfigboard_kit.h"

#undef MICROPY_HW_BOARD_NAME
// GAME_VERSION: lib/yahtzee_app/__init__.py's, put here by tools/shipping/firmware.py
#define MICROPY_HW_BOARD_NAME "Adafruit PyBadge with YAHTZEE GAME_VERSION"
