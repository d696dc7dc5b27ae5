"""The buttons' and screens' names, for the PC: the simulator's scripts, the fuzzer's
reports, the tests' drivers. Not deployed (tools/shipping/image.py PC_ONLY): a board needs only
the numbers (yahtzee_app.events, yahtzee_app.states), and every name a board's code
holds is an interned string of its heap."""

from . import events as ev
from . import states as st

# by event number (yahtzee_app.events)
EVENTS = (
    "NONE", "ROLL", "HOLD", "HOLD1", "HOLD2", "HOLD3", "HOLD4", "HOLD5", "HOLD6",
    "LEFT", "RIGHT", "UP", "DOWN", "ENTER", "MENU", "HINT", "UNDO", "HELP", "SKIP",
    "SHAKE", "TOSS", "STILL", "PICK",
)
# by state number (yahtzee_app.states)
STATES = ("title", "mode", "players", "settings", "scores", "controls", "play", "double",
          "pause", "end", "seats", "confirm", "stats", "initials", "review", "board")


def event_named(name):
    """The event for a name such as 'ROLL' or 'hold3'; raises ValueError."""
    upper = name.upper()
    if upper in EVENTS and upper != "NONE":
        return EVENTS.index(upper)
    raise ValueError("unknown button %r (one of %s)" % (name, " ".join(EVENTS[1:])))


assert EVENTS[ev.PICK] == "PICK" and STATES[st.BOARD] == "board", "names out of step"
