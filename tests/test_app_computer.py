"""Computer seats and HINT in the real app, headless (issue 5, the app side).

The seat screen, a computer's turn shown a step at a time (holds, roll,
the box it picks), SKIP, a game the computers play to the end, resume with
a computer seat, and HINT's keep and box. Dice: scripted for the person,
seeded random for the computers (ScriptedThenRandom). Screenshots go to
artifacts/screenshots/.
"""

import pytest

from sim_driver import Sim, new_game, ScriptedThenRandom  # sets SDL_VIDEODRIVER=dummy first
from test_app_display import _assert_labels_inside
from yahtzee_app import play_computer, words
from yahtzee_app.play_computer import _CPU_STEP_MS as CPU_STEP_MS
from yahtzee_app.play_turn import _HANDOVER_MS as HANDOVER_MS
from yahtzee_core import highscores  # noqa: E402

HUMAN, EASY, NORMAL, EXPERT, PERFECT = range(5)       # game.seats codes


def _to_seats(sim, mode, players):
    """From the title to the seat screen."""
    modes = ("classic", "painted", "power")
    while sim.app.scene.cursor:                    # a saved game puts the cursor on Resume
        sim.press("UP")
    sim.press("ENTER")
    if sim.state == "confirm":               # over a saved game: discard it
        sim.press("DOWN", "ENTER")
    sim.press("DOWN*%d" % modes.index(mode) if modes.index(mode) else "", "ENTER")
    sim.press("DOWN*%d" % (players - 1) if players > 1 else "", "ENTER")
    assert sim.state == "seats"
    return sim


@pytest.mark.parametrize("profile", ["pybadge", "macropad"])
def test_seat_screen_makes_each_seat_a_person_or_a_computer_level(profile, nvm):
    sim = _to_seats(Sim(profile=profile, nvm_path=nvm), "classic", 3)
    # Everyone a person, the cursor on Start: ENTER would start a hot-seat game.
    sim.says("P1: Human", "P2: Human", "P3: Human", "Start")
    assert sim.app.scene.cursor == 3
    sim.press("UP*2")                                  # P2
    sim.press("ENTER")
    sim.says("P2: CPU Easy")
    sim.press("RIGHT")
    sim.says("P2: CPU Normal")
    sim.shot("seats-" + profile)
    _assert_labels_inside(sim)
    sim.press("RIGHT", "RIGHT")                        # Expert, then Perfect: Classic's table is here
    sim.says("P2: CPU Perfect")
    _assert_labels_inside(sim)
    sim.press("RIGHT")
    sim.says("P2: Human")                              # round again
    sim.press("LEFT")
    sim.says("P2: CPU Perfect")
    sim.press("HOLD3")                                 # a seat's own key changes it outright
    sim.says("P3: CPU Easy")
    sim.press("DOWN*2", "ENTER")                       # Start
    assert sim.state == "play"
    assert list(sim.game.seats) == [HUMAN, PERFECT, EASY, 0]
    assert list(sim.app.human[:3]) == [1, 0, 0]
    sim.says("1 of 3  P2 0  P3 0" if profile == "pybadge" else "P1 0")
    # Quit; the next game remembers the computers (P1 starts as a person).
    sim.press("MENU", "UP", "ENTER")                   # Quit to title, the last item
    _to_seats(sim, "power", 2)
    sim.says("P1: Human", "P2: CPU Expert")            # POWER has no Perfect: Expert at most
    sim.press("UP", "RIGHT")
    sim.says("P2: Human")
    sim.press("MENU")                                  # back to the number of players
    assert sim.state == "players"


def test_perfect_is_offered_only_where_its_table_is(nvm, tmp_path):
    sim = Sim(nvm_path=nvm)
    sim.app.data_dir = str(tmp_path)                  # a board without data/classic_perfect.bin
    _to_seats(sim, "classic", 2)
    sim.press("UP", "LEFT")                            # back round from Human: the top level
    sim.says("P2: CPU Expert", "No Perfect table")


@pytest.mark.parametrize("missing", ["classic_layout.bin", "classic_perfect.bin"])
def test_perfect_is_not_offered_when_either_of_its_files_is_missing(nvm, tmp_path, missing):
    """A drive with the Perfect table but not the layout read beside it (an older deploy)
    would play Perfect as Expert: the seat screen says it has no Perfect table instead."""
    import os
    from yahtzee_app.computers import data_dir
    for name in os.listdir(data_dir()):
        if name != missing:
            os.symlink(os.path.join(os.path.abspath(data_dir()), name), str(tmp_path / name))
    sim = Sim(nvm_path=nvm)
    sim.app.data_dir = str(tmp_path)
    _to_seats(sim, "classic", 2)
    sim.press("UP", "LEFT")
    sim.says("P2: CPU Expert", "No Perfect table")
    sim.shot("seats-no-perfect-table")


def _cpu_step(sim):
    """Let one computer step's time pass."""
    return sim.wait(CPU_STEP_MS)


def test_a_computer_seat_plays_its_turns_at_a_watchable_pace(nvm):
    """One person against the computer (Expert) through a whole Classic game:
    each computer turn shows its holds, rolls and box a step at a time; other
    buttons only say whose turn it is; SKIP hurries; both cards fill."""
    sim = new_game(Sim(nvm_path=nvm, dice=ScriptedThenRandom(5)), "classic", 2,
                   seats="0 %d" % EXPERT)
    game = sim.game
    sim.roll("1 1 1 2 3").pick("aces")
    assert game.player == 1
    sim.says("P2 CPU Expert", "Player 2's turn")
    sim.shot("computer-turn-start")
    sim.wait(CPU_STEP_MS - 100)
    assert game.rolls == 0                             # a beat on the hand-over first
    sim.press("HOLD1")
    sim.says("P2 is the computer")
    assert game.rolls == 0                             # the person's button did nothing
    sim.wait(100)
    assert game.rolls == 1                             # the first roll, a step after the beat
    dice = bytes(game.dice)
    sim.wait(CPU_STEP_MS - 100)
    assert game.rolls == 1 and bytes(game.dice) == dice and game.held == 0   # shown a step
    steps = []
    holds_seen = pick_seen = False
    for _ in range(12):
        _cpu_step(sim)
        steps.append((game.player, game.rolls, game.held))
        if sim.app.message == words.MSG_CPU_HOLDS and game.held and not holds_seen:
            holds_seen = True
            sim.says("Computer holds")
            sim.shot("computer-holds")
        if game.player == 1 and "Computer scores" in sim.screen() and not pick_seen:
            pick_seen = True
            assert game.box_value(1, sim.app.box) < 0  # highlighted, not scored yet
            sim.shot("computer-picks-a-box")
        if game.player == 0:
            break
    assert game.player == 0, steps
    assert pick_seen
    assert game.open_count(1) == 12                    # the computer filled one box
    sim.says("P1 of 2  P2 ", "Player 1's turn")
    # The rest of the game: the person scores top down, SKIP hurries the computer.
    for turn, (dice, key) in enumerate((
            ("2 2 2 4 5", "twos"), ("3 3 3 1 2", "threes"), ("4 4 4 1 2", "fours"),
            ("5 5 5 1 2", "fives"), ("6 6 6 1 2", "sixes"), ("6 6 6 5 5", "three_kind"),
            ("6 6 6 6 5", "four_kind"), ("2 2 3 3 3", "full_house"),
            ("1 2 3 4 6", "small_straight"), ("2 3 4 5 6", "large_straight"),
            ("4 4 4 4 4", "yahtzee"), ("6 6 5 5 4", "chance"))):
        sim.roll(dice).pick(key)
        if game.over:
            break
        sim.press("SKIP")
        sim.wait(200)
        assert game.player == 0 or game.over, "the hurried computer turn did not end"
        sim.wait(HANDOVER_MS)      # the hand-over beat: presses made in it do nothing
    assert holds_seen
    assert sim.state == "end"
    assert game.open_count(0) == 0 and game.open_count(1) == 0
    sim.says("Game over", "P1", "P2")
    sim.shot("computer-game-end")


def test_a_computer_turn_on_the_oled(nvm):
    sim = new_game(Sim(profile="macropad", nvm_path=nvm, dice=ScriptedThenRandom(6)),
                   "painted", 2, seats="0 %d" % NORMAL)
    sim.roll("1b 2r 3p 4g 5y").pick("chance")
    sim.says("P2 CPU 0")
    for _ in range(12):
        _cpu_step(sim)
        if sim.app.scene.cpu_action >= 0:                    # a hold or a box on show
            break
    sim.says("CPU holds" if sim.app.scene.cpu_action & 0x40 else "CPU scores")
    _assert_labels_inside(sim)
    sim.shot("computer-turn-macropad")


def test_the_computer_plays_a_power_game_to_the_end_screen(nvm, monkeypatch):
    import yahtzee_core.plan_power
    real_bot = yahtzee_core.plan_power.new_bot
    screens = []

    def watched_bot(*args):
        screens.append(sim.screen())                   # what shows while it warms up
        return real_bot(*args)

    monkeypatch.setattr(yahtzee_core.plan_power, "new_bot", watched_bot)
    sim = Sim(nvm_path=nvm, dice=ScriptedThenRandom(8))
    new_game(sim, "power", 1, seats="%d" % EXPERT)
    assert len(screens) == 1                           # built as the game loaded (the hint's)
    sim.says("P1 CPU Expert")
    sim.wait(3 * CPU_STEP_MS)
    assert sim.game.rolls >= 1                         # it plays by itself
    sim.press("SKIP")                                  # no person to wait for: to the end
    for _ in range(1500):
        sim.tick()
        if sim.state == "end":
            break
    assert sim.state == "end"
    game = sim.game
    assert game.over and game.open_count(0) == 0
    assert game.total(0) > 300
    assert len(screens) == 1                           # built once, kept
    sim.says("Game over", "Score %d" % game.total(0))
    assert "high score" not in sim.screen()            # the computer's solo score is not listed
    assert highscores.top(sim.app.saves.scores, 2) == []
    sim.shot("computer-power-end")


def test_a_computer_seat_of_another_level_says_thinking_while_its_bot_is_built(nvm,
                                                                              monkeypatch):
    import yahtzee_core.plan_power
    real_bot = yahtzee_core.plan_power.new_bot
    built = []

    def watched_bot(mode, level, data_dir):
        built.append((level, sim.screen()))
        return real_bot(mode, level, data_dir)

    monkeypatch.setattr(yahtzee_core.plan_power, "new_bot", watched_bot)
    sim = Sim(nvm_path=nvm, dice=ScriptedThenRandom(8))
    new_game(sim, "power", 1, seats="%d" % EASY)
    assert [level for level, _ in built] == [EXPERT - 1]     # the hint's, as the game loads
    sim.wait(3 * CPU_STEP_MS)
    assert [level for level, _ in built] == [EXPERT - 1, EASY - 1]
    assert "Thinking..." in built[1][1]


def test_a_bot_that_does_not_fit_the_heap_makes_room_by_dropping_the_others(monkeypatch):
    import yahtzee_core.plan_power
    real_bot = yahtzee_core.plan_power.new_bot
    calls = []

    def tight_bot(mode, level, data_dir):
        calls.append((mode.index, level))
        if len(calls) == 1:
            raise MemoryError
        return real_bot(mode, level, data_dir)

    sim = new_game(Sim(), "power")                   # the hint's Expert is built as it loads
    sim.app.scene.computers.bots[2 * 4 + 0] = "another POWER bot"
    monkeypatch.setattr(yahtzee_core.plan_power, "new_bot", tight_bot)
    bot = play_computer.bot_for(sim.app, 2, 1)
    assert calls == [(2, 1), (2, 1)] and bot.level == 1
    bots = sim.app.scene.computers.bots
    assert bots[2 * 4 + 0] is None and bots[2 * 4 + 2] is None and bots[2 * 4 + 1] is bot


def test_a_computer_seat_without_the_memory_for_its_bot_goes_to_a_person(nvm, monkeypatch):
    import yahtzee_core.plan_classic

    def no_room(*args):
        raise MemoryError

    monkeypatch.setattr(yahtzee_core.plan_classic, "new_bot", no_room)
    sim = new_game(Sim(nvm_path=nvm), "classic", 2, seats="0 %d" % EASY)
    sim.says("Roll the dice")                         # nothing said of it as the game loads
    sim.press("HINT")
    sim.says("No memory for the CPU")                 # no hint, no crash
    sim.roll("1 1 1 2 3").pick("aces")
    sim.wait(2 * CPU_STEP_MS)
    sim.says("No memory for the CPU", "2 of 2  P1 ")
    assert sim.game.seats[1] == HUMAN and sim.app.human[1] == 1
    sim.roll("2 2 2 4 5").pick("twos")                # the person plays P2's turn
    assert sim.game.player == 0


def test_pause_in_a_computer_turn_and_resume_after_a_reset(nvm):
    sim = new_game(Sim(nvm_path=nvm, dice=ScriptedThenRandom(2)), "classic", 2,
                   seats="0 %d" % NORMAL)
    sim.roll("6 6 6 2 2").pick("full_house")          # end of turn: saved, P2's turn next
    sim.press("MENU")
    assert sim.state == "pause"                        # MENU still pauses a computer's turn
    sim.wait(5 * CPU_STEP_MS)
    assert sim.game.rolls == 0                         # and nothing plays under the menu
    # A reset: a new App on the same NVM (and sleep memory) resumes with P2 still
    # the computer.
    again = Sim(nvm_path=nvm, dice=ScriptedThenRandom(4))
    again.press("ENTER")                               # Resume game: the cursor is on it
    assert again.state == "play"
    assert list(again.game.seats[:2]) == [HUMAN, NORMAL] and list(again.app.human[:2]) == [1, 0]
    again.says("P2 CPU  P1 ")                       # its total beside
    again.press("SKIP").wait(400)
    assert again.game.player == 0 and again.game.open_count(1) == 12
    again.says("P1 of 2  P2 ", "25 pts")


def test_hint_suggests_the_keep_and_the_box(nvm):
    sim = new_game(Sim(nvm_path=nvm), "classic")
    game = sim.game
    sim.press("HINT")
    sim.says("Roll, expect 2", " final")              # the expected final score, 2xx
    sim.roll("6 6 6 6 2")
    sim.press("HINT")
    # Four sixes with YAHTZEE open: keep the sixes, roll the 2.
    text = [t for t in sim.texts() if t.startswith("Keep")]
    assert text and text[0].startswith("Keep 6 6 6 6: "), sim.screen()
    assert text[0].endswith(" final"), sim.screen()
    marks = sim.app.scene.view.hint_row               # a bar over each die to keep
    assert [marks[i] for i in range(5)] == [1, 1, 1, 1, 0]
    assert game.held == 0                              # a hint suggests; it holds nothing
    colours = set()
    for _ in range(40):                                # 800 ms: the hint's LEDs blink
        sim.tick()
        colours.add(sim.hw.pixels.colours[0])
    assert colours == {(0, 200, 255), (0, 0, 0)}
    assert sim.hw.pixels.colours[4] == (2, 2, 3)       # the die to roll stays dim
    while sim.hw.pixels.colours[0] == (0, 0, 0):
        sim.tick()
    sim.shot("hint-keep")
    sim.press("HOLD1")                                 # the next action ends the hint
    assert [marks[i] for i in range(5)] == [0] * 5
    assert "Keep" not in sim.screen()
    assert sim.hw.pixels.colours[0] == (255, 190, 40) and sim.hw.pixels.colours[1] == (2, 2, 3)
    sim.press("HOLD2 HOLD3 HOLD4")
    sim.roll("6 6 6 6 6")
    sim.press("UP*3", "HINT")                          # a YAHTZEE: score it
    assert sim.app.box == game.mode.box_index("yahtzee")
    sim.says("Score YAHTZEE, ", " final")
    sim.shot("hint-box")
    sim.press("ENTER")
    sim.says("50 pts")


@pytest.mark.parametrize("profile", ["macropad", "clue"])
def test_hint_fits_the_small_and_the_big_screens(profile, nvm):
    sim = new_game(Sim(profile=profile, nvm_path=nvm), "power")
    sim.roll("5 5 5 1 2 3").press("HINT")
    assert sim.app.scene.hint_mask & 0b111 == 0b111, sim.screen()    # the fives
    assert "555" in sim.screen() or "5 5 5" in sim.screen()
    _assert_labels_inside(sim)
    sim.shot("hint-" + profile)


def test_the_apps_copies_of_a_bot_actions_encoding_are_the_bots():
    # play_computer and hints read a bot's action without importing yahtzee_core.bot (one module
    # less in the heap when a computer player is built): their constants must match it.
    from yahtzee_app import hints, play_computer
    from yahtzee_core import bot
    assert play_computer._HOLD_AND_ROLL == hints._HOLD_AND_ROLL == bot.HOLD_AND_ROLL
    assert play_computer._HOLD_MASK == hints._HOLD_MASK == bot.HOLD_MASK
    from yahtzee_app import computers
    assert (computers._EXPERT, computers._PERFECT) == (bot.EXPERT, bot.PERFECT)


def test_the_hints_computer_player_is_built_as_the_game_loads(nvm):
    # built at the first hint instead, its arrays would have to find room in a heap play
    # has cut into pieces (tools/measure/budget.py: a POWER game needs 2 KB more so)
    for mode in ("classic", "power"):
        sim = new_game(Sim(nvm_path=nvm), mode)
        computers = sim.app.scene.computers
        index = sim.game.mode.index
        assert computers.built(index, computers.hint_level(index))
        sim.press("MENU", "UP", "ENTER")            # Quit to title, the last item


def test_the_play_rooms_private_copies_of_their_codes_agree():
    # play's Turn's tumbling and cpu_action codes, a card row's total flag and the seat
    # code of a person are private consts in each module that reads them (a public name costs a board's string pool a
    # name): they must be the same numbers.
    from yahtzee_app import cards, play, play_computer, play_tumble, play_turn, play_view
    from yahtzee_core import modes
    assert play._SHAKEN == play_turn._SHAKEN == play_tumble._SHAKEN
    assert play._ROLLED == play_tumble._ROLLED != play._SHAKEN
    assert play._NO_ACTION == play_computer._NO_ACTION
    assert cards._CARD_TOTAL == play_view._CARD_TOTAL == modes._CARD_TOTAL
    from yahtzee_app import menus
    assert menus._PERSON == play_computer._PERSON == HUMAN      # a seat code: a person
