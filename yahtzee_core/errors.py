"""The two errors the core raises: a refused move and a refused save."""


class IllegalMove(ValueError):
    """The game refused an action; nothing changed."""


class SaveError(ValueError):
    """A saved blob is foreign, truncated or corrupt; nothing was loaded."""
