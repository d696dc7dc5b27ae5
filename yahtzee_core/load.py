"""Save records, read back, and the NVM and sleep memory they sit in.

A foreign, truncated, torn or bit-flipped record raises `SaveError` and is
never half-loaded: its envelope (magic byte, version), its CRC, then that it
can be what it says at all (a game of these rules, a sorted table). The
records are yahtzee_core.save's and .save_tables'; the layouts, store's.

`read(nvm, sleep)` reads every record of both NVM layouts and the game in
sleep memory, and says what it refused and why; `load_game()` rebuilds the
newest good game.
"""

from .errors import IllegalMove, SaveError
from .game import Game, EMPTY, NO_BOX
from .highscore_table import HighScores, MODE_COUNT, TABLE_SIZE
from .modes import MODES
from .save import (GAME_MAGIC, SETTINGS_MAGIC, LAYOUT_VERSION, HEADER, CRC, GAME_RECORD_MAX,
                   SETTINGS_RECORD_SIZE, crc16, game_record_size)
from .save_tables import (SCORES_MAGIC, STATS_MAGIC, ENTRIES, SCORES_RECORD_SIZE,
                          STATS_RECORD_SIZE)
from .stats import FIELDS, WIDTHS, GAMES, POINTS, BEST, blank
from .store import GAME_AT, SCORES_AT, STATS_AT

# Layout 1 (the first firmware's): two game slots and the high scores at 214.
V1_SLOTS = (0, GAME_RECORD_MAX)
V1_SCORES_AT = 2 * GAME_RECORD_MAX
V1_SCORES_SIZE = 3 + 2 * ENTRIES + CRC
V1_BYTES_USED = V1_SCORES_AT + V1_SCORES_SIZE

# read(): what the NVM holds
BLANK = 0
FOREIGN = -1


def check_envelope(blob, magic, what, versions):
    if blob is None or len(blob) < 2:
        raise SaveError("no %s record (%d bytes)" % (what, 0 if blob is None else len(blob)))
    if blob[0] != magic:
        raise SaveError("not a %s record (magic byte 0x%02x)" % (what, blob[0]))
    if blob[1] not in versions:
        raise SaveError("%s record version %d; this firmware reads version %s" % (
            what, blob[1], " or ".join(str(v) for v in versions)))


def check_crc(blob, length, what):
    if len(blob) < length:
        raise SaveError("%s record truncated: %d of %d bytes" % (what, len(blob), length))
    stored = blob[length - 2] << 8 | blob[length - 1]
    if crc16(blob, 0, length - CRC) != stored:
        raise SaveError("%s record is corrupt (CRC mismatch)" % what)


def decode_game(blob, source=None):
    """Rebuild a Game from a record (version 1 or 2); raises SaveError, never
    half-loads. `source`: the dice from now on (by default an Rng seeded 1:
    a record does not say what the dice would have been)."""
    check_envelope(blob, GAME_MAGIC, "game", (1, 2))
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
    # bytes 7-12: a die's number and colour; 17-20: the bonus YAHTZEEs', then the seats',
    # a nibble a player
    dice = bytearray(6)
    colours = bytearray(5)
    for i in range(6):
        dice[i] = blob[7 + i] & 7
        if i < 5:
            colours[i] = blob[7 + i] >> 3
    bonus = bytearray(4)
    seats = bytearray(4)
    for p in range(4):
        bonus[p] = blob[17 + p // 2] >> (4 * (p & 1)) & 0xF
        seats[p] = blob[19 + p // 2] >> (4 * (p & 1)) & 0xF
    game = Game(mode, players, bool(blob[3] >> 4 & 1), source)
    try:
        game.restore(blob[HEADER:length - CRC], bonus, seats, blob[4] & 3, blob[4] >> 2,
                     blob[5], blob[6], dice, colours, bool(blob[3] >> 5 & 1))
    except IllegalMove as refusal:
        raise SaveError("game record is inconsistent: %s" % refusal)
    return game


def record_yahtzees(blob):
    """The YAHTZEEs P1 had rolled when a (valid) game record was written."""
    return blob[13] if blob[1] >= 2 else 0


def record_box(blob):
    """The scorecard cursor a (valid) game record was written with, or -1 (none kept; the
    first version held the dice's RNG there)."""
    return blob[15] - 1 if blob[1] >= 2 else -1


def record_turn(blob):
    """Whose turn a (valid) game record stands at, and how far: (player, players, the boxes
    that player had filled)."""
    player = blob[4] & 3
    count = MODES[blob[3] & 3].box_count
    filled = 0
    for i in range(count):
        if blob[HEADER + player * count + i] != EMPTY:
            filled += 1
    return player, (blob[3] >> 2 & 3) + 1, filled


def _game_problem(blob, mode, players):
    """Why a CRC-valid record cannot be a game of these rules, or '': a field out of its
    range, dice that are not the turn's, scorecards no game fills. Whether the turn is one
    the rules reach (its rolls, holds and a Double's first pick) is the Game's to say
    (Game.restore)."""
    boxes = mode.box_count
    player = blob[4] & 3
    rolls = blob[4] >> 2
    if blob[1] >= 2 and (blob[14] > 1 or blob[15] > boxes or blob[16]):
        return "reserved bytes set"
    if player >= players:
        return "player %d of %d" % (player + 1, players)
    if blob[5] >> mode.dice_count:
        return "held mask 0x%02x" % blob[5]
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


def decode_settings(blob):
    check_envelope(blob, SETTINGS_MAGIC, "settings", (LAYOUT_VERSION,))
    check_crc(blob, SETTINGS_RECORD_SIZE, "settings")
    return blob[2]


def decode_scores(blob):
    """A high-score record of version 2 (layout 2): scores and initials."""
    check_envelope(blob, SCORES_MAGIC, "high-score", (2,))
    check_crc(blob, SCORES_RECORD_SIZE, "high-score")
    scores = HighScores()
    scores.last[:] = blob[2:5]
    for i in range(ENTRIES):
        at = 5 + 5 * i
        scores.scores[i] = blob[at] << 8 | blob[at + 1]
        scores.initials[3 * i:3 * i + 3] = blob[at + 2:at + 5]
    _check_scores(scores)
    for i in range(3 * ENTRIES):
        letter = scores.initials[i]
        if not (letter == 0 or 65 <= letter <= 90) or (letter and not scores.scores[i // 3]):
            raise SaveError("high-score record is inconsistent: initials of entry %d" % (i // 3))
    for letter in scores.last:
        if not 65 <= letter <= 90:
            raise SaveError("high-score record is inconsistent: the last initials")
    return scores


def decode_scores_v1(blob):
    """A high-score record of version 1 (layout 1): scores and the settings byte."""
    check_envelope(blob, SCORES_MAGIC, "high-score", (1,))
    check_crc(blob, V1_SCORES_SIZE, "high-score")
    scores = HighScores()
    scores.settings = blob[2]
    for i in range(ENTRIES):
        scores.scores[i] = blob[3 + 2 * i] << 8 | blob[4 + 2 * i]
    _check_scores(scores)
    return scores


def _check_scores(scores):
    for m in range(MODE_COUNT):
        table = scores.scores[m * TABLE_SIZE:(m + 1) * TABLE_SIZE]
        for i in range(1, TABLE_SIZE):
            if table[i] > table[i - 1]:
                raise SaveError("high-score record is inconsistent: table %d unsorted" % m)


def decode_stats(blob):
    check_envelope(blob, STATS_MAGIC, "statistics", (1,))
    check_crc(blob, STATS_RECORD_SIZE, "statistics")
    stats = blank()
    at = 2
    for i in range(MODE_COUNT * FIELDS):
        value = 0
        for _ in range(WIDTHS[i % FIELDS]):
            value = value << 8 | blob[at]
            at += 1
        stats[i] = value
    for m in range(MODE_COUNT):
        base = m * FIELDS
        games = stats[base + GAMES]
        if games == 0 and max(stats[base:base + FIELDS]) or stats[base + BEST] > stats[base + POINTS]:
            raise SaveError("statistics record is inconsistent: mode %d" % m)
    return stats


def _blank(blob):
    """Never written (a new chip reads 0x00 or 0xFF throughout) or erased.
    Anything else that fails to decode is a corrupt save, and says so."""
    first = blob[0]
    if first not in (0x00, 0xFF):
        return False
    for value in blob:
        if value != first:
            return False
    return True


def _newer(a, b):
    """Sequence numbers wrap at 256: a is newer than b if a is less than
    128 steps ahead."""
    return 0 < (a - b) & 0xFF < 128


class Contents:
    """What read() found: the layout (2, 1, BLANK or FOREIGN), the settings byte, the
    high scores, the statistics, the newest good game record (bytes, or None), its
    sequence number and whether it came from sleep memory, the sequence number of
    the NVM's own game record (-1: none) and whether play stopped at it (`closed`), and
    the reasons records were refused: the tables' (`refused`) and the game's (`game_refused`)."""

    def __init__(self):
        self.layout = BLANK
        self.settings = 0
        self.scores = HighScores()
        self.stats = blank()
        self.game = None
        self.sequence = 0
        self.in_sleep = False
        self.nvm_sequence = -1
        self.closed = False     # play stopped at the NVM's game: Save, Quit or deep sleep
        self.refused = []
        self.game_refused = []


def read(nvm, sleep=None):
    """Everything an NVM of either layout holds (and the game in `sleep`, sleep
    memory, when it is good and not older than the NVM's), validated. Never raises."""
    found = Contents()
    head = bytes(nvm[0:V1_BYTES_USED])
    if len(head) < V1_BYTES_USED:
        head += b"\xff" * (V1_BYTES_USED - len(head))
    if head[0] == SETTINGS_MAGIC and head[1] == LAYOUT_VERSION:
        found.layout = LAYOUT_VERSION
        try:
            found.settings = decode_settings(head[0:GAME_AT])
        except SaveError as error:
            found.refused.append(str(error))
        _take_game(found, head[GAME_AT:SCORES_AT])
        found.scores = _table(found, head[SCORES_AT:STATS_AT], decode_scores, HighScores)
        found.stats = _table(found, head[STATS_AT:STATS_AT + STATS_RECORD_SIZE],
                             decode_stats, blank)
        found.scores.settings = found.settings
    elif GAME_MAGIC in (head[V1_SLOTS[0]], head[V1_SLOTS[1]]) or head[V1_SCORES_AT] == SCORES_MAGIC:
        found.layout = 1
        for at in V1_SLOTS:
            _take_game(found, head[at:at + GAME_RECORD_MAX])
        found.scores = _table(found, head[V1_SCORES_AT:V1_BYTES_USED], decode_scores_v1,
                              HighScores)
        found.settings = found.scores.settings
    elif not _blank(head):
        found.layout = FOREIGN
        found.refused.append("the NVM holds no saves of this game (byte 0 is 0x%02x)" % head[0])
    game = found.game
    # (a version 1 record does not say: taken as in play)
    found.closed = game is not None and game[1] >= 2 and game[14] == 1
    if sleep is not None and len(sleep) >= GAME_RECORD_MAX:
        blob = bytes(sleep[0:GAME_RECORD_MAX])
        try:
            blob = blob[:_length(decode_game(blob))]
        except SaveError:
            return found      # sleep memory after a power cut holds anything: not a problem
        if found.game is None or not _newer(found.sequence, blob[2]):
            found.game, found.sequence, found.in_sleep = blob, blob[2], True
    return found


def _take_game(found, blob):
    """The game in `blob`, if it is good and newer than the one found so far."""
    if _blank(blob):
        return
    try:
        blob = blob[:_length(decode_game(blob))]
    except SaveError as error:
        found.game_refused.append(str(error))
        return
    if found.game is None or _newer(blob[2], found.sequence):
        found.game, found.sequence = blob, blob[2]
        found.nvm_sequence = blob[2]


def _length(game):
    return game_record_size(game.mode, game.players)


def _table(found, blob, decode, fresh):
    if _blank(blob):
        return fresh()
    try:
        return decode(blob)
    except SaveError as error:
        found.refused.append(str(error))
        return fresh()


def load_game(nvm, sleep=None, source=None):
    """The newest good saved game (dice from `source`), or None when there is none.

    Raises SaveError when a game was saved but none of it is usable."""
    found = read(nvm, sleep)
    if found.game is None:
        if found.game_refused:
            raise SaveError(found.game_refused[0])
        return None
    return decode_game(found.game, source)
