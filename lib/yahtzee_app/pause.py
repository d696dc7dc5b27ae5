"""Pause: continue, save, the help line, the controls, quit to the title.

A screen of its own: the play screen and its computer players leave the
heap while it is up (they come back on Continue, the computers building
their tables again when next needed), so pausing in the tightest game
never needs more room than playing it.
"""

from . import events as ev
from . import lists
from . import states as st
from . import words
from .app import TONE_CLICK
from .words import ITEM_CONTINUE, ITEM_SAVE, ITEM_HELP_LINE, ITEM_CONTROLS, ITEM_QUIT

STATES = (st.PAUSE, st.CONTROLS)
ITEMS = (ITEM_CONTINUE, ITEM_SAVE, ITEM_HELP_LINE, ITEM_CONTROLS, ITEM_QUIT)


def items(app):
    return ITEMS


def load(app):
    app.open_list()
    app.leds.show_game(None)


def unload(app):
    app.close_list()


def enter(app):
    pass


def tick(app, now_ms):
    pass


def handle(app, event):
    if app.state == st.CONTROLS:
        if lists.scroll_controls(app, event):
            app.go(st.PAUSE, ITEMS.index(ITEM_CONTROLS))
        return
    count = len(ITEMS)
    if event == ev.UP or event == ev.LEFT:
        app.cursor = (app.cursor - 1) % count
    elif event == ev.DOWN or event == ev.RIGHT:
        app.cursor = (app.cursor + 1) % count
    elif event == ev.MENU:
        _continue(app)
    elif event == ev.ENTER or event == ev.ROLL:
        app.beep(TONE_CLICK)
        item = ITEMS[app.cursor]
        if item == ITEM_CONTINUE:
            _continue(app)
        elif item == ITEM_SAVE:
            saved = app.saves.save_game(app.game)
            _continue(app)
            app.message = words.MSG_SAVED if saved else words.MSG_NO_SAVE
        elif item == ITEM_HELP_LINE:
            app.settings.help_line = not app.settings.help_line
        elif item == ITEM_CONTROLS:
            app.came_from = st.PAUSE
            app.go(st.CONTROLS)
        elif item == ITEM_QUIT:
            app.saves.save_game(app.game)
            app.game = None
            app.go(st.TITLE)


def render(app):
    if app.state == st.CONTROLS:
        lists.show_controls(app)
        return
    texts = []
    for item in ITEMS:
        text = words.ITEMS[item]
        if item == ITEM_HELP_LINE:
            text += words.ON_OFF[app.settings.help_line]
        texts.append(text)
    app.list_view.show(words.PAUSED, "", texts, app.cursor, "")


def _continue(app):
    app.go(st.DOUBLE_PICK if app.game.double_pending() else st.PLAY)
