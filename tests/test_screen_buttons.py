"""Every button a screen names is one the board has (issue 17, finding 6): every screen
(title, new game, players, seats, settings, high scores, controls, stats, pause, the
scoreboard, the end, the card review, initials, the confirm dialog, play's help line) on
every board, each with its own buttons (tools/sim/physical.py; the desktop's keyboard too).
And the screens that had a board's words wrong (findings 2, 7, 8): the CLUE's seat screen
on its two buttons, the initials' arrows, and a guard against presses mashed at a game's end.
"""

import re

import pytest

import sim_driver
from test_controls import Board
from yahtzee_app import events as ev
from yahtzee_app import states as st
from yahtzee_app.menu_words import ITEMS
from yahtzee_core import highscores  # noqa: E402

BOARDS = ("pybadge", "pygamer", "clue", "macropad", "diy", "desktop")
_BADGES = {"pybadge", "pygamer"}
# Every word a screen may use for a button, and the boards that have a button so called
# (their manuals: the docstrings of boards/*.py, the desktop's keyboard).
BUTTON_WORDS = {
    "A": _BADGES | {"clue"}, "B": _BADGES | {"clue"},
    "Start": _BADGES, "Select": _BADGES,
    "Up": {"pybadge", "desktop"}, "Down": {"pybadge", "desktop"},
    "Left": {"pybadge", "desktop"}, "Right": {"pybadge", "desktop"},
    "stick": {"pygamer"}, "shake": _BADGES | {"clue"},
    "key": {"macropad"}, "Keys": {"macropad", "desktop"}, "knob": {"macropad"},
    "ROLL": {"diy"}, "HOLD1": {"diy"}, "HOLD2": {"diy"}, "HOLD3": {"diy"}, "HOLD4": {"diy"},
    "HOLD5": {"diy"}, "HOLD6": {"diy"}, "LEFT": {"diy"}, "RIGHT": {"diy"}, "ENTER": {"diy"},
    "MENU": {"diy"},
    "Enter": {"desktop"}, "Esc": {"desktop"}, "Space": {"desktop"}, "X": {"desktop"},
    "P": {"desktop"}, "U": {"desktop"}, "K": {"desktop"}, "S": {"desktop"}, "H": {"desktop"},
}
_WORD = re.compile(r"[A-Za-z]+[0-9]*(?:-[A-Za-z0-9]+)?")


def board_of(name, uptime_ms=0):
    """The app on the board's own buttons (the desktop: its keyboard, 160x128)."""
    if name == "desktop":
        sim = sim_driver.Sim(profile="pybadge")
        sim.screen_text = sim.screen
        return sim
    board = Board(name, uptime_ms=uptime_ms)
    board.screen_text = board.screen
    return board


def button_words(text):
    """The button words in a text ("Up/Down A-Z, Start: next" -> Up, Down, Start)."""
    found = []
    for token in _WORD.findall(text):
        if token != "A-Z":
            found.append(token.split("-")[0])
    return [word for word in found if word in BUTTON_WORDS]


def wrong_words(name, board, where):
    """The button words on screen that the board has not got."""
    out = []
    for text in sim_driver.screen.texts(board.hw.display.root_group, board.app.glyphs):
        text = text.strip()
        if len(text) < 2 or text in ITEMS:       # a die's letter, an initial; a menu item
            continue
        for word in button_words(text):
            if name not in BUTTON_WORDS[word]:
                out.append("%s: %r says %r" % (where, text, word))
    return out


def _scrolled(board, where, name, pages=40):
    """A list screen at every scroll position."""
    app = board.app
    out = []
    for top in range(pages):
        app.scene.scroll = top
        app.render()
        out += wrong_words(name, board, "%s, scrolled %d" % (where, top))
    return out


def finished_game(app, players, seats=None):
    """A game over, every box filled (a POWER solo score of four digits)."""
    game = app.make_game(2, players)
    for seat in range(players):
        game.seats[seat] = (seats or [0] * players)[seat]
    for i in range(len(game.boxes)):
        game.boxes[i] = 60 - i % 7
    game.over = True
    return game


def walk(name):
    """Every screen of the app on board `name`: the wrong button words seen."""
    board = board_of(name)
    app = board.app
    out = []

    def look(state, cursor=0, where=None):
        app.go(state, cursor)
        out.extend(wrong_words(name, board, where or "%s %d" % (state, cursor)))

    for cursor in range(5):
        look(st.TITLE, cursor, "title")
    for state in (st.MODE, st.PLAYERS, st.SETTINGS):
        for cursor in range(len(app.screen.items(app, state))):
            look(state, cursor)
    for players in range(1, 5):
        app.choose(app.new_mode, players)
        for cursor in range(players + 1):
            look(st.SEATS, cursor, "seats of %d" % players)
    for mode in range(3):
        look(st.SCORES, mode, "high scores")
        look(st.STATS, mode, "stats")
    look(st.CONTROLS, 0, "controls")
    out += _scrolled(board, "controls", name)
    # play, its help line on: a person's turn, before and after a roll
    app.settings.help_line = True
    app.start(app.make_game(0, 2))
    out += wrong_words(name, board, "play")
    for number in (3, 3, 3, 5, 5):
        board.dice.push(number)
    app.dispatch(ev.ROLL)
    board.wait(800)
    out += wrong_words(name, board, "play, rolled")
    for cursor in range(6):
        look(st.PAUSE, cursor, "pause")
    look(st.BOARD, 0, "scoreboard")
    look(st.TITLE, 0, "title over a saved game")
    look(st.CONFIRM, 0, "confirm")
    # the end: a solo game with a new high score, its card, its initials; a game of four
    app.start(finished_game(app, 1))
    out += wrong_words(name, board, "end, solo")
    look(st.REVIEW, 0, "card review")
    out += _scrolled(board, "card review", name)
    look(st.INITIALS, 0, "initials")
    app.start(finished_game(app, 4, [0, 1, 0, 3]))
    out += wrong_words(name, board, "end of four")
    for player in range(4):
        look(st.REVIEW, player, "card review of four")
    return out


@pytest.mark.parametrize("name", BOARDS)
def test_no_screen_names_a_button_the_board_has_not_got(name):
    assert walk(name) == []


@pytest.mark.parametrize("name", BOARDS)
def test_the_button_words_table_knows_every_board_label(name):
    """The table above is the boards' own: each label of a board's key table has its
    words there, for that board."""
    board = board_of(name)
    for row in board.hw.controls:
        for word in button_words(row[0]):
            assert name in BUTTON_WORDS[word], (row[0], word)


# -- finding 2: the CLUE's seat screen on its two buttons ---------------------------

def test_clue_seat_screen_a_moves_through_the_seats_and_b_changes_one_or_starts():
    board = Board("clue")
    app = board.app
    board.press("B B A B")                       # New game, Classic, 2 players
    assert app.state == st.SEATS and app.scene.cursor == 2, board.screen()    # on Start
    assert "A: move, B: choose" in board.screen(), board.screen()
    assert board.problems() == []
    board.press("A")                             # round from Start to P1
    assert app.scene.cursor == 0 and list(app.seat_choice[:2]) == [0, 0], board.screen()
    board.press("A B B")                         # P2: the computer, Easy then Normal
    assert app.scene.cursor == 1 and "P2: CPU Normal" in board.screen(), board.screen()
    board.press("A B")                           # down to Start, and play
    assert app.state == st.PLAY and list(app.game.seats[:2]) == [0, 2]


# -- finding 7: the initials, left/right between letters where a board has them ------

def at_the_end(name, wait=1000, uptime_ms=0):
    """The board at a solo POWER game's end, a new high score, `wait` ms after it appeared
    (`uptime_ms` after power-on)."""
    board = board_of(name, uptime_ms)
    app = board.app
    app.go(st.TITLE)
    app.start(finished_game(app, 1))
    assert app.state == st.END and app.scene.place == 0
    board.wait(wait)
    return board


@pytest.mark.parametrize("name, says", [("pybadge", "Up/Down A-Z, Start: next"),
                                         ("pygamer", "Start: next")])   # (the stick's longer)
def test_initials_left_right_move_between_letters_and_up_down_change_one(name, says):
    board = at_the_end(name)
    app = board.app
    board.press("Start wait:700")
    assert app.state == st.INITIALS and bytes(app.saves.scores.last) == b"AAA"
    assert says in board.screen(), board.screen()
    board.press("Right")                         # to the 2nd letter, changing none
    assert app.scene.cursor == 1 and bytes(app.saves.scores.last) == b"AAA"
    board.press("Up Up Right Down Left Left Left")   # Up: the next letter
    assert app.scene.cursor == 0 and bytes(app.saves.scores.last) == b"ACZ"
    board.press("Up Start Start Start")
    assert app.state == st.SCORES and "1. BCZ 1397" in board.screen(), board.screen()


@pytest.mark.parametrize("name, change, take, says", [
    ("clue", "A", "B", "A: letter, B: next"), ("macropad", "cw", "knob", "knob press: next"),
    ("diy", "RIGHT", "ENTER", "LEFT/RIGHT: letter, ENTER: next")])
def test_initials_without_left_and_right_change_the_letter_with_their_arrow(name, change, take,
                                                                          says):
    board = at_the_end(name)
    app = board.app
    board.press(take + " wait:700")
    assert app.state == st.INITIALS and says in board.screen(), board.screen()
    board.press(change + " " + take + " " + change + " " + change)
    assert app.scene.cursor == 1 and bytes(app.saves.scores.last) == b"BCA"


# -- finding 8: a game's end does not vanish under mashed presses --------------------

def test_a_press_just_after_the_end_or_the_initials_appear_does_nothing():
    board = at_the_end("pybadge", 0)
    app = board.app
    board.press("Start")                         # within the guard: nothing
    assert app.state == st.END
    board.wait(600)
    board.press("Start")
    assert app.state == st.INITIALS
    board.press("Up Start")                      # mashed as it appeared: nothing
    assert app.state == st.INITIALS and app.scene.cursor == 0 and bytes(app.saves.scores.last) == b"AAA"
    board.wait(600)
    board.press("Up")                            # up the alphabet
    assert bytes(app.saves.scores.last) == b"BAA"


def test_start_mashed_at_game_over_for_ten_seconds_leaves_it_never():
    """Start mashed five times a second from "Game over", for ten seconds: every press
    comes within the guard of the one before, so the end screen stays, and nothing is
    recorded under initials nobody chose; a deliberate press after goes on."""
    board = at_the_end("pybadge", 0)
    app = board.app
    for _ in range(70):
        board.press("Start:60 wait:80")
        assert app.state == st.END, sim_driver.STATE_NAMES[app.state]
    assert bytes(app.saves.scores.last) == b"AAA" and not highscores.top(app.saves.scores, 0)
    board.wait(600)
    board.press("Start")
    assert app.state == st.INITIALS


def test_clue_card_review_a_scrolls_the_card_then_goes_on_to_the_next_players():
    board = board_of("clue")
    app = board.app
    app.go(st.TITLE)
    app.start(finished_game(app, 2, [0, 3]))
    board.press("A")                             # the end: A opens the final cards
    assert app.state == st.REVIEW and app.scene.cursor == 0
    assert "A: scroll, B: back" in board.screen(), board.screen()
    for _ in range(40):                          # A scrolls P1's card to its end...
        if app.scene.at_end:
            break
        top = app.scene.scroll
        page = app.scene.rows_shown()
        board.press("A")                         # a page on, its last line kept in sight
        assert top < app.scene.scroll <= top + page - 1 and app.scene.cursor == 0
    assert app.scene.at_end and "Total score" in board.screen(), board.screen()
    board.press("A")                             # ... and then goes on to P2's
    assert app.scene.cursor == 1 and app.scene.scroll == 0 and "P2's card" in board.screen()
    board.press("B")
    assert app.state == st.END


def test_macropad_card_review_keys_1_4_pick_a_players_card():
    board = board_of("macropad")
    app = board.app
    app.go(st.TITLE)
    app.start(finished_game(app, 3, [0, 3, 0]))
    board.press("key1")
    assert app.state == st.REVIEW and app.scene.cursor == 0
    board.press("key3")
    assert app.state == st.REVIEW and app.scene.cursor == 2 and "P3's card" in board.screen()


def test_the_macropads_four_seat_standings_keep_their_players_at_four_digit_totals():
    # issue 29, 9: the OLED's help line held the four totals and, past 999, no names
    board = board_of("macropad")
    app = board.app
    app.go(st.TITLE)
    game = finished_game(app, 4)
    game.over = False
    count = game.mode.box_count
    for p in range(4):                           # everyone's Aces still open
        game.boxes[p * count] = 0xFF                # (yahtzee_core.game.EMPTY)
    app.start(game)
    assert app.state == st.PLAY and min(game.total(p) for p in range(4)) >= 1000
    text = board.screen()
    for p in range(1, 4):                        # the others' totals, each by its player
        assert re.search(r"(P|\b)%d[: ]%d\b" % (p + 1, game.total(p)), text), text
    assert str(game.total(0)) in text            # and the player's own, in the header


def test_the_screens_spell_color_as_the_manual_does():
    # issue 29, 9: Painted said "4 of a Color" (the manual's word) and "4 one colour: add
    # all" on one line; every word the screens show says "color"
    import ast
    from pathlib import Path
    root = Path(__file__).resolve().parent.parent
    files = sorted((root / "lib" / "yahtzee_app").glob("*.py")) + \
        [root / "yahtzee_core" / name for name in ("boxes_painted.py", "refusals.py")]
    found = []
    for path in files:
        tree = ast.parse(path.read_text())
        docs = {id(node.body[0].value) for node in ast.walk(tree)
                if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef)) and node.body
                and isinstance(node.body[0], ast.Expr)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and \
                    id(node) not in docs and "colour" in node.value.lower() and \
                    not node.value.startswith("yahtzee_app."):
                found.append("%s: %r" % (path.name, node.value))
    assert not found, found
