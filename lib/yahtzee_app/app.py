"""The app: the state machine, the loop, and screens loaded as they are shown.

Every state (yahtzee_app.states) belongs to a screen module: `menus` (the
title, new game, seats, settings, high scores, controls), `play` (the turns,
a Double's second pick, the computer players, hints), `pause` (the pause
menu and what it opens) and `end` (the end of a game). A module's code is imported when one of its states is shown
and, on the boards, dropped from the heap when another module's state comes:
bytecode lives in the heap, and a PyBadge has about 155 KB of it. A screen
module holds no state of its own; it offers

    STATES               the states it handles
    load(app)            build its view(s)       unload(app)  drop them
    enter(app)           one of its states shown tick(app, now_ms)  a frame
    handle(app, event)   one button              render(app)  redraw from app state

Everything a game needs to carry across screens lives on the App: small
ints and preallocated buffers. The Game decides every rule; the screens
only ask it, explain a refusal and redraw. `tick()` is one frame (tests
drive it); `run()` paces frames forever.
"""

import gc
import sys
import time

import displayio
from adafruit_ticks import ticks_ms, ticks_add, ticks_diff

from yahtzee_core.game import Game
from yahtzee_core.modes import MODES
from yahtzee_core.rng import Rng

from . import states as st
from . import words
from .heap import FORGETS, forget, report
from .text import Glyphs, Inks, Text
from .leds import HoldLeds
from .storage import Saves
from .settings import Settings
from .widgets import box

from micropython import const

FRAME_MS = const(20)
# Where each state's code lives. CONTROLS is also handled by `pause`.
_SCREEN_OF = {
    st.TITLE: "menus", st.MODE: "menus", st.PLAYERS: "menus", st.SEATS: "menus",
    st.SETTINGS: "menus", st.SCORES: "menus", st.CONTROLS: "menus",
    st.PLAY: "play", st.DOUBLE_PICK: "play",
    st.PAUSE: "pause",
    st.END: "end",
}

# (frequency Hz, duration ms)
TONE_ROLL = (392, 30)
TONE_SCORE = (784, 60)
TONE_YAHTZEE = (1047, 300)
TONE_REFUSED = (147, 90)
TONE_CLICK = (1568, 8)

HUMAN = const(0)          # a seat code (game.seats): a person; 1 + level: a computer


class App:
    def __init__(self, hardware, dice=None):
        """`dice`: a dice source for every new and resumed game (tests inject
        yahtzee_core.ScriptedDice); by default an Rng seeded from
        `hardware.seed` if the board sets one, else from os.urandom."""
        self.hardware = hardware
        self.display = hardware.display
        self.buttons = hardware.buttons
        # Built once from their tables, whose code then leaves the heap.
        from .layout_table import layout_for
        from .colours import theme
        from .dice_drawing import draw
        self.layout = layout_for(self.display.width, self.display.height, hardware.monochrome)
        self.theme = theme(hardware.monochrome)
        self.art = draw(self.layout.die, self.theme, hardware.monochrome)
        layout_for = theme = draw = None
        forget(("yahtzee_app.layout_table", "yahtzee_app.colours", "yahtzee_app.dice_drawing"))
        font = getattr(hardware, "font", None)
        if font is None:
            import terminalio
            font = terminalio.FONT
        self.glyphs = Glyphs(font)
        self.inks = Inks()
        Text.use(self.glyphs, self.inks)
        self.dice = dice
        self.rng = None
        self.saves = Saves(hardware.nvm)
        self.saves.check()
        self.settings = Settings(self.saves.scores.settings)
        self.leds = HoldLeds(hardware.pixels, hardware.hold_pixels)
        self.leds.set_brightness(self.settings.led_brightness())

        self.root = displayio.Group()
        box(self.root, 0, 0, self.display.width, self.display.height, self.theme.background)
        self.list_view = None       # the list screens' (menus, pause, the end), while one is up
        self.play_view = None       # the play screen's, while it is loaded

        # -- what a game carries across screens ---------------------------------
        self.game = None
        self.human = bytearray(b"\x01\x01\x01\x01")   # per seat: 0 = a computer plays it
        # The seat screen's choices, kept for this power-up: someone who
        # plays the computer plays it again next game with one press.
        self.seat_choice = bytearray(4)
        self.new_mode = 0
        self.new_players = 1
        self.scores_mode = 0
        self.end_place = -1
        # -- the play screen's cursors and words (ints, so nothing grows later) --
        self.box = 0                # the scorecard cursor
        self.die_cursor = 0
        self.die_cursor_shown = False
        self.message = words.MSG_NONE   # a one-event message on the info line
        self.message_number = 0
        self.hint_mask = 0          # a HINT's suggested keep (bit i: die i)
        self.hint_texts = ()        # the HINT's words, longest first
        self.hint_action = -1       # the HINT's suggestion (a bot action), -1: none
        self.computers = None       # the computer players, while play is loaded
        self.data_dir = None        # their tables' folder (None: data/ beside lib/)
        self.cpu_action = -2        # the computer's next step, shown before it is done
        self.cpu_due = 0            # ticks_ms of the computer's next step
        self.cpu_waiting = False
        self.hurry = False          # SKIP: the computers play a step a frame
        # -- the state machine -----------------------------------------------------
        self.state = st.TITLE
        self.came_from = st.TITLE   # where CONTROLS returns to
        self.cursor = 0             # the menu cursor
        self.scroll = 0             # first line of a plain list
        self.screen = None          # the loaded screen module
        self.screen_name = ""
        self._known = ()            # the modules there were before that screen came
        self._dirty = True
        self.display.auto_refresh = False
        self.display.root_group = self.root
        self.go(st.TITLE)

    # -- the loop ---------------------------------------------------------

    def run(self):
        """Forever: one frame every FRAME_MS."""
        next_frame = ticks_ms()
        while True:
            self.tick(ticks_ms())
            next_frame = ticks_add(next_frame, FRAME_MS)
            wait = ticks_diff(next_frame, ticks_ms())
            if wait > 0:
                time.sleep(wait / 1000)
            else:
                next_frame = ticks_ms()   # late: drop the backlog rather than rush

    def tick(self, now_ms):
        """One frame: at most one event, the screen's own frame, a redraw if needed."""
        event = self.buttons.poll(now_ms)
        if event:
            self.dispatch(event)
        self.screen.tick(self, now_ms)
        if self._dirty:
            self._dirty = False
            self.display.refresh()

    def dispatch(self, event):
        self.screen.handle(self, event)
        self.render()

    def render(self):
        self.screen.render(self)
        self._dirty = True

    # -- transitions --------------------------------------------------------

    def go(self, state, cursor=0):
        """Every transition: load the state's screen if another one is up, show it."""
        if self.screen is None or state not in self.screen.STATES:
            self._load(_SCREEN_OF[state])
        self.state = state
        self.cursor = cursor
        self.scroll = 0
        self.screen.enter(self)
        self.render()

    def _load(self, name):
        if self.screen is not None:
            self.screen.unload(self)
            self.screen = None
            if FORGETS:
                # everything the screen imported, when it came and since (its computer players)
                forget([n for n in sys.modules if n not in self._known])
        gc.collect()
        if FORGETS:
            self._known = tuple(sys.modules)
        module = __import__("yahtzee_app." + name, None, None, ("load",))
        self.screen = module
        self.screen_name = name
        module.load(self)
        report(name + " screen")

    def open_list(self):
        """A list screen's view (menus, pause, the end): built with the screen."""
        from .list_view import ListView
        self.list_view = ListView(self)
        self.root.append(self.list_view.group)

    def close_list(self):
        self.root.remove(self.list_view.group)
        self.list_view = None

    # -- games ----------------------------------------------------------------

    def make_game(self, mode, players):
        source = self.dice
        if source is None:
            if self.rng is None:
                self.rng = Rng(self._seed())
            source = self.rng
        return Game(MODES[mode], players, self.settings.handheld_rules, source)

    def _seed(self):
        seed = getattr(self.hardware, "seed", None)
        if seed is not None:
            return seed
        try:
            import os
            raw = os.urandom(4)
            return raw[0] | raw[1] << 8 | raw[2] << 16 | (raw[3] & 0x3F) << 24
        except (ImportError, NotImplementedError, AttributeError):
            return ticks_ms() | 1

    def start(self, game, resumed=False):
        """Play `game` from where it stands (a new one, or a resumed save)."""
        self.game = game
        for seat in range(4):
            self.human[seat] = 0 if seat < game.players and game.seats[seat] else 1
        if not resumed:
            # A new game replaces the saved one (1 byte a slot, not a full write).
            self.saves.clear_game()
        self.box = 0
        self.die_cursor = 0
        self.die_cursor_shown = False
        self.message = words.MSG_NONE
        self.end_place = -1
        if game.over:
            self.go(st.END)
        else:
            self.go(st.DOUBLE_PICK if game.double_pending() else st.PLAY)

    def beep(self, tone):
        speaker = self.hardware.speaker
        if speaker is not None and self.settings.sound:
            speaker.tone(tone[0], tone[1])
