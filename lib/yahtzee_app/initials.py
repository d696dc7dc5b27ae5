"""A new high score's initials: three letters, big, one under a cursor.

On a board with LEFT and RIGHT (the d-pad, the stick, the arrow keys: the
arcade's habit) they move between the letters, UP gives the next letter and DOWN
the one before; elsewhere DOWN / RIGHT give the next letter, UP the one before (as
they move a menu's cursor: on the CLUE a tap of A, on the MacroPad the knob). ENTER, ROLL
or HOLD takes the letter and moves on; MENU goes back a letter (from the
first: the end screen). The footer names the board's own keys. They
start as the initials entered last, so a player alone presses ENTER three
times. The third letter records the game (yahtzee_app.storage_menus.finish)
and shows the high scores. Loaded from the end screen, never in play.
"""

from micropython import const

from . import events as ev
from . import states as st
from . import menu_words, words
from .button_words import choose_key, key_pair, scroll_keys
from .list_view import load as open_list
from .list_view import unload  # noqa: F401 (the screen protocol's hook)
from .text import CENTRE, Text
from .widgets import box, move

STATES = (st.INITIALS,)
_A = const(65)
_LETTERS = const(26)
_NEXT = (ev.DOWN, ev.RIGHT)
_PREVIOUS = (ev.UP, ev.LEFT)
_TAKE = (ev.ENTER, ev.ROLL, ev.HOLD)
_ACROSS = (ev.LEFT, ev.RIGHT)
# The help, long first, by the board's keys (yahtzee_app.button_words): (the letter keys,
# the keys between letters, the take key), then (the letter keys, the take key), then the
# take key alone (the letter keys are the board's arrows, found at once; the way on is not).
_HELP = ("%s: letter, %s: move, %s: next", "%s A-Z, %s move, %s next")
_STEPS = ("%s: letter, %s: next", "%s A-Z, %s: next")
_LAST = "%s: next"


def _scale(lay):
    return max(2, min(4, lay.height // 40))


def load(app):
    view = open_list(app)
    lay = app.layout
    scale = _scale(lay)
    cell = lay.text_h(1) // 2 * scale          # a glyph's width at this scale
    step = cell * 2
    y = (lay.height - lay.text_h(scale)) // 2 + (0 if lay.compact else lay.text_h(1) // 2)
    left = lay.width // 2 - step
    view.letters = [Text(view.group, left + i * step, y, app.theme.text, 1, scale, CENTRE)
                    for i in range(3)]
    view.mark = box(view.group, 0, y + lay.text_h(scale) + 1, cell, max(2, scale // 2),
                    app.theme.accent)
    view.step = step
    # LEFT and RIGHT move between the letters where the board has both.
    view.across = key_pair(app.hardware.controls, ev.LEFT, ev.RIGHT)
    return view


def enter(app, cursor):
    app.scene.cursor = cursor       # the letter under the mark


def tick(app, now_ms):
    pass


def handle(app, event):
    if app.scene.settling(app.now):
        return          # a press mashed at the end screen
    letters = app.saves.scores.last
    view = app.scene
    here = view.cursor
    if event in _ACROSS and view.across:
        view.cursor = min(2, max(0, here + (1 if event == ev.RIGHT else -1)))
    elif event in _NEXT or event in _PREVIOUS:
        step = 1 if event in _NEXT else -1
        if view.across and (event == ev.UP or event == ev.DOWN):
            step = -step        # up the alphabet: A, B, C
        letters[here] = _A + (letters[here] - _A + step) % _LETTERS
    elif event in _TAKE:
        if here < 2:
            view.cursor = here + 1
            return
        from .storage_menus import finish
        finish(app.saves, app.game, letters, app.settings.packed())
        app.go(st.SCORES, app.game.mode.index)
    elif event == ev.MENU:
        if here:
            view.cursor = here - 1
        else:
            app.go(st.END)


def render(app):
    lay = app.layout
    game = app.game
    view = app.scene
    subtitle = "" if lay.compact else menu_words.SCORE % game.total(0)
    room = lay.chars(lay.note_scale, lay.width - 4)     # centred, 2 px clear of each edge
    view.show(menu_words.INITIALS, subtitle, (), -1, _help(app.hardware.controls, view.across, room))
    letters = app.saves.scores.last
    theme = app.theme
    for i in range(3):
        view.letters[i].set(chr(letters[i]), theme.accent if i == view.cursor else theme.text)
    text = view.letters[view.cursor]
    move(view.mark, text.x - view.mark.width // 2, view.mark.y)



def _help(controls, across, room):
    """The footer: the board's keys for a letter, between letters (`across`) and on."""
    change = scroll_keys(controls)
    take = choose_key(controls)
    texts = [form % (change, across, take) for form in _HELP] if across else []
    return words.fit(texts + [form % (change, take) for form in _STEPS] + [_LAST % take], room)
