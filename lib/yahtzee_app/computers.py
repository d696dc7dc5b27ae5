"""The computer players' bots: built on first use, kept per (mode, level),
dropped when the heap is short.

A bot's warm-up takes about a second on a SAMD51 and a POWER bot about
55 KB of heap, so a PyBadge may hold only one: when building one fails for
memory, the others go first; when even one does not fit, `get` says so
(None) and the app hands the seat to a person.
"""

import gc

_LEVELS = 4


class Computers:
    def __init__(self):
        self.data_dir = None        # where the bots' tables live (None: the bot's default)
        self.bots = [None] * (3 * _LEVELS)   # by mode * 4 + level
        self._perfect = -1          # whether the Perfect table is there (-1: not looked yet)

    def get(self, mode, level, warming_up=None):
        """The bot for (mode, level); `warming_up()` is called before a first
        build. A missing or unreadable table falls back a level (Perfect to
        Expert, Classic Expert to Normal). None when it does not fit."""
        slot = mode * _LEVELS + level
        bot = self.bots[slot]
        if bot is not None:
            return bot
        from yahtzee_core.bot import Bot
        if warming_up is not None:
            warming_up()
        gc.collect()
        while True:
            try:
                try:
                    bot = Bot(mode, level, self.data_dir)
                except MemoryError:
                    self.drop(-1)
                    gc.collect()
                    bot = Bot(mode, level, self.data_dir)
                break
            except (OSError, ValueError):
                level -= 1
                if level < 0:
                    raise
            except MemoryError:
                gc.collect()
                return None
        self.bots[slot] = bot
        return bot

    def drop(self, keep_mode):
        """Forget every bot but those of mode `keep_mode` (-1: all of them)."""
        for slot in range(len(self.bots)):
            if slot // _LEVELS != keep_mode:
                self.bots[slot] = None

    def perfect_ready(self):
        """Whether Classic's Perfect table is on this board."""
        if self._perfect < 0:
            import os
            from yahtzee_core.bot import default_data_dir
            folder = default_data_dir() if self.data_dir is None else self.data_dir
            try:
                self._perfect = 1 if os.stat(folder + "/classic_perfect.bin")[6] > 0 else 0
            except OSError:
                self._perfect = 0
        return self._perfect == 1
