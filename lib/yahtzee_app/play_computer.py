"""The computer players on the play screen: a computer seat's turns, paced, and a
person's HINT; bot_for builds the bot either asks.

Computer seats (game.seats: 0 a person, 1 + level a computer) play through
yahtzee_core.bot, one step (show the holds, roll, show the box, score) every
_CPU_STEP_MS, so a person can watch; SKIP or ENTER hurries them, a step a frame, to
the next person's turn; MENU pauses; other buttons are told whose turn it is. The
hint's words are built on the press by yahtzee_app.hints, borrowed.
"""

from adafruit_ticks import ticks_add, ticks_diff
from micropython import const

from . import events as ev
from . import states as st
from . import words
from . import play_turn
from .heap import borrowed

# A computer player's pace: each hold, roll and box shown this long.
_CPU_STEP_MS = const(700)
_NO_ACTION = const(-2)   # turn.cpu_action: no computer step pending (play's too)
_HOLD_AND_ROLL = const(0x40)   # a bot action's flag and dice (yahtzee_core.bot's, HOLD_MASK)
_HOLD_MASK = const(0x3F)
_PERSON = const(0)         # a seat code (game.seats): a person; 1 + level: a computer


def bot_for(app, mode, level):
    """The computers' bot for (mode, level), or None (the info line says
    so) when it does not fit the heap. A first build takes a while on a
    board: the info line says so first."""
    turn = app.scene
    if not turn.computers.built(mode, level):
        app.say(words.MSG_THINKING)
        app.render()
        app.display.refresh()
    bot = turn.computers.get(mode, level)
    app.say(words.MSG_NONE if bot is not None else words.MSG_NO_MEMORY)
    return bot


def hint(app, event):
    """What would an expert do? (yahtzee_app.hints: its words are built on the press, by
    code that is forgotten after it.) A whole turn's plan takes a computer player up to
    half a second on a board: the screen says so at once."""
    turn = app.scene
    app.say(words.MSG_THINKING)
    app.render()
    app.display.refresh()
    mode = app.game.mode.index
    # the bot first, outside the borrowing: a planner imported for it stays with it
    bot = bot_for(app, mode, turn.computers.hint_level(mode))
    if bot is None:
        return                  # the info line says why
    with borrowed():
        from .hints import hint
        hint(app, bot)


def clear_hint(app):
    turn = app.scene
    turn.hint_action = -1
    turn.hint_mask = 0
    turn.hint_texts = ()
    app.leds.show_hint(0)


def computer_turn(app, now_ms):
    """A computer seat's turn, one step when its time comes: decide and
    show (the holds it keeps, the box it picks), then do it (roll,
    score) at the next step. A Double's second box, Freeze and POWER's
    fourth roll are all the bot's decide()."""
    turn = app.scene
    if not turn.cpu_waiting:
        # A beat on the fresh turn first, so the hand-over is seen.
        turn.cpu_waiting = True
        turn.cpu_due = ticks_add(now_ms, _CPU_STEP_MS)
        return
    if turn.tumbling or not turn.hurry and ticks_diff(now_ms, turn.cpu_due) < 0:
        return
    turn.cpu_due = ticks_add(now_ms, _CPU_STEP_MS)
    game = app.game
    action = turn.cpu_action
    turn.cpu_action = _NO_ACTION
    app.say(words.MSG_NONE)
    if action == _NO_ACTION:
        bot = bot_for(app, game.mode.index, game.seats[game.player] - 1)
        if bot is None:
            # Not even one bot fits: the seat goes to a person rather than stall.
            game.seats[game.player] = _PERSON
            app.human[game.player] = 1
            app.say(words.MSG_NO_MEMORY)
            app.render()
            return
        action = bot.decide(game)
        if action < 0:
            return
        if action & _HOLD_AND_ROLL:
            if not game.rolls:
                play_turn.roll(app, ev.ROLL)
            else:
                game.set_holds(action & _HOLD_MASK)
                turn.cpu_action = action
                app.say(words.MSG_CPU_HOLDS)
        else:
            app.point(action)
            turn.cpu_action = action
            app.say(words.MSG_CPU_PICKS)
    elif action & _HOLD_AND_ROLL:
        play_turn.roll(app, ev.ROLL)
    else:
        player = game.player
        app.point(action)
        play_turn.score(app, ev.ENTER)
        if app.state == st.END or game.player != player:
            turn.cpu_waiting = False
            if not game.over and app.human[game.player]:
                turn.hurry = False
        if app.state != st.PLAY and app.state != st.DOUBLE_PICK:
            return
    app.render()


def on_computer_turn(app, event):
    """A button in a computer's turn: MENU pauses, SKIP or ENTER hurries,
    anything else is told whose turn it is."""
    turn = app.scene
    if event == ev.MENU:
        turn.cpu_waiting = False
        play_turn.pause(app, event)
    elif event == ev.SKIP or event == ev.ENTER or event == ev.ROLL:
        turn.hurry = True
    elif event < ev.SHAKE:      # a shake (or its end) is no button
        app.say(words.MSG_CPU_TURN, app.game.player + 1)
