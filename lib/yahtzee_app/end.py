"""The end of a game: the scores, the winner, the high-score place.

Loaded when play ends (its computer players are dropped with it). Leaving it
finishes the game (yahtzee_app.storage_menus.finish: the high scores, the
statistics, one NVM write); a new high score asks for initials first
(yahtzee_app.initials), which then finishes it."""

from yahtzee_core.highscores import best, place

from . import cards
from . import events as ev
from . import lists
from . import states as st
from . import words
from .button_words import choose_key, key_name, right_steps, scroll_keys
from .list_view import load as open_list
from .list_view import unload, tick  # noqa: F401 (the screen protocol's hooks)
from .sound import GAME_OVER, YAHTZEE

STATES = (st.END, st.REVIEW)
_LEAVES = (ev.ENTER, ev.ROLL, ev.MENU)     # the presses that leave the end (ListView.settling)
# The board's keys (yahtzee_app.button_words) for the final cards, long first; the key
# that goes on (to the initials when the score made the high scores), long first.
_CARDS = ("%s: the final cards", "%s: cards")
_ON = ("%s: continue", "%s: go on")
_TO_INITIALS = ("%s: your initials", "%s: initials")
_REVIEW = ("%s: scroll, %s: back", "%s scroll, %s back")
_BACK = "%s: back"


def load(app):
    """The end comes (from play, or a game resumed at its end): its jingle, the fanfare
    for a high score's first place."""
    view = open_list(app)
    app.beep(YAHTZEE if _place(app) == 0 else GAME_OVER)
    return view


def enter(app, cursor):
    view = app.scene
    view.cursor = cursor            # the player whose card REVIEW shows
    view.scroll = 0
    view.place = _place(app)
    view.shown_ms = app.now         # back from the cards too: the guard again


def _place(app):
    """The place a person's solo score takes in the high scores, while the game is not
    yet recorded, or -1 (a computer's scores and a game of several's are not listed)."""
    game = app.game
    if app.saves.saved and game.players == 1 and not game.seats[0]:
        return place(app.saves.scores, game.mode.index, game.total(0))
    return -1


def handle(app, event):
    """UP/DOWN scroll; RIGHT (HOLD1..4: that player's) opens the final cards, where
    LEFT/RIGHT (HOLD1..4) go from player to player and ENTER, ROLL or MENU come back.
    A board with RIGHT but no LEFT (the CLUE's A) turns a card's pages with RIGHT, and
    from its end goes on to the next player's. MENU (back) does nothing at Game over: there is
    no step back, and leaving would record the game under initials nobody chose."""
    players = app.game.players
    view = app.scene
    if app.state == st.END and event in _LEAVES and view.settling(app.now):
        return
    if event == ev.UP or event == ev.DOWN:
        view.scroll = max(0, view.scroll + (1 if event == ev.DOWN else -1))
    elif app.state == st.REVIEW:
        if event == ev.RIGHT and right_steps(app.hardware.controls):
            if view.at_end:
                app.go(st.REVIEW, (view.cursor + 1) % players)
            else:       # a page on (its last line the next page's first)
                view.scroll += max(1, view.rows_shown() - 1)
        elif event == ev.LEFT or event == ev.RIGHT:
            app.go(st.REVIEW, (view.cursor + (1 if event == ev.RIGHT else -1)) % players)
        elif ev.HOLD1 <= event < ev.HOLD1 + players:
            app.go(st.REVIEW, event - ev.HOLD1)
        elif event == ev.ENTER or event == ev.ROLL or event == ev.MENU:
            app.go(st.END)
    elif event == ev.RIGHT or ev.HOLD1 <= event < ev.HOLD1 + players:
        app.go(st.REVIEW, 0 if event == ev.RIGHT else event - ev.HOLD1)
    elif event == ev.ENTER or event == ev.ROLL:
        if view.place >= 0 and app.saves.saved:
            app.go(st.INITIALS)
            return
        placed = finish(app)
        if app.game.players == 1 or placed:     # a game of several: its people's places
            app.go(st.SCORES, app.game.mode.index)
        else:
            app.go(st.TITLE)


def finish(app):
    """The game's end recorded (once), with the initials entered last: whether a
    score made the high scores."""
    saves = app.saves
    if saves.saved:
        from .storage_menus import finish as record
        return record(saves, app.game, saves.scores.last, app.settings.packed())
    return False


def render(app):
    game = app.game
    view = app.scene
    room = view.room()
    controls = app.hardware.controls
    if app.state == st.REVIEW:
        lines = cards.card(game, view.cursor, room)
        subtitle = words.MODE_TITLES[game.mode.index]
        if app.layout.compact:      # no room for a footer: the way back in the mode's place
            subtitle, footer = _BACK % choose_key(controls), ""
        else:
            footer = _review_keys(controls, app.layout.chars(app.layout.note_scale,
                                                             app.layout.width))
        view.scroll = view.show("P%d's card" % (view.cursor + 1), subtitle, lines, -1, footer,
                                top=view.scroll)
        view.at_end = view.scroll + view.rows_shown() >= len(lines)
        return
    title, subtitle, lines, footer = lists.game_over(
        game, view.place, best(app.saves.scores, game.mode.index))
    if game.players > 1:
        lines = cards.ranked(game)
    key = key_name(controls, ev.RIGHT) or key_name(controls, ev.HOLD1)
    lines.append(words.fit([form % key for form in _CARDS], room))
    if game.mode.ends_at_first_full:
        lines.append(cards.end_reason(game))
    on = _TO_INITIALS if view.place >= 0 else _ON
    footer = words.fit([form % choose_key(controls) for form in on],
                       app.layout.chars(app.layout.note_scale, app.layout.width - 4))
    view.scroll = view.show(title, subtitle, lines, -1, footer,
                            deco=len(lines) <= 4, top=view.scroll)


def _review_keys(controls, room):
    """The card review's footer: how to scroll, how to go back."""
    keys = (scroll_keys(controls), choose_key(controls))
    return words.fit([form % keys for form in _REVIEW] + [_BACK % keys[1]], room)
