"""Save codecs: a whole game (mid-turn included) and the high-score table.

Both records start with a magic byte and a version and end with a
CRC-16/CCITT, and are validated completely before anything is built, so a
foreign, truncated, torn or bit-flipped blob raises `SaveError` and is
never half-loaded.

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
from .errors import SaveError
from .game import Game, EMPTY, NO_BOX, POWER_DIE
from .highscores import HighScores, MODE_COUNT, TABLE_SIZE
from .modes import MODES, DOUBLE
from .rng import Rng

GAME_MAGIC = const(0x59)    # 'Y'
SCORES_MAGIC = const(0x53)  # 'S'
VERSION = const(1)
_HEADER = const(21)
_CRC = const(2)
GAME_RECORD_MAX = _HEADER + 4 * 21 + _CRC
SCORES_RECORD_SIZE = 3 + 2 * MODE_COUNT * TABLE_SIZE + _CRC


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


def _seal(buf):
    crc = crc16(buf, 0, len(buf) - _CRC)
    buf[-2] = crc >> 8
    buf[-1] = crc & 0xFF
    return buf


def _check_envelope(blob, magic, what):
    if blob is None or len(blob) < 2:
        raise SaveError("no %s record (%d bytes)" % (what, 0 if blob is None else len(blob)))
    if blob[0] != magic:
        raise SaveError("not a %s record (magic byte 0x%02x)" % (what, blob[0]))
    if blob[1] != VERSION:
        raise SaveError("%s record version %d; this firmware reads version %d" % (
            what, blob[1], VERSION))


def _check_crc(blob, length, what):
    if len(blob) < length:
        raise SaveError("%s record truncated: %d of %d bytes" % (what, len(blob), length))
    stored = blob[length - 2] << 8 | blob[length - 1]
    if crc16(blob, 0, length - _CRC) != stored:
        raise SaveError("%s record is corrupt (CRC mismatch)" % what)


def game_record_size(mode, players):
    return _HEADER + players * mode.box_count + _CRC


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
    buf[_HEADER:_HEADER + len(game.boxes)] = game.boxes
    return _seal(buf)


def record_sequence(blob):
    return blob[2]


def decode_game(blob, source=None):
    """Rebuild a Game from a record; raises SaveError, never half-loads.

    `source` replaces the saved RNG (e.g. scripted dice in tests).
    """
    _check_envelope(blob, GAME_MAGIC, "game")
    if len(blob) < _HEADER + _CRC:
        raise SaveError("game record truncated: %d bytes" % len(blob))
    mode_index = blob[3] & 3
    if mode_index >= len(MODES) or blob[3] >> 6:
        raise SaveError("game record names no known mode (flags 0x%02x)" % blob[3])
    mode = MODES[mode_index]
    players = (blob[3] >> 2 & 3) + 1
    length = game_record_size(mode, players)
    _check_crc(blob, length, "game")
    problem = _game_problem(blob, mode, players)
    if problem:
        raise SaveError("game record is inconsistent: " + problem)
    game = Game(mode, players, bool(blob[3] >> 4 & 1), source)
    if source is None:
        hi = blob[13] << 8 | blob[14]
        lo = blob[15] << 8 | blob[16]
        if hi or lo:
            game.source.set_state(hi, lo)
    game.boxes[:] = blob[_HEADER:length - _CRC]
    for p in range(4):
        game.bonus_yahtzees[p] = blob[17 + p // 2] >> (4 * (p & 1)) & 0xF
        game.seats[p] = blob[19 + p // 2] >> (4 * (p & 1)) & 0xF
    game.player = blob[4] & 3
    game.rolls = blob[4] >> 2
    game.held = blob[5]
    game.double_first = blob[6]
    for i in range(6):
        game.dice[i] = blob[7 + i] & 7
        if i < 5:
            game.colours[i] = blob[7 + i] >> 3
    game.over = bool(blob[3] >> 5 & 1)
    if game.rolls:
        game.hand.set(game.dice, game.colours if mode.coloured else None)
    return game


def _game_problem(blob, mode, players):
    """Why a CRC-valid record still cannot be a game of these rules, or ''."""
    boxes = mode.box_count
    player = blob[4] & 3
    rolls = blob[4] >> 2
    held = blob[5]
    if player >= players:
        return "player %d of %d" % (player + 1, players)
    if rolls > (4 if mode.power_die else 3):
        return "%d rolls made" % rolls
    if held >> mode.dice_count or (held and not rolls):
        return "held mask 0x%02x" % held
    if blob[3] >> 4 & 1 and not mode.joker:
        return "handheld rules in %s" % mode.name
    for i in range(6):
        number, colour = blob[7 + i] & 7, blob[7 + i] >> 3
        in_play = i < 5 or mode.power_die
        if (number != 0) != bool(rolls and in_play) or number > 6:
            return "die %d shows %d" % (i + 1, number)
        if colour >= (5 if mode.coloured and i < 5 else 1):
            return "die %d has colour %d" % (i + 1, colour)
    filled = bytearray(players)
    for p in range(players):
        for b in range(boxes):
            value = blob[_HEADER + p * boxes + b]
            if value != EMPTY:
                filled[p] += 1
                if value > mode.max_score[b]:
                    return "%s holds %d" % (mode.keys[b], value)
        bonus = blob[17 + p // 2] >> (4 * (p & 1)) & 0xF
        if bonus and (not mode.joker or bonus > boxes - 1):
            return "%d bonus YAHTZEEs" % bonus
    for p in range(players, 4):
        if blob[17 + p // 2] >> (4 * (p & 1)) & 0xF:
            return "bonus YAHTZEEs for a player not in the game"
        if blob[19 + p // 2] >> (4 * (p & 1)) & 0xF:
            return "a seat for a player not in the game"
    first = blob[6]
    if first != NO_BOX:
        if not (mode.power_die and rolls and blob[7 + POWER_DIE] & 7 == DOUBLE
                and first < boxes and blob[_HEADER + player * boxes + first] != EMPTY):
            return "a Double pick of box %d" % first
    over = blob[3] >> 5 & 1
    full = [filled[p] == boxes for p in range(players)]
    if mode.ends_at_first_full:
        if over != (True in full):
            return "the end of the game does not match the scorecards"
    else:
        if over != (False not in full):
            return "the end of the game does not match the scorecards"
        mine = filled[player] - (1 if first != NO_BOX else 0)
        for p in range(players):
            expected = mine + (1 if p < player and not over else 0)
            if filled[p] != expected:
                return "player %d has %d boxes filled, expected %d" % (
                    p + 1, filled[p], expected)
    return ""


def encode_scores(scores):
    buf = bytearray(SCORES_RECORD_SIZE)
    buf[0] = SCORES_MAGIC
    buf[1] = VERSION
    buf[2] = scores.settings & 0xFF
    for i in range(MODE_COUNT * TABLE_SIZE):
        buf[3 + 2 * i] = scores.scores[i] >> 8
        buf[4 + 2 * i] = scores.scores[i] & 0xFF
    return _seal(buf)


def decode_scores(blob):
    _check_envelope(blob, SCORES_MAGIC, "high-score")
    _check_crc(blob, SCORES_RECORD_SIZE, "high-score")
    scores = HighScores()
    scores.settings = blob[2]
    for i in range(MODE_COUNT * TABLE_SIZE):
        scores.scores[i] = blob[3 + 2 * i] << 8 | blob[4 + 2 * i]
    for m in range(MODE_COUNT):
        table = scores.scores[m * TABLE_SIZE:(m + 1) * TABLE_SIZE]
        for i in range(1, TABLE_SIZE):
            if table[i] > table[i - 1]:
                raise SaveError("high-score record is inconsistent: table %d unsorted" % m)
    return scores
