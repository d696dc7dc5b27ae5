"""What leaves the heap, and when: modules forgotten once their work is done.

On a board every module's bytecode lives in the heap (about 155 KB on a
PyBadge), so code that only one screen, or one moment, needs is imported for
it and forgotten after: a screen's modules when another screen comes
(yahtzee_app.app), the tables that build the looks after start-up, the save
codec after each save, the hint's words after each hint. Forgetting takes a
module out of sys.modules and its package; its code goes at the next
collection, and importing it again brings it back. On the PC (CPython) there
is room, and tests keep references to the classes: nothing is forgotten.
"""

import gc
import os
import sys

FORGETS = sys.implementation.name != "cpython"
# YAHTZEE_DEBUG = 1 in settings.toml: the heap at each stage on the serial console, so a
# person with a board can check the budget (README.md, "Memory budget").
DEBUG = bool(getattr(os, "getenv", lambda name: None)("YAHTZEE_DEBUG"))


def report(stage):
    """With YAHTZEE_DEBUG: `yahtzee heap: <stage>: N free, M in use` after a collection."""
    if DEBUG:
        gc.collect()
        print("yahtzee heap: %s: %d free, %d in use" % (stage, gc.mem_free(), gc.mem_alloc()))


def forget(names):
    """Take the modules `names` out of sys.modules and their packages (boards only)."""
    if not FORGETS:
        return
    for name in names:
        sys.modules.pop(name, None)
        package, _, child = name.rpartition(".")
        parent = sys.modules.get(package)
        if parent is not None and child in parent.__dict__:
            delattr(parent, child)


def loaded():
    """The modules in the heap now: forget_since() takes out those that come after."""
    return tuple(sys.modules)


def forget_since(known):
    """Forget every module imported since `known` (a loaded() of before)."""
    if FORGETS:
        forget([name for name in sys.modules if name not in known])
