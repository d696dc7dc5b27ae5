"""Drive the real app through the desktop board, headless, for display tests.

Buttons go in through the desktop board's button queue; dice come from a
ScriptedDice so every roll is known; what the screen says is read from the
labels visible in the display's group tree; screenshots land in
artifacts/screenshots/ (git-ignored) as evidence.
"""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
from tools.sim import headless  # noqa: E402,F401 (no window, no sound card; lib/ on the path)

from tools.sim import board as sim_board  # noqa: E402
from tools.sim import screen  # noqa: E402
from tools.sim.clock import BoardClock  # noqa: E402
from yahtzee_app.app import App  # noqa: E402
from yahtzee_app.names import STATES as STATE_NAMES  # noqa: E402
from yahtzee_core import ScriptedDice, Rng  # noqa: E402
from yahtzee_core.modes import COLOUR_LETTERS, POWER_FACE_LETTERS  # noqa: E402

SHOTS = os.path.join(ROOT, "artifacts", "screenshots")
SETTLED_MS = 520          # a roll's tumble (yahtzee_app.play_tumble._TUMBLE_MS) and a frame


class ScriptedThenRandom(ScriptedDice):
    """Scripted dice while any are queued (the person's rolls), seeded random
    ones after (the computer players' rolls)."""

    def __init__(self, seed=1):
        super().__init__(64)
        self.rng = Rng(seed)

    def die(self):
        return self._next() if self.pending() else self.rng.die()

    def colour(self):
        return self._next() if self.pending() else self.rng.colour()

    def power(self):
        return self._next() if self.pending() else self.rng.power()


class Sim:
    """The app on the desktop board, on the board's clock (tools/sim/clock.py): a
    cold start by default; `clock`, a BoardClock already counting, for a code.py that
    starts again without a reset (a soft reload, a USB-powered deep sleep's wake)."""

    def __init__(self, profile="pybadge", nvm_path="", dice=None, clock=None):
        from yahtzee_app.text import Text
        Text.registry = self.text_objects = []      # every Text, to check none is cut
        self.clock = BoardClock() if clock is None else clock
        self.hw = sim_board.build(profile=profile, nvm_path=nvm_path, keys="", keyboard=False)
        self.dice = ScriptedDice(64) if dice is None else dice
        self.app = App(self.hw, dice=self.dice)
        self.tick()

    @property
    def now(self):
        """ticks_ms of the next frame."""
        return self.clock.ticks_ms()

    def tick(self):
        self.app.tick(self.clock.ticks_ms())
        self.clock.advance(20)

    def wait(self, ms):
        """Let `ms` pass without a button, a frame at a time (computer turns play)."""
        for _ in range(ms // 20):
            self.tick()
        return self

    def press(self, *names):
        for name in " ".join(names).split():
            for event in sim_board.parse_keys(name):
                self.hw.buttons.push(event)
                self.tick()
        return self

    @property
    def state(self):
        return STATE_NAMES[self.app.state]

    @property
    def game(self):
        return self.app.game

    def roll(self, dice):
        """Roll so that the dice read `dice` afterwards (transcript notation:
        '3 3 3 5 5', '3b 3r 3g 5y 5p', '5 5 5 1 2 D'); held dice must match."""
        game = self.game
        tokens = dice.split()
        for i in range(5):
            number = int(tokens[i][0])
            if game.rolls and game.is_held(i):
                assert game.dice[i] == number, "die %d is held at %d" % (i + 1, game.dice[i])
                continue
            self.dice.push(number)
            if game.mode.coloured:
                self.dice.push(COLOUR_LETTERS.lower().index(tokens[i][1]))
        if game.mode.power_die and not (game.rolls and game.is_held(5)):
            self.dice.push(POWER_FACE_LETTERS.index(tokens[5]) + 1)
        self.press("ROLL")
        assert self.dice.pending() == 0, "the roll was refused"
        return self.wait(SETTLED_MS)          # the dice tumble, then the screen shows them

    def pick(self, key):
        """Move the scorecard cursor to box `key` with DOWN presses (the scorecard is
        a column), then score."""
        mode = self.game.mode
        target = mode.box_index(key)
        for _ in range(mode.box_count + 1):
            if mode.group[self.app.box] == mode.group[target]:
                break
            self.press("DOWN")
        assert mode.group[self.app.box] == mode.group[target], "cursor never reached " + key
        self.press("ENTER")
        return self

    def texts(self):
        """The visible texts, top to bottom (tools/sim/screen.py reads the tiles back)."""
        return screen.texts(self.hw.display.root_group, self.app.glyphs)

    def text_problems(self):
        """Texts on screen cut short or running off it (tools/sim/screen.py)."""
        display = self.hw.display
        return screen.problems(display.root_group, self.app.glyphs, self.text_objects,
                               display.width, display.height, self.hw.monochrome)

    def screen(self):
        """Everything the screen says, one string (labels joined by ' | ')."""
        return " | ".join(t.strip() for t in self.texts())

    def frames(self, presses, wait_ms=40):
        """What the screen said (screen()) at each display refresh while `presses` were
        made and `wait_ms` more passed: the frames a press is answered in."""
        display = self.hw.display
        frames = []
        refresh = display.refresh

        def seen(*args, **kwargs):
            frames.append(self.screen())
            return refresh(*args, **kwargs)

        display.refresh = seen
        try:
            self.press(presses)
            self.wait(wait_ms)
        finally:
            display.refresh = refresh
        return frames

    def says(self, *phrases):
        screen = self.screen()
        missing = [p for p in phrases if p not in screen]
        assert not missing, "screen lacks %r; it says: %s" % (missing, screen)
        return True

    def shot(self, name):
        path = os.path.join(SHOTS, name + ".png")
        self.hw.display.save_screenshot(path)
        return path


def new_game(sim, mode, players=1, seats=None):
    """From the title: New game, the mode, the number of players, then the
    seat screen: `seats` (e.g. "0 2": P1 a person, P2 the computer at
    Normal; codes as game.seats) or everyone a person, and Start."""
    modes = ("classic", "painted", "power")
    while sim.app.scene.cursor:                    # a saved game puts the cursor on Resume
        sim.press("UP")
    sim.press("ENTER")                       # New game
    if sim.state == "confirm":               # over a saved game: discard it
        sim.press("DOWN", "ENTER")
    assert sim.state == "mode"
    while sim.app.scene.cursor != modes.index(mode):
        sim.press("DOWN")
    sim.press("ENTER")
    assert sim.state == "players"
    sim.press("DOWN*%d" % (players - 1) if players > 1 else "", "ENTER")
    assert sim.state == "seats"
    codes = [int(code) for code in seats.split()] if seats else [0] * players
    for seat, code in enumerate(codes):
        for _ in range(5):
            if sim.app.seat_choice[seat] == code:
                break
            sim.press("HOLD%d" % (seat + 1))
        assert sim.app.seat_choice[seat] == code, "seat %d never became %d" % (seat + 1, code)
    assert sim.app.scene.cursor == players                 # on Start
    sim.press("ENTER")
    assert sim.state == "play"
    assert sim.game.mode.name == mode and sim.game.players == players
    return sim
