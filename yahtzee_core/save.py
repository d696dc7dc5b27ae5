"""Save records, written: what play writes (a whole game, mid-turn included, and
the settings byte). The high-score table and the statistics are written by
yahtzee_core.save_tables (at a game's end and from the menus); reading any of
them back, validated whole first, is yahtzee_core.load's. A board in play
carries only this module, and only for the moment of a write.

Every record starts with a magic byte and a version and ends with a
CRC-16/CCITT.

Game record, version 2 (23 + players x boxes bytes; 107 for 4-player POWER):

    0 'Y'  1 version  2 sequence number (which of two copies is the newer)
    3 mode | (players - 1) << 2 | handheld rules << 4 | over << 5
    4 player | rolls << 2       5 held mask      6 first box of a Double
    7..12 dice: number | colour << 3 (12: the Power die's face)
    13 YAHTZEEs P1 has rolled this game (for the statistics)
    14 closed: 1 when play stopped at this record (Save, Quit, deep sleep), 0 in play
    15 the app's scorecard cursor + 1 (0: none; records before it: 0)   16 0
    17..18 bonus YAHTZEEs, a nibble each
    19..20 seats (who plays each: 0 a person, else the app's code), a nibble each
    21.. boxes (0xFF = open), player by player      last 2: CRC

Version 1 is the same but for 13..16, which held the RNG's state: a resumed
game is dealt fresh dice (the app seeds them from the board's entropy), so a
save no longer says what the dice would have been. Version 1 records still
load; their 13..16 are never read.

Settings record (5 bytes): 'C', 2, the app's settings byte, CRC. Its version
is the NVM layout's (yahtzee_core.store): 2.
"""

from ._compat import const

GAME_MAGIC = const(0x59)      # 'Y'
GAME_VERSION = const(2)
SETTINGS_MAGIC = const(0x43)  # 'C'
LAYOUT_VERSION = const(2)
HEADER = const(21)
CRC = const(2)
GAME_RECORD_MAX = HEADER + 4 * 21 + CRC
SETTINGS_RECORD_SIZE = const(5)


# CRC-16/CCITT a nibble at a time: _NIBBLE_CRC[n] is the CRC register's change for the top
# nibble n (a quarter of the bitwise loop's steps: play checkpoints at every roll, hold and
# score).
_NIBBLE_CRC = (0x0000, 0x1021, 0x2042, 0x3063, 0x4084, 0x50A5, 0x60C6, 0x70E7,
               0x8108, 0x9129, 0xA14A, 0xB16B, 0xC18C, 0xD1AD, 0xE1CE, 0xF1EF)


def crc16(data, start=0, end=None):
    """CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF)."""
    if end is None:
        end = len(data)
    table = _NIBBLE_CRC
    crc = 0xFFFF
    for i in range(start, end):
        byte = data[i]
        crc = (crc << 4 & 0xFFFF) ^ table[(crc >> 12) ^ (byte >> 4)]
        crc = (crc << 4 & 0xFFFF) ^ table[(crc >> 12) ^ (byte & 0xF)]
    return crc


def seal(buf):
    crc = crc16(buf, 0, len(buf) - CRC)
    buf[-2] = crc >> 8
    buf[-1] = crc & 0xFF
    return buf


def game_record_size(mode, players):
    return HEADER + players * mode.box_count + CRC


def encode_game(game, sequence=0, yahtzees=0, closed=0, box=-1):
    """The whole game as a record of game_record_size() bytes; `yahtzees`: the
    YAHTZEEs P1 has rolled this game (the app counts them); `closed`: 1 when play
    stops at it (no turn after it can be lost); `box`: the app's scorecard cursor
    (a resume puts it back), -1 none."""
    mode = game.mode
    buf = bytearray(game_record_size(mode, game.players))
    buf[0] = GAME_MAGIC
    buf[1] = GAME_VERSION
    buf[2] = sequence & 0xFF
    buf[3] = (mode.index | (game.players - 1) << 2 | int(game.handheld_rules) << 4
              | int(game.over) << 5)
    buf[4] = game.player | game.rolls << 2
    buf[5] = game.held
    buf[6] = game.double_first
    for i in range(6):
        colour = game.colours[i] if i < 5 and mode.coloured else 0
        buf[7 + i] = game.dice[i] | colour << 3
    buf[13] = min(yahtzees, 255)
    buf[14] = closed
    buf[15] = box + 1 if 0 <= box < mode.box_count else 0
    bonus = game.bonus_yahtzees
    buf[17] = bonus[0] | bonus[1] << 4
    buf[18] = bonus[2] | bonus[3] << 4
    seats = game.seats
    buf[19] = (seats[0] & 0xF) | (seats[1] & 0xF) << 4
    buf[20] = (seats[2] & 0xF) | (seats[3] & 0xF) << 4
    buf[HEADER:HEADER + len(game.boxes)] = game.boxes
    return seal(buf)


def encode_settings(settings):
    buf = bytearray(SETTINGS_RECORD_SIZE)
    buf[0] = SETTINGS_MAGIC
    buf[1] = LAYOUT_VERSION
    buf[2] = settings & 0xFF
    return seal(buf)
