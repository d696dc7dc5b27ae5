"""The app: a visible state machine from the title screen to the high scores.

    TITLE -> MODE -> PLAYERS -> SEATS -> PLAY <-> DOUBLE -> END -> SCORES -> TITLE
      |                                   |
      +-> resume -> PLAY                  +-> PAUSE (save, help line, controls, quit)
      +-> SCORES / SETTINGS / CONTROLS

One event, one dispatch: `_HANDLERS[state]`. Every transition goes through
`_go()`. The Game decides every rule; the app only asks it, explains a
refusal and redraws. `tick()` is one frame (tests drive it); `run()` paces
frames forever.

Computer seats (game.seats: 0 a person, 1 + level a computer) play through
yahtzee_core.bot, one step (show the holds, roll, show the box, score)
every CPU_STEP_MS, so a person can watch; SKIP or ENTER hurries them, a step
a frame, to the next person's turn; MENU pauses; other buttons are told
whose turn it is. The bots (and the bot
module itself) are loaded only when a computer seat or a HINT first needs
them: a hot-seat game never pays their RAM.
"""

import gc
import time

import displayio
from adafruit_ticks import ticks_ms, ticks_add, ticks_diff

from yahtzee_core.errors import IllegalMove
from yahtzee_core.game import Game
from yahtzee_core.modes import MODES, UPPER, COLOURS
from yahtzee_core.rng import Rng

from . import events as ev
from . import messages as msg
from . import menus
from . import list_screens
from .menus import (
    NEW, RESUME, HIGH_SCORES, SETTINGS_ITEM, CONTROLS_ITEM, CLASSIC, PAINTED, POWER, ONE, TWO,
    THREE, FOUR, HANDHELD, SOUND, LEDS, HELP_LINE, BACK, CONTINUE, SAVE, QUIT, MODE_TITLES,
    START, SEAT_TEXTS,
)
from .layout import layout_for
from .theme import COLOUR, MONO
from .dice_art import DiceArt
from .play_view import PlayView
from .menu_view import MenuView
from .leds import HoldLeds
from .storage import Saves
from .computers import Computers
from .settings import Settings, LED_NAMES
from .widgets import Box

try:
    from micropython import const
except ImportError:

    def const(value):
        return value

FRAME_MS = const(20)
_POWER_FACES = ("x1", "x2", "x3", "F", "D", "P")    # the Power die in a hint's keep
_ROLL = const(0x40)       # yahtzee_core.bot's ROLL and HOLD_MASK (the module loads lazily)
_HOLD_MASK = const(0x3F)
# A computer player's pace: each hold, roll and box shown this long.
CPU_STEP_MS = const(700)

# -- states ------------------------------------------------------------------
TITLE = const(0)
MODE = const(1)
PLAYERS = const(2)
SETTINGS = const(3)
SCORES = const(4)
CONTROLS = const(5)
PLAY = const(6)
DOUBLE = const(7)      # POWER: the first box of a Double is picked, the second is due
PAUSE = const(8)
END = const(9)
SEATS = const(10)      # who plays each seat: a person or the computer at a level
STATE_NAMES = ("title", "mode", "players", "settings", "scores", "controls", "play",
               "double", "pause", "end", "seats")

# Seat codes (game.seats): 0 a person, else 1 + the bot's level.
_HUMAN = const(0)
_EXPERT_CODE = const(3)
_PERFECT_CODE = const(4)
_NO_ACTION = const(-2)    # no computer step pending

_MENUS = {
    TITLE: (NEW, RESUME, HIGH_SCORES, SETTINGS_ITEM, CONTROLS_ITEM),
    MODE: (CLASSIC, PAINTED, POWER, BACK),
    PLAYERS: (ONE, TWO, THREE, FOUR, BACK),
    SETTINGS: (HANDHELD, SOUND, LEDS, HELP_LINE, BACK),
    PAUSE: (CONTINUE, SAVE, HELP_LINE, CONTROLS_ITEM, QUIT),
}
_MENU_TITLES = {TITLE: "YAHTZEE", MODE: "New game", PLAYERS: "New game",
                SETTINGS: "Settings", PAUSE: "Paused"}
# What each setting does, under the Settings title (HANDHELD .. BACK).
_SETTING_NOTES = ("Free Joker, 3 bonuses", "Tones for roll and score", "Hold LED brightness",
                  "Box help while playing", "Saved when you leave")

# (frequency Hz, duration ms)
_TONE_ROLL = (392, 30)
_TONE_SCORE = (784, 60)
_TONE_YAHTZEE = (1047, 300)
_TONE_REFUSED = (147, 90)
_TONE_CLICK = (1568, 8)


class App:
    def __init__(self, hardware, dice=None):
        """`dice`: a dice source for every new and resumed game (tests inject
        yahtzee_core.ScriptedDice); by default an Rng seeded from
        `hardware.seed` if the board sets one, else from os.urandom."""
        self.hardware = hardware
        self.display = hardware.display
        self.buttons = hardware.buttons
        self.layout = layout_for(self.display.width, self.display.height, hardware.monochrome)
        self.theme = MONO if hardware.monochrome else COLOUR
        self.dice = dice
        self.rng = None
        self.saves = Saves(hardware.nvm)
        self.settings = Settings(self.saves.scores.settings)
        self.leds = HoldLeds(hardware.pixels, hardware.hold_pixels)
        self.leds.set_brightness(self.settings.led_brightness())

        self.root = displayio.Group()
        Box(self.root, 0, 0, self.display.width, self.display.height, self.theme.background)
        self.play_view = PlayView(self.layout, self.theme,
                                  DiceArt(self.layout.die, self.theme, hardware.monochrome))
        self.menu_view = MenuView(self.layout, self.theme)
        self.root.append(self.play_view.group)
        self.root.append(self.menu_view.group)

        self.game = None
        self.human = bytearray(b"\x01\x01\x01\x01")   # per seat: 0 = a computer plays it
        # The seat screen's choices, kept for this power-up: someone who
        # plays the computer plays it again next game with one press.
        self.seat_choice = bytearray(4)
        self.computers = Computers()
        self.cpu_action = _NO_ACTION    # the computer's next step, shown before it is done
        self.cpu_due = 0            # ticks_ms of the computer's next step
        self.cpu_waiting = False    # cpu_due is set
        self.hurry = False          # SKIP: the computers play a step a frame till a person's turn
        self.hint_mask = 0          # a HINT's suggested keep (bit i: die i), shown till the next event
        self.hint_texts = ()        # the HINT's words, longest first
        self.state = TITLE
        self.came_from = TITLE      # where CONTROLS returns to
        self.cursor = 0             # the menu cursor
        self.scroll = 0             # first line of a plain list
        self.scores_mode = 0
        self.new_mode = 0
        self.new_players = 1
        self.box = 0                # the scorecard cursor
        self.die_cursor = 0
        self.die_cursor_shown = False
        self.message = -1           # a one-event message on the info line, or -1
        self.end_place = -1
        self._dirty = True
        self.display.auto_refresh = False
        self.display.root_group = self.root
        self._go(TITLE)

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
        """One frame: at most one event, then a redraw if something changed."""
        event = self.buttons.poll(now_ms)
        if event:
            self.dispatch(event)
        if (self.state == PLAY or self.state == DOUBLE) and not self.human[self.game.player]:
            self.computer_turn(now_ms)
        elif self.hint_mask:
            self.leds.blink(now_ms)
        if self._dirty:
            self._dirty = False
            self.display.refresh()

    def dispatch(self, event):
        _HANDLERS[self.state](self, event)
        self._render()

    def computer_turn(self, now_ms):
        """A computer seat's turn, one step when its time comes: decide and
        show (the holds it keeps, the box it picks), then do it (roll,
        score) at the next step. A Double's second box, Freeze and POWER's
        fourth roll are all the bot's decide()."""
        if not self.cpu_waiting:
            # A beat on the fresh turn first, so the hand-over is seen.
            self.cpu_waiting = True
            self.cpu_due = ticks_add(now_ms, CPU_STEP_MS)
            return
        if not self.hurry and ticks_diff(now_ms, self.cpu_due) < 0:
            return
        self.cpu_due = ticks_add(now_ms, CPU_STEP_MS)
        game = self.game
        action = self.cpu_action
        self.cpu_action = _NO_ACTION
        self.message = -1
        if action == _NO_ACTION:
            bot = self._bot(game.mode.index, game.seats[game.player] - 1)
            if bot is None:
                # Not even one bot fits: the seat goes to a person rather than stall.
                game.seats[game.player] = _HUMAN
                self.human[game.player] = 1
                self.message = msg.NO_MEMORY
                self._render()
                return
            action = bot.decide(game)
            if action < 0:
                return
            if action & _ROLL:
                if not game.rolls:
                    self._roll(ev.ROLL)
                else:
                    game.set_holds(action & _HOLD_MASK)
                    self.cpu_action = action
                    self.message = msg.CPU_HOLDS
            else:
                self.box = action
                self.cpu_action = action
                self.message = msg.CPU_PICKS
        elif action & _ROLL:
            self._roll(ev.ROLL)
        else:
            player = game.player
            self.box = action
            self._score(ev.ENTER)
            if self.state == END or game.player != player:
                self.cpu_waiting = False
                if not game.over and self.human[game.player]:
                    self.hurry = False
            if self.state != PLAY and self.state != DOUBLE:
                return
        self._render()

    def _on_computer_turn(self, event):
        """A button in a computer's turn: MENU pauses, SKIP or ENTER hurries,
        anything else is told whose turn it is."""
        if event == ev.MENU:
            self.cpu_waiting = False
            self._go(PAUSE)
        elif event == ev.SKIP or event == ev.ENTER:
            self.hurry = True
        else:
            self.message = msg.CPU_TURN_P1 + self.game.player

    def _bot(self, mode, level):
        """The computers' bot for (mode, level), or None (the info line says
        so) when it does not fit the heap."""
        bot = self.computers.get(mode, level, self._thinking)
        self.message = -1 if bot is not None else msg.NO_MEMORY
        return bot

    def _thinking(self):
        if self.state == PLAY or self.state == DOUBLE:
            self.message = msg.THINKING
            self._render()
            self.display.refresh()

    # -- transitions --------------------------------------------------------

    def _go(self, state, cursor=0):
        self.state = state
        self.cursor = cursor
        self.scroll = 0
        show_play = state == PLAY or state == DOUBLE
        self.play_view.group.hidden = not show_play
        self.menu_view.group.hidden = show_play
        if not show_play:
            self.leds.show_game(None)
        self._render()

    def _render(self):
        state = self.state
        if state == PLAY or state == DOUBLE:
            self._render_play()
        elif state in _MENUS:
            self._render_menu()
        else:
            _RENDERERS[state](self)
        self._dirty = True

    # -- menus ------------------------------------------------------------

    def _menu_items(self, state=-1):
        """The items `state`'s menu lists now (default: the current state's)."""
        if state < 0:
            state = self.state
        items = _MENUS[state]
        if state == TITLE and not self.saves.saved:
            items = items[:1] + items[2:]      # no Resume without a saved game
        return items

    def _item_text(self, item):
        text = menus.TEXTS[item]
        if item == HANDHELD:
            return text + (": On" if self.settings.handheld_rules else ": Off")
        if item == SOUND:
            return text + (": On" if self.settings.sound else ": Off")
        if item == LEDS:
            return text + ": " + LED_NAMES[self.settings.led_level]
        if item == HELP_LINE:
            return text + (": On" if self.settings.help_line else ": Off")
        return text

    def _render_menu(self):
        state = self.state
        items = self._menu_items()
        subtitle = ""
        footer = ""
        if state == TITLE:
            footer = self.saves.problem
        elif state == MODE:
            subtitle = "Pick a mode"
        elif state == PLAYERS:
            subtitle = MODE_TITLES[self.new_mode] + ": how many?"
        elif state == SETTINGS and not self.layout.compact:
            subtitle = _SETTING_NOTES[items[self.cursor] - HANDHELD]
        texts = [self._item_text(item) for item in items]
        self.menu_view.show(_MENU_TITLES[state], subtitle, texts, self.cursor, footer,
                            deco=state == TITLE, footer_warn=bool(footer))

    def _on_menu(self, event):
        items = self._menu_items()
        if event in _PREVIOUS:
            self.cursor = (self.cursor - 1) % len(items)
        elif event in _NEXT:
            self.cursor = (self.cursor + 1) % len(items)
        elif event in _CHOOSE:
            self._beep(_TONE_CLICK)
            _ACTIONS[items[self.cursor]](self, items[self.cursor])
        elif event == ev.MENU:
            _ACTIONS[BACK if self.state != PAUSE else CONTINUE](self, BACK)

    def _new_game(self, item):
        self._go(MODE, self.new_mode)

    def _pick_mode(self, item):
        self.new_mode = item - CLASSIC
        self._go(PLAYERS)

    def _pick_players(self, item):
        self.new_players = item - ONE + 1
        # P1 is whoever holds the handheld: always a person to begin with, so
        # a quick ENTER never hands a solo game to the computer.
        self.seat_choice[0] = _HUMAN
        for seat in range(4):
            if self.seat_choice[seat] > self._top_seat():
                self.seat_choice[seat] = _EXPERT_CODE
        self._go(SEATS, self.new_players)      # the cursor on Start: ENTER plays at once

    # -- the seat screen ------------------------------------------------------

    def _top_seat(self):
        """The highest seat code on offer: Perfect only in Classic with its table."""
        return _PERFECT_CODE if self.new_mode == 0 and self.computers.perfect_ready() else _EXPERT_CODE

    def _render_seats(self):
        texts = []
        for seat in range(self.new_players):
            texts.append("P%d: %s" % (seat + 1, SEAT_TEXTS[self.seat_choice[seat]]))
        texts.append(menus.TEXTS[START])
        if self.layout.compact:
            # The OLED's four lines: the question as the title, no subtitle.
            self.menu_view.show("Who plays?", "", texts, self.cursor, "")
        else:
            self.menu_view.show(_MENU_TITLES[PLAYERS],
                                MODE_TITLES[self.new_mode] + ": who plays?", texts, self.cursor,
                                "")

    def _on_seats(self, event):
        """UP/DOWN pick a line; RIGHT, ENTER or ROLL change a seat (LEFT: back
        through the choices); ENTER or ROLL on Start plays. HOLD1..HOLD4
        change seat 1..4 outright (boards whose only arrows are LEFT/RIGHT)."""
        count = self.new_players
        if event == ev.UP:
            self.cursor = (self.cursor - 1) % (count + 1)
        elif event == ev.DOWN:
            self.cursor = (self.cursor + 1) % (count + 1)
        elif event == ev.MENU:
            self._go(PLAYERS, self.new_players - 1)
        elif ev.HOLD1 <= event < ev.HOLD1 + count:
            self._next_seat(event - ev.HOLD1, 1)
        elif self.cursor < count:
            if event == ev.RIGHT or event in _CHOOSE:
                self._next_seat(self.cursor, 1)
            elif event == ev.LEFT:
                self._next_seat(self.cursor, -1)
        elif event in _CHOOSE:
            self._beep(_TONE_CLICK)
            game = self._make_game(self.new_mode, count)
            for seat in range(count):
                game.seats[seat] = self.seat_choice[seat]
            self._start(game)

    def _next_seat(self, seat, step):
        top = self._top_seat()
        self.seat_choice[seat] = (self.seat_choice[seat] + step) % (top + 1)

    def _back(self, item):
        state = self.state
        if state == PLAYERS:
            self._go(MODE, self.new_mode)
        elif state == SETTINGS:
            self.saves.save_scores(self.settings.packed())
            self._go(TITLE, self._menu_items(TITLE).index(SETTINGS_ITEM))
        else:
            self._go(TITLE)

    def _resume(self, item):
        game = self.saves.load_game(self.dice)
        if game is None:
            self._go(TITLE)
            return
        self._start(game, resumed=True)

    def _high_scores(self, item):
        self.scores_mode = self.game.mode.index if self.game is not None else 0
        self._go(SCORES)

    def _settings(self, item):
        self._go(SETTINGS)

    def _controls(self, item):
        self.came_from = self.state
        self._go(CONTROLS)

    def _toggle_handheld(self, item):
        self.settings.handheld_rules = not self.settings.handheld_rules

    def _toggle_sound(self, item):
        self.settings.sound = not self.settings.sound

    def _next_leds(self, item):
        self.settings.next_led_level()
        self.leds.set_brightness(self.settings.led_brightness())

    def _toggle_help(self, item):
        self.settings.help_line = not self.settings.help_line

    def _continue(self, item):
        self._go(DOUBLE if self.game.double_pending() else PLAY)

    def _save(self, item):
        self.message = msg.SAVED if self.saves.save_game(self.game) else msg.NO_SAVE
        self._continue(item)

    def _quit(self, item):
        self.saves.save_game(self.game)
        self.leds.show_game(None)
        self.game = None
        self._go(TITLE)

    # -- plain lists: high scores, controls, end of game ----------------------

    def _render_scores(self):
        title, subtitle, lines, footer = list_screens.high_scores(
            self.saves.scores, self.scores_mode, self.layout.compact)
        self.scroll = self.menu_view.show(title, subtitle, lines, -1, footer, top=self.scroll)

    def _on_scores(self, event):
        if event in _PREVIOUS:
            self.scores_mode = (self.scores_mode - 1) % len(MODES)
        elif event in _NEXT:
            self.scores_mode = (self.scores_mode + 1) % len(MODES)
        elif event in _CHOOSE or event == ev.MENU:
            self._go(TITLE)

    def _render_controls(self):
        title, subtitle, lines, footer = list_screens.controls(
            self.hardware.controls, self.layout.chars(self.layout.row_scale))
        self.scroll = self.menu_view.show(title, subtitle, lines, -1, footer, top=self.scroll)

    def _on_controls(self, event):
        if event in _PREVIOUS:
            self.scroll = max(0, self.scroll - 1)
        elif event in _NEXT:
            self.scroll += 1
        elif event in _CHOOSE or event == ev.MENU:
            self._go(self.came_from, self._menu_items(self.came_from).index(CONTROLS_ITEM))

    def _render_end(self):
        game = self.game
        title, subtitle, lines, footer = list_screens.game_over(
            game, self.end_place, self.saves.scores.best(game.mode.index))
        self.scroll = self.menu_view.show(title, subtitle, lines, -1, footer,
                                          deco=len(lines) <= 4, top=self.scroll)

    def _on_end(self, event):
        if event in _CHOOSE:
            if self.game.players == 1:
                self.scores_mode = self.game.mode.index
                self._go(SCORES)
            else:
                self._go(TITLE)
        elif event == ev.MENU:
            self._go(TITLE)

    # -- play -------------------------------------------------------------

    def _make_game(self, mode, players):
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

    def _start(self, game, resumed=False):
        self.game = game
        for seat in range(4):
            self.human[seat] = 0 if seat < game.players and game.seats[seat] else 1
        self.cpu_action = _NO_ACTION
        self.cpu_waiting = False
        self.hurry = False
        self._clear_hint()
        self.computers.drop(game.mode.index)     # another mode's bots: RAM for this game's
        if not resumed:
            # A new game replaces the saved one (1 byte a slot, not a full write).
            self.saves.clear_game()
        self.box = 0
        self.die_cursor = 0
        self.die_cursor_shown = False
        self.message = -1
        self.end_place = -1
        self._fix_box(1)
        if game.over:
            self._go(END)
        else:
            self._go(DOUBLE if game.double_pending() else PLAY)

    def _is_stop(self, box):
        """Whether the scorecard cursor stops on `box`: an open box, and in a
        POWER pair only the one a pick would fill now."""
        game = self.game
        if not game.is_open(game.player, box):
            return False
        return game.mode.group_size[box] == 1 or game.target_box(box) == box

    def _fix_box(self, step):
        count = self.game.mode.box_count
        for _ in range(count):
            if self._is_stop(self.box):
                return
            self.box = (self.box + step) % count

    def _to_scorable(self):
        """Move the cursor on to a box the hand may go in (the Joker rules
        can leave only one), if there is one."""
        count = self.game.mode.box_count
        for _ in range(count):
            self.box = (self.box + 1) % count
            if self._is_stop(self.box) and self.game.can_score(self.box):
                return

    def _on_play(self, event):
        self.message = -1
        if self.hint_mask or self.hint_texts:
            self._clear_hint()
        if not self.human[self.game.player]:
            self._on_computer_turn(event)
            return
        handler = _PLAY_ACTIONS.get(event)
        if handler is not None:
            handler(self, event)

    def _roll(self, event):
        game = self.game
        try:
            game.roll()
        except IllegalMove:
            self._refused(msg.ALL_HELD if game.rolls_left() else self._status())
            return
        self._beep(_TONE_ROLL)
        self._fix_box(1)
        if not game.can_score(self.box):
            self._to_scorable()

    def _hold(self, event):
        die = self.die_cursor if event == ev.HOLD else event - ev.HOLD1
        if event == ev.HOLD:
            self.die_cursor_shown = True
        try:
            self.game.toggle_hold(die)
        except IllegalMove:
            game = self.game
            if die < game.mode.dice_count:
                self._refused(msg.ROLL_BEFORE_HOLD if game.rolls == 0 else self._status())

    def _move_die(self, event):
        count = self.game.mode.dice_count
        step = 1 if event == ev.DOWN else -1
        if self.die_cursor_shown:
            self.die_cursor = (self.die_cursor + step) % count
        self.die_cursor_shown = True

    def _move_box(self, event):
        step = 1 if event == ev.RIGHT else -1
        count = self.game.mode.box_count
        self.box = (self.box + step) % count
        self._fix_box(step)

    def _score(self, event):
        game = self.game
        if game.rolls == 0:
            self._refused(msg.ROLL_FIRST)
            return
        if not game.can_score(self.box):
            self._refused(msg.NOT_ALLOWED)
            return
        yahtzee = game.hand.yahtzee_number() and game.preview(self.box) > 0
        game.score(self.box)
        self._beep(_TONE_YAHTZEE if yahtzee else _TONE_SCORE)
        if game.double_pending():
            self._fix_box(1)
            self._go(DOUBLE)
            return
        self._go(PLAY)
        if game.over:
            self._game_over()
            return
        if not self.saves.save_game(game) and self.saves.store is not None:
            self.message = msg.SAVE_FAILED
        if self.settings.packed() != self.saves.scores.settings:
            self.saves.save_scores(self.settings.packed())   # HELP pressed during play
        elif game.players > 1:
            self.message = msg.TURN_P1 + game.player
        if yahtzee:
            self.message = msg.YAHTZEE
        self.box = 0
        self._fix_box(1)
        gc.collect()      # between turns: the quietest moment to collect

    def _undo(self, event):
        try:
            self.game.undo()
        except IllegalMove:
            self._refused(msg.NOTHING_TO_UNDO)
            return
        self.message = msg.UNDONE
        self._go(PLAY)

    def _pause(self, event):
        self._go(PAUSE)

    def _toggle_help_line(self, event):
        self.settings.help_line = not self.settings.help_line

    def _hint(self, event):
        """What would an expert do? The hint bot (Expert; Perfect in Classic
        where its table is) answers for this hand: a keep (its dice marked
        and blinking on the LEDs) or a box (the cursor goes there), with the
        expected final score. Strings are built here, on the press."""
        game = self.game
        mode = game.mode
        level = 3 if mode.index == 0 and self.computers.perfect_ready() else 2
        bot = self._bot(mode.index, level)
        if bot is None:
            return                  # the info line says why
        action = bot.hint(game)
        if action < 0:
            self.message = msg.NO_HINT
            return
        points = (bot.expected + 50) // 100
        if action & _ROLL and not game.rolls:
            texts = ("Roll the dice: %d" % points, "Roll: %d" % points, "Roll")
        elif action & _ROLL:
            keep = action & _HOLD_MASK
            spaced = ""
            packed = ""
            for i in range(mode.dice_count):
                if keep >> i & 1:
                    face = str(game.dice[i]) if i < 5 else _POWER_FACES[game.dice[i] - 1]
                    spaced += " " + face
                    packed += face
            if not keep:
                texts = ("Reroll all: %d" % points, "Reroll: %d" % points, "Reroll")
            else:
                texts = ("Keep%s: %d" % (spaced, points), "Keep %s: %d" % (packed, points),
                         "Keep " + packed, packed)
            self.hint_mask = keep
            self.leds.show_hint(keep)
        else:
            label = mode.labels[action]
            self.box = action
            texts = ("Score %s: %d" % (label, points), "%s: %d" % (label, points), label)
        self.hint_texts = texts
        self.message = msg.HINT_TEXT

    def _clear_hint(self):
        self.hint_mask = 0
        self.hint_texts = ()
        self.leds.show_hint(0)

    def _refused(self, message):
        self.message = message
        self._beep(_TONE_REFUSED)

    def _status(self):
        """What the info line says when no action has just spoken."""
        game = self.game
        if game.double_pending():
            return msg.DOUBLE_SECOND
        if game.rolls == 0:
            return msg.ROLL_FIRST
        if game.frozen():
            return msg.FREEZE
        if game.fourth_roll_allowed():
            return msg.FOURTH_ROLL
        left = game.rolls_left()
        if left:
            return msg.ROLLS_LEFT_1 + left - 1
        if game.must_score_twice():
            return msg.DOUBLE
        return msg.PICK_BOX

    def _help_text(self):
        game = self.game
        if not self.settings.help_line:
            return ""
        if not self.human[game.player] and (self.cpu_action < 0 or self.cpu_action & _ROLL):
            return ""     # a computer's holds and rolls: the box under the cursor means nothing
        mode = game.mode
        room = self.layout.chars(self.layout.help_scale)
        if game.double_pending():
            label = mode.labels[game.double_first]
            for text in ("UNDO takes back " + label, "UNDO: back " + label):
                if len(text) <= room:
                    return text
            return "UNDO: take back"
        text = mode.helps[self.box] + self._bonus_progress()
        title = mode.labels[self.box] + ": " + text
        if len(title) <= room:
            return title
        return text if len(text) <= room else mode.helps[self.box]

    def _bonus_progress(self):
        """' 45/63' for a box in a section with a bonus still to reach: the
        section's total so far and the next threshold."""
        game = self.game
        mode = game.mode
        section = mode.sections[self.box]
        tiers = mode.upper_bonus if section == UPPER else (
            mode.colour_bonus if section == COLOURS else ())
        total = game.section_total(game.player, section)
        goal = 0
        for threshold, _ in tiers:          # highest first: keep the lowest not yet reached
            if total < threshold:
                goal = threshold
        return " %d/%d" % (total, goal) if goal else ""

    def _render_play(self):
        game = self.game
        message = self.message if self.message >= 0 else self._status()
        die_cursor = self.die_cursor if self.die_cursor_shown and game.rolls else -1
        if message == msg.HINT_TEXT and not self.hint_texts:
            message = self._status()
        self.play_view.update(game, self.box, die_cursor, message, self._help_text(),
                              self.hint_mask, self.hint_texts)
        self.leds.show_game(game)

    def _game_over(self):
        game = self.game
        self.saves.clear_game()
        self.end_place = -1
        if game.players == 1 and not game.seats[0]:      # the computer's scores are not listed
            self.end_place = self.saves.scores.insert(game.mode.index, game.total(0))
            if self.end_place >= 0:
                self.saves.save_scores(self.settings.packed())
        if self.end_place == 0:
            self._beep(_TONE_YAHTZEE)
        self._go(END)

    def _beep(self, tone):
        speaker = self.hardware.speaker
        if speaker is not None and self.settings.sound:
            speaker.tone(tone[0], tone[1])


_PREVIOUS = (ev.UP, ev.LEFT)
_NEXT = (ev.DOWN, ev.RIGHT)
_CHOOSE = (ev.ENTER, ev.ROLL)

_ACTIONS = {
    NEW: App._new_game, RESUME: App._resume, HIGH_SCORES: App._high_scores,
    SETTINGS_ITEM: App._settings, CONTROLS_ITEM: App._controls,
    CLASSIC: App._pick_mode, PAINTED: App._pick_mode, POWER: App._pick_mode,
    ONE: App._pick_players, TWO: App._pick_players, THREE: App._pick_players,
    FOUR: App._pick_players,
    HANDHELD: App._toggle_handheld, SOUND: App._toggle_sound, LEDS: App._next_leds,
    HELP_LINE: App._toggle_help, BACK: App._back,
    CONTINUE: App._continue, SAVE: App._save, QUIT: App._quit,
}

_PLAY_ACTIONS = {
    ev.ROLL: App._roll, ev.HOLD: App._hold,
    ev.HOLD1: App._hold, ev.HOLD2: App._hold, ev.HOLD3: App._hold,
    ev.HOLD4: App._hold, ev.HOLD5: App._hold, ev.HOLD6: App._hold,
    ev.UP: App._move_die, ev.DOWN: App._move_die,
    ev.LEFT: App._move_box, ev.RIGHT: App._move_box,
    ev.ENTER: App._score, ev.UNDO: App._undo, ev.MENU: App._pause,
    ev.HELP: App._toggle_help_line, ev.HINT: App._hint,
}

_HANDLERS = (
    App._on_menu,       # TITLE
    App._on_menu,       # MODE
    App._on_menu,       # PLAYERS
    App._on_menu,       # SETTINGS
    App._on_scores,     # SCORES
    App._on_controls,   # CONTROLS
    App._on_play,       # PLAY
    App._on_play,       # DOUBLE
    App._on_menu,       # PAUSE
    App._on_end,        # END
    App._on_seats,      # SEATS
)

_RENDERERS = {SCORES: App._render_scores, CONTROLS: App._render_controls,
              END: App._render_end, SEATS: App._render_seats}
