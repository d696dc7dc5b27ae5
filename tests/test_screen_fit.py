"""Every row of every menu and list fits its screen whole, on every screen size, with a
space between its fields (issue 17, findings 5 and 13): a text cut short or running off
the screen fails, whatever the setting's value or the score's digits."""

import pytest

from sim_driver import Sim
from yahtzee_app import states as st
from yahtzee_app.menus import (_ITEM_HANDHELD as ITEM_HANDHELD, _ITEM_HELP_LINE as ITEM_HELP_LINE,
                               _ITEM_LEDS as ITEM_LEDS, _ITEM_SOUND as ITEM_SOUND)
from yahtzee_core import highscores  # noqa: E402

SIZES = ("macropad", "pybadge", "wide", "clue")      # 128x64, 160x128, 240x135, 240x240


def _settings_rows(sim):
    """Every Settings row with the cursor on it, each toggle both ways and every LED
    level: what each look of the screen has wrong."""
    app = sim.app
    found = []
    sim.app.go(st.SETTINGS)
    shown = app.screen.items(app)
    for cursor in range(len(shown)):
        for flips in range(4):
            app.settings.handheld_rules = flips & 1
            app.settings.sound = flips >> 1 & 1
            app.settings.help_line = flips & 1
            app.settings.led_level = flips
            app.go(st.SETTINGS, cursor)
            found += ["%s (row %d): %s" % (sim.hw.name, cursor, problem)
                      for problem in sim.text_problems()]
    return found


@pytest.mark.parametrize("size", SIZES)
def test_every_settings_row_fits_whole_on_every_screen_size(size, nvm):
    sim = Sim(profile=size, nvm_path=nvm)
    assert {ITEM_HANDHELD, ITEM_SOUND, ITEM_LEDS, ITEM_HELP_LINE} <= set(
        (sim.app.go(st.SETTINGS), sim.app.screen.items(sim.app))[1])
    assert _settings_rows(sim) == []


@pytest.mark.parametrize("size", SIZES)
def test_every_menu_row_fits_whole_on_every_screen_size(size, nvm):
    sim = Sim(profile=size, nvm_path=nvm)
    app = sim.app
    found = []
    for state in (st.TITLE, st.MODE, st.PLAYERS, st.CONFIRM):
        for cursor in range(len(app.screen.items(app, state)) if state != st.TITLE else 5):
            app.go(state, cursor)
            found += ["%s %d: %s" % (sim.state, cursor, p) for p in sim.text_problems()]
    app.choose(app.new_mode, 4)
    for seat in range(4):
        app.seat_choice[seat] = 4 - seat          # "CPU Perfect" the longest
    for cursor in range(5):
        app.go(st.SEATS, cursor)
        found += ["seats %d: %s" % (cursor, p) for p in sim.text_problems()]
    assert found == []


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("score", (7, 98, 345, 1072, 2999))
def test_every_high_score_row_fits_with_a_space_between_its_fields(size, score, nvm):
    """A 4-digit POWER score beside the initials ("1.CZA1072" ran them together)."""
    sim = Sim(profile=size, nvm_path=nvm)
    app = sim.app
    for mode in range(3):
        for place in range(5):
            highscores.insert(app.saves.scores, mode, score - place, b"CZA")
    for mode in range(3):
        app.go(st.SCORES, mode)
        assert sim.text_problems() == []
        texts = " ".join(sim.texts())
        for place in range(5):
            assert "%d. CZA %d" % (place + 1, score - place) in " ".join(texts.split()) or \
                "%d.CZA %d" % (place + 1, score - place) in " ".join(texts.split()), texts
        sim.shot("high-scores-%s-%d" % (size, score))


@pytest.mark.parametrize("size", SIZES)
def test_every_list_screen_fits_whole_at_every_scroll_on_every_screen_size(size, nvm):
    """The lists beyond the menus: stats, controls, pause, the scoreboard, the end (one
    player and four), the final cards and the initials, scrolled through."""
    from test_screen_buttons import finished_game
    sim = Sim(profile=size, nvm_path=nvm)
    app = sim.app
    found = []
    scrolled = (st.CONTROLS, st.REVIEW, st.BOARD, st.STATS, st.END)

    def look(state, cursor=0):
        app.go(state, cursor)
        for top in range(30 if state in scrolled else 1):
            app.scene.scroll = top
            app.render()
            found.extend("%s %d %d: %s" % (sim.state, cursor, top, problem)
                         for problem in sim.text_problems())

    for mode in range(3):
        look(st.STATS, mode)
    look(st.CONTROLS)
    app.start(app.make_game(2, 4))
    app.go(st.PAUSE)
    for cursor in range(len(app.screen.items(app))):
        look(st.PAUSE, cursor)
    look(st.BOARD)
    app.start(finished_game(app, 1))
    for state in (st.END, st.REVIEW, st.INITIALS):
        look(state)
    app.start(finished_game(app, 4, [0, 3, 0, 3]))
    look(st.END)
    for player in range(4):
        look(st.REVIEW, player)
    assert found == []
