"""The end of a game: the scores, the winner, the high-score place.

Loaded when play ends (its computer players are dropped with it)."""

from . import events as ev
from . import lists
from . import states as st

STATES = (st.END,)


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
    if event == ev.ENTER or event == ev.ROLL:
        if app.game.players == 1:
            app.scores_mode = app.game.mode.index
            app.go(st.SCORES)
        else:
            app.go(st.TITLE)
    elif event == ev.MENU:
        app.go(st.TITLE)


def render(app):
    game = app.game
    title, subtitle, lines, footer = lists.game_over(
        game, app.end_place, app.saves.scores.best(game.mode.index))
    app.scroll = app.list_view.show(title, subtitle, lines, -1, footer,
                                    deco=len(lines) <= 4, top=app.scroll)
