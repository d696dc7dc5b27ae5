"""The app on the desktop board, headless: what the screens say.

Each test drives the real App through the desktop board's buttons with
scripted dice and asserts on the text of the visible labels; screenshots
go to artifacts/screenshots/ for a person to look at.
"""

import contextlib
import gc
from array import array
import threading
import tracemalloc

import pytest

from sim_driver import Sim, new_game  # sets SDL_VIDEODRIVER=dummy first
from tools.sim import screen  # noqa: E402
from yahtzee_app import sound  # noqa: E402
from yahtzee_app.list_view import _GUARD_MS as GUARD_MS  # noqa: E402
from yahtzee_app.names import EVENTS  # noqa: E402
from tools.sim import board as sim_board  # noqa: E402

CLASSIC_GAME = (
    # (dice, box, points): one turn a box, the whole card, scored in order
    ("1 1 1 2 3", "aces", 3),
    ("2 2 2 4 5", "twos", 6),
    ("3 3 3 1 2", "threes", 9),
    ("4 4 4 1 2", "fours", 12),
    ("5 5 5 1 2", "fives", 15),
    ("6 6 6 1 2", "sixes", 18),
    ("6 6 6 5 5", "three_kind", 28),
    ("6 6 6 6 5", "four_kind", 29),
    ("2 2 3 3 3", "full_house", 25),
    ("1 2 3 4 6", "small_straight", 30),
    ("2 3 4 5 6", "large_straight", 40),
    ("4 4 4 4 4", "yahtzee", 50),
    ("6 6 5 5 4", "chance", 26),
)
# Upper 63 earns the 35 bonus: 63 + 35 + 228 below the line.
CLASSIC_TOTAL = 326


def test_title_screen_offers_new_game_scores_settings_controls(nvm):
    sim = Sim(nvm_path=nvm)
    assert sim.state == "title"
    sim.says("YAHTZEE", "New game", "High scores", "Stats", "Settings", "Controls")
    assert "Resume game" not in sim.screen()     # nothing saved yet
    assert sim.app.scene.cursor == 0                   # on New game
    sim.shot("title-pybadge")
    sim.press("DOWN*4", "ENTER")
    assert sim.state == "controls"
    sim.says("Controls", "Space", "roll the dice")
    for _ in range(30):                          # scroll down to the Enter key's line
        if "score the" in sim.screen():
            break
        sim.press("DOWN")
    sim.says("Enter", "score the")
    sim.press("ENTER")
    assert sim.state == "title"


def test_solo_classic_game_to_the_end_screen_and_high_score_table(nvm):
    sim = new_game(Sim(nvm_path=nvm), "classic")
    sim.says("Classic", "0 pts", "Roll the dice", "Aces")
    running = 0
    for turn, (dice, key, points) in enumerate(CLASSIC_GAME):
        if key == "yahtzee":
            # Keep three fours and roll the rest twice into a YAHTZEE.
            sim.roll("4 4 4 1 2").press("HOLD1 HOLD2 HOLD3")
            sim.says("Rolls left: 2")
            assert sim.hw.pixels.colours[:3] == [(255, 190, 40)] * 3   # hold LEDs lit
            assert sim.hw.pixels.colours[3] != (255, 190, 40)
            sim.press("RIGHT*4", "HOLD")             # the dice cursor: die 4
            assert sim.game.held == 0b1111
            sim.shot("classic-dice-cursor")
            sim.press("HOLD")
            sim.roll("4 4 4 6 6").roll(dice)
            sim.says("YAHTZEE!", "YAHTZEE", "50")    # celebrated the moment it is rolled
            assert sim.hw.speaker.played[-1] == sound.YAHTZEE
            sim.shot("classic-yahtzee")
            sim.wait(2000)                            # the flashing over, the word stays
            assert not sim.app.scene.celebrate_until
            sim.says("YAHTZEE!")
        else:
            sim.roll(dice)
        sim.pick(key)
        running += points
        if key == "sixes":
            running += 35
        if key == "threes":
            sim.says("Add only the 4s 18/63")   # the cursor's box, and the race to 63
        if turn < len(CLASSIC_GAME) - 1:
            sim.says("%d pts" % running)
            assert sim.game.box_value(0, sim.game.mode.keys.index(key)) == points
    assert running == CLASSIC_TOTAL
    assert sim.state == "end"
    sim.says("Game over", "Score 326", "Superstar Roller", "New high score #1!")
    assert sound.YAHTZEE in sim.hw.speaker.played        # the fanfare
    sim.shot("classic-end")
    sim.wait(GUARD_MS)                           # a press as it appears does nothing
    sim.press("ENTER")
    assert sim.state == "initials"               # three letters for the table
    sim.says("Your initials", "Score 326")
    sim.wait(GUARD_MS)
    sim.press("UP", "ENTER", "ENTER", "UP*2", "ENTER")       # up the alphabet
    assert sim.state == "scores"
    sim.says("High scores", "< Classic >", "1. BAC  326", "2.      ---")
    sim.shot("classic-high-scores")
    sim.press("RIGHT")
    sim.says("< Painted >", "No scores yet")
    sim.wait(GUARD_MS)
    sim.press("ENTER")
    assert sim.state == "title"
    assert "Resume game" not in sim.screen()     # a finished game is not offered


PAINTED_P1 = (
    "1b 1r 1p 2g 3y", "2b 2r 2p 1g 3y", "3b 3r 3p 1g 2y", "4b 4r 4p 1g 2y", "5b 5r 5p 1g 2y",
    "6b 6r 6p 1g 2y", "6b 6r 6p 6g 2y", "1b 2b 3b 4b 6r", "2b 2r 3p 3g 3y", "1b 2b 3r 4r 6r",
    "1b 2r 3p 4g 5y", "6b 2r 3p 4g 5y", "1g 3g 4g 5g 6g", "5b 5r 5p 5g 5y", "6b 6r 5p 5g 4y",
    "6b 6b 6b 6b 5r", "6r 6r 6r 6r 5b", "6p 6p 6p 5p 1b", "6g 6g 6g 5g 2b", "6y 6y 6y 6y 1b",
)
PAINTED_P2 = "1b 2r 3p 4g 6y"


def test_two_player_painted_game(nvm):
    sim = new_game(Sim(nvm_path=nvm), "painted", players=2)
    sim.says("Player 1 of 2")
    for turn in range(20):
        sim.roll(PAINTED_P1[turn])
        if turn == 11:
            sim.press("HOLD2 HOLD3 HOLD4 HOLD5")
            sim.says("Rainbow", "40", "5 colors: 40")
            sim.shot("painted-rainbow")
            sim.press("HOLD2 HOLD3 HOLD4 HOLD5")
        if turn == 12:
            sim.press("HOLD1 HOLD3")
            # Held dice light their LEDs in the die's own colour (green here).
            assert sim.hw.pixels.colours[0] == (0, 220, 40)
            assert sim.hw.pixels.colours[1] != (0, 220, 40)
            sim.says("Flush", "45")
            sim.shot("painted-turn")
            sim.press("HOLD1 HOLD3")
        sim.press("ENTER")                       # the cursor rests on the next open box
        # the header: whose turn, and the other player's total beside it; the info
        # line: what the score earned beyond the box, or else whose turn it is
        if turn == 5:
            sim.says("2 of 2  P1 ", "Upper bonus +35")
        elif turn == 13:        # the YAHTZEE was cheered as it landed: now whose turn it is
            sim.says("2 of 2  P1 ", "Player 2's turn")
            assert "YAHTZEE!" not in sim.screen()
        elif turn == 17:
            sim.says("2 of 2  P1 ", "Color bonus +35")
        elif turn < 19:
            sim.says("2 of 2  P1 ", "Player 2's turn")
        sim.roll(PAINTED_P2).press("ENTER")
        if turn < 19:
            sim.says("1 of 2  P2 ", "Player 1's turn")
    assert sim.state == "end"
    # P1: upper 63 + 35, lower 293, colours 118 + 35. P2: 16 + 40 (rainbow) + 16 + 16.
    sim.says("Game over", "Painted: P1 wins!", "P1  544  WIN", "P2   88")
    sim.shot("painted-end")
    sim.wait(GUARD_MS)
    sim.press("ENTER")
    # both people's totals made the high scores, as P1 and P2: the table shows them
    assert sim.state == "scores"
    sim.says("P1", "544", "P2", "88")
    sim.wait(GUARD_MS)
    sim.press("ENTER")
    assert sim.state == "title"


def test_power_game_freeze_double_with_undo_and_a_fourth_roll(nvm):
    sim = new_game(Sim(nvm_path=nvm), "power")
    # Freeze: no more rolls, straight to scoring.
    sim.roll("3 3 3 2 2 F")
    sim.says("FREEZE! Score now", "FRZ")
    sim.shot("power-freeze")
    sim.press("ROLL")
    assert sim.game.rolls == 1
    sim.says("FREEZE! Score now")
    sim.pick("full_house")
    sim.says("25 pts")
    # Double: score the hand twice at x2; undo the first pick, pick again.
    sim.roll("6 6 6 6 2 D")
    sim.says("DBL", "Rolls left: 2")
    sim.pick("four_kind")
    assert sim.state == "double_pick"
    sim.says("DOUBLE: pick box 2", "Undo 4 of a Kind 1: U", "77 pts")   # the PC's undo key
    sim.press("ROLL")
    sim.says("DOUBLE: pick box 2")
    sim.press("UNDO")
    assert sim.state == "play"
    sim.says("Undone: pick again", "25 pts")
    sim.pick("sixes")
    sim.says("DOUBLE: pick box 2", "Undo Sixes: press U", "73 pts")
    sim.shot("power-double")
    sim.pick("three_kind")
    assert sim.state == "play"
    sim.says("125 pts", "Scored 52 (x2)")       # the Double's x2, said
    # Power after the third roll: a fourth roll.
    sim.roll("1 2 3 4 6 1").roll("1 2 3 4 6 2").roll("2 3 4 5 6 P")
    sim.says("POWER! A 4th roll", "PWR")
    sim.shot("power-fourth-roll")
    sim.roll("5 5 5 5 5 3")
    assert sim.game.rolls == 4
    sim.says("YAHTZEE!", "x3")
    sim.press("ROLL")
    assert sim.game.rolls == 4                    # no fifth roll
    sim.pick("yahtzee")
    sim.says("275 pts")


def test_resume_after_a_reset_mid_turn(nvm):
    sim = new_game(Sim(nvm_path=nvm), "classic")
    sim.roll("2 2 2 4 5").pick("twos")           # end of turn: autosaved
    sim.roll("3 3 1 1 6").press("HOLD1 HOLD2")
    sim.press("MENU")
    assert sim.state == "pause"
    sim.says("Paused", "Continue", "Save game", "Quit to title")
    sim.press("DOWN*2", "ENTER")                 # Save game (after Continue and the hint)
    sim.says("Game saved", "6 pts")
    # Power cut: sleep memory goes; a new App on the same NVM file.
    sim_board.power_cut(nvm)
    again = Sim(nvm_path=nvm)
    again.says("Resume game")
    again.shot("resume-title")
    again.press("ENTER")                         # the cursor starts on Resume
    assert again.state == "play"
    game = again.game
    assert list(game.dice[:5]) == [3, 3, 1, 1, 6] and game.held == 0b11 and game.rolls == 1
    again.says("Classic", "6 pts", "Rolls left: 2")
    again.roll("3 3 3 3 3").pick("threes")
    again.says("21 pts")


def test_resume_at_the_start_of_a_turn_after_a_reset(nvm):
    sim = new_game(Sim(nvm_path=nvm), "power")
    sim.roll("1 1 1 1 1 3").pick("aces")         # 5 x 3 = 15: in sleep memory
    again = Sim(nvm_path=nvm)                    # a reset: sleep memory stays
    again.press("ENTER")
    again.says("POWER", "15 pts", "Roll the dice")


def test_corrupt_nvm_starts_fresh_with_a_message(nvm):
    with open(nvm, "wb") as f:
        f.write(bytes((i * 37 + 11) & 0xFF for i in range(256)))
    sim = Sim(nvm_path=nvm)
    assert sim.state == "title"
    sim.says("Bad save data: fresh start", "New game")
    assert "Resume game" not in sim.screen()
    sim.shot("corrupt-nvm")
    new_game(sim, "classic")
    sim.roll("6 6 6 6 6").pick("yahtzee")
    sim.says("50 pts")


def test_torn_saved_game_is_set_aside_with_a_message(nvm):
    sim = new_game(Sim(nvm_path=nvm), "classic")
    sim.roll("1 1 1 1 2").pick("aces")
    sim.press("MENU", "DOWN*2", "ENTER")         # Save game: into the NVM
    sim_board.power_cut(nvm)                       # sleep memory gone: the NVM's copy is all
    with open(nvm, "r+b") as f:                 # flip a byte inside the saved game
        f.seek(20)
        byte = f.read(1)[0]
        f.seek(20)
        f.write(bytes([byte ^ 0x5A]))
    again = Sim(nvm_path=nvm)
    again.says("Bad save: fresh start")       # the short words: the long ones would be cut
    assert "Resume game" not in again.screen()


def test_settings_are_kept_with_the_high_scores(nvm):
    sim = Sim(nvm_path=nvm)
    sim.press("DOWN*3", "ENTER")                 # Settings
    assert sim.state == "settings"
    sim.says("Handheld rules: Off", "Sound: On", "LEDs: Medium", "Help line: On")
    sim.press("ENTER", "DOWN", "ENTER", "DOWN", "ENTER")
    sim.says("Handheld rules: On", "Sound: Off", "LEDs: High")
    sim.press("DOWN*3", "ENTER")                 # Back: saves
    assert sim.state == "title"
    sim_board.power_cut(nvm)                       # kept in the NVM itself
    again = Sim(nvm_path=nvm)
    assert again.app.settings.handheld_rules and not again.app.settings.sound
    new_game(again, "classic")
    assert again.game.handheld_rules


def test_help_line_shows_the_highlighted_box_and_toggles(nvm):
    sim = new_game(Sim(nvm_path=nvm), "classic")
    sim.roll("2 2 3 3 3")
    sim.press("DOWN*8")
    sim.says("Full House", "3 + 2 alike: 25")
    sim.press("HELP")
    assert "3 + 2 alike" not in sim.screen()
    sim.press("HELP")
    sim.says("3 + 2 alike: 25")
    sim.press("HELP").pick("full_house")         # off again, kept at the end of the turn
    sim_board.power_cut(nvm)                       # in the NVM: a changed setting is written
    again = Sim(nvm_path=nvm)
    assert not again.app.settings.help_line


@pytest.mark.parametrize("profile", ["pybadge", "clue", "macropad"])
@pytest.mark.parametrize("mode", ["classic", "painted", "power"])
def test_the_help_line_is_the_longest_of_its_forms_that_fits(profile, mode, nvm):
    """A box's help: 'Label: help total/goal', else 'help total/goal', else the help alone
    (the total/goal where its section has a bonus still to reach), the first that fits the
    line whole, at every width a total's digits give it."""
    from yahtzee_app import play
    sim = new_game(Sim(profile=profile, nvm_path=nvm), mode)
    app, game = sim.app, sim.game
    cards = game.mode
    room = app.layout.chars(app.layout.help_scale)
    forms = set()
    for scored in (0, 7, 10, 62, 99, 100, 149, 199, 299):    # the first two boxes': Upper's
        game.boxes[0] = min(scored, 200)
        game.boxes[1] = scored - game.boxes[0]
        for box in range(cards.box_count):
            app.point(box)
            section = cards.sections[box]
            goal = game.bonus_goal(0, section)
            text = cards.helps[box]
            if goal:
                text += " %d/%d" % (game.section_total(0, section), goal)
            title = cards.labels[box] + ": " + text
            expected = (title if len(title) <= room else
                        text if len(text) <= room else cards.helps[box])
            assert play._help_text(app, 0) == expected, (box, scored)
            forms.add(0 if expected is title else 1 if expected is text else 2)
    assert len(forms) > 1 or profile == "clue"     # (the CLUE's line holds the longest)


@pytest.mark.parametrize("profile", ["pybadge", "clue", "wide", "macropad"])
def test_every_layout_fits_its_screen(profile, nvm):
    sim = Sim(profile=profile, nvm_path=nvm)
    sim.shot("layout-title-" + profile)
    new_game(sim, "power")
    sim.roll("6 6 6 6 2 D").press("HOLD1 HOLD2 HOLD6")
    sim.shot("layout-power-" + profile)
    view = sim.app.scene.view
    held_body = view.dice[5].pixel_shader[1]
    assert view.power_face.colour != held_body     # the held Power die's face stays legible
    die = view.dice[5]
    size = sim.app.layout.die
    [(y, x, scale, text)] = [row[:4] for row in screen.grids(sim.hw.display.root_group,
                                                             sim.app.glyphs)
                             if row[4] is view.power_face.grid]
    # the face's letters lie on the die, centred (not hanging off its lower edge)
    assert die.y <= y and y + 12 * scale <= die.y + size, (y, die.y, size)
    assert die.x <= x and x + len(text) * 6 * scale <= die.x + size
    assert abs((y - die.y) - (die.y + size - y - 12 * scale)) <= 1
    sim.says("DBL" if sim.app.layout.power_long else "D", "Rolls left: 2")
    _assert_labels_inside(sim)
    sim.press("MENU", "UP", "ENTER")            # Quit to title, the last item
    new_game(sim, "painted")
    sim.roll("1b 2r 3p 4g 5y").press("HOLD1")
    sim.shot("layout-painted-" + profile)
    _assert_labels_inside(sim)
    for _ in range(sim.game.mode.box_count):     # every box's help line fits too
        sim.press("DOWN")
        _assert_labels_inside(sim)


def _assert_labels_inside(sim):
    """No text on screen is cut short or runs off the screen."""
    assert sim.text_problems() == [], sim.screen()


class _Parked:
    """Stands in for displayio's list of displays while a test measures the
    main thread's allocations: Blinka's background thread, which walks that list
    every millisecond and allocates as it goes (tracemalloc counts every thread),
    waits inside its next walk until the measuring is over."""

    def __init__(self, displays):
        self.displays = displays
        self.parked = threading.Event()
        self.release = threading.Event()

    def __iter__(self):
        self.parked.set()
        self.release.wait()
        return iter(self.displays)


@contextlib.contextmanager
def _blinka_thread_parked():
    import displayio
    parked = _Parked(displayio.displays)
    displayio.displays = parked
    try:
        assert parked.parked.wait(5), "Blinka's display thread did not come round"
        yield
    finally:
        displayio.displays = parked.displays
        parked.release.set()


def _measure_windows(sim, growths, peaks):
    # Five windows of a thousand frames, keeping the quietest.
    for _ in range(5):
        before = tracemalloc.get_traced_memory()[0]
        tracemalloc.reset_peak()
        for _ in range(1000):
            sim.tick()
        current, peak = tracemalloc.get_traced_memory()
        growths.append(current - before)
        peaks.append(peak - before)


def test_the_idle_loop_allocates_nothing_per_frame(nvm):
    sim = new_game(Sim(nvm_path=nvm), "painted")
    sim.roll("1b 2r 3p 4g 5y").press("HOLD2")
    sim.app.idle.after[:] = array("l", (0, 0, 0))     # awake throughout (test_power: dimmed)
    for _ in range(50):
        sim.tick()                                # warm up
    refreshes = []
    real_refresh = sim.hw.display.refresh
    sim.hw.display.refresh = lambda **kw: refreshes.append(1) or real_refresh(**kw)
    growths = []
    peaks = []
    gc.collect()
    gc.disable()
    with _blinka_thread_parked():
        tracemalloc.start()
        try:
            _measure_windows(sim, growths, peaks)
        finally:
            tracemalloc.stop()
            gc.enable()
            sim.hw.display.refresh = real_refresh
    assert refreshes == []                        # nothing changed, nothing redrawn
    # No growth over the frames, and no frame builds more than a couple of
    # small objects (CPython boxes the frame time; CircuitPython does not).
    # Re-rendering the play screen each frame, with the same text, peaks at ~350;
    # today the quietest window peaks at 248 (CPython 3.11).
    assert min(growths) <= 128, growths
    assert min(peaks) <= 256, peaks
    sim.press("HOLD2")                            # an event still redraws
    assert sim.hw.pixels.colours[1] == (2, 2, 3)


def test_keyboard_keys_reach_the_app_as_logical_buttons(nvm):
    import pygame
    from tools.sim import board as sim_board
    from yahtzee_app.app import App
    from yahtzee_app.states import PLAY
    hw = sim_board.build(profile="pybadge", nvm_path=nvm, keys="", keyboard=True)
    hw.display._lazy = False                      # draw every change, as in a window
    app = App(hw)
    pygame.event.clear()
    # Typed faster than the frames: every key still arrives, one a frame.
    # New game, Classic, 1 player, Start (the seat screen), roll, hold die 1.
    for key in (pygame.K_RETURN,) * 4 + (pygame.K_SPACE, pygame.K_1):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    for _ in range(6):
        app.tick(0)
    assert app.state == PLAY and app.game.rolls == 1 and app.game.held == 1   # die 1 held
    window = pygame.display.get_surface()
    assert window.get_size() == (160 * 4, 128 * 4 + hw.display._strip_h)
    lit = window.get_at(hw.display.led_centre(0))
    dark = window.get_at(hw.display.led_centre(1))
    assert lit[0] > 150 and lit[2] < 120 and dark[0] < 100   # hold LED 1 lit (gold), 2 dim
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_q, mod=0, unicode=""))
    with pytest.raises(SystemExit):
        app.tick(0)


def test_forced_joker_shows_which_boxes_a_second_yahtzee_may_take(nvm):
    sim = new_game(Sim(nvm_path=nvm), "classic")
    sim.roll("5 5 5 5 5").pick("yahtzee")
    sim.says("50 pts")
    sim.roll("3 3 3 3 3")
    # Threes is open, so the Joker sends this YAHTZEE there: other open boxes show "-".
    sim.says("Twos | -", "Threes | 15", "Fours | -")
    assert sim.app.scene.view.preview[sim.game.mode.keys.index("threes")] == 15
    assert sim.app.box == sim.game.mode.keys.index("threes")   # the cursor went there
    sim.press("UP*2", "ENTER")                    # Aces: not allowed, the Joker's box named
    sim.says("Joker: score it in Threes")
    assert sim.game.rolls == 1 and sim.game.box_value(0, 0) < 0
    sim.shot("classic-joker")
    sim.pick("threes")
    sim.says("165 pts", "+100 bonus YAHTZEE")     # 50 + 15 + the 100 bonus, said


def test_rolling_with_every_die_held_is_refused_on_screen(nvm):
    sim = new_game(Sim(nvm_path=nvm), "classic")
    sim.roll("1 2 3 4 6").press("HOLD1 HOLD2 HOLD3 HOLD4 HOLD5", "ROLL")
    sim.says("All held: free one")
    assert sim.game.rolls == 1
    sim.press("HOLD5")
    sim.roll("1 2 3 4 5")
    sim.says("Rolls left: 1")
    assert list(sim.game.dice[:5]) == [1, 2, 3, 4, 5]


@pytest.mark.parametrize("profile, seed", [("pybadge", 1), ("macropad", 2)])
def test_random_button_mashing_never_crashes(profile, seed, nvm):
    """Hundreds of random buttons through the screens (real RNG dice):
    nothing raises, every label stays on the screen, and whatever state the
    app is in, a new App on the same NVM starts cleanly."""
    import random
    from yahtzee_core import Rng
    chooser = random.Random(seed)
    sim = Sim(profile=profile, nvm_path=nvm, dice=Rng(seed))
    buttons = [name for name in EVENTS[1:]] + ["ENTER", "ROLL", "RIGHT"] * 3
    states = set()
    for step in range(800):
        sim.press(chooser.choice(buttons))
        states.add(sim.state)
        if step % 100 == 0:
            _assert_labels_inside(sim)
    assert {"title", "mode", "players", "play", "pause"} <= states, states
    again = Sim(profile=profile, nvm_path=nvm)
    assert again.state == "title" and "Bad" not in again.screen()


def test_the_tables_by_number_have_a_row_for_every_number():
    """Play's messages, its actions and the screens' modules are tuples read by their
    MSG_*, event and state numbers (a dict costs twice the heap): each has exactly one
    row a number, so that none is read off its end or from a neighbour's row."""
    from yahtzee_app import app, events, play, play_turn, states, words
    messages = [v for k, v in vars(words).items() if k.lstrip("_").startswith("MSG_")]
    assert sorted(messages) == list(range(len(messages)))
    assert len(words._TEXTS) == 2 * len(messages)
    assert words.texts(words.MSG_TURN) == ("Player %d's turn", "P%d turn")
    assert words.warns(words.MSG_BOX_FILLED) and not words.warns(words.MSG_TURN)
    assert len(play._PLAY_ACTIONS) == events.PICK + 1
    assert play._PLAY_ACTIONS[events.ENTER] is play_turn.score
    assert play._PLAY_ACTIONS[events.PICK] is play_turn.pick
    assert len(app._SCREEN_OF) == states.BOARD + 1
    assert app._SCREEN_OF[states.PLAY] == "play" and app._SCREEN_OF[states.STATS] == "stats_screen"


def test_every_menu_item_number_has_its_words_and_each_words_one_number():
    """The menus' and the pause menu's items are numbers private to the screen that acts
    on them (no string in the heap's pool for each), their words a tuple in menu_words
    read by the number: one row a number, and the row the item's own."""
    from yahtzee_app import menu_words, menus, pause
    for module, texts, named in (
            (menus, menu_words.ITEMS, {"NEW": "New game", "RESUME": "Resume game",
                                       "CLASSIC": "Classic", "FOUR": "4 players",
                                       "HANDHELD": "Handheld rules", "BACK": "Back",
                                       "START": "Start", "STATS": "Stats",
                                       "DISCARD": "Yes, new game", "SAVE_TURNS": "Save"}),
            (pause, menu_words.PAUSE_ITEMS + ("(scoreboard)",),
             {"CONTINUE": "Continue", "UNDO": "Undo the 1st box", "HINT": "Ask for a hint",
              "SAVE": "Save game", "HELP_LINE": "Help line", "CONTROLS": "Controls",
              "QUIT": "Quit to title", "BOARD": "(scoreboard)"})):
        numbers = {k[len("_ITEM_"):]: v for k, v in vars(module).items()
                   if k.startswith("_ITEM_")}
        assert sorted(numbers.values()) == list(range(len(texts))), module.__name__
        for name, words_of in named.items():
            assert texts[numbers[name]] == words_of, (module.__name__, name)
    assert len(menu_words.SETTING_NOTES) == menus._ITEM_BACK - menus._ITEM_HANDHELD + 1
    from yahtzee_app import seats_screen
    assert seats_screen._ITEM_START == menus._ITEM_START      # the seat screen's Start line


def test_a_text_shows_a_number_as_the_digits_a_str_would_and_a_str_after_it_whole(nvm):
    # The scorecard's numbers go to Text.set as numbers (no str made: on stock each new str
    # is looked up among the interned names); on screen they are what their str would be,
    # cut as a str is, and whatever follows a number is drawn whole.
    import displayio
    from yahtzee_app.text import Text, RIGHT
    Sim(nvm_path=nvm)                           # the app's glyphs
    group = displayio.Group()
    number = Text(group, 40, 0, 0xFFFFFF, 4, anchor=RIGHT)
    reference = Text(group, 40, 0, 0xFFFFFF, 4, anchor=RIGHT)
    for value in (7, 42, "", 1300, "-", 0, 12345, "=12", 99, 5, "abc", 3, 3, 10, "", 0):
        number.set(value)
        reference.set(str(value))
        assert [number.grid[i] for i in range(4)] == [reference.grid[i] for i in range(4)], value
        assert (number.layer.x, number.cut) == (reference.layer.x, reference.cut), value


def test_a_character_the_font_has_not_is_a_question_mark_in_a_long_text_and_a_short_one(nvm):
    # Text.set draws a long text from its bytes and a short one by its characters, both
    # through the glyphs' table by a character's code: printable ASCII is its glyph, any
    # other character a '?'
    import displayio
    from yahtzee_app.text import Text
    Sim(nvm_path=nvm)
    glyphs = Text.glyphs
    group = displayio.Group()
    text = Text(group, 0, 0, 0xFFFFFF, 6)
    unknown = glyphs.tile("?")
    tiles = [glyphs.tile(char) for char in "A~ 0z?"]
    assert len(set(tiles)) == 6 and glyphs.tile(" ") == glyphs.blank
    for said, shown in (("A~ 0z?", tiles), ("Ab\tc", "Ab?c"), ("\t", "?"), ("e\u00e9", "e?"),
                        ("\u20ac", "?"), ("x\x7fy\x1f", "x?y?")):
        text.set(said)
        want = [glyphs.tile(char) for char in shown] if isinstance(shown, str) else shown
        assert [text.grid[i] for i in range(len(want))] == want, repr(said)
    assert unknown not in tiles[:5]


@pytest.mark.parametrize("players", [1, 3])
def test_the_play_view_has_every_field_from_its_build(nvm, players):
    # A field first set as a frame draws grows the view's table there, a piece of heap a
    # full board did not always have (296 B, the frozen firmware's Classic game on screen)
    from yahtzee_app.play_view import PlayView
    sim = new_game(Sim(nvm_path=nvm), "classic", players)
    for dice, box in (("3 3 3 1 2", "threes"), ("6 6 6 1 2", "sixes"), ("1 2 3 4 6", "chance")):
        sim.roll(dice).pick(box)
    assert set(vars(sim.app.scene.view)) == set(vars(PlayView(sim.app)))
