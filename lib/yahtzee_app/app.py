"""The app: the state machine, the loop, and screens loaded as they are shown.

Every state (yahtzee_app.states) belongs to a screen module: `menus` (the
title, new game, seats, settings, high scores, controls), `play` (the turns,
a Double's second pick, the computer players, hints), `pause` (the pause
menu and what it opens) and `end` (the end of a game). A module's code is imported when one of its states is shown
and, on the boards, dropped from the heap when another module's state comes:
bytecode lives in the heap, and a PyBadge has about 155 KB of it. A screen
module holds no state of its own: what it keeps while it is up is its own object,
which `load` returns and the App keeps as `app.scene` until `unload`. It offers

    STATES               the states it handles
    load(app)            build its object        unload(app)  take its view down
    enter(app, cursor)   a state of its shown   tick(app, now_ms)  a frame
    handle(app, event)   one button              render(app)  redraw from app state

A screen asks for another state with app.go(state, cursor) (the cursor: what the
state points at first, its own to keep); one of another module comes once the
asking code (handle, tick) has returned.

Everything a game needs to carry across screens lives on the App: small
ints and preallocated buffers, which a screen reads and asks the App's methods
to change (say, point, choose, start, quit). The Game decides every rule; the screens
only ask it, explain a refusal and redraw. `tick()` is one frame (tests
drive it); `run()` paces frames forever.
"""

import gc
import time

from adafruit_ticks import ticks_ms, ticks_add, ticks_diff

from yahtzee_core.game import Game
from yahtzee_core.modes import MODES
from yahtzee_core.rng import Rng

from . import events as ev
from . import states as st
from . import words
from .heap import borrowed, report, sweep

from micropython import const

_FRAME_MS = const(20)
# Where each state's code lives, by state number (yahtzee_app.states; a tuple: a dict's
# table is twice the heap). CONTROLS is also handled by `pause`.
_SCREEN_OF = (
    "menus", "menus", "menus", "menus", "menus", "menus",    # TITLE .. CONTROLS
    "play", "play", "pause", "end", "menus", "menus",        # PLAY .. CONFIRM
    "stats_screen", "initials", "end", "pause",              # STATS, INITIALS, REVIEW, BOARD
)


class App:
    def __init__(self, hardware, dice=None):
        """`dice`: a dice source for every new and resumed game (tests inject
        yahtzee_core.ScriptedDice); by default an Rng seeded from
        `hardware.seed` if the board sets one, else from os.urandom. Every field an
        App has is set here, once (a field added later would grow its dict in play);
        the parts are built by yahtzee_app.start_up, whose code then leaves the heap."""
        self.hardware = hardware
        self.display = hardware.display
        self.buttons = hardware.buttons
        with borrowed("yahtzee_app.start_up"):     # its code runs once
            from .start_up import start
            (self.layout, self.theme, self.art, self.glyphs, self.inks, self.saves,
             self.settings, self.leds, self.root, self.idle) = start(hardware)
            start = None
        self.dice = dice
        self.rng = None             # the dice of every game, when no `dice` is given
        self.data_dir = None        # the computer players' tables (None: data/ beside lib/)
        # -- what a game carries across screens ---------------------------------
        self.game = None
        self.human = bytearray(b"\x01\x01\x01\x01")   # per seat: 0 = a computer plays it
        # The seat screen's choices, kept for this power-up: someone who
        # plays the computer plays it again next game with one press.
        self.seat_choice = bytearray(4)
        self.new_mode = 0
        self.new_players = 1
        self.box = 0                # the scorecard cursor (a save keeps it): App.point
        self.message = words.MSG_NONE   # what the play screen's info line says: App.say
        self.message_value = 0      # ... what fills its %d or %s: a player, or its words
        self.shakes = 0             # roll keys down and shakes going on, on any screen (0-2)
        # -- the state machine ---------------------------------------------------
        self.now = 0                # ticks_ms of this frame
        self.state = st.TITLE
        self.screen = None          # the loaded screen module
        self.scene = None           # its own object, from its load to its unload (its view)
        self._lent = None           # the heap that screen's modules borrow (yahtzee_app.heap)
        self.next = None            # while a screen's code runs, (): the screen change it asks
        self._dirty = True
        self._unswept = False       # garbage made since the last frame shown: heap.sweep
        self.after_frame = None     # App.later's work, done once the next frame is shown
        self.go(st.TITLE)

    # -- the loop ---------------------------------------------------------

    def run(self):
        """Forever: one frame every _FRAME_MS."""
        next_frame = ticks_ms()
        while True:
            self.tick(ticks_ms())
            next_frame = ticks_add(next_frame, _FRAME_MS)
            wait = ticks_diff(next_frame, ticks_ms())
            if wait > 0:
                time.sleep(wait / 1000)
            else:
                next_frame = ticks_ms()   # late: drop the backlog rather than rush

    def tick(self, now_ms):
        """One frame: at most one event, the screen's own frame, a redraw if needed."""
        self.now = now_ms
        event = self.buttons.poll(now_ms)
        if self.idle.frame(self, now_ms, event):
            self.shakes = 0     # what was down when the screen went dark is forgotten
            return          # dark, or the press only woke the screen
        if event:
            self.dispatch(event)
        self.next = ()
        try:
            self.screen.tick(self, now_ms)
        finally:
            self._change_screen()
        if self._dirty:
            self._dirty = False
            self.display.refresh()
        if self.after_frame is not None:
            self.next = ()
            try:
                self._run_later()
            finally:
                self._change_screen()   # one the work asked for (play's pause menu)
            self._unswept = True
        elif event:
            self._unswept = True
        # The garbage collected once the frame that answers it is shown: a screen the
        # later work built is drawn first (a collection is 5-15 ms on a board).
        if self._unswept and not self._dirty:
            self._unswept = False
            sweep()

    def later(self, what):
        """`what(app)` once the frame that answers this press is on the display: what
        the player need not wait to see (a save, a collection, another screen's build).
        One at a time: what is still waiting is done first."""
        if self.after_frame is not what:
            self._run_later()
        self.after_frame = what

    def _run_later(self):
        """The work App.later left, done now; whether there was any."""
        work = self.after_frame
        if work is None:
            return False
        self.after_frame = None
        work(self)
        return True

    def dispatch(self, event):
        # Whether a roll key is down or the board shaken, whichever screen saw it begin:
        # its roll must not act on a screen shown since (yahtzee_app.play).
        if event == ev.SHAKE:
            self.shakes = 2 if self.shakes > 1 else self.shakes + 1
        elif self.shakes and (event == ev.ROLL or event == ev.TOSS or event == ev.STILL):
            self.shakes -= 1
        self._change_screen()   # one asked before this press was passed on (pause: Undo)
        self.next = ()
        try:
            self.screen.handle(self, event)
        finally:
            self._change_screen()
        self.render()

    def render(self):
        self.screen.render(self)
        self._dirty = True

    def frame_changed(self):
        """An animation frame changed the screen (without a render): refresh it."""
        self._dirty = True

    # -- transitions --------------------------------------------------------

    def go(self, state, cursor=0):
        """Every transition: load the state's screen if another one is up, show it.
        Another screen asked for while a screen's code runs (a press, a frame) comes
        once that code has returned: a function running keeps its whole module in the
        heap, and the old screen's code must be gone before the new one is built (a
        POWER game's computer player is built as play loads, its lowest point)."""
        if self.screen is None or state not in self.screen.STATES:
            if self.next is not None:
                self.next = (state, cursor)
                return
            self._load(_SCREEN_OF[state])
        self.state = state
        self.screen.enter(self, cursor)
        self.render()

    def _change_screen(self):
        """The screen change its code asked for (go), now that it has returned."""
        change = self.next
        self.next = None
        if change:
            self.go(change[0], change[1])

    def _load(self, name):
        self._run_later()       # the old screen's, before it goes
        if self.screen is not None:
            self.screen.unload(self)
            # everything the screen imported, when it came and since (its computer
            # players), and the screen's own names (yahtzee_app.heap: a stale pointer)
            self._lent.close(self.screen)
            self.screen = None
            self.scene = None
        gc.collect()
        self._lent = borrowed()
        module = __import__("yahtzee_app." + name, None, None, ("load",))
        self.screen = module
        self.scene = module.load(self)
        report(name + " screen")

    # -- games ----------------------------------------------------------------

    def make_game(self, mode, players):
        source = self.dice
        if source is None:
            if self.rng is None:
                self.rng = Rng(self._seed())
            source = self.rng
        return Game(MODES[mode], players, self.settings.handheld_rules, source)

    def fresh_dice(self):
        """The dice of a resumed game: fresh from the board's entropy, so that saving and
        resuming cannot preview the rolls to come (a save says nothing of them); a
        test's `dice` as given."""
        if self.dice is not None:
            return self.dice
        self.rng = Rng(self._seed(True))
        return self.rng

    def _seed(self, entropy=False):
        """A seed: the board's (tests, the simulator's --seed) unless `entropy`
        is asked for, else os.urandom's."""
        seed = None if entropy else getattr(self.hardware, "seed", None)
        if seed is not None:
            return seed
        try:
            import os
            raw = os.urandom(4)
            return raw[0] | raw[1] << 8 | raw[2] << 16 | (raw[3] & 0x3F) << 24
        except (ImportError, NotImplementedError, AttributeError):
            return ticks_ms() | 1

    def choose(self, mode, players):
        """The new game's mode and players, as the menus pick them (kept until the board
        is switched off: the next new game starts from them)."""
        self.new_mode = mode
        self.new_players = players

    def start(self, game, resumed=False):
        """Play `game` from where it stands (a new one, or a resumed save)."""
        self.game = game
        for seat in range(4):
            self.human[seat] = 0 if seat < game.players and game.seats[seat] else 1
        if not resumed:
            self.saves.new_game(game)   # in sleep memory and the NVM at once
        self.box = max(0, self.saves.box) if resumed else 0    # where its save left it
        self.message = words.MSG_NONE
        if game.over:
            self.go(st.END)
        else:
            self.go(st.DOUBLE_PICK if game.double_pending() else st.PLAY)

    def quit(self):
        """The game put down (the pause menu has saved it: Resume brings it back), and
        the title shown."""
        self.game = None
        self.go(st.TITLE)

    def say(self, message, value=0):
        """`message` (a words.MSG_*; MSG_NONE: the turn's status) on the play screen's info
        line, with the `value` its words are filled with (a player's number, or MSG_SAID's
        text), until a press or a computer's step says another."""
        self.message = message
        self.message_value = value

    def point(self, box):
        """The scorecard cursor on `box` (the screens keep it in range; a save keeps it)."""
        self.box = box

    def beep(self, melody, loop=False):
        """Play one of yahtzee_app.sound's melodies, unless Sound is off."""
        speaker = self.hardware.speaker
        if speaker is not None and self.settings.sound:
            speaker.play(melody, loop)

    def hush(self):
        """Stop what the speaker plays (a rattle that outlived its roll)."""
        speaker = self.hardware.speaker
        if speaker is not None and speaker.playing:
            speaker.stop()
