"""Saves through the core's NVM codec, with the app's rules on when.

The game is written at the end of every turn and when the player asks,
never per button press (flash wear). Whatever the NVM holds, loading never
raises: a torn, corrupt or foreign record becomes a fresh start and a line
of text for the title screen.

The codec (yahtzee_core.store and .save) is imported when a save is read or
written, and no object of it is kept: the screen that needed it takes it out
of the heap when it goes (yahtzee_app.app), so the title does not carry the
code that writes a game, nor play the code that checks one in full.
"""

from yahtzee_core.errors import SaveError

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
        (once: the title calls it)."""
        if self.checked:
            return
        self.checked = True
        store = self.store()
        if store is None:
            return
        scores, reason = store.load_scores()
        self.scores = scores
        if reason:
            self.problem = BAD_SCORES
        try:
            self.saved = store.load_game() is not None
        except SaveError:
            # One message is enough when the whole NVM is foreign.
            self.problem = self.problem or BAD_GAME
            self._forget(store)

    def _forget(self, store):
        try:
            store.clear_game()
        except (OSError, ValueError):
            pass

    def load_game(self, source=None):
        """The saved game (dice from `source` if given, else its own RNG), or None."""
        store = self.store()
        if store is None:
            return None
        try:
            return store.load_game(source)
        except SaveError:
            self.problem = BAD_GAME
            self._forget(store)
            self.saved = False
            return None

    def save_game(self, game):
        """Write the game; False when there is nowhere to write it."""
        store = self.store()
        if store is None:
            return False
        try:
            store.save_game(game)
        except (OSError, ValueError):
            # A read-only filesystem or a failing flash must not stop play.
            return False
        self.saved = True
        return True

    def clear_game(self):
        store = self.store()
        if store is not None and self.saved:
            self._forget(store)
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
        return True
