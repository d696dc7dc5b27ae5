"""What the core borrows from MicroPython, with CPython stand-ins."""

import sys

try:
    from micropython import const
except ImportError:  # CPython: const() is only a marker there

    def const(value):
        return value


# Whether modules done with leave the heap: on a board, where bytecode lives in the heap;
# not on the PC, where there is room and tests keep references to their classes. The one
# place that asks (yahtzee_app.heap says when and why the app borrows; the core borrows
# only a mode's box table, until its Mode holds the rows: yahtzee_core.modes).
FORGETS = sys.implementation.name != "cpython"


def data_dir():
    """data/ beside the yahtzee_core/ folder, where the computer players' tables are: the
    repo's on the PC, the drive's root on a board ("data" when the core is frozen into the
    firmware: CircuitPython's working folder is the drive's root). The one place that says
    where (the app's computers, yahtzee_core.bot and the PC's tools ask it)."""
    try:
        here = __file__
    except NameError:
        return "/data"
    cut = here.rfind("/")
    cut = here.rfind("/", 0, cut) if cut > 0 else -1
    return here[:cut] + "/data" if cut >= 0 else "data"


class borrowed:
    """The modules imported from now on (whose names begin with `package`, if given),
    forgotten at close() or at the end of a `with` block: the one way the app and the core
    borrow memory (yahtzee_app.heap says how, and why)."""

    def __init__(self, package=""):
        # a set (close() asks it of every module loaded), of the package's modules alone
        # when one is named: the checkpoint's at every roll and hold needs no piece of the
        # heap for every module's name (yahtzee_app.heap)
        if not FORGETS:
            known = ()
        elif not package:
            known = set(sys.modules)
        else:
            known = set()
            for name in sys.modules:
                if name.startswith(package):
                    known.add(name)
        self._known = known
        self._package = package

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def close(self, emptied=None):
        """Forget the modules imported since; `emptied`, if it is one of them, loses its
        names as well (a screen's module as the next screen loads: yahtzee_app.heap)."""
        if FORGETS:
            known = self._known
            names = [name for name in sys.modules
                     if name not in known and name.startswith(self._package)]
            _forget(names)
            if emptied is not None and emptied.__name__ in names:
                emptied.__dict__.clear()


def _forget(names):
    """Take the modules `names` out of sys.modules and their packages: their code goes at
    the next collection."""
    for name in names:
        sys.modules.pop(name, None)
        package, _, child = name.rpartition(".")
        parent = sys.modules.get(package)
        if parent is not None and child in parent.__dict__:
            delattr(parent, child)
