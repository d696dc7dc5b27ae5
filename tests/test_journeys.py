"""A player's journeys (issue 17), played on each board's own buttons with the
game's real timings (tests/support/journeys.py: tools/sim/physical.py over the real app, on
the virtual clock): full solo games of each mode to the high scores, a 4-seat
game with two computers, hints, a POWER Double taken back with UNDO, save / quit /
resume, a reset and a power cut mid-turn, the end screen and the final cards; and
the play test's other journeys (issue 17's findings): the roll button mashed in a
computer's turn, the turn after a YAHTZEE, the CLUE's seat screen read as a menu,
choose mashed at Game over, two bonuses at once, every total late in a 4-seat game,
a four-digit POWER score in the high scores, the Settings screen.

Each fails if it gets stuck (an expected screen or text does not come within
journeys.LIMIT_MS of play), or if any screen on the way shows a text cut off,
running off the screen or crowding another, or names a button the board lacks.
Screenshots of the key screens: artifacts/screenshots/journeys/.
"""

import pytest

from journeys import Journey
from yahtzee_core import highscores  # noqa: E402

MAIN = ("pybadge", "clue", "macropad")
EVERY = MAIN + ("pygamer", "diy")
MODES = ("Classic", "Painted", "POWER")
# Every mode on the three main boards; Classic on the PyGamer (the PyBadge's screen, a
# stick for the d-pad) and the DIY board, to keep the file's cost low.
SOLO = [(board, mode) for board in MAIN for mode in MODES] + \
    [("pygamer", "Classic"), ("diy", "Classic")]
FOUR_SEATS = [(board, mode) for board in MAIN for mode in ("Classic", "POWER")] + \
    [("pygamer", "Classic"), ("diy", "Classic")]

# What differs from board to board, as that board's player does it.
# The seat screen (its cursor on Start): P2 and P4 to CPU Normal.
TWO_COMPUTERS = {
    "pybadge": "press Up\npress Right Right\npress Up Up\npress Right Right\n"
               "press Down Down Down",
    "clue": "press A A\npress B B\npress A A\npress B B\npress A",
    "macropad": "press key2 key2\npress key4 key4",
    "diy": "press HOLD2 HOLD2\npress HOLD4 HOLD4",
}
# The initials B, C, A: the next letter, on to the next, two letters on, take the third.
INITIALS_BCA = {
    "pybadge": "press Up\npress Right\npress Up Up\npress Right\npress Start",
    "clue": "press A\npress B\npress A A\npress B\npress B",
    "macropad": "press cw\npress knob\npress cw cw\npress knob\npress knob",
    "diy": "press RIGHT\npress ENTER\npress RIGHT RIGHT\npress ENTER\npress ENTER",
}
# The end screen: P1's final card, scrolled, then P2's, then back to the end screen.
FINAL_CARDS = {
    "pybadge": "press Right\nexpect screen review\nexpect text \"P1's card\"\ndown 4\n"
               "press Right\nexpect text \"P2's card\"\npress Start",
    # the CLUE's A scrolls a card and, at its end, goes on to the next player's
    "clue": "press A\nexpect screen review\nexpect text \"P1's card\"\n"
            "press A until \"P2's card\"\npress B",
    "macropad": "press key1\nexpect screen review\nexpect text \"P1's card\"\ndown 4\n"
                "press knob\nexpect screen end\npress key2\nexpect text \"P2's card\"\npress knob",
    "diy": "press HOLD1\nexpect screen review\nexpect text \"P1's card\"\ndown 4\n"
           "press ENTER\nexpect screen end\npress HOLD2\nexpect text \"P2's card\"\npress ENTER",
}
# A POWER Double's first box taken back.
UNDO = {
    "pybadge": "menu\npick 'Undo the 1st box'",
    "clue": "menu\npick 'Undo the 1st box'",
    "macropad": "undo",
    "diy": "menu\npick 'Undo the 1st box'",
}
# A hint asked for in a person's turn.
HINT = {"pybadge": "hint", "clue": "menu\npick 'Ask for a hint'", "macropad": "hint",
        "diy": "hint"}
# The seat screen: P2 to CPU Normal, in a game of two.
ONE_COMPUTER = {
    "pybadge": "press Up\npress Right Right\npress Down",
    "clue": "press A A\npress B B\npress A",
    "macropad": "press key2 key2",
    "diy": "press HOLD2 HOLD2",
}
for table in (ONE_COMPUTER, TWO_COMPUTERS, INITIALS_BCA, FINAL_CARDS, UNDO, HINT):
    table["pygamer"] = table["pybadge"]

# From the title to the seat screen of a new game ({mode}, {players} players).
TO_THE_SEATS = """
    pick 'New game'
    pick '{mode}'
    pick '{players} players'
    expect screen seats
"""

NEW_SOLO_GAME = """
    expect screen title
    pick 'New game'
    expect screen mode
    pick '{mode}'
    expect screen players
    pick '1 player'
    expect screen seats
    expect text 'P1: Human'
    pick 'Start'
    expect screen play
    expect text 'Roll the dice'
"""


def to_the_high_scores(board):
    """From Game over, a new high score: the initials BCA entered, on to the table."""
    return """
        expect screen end
        wait 700                               # the end screens' guard: a mashed press waits
        choose
        expect screen initials
        wait 700
    """ + INITIALS_BCA[board] + """
        expect screen scores
        expect listed BCA
    """


@pytest.fixture(autouse=True)
def _collector_back():
    yield
    Journey.release()


def journey(board, nvm, name, *scripts, seed=1, **fill):
    run = Journey(board, nvm, seed=seed, name=name)
    fill.setdefault("mode", "Classic")
    fill.setdefault("players", 2)
    script = "\n".join(scripts).format(**fill)
    return run.run(script)


@pytest.mark.parametrize("board, mode", SOLO)
def test_a_solo_game_of_each_mode_to_the_new_high_score(board, mode, nvm):
    journey(board, nvm, "solo-" + mode.lower(), NEW_SOLO_GAME.replace("{mode}", mode), """
        shot play
        roll
        expect rolls left 2
        play to the end
        expect screen end
        expect text 'Game over'
        shot end
        wait 700                               # the end screens' guard: a mashed press waits
        choose
        expect screen initials
        shot initials
        wait 700
    """, INITIALS_BCA[board], """
        expect screen scores
        expect text '{mode}'
        expect listed BCA
        shot scores
    """, mode=mode)


@pytest.mark.parametrize("board", MAIN)
def test_a_power_score_of_four_digits_stands_apart_from_its_initials(board, nvm):
    journey(board, nvm, "power-1000", NEW_SOLO_GAME.replace("{mode}", "POWER"), """
        play to the end rolling '6 6 6 6 6 3'  # a YAHTZEE of sixes, x3, every turn
    """, to_the_high_scores(board), """
        shot scores
    """)


@pytest.mark.parametrize("board, mode", FOUR_SEATS)
def test_a_four_seat_game_with_two_computers_to_the_final_cards(board, mode, nvm):
    journey(board, nvm, "four-seats-" + mode.lower(), TO_THE_SEATS, TWO_COMPUTERS[board], """
        expect text 'P2: CPU Normal'
        expect text 'P3: Human'
        expect text 'P4: CPU Normal'
        shot seats
        pick 'Start'
        expect screen play
        expect text 'Roll the dice'
        roll
        expect rolls left 2
        score
        expect text 'Computer'
        shot computer
        expect text "Player 3's turn"
        expect filled 0
        wait 700                               # the hand-over beat: presses in it do nothing
        roll
        expect rolls left 2
        score
        play to the end
        expect screen end
        expect text 'wins'
        shot end
    """, FINAL_CARDS[board], """
        expect screen end
        wait 700
        choose
        expect screen scores
    """, mode=mode, players=4)


@pytest.mark.parametrize("board", MAIN)
def test_the_roll_button_pressed_in_a_computers_turn_leaves_the_next_turn_whole(board, nvm):
    journey(board, nvm, "hurry", TO_THE_SEATS, ONE_COMPUTER[board], """
        expect text 'P2: CPU Normal'
        pick 'Start'
        expect screen play
        roll
        score
        expect turn P2
        mash roll                              # the roll button, to hurry the computer
        expect turn P1
        wait 1000
        expect rolls left 3                    # P1's turn starts with every roll
        shot next-turn
    """)


@pytest.mark.parametrize("board", MAIN)
def test_the_next_players_turn_says_whose_turn_not_the_last_roll(board, nvm):
    journey(board, nvm, "next-player", TO_THE_SEATS, """
        pick 'Start'
        expect screen play
        dice '6 6 6 6 6'
        roll
        expect text 'YAHTZEE!'
        down 11
        score                                  # in the YAHTZEE box: 50
        expect turn P2
        expect text "Player 2's turn"
        expect no text 'YAHTZEE!'
        shot next-player
    """)


def test_the_clues_seat_screen_reads_as_every_menu_does():
    """A moves down the menu's lines and B chooses, as the Controls screen says."""
    journey("clue", "", "seats-by-menu", TO_THE_SEATS, """
        pick 'P2'                              # A down to P2, B changes it: CPU Easy
        pick 'P2'                              # and again: CPU Normal
        expect text 'P2: CPU Normal'
        pick 'Start'
        expect screen play
    """)


@pytest.mark.parametrize("board", MAIN)
def test_mashing_choose_at_game_over_never_starts_a_new_game(board, nvm):
    journey(board, nvm, "mash-end", NEW_SOLO_GAME, """
        play to the end
        expect screen end
        mash choose
        expect no screen title
        expect no screen mode
        expect no screen players
        expect no screen seats
        expect no screen play
    """)


# The button that opens the final cards, and the one that takes (a letter) and goes back.
CARDS = {"pybadge": "Right", "clue": "A", "macropad": "key1"}
TAKE = {"pybadge": "Start", "clue": "B", "macropad": "knob press"}
# The footer of the final cards, where there is one.
BACK = {"pybadge": "Start back", "clue": "B: back", "macropad": "knob press: back"}
# Every button of each board, for the mash at a game's end (the knob turned as well).
EVERY_BUTTON = {
    "pybadge": ("Start", "B", "A", "Select", "Right", "Left", "Down", "Up"),
    "clue": ("B", "A"),
    "macropad": ("knob", "key8", "cw", "ccw", "key10", "key1", "key7", "key9", "key11",
                 "key12"),
}
# The last box scored, and the button that goes on from Game over mashed from then on
# (the CLUE scores with A and B at once, twice); what the end screen says of that button.
LAST_SCORE = {"pybadge": "mash Start for 10000", "clue": "score\nmash B for 10000",
              "macropad": "mash knob for 10000"}
GO_ON = {"pybadge": "Start: your initials", "clue": "B: your initials", "macropad": "knob press: initials"}


@pytest.mark.parametrize("board", MAIN)
def test_any_one_button_mashed_or_held_after_the_last_score_never_starts_a_game(board, nvm):
    # issue 29, 3: mashed from the press that scores the last box, each of the board's
    # buttons in turn for ten seconds, then each held ten seconds
    steps = ["play until P1 has filled 12", "roll", LAST_SCORE[board]]
    steps += ["mash %s for 10000" % button for button in EVERY_BUTTON[board]]
    steps += ["hold %s for 10000" % button for button in EVERY_BUTTON[board]]
    run = journey(board, nvm, "mash-after-the-end", NEW_SOLO_GAME, "\n".join(steps))
    assert run.app.game.over and not highscores.top(run.app.saves.scores, 0), \
        "a score was recorded under initials nobody chose"


@pytest.mark.parametrize("board", MAIN)
def test_back_at_game_over_keeps_the_high_score_for_the_initials(board, nvm):
    # issue 29, 1 and 7: Back at "Game over" does nothing (it used to record the score
    # under AAA and leave); the screen names the button that goes on, the final cards the
    # way back, the initials the way to the next letter; Back from the initials' first
    # letter is a step back to Game over, the score still to enter
    journey(board, nvm, "back-at-the-end", NEW_SOLO_GAME, """
        play to the end
        expect screen end
        expect text '{on}'
        wait 1000
        back
        wait 700
        expect screen end
        shot end
        press {cards}
        expect screen review
        expect text '{back}'
        back
        expect screen end
        wait 700
        choose
        expect screen initials
        expect text '{take}: next'
        wait 700
        back
        wait 700
        expect screen end
        expect text 'New high score #1!'
        choose
        expect screen initials
        wait 700
    """, INITIALS_BCA[board], """
        expect screen scores
        expect listed BCA
    """, on=GO_ON[board], cards=CARDS[board], take=TAKE[board],
       back=BACK[board])


@pytest.mark.parametrize("board", MAIN)
def test_a_joker_that_reaches_the_upper_bonus_says_both_bonuses(board, nvm):
    journey(board, nvm, "two-bonuses", NEW_SOLO_GAME, """
        dice '6 6 6 6 6'
        roll
        box yahtzee
        score                                  # 50
        dice '1 1 1 2 3'
        roll
        box aces
        score                                  # 3
        dice '2 2 2 3 4'
        roll
        box twos
        score                                  # 6
        dice '3 3 3 1 2'
        roll
        box threes
        score                                  # 9
        dice '4 4 4 1 2'
        roll
        box fours
        score                                  # 12
        dice '6 6 6 1 2'
        roll
        box sixes
        score                                  # 18: the upper section 48 of 63
        dice '5 5 5 5 5'
        roll                                   # a YAHTZEE again: the Joker, forced to Fives
        box fives
        score                                  # 25: the upper bonus, and the bonus YAHTZEE
        expect text 'YAHTZEE+100 Up'           # the bonus YAHTZEE and the upper bonus,
        expect text '+35'                      # both said by name
        shot bonuses
    """)


@pytest.mark.parametrize("board", MAIN)
def test_every_players_total_is_in_the_pause_menu_late_in_a_four_seat_game(board, nvm):
    journey(board, nvm, "standings", TO_THE_SEATS, TWO_COMPUTERS[board], """
        pick 'Start'
        expect screen play
        play until P1 has filled 9             # the computers' totals in three digits
        wait 700
        menu
        expect screen pause
        expect standings
        shot pause
    """, players=4)


@pytest.mark.parametrize("board", MAIN + ("diy",))
def test_hints_asked_before_and_after_a_roll_are_shown(board, nvm):
    journey(board, nvm, "hints", NEW_SOLO_GAME, HINT[board], """
        expect screen play
        expect hint
        shot before-roll
        roll
        expect rolls left 2
    """, HINT[board], """
        expect screen play
        expect hint
        shot after-roll
        score
        expect filled 1
    """)


@pytest.mark.parametrize("board", EVERY)
def test_a_power_double_with_its_first_box_taken_back(board, nvm):
    journey(board, nvm, "double", NEW_SOLO_GAME.replace("{mode}", "POWER"), """
        dice '3 3 3 5 5 D'
        roll
        down 2
        score                                  # Threes first
        expect screen double_pick
        expect text 'pick box 2'
        expect filled 1
        shot first-box
    """, UNDO[board], """
        expect screen play
        expect text 'Undone'
        expect filled 0
        expect open Threes
        shot undone
        down 2
        score                                  # Fives first, this time
        expect screen double_pick
        score                                  # and the second box
        expect screen play
        expect filled 2
        expect open Threes
        shot scored
    """)


@pytest.mark.parametrize("board", MAIN)
def test_save_quit_and_resume_from_the_title_goes_on_where_it_was(board, nvm):
    journey(board, nvm, "resume", NEW_SOLO_GAME, """
        turns 1
        roll
        expect rolls left 2
        menu
        expect screen pause
        pick 'Save game'
        expect text 'Game saved'
        menu
        pick 'Quit to title'
        expect screen title
        expect text 'Resume game'
        shot title
        pick 'Resume game'
        expect screen play
        expect filled 1
        expect rolls left 2
        shot resumed
        score
        expect no text 'Joker: not this box'
        expect filled 2
        expect text 'Roll the dice'
    """)


@pytest.mark.parametrize("board", MAIN)
def test_a_reset_and_a_power_cut_mid_turn_then_resume(board, nvm):
    journey(board, nvm, "power-cut", NEW_SOLO_GAME, """
        turns 2
        roll
        expect rolls left 2
        reset                                  # sleep memory kept: nothing lost
        expect screen title
        pick 'Resume game'
        expect screen play
        expect filled 2
        expect rolls left 2
        score
        turns 5
        roll
        power cut                              # the NVM kept, sleep memory lost
        expect screen title
        expect text 'Resume game'
        expect text 'filled'                   # said, not silent: back to 5 boxes filled
        pick 'Resume game'
        expect screen play
        shot resumed
        play to the end
        expect screen end
    """)


@pytest.mark.parametrize("board", MAIN)
def test_the_settings_changed_and_left_on_the_boards_buttons(board, nvm):
    # the row's short name where the long one does not fit ("Off" on the CLUE's 240x240)
    handheld = "Handheld" if board == "clue" else "Handheld rules"
    journey(board, nvm, "settings", """
        expect screen title
        pick 'Settings'
        expect screen settings
        shot settings
        pick 'Handheld'
        expect text 'Handheld rules: On'
        pick 'Handheld'
        expect text '{handheld}: Off'
        pick 'Back'
        expect screen title
    """, handheld=handheld)


def test_the_button_words_are_each_boards_own():
    from journeys import HAS_BUTTON, Journey
    assert HAS_BUTTON["clue"] == {"a", "b"}
    assert {"start", "select", "right", "up", "down", "a", "b"} <= HAS_BUTTON["pybadge"]
    assert "enter" not in HAS_BUTTON["pybadge"] and "menu" not in HAS_BUTTON["pybadge"]
    assert {"key 12", "knob"} <= HAS_BUTTON["macropad"] and "right" not in HAS_BUTTON["macropad"]
    assert {"enter", "menu", "roll", "hold1"} <= HAS_BUTTON["diy"]
    named = Journey.named_buttons
    assert named("Right: cards") == ["Right"] and named("Up/Down, then Enter") == [
        "Up", "Down", "Enter"]
    assert named("Menu, Undo: back Threes") == ["Menu"]
    assert named("hold A + tap B") == ["A", "B"]
    assert named("Upper 12/63") == [] and named("Aces: Add only the 1s") == []
    assert named("1. BCA   40") == [] and named("Keep 6 6: 254") == []


def test_a_journey_that_never_reaches_its_screen_is_stuck(nvm):
    from journeys import Stuck
    with pytest.raises(Stuck, match="no screen scores"):
        Journey("pybadge", nvm, name="stuck").run("expect screen scores")


@pytest.mark.parametrize("board, clear", [("clue", 2), ("pybadge", 2), ("macropad", 1)])
def test_the_text_check_fails_a_line_whose_ink_touches_the_screens_edge(board, clear):
    # issue 29, 6: the CLUE's bottom line, its descenders 1 px from the edge, read as cut
    # by it; the check saw only a text off the screen. A TFT's text keeps its ink 2 px
    # clear of each edge (a bezel hides the last rows), the OLED's 1 px.
    run = Journey(board, name="edge")
    run.run("expect screen title")
    footer = run.app.scene.footer
    footer.set("Every card is full")          # descenders: the cell's last row is inked
    footer.show(True)
    height = run.hw.display.height
    cell = run.app.glyphs.height * footer.scale
    for below, flagged in ((clear, True), (clear + 1, False)):
        footer.move(footer.x, height - cell - below + 1)     # ink `below` - 1 px clear
        found = [p for p in run.problems() if "edge" in p]
        assert bool(found) == flagged, (below, found)
    footer.move(footer.x, 0)                  # and the top edge: a grave's first row inked
    footer.set("`HIGH`")
    assert any("edge" in p for p in run.problems())


@pytest.mark.parametrize("board", MAIN)
def test_a_computers_power_score_said_in_the_persons_turn_names_the_computer(board, nvm):
    # issue 29, 4: the computer's "Scored 150 (x3)" showed under the person's header as
    # their turn began, and read as theirs: a message belongs to the turn that made it
    run = journey(board, nvm, "said-whose", TO_THE_SEATS, ONE_COMPUTER[board], """
        pick 'Start'
        expect screen play
        dice '1 2 3 4 6 1'
        roll
        score
        dice '6 6 6 6 6 3'
        expect turn P2
    """, mode="POWER", players=2)
    game = run.app.game
    for _ in range(1000):                  # the computer's turn, frame by frame, to P1's
        run.frame()
        if game.player == 0:
            break
    assert game.player == 0 and game.total(1) >= 150, run.text()
    said = [line for line in run.lines() if "x3" in line]
    assert said and all(line.startswith("P2") for line in said), run.text()
    run.shot("next-turn")


# A press made right after scoring, as a thumb does: the CLUE's way to score again (A+B),
# elsewhere the roll key, down a while (it hurries the computer on its release).
SCORE_AGAIN = {"pybadge": ("B",), "clue": ("A", "B"), "macropad": ("key8",)}


@pytest.mark.parametrize("board", MAIN)
def test_a_score_pressed_again_in_the_computers_turn_never_says_roll_the_dice(board, nvm):
    # issue 29, 5: the CLUE's A+B pressed again right after scoring showed "Roll the
    # dice" under the computer's header
    run = journey(board, nvm, "score-again", TO_THE_SEATS, ONE_COMPUTER[board], """
        pick 'Start'
        expect screen play
        roll
        score
    """, mode="Classic", players=2)
    game = run.app.game
    seen = []
    for frame in range(400):               # the computer's turn, frame by frame
        if frame in (0, 15):
            for button in SCORE_AGAIN[board]:
                (run.physical.press if frame == 0 else run.physical.release)(button, run.now)
        run.frame()
        if game.player == 0:
            break
        seen.append(run.text())
    wrong = [text for text in seen if "Roll the dice" in text]
    assert seen and not wrong, wrong[:1]


def test_the_clues_final_cards_turn_a_page_a_press(nvm):
    # issue 29, 8: a 2-player Painted game's two final cards took about 56 presses of A,
    # a line each; a page each, the last line kept in sight, they take a handful
    run = journey("clue", nvm, "card-pages", TO_THE_SEATS, """
        pick 'Start'
        expect screen play
        play to the end
        expect screen end
        press A
        expect screen review
        expect text "P1's card"
        press A until "P2's card"
        press A until "P1's card"
        expect screen review
    """, mode="Painted", players=2)
    assert run.pressed <= 8, run.pressed


# Where a game cut off after `turns` turns resumes, with the NVM taking it at its start and
# every 5th turn's end: the boxes filled then (a new game: its start).
def _resumes_at(turns):
    return turns // 5 * 5


@pytest.mark.parametrize("board", MAIN)
def test_a_power_cut_at_every_turn_of_a_game_says_where_it_resumes(board, nvm):
    # issue 29, 2: a cut in the first four turns lost the game without a word, and a
    # later one said "Up to 4 later turns lost" but not which. The power cut mid-turn at
    # every turn of a solo game: the title says where the game goes back to, and it does.
    run = journey(board, nvm, "cut-every-turn", NEW_SOLO_GAME)
    for turn in range(13):
        if turn:
            run.run("play until P1 has filled %d" % turn)
        run.run("roll\npower cut\nexpect screen title")
        back = _resumes_at(turn)
        said = run.text()
        wanted = ("start" if not back else "%d filled" % back)
        assert wanted in said or ("%d boxes filled" % back) in said, (turn, said)
        run.run("pick 'Resume game'\nexpect screen play\nexpect filled %d" % back)


@pytest.mark.parametrize("board", MAIN)
def test_a_power_cut_in_a_games_first_turns_after_a_finished_one_says_so(board, nvm):
    # ... and with an NVM that holds high scores and a finished game
    journey(board, nvm, "cut-after-a-game", NEW_SOLO_GAME, """
        play to the end
    """, to_the_high_scores(board), """
        wait 700
        back
        expect screen title
        wait 700
    """, NEW_SOLO_GAME.replace("expect screen title\n", ""), """
        turns 3
        roll
        power cut
        expect screen title
        expect text 'start'
        pick 'Resume game'
        expect screen play
        expect filled 0
    """)


@pytest.mark.parametrize("board", MAIN)
def test_a_resumed_game_puts_the_scorecard_cursor_back_where_it_was_left(board, nvm):
    # issue 29, 10: Resume put the cursor on the first open box, not where it was left
    run = journey(board, nvm, "resume-cursor", NEW_SOLO_GAME, """
        roll
        down 3
        menu
        pick 'Quit to title'
        expect screen title
        pick 'Resume game'
        expect screen play
    """)
    assert run.app.box == 3, run.text()                 # Fours, as it was left
    run.run("""
        down 2
        roll
        expect rolls left 1
        reset
        expect screen title
        pick 'Resume game'
        expect screen play
        expect rolls left 1
    """)
    assert run.app.box == 5, run.text()                 # Sixes, as the last roll left it


@pytest.mark.parametrize("board", MAIN)
def test_the_choice_boxs_help_reads_whole(board, nvm):
    # issue 29, 9: POWER's Choice help "Best one number: add" read as cut off
    journey(board, nvm, "choice-help", NEW_SOLO_GAME, """
        roll
        down 6
        expect text 'Add the best number'
    """, mode="POWER")
