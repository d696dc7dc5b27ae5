"""The play screen: the turns, a Double's second pick, pause, the computer
players and hints, in rooms of their own: a person's turn (play_turn), the roll
on screen (play_tumble), the computer players' turns and the hint (play_computer),
the view (play_view, built by play_build).

Loaded when a game begins (or resumes) and dropped with its computer
players and its rooms when it ends (the App lends them the heap). The Game
decides every rule: these modules ask it, say why it refused, and redraw.
The bots are built only when a computer seat or a HINT first needs them:
a hot-seat game never pays their RAM.
"""

import gc

from adafruit_ticks import ticks_diff
from micropython import const

from . import events as ev
from . import states as st
from . import words
from .computers import Computers
from .heap import borrowed
from . import play_computer
from . import play_tumble
from . import play_turn
from .play_view import PlayView

STATES = (st.PLAY, st.DOUBLE_PICK)
# app.tumbling and app.cpu_action's codes, play_tumble's and play_computer's (private
# there and here: a public name is one more in the heap's string pool; a test keeps them equal)
_SHAKEN = const(1)
_ROLLED = const(2)
_NO_ACTION = const(-2)


def load(app):
    app.play_view = PlayView(app)
    app.root.append(app.play_view.group)
    app.computers = Computers(app.data_dir)
    _ready_computer(app)
    app.cpu_action = _NO_ACTION
    app.cpu_waiting = False
    app.hurry = False
    app.tumbling = 0
    app.celebrate_until = 0
    app.asking = -1
    app.handover_until = 0      # ticks_ms the hand-over beat ends (0: none)
    app.undo_help = ""          # a Double's help line (yahtzee_app.said)
    app.stale_roll = False      # a roll key or shake begun before this turn took presses
    play_computer.clear_hint(app)


def _ready_computer(app):
    """The mode's computer player (the hint's level; a computer seat shares its
    planner) built now, last of the game's parts, in the heap the menus have just
    left: built at the first hint or computer turn, its arrays (up to 1 KB each) had
    to find room in a heap play had cut into small pieces (a PyBadge's POWER game
    needs 2 KB less heap so). A heap too small for it now tries again then."""
    gc.collect()
    app.computers.get(app.game.mode.index, app.computers.hint_level(app.game.mode.index))


def unload(app):
    app.tumbling = 0
    app.celebrate_until = 0
    app.hush()
    app.root.remove(app.play_view.group)
    app.play_view = None
    app.computers = None
    app.leds.show_game(None)


def enter(app):
    play_turn.fix_box(app, 1)     # a resumed game's cursor on an open box, not the card's first
    app.stale_roll = app.shakes > 0     # a roll key down since a screen before: not this one's
    if app.state == st.DOUBLE_PICK:
        gc.collect()
        with borrowed():
            from .said import undo_help
            app.undo_help = undo_help(app)   # built once a Double, not at every redraw


def tick(app, now_ms):
    if app.handover_until and ticks_diff(now_ms, app.handover_until) >= 0:
        app.handover_until = 0
        if app.message == words.MSG_SAID:
            app.message = words.MSG_TURN      # what the last turn earned has been said
            app.message_number = app.game.player + 1
        app.render()
    if app.tumbling:
        play_tumble.tumble(app, now_ms)
    elif app.celebrate_until:
        play_tumble.celebrate(app, now_ms)
    if not app.human[app.game.player]:
        play_computer.computer_turn(app, now_ms)
    elif app.hint_mask:
        app.leds.blink(now_ms)


# -- a press -------------------------------------------------------------------

# What each event does in a person's turn, by event number (yahtzee_app.events): a
# tuple, not a dict (a dict's table is twice the heap)
_PLAY_ACTIONS = (
    None, play_turn.roll, play_turn.hold,                                 # NONE, ROLL, HOLD
    play_turn.hold, play_turn.hold, play_turn.hold, play_turn.hold, play_turn.hold, play_turn.hold,   # HOLD1 .. HOLD6
    play_turn.move_die, play_turn.move_die, play_turn.move_box, play_turn.move_box, # LEFT, RIGHT, UP, DOWN
    play_turn.score, play_turn.pause, play_computer.hint, play_turn.undo, play_turn.toggle_help_line, None,  # ENTER .. SKIP
    play_tumble.shake, play_turn.roll, play_tumble.still, play_turn.pick,           # SHAKE, TOSS, STILL, PICK
)


def handle(app, event):
    if play_turn.made_before(app, event):
        return
    if event == ev.STILL and app.tumbling != _SHAKEN:
        return      # no shake to call off (a roll key let go as a turn passed): no press
    if app.celebrate_until:
        play_tumble.end_celebration(app)
    if app.human[app.game.player]:
        app.message = words.MSG_NONE    # (a computer's turn keeps its words: they are its)
    if app.tumbling == _ROLLED:
        play_tumble.land(app)              # the roll has happened: a button shows it, and counts
    if event != ev.PICK:
        app.asking = -1
    if app.hint_mask or app.hint_texts:
        play_computer.clear_hint(app)
    if not app.human[app.game.player]:
        play_computer.on_computer_turn(app, event)
        return
    action = _PLAY_ACTIONS[event] if event < len(_PLAY_ACTIONS) else None
    if action is not None:
        action(app, event)


# -- drawing the play screen --------------------------------------------------------

def render(app):
    if app.tumbling == _ROLLED:
        return          # the screen shows the new hand when the dice settle
    game = app.game
    message = app.message if app.message != words.MSG_NONE else play_turn.status(app)
    if message == words.MSG_HINT and not app.hint_texts:
        message = play_turn.status(app)
    shown = app.die_cursor_shown and game.rolls and app.human[game.player]
    die_cursor = app.die_cursor if shown else -1    # not the last person's, in a computer's turn
    app.play_view.update(game, app.box, die_cursor, message, _help_text(app), app.hint_mask,
                         app.hint_texts, app.message_number)
    app.leds.show_game(game)


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
        return app.undo_help
    text = mode.helps[app.box]
    section = mode.sections[app.box]
    goal = game.bonus_goal(game.player, section)
    if goal:
        # the section's total so far against the next threshold still to reach: ' 45/63'
        text += " %d/%d" % (game.section_total(game.player, section), goal)
    title = mode.labels[app.box] + ": " + text
    if len(title) <= room:
        return title
    return text if len(text) <= room else mode.helps[app.box]
