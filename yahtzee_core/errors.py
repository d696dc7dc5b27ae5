"""The two errors the core raises: a refused move and a refused save."""


class IllegalMove(ValueError):
    """The game refused an action; nothing changed.

    args: a code (yahtzee_core.refusals) and its details; str() gives the words."""

    def __str__(self):
        from .refusals import text
        return text(self.args[0], self.args[1:]) if self.args else ""


class SaveError(ValueError):
    """A saved blob is foreign, truncated or corrupt; nothing was loaded."""
