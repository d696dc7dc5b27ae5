"""Save records, written: a whole game (mid-turn included) and the high-score table.

Both records start with a magic byte and a version and end with a
CRC-16/CCITT. Reading them back, and validating them whole first, is
yahtzee_core.load's: a board in play carries only the writing half.

Game record, version 1 (23 + players x boxes bytes; 107 for 4-player POWER):

    0 'Y'  1 version  2 sequence number (for the NVM's two slots)
    3 mode | (players - 1) << 2 | handheld rules << 4 | over << 5
    4 player | rolls << 2       5 held mask      6 first box of a Double
    7..12 dice: number | colour << 3 (12: the Power die's face)
    13..16 RNG state (hi, lo; big-endian)   17..18 bonus YAHTZEEs, a nibble each
    19..20 seats (who plays each: 0 a person, else the app's code), a nibble each
    21.. boxes (0xFF = open), player by player      last 2: CRC
"""

from ._compat import const
from .highscores import MODE_COUNT, TABLE_SIZE
from .rng import Rng

GAME_MAGIC = const(0x59)    # 'Y'
SCORES_MAGIC = const(0x53)  # 'S'
VERSION = const(1)
HEADER = const(21)
CRC = const(2)
GAME_RECORD_MAX = HEADER + 4 * 21 + CRC
SCORES_RECORD_SIZE = 3 + 2 * MODE_COUNT * TABLE_SIZE + CRC


def crc16(data, start=0, end=None):
    """CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF)."""
    if end is None:
        end = len(data)
    crc = 0xFFFF
    for i in range(start, end):
        crc ^= data[i] << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) & 0xFFFF if crc & 0x8000 else (crc << 1) & 0xFFFF
    return crc


def seal(buf):
    crc = crc16(buf, 0, len(buf) - CRC)
    buf[-2] = crc >> 8
    buf[-1] = crc & 0xFF
    return buf


def game_record_size(mode, players):
    return HEADER + players * mode.box_count + CRC


def encode_game(game, sequence=0):
    """The whole game as a record of game_record_size() bytes."""
    mode = game.mode
    buf = bytearray(game_record_size(mode, game.players))
    buf[0] = GAME_MAGIC
    buf[1] = VERSION
    buf[2] = sequence & 0xFF
    buf[3] = (mode.index | (game.players - 1) << 2 | int(game.handheld_rules) << 4
              | int(game.over) << 5)
    buf[4] = game.player | game.rolls << 2
    buf[5] = game.held
    buf[6] = game.double_first
    for i in range(6):
        colour = game.colours[i] if i < 5 and mode.coloured else 0
        buf[7 + i] = game.dice[i] | colour << 3
    if isinstance(game.source, Rng):
        hi, lo = game.source.state()
        buf[13], buf[14], buf[15], buf[16] = hi >> 8, hi & 0xFF, lo >> 8, lo & 0xFF
    bonus = game.bonus_yahtzees
    buf[17] = bonus[0] | bonus[1] << 4
    buf[18] = bonus[2] | bonus[3] << 4
    seats = game.seats
    buf[19] = (seats[0] & 0xF) | (seats[1] & 0xF) << 4
    buf[20] = (seats[2] & 0xF) | (seats[3] & 0xF) << 4
    buf[HEADER:HEADER + len(game.boxes)] = game.boxes
    return seal(buf)


def record_sequence(blob):
    return blob[2]


def encode_scores(scores):
    buf = bytearray(SCORES_RECORD_SIZE)
    buf[0] = SCORES_MAGIC
    buf[1] = VERSION
    buf[2] = scores.settings & 0xFF
    for i in range(MODE_COUNT * TABLE_SIZE):
        buf[3 + 2 * i] = scores.scores[i] >> 8
        buf[4 + 2 * i] = scores.scores[i] & 0xFF
    return seal(buf)
