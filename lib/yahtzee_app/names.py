"""The buttons' and screens' names, for the PC: the simulator's scripts, the fuzzer's
reports, the tests' drivers. Not deployed (tools/shipping/image.py PC_ONLY): a board needs only
the numbers (yahtzee_app.events, yahtzee_app.states), and every name a board's code
holds is an interned string of its heap."""

from . import events as ev
from . import states as st


def _by_number(module):
    """A module's constants' names (its upper-case int names), in the order of their
    numbers: the module itself names them, so a new one needs no line here."""
    named = sorted((value, name) for name, value in module.__dict__.items()
                   if name.isupper() and isinstance(value, int))
    assert [value for value, _ in named] == list(range(len(named))), module.__name__
    return tuple(name for _, name in named)


EVENTS = _by_number(ev)                                         # "NONE", "ROLL", ... "PICK"
STATES = tuple(name.lower() for name in _by_number(st))         # "title", ... "board"


def event_named(name):
    """The event for a name such as 'ROLL' or 'hold3'; raises ValueError."""
    upper = name.upper()
    if upper in EVENTS and upper != "NONE":
        return EVENTS.index(upper)
    raise ValueError("unknown button %r (one of %s)" % (name, " ".join(EVENTS[1:])))
