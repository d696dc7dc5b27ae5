"""Save records, read back: a game and the high-score table, validated whole first.

A foreign, truncated, torn or bit-flipped record raises `SaveError` and is
never half-loaded: its envelope (magic byte, version), its CRC, then that it
can be a game of these rules at all. The layout is yahtzee_core.save's.
"""

from .errors import SaveError
from .game import Game, EMPTY, NO_BOX, POWER_DIE
from .highscores import HighScores, MODE_COUNT, TABLE_SIZE
from .modes import MODES, DOUBLE
from .save import (GAME_MAGIC, SCORES_MAGIC, VERSION, HEADER, CRC, SCORES_RECORD_SIZE,
                   crc16, game_record_size)


def check_envelope(blob, magic, what):
    if blob is None or len(blob) < 2:
        raise SaveError("no %s record (%d bytes)" % (what, 0 if blob is None else len(blob)))
    if blob[0] != magic:
        raise SaveError("not a %s record (magic byte 0x%02x)" % (what, blob[0]))
    if blob[1] != VERSION:
        raise SaveError("%s record version %d; this firmware reads version %d" % (
            what, blob[1], VERSION))


def check_crc(blob, length, what):
    if len(blob) < length:
        raise SaveError("%s record truncated: %d of %d bytes" % (what, len(blob), length))
    stored = blob[length - 2] << 8 | blob[length - 1]
    if crc16(blob, 0, length - CRC) != stored:
        raise SaveError("%s record is corrupt (CRC mismatch)" % what)


def decode_game(blob, source=None):
    """Rebuild a Game from a record; raises SaveError, never half-loads.

    `source` replaces the saved RNG (e.g. scripted dice in tests).
    """
    check_envelope(blob, GAME_MAGIC, "game")
    if len(blob) < HEADER + CRC:
        raise SaveError("game record truncated: %d bytes" % len(blob))
    mode_index = blob[3] & 3
    if mode_index >= len(MODES) or blob[3] >> 6:
        raise SaveError("game record names no known mode (flags 0x%02x)" % blob[3])
    mode = MODES[mode_index]
    players = (blob[3] >> 2 & 3) + 1
    length = game_record_size(mode, players)
    check_crc(blob, length, "game")
    problem = _game_problem(blob, mode, players)
    if problem:
        raise SaveError("game record is inconsistent: " + problem)
    game = Game(mode, players, bool(blob[3] >> 4 & 1), source)
    if source is None:
        hi = blob[13] << 8 | blob[14]
        lo = blob[15] << 8 | blob[16]
        if hi or lo:
            game.source.set_state(hi, lo)
    game.boxes[:] = blob[HEADER:length - CRC]
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
            value = blob[HEADER + p * boxes + b]
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
                and first < boxes and blob[HEADER + player * boxes + first] != EMPTY):
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


def decode_scores(blob):
    check_envelope(blob, SCORES_MAGIC, "high-score")
    check_crc(blob, SCORES_RECORD_SIZE, "high-score")
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
