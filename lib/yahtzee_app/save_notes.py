"""What the screens say of the saves: the Settings' Save row and its wear, and the
title's note over a game a power cut took turns from. Read for a render and
forgotten after it (menus.py): the title and Settings carry none of it otherwise.
"""

from micropython import const

from .words import fit

_CYCLES = const(10000)          # what internal flash is rated for (DESIGN.md section 5)
_SAVE_TURNS = (": each turn", ": every %d turns", ": %d turns")     # long first
_WEAR = ("%d erases a game: %d games", "%d erases/game, %d games", "%d/game: %d games")
# The saved game is only the NVM's (sleep memory lost it: the power went off): the
# turns played after that save, if any, are gone; how many, nothing kept.
_TURNS_LOST = ("Power off: up to %d later turns lost", "Up to %d later turns lost",
               "Up to %d turns lost")


def erases_per_game(save_turns):
    """NVM erases a solo Classic game costs when the NVM takes the game every
    `save_turns` turns: those of its first 12 turns' ends, and the game's end
    (which the 13th turn's end is). tools/wear.py measures it on every board."""
    return 12 // save_turns + 1


def save_row(save_turns, room, text):
    """The Save row: `text` and how often the NVM takes the game, in `room` characters."""
    if save_turns == 1:
        return text + _SAVE_TURNS[0]
    return text + fit([form % save_turns for form in _SAVE_TURNS[1:]], room - len(text))


def wear(save_turns, room, text=""):
    """The Save row's wear: erases a solo Classic game, games per 10,000 cycles."""
    erases = erases_per_game(save_turns)
    return fit([form % (erases, _CYCLES // erases) for form in _WEAR], room)


def turns_lost(save_turns, room, text=""):
    """The title's note over a game only the NVM held ('' saving each turn)."""
    return fit([form % (save_turns - 1) for form in _TURNS_LOST], room) if save_turns > 1 else ""
