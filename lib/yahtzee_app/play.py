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
# turn.tumbling and turn.cpu_action's codes, play_tumble's and play_computer's (private
# there and here: a public name is one more in the heap's string pool; a test keeps them equal)
_SHAKEN = const(1)
_ROLLED = const(2)
_NO_ACTION = const(-2)


class Turn:
    """The play screen's own object (App.scene from load to unload): its view, the
    computer players, and the turn's state in small ints, so its frames allocate
    nothing. What a game carries across screens (the cursors, the info line's words)
    is the App's."""

    def __init__(self, app):
        self.view = PlayView(app)
        self.computers = Computers(app.data_dir)
        self.tumbling = 0           # 0, or the dice tumble: _SHAKEN, then _ROLLED (play_tumble)
        self.tumble_at = 0          # ticks_ms the tumbling began
        self.tumble_until = 0       # ... and when a rolled one settles
        self.tumble_step = 0        # the animation frame last drawn
        self.celebrate_until = 0    # a YAHTZEE rolled: the dice and LEDs flash until then
        self.asking = -1            # PICK asked to score this box; the same again scores it
        self.handover_until = 0     # ticks_ms the hand-over beat ends (0: none)
        self.stale_roll = False     # a roll key or shake begun before this turn took presses
        self.die_cursor = 0         # the die HOLD toggles, shown once LEFT / RIGHT or HOLD is used
        self.die_cursor_shown = False
        self.scorer = -1            # a turn just passed: its player, whose card (the box just
                                    # filled) answers the score; the next turn's comes after
        self.undo_help = ""         # a Double's help line (yahtzee_app.said)
        self.help = (-1, "")        # the help line last made, and what it was made from
        self.cpu_action = _NO_ACTION    # the computer's next step, shown before it is done
        self.cpu_due = 0            # ticks_ms of the computer's next step
        self.cpu_waiting = False
        self.hurry = False          # SKIP: the computers play a step a frame
        self.hint_mask = 0          # a HINT's suggested keep (bit i: die i)
        self.hint_texts = ()        # the HINT's words (only those that fit)
        self.hint_action = -1       # the HINT's suggestion (a bot action), -1: none


def load(app):
    turn = Turn(app)
    app.root.append(turn.view.group)
    # The mode's computer player (the hint's level; a computer seat shares its planner)
    # built now, last of the game's parts, in the heap the menus have just left: built at
    # the first hint or computer turn, its arrays (up to 1 KB each) had to find room in a
    # heap play had cut into small pieces (a PyBadge's POWER game needs 2 KB less heap
    # so). A heap too small for it now tries again then.
    gc.collect()
    mode = app.game.mode.index
    turn.computers.get(mode, turn.computers.hint_level(mode))
    app.leds.show_hint(0)
    return turn


def unload(app):
    app.hush()
    app.root.remove(app.scene.view.group)
    app.leds.show_game(None)


def enter(app, cursor):
    turn = app.scene
    play_turn.fix_box(app, 1)     # a resumed game's cursor on an open box, not the card's first
    turn.stale_roll = app.shakes > 0     # a roll key down since a screen before: not this one's
    if app.state == st.DOUBLE_PICK:
        gc.collect()
        with borrowed():
            from .said import undo_help
            turn.undo_help = undo_help(app)   # built once a Double, not at every redraw


def tick(app, now_ms):
    turn = app.scene
    if turn.handover_until and ticks_diff(now_ms, turn.handover_until) >= 0:
        turn.handover_until = 0
        if app.message == words.MSG_SAID:       # what the last turn earned has been said
            app.say(words.MSG_TURN, app.game.player + 1)
        app.render()
    if turn.tumbling:
        play_tumble.tumble(app, now_ms)
    elif turn.celebrate_until:
        play_tumble.celebrate(app, now_ms)
    if not app.human[app.game.player]:
        play_computer.computer_turn(app, now_ms)
    elif turn.hint_mask:
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
    turn = app.scene
    if play_turn.made_before(app, event):
        return
    if event == ev.STILL and turn.tumbling != _SHAKEN:
        return      # no shake to call off (a roll key let go as a turn passed): no press
    if turn.celebrate_until:
        play_tumble.end_celebration(app)
    if app.human[app.game.player]:
        app.say(words.MSG_NONE)    # (a computer's turn keeps its words: they are its)
    if turn.tumbling == _ROLLED:
        play_tumble.land(app)              # the roll has happened: a button shows it, and counts
    if event != ev.PICK:
        turn.asking = -1
    if turn.hint_mask or turn.hint_texts:
        play_computer.clear_hint(app)
    if not app.human[app.game.player]:
        play_computer.on_computer_turn(app, event)
        return
    action = _PLAY_ACTIONS[event] if event < len(_PLAY_ACTIONS) else None
    if action is not None:
        action(app, event)


# -- drawing the play screen --------------------------------------------------------

def render(app):
    turn = app.scene
    if turn.tumbling == _ROLLED:
        return          # the screen shows the new hand when the dice settle
    game = app.game
    message = app.message
    value = app.message_value
    if message == words.MSG_NONE or (message == words.MSG_HINT and not turn.hint_texts):
        message, value = words.status(game)     # the turn's state, its value (rolls left...)
    player = turn.scorer if turn.scorer >= 0 else game.player
    shown = turn.die_cursor_shown and game.rolls and app.human[game.player]
    die_cursor = turn.die_cursor if shown else -1   # not the last person's, in a computer's turn
    turn.view.update(game, player, app.box, die_cursor, message, _help_text(app, player),
                     turn.hint_mask, turn.hint_texts, value)
    app.leds.show_game(game)


def _help_text(app, player):
    turn = app.scene
    game = app.game
    if not app.settings.help_line:
        return ""
    if not app.human[game.player] and app.message != words.MSG_CPU_PICKS:
        return ""     # a computer's holds and rolls: the box under the cursor means nothing
    if game.double_pending():
        return turn.undo_help
    mode = game.mode
    box = app.box
    section = mode.sections[box]
    goal = game.bonus_goal(player, section)
    total = game.section_total(player, section) if goal else 0
    # made again only when what it says changes: a hold or a die's cursor allocates nothing
    made = box | total << 5 | goal << 15
    if turn.help[0] == made:
        return turn.help[1]
    # one text built, of the first form that fits (on stock, each string built is looked
    # for among the interned names: 0.1 ms on a PyBadge)
    text = mode.helps[box]
    label = mode.labels[box]
    room = app.layout.chars(app.layout.help_scale)
    if goal:
        # the section's total so far against the next threshold still to reach: ' 45/63'
        # (a goal is 300 at most, the total below it)
        size = len(text) + 4 + (total > 9) + (total > 99) + (goal > 9) + (goal > 99)
        if len(label) + 2 + size <= room:
            said = "%s: %s %d/%d" % (label, text, total, goal)
        elif size <= room:
            said = "%s %d/%d" % (text, total, goal)
        else:
            said = text
    elif len(label) + 2 + len(text) <= room:
        said = "%s: %s" % (label, text)
    else:
        said = text
    turn.help = (made, said)
    return said
