"""A person's turn on the play screen: what each press does (roll, hold, move the
cursors, score, pick, undo, pause), asked of the Game, and why it was refused.

A press acts only on the screen that was showing when it was made: a person's turn
after a computer's opens with a _HANDOVER_MS beat in which presses (a hurry's
mashing, the keypad's queue read late) do nothing, and a roll key or shake that went
down before the turn began rolls nothing when it lets go (made_before).
"""

import gc

from adafruit_ticks import ticks_add, ticks_diff
from micropython import const

from yahtzee_core.errors import IllegalMove
from yahtzee_core.game import SCORED_YAHTZEE

from . import events as ev
from . import states as st
from . import words
from .heap import borrowed, report
from . import play_tumble
from . import sound

_HANDOVER_MS = const(600)   # a person's turn after a computer's: its first presses do nothing
_SHAKEN = const(1)          # turn.tumbling: play_tumble's
_BONUS_EVENTS = const(2 | 4 | 8)   # scored_events: EARNED_YAHTZEE_BONUS, REACHED_*_BONUS


def _is_stop(app, box):
    """Whether the scorecard cursor stops on `box`: an open box, and in a
    POWER pair only the one a pick would fill now."""
    game = app.game
    if not game.is_open(game.player, box):
        return False
    return game.mode.group_size[box] == 1 or game.target_box(box) == box


def fix_box(app, step):
    """The scorecard cursor on the first box it stops on from where it is, `step` a box
    at a time (where it is, when none)."""
    count = app.game.mode.box_count
    box = app.box
    for _ in range(count):
        if _is_stop(app, box):
            break
        box = (box + step) % count
    app.point(box)


def _to_scorable(app):
    """Move the cursor on to a box the hand may go in (the Joker rules
    can leave only one), if there is one."""
    count = app.game.mode.box_count
    box = app.box
    for _ in range(count):
        box = (box + 1) % count
        if _is_stop(app, box) and app.game.can_score(box):
            break
    app.point(box)


def roll(app, event):
    turn = app.scene
    game = app.game
    try:
        game.roll()
    except IllegalMove:
        if turn.tumbling == _SHAKEN:
            play_tumble.settle(app)
        refused(app, words.MSG_ALL_HELD if game.rolls_left() else words.MSG_NONE)
        return
    # into sleep memory as the tumble's first frame shows (a reset cannot take the roll
    # back: it is seen only as the dice settle)
    app.later(_checkpoint)
    play_tumble.roll(app)
    fix_box(app, 1)
    if not game.can_score(app.box):
        _to_scorable(app)


def hold(app, event):
    turn = app.scene
    die = turn.die_cursor if event == ev.HOLD else event - ev.HOLD1
    if event == ev.HOLD:
        turn.die_cursor_shown = True
    game = app.game
    try:
        game.toggle_hold(die)
    except IllegalMove:
        if die < game.mode.dice_count:
            refused(app, words.MSG_ROLL_BEFORE_HOLD if game.rolls == 0 else words.MSG_NONE)
        return
    app.later(_checkpoint)
    app.beep(sound.HOLD_ON if game.is_held(die) else sound.HOLD_OFF)


def move_die(app, event):
    """LEFT / RIGHT: the dice are a row."""
    count = app.game.mode.dice_count
    step = 1 if event == ev.RIGHT else -1
    turn = app.scene
    if turn.die_cursor_shown:
        turn.die_cursor = (turn.die_cursor + step) % count
    turn.die_cursor_shown = True


def move_box(app, event):
    """UP / DOWN: the scorecard is a column."""
    step = 1 if event == ev.DOWN else -1
    app.point((app.box + step) % app.game.mode.box_count)
    fix_box(app, step)


def score(app, event):
    turn = app.scene
    game = app.game
    if game.rolls == 0:
        refused(app, words.MSG_ROLL_FIRST)
        return
    if not game.can_score(app.box):
        refused(app, _not_allowed(app))
        return
    rolled_yahtzee = game.rolled_yahtzee()
    player = game.player
    times = game.multiplier()
    game.score(app.box)
    if rolled_yahtzee and not player and not game.double_pending():
        app.saves.yahtzees += 1     # P1's YAHTZEEs rolled, for the statistics
    yahtzee = rolled_yahtzee and game.scored_points > 0
    if not game.over:
        app.beep(sound.BONUS if game.scored_bonus or game.scored_events & SCORED_YAHTZEE
                 else sound.SCORE if game.scored_points else sound.ZERO)
    if game.double_pending():
        app.later(_checkpoint)
        _say_bonus(app, 1, player)
        fix_box(app, 1)
        app.go(st.DOUBLE_PICK)
        return
    if game.over:
        # the finished game into sleep memory (a reset comes back to its end); the end
        # screen says so and records it (high scores, statistics, the NVM)
        app.saves.checkpoint(game, app.box)
        app.go(st.END)
        return
    # This frame shows the box filled on the scorer's card, under the cursor; the next
    # turn's card, its cursor on its first open box, comes once it is on the display.
    turn.scorer = player
    # The turn has passed: a shake still going is over (its roll key's release rolls
    # nothing), and a person taking over from a computer gets a beat no press acts in.
    if turn.tumbling == _SHAKEN:
        play_tumble.settle(app)
    # What the keys have read but not yet handed out was pressed in the turn just passed
    # (the keypad queues what is pressed while a frame runs, the keys hand out one event
    # a frame): dropped with the keys down, which let go as if they were never pressed.
    flush = getattr(app.buttons, "flush", None)
    if flush is not None:
        flush()
    turn.stale_roll = app.shakes > 0
    if not app.human[player] and app.human[game.player]:
        turn.handover_until = ticks_add(app.now, _HANDOVER_MS) or 1
    if app.state != st.PLAY:
        app.go(st.PLAY)     # from a Double's second box (dispatch draws the screen once)
    if game.players > 1:
        app.say(words.MSG_TURN, game.player + 1)     # the YAHTZEE was cheered as it was rolled
    elif yahtzee:
        app.say(words.MSG_YAHTZEE)
    _say_bonus(app, times, player)
    app.later(_turn_passed)


def _checkpoint(app):
    """The game into sleep memory (yahtzee_app.storage): a reset resumes here."""
    app.saves.checkpoint(app.game, app.box)


def _turn_passed(app):
    """A turn's end, once the filled box is on the display: the next turn's card, then
    the game saved (the NVM every few turns); the heap is collected after it (App.tick's
    sweep), the quietest moment."""
    app.scene.scorer = -1
    app.point(0)
    fix_box(app, 1)
    app.render()
    saves = app.saves
    if not saves.turn_ended(app.game, app.settings.packed(), app.box) and saves.writable():
        app.say(words.MSG_SAVE_FAILED)
        app.render()
    report("turn ended")


def _say_bonus(app, times, player):
    """What `player`'s score earned beyond its box, said (yahtzee_app.said: imported only
    when there is something to say)."""
    if times > 1 or app.game.scored_events & _BONUS_EVENTS:
        gc.collect()        # its code comes into the heap the turn has just left
        with borrowed():
            from .said import bonus
            bonus(app, times, player)


def made_before(app, event):
    """Whether `event` belongs to a press made before this person's turn took presses:
    anything in the hand-over beat, and the end (the roll) of a roll key's press or a
    shake that began before: in a computer's turn, the beat, or the last turn."""
    turn = app.scene
    taking = app.human[app.game.player] and not turn.handover_until
    if event == ev.ROLL or ev.SHAKE <= event <= ev.STILL:      # a roll key's or a shake's
        # (app.dispatch has counted it in app.shakes)
        if not taking:
            turn.stale_roll = app.shakes > 0
        elif turn.stale_roll:
            # all of them over before a roll key or shake is this turn's again
            turn.stale_roll = app.shakes > 0
            if turn.tumbling == _SHAKEN:
                play_tumble.settle(app)
            return True
    if not turn.handover_until:
        return False
    if ticks_diff(app.now, turn.handover_until) >= 0:
        # The beat ends on a frame no press comes in: the presses made in it (one read a
        # frame from the keys' queue) all read and dropped first.
        turn.handover_until = ticks_add(app.now, 1) or 1
    return True


def _not_allowed(app):
    """Why the box is refused, as the Game has it: the Joker's own box named, where it
    has one; a box already filled; else the Joker's rules."""
    game = app.game
    if game.joker_box() >= 0:
        return words.MSG_NONE       # the turn's status: the Joker's box
    return words.MSG_BOX_FILLED if game.target_box(app.box) < 0 else words.MSG_NOT_ALLOWED


def undo(app, event):
    first = app.game.double_first
    try:
        app.game.undo()
    except IllegalMove:
        refused(app, words.MSG_NOTHING_TO_UNDO)
        return
    app.point(first)        # the box taken back: open again, and the one its pick fills
    fix_box(app, 1)
    app.say(words.MSG_UNDONE)
    app.go(st.PLAY)


def pause(app, event):
    """MENU: "Paused" at once on the info line, the pause menu once that frame is shown
    (its screen takes a few frames' time to build: play's code leaves the heap first)."""
    app.say(words.MSG_PAUSED)
    app.later(_open_pause)


def _open_pause(app):
    app.say(words.MSG_NONE)     # (the play screen's words are for when it comes back)
    app.go(st.PAUSE)


def toggle_help_line(app, event):
    app.settings.help_line = not app.settings.help_line


def pick(app, event):
    """PICK (the CLUE's A + B): the first asks, the same again on the same box scores."""
    turn = app.scene
    game = app.game
    if turn.asking == app.box:
        turn.asking = -1
        score(app, event)
        return
    if game.rolls == 0:
        refused(app, words.MSG_ROLL_FIRST)
    elif not game.can_score(app.box):
        refused(app, _not_allowed(app))
    else:
        turn.asking = app.box
        app.say(words.MSG_ASK)


def refused(app, message):
    """A press refused: why on the info line (MSG_NONE: the turn's status says it), and
    the refusal's sound."""
    app.say(message)
    app.beep(sound.REFUSED)

