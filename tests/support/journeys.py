"""A player's journeys on a board's own buttons: a small script language over
tools/sim/physical.py, the board's profile over the CircuitPython stand-ins and
the real app, on the virtual clock of 20 ms frames (the game's own pacing,
no real sleeps).

    journey = Journey("clue", nvm_path)
    journey.run('''
        expect screen title
        press B                    # the board's own buttons (tools/sim/physical.parse_script)
        hold A 700                 # a button held 700 ms
        choose                     # an action, in this board's buttons (ACTIONS)
        mash roll                  # the roll button three times, as fast as a thumb goes
        mash choose                # the choose button eight times
        wait 500
        expect screen play         # within LIMIT_MS of frames, or the journey is stuck
        expect text 'Rolls left: 3'
        expect no text 'YAHTZEE!'  # now
        pick 'Save game'           # in a menu: the next action until that line, then choose
        dice '3 3 3 5 5 D'         # the next roll's dice (transcript notation), then random
        expect hint                # the info line shows a hint
        expect rolls left 2        # the game's, and the screen says so (long or short)
        expect turn P2             # within 30 s: that player's turn has begun
        expect filled 2            # boxes the player whose turn it is has filled
        expect open Aces           # that box of the present player's is open
        expect listed BCA          # the high-score line with these initials has the score
        shot title                 # artifacts/screenshots/journeys/<board>-<name>-title.png
        turns 3                    # roll once and score at the cursor, three times
        play to the end            # roll and score every person's turn until Game over
        play until P1 has filled 8 # ... until P1's turn with 8 boxes filled
        play to the end rolling '6 6 6 6 6 3'   # every person's roll these dice
        box yahtzee                # down the scorecard to that box
        expect screen end|initials # one of these screens
        expect no screen play      # now
        expect standings           # every player's total on this screen
        power cut                  # the board loses power: NVM kept, sleep memory lost
        press A until "P2's card"  # again and again until the screen says it (at most 60)
        mash Start for 10000       # that button five to seven times a second, so long; once
                                   # the game is over, no new game may start meanwhile
        hold Start for 10000       # ... held down so long, with the same check
        reset                      # a reset: both memories kept
    ''')

At every step, and at every change of screen on the way, the journey fails if
a text is cut short or runs off the screen, two texts crowd each other
(tools/sim/screen.py), or a screen names a button the board lacks (BUTTON_WORDS).
"""

import gc
import os
import re
import shlex

import sim_driver  # noqa: F401  (SDL_VIDEODRIVER=dummy, the paths)
from tools.sim import board as sim_board
from tools.sim import screen
from tools.sim.physical import BOARDS, parse_script
from yahtzee_app.app import App
from yahtzee_app.names import STATES
from yahtzee_app.text import Text
from yahtzee_app import menu_words, menus, pause
from yahtzee_app import words as words_module
from yahtzee_core.modes import COLOUR_LETTERS, POWER_FACE_LETTERS

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SHOTS = os.path.join(ROOT, "artifacts", "screenshots", "journeys")
FRAME_MS = 20
LIMIT_MS = 8000           # an expected screen or text must come within this much play time

# Each board's buttons by its own labels (boards/<name>.py KEYS: the first word, or
# "key N" on the MacroPad); the extra words its labels read as on a screen.
_SCREEN_WORDS = {"macropad": ("knob",), "pygamer": ("Left", "Right", "Up", "Down", "stick")}


def _board_words(name):
    import importlib
    from standin_env import standin_modules
    board_id, settings, _ = BOARDS[name]
    with standin_modules(board_id, **settings):
        module = importlib.import_module("boards." + name)
        rows = module.KEYS + getattr(module, "OPTIONAL_KEYS", ())
        labels = [row[1] if name == "diy" else row[0] for row in rows]
    found = set(_SCREEN_WORDS.get(name, ()))
    for label in labels:
        found.add(label if label.startswith("key ") else label.split()[0])
    return found


# The button words the game's screens use, and which boards have each (built from
# the boards' own key tables, so a board's new key is counted at once).
BUTTON_WORDS = ("A", "B", "Start", "Select", "Enter", "Menu", "Esc", "Space", "Right", "Left",
                "Up", "Down", "knob", "stick", "ROLL", "ENTER", "MENU", "LEFT", "RIGHT") + \
    tuple("key %d" % n for n in range(12, 0, -1)) + tuple("HOLD%d" % n for n in range(1, 7))
HAS_BUTTON = {board: {word.lower() for word in _board_words(board)} for board in BOARDS}
# A button word as a screen uses it: "Right: cards", "Up/Down, then Enter", "Menu, Undo",
# "press A", "hold A + tap B".
_WORD = "|".join(re.escape(word) for word in BUTTON_WORDS)
_NAMED = re.compile(r"(?:(?<=/)|(?<=then )|(?<=press )|(?<=hold )|(?<=tap )|(?<=\+ ))(%s)\b"
                    r"|\b(%s)(?=:|,|/| \+| then| to (?!\d)| next| letter)" % (_WORD, _WORD))

# The player's actions in each board's own buttons (tools/sim/physical.parse_script): "next"
# is a menu's next line, "down" the scorecard's or a list's (on the CLUE, hold A + tap B);
# None: the board has no such button (a journey asking for it fails, saying so).
_PYBADGE = {
    "roll": "B wait:600", "score": "Start wait:300", "choose": "Start", "next": "Down",
    "down": "Down",
    "previous": "Up", "right": "Right", "left": "Left", "menu": "Select", "back": "Select",
    "hint": "A:700", "hold": "A", "hurry": "Start", "mash roll": "B B B",
    "mash choose": "Start*8",
}
ACTIONS = {
    "pybadge": _PYBADGE,
    "pygamer": _PYBADGE,
    "clue": {
        "roll": "B:200 wait:600", "score": "A+B A+B wait:300", "choose": "B", "next": "A",
        "down": "down:A B up:A",
        "previous": None, "right": "A", "left": None, "menu": "down:A B:700 up:A wait:200",
        "back": "down:A B:700 up:A wait:200", "hint": None, "hold": "A:700",
        "hurry": "B", "mash roll": "B B B", "mash choose": "B*8",
    },
    "macropad": {
        "roll": "key8 wait:600", "score": "knob wait:300", "choose": "knob", "next": "cw",
        "down": "cw",
        "previous": "ccw", "right": "cw", "left": "ccw", "menu": "key10", "back": "key10",
        "hint": "key11", "undo": "key12", "hold": None, "hurry": "knob",
        "mash roll": "key8 key8 key8", "mash choose": "knob*8",
    },
    "diy": {
        "roll": "ROLL wait:600", "score": "ENTER wait:300", "choose": "ENTER", "next": "RIGHT",
        "down": "RIGHT",
        "previous": "LEFT", "right": "RIGHT", "left": "LEFT", "menu": "MENU", "back": "MENU",
        "hint": "HOLD1:700", "hold": None, "hurry": "ENTER",
        "mash roll": "ROLL ROLL ROLL", "mash choose": "ENTER*8",
    },
}


class Stuck(AssertionError):
    pass


def _wrong(found):
    return "".join("\n  at %r, %s\n    screen %s" % row for row in found)


class Journey:
    """A board, its app and its memories; run() plays a script on them."""

    def __init__(self, board, nvm_path="", seed=1, name="journey", screen_size=None):
        self.board = board
        self.nvm_path = nvm_path
        self.seed = seed
        self.name = name
        self.screen_size = screen_size
        self.actions = ACTIONS[board]
        self.has = HAS_BUTTON[board]
        self.now = 0
        self.step = ""
        self.seen = []           # (state, screen text) at each change of screen
        self.found = []          # what was wrong on the way: (step, screen, problem)
        self.boot()

    # -- the board ---------------------------------------------------------------

    def boot(self):
        """The board starts (power-on or reset): a new app over the same memories."""
        Text.registry = self.texts = []
        self.hw = sim_board.build(physical=self.board, nvm_path=self.nvm_path, keys="",
                                  keyboard=False, screen=self.screen_size)
        self.physical = self.hw.physical
        self.dice = sim_driver.ScriptedThenRandom(self.seed)
        self.app = App(self.hw, dice=self.dice)
        self.now = 0
        self._last = None
        self.frames(40)
        # The app collects between turns; on a PC a full collection walks pygame's and
        # the test run's objects too (0.2 s each). Frozen, it walks only the game's
        # (release() lets the test run have them back).
        gc.unfreeze()
        gc.collect()
        gc.freeze()

    @staticmethod
    def release():
        """Give what boot() froze back to the collector (after a journey)."""
        gc.unfreeze()

    def frame(self):
        self.physical.clock = self.now
        self.app.tick(self.now)
        self.now += FRAME_MS
        key = (self.app.state, getattr(self.app, "cursor", None), self.app.game)
        if key != self._last:
            self._last = key
            self.check()

    def frames(self, ms):
        for _ in range(max(1, ms // FRAME_MS)):
            self.frame()

    def press(self, script):
        for _, (actions, length) in parse_script(script, self.physical.names):
            start = self.now
            for at, name, down in sorted(actions, key=lambda a: (a[0], not a[2])):
                while self.now < start + at:
                    self.frame()
                (self.physical.press if down else self.physical.release)(name, self.now)
            while self.now < start + length:
                self.frame()
        self.check()

    # -- what the screen shows ----------------------------------------------------

    @property
    def state(self):
        return STATES[self.app.state]

    def lines(self):
        return screen.texts(self.hw.display.root_group, self.app.glyphs)

    def text(self):
        return " | ".join(line.strip() for line in self.lines())

    def problems(self):
        """What is wrong with the screen now: cut, off it, crowded, or a button the
        board lacks."""
        display = self.hw.display
        root, glyphs = display.root_group, self.app.glyphs
        found = screen.problems(root, glyphs, self.texts, display.width, display.height,
                                self.hw.monochrome)
        found += ["crowded: %r against %r" % (a, b) for a, b, _ in screen.crowding(root, glyphs)]
        for line in self.lines():
            for word in self.named_buttons(line):
                if word.lower() not in self.has:
                    found.append("names %r, a button the %s lacks: %r" % (word, self.board, line))
        return found

    @staticmethod
    def named_buttons(line):
        """The button words a line of a screen uses, in order."""
        return [match.group(1) or match.group(2) for match in _NAMED.finditer(line)]

    def check(self):
        found = self.problems()
        text = self.text()
        if not self.seen or self.seen[-1][1] != text:
            self.seen.append((self.state, text))
        for problem in found:
            if problem not in [seen for _, _, seen in self.found]:
                self.found.append((self.step, "%s: %s" % (self.state, text), problem))

    def shot(self, label):
        path = os.path.join(SHOTS, "%s-%s-%s.png" % (self.board, self.name, label))
        self.hw.display.save_screenshot(path)
        return path

    # -- the script ------------------------------------------------------------------

    def run(self, script):
        """Play the script; then fail if any screen on the way was wrong."""
        for line in script.splitlines():
            words = shlex.split(line, comments=True)
            if words:
                self.step = line.strip()
                self.do(words)
        assert not self.found, "%s %s: screens on the way were wrong:%s" % (
            self.board, self.name, _wrong(self.found))
        return self

    def do(self, words):
        """One step: its words (shlex), as run() splits a line."""
        if isinstance(words, str):
            words = shlex.split(words, comments=True)
        head, rest = words[0], words[1:]
        line = " ".join(words)
        if head == "press" and "until" in rest:
            at = rest.index("until")
            self.presses_until(" ".join(rest[:at]), " ".join(rest[at + 1:]))
        elif head == "press":
            self.press(" ".join(rest))
        elif head == "hold" and len(rest) == 2:
            self.press("%s:%s" % (rest[0], rest[1]))
        elif head == "wait":
            self.frames(int(rest[0]))
        elif head == "expect":
            self.expect(rest)
        elif head == "shot":
            self.shot(rest[0])
        elif head == "pick":
            self.pick(rest[0])
        elif head == "box":
            self.to_box(rest[0])
        elif head == "dice":
            self.queue_dice(rest[0])
        elif line in ("play to the end", "play to the end hurrying the computers"):
            self.play_to_the_end(hurry=line.endswith("computers"))
        elif line.startswith("play to the end rolling "):
            self.play_to_the_end(dice=words[-1])
        elif line.startswith("play until P1 has filled "):
            self.play_to_the_end(filled=int(words[-1]))
        elif head == "turns":
            for _ in range(int(rest[0])):
                self.press(self.actions["roll"])
                self.press(self.actions["score"])
        elif line == "power cut":
            sim_board.power_cut(self.nvm_path)
            self.boot()
        elif line == "reset":
            self.boot()
        elif head in ("mash", "hold") and len(rest) == 3 and rest[1] == "for":
            self.mash(rest[0], int(rest[2]), held=head == "hold")
        elif line in ("mash roll", "mash choose"):
            self.press(self.actions[line])
        elif head in self.actions or head == "undo":
            count = int(rest[0]) if rest else 1
            buttons = self.actions.get(head)
            if buttons is None:
                raise AssertionError("%s %s: no way to %r on the %s (ACTIONS)"
                                     % (self.board, self.name, head, self.board))
            for _ in range(count):
                self.press(buttons)
        else:
            raise ValueError("journey step %r: unknown" % line)

    def presses_until(self, buttons, text, limit=60):
        """Press `buttons` until the screen says `text`: how many presses it took."""
        for count in range(limit + 1):
            if text in self.text():
                self.pressed = count
                return count
            self.press(buttons)
        raise Stuck("%s %s stuck at %r: %d presses of %s and no %r: %s" % (
            self.board, self.name, self.step, limit, buttons, text, self.text()))

    # The screens of a new game's way in: none may show once a game is over, in a mash.
    _NEW_GAME = ("title", "mode", "players", "seats", "play", "double_pick")

    def mash(self, button, ms, held=False):
        """`button` mashed (a press of 40-100 ms every 140-180 ms, as a thumb goes) or held
        for `ms`; fails as soon as a new game is on its way after the game's end."""
        chooser = __import__("random").Random(ms)
        over = None
        until = self.now + ms

        def watch():
            nonlocal over
            game = self.app.game
            if over is None and game is not None and game.over:
                over = game
            if over is not None and (self.app.game is not over or self.state in self._NEW_GAME):
                raise AssertionError("%s %s, at %r: %s began a new game way in, at %s: %s" % (
                    self.board, self.name, self.step, "holding" if held else "mashing",
                    self.state, self.text()))

        if held:
            self.physical.press(button, self.now)
            while self.now < until:
                self.frame()
                watch()
            self.physical.release(button, self.now)
            self.frames(100)
            watch()
            return
        while self.now < until:
            down = chooser.choice((40, 60, 80, 100))
            self.physical.press(button, self.now)
            self.frames(down)
            self.physical.release(button, self.now)
            self.frames(chooser.choice((140, 160, 180)) - down)
            watch()

    def expect(self, words):
        if words[0] == "no" and words[1] == "screen":
            assert self.state != words[2], "%s %s, at %r: on screen %s: %s" % (
                self.board, self.name, self.step, self.state, self.text())
            return
        if words[0] == "no":
            assert words[1] == "text"
            text = self.text()
            assert words[2] not in text, "%s %s, at %r: the screen says %r: %s" % (
                self.board, self.name, self.step, words[2], text)
            return
        kind = words[0]
        if kind == "hint":
            self.within(lambda: self.app.message == words_module.MSG_HINT, "hint shown")
            return
        game = self.app.game
        if kind == "rolls":                    # expect rolls left N: the game and the screen
            assert words[1] == "left"
            left = int(words[2])
            said = [form % left for form in words_module.texts(words_module._MSG_ROLLS_LEFT)]
            if left == 3:                      # a turn's start: "Roll the dice" or whose turn
                said = [""]
            self.within(lambda: game.rolls_left() == left and any(
                form in self.text() for form in said), "%d rolls left" % left)
            return
        if kind == "turn":                     # expect turn P2: that player's turn has begun
            player = int(words[1].lstrip("P")) - 1
            self.within(lambda: self.app.game.player == player, "turn of P%d" % (player + 1),
                        limit_ms=30000)
            return
        if kind == "standings":                # every player's total, on this screen
            missing = ["P%d %d" % (p + 1, game.total(p)) for p in range(game.players)
                       if str(game.total(p)) not in re.findall(r"\d+", self.text())]
            assert not missing, "%s %s, at %r: the screen lacks %s: %s" % (
                self.board, self.name, self.step, ", ".join(missing), self.text())
            return
        if kind == "filled":
            filled = game.mode.box_count - game.open_count(game.player)
            assert filled == int(words[1]), "%s %s, at %r: P%d has %d boxes filled, not %s: %s" % (
                self.board, self.name, self.step, game.player + 1, filled, words[1], self.text())
            return
        if kind == "open":
            box = game.mode.box_index(words[1].lower())
            assert game.is_open(game.player, box), "%s %s, at %r: %s is filled: %s" % (
                self.board, self.name, self.step, words[1], self.text())
            return
        if kind == "listed":                   # the initials, a space, then the score
            listed = re.compile(r"(?<![A-Z])%s +%d(?!\d)" % (words[1], game.total(0)))
            assert any(listed.search(row) for row in self.lines()), \
                "%s %s, at %r: no high score %s %d apart: %s" % (
                    self.board, self.name, self.step, words[1], game.total(0), self.text())
            return
        wanted = words[1]
        if kind == "screen":
            screens = wanted.split("|")
            assert set(screens) <= set(STATES), "no screen %r (%s)" % (wanted, " ".join(STATES))
            met = lambda: self.state in screens  # noqa: E731
        elif kind == "text":
            met = lambda: wanted in self.text()  # noqa: E731
        else:
            raise ValueError("expect %r: screen or text" % kind)
        self.within(met, "%s %s" % (kind, wanted))

    def within(self, met, what, limit_ms=LIMIT_MS):
        until = self.now + limit_ms
        while not met():
            if self.now >= until:
                raise Stuck("%s %s stuck at %r: no %s within %d ms; screen %s says: %s%s" % (
                    self.board, self.name, self.step, what, limit_ms, self.state, self.text(),
                    "\n(and screens on the way were wrong:%s)" % _wrong(self.found)
                    if self.found else ""))
            self.frames(100)

    def highlighted(self):
        """The menu line under the cursor, in words ("" off a menu)."""
        app = self.app
        if self.state == "seats":
            return "Start" if app.scene.cursor == app.new_players else "P%d" % (app.scene.cursor + 1)
        if self.state != "pause" and app.state not in menus.MENUS:
            return ""
        shown = pause.items(app) if self.state == "pause" else menus.items(app)
        if not shown or app.scene.cursor >= len(shown):
            return ""
        item = shown[app.scene.cursor]
        texts = menu_words.PAUSE_ITEMS if self.state == "pause" else menu_words.ITEMS
        return texts[item] if item < len(texts) else ""

    def pick(self, wanted):
        """In a menu, move down a line at a time until `wanted`, then choose it."""
        for _ in range(16):
            if self.highlighted().startswith(wanted):
                self.press(self.actions["choose"])
                return
            self.press(self.actions["next"])
        raise Stuck("%s %s stuck at %r: no menu line %r on screen %s: %s" % (
            self.board, self.name, self.step, wanted, self.state, self.text()))

    def queue_dice(self, dice):
        """The next roll's dice, as sim_driver.Sim.roll reads them; held dice skipped."""
        game = self.app.game
        tokens = dice.split()
        for i in range(5):
            if game.rolls and game.is_held(i):
                continue
            self.dice.push(int(tokens[i][0]))
            if game.mode.coloured:
                self.dice.push(COLOUR_LETTERS.lower().index(tokens[i][1]))
        if game.mode.power_die and not (game.rolls and game.is_held(5)):
            self.dice.push(POWER_FACE_LETTERS.index(tokens[5]) + 1)

    def to_box(self, key):
        """Down the scorecard until its cursor is on box `key` ("threes", "yahtzee")."""
        mode = self.app.game.mode
        target = mode.group[mode.box_index(key.lower())]
        for _ in range(mode.box_count + 1):
            if mode.group[self.app.box] == target:
                return
            self.press(self.actions["down"])
        raise Stuck("%s %s stuck at %r: the scorecard's cursor never reached %s: %s" % (
            self.board, self.name, self.step, key, self.text()))

    def play_to_the_end(self, hurry=False, turn_ms=20000, filled=None, dice=None):
        """Every person's turn: roll once and score the box under the cursor (a second
        press where a Double asks for box 2); the computers play at their own pace (or,
        `hurry`, the hurry button pressed as each computer's turn begins); until Game
        over, or stuck when a turn takes longer than `turn_ms` on average."""
        app = self.app
        game = app.game
        until = self.now + turn_ms * game.players * game.mode.box_count
        hurried = None
        while self.state != "end":
            game = app.game
            if filled is not None and game.player == 0 and game.rolls == 0 and \
                    game.mode.box_count - game.open_count(0) >= filled:
                return
            if self.now > until:
                raise Stuck("%s %s: no Game over after %d s of play; screen %s says: %s" % (
                    self.board, self.name, turn_ms * game.players * game.mode.box_count // 1000,
                    self.state, self.text()))
            if self.state not in ("play", "double_pick") or game is None:
                raise Stuck("%s %s: left play for %s: %s" % (self.board, self.name, self.state,
                                                              self.text()))
            if game.seats[game.player]:
                if hurry and hurried != (game.player, game.open_count(game.player)):
                    hurried = (game.player, game.open_count(game.player))
                    self.press(self.actions["hurry"])
                self.frames(100)                # a computer's turn, at its pace
            elif game.rolls == 0:
                if dice:
                    self.queue_dice(dice)
                self.press(self.actions["roll"])
            else:
                self.press(self.actions["score"])
