"""What the computer players cost in CircuitPython 10.2.1's heap (its unix port: 32-bit, the
boards' object layout; tools/measure/bot_memory.py prints the table), and that none needs a block of
free heap larger than 4 KB: bots are built mid-game, when a PyBadge's heap is fragmented.

The figure per bot is its code (bytecode lives in the heap) plus the tables it keeps, over the
core and a Game: gc.mem_alloc() after gc.collect() from before `import yahtzee_core.bot`. The
tables that depend only on the rules are read from data/ (tools/data/bot_tables.py), so the figure
is what a bot costs on a board with those files."""

import pytest

from tools.measure import bot_memory
from tools.runtimes import circuitpython

pytestmark = pytest.mark.skipif(not circuitpython.available(), reason=circuitpython.HOW_TO_GET)

KB = 1024
# (mode, the levels alive together): the budget
BUDGETS = [("classic", (2,), 18 * KB), ("classic", (2, 3), 24 * KB), ("classic", (3,), 24 * KB),
           ("classic", (0,), 18 * KB), ("painted", (2,), 25 * KB), ("power", (2,), 28 * KB)]


@pytest.mark.parametrize("mode,levels,budget", BUDGETS)
def test_a_bot_fits_its_budget(mode, levels, budget):
    built, decided = bot_memory.retained(mode, levels)
    assert built <= budget and decided <= budget, (built, decided)


@pytest.mark.parametrize("mode,levels", [("classic", (2, 3)), ("classic", (1,)),
                                         ("painted", (2,)), ("power", (2,))])
def test_a_bot_is_built_and_plays_in_4_kb_pieces_of_heap(mode, levels):
    assert bot_memory.fragmented(mode, levels) == "ok"


def test_the_4_kb_pieces_refuse_a_5_kb_block():
    assert bot_memory.fragmented("classic", (0,), control=True) == "MemoryError"
