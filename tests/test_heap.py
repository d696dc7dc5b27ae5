"""Borrowed memory (yahtzee_app.heap.borrowed), in CircuitPython 10.2.1 itself, where
modules leave the heap: a block's imports are forgotten as it ends, from sys.modules and
from their package (a module its package still names stays in the heap), and only those;
a screen's module is emptied too, if the lending forgot it; and on the PC nothing is
forgotten."""

import os
import sys

import pytest

from tools.runtimes import circuitpython

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

SCRIPT = """
import sys
import yahtzee_core
import yahtzee_core.ranks                 # loaded before: stays
from yahtzee_app.heap import borrowed


def there(name):
    return (name in sys.modules, name.rpartition(".")[2] in yahtzee_core.__dict__)


with borrowed():
    import yahtzee_core.ranks
    import yahtzee_core.save
print("BLOCK", there("yahtzee_core.save"), there("yahtzee_core.ranks"))
with borrowed() as outer:
    import yahtzee_core.stats
    with borrowed():
        import yahtzee_core.highscores
    print("INNER", there("yahtzee_core.highscores"), there("yahtzee_core.stats"))
print("OUTER", there("yahtzee_core.stats"))
lent = borrowed("yahtzee_core.sto")       # across calls, and only these names
import yahtzee_core.store
import yahtzee_core.keeps
lent.close()
print("PACKAGE", there("yahtzee_core.store"), there("yahtzee_core.keeps"))
named = borrowed("yahtzee_core.save")     # lists that package's modules alone
every = borrowed()
print("LISTED", len(named._known) == len([n for n in sys.modules if n.startswith("yahtzee_core.save")]),
      len(named._known) < len(sys.modules), len(every._known) == len(sys.modules))
named.close()
every.close()
lent = borrowed()                         # a screen's module, as the next screen loads
import yahtzee_core.stats as screen
lent.close(screen)
print("EMPTIED", there("yahtzee_core.stats"), "blank" in screen.__dict__, len(screen.__dict__))
lent = borrowed()
lent.close(yahtzee_core.ranks)            # loaded before the lending: kept, and whole
print("WHOLE", there("yahtzee_core.ranks"), yahtzee_core.ranks.rank_name(0, 200))
from yahtzee_core.modes import MODES
print("MODE", MODES[2].box_count, there("yahtzee_core.boxes_power"),
      there("yahtzee_core.boxes_shared"))
"""


def test_a_blocks_imports_leave_the_heap_and_only_they_in_circuitpython():
    if not circuitpython.available():
        pytest.skip(circuitpython.HOW_TO_GET)
    out = circuitpython.run(SCRIPT, paths=[ROOT, os.path.join(ROOT, "lib")], standins=False)
    lines = dict(line.split(" ", 1) for line in out.splitlines())
    gone, kept = "(False, False)", "(True, True)"
    assert lines["BLOCK"] == "%s %s" % (gone, kept)
    assert lines["INNER"] == "%s %s" % (gone, kept)
    assert lines["OUTER"] == gone
    assert lines["PACKAGE"] == "%s %s" % (gone, kept)
    # a checkpoint's borrowing, at every roll and hold, lists no module but its own (in
    # play, a set of every module loaded is a piece of 240-300 B)
    assert lines["LISTED"] == "True True True"
    # emptied: a stray pointer to it (the C stack is read conservatively) keeps no names
    assert lines["EMPTIED"] == "%s False 0" % gone
    assert lines["WHOLE"].startswith(kept + " ")
    # a mode's box table, and the code that reads it, go once its Mode has its rows (the
    # core's own forgetting)
    assert lines["MODE"] == "21 %s %s" % (gone, gone)


def test_on_the_pc_nothing_is_forgotten():
    sys.path.insert(0, os.path.join(ROOT, "lib"))
    from yahtzee_app.heap import borrowed
    with borrowed():
        import yahtzee_core.save  # noqa: F401
    assert "yahtzee_core.save" in sys.modules
