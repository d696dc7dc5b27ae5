"""The RAM budget (tools/budget.py): the app's heap in MicroPython, stage by stage.

A PyBadge has 192 KB of RAM for everything; these bounds catch a change that
would eat into what is left for displayio and a computer player."""

from tools.budget import heap_stages


def test_the_app_fits_the_pybadge_heap_budget():
    stages = dict(heap_stages(160, 128, False))
    assert list(stages)[0] == "start" and len(stages) == 7
    assert stages["app started (title)"] < 120 * 1024
    game = stages["4-player POWER game on screen"] - stages["app started (title)"]
    assert 0 <= game < 4 * 1024          # a Game is a few preallocated buffers
    bot = stages["POWER Expert bot built"] - stages["bot imported"]
    assert bot < 80 * 1024
