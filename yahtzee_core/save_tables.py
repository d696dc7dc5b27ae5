"""Save records, written at a game's end and from the menus: the high-score
table with its initials, and the statistics (yahtzee_core.stats). Play never
imports this module; yahtzee_core.load reads the records back.

High-score record, version 2 (82 bytes):

    0 'S'  1 version  2..4 the initials entered last (the entry's default)
    5.. per mode, best first, five entries of: score (big-endian), 3 initials
        (ASCII letters; 0 0 0 for none)                  last 2: CRC

Version 1 (35 bytes: 'S', 1, the settings byte, the 15 scores, CRC) was the
first NVM layout's; yahtzee_core.load still reads it.

Statistics record, version 1 (52 bytes):

    0 'T'  1 version  2.. per mode, each field of stats.FIELDS in
    stats.WIDTHS bytes, big-endian                       last 2: CRC
"""

from ._compat import const
from .highscore_table import MODE_COUNT, TABLE_SIZE
from .save import CRC, seal
from .stats import FIELDS, WIDTHS

SCORES_MAGIC = const(0x53)   # 'S'
_SCORES_VERSION = const(2)
STATS_MAGIC = const(0x54)    # 'T'
_STATS_VERSION = const(1)
ENTRIES = MODE_COUNT * TABLE_SIZE
SCORES_RECORD_SIZE = 5 + 5 * ENTRIES + CRC
STATS_RECORD_SIZE = 2 + MODE_COUNT * sum(WIDTHS) + CRC


def encode_scores(scores):
    buf = bytearray(SCORES_RECORD_SIZE)
    buf[0] = SCORES_MAGIC
    buf[1] = _SCORES_VERSION
    buf[2:5] = scores.last
    for i in range(ENTRIES):
        at = 5 + 5 * i
        buf[at] = scores.scores[i] >> 8
        buf[at + 1] = scores.scores[i] & 0xFF
        buf[at + 2:at + 5] = scores.initials[3 * i:3 * i + 3]
    return seal(buf)


def encode_stats(stats):
    buf = bytearray(STATS_RECORD_SIZE)
    buf[0] = STATS_MAGIC
    buf[1] = _STATS_VERSION
    at = 2
    for i in range(MODE_COUNT * FIELDS):
        value = stats[i]
        for shift in range(WIDTHS[i % FIELDS] - 1, -1, -1):
            buf[at] = value >> (8 * shift) & 0xFF
            at += 1
    return seal(buf)
