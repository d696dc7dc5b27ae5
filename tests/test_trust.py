"""Saves a player can trust (issue 12), through the real app on the desktop board:
the title's cursor starts on Resume over a saved game; a new game over it asks
first, and each answer does what it says; a resumed game goes on from the exact
point, with dice dealt from fresh entropy (os.urandom), not the ones the saved
game's RNG would have rolled; a press that wakes a dimmed or dark screen
changes nothing; the first firmware's saves still load, and a record of an
unknown version is refused with a message."""

import os
import shutil
from array import array

from sim_driver import Sim, new_game, SETTLED_MS
from tools.sim import board as sim_board
from yahtzee_app.menus import items
from yahtzee_app.menus import _ITEM_NEW as ITEM_NEW, _ITEM_RESUME as ITEM_RESUME
from yahtzee_core import Game, Rng
from yahtzee_core.load import read
from yahtzee_core.save import encode_game, game_record_size, seal
from yahtzee_core.highscore_table import HighScores
from yahtzee_core import highscores  # noqa: E402


def files(nvm):
    """The NVM's and sleep memory's bytes, as the board keeps them."""
    out = []
    for path in (nvm, nvm + ".sleep"):
        if os.path.exists(path):
            with open(path, "rb") as f:
                out.append(f.read())
        else:
            out.append(None)
    return out


def highlighted(sim):
    return items(sim.app)[sim.app.scene.cursor]


def test_the_title_cursor_starts_on_resume_game_when_a_game_is_saved(nvm):
    sim = Sim(nvm_path=nvm)
    assert highlighted(sim) == ITEM_NEW                   # nothing saved: New game
    new_game(sim, "classic").roll("2 2 2 4 5").pick("twos")
    again = Sim(nvm_path=nvm)                             # a reset
    assert again.state == "title" and highlighted(again) == ITEM_RESUME
    again.says("Resume game")
    again.press("ENTER")                                  # one press resumes
    assert again.state == "play" and again.game.box_value(0, 1) == 6


def test_a_new_game_over_a_save_asks_and_keep_leaves_the_save_intact(nvm):
    sim = new_game(Sim(nvm_path=nvm), "classic")
    sim.roll("3 3 3 1 2").pick("threes")
    sim.roll("6 6 1 1 2").press("HOLD1 HOLD2")
    sim.press("MENU", "DOWN*2", "ENTER")                  # Save game: the NVM too
    sim.says("Game saved")
    saved = encode_game(sim.game)
    before = files(nvm)
    again = Sim(nvm_path=nvm)
    again.press("UP", "ENTER")                            # New game, over the save
    assert again.state == "confirm"
    again.says("Discard", "No, keep it", "Yes, new game")
    assert again.app.scene.cursor == 0                          # the safe answer first
    again.press("ENTER")                                  # No, keep it
    assert again.state == "title" and highlighted(again) == ITEM_RESUME
    assert files(nvm) == before                           # neither memory touched
    again.press("ENTER")
    assert encode_game(again.game) == saved               # the same game, to the byte


def test_a_new_game_over_a_save_discards_it_only_when_told(nvm):
    sim = new_game(Sim(nvm_path=nvm), "classic")
    sim.roll("3 3 3 1 2").pick("threes")
    again = Sim(nvm_path=nvm)
    again.press("UP", "ENTER", "DOWN", "ENTER")           # New game, Yes, new game
    assert again.state == "mode"
    again.press("ENTER", "ENTER", "ENTER")                # Classic, one player, Start
    assert again.state == "play" and again.game.open_count(0) == 13
    third = Sim(nvm_path=nvm)                             # a reset: the new game it is
    third.press("ENTER")
    assert third.state == "play" and third.game.open_count(0) == 13
    assert third.game.box_value(0, 2) < 0                 # the old game's 9 in Threes: gone


def test_a_resumed_game_goes_on_from_the_exact_point_with_fresh_dice(nvm, monkeypatch):
    sim = Sim(nvm_path=nvm)
    sim.app.dice = None                                   # the app's own Rng, seeded
    sim.hw.seed = 7                                       # by the board (as --seed does)
    new_game(sim, "classic")
    sim.press("ROLL").wait(SETTLED_MS)
    sim.press("HOLD1 HOLD2")
    game = sim.game
    assert game.rolls == 1 and game.held == 0b11
    saved = encode_game(game)
    # The future a save would preview: the saved game's RNG, and the dice it rolls next.
    future = Rng()
    future.hi, future.lo = game.source.state()
    preview = [future.die() for _ in range(3)]
    copy = nvm + ".copy"
    shutil.copy(nvm, copy)                                # the board as the save left it:
    shutil.copy(nvm + ".sleep", copy + ".sleep")          # the NVM (the game's start), sleep
    sim.press("ROLL").wait(SETTLED_MS)
    assert list(game.dice[2:5]) == preview                # not resumed: the preview is right

    asked = []

    def urandom(n):
        asked.append(n)
        return bytes((0x5A + 17 * i) & 0xFF for i in range(n))

    monkeypatch.setattr(os, "urandom", urandom)
    again = Sim(nvm_path=copy)                            # a reset, then Resume game
    again.app.dice = None
    again.hw.seed = 7                                     # the same board seed, even
    again.press("ENTER")
    resumed = again.game
    assert again.state == "play"
    assert encode_game(resumed) == saved                  # dice, holds, rolls, whose turn
    assert list(resumed.dice[:5]) == list(game.dice[:2]) + list(resumed.dice[2:5])
    assert asked                                          # seeded from the board's entropy
    raw = urandom(4)
    fresh = Rng(raw[0] | raw[1] << 8 | raw[2] << 16 | (raw[3] & 0x3F) << 24)
    assert resumed.source.state() == fresh.state()
    again.press("ROLL").wait(SETTLED_MS)
    assert resumed.rolls == 2 and list(resumed.dice[:2]) == list(game.dice[:2])
    assert list(resumed.dice[2:5]) != preview             # the preview was no use


def test_a_press_that_wakes_a_dim_or_dark_screen_changes_no_game_state(nvm):
    sim = new_game(Sim(nvm_path=nvm), "classic")
    sim.roll("4 4 4 2 6")
    app = sim.app
    app.idle.after[:] = array("l", (1000, 3000, 0))       # dim after 1 s, dark after 3 s

    def state():
        return (encode_game(sim.game), app.state, app.box, app.scene.die_cursor,
                sim.game.held, sim.game.rolls)

    before = state()
    sim.wait(1500)
    assert app.idle.level == 1                            # dimmed
    sim.press("ENTER")                                    # would score Fours
    assert state() == before and app.idle.level == 0
    sim.wait(3500)
    assert app.idle.level == 2 and app.root.hidden        # dark
    sim.press("HOLD1")                                    # would hold die 1
    assert state() == before and app.idle.level == 0 and not app.root.hidden
    sim.press("ROLL")                                     # a repeat within the guard: nothing
    assert state() == before
    sim.wait(600)
    sim.press("HOLD1")                                    # awake: presses act again
    assert sim.game.held == 0b1


def _v1_nvm(game, sequence=4, settings=0):
    """The first firmware's NVM (layout 1): game slots at 0 and 107 (version 1
    records, the RNG's state at 13..16) and the high scores at 214."""
    flash = bytearray(b"\xff" * 8192)
    blob = bytearray(encode_game(game, sequence))
    blob[1] = 1
    blob[13:17] = b"\x12\x34\x56\x78"
    flash[107:107 + len(blob)] = seal(blob)
    scores = HighScores()
    highscores.insert(scores, 0, 222)
    table = bytearray(35)
    table[0], table[1], table[2] = ord("S"), 1, settings
    for i, score in enumerate(scores.scores):
        table[3 + 2 * i], table[4 + 2 * i] = score >> 8, score & 0xFF
    flash[214:249] = seal(table)
    return flash


def _old_game():
    game = Game("classic", 1, source=Rng(3))
    for _ in range(4):
        game.roll()
        game.score(next(b for b in range(game.mode.box_count) if game.can_score(b)))
    game.roll()
    game.hold(0)
    return game


def test_a_save_of_the_first_layout_still_loads_and_is_rewritten_once(nvm):
    old = _old_game()
    with open(nvm, "wb") as f:
        f.write(_v1_nvm(old))
    sim = Sim(nvm_path=nvm)
    assert sim.state == "title" and highlighted(sim) == ITEM_RESUME
    assert sim.hw.nvm.writes == 1                         # rewritten as layout 2, once
    assert read(bytearray(files(nvm)[0])).layout == 2
    sim.press("ENTER")
    assert sim.state == "play"
    assert encode_game(sim.game) == encode_game(old)
    assert highscores.top(sim.app.saves.scores, 0)[0] == 222


def test_a_saved_game_of_an_unknown_version_is_refused_with_a_message(nvm):
    sim = new_game(Sim(nvm_path=nvm), "classic")
    sim.roll("1 1 1 1 2").pick("aces")
    sim.press("MENU", "DOWN*2", "ENTER")                  # Save game: into the NVM
    sim_board.power_cut(nvm)                                # only the NVM's copy is left
    flash = bytearray(files(nvm)[0])
    from yahtzee_core.store import GAME_AT, SCORES_AT
    record = bytearray(flash[GAME_AT:SCORES_AT])
    size = game_record_size(sim.game.mode, 1)
    record[1] = 9                                         # a version from the future
    flash[GAME_AT:GAME_AT + size] = seal(record[:size])   # its CRC good: not misread
    with open(nvm, "wb") as f:
        f.write(flash)
    again = Sim(nvm_path=nvm)
    again.says("Bad save")
    assert "Resume game" not in again.screen()
    assert again.app.saves.scores is not None


def _play_turns(sim, count):
    for _ in range(count):
        sim.roll("1 2 3 4 6").pick("chance" if sim.game.is_open(0, 12) else
                                   sim.app.game.mode.keys[sim.game.open_count(0) - 1])


def test_a_power_cut_resume_says_the_turns_after_the_last_save_are_lost(nvm):
    # DOCS/SAVES.md: the NVM takes the game every 5th turn, so a power cut after
    # turn 7 goes back to turn 5's save; how many turns followed it is kept nowhere
    # (sleep memory went with the power), so the title says what is known: where the
    # game resumes (all play after it lost).
    sim = new_game(Sim(nvm_path=nvm), "classic")
    _play_turns(sim, 7)
    sim_board.power_cut(nvm)
    again = Sim(nvm_path=nvm)
    again.says("Resume game", "Back to 5 boxes filled")
    again.shot("title-after-a-power-cut")
    again.press("ENTER")                                  # Resume game
    assert again.state == "play" and again.game.open_count(0) == 13 - 5
    again.says("Roll the dice")                           # play's own line
    again.press("MENU", "UP", "ENTER")                    # Quit: the title again
    assert again.state == "title"
    assert "Back to" not in again.screen()                # said once: it is the NVM's now


def _after_a_power_cut(nvm, *says):
    """The board switched off and on: the title, which offers the game and says `says`."""
    sim_board.power_cut(nvm)
    sim = Sim(nvm_path=nvm)
    sim.says("Resume game", *says)
    return sim


def test_a_power_cut_after_save_game_or_quit_says_no_turn_was_lost(nvm):
    """Save and Quit write the NVM where play stops: a power cut then loses nothing,
    and the title says nothing was (it said where the game goes back to)."""
    sim = new_game(Sim(nvm_path=nvm), "classic")
    _play_turns(sim, 2)
    sim.press("MENU", "DOWN*2", "ENTER")                  # Save game
    again = _after_a_power_cut(nvm)
    assert "lost" not in again.screen()
    _play_turns(again.press("ENTER"), 1)                  # resumed where it was saved
    assert again.game.open_count(0) == 13 - 3
    again.press("MENU", "UP", "ENTER")                    # Quit
    third = _after_a_power_cut(nvm)
    assert "lost" not in third.screen()
    third.press("ENTER")
    assert third.game.open_count(0) == 13 - 3


def test_turns_played_after_a_save_are_not_lost_to_a_power_cut_in_silence(nvm):
    """A saved game played on: the NVM takes its next turn's end (the save said no turn
    could be lost), so a power cut later goes back at most to that turn, and says so."""
    sim = new_game(Sim(nvm_path=nvm), "classic")
    _play_turns(sim, 2)
    sim.press("MENU", "DOWN*2", "ENTER")                  # Save game, and play on
    _play_turns(sim, 3)
    again = _after_a_power_cut(nvm, "Back to 3 boxes filled")
    again.press("ENTER")
    assert again.game.open_count(0) == 13 - 3             # the turn after the save kept
    again.press("MENU", "UP", "ENTER")                    # Quit, Resume, play on
    again.press("ENTER")
    _play_turns(again, 2)
    third = _after_a_power_cut(nvm, "Back to 4 boxes filled")
    third.press("ENTER")
    assert third.game.open_count(0) == 13 - 4             # the turn after the resume kept


def test_a_reset_resume_loses_nothing_and_says_nothing_of_it(nvm):
    sim = new_game(Sim(nvm_path=nvm), "classic")
    _play_turns(sim, 7)
    again = Sim(nvm_path=nvm)                             # a reset: sleep memory kept
    again.says("Resume game")
    assert "lost" not in again.screen()
    again.press("ENTER")
    assert again.game.open_count(0) == 13 - 7


def test_save_each_turn_is_a_setting_with_its_wear_shown_and_a_power_cut_loses_no_turn(nvm):
    sim = Sim(nvm_path=nvm)
    sim.press("DOWN*3", "ENTER")                          # Settings
    sim.press("DOWN*4")                                   # Save
    sim.says("Save: every 5 turns", "Power cut: 4 turns at risk")  # a player's words
    sim.press("ENTER")
    sim.says("Save: each turn", "Power cut: 1 turn at risk")
    assert "erase" not in sim.screen()
    sim.shot("settings-save-each-turn")
    sim.press("DOWN", "ENTER")                            # Back: the setting into the NVM
    assert sim.state == "title"
    new_game(sim, "classic")
    writes = sim.hw.nvm.writes
    _play_turns(sim, 3)
    assert sim.hw.nvm.writes == writes + 3                # one write a turn
    sim_board.power_cut(nvm)
    again = Sim(nvm_path=nvm)
    assert again.app.settings.save_each_turn
    again.says("Resume game")
    assert "lost" not in again.screen()                   # no finished turn can be
    again.press("ENTER")
    assert again.game.open_count(0) == 13 - 3             # every finished turn kept
