"""The NVM layout, and its writes: each one a single slice assignment.

Every write to a board's NVM erases a whole flash block (8 KB on the SAMD51
badges, 4 KB on RP2040 and nRF52840) and the flash lasts about 10,000
erases, so what matters is how often the NVM is written, not how much: a
write puts down all it has to in one slice. The SAMD51 erases the block,
then programs it back page by page (512 bytes) from its start, and
everything kept here fits the first page: a power cut during a write leaves
the old records, a blank NVM, or the new ones, and whatever it spoils the
CRCs catch. That is also why there is one game slot, not the two of the
first layout: both lived in the one block, and a cut in its erase spoiled
both. The first line of safety is sleep memory (yahtzee_app.storage), which
costs no wear; the NVM is written now and then.

Layout 2 (the settings record's version says which layout the NVM holds):

    0..4      settings record            5..111    the game slot
    112..193  high scores and initials   194..245  statistics   (246 bytes)

Layout 1 (the first firmware's; yahtzee_core.load still reads it, and the app
rewrites it as layout 2 once): game slots at 0 and 107, the high scores and
the settings byte at 214 (249 bytes).
"""

from .save import (GAME_RECORD_MAX, SETTINGS_RECORD_SIZE, encode_game, encode_settings)

SETTINGS_AT = 0
GAME_AT = SETTINGS_AT + SETTINGS_RECORD_SIZE
SCORES_AT = GAME_AT + GAME_RECORD_MAX
STATS_AT = SCORES_AT + 82          # = save_tables.SCORES_RECORD_SIZE
NVM_BYTES_USED = STATS_AT + 52     # + save_tables.STATS_RECORD_SIZE


class Store:
    """Writes through any bytearray-like NVM of NVM_BYTES_USED bytes or more."""

    def __init__(self, nvm):
        if len(nvm) < NVM_BYTES_USED:
            raise ValueError("NVM has %d bytes; saves need %d" % (len(nvm), NVM_BYTES_USED))
        self.nvm = nvm
        self.writes = 0

    def write_game(self, settings, game, sequence, yahtzees=0, closed=0, box=-1):
        """The settings and the game, in one write; the high scores and the
        statistics after them are left as they are. `game`: a Game, a game
        record (bytes: written as it is) or None (no game saved); `closed`, `box`:
        as yahtzee_core.save.encode_game's."""
        image = bytearray(b"\xff" * SCORES_AT)
        _put_game(image, settings, game, sequence, yahtzees, closed, box)
        self._write(image)

    def write_all(self, settings, game, sequence, yahtzees, scores, stats):
        """Every record, in one write (`game` as for write_game; KEEP: the game
        slot as it is)."""
        from .save_tables import encode_scores, encode_stats
        image = bytearray(b"\xff" * NVM_BYTES_USED)
        if game is KEEP:
            game = bytes(self.nvm[GAME_AT:SCORES_AT])
        _put_game(image, settings, game, sequence, yahtzees)
        image[SCORES_AT:STATS_AT] = encode_scores(scores)
        image[STATS_AT:NVM_BYTES_USED] = encode_stats(stats)
        self._write(image)

    def _write(self, image):
        self.nvm[0:len(image)] = image
        self.writes += 1


KEEP = object()


def _put_game(image, settings, game, sequence, yahtzees, closed=0, box=-1):
    image[SETTINGS_AT:GAME_AT] = encode_settings(settings)
    if game is not None:
        record = game if isinstance(game, (bytes, bytearray)) else encode_game(
            game, sequence, yahtzees, closed, box)
        image[GAME_AT:GAME_AT + len(record)] = record
