"""A roll on screen: the tumble, the settle and a YAHTZEE's celebration.

The dice that are not held tumble (the view's tumble(), the LEDs' tumble(), the
rattle) while the roll key is held or the board shaken (SHAKE), and for _TUMBLE_MS
after the roll (ROLL, or TOSS when a shake ends), then settle; the scorecard shows
the new hand only then. The game has rolled at once: a button during the tumble
settles it and counts. A YAHTZEE is celebrated the moment it settles (the fanfare,
the dice and LEDs flashing for _CELEBRATE_MS). The frames in between allocate
nothing: their state is the small ints of play's Turn (turn.tumbling: _SHAKEN or
_ROLLED).
"""

from adafruit_ticks import ticks_add, ticks_diff
from micropython import const

from . import words
from . import sound

# A roll: the tumble after the roll, at least _TUMBLE_MIN_MS after a long shake; a new
# face every _TUMBLE_STEP_MS. A YAHTZEE flashes for _CELEBRATE_MS.
_TUMBLE_MS = const(480)
_TUMBLE_MIN_MS = const(240)
_TUMBLE_STEP_MS = const(60)
_CELEBRATE_MS = const(2000)
_SHAKEN = const(1)        # turn.tumbling: the roll key held, or the board shaken
_ROLLED = const(2)        # ... rolled: settling


def shake(app, event):
    """The roll key went down, or the board is being shaken: the dice that
    will roll tumble until the roll (or STILL)."""
    turn = app.scene
    if turn.tumbling or not app.game.can_roll():
        return
    turn.tumbling = _SHAKEN
    turn.tumble_at = app.now
    turn.tumble_step = -1
    app.beep(sound.RATTLE, True)


def still(app, event):
    """The shake was called off: the dice settle where they were."""
    turn = app.scene
    if turn.tumbling == _SHAKEN:
        settle(app)


def roll(app):
    """The game has rolled: the tumble runs on from the roll, shorter when the dice
    have been shaken a while."""
    turn = app.scene
    shaken = turn.tumbling == _SHAKEN
    tumble = _TUMBLE_MS - ticks_diff(app.now, turn.tumble_at) if shaken else _TUMBLE_MS
    turn.tumbling = _ROLLED
    turn.tumble_until = ticks_add(app.now, tumble if tumble > _TUMBLE_MIN_MS else _TUMBLE_MIN_MS)
    turn.tumble_step = -1        # the roll's own frame shows new faces: the press is seen
    if not shaken:
        turn.tumble_at = app.now
        app.beep(sound.RATTLE)


def tumble(app, now_ms):
    """A frame of the tumble: a new face every _TUMBLE_STEP_MS; a roll settles
    when its time is up (or at once when the computers are hurried)."""
    turn = app.scene
    if turn.tumbling == _ROLLED and (turn.hurry or ticks_diff(now_ms, turn.tumble_until) >= 0):
        land(app)
        app.render()
        return
    step = ticks_diff(now_ms, turn.tumble_at) // _TUMBLE_STEP_MS
    if step != turn.tumble_step:
        turn.tumble_step = step
        turn.view.tumble(app.game)
        app.leds.tumble(app.game, step)
        app.frame_changed()


def settle(app):
    """The tumble ends: the dice show what the game says."""
    turn = app.scene
    turn.tumbling = 0
    app.hush()
    turn.view.settle(app.game)
    app.leds.show_game(app.game)
    app.frame_changed()


def land(app):
    """A roll settles; five of a kind rolled (not all five held) is a YAHTZEE,
    celebrated at once: the fanfare, the word, the dice and LEDs flashing."""
    turn = app.scene
    settle(app)
    game = app.game
    if game.rolled_yahtzee() and game.held & 31 != 31:
        # a Joker names its box at once (the turn's status), before another is tried
        app.say(words.MSG_NONE if game.joker_box() >= 0 else words.MSG_YAHTZEE)
        turn.celebrate_until = ticks_add(app.now, _CELEBRATE_MS) or 1
        turn.tumble_at = app.now
        turn.tumble_step = -1
        app.beep(sound.YAHTZEE)


def celebrate(app, now_ms):
    """A frame of a rolled YAHTZEE: the dice flash, the LEDs run round."""
    turn = app.scene
    if ticks_diff(now_ms, turn.celebrate_until) >= 0:
        end_celebration(app)
        return
    step = ticks_diff(now_ms, turn.tumble_at) // (2 * _TUMBLE_STEP_MS)
    if step != turn.tumble_step:
        turn.tumble_step = step
        turn.view.flash(app.game, step & 1 == 0)
        app.leds.chase(step)
        app.frame_changed()


def end_celebration(app):
    turn = app.scene
    turn.celebrate_until = 0
    turn.view.settle(app.game)
    app.leds.show_game(app.game)
    app.frame_changed()
