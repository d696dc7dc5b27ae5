"""What play says now and then, built when it is said: what a score earned beyond its
box, and a Double's undo help in the board's own words.

Imported when there is something to say and forgotten after (yahtzee_app.heap): most
scores earn only their box, and a Double comes a few times a POWER game, so its code and
words need not stay in play's heap.
"""

from yahtzee_core.game import (EARNED_YAHTZEE_BONUS, REACHED_UPPER_BONUS,
                               REACHED_COLOUR_BONUS, YAHTZEE_BONUS)

from . import events as ev
from . import words

# What a score earned, in the order the Game earns it: (scored_events flag, BONUS_LINES row).
_EARNED = ((EARNED_YAHTZEE_BONUS, 2), (REACHED_UPPER_BONUS, 0), (REACHED_COLOUR_BONUS, 1))
# ... said short, several at once on a narrow line, then shorter (named still: the CLUE's
# line holds "YAHTZEE+100 Up+35"); the last: the points alone
_SHORT = ("Upper+%d", "Color+%d", "YAHTZEE+%d", "Bonus")
_SHORTER = ("Up+%d", "Col+%d", "YAHTZEE+%d")
# POWER: a box's points and the Power that multiplied them, long and short
_TIMES = ("Scored %d (x%d)", "%d(x%d)")
# ... the player who earned it, when it is said in the next one's turn, long and short
_WHOSE = ("P%d: %s", "P%d %s")
# A Double's first box taken back (the box, the board's button), long first; the last
# names the button only.
_BY_KEY = ("Undo %s: press %s", "Undo %s: %s", "Undo: %s")
_IN_MENU = ("Undo %s: %s, then Undo", "Undo %s: %s, Undo", "Undo: %s, Undo")
_HOLD_KEY = "hold %s"


def bonus(app, times, player):
    """Say what `player`'s score earned that the box alone does not show, all of it in
    the order it was earned (the Game's scored_events): POWER's multiplier (`times`), a
    bonus YAHTZEE, an upper or colour bonus reached; the long words where the info line
    holds them. Said as the next player's turn begins, it names whose score it was."""
    turn = app.scene
    game = app.game
    events = game.scored_events
    reached = game.scored_bonus - (YAHTZEE_BONUS if events & EARNED_YAHTZEE_BONUS else 0)
    long = short = shorter = ""
    tiny = _SHORT[3]
    if times > 1:
        long = _TIMES[0] % (game.scored_points, times)
        short = shorter = _TIMES[1] % (game.scored_points, times)
    for flag, line in _EARNED:
        if events & flag:
            points = YAHTZEE_BONUS if flag == EARNED_YAHTZEE_BONUS else reached
            long += (", " if long else "") + words.BONUS_LINES[line] % points
            short += (" " if short else "") + _SHORT[line] % points
            shorter += (" " if shorter else "") + _SHORTER[line] % points
            tiny += " +%d" % points
    if not long:
        return
    if player != game.player:       # under the next player's header: not theirs
        long = _WHOSE[0] % (player + 1, long)
        short = _WHOSE[1] % (player + 1, short)
        shorter = _WHOSE[1] % (player + 1, shorter)
        tiny = _WHOSE[1] % (player + 1, tiny)
    app.say(words.MSG_SAID, words.fit((long, short, shorter, tiny), turn.view.info_room(game)))


def undo_help(app):
    """The help line in a Double's second pick: how to take its first box back, with the
    board's own undo key where it has one, else its pause menu's."""
    game = app.game
    lay = app.layout
    room = lay.chars(lay.help_scale)
    key = _button_for(app, ev.UNDO)
    forms = _BY_KEY if key else _IN_MENU
    key = key or _button_for(app, ev.MENU)
    label = game.mode.labels[game.double_first]
    for form in forms[:2]:
        text = form % (label, key)
        if len(text) <= room:
            return text
    return forms[2] % key


def _button_for(app, event):
    """The board's name for the button that sends `event` ("hold X" for a long press),
    or '' (yahtzee_app.hardware: controls)."""
    for label, short, long, _ in app.hardware.controls:
        if short == event:
            return label
    for label, short, long, _ in app.hardware.controls:
        if long == event:
            return _HOLD_KEY % label
    return ""
