"""The play screen: the turns, a Double's second pick, pause, the computer
players and hints.

Loaded when a game begins (or resumes) and dropped with its computer
players when it ends. The Game decides every rule: this module asks it,
says why it refused, and redraws.

Computer seats (game.seats: 0 a person, 1 + level a computer) play through
yahtzee_core.bot, one step (show the holds, roll, show the box, score)
every CPU_STEP_MS, so a person can watch; SKIP or ENTER hurries them, a step
a frame, to the next person's turn; MENU pauses; other buttons are told
whose turn it is. The bots are built only when a computer seat or a HINT
first needs them: a hot-seat game never pays their RAM.
"""

import gc

from adafruit_ticks import ticks_add, ticks_diff
from micropython import const

from yahtzee_core.errors import IllegalMove

from . import events as ev
from . import states as st
from . import words
from .app import HUMAN, TONE_REFUSED, TONE_ROLL, TONE_SCORE, TONE_YAHTZEE
from .computers import Computers
from .heap import forget, report
from .play_view import PlayView

STATES = (st.PLAY, st.DOUBLE_PICK)

# A computer player's pace: each hold, roll and box shown this long.
CPU_STEP_MS = const(700)
_NO_ACTION = const(-2)    # no computer step pending



def load(app):
    app.play_view = PlayView(app)
    app.root.append(app.play_view.group)
    app.computers = Computers(app.data_dir)
    app.cpu_action = _NO_ACTION
    app.cpu_waiting = False
    app.hurry = False
    _clear_hint(app)


def unload(app):
    app.root.remove(app.play_view.group)
    app.play_view = None
    app.computers = None
    app.leds.show_game(None)


def enter(app):
    pass


def tick(app, now_ms):
    if not app.human[app.game.player]:
        _computer_turn(app, now_ms)
    elif app.hint_mask:
        app.leds.blink(now_ms)


# -- a person's turn ------------------------------------------------------------

def _on_play(app, event):
    app.message = words.MSG_NONE
    if app.hint_mask or app.hint_texts:
        _clear_hint(app)
    if not app.human[app.game.player]:
        _on_computer_turn(app, event)
        return
    action = _PLAY_ACTIONS.get(event)
    if action is not None:
        action(app, event)


def _is_stop(app, box):
    """Whether the scorecard cursor stops on `box`: an open box, and in a
    POWER pair only the one a pick would fill now."""
    game = app.game
    if not game.is_open(game.player, box):
        return False
    return game.mode.group_size[box] == 1 or game.target_box(box) == box


def fix_box(app, step):
    count = app.game.mode.box_count
    for _ in range(count):
        if _is_stop(app, app.box):
            return
        app.box = (app.box + step) % count


def _to_scorable(app):
    """Move the cursor on to a box the hand may go in (the Joker rules
    can leave only one), if there is one."""
    count = app.game.mode.box_count
    for _ in range(count):
        app.box = (app.box + 1) % count
        if _is_stop(app, app.box) and app.game.can_score(app.box):
            return


def _roll(app, event):
    game = app.game
    try:
        game.roll()
    except IllegalMove:
        _refused(app, words.MSG_ALL_HELD if game.rolls_left() else _status(app))
        return
    app.beep(TONE_ROLL)
    fix_box(app, 1)
    if not game.can_score(app.box):
        _to_scorable(app)


def _hold(app, event):
    die = app.die_cursor if event == ev.HOLD else event - ev.HOLD1
    if event == ev.HOLD:
        app.die_cursor_shown = True
    game = app.game
    try:
        game.toggle_hold(die)
    except IllegalMove:
        if die < game.mode.dice_count:
            _refused(app, words.MSG_ROLL_BEFORE_HOLD if game.rolls == 0 else _status(app))


def _move_die(app, event):
    count = app.game.mode.dice_count
    step = 1 if event == ev.DOWN else -1
    if app.die_cursor_shown:
        app.die_cursor = (app.die_cursor + step) % count
    app.die_cursor_shown = True


def _move_box(app, event):
    step = 1 if event == ev.RIGHT else -1
    app.box = (app.box + step) % app.game.mode.box_count
    fix_box(app, step)


def _score(app, event):
    game = app.game
    if game.rolls == 0:
        _refused(app, words.MSG_ROLL_FIRST)
        return
    if not game.can_score(app.box):
        _refused(app, words.MSG_NOT_ALLOWED)
        return
    rolled = game.rolled_yahtzee()
    game.score(app.box)
    yahtzee = rolled and game.scored_points > 0
    app.beep(TONE_YAHTZEE if yahtzee else TONE_SCORE)
    if game.double_pending():
        fix_box(app, 1)
        app.go(st.DOUBLE_PICK)
        return
    if game.over:
        _game_over(app)
        return
    app.go(st.PLAY)
    saves = app.saves
    if not saves.save_game(game) and saves.writable():
        app.message = words.MSG_SAVE_FAILED
    if app.settings.packed() != saves.scores.settings:
        saves.save_scores(app.settings.packed())   # HELP pressed during play
    elif game.players > 1:
        app.message = words.MSG_TURN
        app.message_number = game.player + 1
    if yahtzee:
        app.message = words.MSG_YAHTZEE
    app.box = 0
    fix_box(app, 1)
    gc.collect()      # between turns: the quietest moment to collect
    report("turn ended")


def _game_over(app):
    """The saved game goes; a person's solo score enters the high-score table."""
    game = app.game
    saves = app.saves
    saves.clear_game()
    app.end_place = -1
    if game.players == 1 and not game.seats[0]:      # the computer's scores are not listed
        app.end_place = saves.scores.insert(game.mode.index, game.total(0))
        if app.end_place >= 0:
            saves.save_scores(app.settings.packed())
    if app.end_place == 0:
        app.beep(TONE_YAHTZEE)
    app.go(st.END)


def _undo(app, event):
    try:
        app.game.undo()
    except IllegalMove:
        _refused(app, words.MSG_NOTHING_TO_UNDO)
        return
    app.message = words.MSG_UNDONE
    app.go(st.PLAY)


def _pause(app, event):
    app.go(st.PAUSE)


def _toggle_help_line(app, event):
    app.settings.help_line = not app.settings.help_line


def _refused(app, message):
    app.message = message
    app.beep(TONE_REFUSED)


def _status(app):
    """What the info line says when no action has just spoken."""
    game = app.game
    if game.double_pending():
        return words.MSG_DOUBLE_SECOND
    if game.rolls == 0:
        return words.MSG_ROLL_FIRST
    if game.frozen():
        return words.MSG_FREEZE
    if game.fourth_roll_allowed():
        return words.MSG_FOURTH_ROLL
    left = game.rolls_left()
    if left:
        app.message_number = left
        return words.MSG_ROLLS_LEFT
    if game.must_score_twice():
        return words.MSG_DOUBLE
    return words.MSG_PICK_BOX


# -- hints ------------------------------------------------------------------------

def bot_for(app, mode, level):
    """The computers' bot for (mode, level), or None (the info line says
    so) when it does not fit the heap. A first build takes a while on a
    board: the info line says so first."""
    if not app.computers.built(mode, level):
        app.message = words.MSG_THINKING
        app.render()
        app.display.refresh()
    bot = app.computers.get(mode, level)
    app.message = words.MSG_NONE if bot is not None else words.MSG_NO_MEMORY
    return bot


def _hint(app, event):
    """What would an expert do? (yahtzee_app.hints: its words are built on the press, by
    code that is forgotten after it.)"""
    from .hints import hint
    hint(app)
    forget(("yahtzee_app.hints",))


def _clear_hint(app):
    app.hint_action = -1
    app.hint_mask = 0
    app.hint_texts = ()
    app.leds.show_hint(0)


# -- the computer's turn -----------------------------------------------------------

def _computer_turn(app, now_ms):
    """A computer seat's turn, one step when its time comes: decide and
    show (the holds it keeps, the box it picks), then do it (roll,
    score) at the next step. A Double's second box, Freeze and POWER's
    fourth roll are all the bot's decide()."""
    if not app.cpu_waiting:
        # A beat on the fresh turn first, so the hand-over is seen.
        app.cpu_waiting = True
        app.cpu_due = ticks_add(now_ms, CPU_STEP_MS)
        return
    if not app.hurry and ticks_diff(now_ms, app.cpu_due) < 0:
        return
    from yahtzee_core.bot import ROLL, HOLD_MASK
    app.cpu_due = ticks_add(now_ms, CPU_STEP_MS)
    game = app.game
    action = app.cpu_action
    app.cpu_action = _NO_ACTION
    app.message = words.MSG_NONE
    if action == _NO_ACTION:
        bot = bot_for(app, game.mode.index, game.seats[game.player] - 1)
        if bot is None:
            # Not even one bot fits: the seat goes to a person rather than stall.
            game.seats[game.player] = HUMAN
            app.human[game.player] = 1
            app.message = words.MSG_NO_MEMORY
            app.render()
            return
        action = bot.decide(game)
        if action < 0:
            return
        if action & ROLL:
            if not game.rolls:
                _roll(app, ev.ROLL)
            else:
                game.set_holds(action & HOLD_MASK)
                app.cpu_action = action
                app.message = words.MSG_CPU_HOLDS
        else:
            app.box = action
            app.cpu_action = action
            app.message = words.MSG_CPU_PICKS
    elif action & ROLL:
        _roll(app, ev.ROLL)
    else:
        player = game.player
        app.box = action
        _score(app, ev.ENTER)
        if app.state == st.END or game.player != player:
            app.cpu_waiting = False
            if not game.over and app.human[game.player]:
                app.hurry = False
        if app.state != st.PLAY and app.state != st.DOUBLE_PICK:
            return
    app.render()


def _on_computer_turn(app, event):
    """A button in a computer's turn: MENU pauses, SKIP or ENTER hurries,
    anything else is told whose turn it is."""
    if event == ev.MENU:
        app.cpu_waiting = False
        app.go(st.PAUSE)
    elif event == ev.SKIP or event == ev.ENTER:
        app.hurry = True
    else:
        app.message = words.MSG_CPU_TURN
        app.message_number = app.game.player + 1


# -- drawing the play screen --------------------------------------------------------

def _help_text(app):
    game = app.game
    if not app.settings.help_line:
        return ""
    if not app.human[game.player] and app.message != words.MSG_CPU_PICKS:
        return ""     # a computer's holds and rolls: the box under the cursor means nothing
    mode = game.mode
    lay = app.layout
    room = lay.chars(lay.help_scale)
    if game.double_pending():
        label = mode.labels[game.double_first]
        forms = words.UNDO_TAKES_BACK
        for form in forms[:2]:
            text = form % label
            if len(text) <= room:
                return text
        return forms[2]
    text = mode.helps[app.box] + _bonus_progress(app)
    title = mode.labels[app.box] + ": " + text
    if len(title) <= room:
        return title
    return text if len(text) <= room else mode.helps[app.box]


def _bonus_progress(app):
    """' 45/63' for a box in a section with a bonus still to reach: the
    section's total so far and the next threshold."""
    game = app.game
    section = game.mode.sections[app.box]
    goal = game.bonus_goal(game.player, section)
    if not goal:
        return ""
    return " %d/%d" % (game.section_total(game.player, section), goal)


def _render_play(app):
    game = app.game
    message = app.message if app.message != words.MSG_NONE else _status(app)
    if message == words.MSG_HINT and not app.hint_texts:
        message = _status(app)
    die_cursor = app.die_cursor if app.die_cursor_shown and game.rolls else -1
    app.play_view.update(game, app.box, die_cursor, message, _help_text(app), app.hint_mask,
                         app.hint_texts, app.message_number)
    app.leds.show_game(game)


_PLAY_ACTIONS = {
    ev.ROLL: _roll, ev.HOLD: _hold,
    ev.HOLD1: _hold, ev.HOLD2: _hold, ev.HOLD3: _hold,
    ev.HOLD4: _hold, ev.HOLD5: _hold, ev.HOLD6: _hold,
    ev.UP: _move_die, ev.DOWN: _move_die,
    ev.LEFT: _move_box, ev.RIGHT: _move_box,
    ev.ENTER: _score, ev.UNDO: _undo, ev.MENU: _pause,
    ev.HELP: _toggle_help_line, ev.HINT: _hint,
}
def handle(app, event):
    _on_play(app, event)


def render(app):
    _render_play(app)
