"""What Settings says of the saves: the Save row and what a power cut would lose with it
(the title's note over a game a power cut cut short: yahtzee_app.power_cut). Read for a
render, and forgotten with the menus' screen (menus.py): a game carries none of it.
"""

from .words import fit

_SAVE_TURNS = (": each turn", ": every %d turns", ": %d turns")     # long first
# What a power cut would cost with the Save row's choice, as a player weighs it (the flash
# wear each costs is the README's: tools/measure/wear.py erases_per_game): every few turns, or each
# turn.
_AT_RISK = ("Power cut: up to %d turns lost", "Power cut: %d turns at risk",
            "Cut: %d turns at risk")
_SAFEST = ("Power cut: only this turn lost", "Power cut: 1 turn at risk", "Cut: 1 turn at risk")


def save_row(save_turns, room, text):
    """The Save row: `text` and how often the NVM takes the game, in `room` characters."""
    if save_turns == 1:
        return text + _SAVE_TURNS[0]
    return text + fit([form % save_turns for form in _SAVE_TURNS[1:]], room - len(text))


def wear(save_turns, room, text=""):
    """The Save row's note: what a power cut would lose with it (its wear is the flash's
    cost of that safety: tools/measure/wear.py erases_per_game)."""
    if save_turns == 1:
        return fit(_SAFEST, room)
    return fit([form % (save_turns - 1) for form in _AT_RISK], room)
