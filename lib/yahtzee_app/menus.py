"""The menu screens: the title, a new game's mode, players and seats (its own
room: yahtzee_app.seats_screen), settings, high scores and the controls; and, over a saved game, whether a
new one is to replace it.

A menu is a table of items (_ITEM_*, their words menu_words.ITEMS); choosing
one runs its action from ACTIONS, keyed by item. Loaded with the title and
dropped when play begins.
"""

from micropython import const


from . import events as ev
from . import states as st
from . import menu_words, seats_screen, words
from .sound import CLICK
from .heap import borrowed
from .settings import LED_NAMES
from .list_view import load, unload, tick  # noqa: F401 (the screen protocol's hooks)

_PERSON = const(0)         # a seat code (game.seats): a person; 1 + level: a computer
# The menus' items (their words: menu_words.ITEMS, in this order).
_ITEM_NEW = const(0)
_ITEM_RESUME = const(1)
_ITEM_SCORES = const(2)
_ITEM_SETTINGS = const(3)
_ITEM_CONTROLS = const(4)
_ITEM_CLASSIC = const(5)     # + the mode's index
_ITEM_PAINTED = const(6)
_ITEM_POWER = const(7)
_ITEM_ONE = const(8)         # + players - 1
_ITEM_TWO = const(9)
_ITEM_THREE = const(10)
_ITEM_FOUR = const(11)
_ITEM_HANDHELD = const(12)   # .. BACK: Settings' rows, menu_words.SETTING_NOTES' order
_ITEM_SOUND = const(13)
_ITEM_LEDS = const(14)
_ITEM_HELP_LINE = const(15)
_ITEM_BACK = const(16)
_ITEM_START = const(17)
_ITEM_STATS = const(18)
_ITEM_KEEP = const(19)
_ITEM_DISCARD = const(20)
_ITEM_SAVE_TURNS = const(21)

STATES = (st.TITLE, st.MODE, st.PLAYERS, st.SEATS, st.SETTINGS, st.SCORES, st.CONTROLS,
          st.CONFIRM)

MENUS = {
    st.TITLE: (_ITEM_NEW, _ITEM_RESUME, _ITEM_SCORES, _ITEM_STATS, _ITEM_SETTINGS,
               _ITEM_CONTROLS),
    st.MODE: (_ITEM_CLASSIC, _ITEM_PAINTED, _ITEM_POWER, _ITEM_BACK),
    st.PLAYERS: (_ITEM_ONE, _ITEM_TWO, _ITEM_THREE, _ITEM_FOUR, _ITEM_BACK),
    st.SETTINGS: (_ITEM_HANDHELD, _ITEM_SOUND, _ITEM_LEDS, _ITEM_HELP_LINE, _ITEM_SAVE_TURNS,
                  _ITEM_BACK),
    st.CONFIRM: (_ITEM_KEEP, _ITEM_DISCARD),
}

PREVIOUS = (ev.UP, ev.LEFT)
NEXT = (ev.DOWN, ev.RIGHT)
CHOOSE = seats_screen.CHOOSE


def enter(app, cursor):
    view = app.scene
    if app.state == st.TITLE and cursor == 0 and app.saves.saved:
        cursor = 1              # a saved game: Resume is what a press should do
    view.cursor = cursor
    view.scroll = 0
    game = app.game
    if app.state == st.TITLE and game is not None and game.over:
        view.shown_ms = app.now         # the end screens' guard (ListView.settling)


def handle(app, event):
    _HANDLERS[app.state](app, event)


def render(app):
    _RENDERERS[app.state](app)


# -- the menus ------------------------------------------------------------------

def items(app, state=-1):
    """The items `state`'s menu lists now (default: the current state's)."""
    if state < 0:
        state = app.state
    shown = MENUS[state]
    if state == st.TITLE and not app.saves.saved:
        shown = shown[:1] + shown[2:]      # no Resume without a saved game
    return shown


def _item_text(app, item):
    name = text = menu_words.ITEMS[item]
    settings = app.settings
    if item == _ITEM_HANDHELD:
        text += menu_words.ON_OFF[settings.handheld_rules]
    elif item == _ITEM_SOUND:
        text += menu_words.ON_OFF[settings.sound]
    elif item == _ITEM_LEDS:
        text += ": " + LED_NAMES[settings.led_level]
    elif item == _ITEM_HELP_LINE:
        text += menu_words.ON_OFF[settings.help_line]
    elif item == _ITEM_SAVE_TURNS:
        return _save_note(app, "save_row", app.scene.room(), text)
    if len(text) > app.scene.room() and name in menu_words.SHORT_ITEMS:
        text = menu_words.SHORT_ITEMS[name] + text[len(name):]     # "Handheld: Off"
    return text


def _save_note(app, name, room, text=""):
    """save_notes.<name>(turns between NVM saves as Settings has it now, room, text):
    the module imported when Settings is first shown, and forgotten with the menus (a
    borrowing at each render of Settings took a snapshot of the loaded modules, a piece
    of 250 B, from a heap the list's texts were filling)."""
    from . import save_notes
    turns = 1 if app.settings.save_each_turn else app.saves.every
    return getattr(save_notes, name)(turns, room, text)


def _render_menu(app):
    state = app.state
    shown = items(app)
    subtitle = ""
    footer = ""
    if state == st.TITLE:
        room = app.layout.chars(1, app.layout.width)
        footer = words.fit(menu_words.SAVE_PROBLEMS[app.saves.problem], room)
        if not footer and app.saves.from_nvm:
            with borrowed():
                from .power_cut import note
                footer = note(app.saves.from_nvm, room)
    elif state == st.MODE:
        subtitle = menu_words.PICK_MODE
    elif state == st.PLAYERS:
        subtitle = menu_words.HOW_MANY % words.MODE_TITLES[app.new_mode]
    elif state == st.SETTINGS and shown[app.scene.cursor] == _ITEM_SAVE_TURNS:
        # the wear of either choice, as it changes (the OLED's footer: it has no subtitle)
        note = _save_note(app, "wear", app.layout.chars(1, app.layout.width))
        subtitle, footer = ("", note) if app.layout.compact else (note, "")
    elif state == st.SETTINGS and not app.layout.compact:
        subtitle = menu_words.SETTING_NOTES[shown[app.scene.cursor] - _ITEM_HANDHELD]
    elif state == st.CONFIRM:
        subtitle = words.fit(menu_words.DISCARD_SAVE, app.layout.chars(app.layout.note_scale))
    texts = [_item_text(app, item) for item in shown]
    app.scene.show(_TITLES[state], subtitle, texts, app.scene.cursor, footer,
                   deco=state == st.TITLE, footer_warn=state == st.TITLE and bool(footer))


def _on_menu(app, event):
    shown = items(app)
    view = app.scene
    if event in PREVIOUS:
        view.cursor = (view.cursor - 1) % len(shown)
    elif event in NEXT:
        view.cursor = (view.cursor + 1) % len(shown)
    elif event in CHOOSE:
        game = app.game
        if app.state == st.TITLE and game is not None and game.over and \
                view.settling(app.now):
            return      # still mashed from the game's end: no new game from it
        app.beep(CLICK)
        ACTIONS[shown[view.cursor]](app, shown[view.cursor])
    elif event == ev.MENU:
        _back(app, _ITEM_BACK)


def _new_game(app, item):
    """Over a saved game, ask first (the cursor on keeping it)."""
    if app.saves.saved and app.state == st.TITLE:
        app.go(st.CONFIRM)
    else:
        app.go(st.MODE, app.new_mode)


def _keep(app, item):
    app.go(st.TITLE, 1)


def _pick_mode(app, item):
    app.choose(item - _ITEM_CLASSIC, app.new_players)
    app.go(st.PLAYERS)


def _pick_players(app, item):
    app.choose(app.new_mode, item - _ITEM_ONE + 1)
    # P1 is whoever holds the handheld: always a person to begin with, so
    # a quick ENTER never hands a solo game to the computer.
    app.seat_choice[0] = _PERSON
    seats_screen.fit_levels(app)
    app.go(st.SEATS, app.new_players)      # the cursor on Start: ENTER plays at once


def _back(app, item):
    state = app.state
    if state == st.PLAYERS:
        app.go(st.MODE, app.new_mode)
    elif state == st.SETTINGS:
        from .storage_menus import save_settings
        save_settings(app.saves, app.settings.packed())
        app.go(st.TITLE, items(app, st.TITLE).index(_ITEM_SETTINGS))
    else:
        app.go(st.TITLE)


def _resume(app, item):
    from .storage_menus import load_game
    game = load_game(app.saves, app.fresh_dice())
    if game is None:
        app.go(st.TITLE)
        return
    app.start(game, resumed=True)


def _high_scores(app, item):
    app.go(st.SCORES, app.game.mode.index if app.game is not None else 0)


def _settings(app, item):
    app.go(st.SETTINGS)


def _stats(app, item):
    app.go(st.STATS)


def _controls(app, item):
    app.go(st.CONTROLS)


def _toggle_handheld(app, item):
    app.settings.handheld_rules = not app.settings.handheld_rules


def _toggle_sound(app, item):
    app.settings.sound = not app.settings.sound


def _next_leds(app, item):
    app.settings.next_led_level()
    app.leds.set_brightness(app.settings.led_brightness())


def _toggle_help(app, item):
    app.settings.help_line = not app.settings.help_line


def _toggle_save_turns(app, item):
    app.settings.save_each_turn = not app.settings.save_each_turn


# -- plain lists: high scores, controls ------------------------------------------------
# Their words (yahtzee_app.lists, and the high-score table's rules and the ranks it reads)
# come with the first list shown, not with the title: the title and Settings, the menus'
# fullest screens, carry none of them (2.3 KB of .mpy). Once come they stay with the menus.

def _render_scores(app):
    from . import lists
    view = app.scene        # its cursor: the mode shown
    title, subtitle, lines, footer = lists.high_scores(app.saves.scores, view.cursor,
                                                       app.layout.compact)
    view.scroll = view.show(title, subtitle, lines, -1, footer, top=view.scroll)


def _on_scores(app, event):
    view = app.scene
    if event in PREVIOUS:
        view.cursor = (view.cursor - 1) % len(words.MODE_TITLES)
    elif event in NEXT:
        view.cursor = (view.cursor + 1) % len(words.MODE_TITLES)
    elif event in CHOOSE or event == ev.MENU:
        game = app.game
        if game is None or not game.over or not view.settling(app.now):
            app.go(st.TITLE)    # (not a press mashed at the game's end: ListView.settling)


def _render_controls(app):
    from . import lists
    lists.show_controls(app)


def _on_controls(app, event):
    from . import lists
    if lists.scroll_controls(app, event):       # (the pause menu's controls are its own)
        app.go(st.TITLE, items(app, st.TITLE).index(_ITEM_CONTROLS))


ACTIONS = {
    _ITEM_NEW: _new_game, _ITEM_RESUME: _resume, _ITEM_SCORES: _high_scores,
    _ITEM_SETTINGS: _settings, _ITEM_CONTROLS: _controls,
    _ITEM_CLASSIC: _pick_mode, _ITEM_PAINTED: _pick_mode, _ITEM_POWER: _pick_mode,
    _ITEM_ONE: _pick_players, _ITEM_TWO: _pick_players, _ITEM_THREE: _pick_players,
    _ITEM_FOUR: _pick_players,
    _ITEM_HANDHELD: _toggle_handheld, _ITEM_SOUND: _toggle_sound, _ITEM_LEDS: _next_leds,
    _ITEM_HELP_LINE: _toggle_help, _ITEM_SAVE_TURNS: _toggle_save_turns, _ITEM_BACK: _back,
    _ITEM_STATS: _stats, _ITEM_KEEP: _keep, _ITEM_DISCARD: _new_game,
}
_TITLES = {st.TITLE: menu_words.TITLE, st.MODE: menu_words.NEW_GAME, st.PLAYERS: menu_words.NEW_GAME,
           st.SETTINGS: menu_words.SETTINGS, st.CONFIRM: menu_words.NEW_GAME}
_HANDLERS = {
    st.TITLE: _on_menu, st.MODE: _on_menu, st.PLAYERS: _on_menu, st.SETTINGS: _on_menu,
    st.SEATS: seats_screen.handle, st.SCORES: _on_scores, st.CONTROLS: _on_controls,
    st.CONFIRM: _on_menu,
}
_RENDERERS = {
    st.TITLE: _render_menu, st.MODE: _render_menu, st.PLAYERS: _render_menu,
    st.SETTINGS: _render_menu, st.SEATS: seats_screen.render, st.SCORES: _render_scores,
    st.CONTROLS: _render_controls, st.CONFIRM: _render_menu,
}
