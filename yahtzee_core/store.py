"""The NVM layout: two game slots and the high-score record in 256 bytes.

A game is written to the slot that does not hold the newest good save, so
a write torn by a power cut spoils only the slot being written, the CRC
catches it, and the other slot (the last good save) is loaded instead.

    0..106    game slot A      107..213  game slot B
    214..248  high scores and settings            (249 of 256 bytes used)
"""

from .errors import SaveError
from .save import GAME_RECORD_MAX, SCORES_RECORD_SIZE, encode_game, encode_scores
from .highscores import HighScores

SLOT_SIZE = GAME_RECORD_MAX
SLOTS = (0, SLOT_SIZE)
SCORES_AT = 2 * GAME_RECORD_MAX
NVM_BYTES_USED = SCORES_AT + SCORES_RECORD_SIZE


ERASED = b"\xff" * SLOT_SIZE


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


class Store:
    """Saves and loads through any bytearray-like NVM of 249 bytes or more."""

    def __init__(self, nvm):
        if len(nvm) < NVM_BYTES_USED:
            raise ValueError("NVM has %d bytes; saves need %d" % (len(nvm), NVM_BYTES_USED))
        self.nvm = nvm
        self.writes = 0

    def _slot(self, at):
        return bytes(self.nvm[at:at + SLOT_SIZE])

    def _newest(self, source=None):
        """(game, slot offset, sequence, reasons): the newest good save (game
        None when there is none) and why any slot was refused."""
        from .load import decode_game      # reading only: play writes, and never needs it
        best = best_at = None
        best_sequence = 0
        reasons = []
        for at in SLOTS:
            blob = self._slot(at)
            if _blank(blob):
                continue
            try:
                game = decode_game(blob, source)
            except SaveError as error:
                reasons.append(str(error))
                continue
            if best is None or _newer(blob[2], best_sequence):
                best, best_at, best_sequence = game, at, blob[2]
        return best, best_at, best_sequence, reasons

    def newest_slot(self):
        """(slot offset or None, sequence) of the newest good save."""
        _, at, sequence, _ = self._newest()
        return at, sequence

    def has_game(self):
        return self._newest()[0] is not None

    def load_game(self, source=None):
        """The newest good saved game, or None when there is none.

        Raises SaveError when a save was there but none of it is usable.
        """
        game, _, _, reasons = self._newest(source)
        if game is None and reasons:
            raise SaveError(reasons[0])
        return game

    def save_game(self, game, newest=None):
        """Write the game into the slot that does not hold the newest good save;
        `newest` is that save's (slot offset or None, sequence) when the caller
        knows it (yahtzee_app.storage keeps it, so a save in play reads nothing
        back). Returns the new save's (slot offset, sequence)."""
        newest_at, newest_sequence = self.newest_slot() if newest is None else newest
        if newest_at is None:
            at, sequence = SLOTS[0], 0
        else:
            at = SLOTS[1] if newest_at == SLOTS[0] else SLOTS[0]
            sequence = (newest_sequence + 1) & 0xFF
        record = encode_game(game, sequence)
        self.nvm[at:at + len(record)] = record
        self.writes += 1
        return at, sequence

    def clear_game(self):
        """Forget the saved game: both slots erased to 0xFF."""
        for at in SLOTS:
            if not _blank(self._slot(at)):
                self.nvm[at:at + SLOT_SIZE] = ERASED
                self.writes += 1

    def load_scores(self):
        """(HighScores, message): a fresh table and the reason if the record is bad."""
        from .load import decode_scores
        blob = bytes(self.nvm[SCORES_AT:SCORES_AT + SCORES_RECORD_SIZE])
        if _blank(blob):
            return HighScores(), ""
        try:
            return decode_scores(blob), ""
        except SaveError as error:
            return HighScores(), str(error)

    def save_scores(self, scores):
        record = encode_scores(scores)
        self.nvm[SCORES_AT:SCORES_AT + len(record)] = record
        self.writes += 1
