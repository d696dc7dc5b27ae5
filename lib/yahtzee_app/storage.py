"""Saves through the core's NVM codec, with the app's rules on when.

The game is written at the end of every turn and when the player asks,
never per button press (flash wear). Whatever the NVM holds, loading never
raises: a torn, corrupt or foreign record becomes a fresh start and a line
of text for the title screen.

The codec (yahtzee_core.store, .save and .load) is imported for each read or
write and forgotten after it (yahtzee_app.heap), and no object of it is kept:
a game in play carries none of it between its turns' ends.
"""

from yahtzee_core.errors import SaveError

from .heap import forget

_CODEC = ("yahtzee_core.store", "yahtzee_core.save", "yahtzee_core.load")

# Saves.problem: what went wrong, said by words.SAVE_PROBLEMS[problem]
NVM_TOO_SMALL = 1
BAD_SCORES = 2
BAD_GAME = 3


class Saves:
    def __init__(self, nvm):
        from yahtzee_core.highscores import HighScores
        self.nvm = nvm
        self.problem = 0       # why the saves were set aside (words.SAVE_PROBLEMS), for the title
        self.scores = HighScores()
        self.saved = False
        self.checked = False   # the NVM has been read (check())
        # The newest good save's slot (None: no save) and sequence number: where the next
        # one goes, known without reading the NVM back (play carries no reading code).
        self.newest = (None, 0)

    def writable(self):
        """Whether there is an NVM big enough to save in."""
        return self.nvm is not None and self.problem != NVM_TOO_SMALL

    def store(self):
        """The NVM's layout over it, or None when there is no NVM or it is too small."""
        if self.nvm is None or self.problem == NVM_TOO_SMALL:
            return None
        from yahtzee_core.store import Store
        try:
            return Store(self.nvm)
        except ValueError:
            self.problem = NVM_TOO_SMALL
            return None

    def check(self):
        """Read the high scores and settings, and whether a good game is saved
        (once: the app calls it at start-up)."""
        if self.checked:
            return
        self.checked = True
        store = self.store()
        if store is None:
            return
        try:
            self._check(store)
        finally:
            forget(_CODEC)

    def _check(self, store):
        scores, reason = store.load_scores()
        self.scores = scores
        if reason:
            self.problem = BAD_SCORES
        try:
            self.saved = store.load_game() is not None
        except SaveError:
            # One message is enough when the whole NVM is foreign.
            self.problem = self.problem or BAD_GAME
            self._erase_game(store)
        self.newest = store.newest_slot()

    def _erase_game(self, store):
        try:
            store.clear_game()
        except (OSError, ValueError):
            pass
        self.newest = (None, 0)

    def load_game(self, source=None):
        """The saved game (dice from `source` if given, else its own RNG), or None."""
        store = self.store()
        if store is None:
            return None
        try:
            return store.load_game(source)
        except SaveError:
            self.problem = BAD_GAME
            self._erase_game(store)
            self.saved = False
            return None
        finally:
            forget(_CODEC)

    def save_game(self, game):
        """Write the game; False when there is nowhere to write it."""
        store = self.store()
        if store is None:
            return False
        try:
            self.newest = store.save_game(game, self.newest)
        except (OSError, ValueError):
            # A read-only filesystem or a failing flash must not stop play.
            return False
        finally:
            forget(_CODEC)
        self.saved = True
        return True

    def clear_game(self):
        if self.saved:
            store = self.store()
            if store is not None:
                self._erase_game(store)
                forget(_CODEC)
        self.saved = False

    def save_scores(self, settings_byte):
        self.scores.settings = settings_byte
        store = self.store()
        if store is None:
            return False
        try:
            store.save_scores(self.scores)
        except (OSError, ValueError):
            return False
        finally:
            forget(_CODEC)
        return True
