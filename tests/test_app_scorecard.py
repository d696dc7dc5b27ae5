"""Issue 11: a scorecard a player can read. What the screens say about totals,
bonuses, the Joker, everyone's standing and the final cards, read off the screen."""

import os
import subprocess
import sys

import pytest

from sim_driver import Sim, new_game, ROOT
from tools.sim import screen


def fill_upper(sim, sixes=True):
    """Score three of each number in the upper boxes: 63, the bonus's goal."""
    for n in range(1, 7 if sixes else 6):
        sim.roll("%d %d %d 1 2" % (n, n, n) if n > 2 else "%d %d %d 4 5" % (n, n, n))
        sim.pick(sim.game.mode.keys[n - 1])


def test_simulate_print_screen_prints_every_label_top_to_bottom(tmp_path):
    # The title, then New game: the mode screen's words, one label a line, in order.
    out = subprocess.run(
        [sys.executable, os.path.join(ROOT, "tools", "simulate.py"), "--headless",
         "--keys", "ENTER", "--print-screen", "--nvm", str(tmp_path / "nvm.bin")],
        capture_output=True, text=True, timeout=120, check=True).stdout.splitlines()
    shown = [line for line in out if not line.startswith("WARNING")]
    assert shown == ["New game", "Pick a mode", "Classic", "Painted", "POWER", "Back"]


def test_the_scorecard_shows_the_upper_subtotal_against_63_and_the_bonus(nvm):
    sim = new_game(Sim(nvm_path=nvm), "classic")
    sim.app.settings.help_line = False          # the totals do not rely on the help line
    sim.roll("3 3 3 1 2").pick("threes")
    sim.roll("6 6 6 1 2").pick("sixes")
    sim.roll("1 2 3 4 6")
    sim.press("DOWN*3")                          # Fives, then past Sixes: the total's row
    sim.says("Upper 27/63")
    assert "Upper 27/63" in screen.texts(sim.hw.display.root_group, sim.app.glyphs)
    for key, dice in (("aces", "1 1 1 2 3"), ("twos", "2 2 2 4 5"), ("fours", "4 4 4 1 2")):
        sim.roll(dice).pick(key)
    sim.roll("1 2 3 4 6")
    sim.press("DOWN")
    sim.says("Upper 48/63")
    sim.roll("5 5 5 1 2").pick("fives")          # 63: the bonus
    sim.roll("1 2 3 4 6")
    sim.says("Upper 63/63 | 35")
    assert not sim.text_problems()
    sim.shot("scorecard-upper-bonus")


def test_upper_bonus_is_said_when_it_is_reached(nvm):
    sim = new_game(Sim(nvm_path=nvm), "classic")
    fill_upper(sim, sixes=False)
    sim.roll("6 6 6 1 2").pick("sixes")
    sim.says("Upper bonus +35", "98 pts")
    sim.shot("message-upper-bonus")


def test_the_joker_names_its_box_and_the_bonus_yahtzee_is_said(nvm):
    sim = new_game(Sim(nvm_path=nvm), "classic")
    sim.roll("5 5 5 5 5").pick("yahtzee")
    sim.roll("3 3 3 3 3")
    sim.says("Joker: score it in Threes")        # at once, before another box is tried
    sim.press("UP*2", "ENTER")                    # Aces: refused, the box named again
    sim.says("Joker: score it in Threes")
    sim.pick("threes")
    sim.says("+100 bonus YAHTZEE", "165 pts")
    sim.roll("1 2 3 4 6")
    for _ in range(15):
        if "YAHTZEE bonus x1" in sim.screen():
            break
        sim.press("DOWN")
    sim.says("YAHTZEE bonus x1 | 100")
    sim.shot("message-yahtzee-bonus")


def test_power_says_the_multiplier_and_the_tiers_goal(nvm):
    sim = new_game(Sim(nvm_path=nvm), "power")
    sim.roll("6 6 6 1 2 3").pick("sixes")
    sim.says("Scored 54 (x3)")
    sim.roll("1 2 3 4 6 1")
    sim.press("DOWN*6")                           # Choice, then the upper total under it
    sim.says("Upper 54/150")


def test_after_undo_in_a_double_the_cursor_is_on_a_box_that_can_be_picked(nvm):
    sim = new_game(Sim(nvm_path=nvm), "power")
    sim.roll("6 6 6 6 2 D")
    sim.pick("four_kind")
    assert sim.state == "double_pick"
    sim.press("UNDO")
    game = sim.game
    assert game.target_box(sim.app.box) == sim.app.box and game.can_score(sim.app.box)
    first = game.mode.keys.index("four_kind_1")
    assert sim.app.box == first
    sim.press("ENTER")
    assert game.box_value(0, first) >= 0          # ENTER fills the box the cursor is on


def play_power_to_the_end(sim):
    """Two people, POWER: P1 fills every box first; P2 has scored one turn a round."""
    game = sim.game
    while not game.over:
        sim.roll("1 2 3 4 6 1")
        sim.press("ENTER")


def test_the_pause_menu_has_a_scoreboard_with_everyones_total_and_boxes_left(nvm):
    sim = new_game(Sim(nvm_path=nvm), "power", players=2)
    sim.roll("6 6 6 1 2 1").pick("sixes")          # P1: 18
    sim.roll("5 5 5 1 2 1").pick("fives")          # P2: 15
    sim.press("MENU")
    sim.says("P1: 18  P2: 15")                      # at a glance, one press away
    sim.press("UP*2", "ENTER")                      # Scoreboard, before Quit
    assert sim.state == "board"
    sim.says("Scoreboard", "> P1 Human: 18", "20 left", "P2 Human: 15")
    assert not sim.text_problems()
    sim.shot("pause-scoreboard")
    sim.press("ENTER")
    assert sim.state == "pause"


def test_the_end_screen_says_why_ranks_everyone_and_reviews_each_card(nvm):
    sim = new_game(Sim(nvm_path=nvm), "power", players=2)
    play_power_to_the_end(sim)
    assert sim.state == "end"
    sim.says("Right: the final cards", "Enter: continue")
    sim.shot("end-power-two-players")
    sim.press("DOWN")                               # why it ended, last
    sim.says("P1 filled the card")
    sim.press("RIGHT")
    assert sim.state == "review"
    sim.says("P1's card", "Aces", "Twos")
    lines = []
    for _ in range(40):                             # box by box to the total
        lines += [t for t in sim.texts() if t not in lines]
        sim.press("DOWN")
    text = " | ".join(lines)
    for label in sim.game.mode.labels:
        assert label in text, label
    assert "Upper " in text and "Total score" in text
    sim.shot("review-final-card")
    sim.press("RIGHT")
    sim.says("P2's card")
    sim.press("ENTER")
    assert sim.state == "end"


def test_a_classic_game_of_two_ranks_both_players_by_seed_003s_titles(nvm):
    sim = new_game(Sim(nvm_path=nvm), "classic", players=2)
    from test_app_display import CLASSIC_GAME
    for dice, key, _ in CLASSIC_GAME:
        sim.roll(dice).pick(key)                    # P1: 326
        sim.roll("1 2 3 4 6").press("ENTER")        # P2: whatever the cursor's box takes
    assert sim.state == "end"
    sim.says("Superstar Roller", "Enter: continue")     # the key that goes on, named
    assert "Every card is full" not in sim.screen()     # a Classic game always ends so


@pytest.mark.parametrize("profile", ["macropad", "pybadge", "wide", "clue"])
def test_the_final_cards_scroll_marks_touch_no_score(profile, nvm):
    # 128x64, 160x128, 240x135, 240x240: a card's rows end in their scores, and the
    # scroll marks stand in a column of their own beside them, never against a
    # digit ("72^"). Each mode's card, from a whole game the Expert plays.
    from yahtzee_core import Rng
    from yahtzee_core.bot import Bot, EXPERT, apply
    from yahtzee_core.game import Game
    for mode in ("classic", "painted", "power"):
        sim = Sim(profile=profile, nvm_path=nvm)
        game = Game(mode, 1, source=Rng(7))
        bot = Bot(mode, EXPERT)
        while not game.over:
            apply(game, bot.decide(game))
        sim.app.start(game)
        sim.press("RIGHT")
        assert sim.state == "review"
        marks = 0
        for _ in range(game.mode.box_count + 12):       # box by box to the total
            shown = sim.texts()
            marks += ("^" in shown) + ("v" in shown)
            crowded = screen.crowding(sim.hw.display.root_group, sim.app.glyphs)
            assert crowded == [], (mode, crowded)
            assert not sim.text_problems(), sim.screen()
            if "v" in shown and "^" in shown:
                sim.shot("review-scroll-marks-%s-%s" % (mode, profile))
            sim.press("DOWN")
        assert marks, "the card never scrolled: nothing was checked"


def test_the_scorecards_rows_and_subtotal_goals_are_the_games(nvm, monkeypatch):
    # Issue 31: the play screen and the final card show the rows Mode.card_rows gives, in
    # its order, and each subtotal against Game.subtotal_goal: neither re-derives them.
    from yahtzee_app import cards
    from yahtzee_core.game import Game
    from yahtzee_core.modes import _CARD_TOTAL as CARD_TOTAL, Mode
    monkeypatch.setattr(Mode, "card_rows", lambda mode: bytearray(
        (CARD_TOTAL, 12, 11, 5, 4, 3, 2, 1, 0, 10, 9, 8, 7, 6)))
    monkeypatch.setattr(Game, "subtotal_goal", lambda game, player, section: 99)
    sim = new_game(Sim(nvm_path=nvm), "classic")
    sim.app.settings.help_line = False
    sim.roll("1 2 3 4 6")
    sim.press("UP")                      # Aces to Chance, the second row: the card's top
    sim.says("Upper 0/99")               # the first row, and the goal the Game gives
    shown = screen.texts(sim.app.scene.view.group, sim.app.glyphs)
    assert shown.index("Upper 0/99") < shown.index("Chance") < shown.index("YAHTZEE")
    card = cards.card(sim.game, 0, 30)
    assert card[0].startswith("Upper 0/99") and card[2].startswith("Chance"), card


def test_a_score_is_answered_by_the_box_filled_and_the_next_card_comes_a_frame_later(nvm):
    # Issue 30: the frame that answers a score draws only what the press changed (the box
    # filled on the scorer's card, the dice cleared), within the 20 ms a press has; the
    # next player's whole card comes in the frame after, with the turn's save.
    sim = new_game(Sim(nvm_path=nvm), "classic", players=2)
    sim.roll("6 6 6 1 2")
    while sim.app.box != sim.game.mode.box_index("sixes"):
        sim.press("DOWN")
    frames = sim.frames("ENTER")
    assert sim.game.player == 1
    assert len(frames) >= 2, frames
    answer, following = frames[0], frames[1]
    assert "P1 of 2" in answer and "Sixes | 18" in answer, answer
    assert "P2 of 2" in following and "Sixes | 18" not in following, following
    assert sim.app.box == 0 and sim.app.scene.scorer == -1
