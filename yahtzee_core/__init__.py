"""The rules of electronic Yahtzee: Classic, Painted and POWER.

Pure Python for CPython, MicroPython and CircuitPython alike. See
DESIGN.md section 2 for the rules and section 4 for the allocation rules.
"""

from .errors import IllegalMove, SaveError
from .modes import MODES, mode_named
from .rng import Rng
from .game import Game, EMPTY, NOT_ALLOWED


def __getattr__(name):
    """CLASSIC, PAINTED, POWER_MODE: yahtzee_core.modes builds a mode when first asked;
    ScriptedDice: the tests' dice, a PC's alone (yahtzee_core.scripted)."""
    if name == "ScriptedDice":
        from .scripted import ScriptedDice
        return ScriptedDice
    from . import modes
    return getattr(modes, name)
