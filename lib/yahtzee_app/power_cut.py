"""The title's note over a game a power cut cut short: where it goes back to, all play
after that being what was lost. Imported for that render and forgotten after (menus.py):
it shows only after a power cut.
"""

from .words import fit

# Sleep memory lost the game (the power went off) and the NVM's copy is what resumes: in a
# game of several, whose turn (the player, the boxes they had filled), long first; alone,
# the boxes filled, or the game's start.
_BACK_TO = ("Power cut: back to P%d's turn, %d boxes filled", "Back to P%d's turn, %d filled",
            "Back to P%d, %d boxes filled", "Back to P%d, %d filled")
_BACK_SOLO = ("Power cut: back to %d boxes filled", "Back to %d boxes filled",
              "Back to %d filled")
_BACK_START = ("Power cut: back to the game's start", "Back to the game's start",
               "Back to the start")


def note(place, room):
    """Where the game resumes (`place`: yahtzee_app.storage's from_nvm), in `room`
    characters."""
    place -= 1
    filled = place >> 4
    if place & 12:
        return fit([form % ((place & 3) + 1, filled) for form in _BACK_TO], room)
    if filled:
        return fit([form % filled for form in _BACK_SOLO], room)
    return fit(_BACK_START, room)
