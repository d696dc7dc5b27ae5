"""Seed 003's ranks: the title a score earns, at its mode's thresholds
(yahtzee_core.modes.RANK_THRESHOLDS). Read by the screens that name a rank (the
end, the pause menu's cards, the high scores), which forget it with themselves:
play carries none of it."""

from .modes import RANK_THRESHOLDS

# Highest first: seed 003's "WHAT'S YOUR HIGH SCORE?"
RANK_NAMES = ("YAHTZEE Master", "Superstar Roller", "Hot Roller", "Smooth Roller")


def rank_name(mode_index, score):
    """The rank a score earns in a mode, or '' below the mode's lowest threshold."""
    for i in range(4):
        if score >= RANK_THRESHOLDS[4 * mode_index + i]:
            return RANK_NAMES[i]
    return ""
