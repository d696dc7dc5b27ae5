"""The play screen: the turns, a Double's second pick, pause, the computer
players and hints.

Loaded when a game begins (or resumes) and dropped with its computer
players when it ends. The Game decides every rule: this module asks it,
says why it refused, and redraws.

Computer seats (game.seats: 0 a person, 1 + level a computer) play through
yahtzee_core.bot, one step (show the holds, roll, show the box, score)
every _CPU_STEP_MS, so a person can watch; SKIP or ENTER hurries them, a step
a frame, to the next person's turn; MENU pauses; other buttons are told
whose turn it is. The bots are built only when a computer seat or a HINT
first needs them: a hot-seat game never pays their RAM.

A press acts only on the screen that was showing when it was made: a person's
turn after a computer's opens with a _HANDOVER_MS beat in which presses (a
hurry's mashing, the keypad's queue read late) do nothing, and a roll key or
shake that went down before the turn began rolls nothing when it lets go.

A roll is seen and heard: the dice that are not held tumble (the view's
tumble(), the LEDs' tumble(), the rattle) while the roll key is held or the
board shaken (SHAKE), and for _TUMBLE_MS after the roll (ROLL, or TOSS when
a shake ends), then settle; the scorecard shows the new hand only then.
The game has rolled at once: a button during the tumble settles it and
counts. A YAHTZEE is celebrated the moment it settles (the fanfare, the
dice and LEDs flashing for _CELEBRATE_MS). The frames in between allocate
nothing: their state is the App's small ints.
"""

import gc

from adafruit_ticks import ticks_add, ticks_diff
from micropython import const

from yahtzee_core.errors import IllegalMove
from yahtzee_core.game import SCORED_YAHTZEE

from . import events as ev
from . import states as st
from . import words
from .app import HUMAN
from .computers import Computers
from .sound import BONUS, HOLD_OFF, HOLD_ON, RATTLE, REFUSED, SCORE, YAHTZEE, ZERO
from .heap import borrowed, report
from .play_view import PlayView

STATES = (st.PLAY, st.DOUBLE_PICK)

# A computer player's pace: each hold, roll and box shown this long.
_CPU_STEP_MS = const(700)
_NO_ACTION = const(-2)    # no computer step pending
_ROLL = const(0x40)        # a bot action's flag and dice (yahtzee_core.bot.ROLL, HOLD_MASK)
_HOLD_MASK = const(0x3F)
# A roll: the tumble after the roll, at least _TUMBLE_MIN_MS after a long shake; a new
# face every _TUMBLE_STEP_MS. A YAHTZEE flashes for _CELEBRATE_MS.
_TUMBLE_MS = const(480)
_TUMBLE_MIN_MS = const(240)
_TUMBLE_STEP_MS = const(60)
_CELEBRATE_MS = const(2000)
_HANDOVER_MS = const(600)   # a person's turn after a computer's: its first presses do nothing
_SHAKEN = const(1)        # app.tumbling: the roll key held, or the board shaken
_ROLLED = const(2)        # ... rolled: settling
_BONUS_EVENTS = const(2 | 4 | 8)   # scored_events: EARNED_YAHTZEE_BONUS, REACHED_*_BONUS



def load(app):
    _intern_names(app)
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
    _clear_hint(app)


def _intern_names(app):
    """The names the game's computer players will intern, interned now: their planner
    imported and forgotten before anything of the game is built. The heap's pool of
    interned strings fills at 1,260 names and then grows by some 7.7 KB in one piece.
    A POWER game's own names stay under that until its computer is built (1,258 on a
    stock PyBadge: tools/emulate.py), so the growth comes later, past the game's lowest
    point; names the session took before (every screen visited keeps its own) can take
    the count past it here, where the growth then comes, in a heap the menus have just
    left. The planner is imported again as the game's last part
    (_ready_computer): left in the heap from here instead, its code would sit among
    the play view's pieces, and a POWER game needs 4-6 KB more (tools/budget.py)."""
    with borrowed():
        __import__("yahtzee_core.plan_" + app.game.mode.name)
    gc.collect()


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
    fix_box(app, 1)     # a resumed game's cursor on an open box, not the card's first
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
        _tumble(app, now_ms)
    elif app.celebrate_until:
        _celebrate(app, now_ms)
    if not app.human[app.game.player]:
        _computer_turn(app, now_ms)
    elif app.hint_mask:
        app.leds.blink(now_ms)


# -- a roll on screen ----------------------------------------------------------------

def _shake(app, event):
    """The roll key went down, or the board is being shaken: the dice that
    will roll tumble until the roll (or STILL)."""
    game = app.game
    if app.tumbling or not game.can_roll():
        return
    app.tumbling = _SHAKEN
    app.tumble_at = app.now
    app.tumble_step = -1
    app.beep(RATTLE, True)


def _still(app, event):
    """The shake was called off: the dice settle where they were."""
    if app.tumbling == _SHAKEN:
        _settle(app)


def _tumble(app, now_ms):
    """A frame of the tumble: a new face every _TUMBLE_STEP_MS; a roll settles
    when its time is up (or at once when the computers are hurried)."""
    if app.tumbling == _ROLLED and (app.hurry or ticks_diff(now_ms, app.tumble_until) >= 0):
        _land(app)
        app.render()
        return
    step = ticks_diff(now_ms, app.tumble_at) // _TUMBLE_STEP_MS
    if step != app.tumble_step:
        app.tumble_step = step
        app.play_view.tumble(app.game)
        app.leds.tumble(app.game, step)
        app.frame_changed()


def _settle(app):
    """The tumble ends: the dice show what the game says."""
    app.tumbling = 0
    app.hush()
    app.play_view.settle(app.game)
    app.leds.show_game(app.game)
    app.frame_changed()


def _land(app):
    """A roll settles; five of a kind rolled (not all five held) is a YAHTZEE,
    celebrated at once: the fanfare, the word, the dice and LEDs flashing."""
    _settle(app)
    game = app.game
    if game.rolled_yahtzee() and game.held & 31 != 31:
        # a Joker names its box at once, before another is tried
        app.message = _status(app) if game.joker_box() >= 0 else words.MSG_YAHTZEE
        app.celebrate_until = ticks_add(app.now, _CELEBRATE_MS) or 1
        app.tumble_at = app.now
        app.tumble_step = -1
        app.beep(YAHTZEE)


def _celebrate(app, now_ms):
    """A frame of a rolled YAHTZEE: the dice flash, the LEDs run round."""
    if ticks_diff(now_ms, app.celebrate_until) >= 0:
        _end_celebration(app)
        return
    step = ticks_diff(now_ms, app.tumble_at) // (2 * _TUMBLE_STEP_MS)
    if step != app.tumble_step:
        app.tumble_step = step
        app.play_view.flash(app.game, step & 1 == 0)
        app.leds.chase(step)
        app.frame_changed()


def _end_celebration(app):
    app.celebrate_until = 0
    app.play_view.settle(app.game)
    app.leds.show_game(app.game)
    app.frame_changed()


# -- a person's turn ------------------------------------------------------------

def _on_play(app, event):
    if _made_before(app, event):
        return
    if event == ev.STILL and app.tumbling != _SHAKEN:
        return      # no shake to call off (a roll key let go as a turn passed): no press
    if app.celebrate_until:
        _end_celebration(app)
    if app.human[app.game.player]:
        app.message = words.MSG_NONE    # (a computer's turn keeps its words: they are its)
    if app.tumbling == _ROLLED:
        _land(app)              # the roll has happened: a button shows it, and counts
    if event != ev.PICK:
        app.asking = -1
    if app.hint_mask or app.hint_texts:
        _clear_hint(app)
    if not app.human[app.game.player]:
        _on_computer_turn(app, event)
        return
    action = _PLAY_ACTIONS[event] if event < len(_PLAY_ACTIONS) else None
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
    shaken = app.tumbling == _SHAKEN
    try:
        game.roll()
    except IllegalMove:
        if shaken:
            _settle(app)
        _refused(app, words.MSG_ALL_HELD if game.rolls_left() else _status(app))
        return
    app.saves.checkpoint(game, app.box)     # sleep memory: a reset cannot take a roll back
    # The tumble, from the roll on: shorter when the dice have been shaken a while.
    tumble = _TUMBLE_MS - ticks_diff(app.now, app.tumble_at) if shaken else _TUMBLE_MS
    app.tumbling = _ROLLED
    app.tumble_until = ticks_add(app.now, tumble if tumble > _TUMBLE_MIN_MS else _TUMBLE_MIN_MS)
    if not shaken:
        app.tumble_at = app.now
        app.tumble_step = -1
        app.beep(RATTLE)
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
        return
    app.saves.checkpoint(game, app.box)
    app.beep(HOLD_ON if game.is_held(die) else HOLD_OFF)


def _move_die(app, event):
    """LEFT / RIGHT: the dice are a row."""
    count = app.game.mode.dice_count
    step = 1 if event == ev.RIGHT else -1
    if app.die_cursor_shown:
        app.die_cursor = (app.die_cursor + step) % count
    app.die_cursor_shown = True


def _move_box(app, event):
    """UP / DOWN: the scorecard is a column."""
    step = 1 if event == ev.DOWN else -1
    app.box = (app.box + step) % app.game.mode.box_count
    fix_box(app, step)


def _score(app, event):
    game = app.game
    if game.rolls == 0:
        _refused(app, words.MSG_ROLL_FIRST)
        return
    if not game.can_score(app.box):
        _refused(app, _not_allowed(app))
        return
    rolled = game.rolled_yahtzee()
    player = game.player
    times = game.multiplier()
    game.score(app.box)
    if rolled and not player and not game.double_pending():
        app.saves.yahtzees += 1     # P1's YAHTZEEs rolled, for the statistics
    yahtzee = rolled and game.scored_points > 0
    if not game.over:
        app.beep(BONUS if game.scored_bonus or game.scored_events & SCORED_YAHTZEE
                 else SCORE if game.scored_points else ZERO)
    if game.double_pending():
        app.saves.checkpoint(game, app.box)
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
    app.box = 0
    fix_box(app, 1)
    # The turn has passed: a shake still going is over (its roll key's release rolls
    # nothing), and a person taking over from a computer gets a beat no press acts in.
    if app.tumbling == _SHAKEN:
        _settle(app)
    # What the keys have read but not yet handed out was pressed in the turn just passed
    # (the keypad queues what is pressed while a frame runs, the keys hand out one event
    # a frame): dropped with the keys down, which let go as if they were never pressed.
    flush = getattr(app.buttons, "flush", None)
    if flush is not None:
        flush()
    app.stale_roll = app.shakes > 0
    if not app.human[player] and app.human[game.player]:
        app.handover_until = ticks_add(app.now, _HANDOVER_MS) or 1
    if app.state != st.PLAY:
        app.go(st.PLAY)     # from a Double's second box (dispatch draws the screen once)
    saves = app.saves
    if not saves.turn_ended(game, app.settings.packed(), app.box) and saves.writable():
        app.message = words.MSG_SAVE_FAILED
    elif game.players > 1:
        app.message = words.MSG_TURN      # the YAHTZEE was cheered as it was rolled
        app.message_number = game.player + 1
    elif yahtzee:
        app.message = words.MSG_YAHTZEE
    _say_bonus(app, times, player)
    gc.collect()      # between turns: the quietest moment to collect
    report("turn ended")


def _say_bonus(app, times, player):
    """What `player`'s score earned beyond its box, said (yahtzee_app.said: imported only
    when there is something to say)."""
    if times > 1 or app.game.scored_events & _BONUS_EVENTS:
        gc.collect()        # its code comes into the heap the turn has just left
        with borrowed():
            from .said import bonus
            bonus(app, times, player)



def _made_before(app, event):
    """Whether `event` belongs to a press made before this person's turn took presses:
    anything in the hand-over beat, and the end (the roll) of a roll key's press or a
    shake that began before: in a computer's turn, the beat, or the last turn."""
    taking = app.human[app.game.player] and not app.handover_until
    if event == ev.ROLL or ev.SHAKE <= event <= ev.STILL:      # a roll key's or a shake's
        # (app.dispatch has counted it in app.shakes)
        if not taking:
            app.stale_roll = app.shakes > 0
        elif app.stale_roll:
            # all of them over before a roll key or shake is this turn's again
            app.stale_roll = app.shakes > 0
            if app.tumbling == _SHAKEN:
                _settle(app)
            return True
    if not app.handover_until:
        return False
    if ticks_diff(app.now, app.handover_until) >= 0:
        # The beat ends on a frame no press comes in: the presses made in it (one read a
        # frame from the keys' queue) all read and dropped first.
        app.handover_until = ticks_add(app.now, 1) or 1
    return True


def _not_allowed(app):
    """Why the box is refused, as the Game has it: the Joker's own box named, where it
    has one; a box already filled; else the Joker's rules."""
    game = app.game
    if game.joker_box() >= 0:
        return _status(app)
    return words.MSG_BOX_FILLED if game.target_box(app.box) < 0 else words.MSG_NOT_ALLOWED


def _undo(app, event):
    first = app.game.double_first
    try:
        app.game.undo()
    except IllegalMove:
        _refused(app, words.MSG_NOTHING_TO_UNDO)
        return
    app.box = first         # the box taken back: open again, and the one its pick fills
    fix_box(app, 1)
    app.message = words.MSG_UNDONE
    app.go(st.PLAY)


def _pause(app, event):
    app.go(st.PAUSE)


def _toggle_help_line(app, event):
    app.settings.help_line = not app.settings.help_line


def _pick(app, event):
    """PICK (the CLUE's A + B): the first asks, the same again on the same box scores."""
    game = app.game
    if app.asking == app.box:
        app.asking = -1
        _score(app, event)
        return
    if game.rolls == 0:
        _refused(app, words.MSG_ROLL_FIRST)
    elif not game.can_score(app.box):
        _refused(app, _not_allowed(app))
    else:
        app.asking = app.box
        app.message = words.MSG_ASK


def _refused(app, message):
    app.message = message
    app.beep(REFUSED)


def _status(app):
    """What the info line says when no action has just spoken (words.status), its
    number (a box's name, rolls left) in app.message_number."""
    message, app.message_number = words.status(app.game)
    return message


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
    code that is forgotten after it.) A whole turn's plan takes a computer player up to
    half a second on a board: the screen says so at once."""
    app.message = words.MSG_THINKING
    app.render()
    app.display.refresh()
    mode = app.game.mode.index
    # the bot first, outside the borrowing: a planner imported for it stays with it
    bot = bot_for(app, mode, app.computers.hint_level(mode))
    if bot is None:
        return                  # the info line says why
    with borrowed():
        from .hints import hint
        hint(app, bot)


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
        app.cpu_due = ticks_add(now_ms, _CPU_STEP_MS)
        return
    if app.tumbling or not app.hurry and ticks_diff(now_ms, app.cpu_due) < 0:
        return
    app.cpu_due = ticks_add(now_ms, _CPU_STEP_MS)
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
        if action & _ROLL:
            if not game.rolls:
                _roll(app, ev.ROLL)
            else:
                game.set_holds(action & _HOLD_MASK)
                app.cpu_action = action
                app.message = words.MSG_CPU_HOLDS
        else:
            app.box = action
            app.cpu_action = action
            app.message = words.MSG_CPU_PICKS
    elif action & _ROLL:
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
    elif event == ev.SKIP or event == ev.ENTER or event == ev.ROLL:
        app.hurry = True
    elif event < ev.SHAKE:      # a shake (or its end) is no button
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
        return app.undo_help
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
    if app.tumbling == _ROLLED:
        return          # the screen shows the new hand when the dice settle
    game = app.game
    message = app.message if app.message != words.MSG_NONE else _status(app)
    if message == words.MSG_HINT and not app.hint_texts:
        message = _status(app)
    shown = app.die_cursor_shown and game.rolls and app.human[game.player]
    die_cursor = app.die_cursor if shown else -1    # not the last person's, in a computer's turn
    app.play_view.update(game, app.box, die_cursor, message, _help_text(app), app.hint_mask,
                         app.hint_texts, app.message_number)
    app.leds.show_game(game)


# What each event does in a person's turn, by event number (yahtzee_app.events): a
# tuple, not a dict (a dict's table is twice the heap)
_PLAY_ACTIONS = (
    None, _roll, _hold,                                         # NONE, ROLL, HOLD
    _hold, _hold, _hold, _hold, _hold, _hold,                   # HOLD1 .. HOLD6
    _move_die, _move_die, _move_box, _move_box,                 # LEFT, RIGHT, UP, DOWN
    _score, _pause, _hint, _undo, _toggle_help_line, None,      # ENTER .. HELP, SKIP
    _shake, _roll, _still, _pick,                               # SHAKE, TOSS, STILL, PICK
)
def handle(app, event):
    _on_play(app, event)


def render(app):
    _render_play(app)
