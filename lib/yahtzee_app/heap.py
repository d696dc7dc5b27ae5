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

import sys

FORGETS = sys.implementation.name != "cpython"


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
