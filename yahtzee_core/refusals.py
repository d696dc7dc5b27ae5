"""What a refused move says (IllegalMove's words), read only when one is put into words.

Game raises IllegalMove(code, details...); its text is built here, on str(): a board's
app names refusals in its own words and never needs these.
"""

TEXTS = {
    "over": "the game is over",
    "double_pending": "Double: score the second box (or undo the first)",
    "frozen": "Freeze: no more rolls this turn, score the hand",
    "no_fourth": "no fourth roll: the Power die does not show Power",
    "no_rolls": "no rolls left: score the hand",
    "all_held": "every die is held: release one to roll",
    "roll_first": "roll before holding dice",
    "score_unrolled": "roll the dice before scoring",
    "no_die": "no die %r in %s (dice 0 to %d)",
    "bad_mask": "hold mask %r names a die %s does not have",
    "no_box": "no box %r in %s",
    "filled": "%s is already filled",
    "joker": "Joker rules: %s is not allowed for this YAHTZEE (%s)",
    "nothing_to_undo": "nothing to undo: no Double pick is pending",
    "unknown_mode": "unknown mode %r (classic, painted or power)",
    "players": "players must be 1 to 4, not %r",
    "restore": "no turn of these rules: %d rolls made, held 0x%02x, a Double's first pick %d",
}
# Why the forced Joker refused a box, by yahtzee_core.game's JOKER_* rule
JOKER_HINTS = ("", "it must go in %s", "pick an open lower box", "pick an open color box",
               "take a zero in an open upper box", "")


def text(code, details):
    """The words of a refusal (a code not listed is its own words)."""
    words = TEXTS.get(code, code)
    if code == "joker":
        box, rule, upper = details
        hint = JOKER_HINTS[rule] % upper if rule == 1 else JOKER_HINTS[rule]
        return words % (box, hint)
    return words % details if details else words
