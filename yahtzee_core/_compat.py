"""What the core borrows from MicroPython, with CPython stand-ins."""

import sys

try:
    from micropython import const
except ImportError:  # CPython: const() is only a marker there

    def const(value):
        return value


# Whether modules done with leave the heap: on a board, where bytecode lives in the heap;
# not on the PC, where there is room and tests keep references to their classes. The one
# place that asks (yahtzee_app.heap says when the app forgets; the core forgets only a
# mode's table once its Mode is built: yahtzee_core.modes).
FORGETS = sys.implementation.name != "cpython"


def forget(names):
    """Take the modules `names` out of sys.modules and their packages: their code goes at
    the next collection (yahtzee_app.heap.borrowed is the app's way to ask)."""
    if not FORGETS:
        return
    for name in names:
        sys.modules.pop(name, None)
        package, _, child = name.rpartition(".")
        parent = sys.modules.get(package)
        if parent is not None and child in parent.__dict__:
            delattr(parent, child)
