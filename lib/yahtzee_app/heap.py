"""What leaves the heap, and when: the one way the app borrows memory.

On a board every module's bytecode lives in the heap (a stock PyBadge has 146 KB
free as code.py starts, our firmware 155 KB with the game's code in flash), so
code that only one screen, or one moment, needs is imported for it and
forgotten after:

    with borrowed():                    # the save codec, for one write
        from yahtzee_core.save import encode_game
        ...

forgets, as the block ends, every module the block imported; its code goes at
the next collection, and importing it again brings it back. A lending that
spans calls is an object: App keeps `borrowed()` from a screen's load to its
unload (its modules, and its computer players'), and code.py lends the board's
package alone (`borrowed("boards")`: the app keeps the parts it built). A borrowing
lists the modules loaded as it begins, a set of 240-300 B: the checkpoint at every roll
and hold names the one it borrows (`borrowed("yahtzee_core.save")`) and lists only
that one's, for in play the heap does not always have such a piece. A module
whose objects outlive the block, and which the app imports again, must be
imported before the block: forgotten, it would come back as a second copy.

A screen's module is emptied as well as forgotten when the next screen loads
(`close(module)`): the collector reads the C stack conservatively, and a word left
there by the App's calls into the old screen, in a frame still live as the new one
loads, kept the old module, and through its names every module it imported: the
menus' 12 KB while play and its computer player were built (unix port). Emptied, a
stray pointer keeps a bare module. Nothing of a screen runs after its unload.

On the PC (CPython) there is room, and tests keep references to the classes:
nothing is forgotten (yahtzee_core._compat.FORGETS, the one place that asks).

Where the heap goes, measured (README.md "Memory budget", docs/FIRMWARE.md, with
the figures of the day): a screen's module is 1-6 KB of .mpy, the save codec about
2 KB, a computer player's tables up to 30 KB. The string pools of interned names grow
by 7.7 KB in one piece past 1,260 names: on stock every name a loaded module holds
costs heap but a private integer `const()` (docs/ARCHITECTURE.md, "Borrowed memory").
"""

import gc

# the one implementation, the core's (it imports nothing of the app), which borrows a
# mode's box table with it: the app's way is this module's name for it
from yahtzee_core._compat import FORGETS, borrowed  # noqa: F401

from .settings import setting

# YAHTZEE_DEBUG = 1 in settings.toml: the heap at each stage on the serial console, so a
# person with a board can check the budget (README.md, "Memory budget").
DEBUG = bool(setting("YAHTZEE_DEBUG"))


def report(stage):
    """With YAHTZEE_DEBUG: `yahtzee heap: <stage>: N free, M in use` after a collection."""
    if DEBUG:
        gc.collect()
        print("yahtzee heap: %s: %d free, %d in use" % (stage, gc.mem_free(), gc.mem_alloc()))


def sweep():
    """A press answered, its frame shown: the garbage it made collected now (a board's
    collection takes 5-10 ms), not in the frame of a press to come, where the heap would
    next run out. The PC's collector is CPython's own: nothing to do there."""
    if FORGETS:
        gc.collect()
