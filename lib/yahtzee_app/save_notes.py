"""What the screens say of the saves: the Settings' Save row and what a power cut would
lose with it, and the title's note over a game a power cut took turns from. Read for a render and
forgotten after it (menus.py): the title and Settings carry none of it otherwise.
"""

from .words import fit

_SAVE_TURNS = (": each turn", ": every %d turns", ": %d turns")     # long first
# What a power cut would cost with the Save row's choice, as a player weighs it (the flash
# wear each costs is the README's: tools/wear.py): every few turns, or each turn.
_AT_RISK = ("Power cut: up to %d turns lost", "Power cut: %d turns at risk",
            "Cut: %d turns at risk")
_SAFEST = ("Power cut: only this turn lost", "Power cut: 1 turn at risk", "Cut: 1 turn at risk")
# The saved game is only the NVM's (sleep memory lost it: the power went off): where it
# resumes, all play after it lost: in a game of several, whose turn (the player, the boxes
# they had filled), long first; alone, the boxes filled, or the game's start.
_BACK_TO = ("Power cut: back to P%d's turn, %d boxes filled", "Back to P%d's turn, %d filled",
            "Back to P%d, %d boxes filled", "Back to P%d, %d filled")
_BACK_SOLO = ("Power cut: back to %d boxes filled", "Back to %d boxes filled",
              "Back to %d filled")
_BACK_START = ("Power cut: back to the game's start", "Back to the game's start",
               "Back to the start")


def erases_per_game(save_turns):
    """NVM erases a solo Classic game costs when the NVM takes the game every
    `save_turns` turns: its start, those of its first 12 turns' ends, and the game's
    end (which the 13th turn's end is). tools/wear.py measures it on every board."""
    return 12 // save_turns + 2


def save_row(save_turns, room, text):
    """The Save row: `text` and how often the NVM takes the game, in `room` characters."""
    if save_turns == 1:
        return text + _SAVE_TURNS[0]
    return text + fit([form % save_turns for form in _SAVE_TURNS[1:]], room - len(text))


def wear(save_turns, room, text=""):
    """The Save row's note: what a power cut would lose with it (its wear is the flash's
    cost of that safety: erases_per_game)."""
    if save_turns == 1:
        return fit(_SAFEST, room)
    return fit([form % (save_turns - 1) for form in _AT_RISK], room)


def turns_lost(save_turns, room, place):
    """The title's note over a game only the NVM held: where it resumes (`place`:
    yahtzee_app.storage's from_nvm), so what was lost is all play after that."""
    place -= 1
    filled = place >> 4
    if place & 12:
        return fit([form % ((place & 3) + 1, filled) for form in _BACK_TO], room)
    if filled:
        return fit([form % filled for form in _BACK_SOLO], room)
    return fit(_BACK_START, room)
