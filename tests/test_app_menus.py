"""The menus as a player meets them: MENU backs out of every menu, and Quit from the pause
menu keeps the game where it stood (issue 11's untested corners), through the real app on the
desktop board."""

import os

from sim_driver import Sim, new_game  # sets SDL_VIDEODRIVER=dummy first


def test_menu_backs_out_of_each_menu_to_the_one_before(nvm):
    sim = Sim(nvm_path=nvm)
    assert sim.state == "title"
    sim.press("ENTER")                       # New game: the modes
    assert sim.state == "mode"
    sim.press("ENTER")                       # Classic: how many players
    assert sim.state == "players"
    sim.press("MENU")
    assert sim.state == "mode"
    sim.press("MENU")
    assert sim.state == "title"
    sim.press("DOWN*3", "ENTER")             # Settings
    assert sim.state == "settings"
    sim.press("MENU")
    assert sim.state == "title"


def test_quit_from_the_pause_menu_keeps_the_turn_where_it_stood(nvm):
    sim = new_game(Sim(nvm_path=nvm), "classic")
    sim.roll("2 2 2 5 6").press("HOLD1 HOLD2 HOLD3")
    sim.press("MENU")
    assert sim.state == "pause"
    items = sim.app.screen.items(sim.app)
    while sim.app.scene.cursor != len(items) - 1:  # Quit, the last item
        sim.press("DOWN")
    sim.press("ENTER")
    assert sim.state == "title"
    sim.says("Resume game")
    assert sim.app.scene.cursor == 1               # on Resume: one press plays on
    sim.press("ENTER")
    assert sim.state == "play"
    game = sim.game
    assert game.rolls == 1 and list(game.dice[:5]) == [2, 2, 2, 5, 6]
    assert [game.is_held(die) for die in range(5)] == [True, True, True, False, False]


def test_a_fresh_board_after_quit_resumes_the_same_turn(nvm):
    # Quit writes the NVM: a board started afresh (sleep memory gone: a power cut) has it.
    sim = new_game(Sim(nvm_path=nvm), "painted")
    sim.roll("1b 2r 3p 4g 5y").press("HOLD5")
    sim.press("MENU")
    items = sim.app.screen.items(sim.app)
    while sim.app.scene.cursor != len(items) - 1:
        sim.press("DOWN")
    sim.press("ENTER")
    sleep = nvm + ".sleep"
    if os.path.exists(sleep):
        os.remove(sleep)                     # what a power cut takes
    again = Sim(nvm_path=nvm)
    assert again.app.scene.cursor == 1
    again.press("ENTER")
    assert again.state == "play" and again.game.rolls == 1 and again.game.is_held(4)


_SCREENS = ("menus", "play", "pause", "end", "initials", "stats_screen")


def test_a_new_screen_is_built_with_no_code_of_the_old_one_still_running(nvm, monkeypatch):
    # A running function keeps its whole module in a board's heap: a screen built while
    # the one that asked for it is still on the stack has both screens' code in the heap
    # (the title's menus under a POWER game's computer player: 6-12 KB on a stock PyBadge).
    import inspect

    from yahtzee_app.app import App
    built = []
    load = App._load

    def _load(app, name):
        running = {frame.frame.f_globals.get("__name__") for frame in inspect.stack()}
        built.append((name, sorted(screen for screen in _SCREENS
                                   if "yahtzee_app." + screen in running)))
        load(app, name)

    monkeypatch.setattr(App, "_load", _load)
    sim = new_game(Sim(nvm_path=nvm), "classic")          # the menus' Start: play
    sim.roll("2 2 2 5 6").press("MENU")                   # play: the pause menu
    sim.press("ENTER")                                    # Continue: play again
    game = sim.game
    for box in range(game.mode.box_count - 1):            # all but chance filled
        game.boxes[box] = 0
    sim.roll("1 2 3 4 6").pick("chance")                  # the last score: the end
    assert sim.state == "end"
    assert [name for name, _ in built] == ["menus", "play", "pause", "play", "end"]
    assert all(running == [] for _, running in built), built


def test_the_items_that_stand_for_a_number_are_in_its_order():
    # A mode's item is _ITEM_CLASSIC + its index, a player count's _ITEM_ONE + count - 1, a
    # setting's note SETTING_NOTES[item - _ITEM_HANDHELD]: private consts, which cost a board
    # no heap, where a table by item would (issue 32); this keeps the arithmetic true.
    from yahtzee_app import menus, menu_words
    from yahtzee_core.modes import MODES
    assert [menus._ITEM_CLASSIC + mode.index for mode in MODES] == [
        menus._ITEM_CLASSIC, menus._ITEM_PAINTED, menus._ITEM_POWER]
    assert [menus._ITEM_ONE + n for n in range(4)] == [
        menus._ITEM_ONE, menus._ITEM_TWO, menus._ITEM_THREE, menus._ITEM_FOUR]
    settings = [menus._ITEM_HANDHELD, menus._ITEM_SOUND, menus._ITEM_LEDS, menus._ITEM_HELP_LINE]
    assert settings == [menus._ITEM_HANDHELD + n for n in range(len(settings))]
    assert menu_words.ITEMS[menus._ITEM_PAINTED] == "Painted"
    assert menu_words.SETTING_NOTES[menus._ITEM_SOUND - menus._ITEM_HANDHELD].startswith("Tones")
