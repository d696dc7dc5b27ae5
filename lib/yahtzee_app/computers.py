"""The computer players' bots: built as a game loads (the hint's, yahtzee_app.play)
or on first use, kept per (mode, level), dropped when the heap is short.

A bot's warm-up takes about a second on a SAMD51, and its tables take tens
of KB of heap, so a PyBadge may hold only a few: when building one fails for
memory, the others go first; when even one does not fit, `get` says so
(None) and the app hands the seat to a person.
"""

import gc

from micropython import const
from yahtzee_core._compat import data_dir

_LEVELS = const(4)
_EXPERT = const(2)        # bot levels (yahtzee_core.bot)
_PERFECT = const(3)


def perfect_ready(folder=None):
    """Whether Classic's Perfect table, and the layout its reader opens beside it
    (yahtzee_core.perfect_table), are on this board: without either it plays as Expert."""
    import os
    if folder is None:
        folder = data_dir()
    try:
        return (os.stat(folder + "/classic_perfect.bin")[6] > 0
                and os.stat(folder + "/classic_layout.bin")[6] > 0)
    except OSError:
        return False


class Computers:
    def __init__(self, folder=None):
        self.data_dir = data_dir() if folder is None else folder   # the bots' tables
        self.bots = [None] * (3 * _LEVELS)   # by mode * 4 + level
        self._perfect = -1          # whether the Perfect table is there (-1: not looked yet)

    def built(self, mode, level):
        return self.bots[mode * _LEVELS + level] is not None

    def get(self, mode, level):
        """The bot for (mode, level). A missing or unreadable table falls back
        a level (Perfect to Expert, Classic Expert to Normal). None when it
        does not fit, or when not even the lowest level's tables are on the drive
        (the serial console says which)."""
        slot = mode * _LEVELS + level
        bot = self.bots[slot]
        if bot is not None:
            return bot
        # Straight to the mode's planner (what yahtzee_core.bot.Bot builds): the front
        # module's code would be one more thing in the heap at its fullest moment.
        from yahtzee_core.modes import MODES
        planner = __import__("yahtzee_core.plan_" + MODES[mode].name, None, None, ("new_bot",))
        gc.collect()
        while True:
            try:
                try:
                    bot = planner.new_bot(MODES[mode], level, self.data_dir)
                except MemoryError:
                    self.drop(-1)
                    gc.collect()
                    bot = planner.new_bot(MODES[mode], level, self.data_dir)
                break
            except (OSError, ValueError) as error:
                level -= 1
                if level < 0:
                    print("yahtzee: the computer players' tables in %s cannot be read (%s): "
                          "deploy the game again" % (self.data_dir, error))
                    return None
            except MemoryError:
                gc.collect()
                return None
        self.bots[slot] = bot
        from .heap import report
        report("computer player built (mode %d, level %d)" % (mode, level))
        return bot

    def drop(self, keep_mode):
        """Forget every bot but those of mode `keep_mode` (-1: all of them)."""
        for slot in range(len(self.bots)):
            if slot // _LEVELS != keep_mode:
                self.bots[slot] = None

    def hint_level(self, mode):
        """The level a hint asks in `mode`: Expert (Perfect in Classic, where its
        table is)."""
        return _PERFECT if mode == 0 and self.perfect_ready() else _EXPERT

    def perfect_ready(self):
        if self._perfect < 0:
            self._perfect = 1 if perfect_ready(self.data_dir) else 0
        return self._perfect == 1
