"""Saves in play: sleep memory at every step, the NVM now and then.

Sleep memory (alarm.sleep_memory: SAMD51 8 KB of backup RAM, RP2040 and
nRF52840 256 bytes) survives a reset, a crash's restart and deep sleep but
not a power cut, and writing it costs no wear: every roll, hold and score
puts the whole game there, so a reset loses nothing. The NVM, whose every
write erases a flash block (yahtzee_core.store), is written at every
SAVE_TURNS-th turn's end (settings.toml YAHTZEE_SAVE_TURNS, default 5; every
turn with Settings' "Save: each turn"), on Save and Quit, before deep sleep
and at a game's end: a power cut loses at most the turns since the last of
those. A solo Classic game costs 3 erases (13 saving each turn).

Reading the saves (at start-up, on resume) and writing the tables (a game's
end, the settings) are yahtzee_app.storage_menus', never loaded in play. The
codec (yahtzee_core.save, .store, .load) is imported for each read or write and
forgotten after it (yahtzee_app.heap): a game in play carries none of it.
"""

import gc

from micropython import const

from .heap import borrowed
from .settings import SAVE_EACH_TURN, int_setting

# Saves.problem: what went wrong, said by yahtzee_app.menu_words.SAVE_PROBLEMS[problem]:
# here, the NVM too small to save in; the reader's (storage_menus) are 2 and 3.
_NVM_TOO_SMALL = const(1)


class Saves:
    def __init__(self, nvm, sleep=None):
        from yahtzee_core.highscore_table import HighScores
        self.nvm = nvm
        self.sleep = sleep     # alarm.sleep_memory, or None
        self.problem = 0       # why the saves were set aside (menu_words.SAVE_PROBLEMS), for the title
        self.scores = HighScores()    # its .settings: the settings byte
        self.stats = None      # yahtzee_core.stats' array, once read
        self.saved = False     # a game to resume (in sleep memory or the NVM)
        self.sequence = 0      # the NVM's game record's sequence number
        self.yahtzees = 0      # the YAHTZEEs P1 has rolled this game (the statistics')
        self.turns = 0         # turns ended since the NVM last took the game
        self.stale = False     # sleep memory holds a newer game than the NVM
        self.every = max(1, int_setting("YAHTZEE_SAVE_TURNS", 5))
        # The saved game is only the NVM's (sleep memory lost it: the power went off):
        # where it resumes, 1 + player + 4 x (players - 1) + 16 x the boxes the player
        # had filled (yahtzee_app.power_cut says it); 0: not so.
        self.from_nvm = 0
        self.box = -1          # the scorecard cursor a resumed game's save held (-1: none)

    def save_turns(self):
        """Turns between the NVM's takes of a game in play: 1 with Settings' "Save:
        each turn" (in the settings byte), else YAHTZEE_SAVE_TURNS."""
        return 1 if self.scores.settings & SAVE_EACH_TURN else self.every

    def writable(self):
        """Whether there is an NVM big enough to save in."""
        return self.nvm is not None and self.problem != _NVM_TOO_SMALL

    def store(self):
        """The NVM's layout over it, or None when there is no NVM or it is too small."""
        if not self.writable():
            return None
        from yahtzee_core.store import Store
        try:
            return Store(self.nvm)
        except ValueError:
            self.problem = _NVM_TOO_SMALL
            return None

    # -- in play ----------------------------------------------------------------

    def checkpoint(self, game, box=-1):
        """The whole game into sleep memory (where there is one): a reset resumes here,
        the scorecard's cursor on `box`."""
        self.saved = True
        self.stale = True
        sleep = self.sleep
        if sleep is None:
            return
        # the codec alone, by name: a set of every module loaded, at every roll and
        # hold, took a piece of 240-300 B the heap in play did not always have
        with borrowed("yahtzee_core.save"):
            from yahtzee_core.save import encode_game
            record = encode_game(game, self.sequence + 1, self.yahtzees, 0, box)
            sleep[0:len(record)] = record

    def turn_ended(self, game, settings, box=-1):
        """A turn's end: sleep memory now, the NVM (with the settings byte) every
        few turns, or now when the settings changed. False when the NVM write
        failed."""
        changed = settings != self.scores.settings     # HELP pressed in play: kept now
        self.scores.settings = settings
        self.turns += 1
        if self.turns < self.save_turns() and not changed:
            self.checkpoint(game, box)
            return True
        return self.save_game(game, -1, 0, box)

    def save_game(self, game, settings=-1, closed=1, box=-1):
        """The game (and `settings`, if given) into sleep memory and the NVM,
        now; False when there is nowhere to write it. `closed`: 1 when play stops
        here (Save, Quit, deep sleep: a power cut after it loses no turn, and the
        title says none), 0 at a turn's end."""
        if settings >= 0:
            self.scores.settings = settings
        self.checkpoint(game, box)
        with borrowed():
            store = self.store()
            if store is None:
                return False
            try:
                store.write_game(self.scores.settings, game, self.sequence + 1,
                                 self.yahtzees, closed, box)
            except (OSError, ValueError):
                # A read-only filesystem or a failing flash must not stop play.
                return False
        self.sequence = (self.sequence + 1) & 0xFF
        # closed, it says no turn can be lost, until one is played: the NVM takes that one
        self.turns = self.save_turns() - 1 if closed else 0
        self.stale = False
        return True

    def new_game(self, game):
        """A new game replaces the saved one, in sleep memory and in the NVM at once (an
        erase a game: a power cut in its first turns leaves it to resume, and the title
        says so, where it used to lose it without a word)."""
        self.yahtzees = 0
        self.from_nvm = 0
        self.save_game(game, closed=0)
        gc.collect()        # the codec's code out of the heap, before play's comes in
