"""Saves through the core's NVM codec, with the app's rules on when.

The game is written at the end of every turn and when the player asks,
never per button press (flash wear). Whatever the NVM holds, loading never
raises: a torn, corrupt or foreign record becomes a fresh start and a line
of text for the title screen.
"""

from yahtzee_core.errors import SaveError
from yahtzee_core.highscores import HighScores
from yahtzee_core.store import Store


class Saves:
    def __init__(self, nvm):
        self.problem = ""      # why the saves were set aside, for the title screen
        self.store = None
        try:
            if nvm is not None:
                self.store = Store(nvm)
        except ValueError:
            self.problem = "NVM too small: no saves"
        self.scores = HighScores()
        self.saved = False
        if self.store is None:
            return
        scores, reason = self.store.load_scores()
        self.scores = scores
        if reason:
            self.problem = "Bad save data: fresh start"
        try:
            self.saved = self.store.load_game() is not None
        except SaveError:
            # One message is enough when the whole NVM is foreign.
            self.problem = self.problem or "Bad saved game: fresh start"
            self._forget()

    def _forget(self):
        try:
            self.store.clear_game()
        except (OSError, ValueError):
            pass

    def load_game(self, source=None):
        """The saved game (dice from `source` if given, else its own RNG), or None."""
        if self.store is None:
            return None
        try:
            return self.store.load_game(source)
        except SaveError:
            self.problem = "Bad saved game: fresh start"
            self._forget()
            self.saved = False
            return None

    def save_game(self, game):
        """Write the game; False when there is nowhere to write it."""
        if self.store is None:
            return False
        try:
            self.store.save_game(game)
        except (OSError, ValueError):
            # A read-only filesystem or a failing flash must not stop play.
            return False
        self.saved = True
        return True

    def clear_game(self):
        if self.store is not None and self.saved:
            self._forget()
        self.saved = False

    def save_scores(self, settings_byte):
        self.scores.settings = settings_byte
        if self.store is None:
            return False
        try:
            self.store.save_scores(self.scores)
        except (OSError, ValueError):
            return False
        return True
