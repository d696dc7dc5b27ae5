"""The board's own names for its buttons, and the screens' words that name them.

Every button a screen names comes from the board's key table (Hardware.controls: its
label, the event of a press), so no screen names a button the board has not got. Read
by the seat screen, the end of a game and the initials only: not carried at the title or
in play (the seat screen imports it when drawn; yahtzee_app.app forgets it with the screen).
"""

from . import events as ev
from .words import fit

# A board whose only arrow is RIGHT (the CLUE's A): it moves the line, the choose key changes it.
SEAT_STEPS = ("%s: next line, %s: choose", "%s: move, %s: choose")
# The initials' help, long first: (the letter keys, the keys between letters, the take key),
# then (the letter keys, the take key); the last, the letter keys alone.
INITIALS_HELP = ("%s: letter, %s: move, %s: next", "%s A-Z, %s move, %s next")
INITIALS_STEPS = ("%s: letter, %s: next", "%s A-Z, %s: next")
INITIALS_LAST = "%s A-Z"
END_CARDS = ("%s: the final cards", "%s: cards")
REVIEW_KEYS = ("%s: scroll, %s: back", "%s scroll, %s back")
REVIEW_LAST = "%s: back"


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


def right_steps(controls):
    """Whether RIGHT is the board's only arrow across (the CLUE's tap of A): it then
    moves a line (the seat screen) or scrolls (the card review) as in every menu."""
    return not key_name(controls, ev.LEFT) and key_name(controls, ev.RIGHT)


def _scroll_keys(controls):
    return key_pair(controls, ev.UP, ev.DOWN) or key_name(controls, ev.RIGHT)


def seat_note(controls, room):
    """The seat screen's footer on a board that moves its lines with RIGHT, else ""."""
    if not right_steps(controls):
        return ""
    keys = (key_name(controls, ev.RIGHT), choose_key(controls))
    return fit([form % keys for form in SEAT_STEPS], room)


def end_cards(controls, room):
    """The end screen's line on how to see the final cards."""
    key = key_name(controls, ev.RIGHT) or key_name(controls, ev.HOLD1)
    return fit([form % key for form in END_CARDS], room)


def review_keys(controls, room):
    """The card review's footer: how to scroll, how to go back."""
    keys = (_scroll_keys(controls), choose_key(controls))
    return fit([form % keys for form in REVIEW_KEYS] + [REVIEW_LAST % keys[1]], room)


def initials_help(controls, across, room):
    """The initials' footer: the keys for a letter, between letters (`across`) and on."""
    change = _scroll_keys(controls)
    take = choose_key(controls)
    texts = [form % (change, across, take) for form in INITIALS_HELP] if across else []
    return fit(texts + [form % (change, take) for form in INITIALS_STEPS]
               + [INITIALS_LAST % change], room)
