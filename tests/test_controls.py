"""Each board with its own buttons (tools/sim/physical.py: its profile over the stand-ins,
its own key logic) into the real app: the Controls screen says in words what each
button does in play and in menus, and fits the screen; a whole CLUE game on its two
buttons; random presses on every board (tools/measure/fuzz.py --physical, short)."""

import pytest

import sim_driver  # noqa: F401  (SDL_VIDEODRIVER=dummy, the paths)
from tools.sim import board as sim_board
from tools.sim import screen
from tools.sim.clock import ticks_at
from tools.measure.fuzz import fuzz_physical
from tools.sim.physical import BOARDS, ScriptError, parse_script
from yahtzee_app import events
from yahtzee_app import states as st
from yahtzee_app.app import App
from yahtzee_app.text import Text
from yahtzee_core import ScriptedDice


class Board:
    """A board's Hardware and the app, on a clock of 20 ms frames."""

    def __init__(self, name, screen_size=None, dice=None, uptime_ms=0):
        Text.registry = self.texts = []
        self.hw = sim_board.build(physical=name, nvm_path="", keys="", keyboard=False,
                                  screen=screen_size)
        self.physical = self.hw.physical
        self.dice = dice or ScriptedDice(64)
        self.app = App(self.hw, dice=self.dice)
        self.now = uptime_ms    # ms since power-on; the app reads the board's ticks_at(now)
        self.wait(40)

    def wait(self, ms):
        for _ in range(ms // 20):
            self.app.tick(ticks_at(self.now))
            self.now += 20
        return self

    def press(self, script):
        """Presses as tools/sim/physical.parse_script reads them."""
        for _, (actions, length) in parse_script(script, self.physical.names):
            start = self.now
            for at, name, down in sorted(actions):
                self.wait(start + at - self.now)
                (self.physical.press if down else self.physical.release)(name,
                                                                        ticks_at(self.now))
            self.wait(start + length - self.now)
        return self

    def screen(self):
        return " | ".join(t.strip() for t in screen.texts(self.hw.display.root_group,
                                                          self.app.glyphs))

    def problems(self):
        display = self.hw.display
        return screen.problems(display.root_group, self.app.glyphs, self.texts, display.width,
                               display.height, self.hw.monochrome)


SCREENS = [(name, None) for name in sorted(BOARDS)] + [("diy", "160x128"), ("diy", "240x240")]


@pytest.mark.parametrize("name, size", SCREENS)
def test_the_controls_screen_says_what_each_button_does_and_fits(name, size):
    board = Board(name, size)
    app = board.app
    app.go(st.CONTROLS)
    said = []
    for _ in range(80):                         # scroll to the end, a line at a time
        assert board.problems() == [], board.screen()
        said.append(board.screen())
        app.dispatch(events.DOWN)               # scroll
        board.wait(20)
    text = " ".join(said)
    assert "Controls" in text and board.hw.name in text
    from yahtzee_app import controls
    room = app.scene.room()
    lines = controls.lines(board.hw.controls, room)
    assert all(len(line) <= room for line in lines)
    for line in lines:                          # every line shown, none cut
        assert line.strip() in text, line
    words = " ".join(" ".join(lines).split())
    for row in board.hw.controls:               # every button named...
        assert row[0] in words or row[0].split()[0] in words, row
    # ... with what it does in play and in menus
    assert "roll the dice" in words and "menus: choose" in words
    assert "down the scorecard" in words and "menus: next" in words
    assert "pause: hint, undo" in words


def test_the_clues_controls_name_its_gestures():
    board = Board("clue")
    from yahtzee_app import controls
    lines = " ".join(" ".join(controls.lines(board.hw.controls, 40)).split())
    for words in ("A dice cursor right", "hold A", "hold or free the die",
                  "hold A + tap B", "down the scorecard", "hold A + hold B", "pause",
                  "A + B at once", "once to ask, again to score", "shake",
                  "roll, when the shaking stops", "tumble while it is held"):
        assert words in lines, (words, lines)


def test_a_whole_clue_game_on_its_two_buttons():
    """Classic, solo, on A and B alone: B chooses in the menus; in play B rolls, A
    moves the dice cursor, A held holds, hold A + tap B steps the scorecard, A + B
    twice scores."""
    board = Board("clue")
    board.press("B B B B")                       # New game, Classic, 1 player, Start
    app = board.app
    assert app.state == st.PLAY
    game = app.game
    for turn in range(13):
        for number in (6, 6, 6, 2, 3):
            board.dice.push(number)
        board.press("B:600 wait:500")            # held a little: the dice tumble, then roll
        assert game.rolls == 1, turn
        board.press("A A:700")                   # the dice cursor on, and hold that die
        assert game.is_held(app.scene.die_cursor)
        for _ in range(game.mode.box_count):     # an open box the hand may take
            if game.can_score(app.box):
                break
            board.press("down:A B up:A")
        board.press("A+B A+B wait:300")
        assert game.open_count(0) == 12 - turn, (turn, board.screen())
    assert game.over and app.state == st.END


def test_the_macropads_seat_screen_turns_with_the_knob_and_names_keys_1_4():
    """On the seat screen, as in every menu, a turn of the knob moves the highlight a
    line (clockwise down, round from Start to P1) and a press changes the seat under it;
    the title says which keys set the seats outright, and keys 1-4 do."""
    board = Board("macropad")
    app = board.app
    board.press("knob cw knob cw knob")          # New game, Painted, 2 players
    assert app.state == st.SEATS and app.scene.cursor == 2, board.screen()   # on Start
    assert "Keys 1-2 set seats" in board.screen(), board.screen()
    assert board.problems() == [], board.screen()
    board.press("cw")                            # round to P1
    assert app.scene.cursor == 0, board.screen()
    board.press("knob")                          # P1: the computer, Easy
    assert list(app.seat_choice[:2]) == [1, 0] and "P1: CPU Easy" in board.screen()
    board.press("cw knob knob")                  # P2: down a line, Easy, then Normal
    assert app.scene.cursor == 1 and list(app.seat_choice[:2]) == [1, 2]
    board.press("ccw ccw")                       # back up, round to Start
    assert app.scene.cursor == 2
    board.press("key1 key1 key1")                # key 1: P1 Normal, Expert, a person again
    assert list(app.seat_choice[:2]) == [0, 2] and app.scene.cursor == 2
    board.press("knob")                          # Start
    assert app.state == st.PLAY and list(app.game.seats[:2]) == [0, 2]


def test_the_seat_screen_names_the_seat_keys_where_a_board_has_them():
    for name, size, said in (("diy", None, "HOLD1-3 set seats"),
                             ("diy", "240x240", "HOLD1-3 set seats"),
                             ("macropad", None, "Keys 1-3 set seats")):
        board = Board(name, size)
        app = board.app
        app.choose(app.new_mode, 3)
        app.go(st.SEATS, 3)
        assert said in board.screen(), board.screen()
        assert "P1: Human" in board.screen() and "P3: Human" in board.screen()
        assert board.problems() == [], board.screen()
        if name == "macropad":                   # a solo game: one seat, the question
            app.choose(app.new_mode, 1)
            app.go(st.SEATS, 1)
            assert "Who plays?" in board.screen() and "set seats" not in board.screen()
    for name in ("pybadge", "clue"):             # no such keys: nothing said of them
        board = Board(name)
        board.app.choose(board.app.new_mode, 2)
        board.app.go(st.SEATS, 2)
        assert "set" not in board.screen() and "seats" not in board.screen()


@pytest.mark.parametrize("name", sorted(BOARDS))
def test_random_presses_of_each_boards_own_buttons_break_nothing(name):
    figures = fuzz_physical(250, seed=7, board=name)
    assert figures["problems"] == [] and figures["presses"] == 250
    assert figures["events"] > 250 // 2


def test_scripts_name_the_boards_buttons_with_times():
    assert parse_script("B:700 wait:500 A+B down:A B up:A", ("A", "B")) == [
        ("B:700", ([(0, "B", True), (700, "B", False)], 820)),
        ("wait:500", ([], 500)),
        ("A+B", ([(0, "A", True), (0, "B", True), (100, "A", False), (100, "B", False)], 220)),
        ("down:A", ([(0, "A", True)], 120)),
        ("B", ([(0, "B", True), (100, "B", False)], 220)),
        ("up:A", ([(0, "A", False)], 120)),
    ]
    for bad in ("C", "B:long", "wait:-5", "B*x"):
        with pytest.raises(ScriptError):
            parse_script(bad, ("A", "B"))
