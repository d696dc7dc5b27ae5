"""Issue 17's play-test findings in play: a press acts only on the screen that was
showing when it was made (each board's own buttons, with their timings), a resumed
game's cursor, and what the info line says as a turn ends."""

import pytest

from sim_driver import Sim, new_game  # sets SDL_VIDEODRIVER=dummy first
from test_controls import Board
from tools.sim.clock import ticks_at
from yahtzee_app import app as app_module
from yahtzee_app import events as ev
from yahtzee_app import states as st
from yahtzee_app import words
from yahtzee_app.play_computer import _CPU_STEP_MS as CPU_STEP_MS
from yahtzee_app.play_turn import _HANDOVER_MS as HANDOVER_MS
from yahtzee_core import Rng

# Each board's roll key (its KEYS table), which shakes while down and rolls when let go.
ROLL_KEYS = {"pybadge": "B", "pygamer": "B", "clue": "B", "macropad": "key8", "diy": "ROLL"}
NORMAL = 2      # a seat code: 1 + the computer's level


def person_then_computer(name, seed=41, uptime_ms=0):
    """A Classic game on `name`'s own buttons: P1 a person, P2 the computer, P1's first
    turn played (rolled and scored), so that the computer's turn is on."""
    board = Board(name, dice=Rng(seed), uptime_ms=uptime_ms)
    app = board.app
    game = app.make_game(0, 2)
    game.seats[1] = NORMAL
    app.start(game)
    board.wait(100)
    app.dispatch(ev.ROLL)
    board.wait(600)
    app.dispatch(ev.ENTER)
    assert game.player == 1 and game.rolls == 0
    return board, game


@pytest.mark.parametrize("name", sorted(ROLL_KEYS))
def test_mashing_the_roll_key_in_a_computers_turn_hurries_it_and_never_rolls_the_next_turn(
        name):
    board, game = person_then_computer(name)
    key = ROLL_KEYS[name]
    board.press("%s %s %s" % (key, key, key))     # the play test's mashing
    board.wait(HANDOVER_MS)
    assert game.player == 0 and not game.over, "the hurried computer turn did not end"
    assert game.rolls == 0, "P1's turn started with %d rolls gone" % game.rolls
    assert board.app.message == words.MSG_TURN


def test_presses_queued_while_a_slow_computer_step_runs_are_not_read_into_the_next_turn():
    """On a board a computer step can take half a second: the keypad queues the
    presses made meanwhile, and they are read after the computer's turn."""
    board, game = person_then_computer("pybadge")
    physical = board.physical
    for _ in range(7):      # taps while no frame runs: the key queue all but full
        physical.press("B", board.now)
        board.now += 60
        physical.release("B", board.now)
        board.now += 60
    for _ in range(40):
        board.wait(20)
        if game.player == 0:
            break
    assert game.player == 0
    board.wait(1000)
    assert game.rolls == 0


def test_a_roll_key_held_across_the_hand_over_rolls_nothing_when_let_go():
    board, game = person_then_computer("pybadge")
    board.press("B")            # hurries the computer
    board.press("down:B")
    board.wait(HANDOVER_MS + 400)
    assert game.player == 0
    board.press("up:B")
    board.wait(600)
    assert game.rolls == 0
    board.press("B")            # a press made in the person's own turn rolls
    board.wait(600)
    assert game.rolls == 1


def rolled_on_the_pybadge(players):
    """A Classic game of `players` people on the PyBadge's buttons, P1's first roll made."""
    board = Board("pybadge", dice=Rng(3))
    app = board.app
    app.start(app.make_game(0, players))
    board.wait(100)
    board.press("B")
    board.wait(600)
    return board, app.game


def a_press_of_b_rolls(board, game):
    board.press("B")
    board.wait(600)
    return game.rolls == 1


def test_a_roll_key_held_while_the_turn_is_scored_rolls_nothing_in_the_next():
    """B down (the dice tumble), Start scores: the next turn is not rolled on B's release."""
    board, game = rolled_on_the_pybadge(1)
    board.press("down:B")
    board.press("Start")
    assert game.rolls == 0 and board.app.scene.tumbling == 0
    board.press("up:B")
    board.wait(600)
    assert game.rolls == 0
    assert a_press_of_b_rolls(board, game)


def test_a_roll_key_pressed_before_a_hot_seat_turn_began_but_read_after_rolls_nothing():
    """P1 scores with Start and, before the frame that reads it, P2's B goes down too (the
    keypad queues both): that press was made on P1's turn (the long mash run's one short
    turn), so its release rolls nothing; P2's own press rolls."""
    board, game = rolled_on_the_pybadge(2)
    physical = board.physical
    # between the last frame (20 ms ago) and the next
    physical.press("Start", ticks_at(board.now - 15))
    physical.press("B", ticks_at(board.now - 10))
    physical.release("Start", ticks_at(board.now - 5))
    board.wait(300)
    assert game.player == 1 and game.rolls == 0
    physical.release("B", ticks_at(board.now))
    board.wait(600)
    assert game.rolls == 0, "P2's turn was rolled by a press made in P1's"
    assert a_press_of_b_rolls(board, game)


def test_the_hurry_presses_of_a_computer_turn_end_with_it():
    """The beat over, the person's turn takes presses as ever."""
    board, game = person_then_computer("pybadge")
    board.press("B")
    board.wait(HANDOVER_MS + CPU_STEP_MS)
    assert game.player == 0 and game.rolls == 0
    board.press("B")
    board.wait(600)
    assert game.rolls == 1


def test_a_resumed_games_cursor_starts_on_an_open_box_and_start_scores_there():
    """The play test's steps: a turn scored in Aces, a roll, Quit, Resume, Start."""
    board = Board("pybadge", dice=Rng(42))
    board.press("Start Start Start Start B wait:600 Start B wait:600 Select Up Start")
    board.press("Start")        # Resume
    app = board.app
    game = app.game
    assert game.is_open(0, app.box), "the cursor is on a filled box"
    board.press("Start")
    assert game.open_count(0) == game.mode.box_count - 2
    assert app.message != words.MSG_NOT_ALLOWED


def test_a_filled_box_refused_says_it_is_filled_not_joker():
    sim = new_game(Sim(), "classic")
    sim.roll("1 1 2 3 5").pick("aces")
    sim.roll("2 2 4 5 6")
    sim.app.box = 0                 # the filled Aces, however the cursor got there
    sim.press("ENTER")
    assert sim.app.message == words.MSG_BOX_FILLED
    sim.says("Filled")
    assert "Joker" not in sim.screen()


def test_the_next_players_turn_says_whose_turn_not_the_last_yahtzee():
    sim = new_game(Sim(), "classic", 2)
    sim.roll("4 4 4 4 4").pick("yahtzee")
    assert sim.game.player == 1
    sim.says("Player 2's turn")
    assert "YAHTZEE!" not in sim.screen()


@pytest.mark.parametrize("profile", ["pybadge", "macropad", "clue"])
def test_a_joker_that_reaches_the_upper_bonus_says_both_bonuses_in_order(profile):
    sim = new_game(Sim(profile=profile), "classic")
    for dice, key in (("1 1 1 2 3", "aces"), ("2 2 2 1 3", "twos"), ("3 3 3 1 2", "threes"),
                      ("4 4 4 1 2", "fours"), ("5 5 5 1 2", "fives"),
                      ("6 6 6 6 6", "yahtzee")):
        sim.roll(dice).pick(key)
    sim.roll("6 6 6 6 6")           # the forced Joker: Sixes, which reaches 63
    sim.press("ENTER")
    game = sim.game
    assert game.box_value(0, game.mode.box_index("sixes")) == 30
    said = sim.app.message_value
    assert sim.app.message == words.MSG_SAID
    assert "100" in said and "35" in said and said.index("100") < said.index("35"), said
    assert sim.text_problems() == []
    sim.says(said)


def power_double(name):
    """A POWER game on `name`'s own buttons, its first pick of a Double made (Threes)."""
    from yahtzee_core import ScriptedDice
    dice = ScriptedDice(64)
    board = Board(name, dice=dice)
    app = board.app
    app.start(app.make_game(2, 1))
    board.wait(100)
    for number in (3, 3, 3, 1, 2, 5):       # three 3s and the Double
        dice.push(number)
    app.dispatch(ev.ROLL)
    board.wait(600)
    app.box = app.game.mode.box_index("threes")
    app.dispatch(ev.ENTER)
    board.wait(100)
    assert app.game.double_pending()
    return board


@pytest.mark.parametrize("name, said", [
    ("pybadge", "Undo Threes: Select, Undo"), ("macropad", "Undo Threes: key 12"),
    ("clue", "Undo Threes: hold A + hold B, Undo"), ("diy", "Undo Threes: MENU, then Undo")])
def test_the_doubles_undo_help_names_the_boards_own_button_in_english(name, said):
    board = power_double(name)
    screen = board.screen()
    assert said in screen, screen
    assert "Menu, Undo" not in screen
    assert board.problems() == []


@pytest.mark.parametrize("name", ["pybadge", "macropad", "clue"])
def test_a_hint_says_its_number_is_the_expected_final_score(name):
    board = Board(name, dice=Rng(5))
    app = board.app
    app.start(app.make_game(0, 1))
    board.wait(100)
    app.dispatch(ev.ROLL)
    board.wait(600)
    app.dispatch(ev.HINT)
    board.wait(40)
    said = [text for text in app.scene.hint_texts if len(text) <= app.scene.view.info_room(app.game)]
    shown = said[0]
    assert shown in board.screen()
    assert any(char.isdigit() for char in shown) and "final" in shown, shown
    name_then_number = [text for text in app.scene.hint_texts if ": " in text
                        and text.split(": ")[1].isdigit()]
    assert not name_then_number, "a bare number after a box's name reads as its score"
    assert board.problems() == []


def standings_game(profile, players, mode=0, points=(154, 184, 224, 274)):
    """A game of `players` with a computer in seat 3 (where there is one) and each
    player's card filled to about `points`, P1's turn rolled."""
    from sim_driver import Sim
    sim = Sim(profile=profile, dice=Rng(3))
    app = sim.app
    game = app.make_game(mode, players)
    if players > 2:
        game.seats[2] = NORMAL
    for p in range(players):
        base = game._base(p)
        left = points[p]
        for b in range(game.mode.box_count - 1):
            value = min(left, game.mode.max_score[b], 50)
            game.boxes[base + b] = value
            left -= value
            if left <= 0:
                break
    app.start(game, resumed=True)
    sim.wait(100)
    sim.press("ROLL")
    sim.wait(600)
    return sim


@pytest.mark.parametrize("profile", ["pybadge", "clue", "wide", "macropad"])
@pytest.mark.parametrize("players, mode", [(3, 0), (4, 0), (4, 2)])
def test_every_players_total_is_on_the_play_screen_and_the_pause_menu(profile, players,
                                                                     mode):
    from tools.sim import screen
    points = (1154, 1084, 924, 1274) if mode == 2 else (154, 184, 224, 274)
    sim = standings_game(profile, players, mode, points)
    game = sim.game
    totals = [game.total(p) for p in range(players)]
    assert min(totals) >= 100
    for where in ("play", "pause"):
        said = sim.screen()
        for total in totals:
            assert str(total) in said, "%s's %s lacks %d: %s" % (profile, where, total, said)
        assert sim.text_problems() == []
        crowded = screen.crowding(sim.hw.display.root_group, sim.app.glyphs)
        assert crowded == [], crowded
        sim.shot("standings-%s-%d-%s-%s" % (profile, players, game.mode.name, where))
        sim.press("MENU")


def test_the_header_is_drawn_again_for_a_total_or_a_turn_not_for_a_roll(monkeypatch):
    # Its words (each a str made: on stock a look-up among the interned names) change with
    # whose turn it is and the totals, never with a roll or a hold.
    from yahtzee_app.play_view import PlayView
    sim = new_game(Sim(), "classic", players=2)
    drawn = []
    header = PlayView._draw_header
    monkeypatch.setattr(PlayView, "_draw_header",
                        lambda view, game, player: drawn.append(player) or header(view, game,
                                                                                 player))
    sim.roll("6 6 6 1 2").press("HOLD1").roll("6 6 6 6 2")
    assert drawn == []
    sim.press("ENTER")                                  # scored: P1's total, then P2's turn
    assert drawn and drawn[0] == 0, drawn
    assert "P1" in sim.screen() or "Player 1" in sim.screen()


def test_the_last_persons_die_cursor_is_hidden_in_a_computers_turn():
    board, game = person_then_computer("pybadge")
    view = board.app.scene.view
    board.app.scene.die_cursor_shown = True          # P1 moved it in their turn
    board.wait(CPU_STEP_MS + 600)              # the computer's first roll, landed
    assert game.player == 1 and game.rolls and not board.app.scene.tumbling
    board.app.render()
    assert view.dice_cursor == -1


def test_the_frame_that_answers_a_press_is_shown_before_the_save():
    """Issue 30: a roll's first tumble frame, a hold and a filled box are on the display
    before sleep memory and the NVM take the game (the save then comes in the same
    frame's time, before the next press is read)."""
    board = Board("pybadge", dice=Rng(5))
    app = board.app
    app.start(app.make_game(0, 1))
    board.wait(100)
    done = []
    refresh, checkpoint, turn_ended = app.display.refresh, app.saves.checkpoint, \
        app.saves.turn_ended
    app.display.refresh = lambda *a, **k: done.append("frame") or refresh(*a, **k)
    app.saves.checkpoint = lambda *a: done.append("checkpoint") or checkpoint(*a)
    app.saves.turn_ended = lambda *a: done.append("turn saved") or turn_ended(*a)
    for key, saved in (("B", "checkpoint"), ("A", "checkpoint"), ("Start", "turn saved")):
        board.wait(700)
        del done[:]
        board.press(key)
        assert saved in done, "%s: nothing saved (%s)" % (key, done)
        assert done.index("frame") < done.index(saved), "%s: %s" % (key, done)


def test_a_presses_garbage_is_collected_once_its_frame_and_the_screen_it_opens_are_shown(
        monkeypatch):
    # heap.sweep is a collection, 5-15 ms on a board: after the frame that answers a press,
    # and after the pause menu's frame, built once "Paused" is shown, never before it.
    board = Board("pybadge", dice=Rng(5))
    app = board.app
    app.start(app.make_game(0, 1))
    board.wait(100)
    done = []
    refresh = app.display.refresh
    app.display.refresh = lambda *a, **k: done.append("frame") or refresh(*a, **k)
    monkeypatch.setattr(app_module, "sweep", lambda: done.append("sweep"))
    board.press("B")
    board.wait(1500)
    del done[:]
    board.press("Right")
    assert done[:2] == ["frame", "sweep"], done
    board.wait(200)
    del done[:]
    board.press("Select")
    assert app.state == st.PAUSE
    assert done[:3] == ["frame", "frame", "sweep"], done     # "Paused", the menu, the sweep


def test_a_pause_is_answered_by_paused_at_once_and_its_menu_comes_a_frame_later(nvm):
    # Issue 30: the pause menu is another screen (play's code leaves the heap, the menu's
    # comes: 0.2 s on a PyBadge); the press is answered within its 20 ms by "Paused" on
    # the info line, and the menu follows in the next frame.
    sim = new_game(Sim(nvm_path=nvm), "classic")
    sim.roll("6 6 6 1 2")
    frames = sim.frames("MENU")
    assert sim.state == "pause"
    assert len(frames) >= 2, frames
    assert "Paused" in frames[0] and "Aces" in frames[0], frames[0]       # still the card
    assert "Continue" in frames[1] and "Aces" not in frames[1], frames[1]
    sim.press("ENTER")                                  # Continue
    assert sim.state == "play" and "Paused" not in sim.screen(), sim.screen()


def test_a_pause_in_a_computers_turn_is_answered_at_once_and_the_computer_waits():
    board, game = person_then_computer("pybadge")
    rolls, held = game.rolls, game.held
    board.app.dispatch(ev.MENU)
    assert board.app.state == st.PLAY and "Paused" in board.screen(), board.screen()
    board.wait(60)
    assert board.app.state == st.PAUSE and (game.rolls, game.held) == (rolls, held)
    assert game.player == 1
