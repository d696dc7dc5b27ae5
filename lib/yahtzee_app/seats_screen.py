"""The new game's seat screen: who plays each seat, a person or the computer at a
level, and Start. Part of the menus screen (yahtzee_app.menus: its STATES, its list
view), which hands it SEATS' presses and redraws.
"""

from micropython import const

from . import events as ev
from . import states as st
from . import menu_words, words
from .sound import CLICK

_ITEM_START = const(17)      # menus' item: Start, the seat screen's last line
_EXPERT = const(3)           # seat codes: 1 + the computer level
_PERFECT = const(4)

CHOOSE = (ev.ENTER, ev.ROLL)


def fit_levels(app):
    """Each seat's choice within the levels the new game's mode offers."""
    top = _top_seat(app)
    for seat in range(4):
        if app.seat_choice[seat] > top:
            app.seat_choice[seat] = _EXPERT


def _top_seat(app):
    """The highest seat code on offer: Perfect only in Classic with its table."""
    from .computers import perfect_ready
    return _PERFECT if app.new_mode == 0 and perfect_ready(app.data_dir) else _EXPERT


def render(app):
    count = app.new_players
    texts = []
    for seat in range(count):
        texts.append(menu_words.SEAT_LINE % (seat + 1, words.SEATS[app.seat_choice[seat]]))
    texts.append(menu_words.ITEMS[_ITEM_START])
    # Where the board has HOLD1..HOLD4 keys, say that they set the seats, by the
    # board's names for them: "key 1" (MacroPad) and "1" (desktop) as "Keys 1-4", "HOLD1-4".
    controls = app.hardware.controls
    note = ""
    for row in controls:
        if row[1] == ev.HOLD1 and count > 1:
            note = menu_words.SEAT_KEYS % (
                "Keys 1" if row[0][:-1] in ("", "key ") else row[0], count)
    from .button_words import seat_note
    steps = seat_note(controls, app.layout.chars(app.layout.note_scale))
    app.scene.right_steps = bool(steps)    # RIGHT moves the line (handle)
    note = steps or note
    if not steps and app.new_mode == 0 and _top_seat(app) != _PERFECT:
        note = menu_words.NO_PERFECT       # before the keys' note: a level is missing
    if app.layout.compact:
        # The OLED's four lines: the note (else the question) as the title, no
        # subtitle and no footer, so that three seats and Start fit whole.
        app.scene.show(note or menu_words.WHO_PLAYS_SHORT, "", texts, app.scene.cursor, "")
    else:
        app.scene.show(menu_words.NEW_GAME, menu_words.WHO_PLAYS % words.MODE_TITLES[app.new_mode],
                           texts, app.scene.cursor, note)


def handle(app, event):
    """UP/DOWN pick a line; RIGHT, ENTER or ROLL change a seat (LEFT: back
    through the choices); ENTER or ROLL on Start plays. HOLD1..HOLD4
    change seat 1..4 outright (boards whose only arrows are LEFT/RIGHT).
    A board with RIGHT but no LEFT (the CLUE) moves the line with RIGHT."""
    count = app.new_players
    if event == ev.UP:
        app.scene.cursor = (app.scene.cursor - 1) % (count + 1)
    elif event == ev.DOWN or (event == ev.RIGHT and app.scene.right_steps):
        app.scene.cursor = (app.scene.cursor + 1) % (count + 1)
    elif event == ev.MENU:
        app.go(st.PLAYERS, app.new_players - 1)
    elif ev.HOLD1 <= event < ev.HOLD1 + count:
        _next_seat(app, event - ev.HOLD1, 1)
    elif app.scene.cursor < count:
        if event == ev.RIGHT or event in CHOOSE:
            _next_seat(app, app.scene.cursor, 1)
        elif event == ev.LEFT:
            _next_seat(app, app.scene.cursor, -1)
    elif event in CHOOSE:
        app.beep(CLICK)
        game = app.make_game(app.new_mode, count)
        for seat in range(count):
            game.seats[seat] = app.seat_choice[seat]
        app.start(game)


def _next_seat(app, seat, step):
    top = _top_seat(app)
    app.seat_choice[seat] = (app.seat_choice[seat] + step) % (top + 1)
