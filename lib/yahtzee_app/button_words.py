"""The board's own names for its buttons, and the screens' words that name them.

Every button a screen names comes from the board's key table (Hardware.controls: its
label, the event of a press), so no screen names a button the board has not got. Read
by the seat screen, the end of a game and the initials only, whose own words they fill in:
not carried at the title or in play (the seat screen imports it when drawn;
yahtzee_app.app forgets it with the screen). Few strings: a module's are interned for good
when it loads, and the seat screen comes before play.
"""

from . import events as ev
from .words import fit

# A board whose only arrow is RIGHT (the CLUE's A): it moves the line, the choose key changes it.
SEAT_STEPS = ("%s: next line, %s: choose", "%s: move, %s: choose")


def key_name(controls, event):
    """What the board calls the button whose press is `event`, or "" when it has none."""
    for row in controls:
        if row[1] == event:
            return row[0]
    return ""


def key_pair(controls, first, second):
    """Two buttons as one name, their common first word once: "Up/Down", "stick
    up/down", "key 7/9"; "" unless the board has both."""
    one = key_name(controls, first)
    two = key_name(controls, second)
    if not one or not two:
        return ""
    head = one.rsplit(" ", 1)[0] + " "
    if " " in one and two.startswith(head):
        two = two[len(head):]
    return one + "/" + two


def choose_key(controls):
    """The button that chooses in menus: ENTER's, else ROLL's (the CLUE's B)."""
    return key_name(controls, ev.ENTER) or key_name(controls, ev.ROLL)


def scroll_keys(controls):
    """The keys that go up and down a list ("Up/Down"), else the CLUE's A."""
    return key_pair(controls, ev.UP, ev.DOWN) or key_name(controls, ev.RIGHT)


def right_steps(controls):
    """Whether RIGHT is the board's only arrow across (the CLUE's tap of A): it then
    moves a line (the seat screen) or scrolls (the card review) as in every menu."""
    return not key_name(controls, ev.LEFT) and key_name(controls, ev.RIGHT)


def seat_note(controls, room):
    """The seat screen's footer on a board that moves its lines with RIGHT, else ""."""
    if not right_steps(controls):
        return ""
    keys = (key_name(controls, ev.RIGHT), choose_key(controls))
    return fit([form % keys for form in SEAT_STEPS], room)
