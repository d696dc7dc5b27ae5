"""Pause: continue, undo a Double's first box, a hint, save, the help line, the
controls, quit to the title. (Undo and the hint are here for every board: on
the CLUE, with two buttons, this is where they are.)

A screen of its own: the play screen and its computer players leave the
heap while it is up (they come back on Continue, the computers building
their tables again when next needed), so pausing in the tightest game
never needs more room than playing it.
"""

from micropython import const

from . import cards
from . import events as ev
from . import lists
from . import states as st
from . import menu_words, words
from .sound import CLICK
from .list_view import load, unload, enter, tick  # noqa: F401 (the screen protocol's hooks)

STATES = (st.PAUSE, st.CONTROLS, st.BOARD)
# The items (their words: menu_words.PAUSE_ITEMS, in this order)
_ITEM_CONTINUE = const(0)
_ITEM_UNDO = const(1)
_ITEM_HINT = const(2)
_ITEM_SAVE = const(3)
_ITEM_HELP_LINE = const(4)
_ITEM_CONTROLS = const(5)
_ITEM_QUIT = const(6)
_ITEM_BOARD = const(7)      # the scoreboard (its words: cards.SCOREBOARD)


def items(app):
    """The items on offer: Undo only in a Double with its first box picked,
    the hint only in a person's turn."""
    game = app.game
    shown = [_ITEM_CONTINUE]
    if game.double_pending():
        shown.append(_ITEM_UNDO)
    if app.human[game.player]:
        shown.append(_ITEM_HINT)
    return shown + [_ITEM_SAVE, _ITEM_HELP_LINE, _ITEM_CONTROLS, _ITEM_BOARD, _ITEM_QUIT]


def handle(app, event):
    if app.state == st.CONTROLS:
        if lists.scroll_controls(app, event):
            app.go(st.PAUSE, _menu(app)[0].index(_ITEM_CONTROLS))
        return
    if app.state == st.BOARD:
        if lists.scroll_controls(app, event):
            app.go(st.PAUSE, _menu(app)[0].index(_ITEM_BOARD))
        return
    shown = _menu(app)[0]
    count = len(shown)
    view = app.scene
    if event == ev.UP or event == ev.LEFT:
        view.cursor = (view.cursor - 1) % count
    elif event == ev.DOWN or event == ev.RIGHT:
        view.cursor = (view.cursor + 1) % count
    elif event == ev.MENU:
        _continue(app)
    elif event == ev.ENTER or event == ev.ROLL:
        app.beep(CLICK)
        item = shown[view.cursor]
        if item == _ITEM_CONTINUE:
            _continue(app)
        elif item == _ITEM_UNDO or item == _ITEM_HINT:
            _continue(app)
            app.dispatch(ev.UNDO if item == _ITEM_UNDO else ev.HINT)
        elif item == _ITEM_SAVE:
            saved = app.saves.save_game(app.game, app.settings.packed(), 1, app.box)
            _continue(app)
            app.say(words.MSG_SAVED if saved else words.MSG_NO_SAVE)
        elif item == _ITEM_HELP_LINE:
            app.settings.help_line = not app.settings.help_line
            view.items = None       # its item's words change
        elif item == _ITEM_CONTROLS:
            app.go(st.CONTROLS)
        elif item == _ITEM_BOARD:
            app.go(st.BOARD)
        elif item == _ITEM_QUIT:
            app.saves.save_game(app.game, app.settings.packed(), 1, app.box)
            app.quit()


def render(app):
    if app.state == st.CONTROLS:
        lists.show_controls(app)
        return
    game = app.game
    view = app.scene
    if app.state == st.BOARD:
        view.scroll = view.show(cards.SCOREBOARD, words.MODE_TITLES[game.mode.index],
                                cards.standings(game, view.room()), -1, "", top=view.scroll)
        return
    _, texts, glance = _menu(app)
    view.show(menu_words.PAUSED, glance, texts, view.cursor, "")


def _menu(app):
    """(the items on offer, their words, everyone's totals at a glance), made as the menu
    is first drawn and kept while it is up: a cursor's move makes nothing again."""
    view = app.scene
    if view.items is None:
        game = app.game
        shown = items(app)
        texts = []
        for item in shown:
            text = cards.SCOREBOARD if item == _ITEM_BOARD else menu_words.PAUSE_ITEMS[item]
            if item == _ITEM_HELP_LINE:
                text += menu_words.ON_OFF[app.settings.help_line]
            texts.append(text)
        # Everyone's total, where a line holds them (the scoreboard has the rest).
        glance = ""
        if game.players > 1:
            glance = words.standings(game, app.layout.chars(1, app.layout.width))
        view.items = (shown, texts, glance)
    return view.items


def _continue(app):
    app.go(st.DOUBLE_PICK if app.game.double_pending() else st.PLAY)
