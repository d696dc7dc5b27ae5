"""Saves outside play: read at start-up and on resume, written at a game's end
and when the settings change. Imported for each use and forgotten after
(yahtzee_app.storage keeps what play needs).

Whatever the NVM and sleep memory hold, reading never raises: a torn, corrupt
or foreign record becomes a fresh start and a line of text for the title
screen. An NVM of the first layout (yahtzee_core.store), or one with a
refused record, is rewritten as layout 2 at start-up, once.
"""

from micropython import const

from .heap import borrowed

FOREIGN = -1     # yahtzee_core.load.FOREIGN: an NVM that holds no saves of this game
# Saves.problem (menu_words.SAVE_PROBLEMS[problem]; storage's own is 1: no room)
_BAD_SCORES = const(2)      # the scores' or the settings' record refused: a fresh start
_BAD_GAME = const(3)        # the saved game's record refused

_SEATS = (b"P1 ", b"P2 ", b"P3 ", b"P4 ")    # the initials of a game of several's scores


def _read(saves):
    """What the NVM and sleep memory hold (the reader is its callers' to forget: they
    borrow for it)."""
    from yahtzee_core.load import read
    return read(saves.nvm, saves.sleep)


def check(saves):
    """The high scores, statistics and settings, and whether a game is saved."""
    with borrowed():
        store = saves.store()
        if store is not None:
            _check(saves, store)


def _check(saves, store):
    found = _read(saves)
    saves.scores = found.scores
    saves.stats = found.stats
    saves.saved = found.game is not None
    if found.refused:
        saves.problem = _BAD_SCORES
    elif found.game_refused and found.game is None:
        saves.problem = _BAD_GAME
    if found.nvm_sequence >= 0:
        saves.sequence = found.nvm_sequence
    elif found.in_sleep:
        saves.sequence = (found.sequence - 1) & 0xFF
    saves.stale = found.in_sleep and found.sequence != found.nvm_sequence
    # Only the NVM has it: sleep memory lost the game (the power went off), so any
    # play after this save is gone: the title says where it resumes (storage.from_nvm).
    # (Not where play had stopped at it: Save, Quit or deep sleep wrote it, and lost none.)
    saves.from_nvm = 0
    if saves.saved and not found.in_sleep and not found.closed:
        from yahtzee_core.load import record_turn
        player, players, filled = record_turn(found.game)
        saves.from_nvm = 1 + player + 4 * (players - 1) + 16 * filled
    if found.layout != 1 and found.layout != FOREIGN and not (found.refused
                                                                  or found.game_refused):
        return
    try:
        # The first layout, a foreign NVM or a refused record: the NVM becomes
        # layout 2, with whatever was good in it, in one write.
        store.write_all(found.settings, found.game, 0, 0, found.scores, found.stats)
        saves.sequence = found.sequence if found.game is not None else 0
        saves.stale = False
    except (OSError, ValueError):
        pass


def load_game(saves, source=None):
    """The newest good saved game (dice from `source`), or None; the YAHTZEEs its
    P1 had rolled go to saves.yahtzees."""
    with borrowed():
        if saves.store() is None:
            return None
        found = _read(saves)
        saves.saved = found.game is not None
        if found.game is None:
            if found.game_refused:
                saves.problem = _BAD_GAME
            return None
        from yahtzee_core.load import decode_game, record_box, record_yahtzees
        game = decode_game(found.game, source)
        saves.yahtzees = record_yahtzees(found.game)
        saves.box = record_box(found.game)
    saves.from_nvm = 0          # the title has said it; the game goes on from here
    # A game newer than the NVM's holds turns the NVM has not seen (how many
    # is not kept), and a closed record says no turn can be lost, which stops being
    # true as play goes on: the NVM takes the game at the next turn's end.
    saves.turns = saves.save_turns() - 1 if saves.stale or found.closed else 0
    return game


def save_settings(saves, settings):
    """The settings byte into the NVM, when it changed (one write)."""
    if settings == saves.scores.settings:
        return True
    saves.scores.settings = settings
    with borrowed():
        return _write_tables(saves, _keep())


def finish(saves, game, initials, settings):
    """A game's end: a person's solo score into the high scores (with `initials`,
    3 bytes) and the statistics; in a game of several, every person's total into the
    high scores (as P1, P2...; the statistics stay a solo player's); the game out of
    sleep memory and the NVM, and every record written at once. Whether any score
    made the table."""
    from yahtzee_core.highscores import insert
    placed = False
    if game.players > 1:
        for player in range(game.players):
            if not game.seats[player]:      # a person's seat
                place = insert(saves.scores, game.mode.index, game.total(player), _SEATS[player])
                placed = placed or place >= 0
    elif not game.seats[0]:
        with borrowed():
            # (not `from yahtzee_core import stats`: MicroPython asks the package's
            # __getattr__ first, which raises)
            from yahtzee_core.stats import add, blank
            if saves.stats is None:
                saves.stats = blank()
            add(saves.stats, game, saves.yahtzees)
        placed = insert(saves.scores, game.mode.index, game.total(0), initials) >= 0
        saves.scores.last[:] = initials
    saves.scores.settings = settings
    if saves.sleep is not None:
        # Out of sleep memory first: a reset now cannot count the game twice.
        saves.sleep[0] = 0
    saves.saved = False
    saves.stale = False
    saves.turns = 0
    saves.yahtzees = 0
    with borrowed():
        _write_tables(saves, None)
    return placed


def _keep():
    from yahtzee_core.store import KEEP
    return KEEP


def _write_tables(saves, game):
    store = saves.store()
    if store is None:
        return False
    if saves.stats is None:
        from yahtzee_core.stats import blank
        saves.stats = blank()
    try:
        store.write_all(saves.scores.settings, game, 0, 0, saves.scores, saves.stats)
    except (OSError, ValueError):
        return False
    return True
