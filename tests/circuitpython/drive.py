"""Guest side: drive the real firmware on a stand-in board in CircuitPython's unix port.

Frozen into the stand-ins' binary (tools/runtimes/cpboard.py) with them. A script
does what code.py does (`start()`: the board's profile, the app), then
presses buttons and lets frames pass on a clock of its own (supervisor.now),
and prints a line per stage:

    DRIVEN <bytes the stand-ins and this driver hold>
    STAGE <name> <bytes in use, the stand-ins' and the driver's taken off>

(`STANDINS <bytes>`, what the stand-ins alone hold, is printed before the driver
loads: tools/runtimes/cpboard.guest() puts it ahead of every guest script.)

Buttons go in two ways: `key(number, ms)` presses a physical key of the
board's keypad for `ms` (its own key logic turns it into events: long
presses, repeats), and `button(event)` hands the app one logical event,
the way the board's input layer would.
"""

import gc
import sys

import standins
import supervisor

FRAME_MS = 20
_NO_MEMORY = 24     # yahtzee_app.words.MSG_NO_MEMORY
BASE = standins.install()
print("DRIVEN", BASE)


def stage(name):
    gc.collect()
    print("STAGE", name, gc.mem_alloc() - BASE)
    import micropython
    micropython.qstr_info()     # "qstr pool: ... n_qstr=N ...": the strings interned so far


class _Buttons:
    """The board's buttons, with logical events handed in ahead of them."""

    def __init__(self, real):
        self.real = real
        self.queue = bytearray(8)
        self.count = 0

    def push(self, event):
        self.queue[self.count] = event
        self.count += 1

    def poll(self, now_ms):
        event = self.real.poll(now_ms)
        if event or not self.count:
            return event
        event = self.queue[0]
        for i in range(1, self.count):
            self.queue[i - 1] = self.queue[i]
        self.count -= 1
        return event


def load_nvm(path):
    """microcontroller.nvm from a file (a board's NVM across a reset)."""
    import microcontroller
    with open(path, "rb") as stream:
        data = stream.read()
    microcontroller.nvm._bytes[0:len(data)] = data


def save_nvm(path):
    import microcontroller
    with open(path, "wb") as stream:
        stream.write(microcontroller.nvm._bytes)


class Driver:
    def __init__(self, dice=None):
        import os

        from yahtzee_app.heap import borrowed
        # as code.py does: nothing of the board's code may stay reachable while App() builds
        with borrowed("boards"):
            import boards
            hardware = boards.build()
            del boards
        # The same dice at every run (GAME_SEED, default 1), as the simulator's --seed:
        # a stage's figure is then one game's, whatever the run (a resumed game still
        # re-seeds from os.urandom, as on a board).
        hardware.seed = int(os.getenv("GAME_SEED") or 1)
        self.buttons = _Buttons(hardware.buttons)
        hardware.buttons = self.buttons
        from yahtzee_app.app import App
        from yahtzee_app import events
        self.events = events
        self.app = App(hardware, dice)

    # -- time and buttons ------------------------------------------------------

    def frames(self, count=1):
        app = self.app
        for _ in range(count):
            supervisor.now += FRAME_MS
            app.tick(supervisor.ticks_ms())

    def button(self, name):
        """One logical event (a name from yahtzee_app.events), then a frame."""
        self.buttons.push(getattr(self.events, name) if isinstance(name, str) else name)
        self.frames(2)

    def settle(self, limit=200):
        """Frames until the play screen takes a press: the hand-over beat over, the
        dice landed (presses in either are dropped)."""
        for _ in range(limit):
            if not self.app.scene.tumbling and not self.app.scene.handover_until:
                return
            self.frames()
        raise RuntimeError("the play screen never took a press")

    def press(self, *names):
        for name in names:
            self.button(name)

    def choose(self, text):
        """On a menu: move down to the item that says `text`, then choose it."""
        from yahtzee_app import menu_words
        app = self.app
        for _ in range(12):
            # the pause menu's items are numbered apart (yahtzee_app.pause)
            names = (menu_words.PAUSE_ITEMS + ("Scoreboard",)
                     if app.screen.__name__.endswith("pause") else menu_words.ITEMS)
            if names[app.screen.items(app)[app.scene.cursor]] == text:
                self.button("ENTER")
                return
            self.button("DOWN")
        raise ValueError("no menu item %r" % text)

    def key(self, number, ms=60):
        """Press the board's keypad key `number` for `ms`, then let go."""
        import keypad
        queue = keypad.instances[0].events
        queue.push(number, True, supervisor.ticks_ms())
        self.frames(ms // FRAME_MS)
        queue.push(number, False, supervisor.ticks_ms())
        self.frames(2)

    # -- play ------------------------------------------------------------------

    def new_game(self, mode, players=1, seats=()):
        """From the title: New game, the mode, the players, each seat's code, Start."""
        app = self.app
        self.button("ENTER")
        while app.scene.cursor != mode:
            self.button("DOWN")
        self.button("ENTER")
        while app.scene.cursor != players - 1:
            self.button("DOWN")
        self.button("ENTER")
        for seat in range(len(seats)):
            for _ in range(6):
                if app.seat_choice[seat] == seats[seat]:
                    break
                self.button(self.events.HOLD1 + seat)
            if app.seat_choice[seat] != seats[seat]:
                raise ValueError("the seat screen does not offer code %d (no Perfect table?)"
                                 % seats[seat])
        while app.scene.cursor != players:
            self.button("DOWN")
        self.button("ENTER")

    def play_to_end(self, hints=True, limit=4000, turns=-1):
        """Play the game to its end screen (or `turns` turns of P1): a person
        follows the HINT (or scores the first box it can), a computer plays
        itself (hurried)."""
        app = self.app
        events = self.events
        start = app.game.open_count(0)
        for _ in range(limit):
            game = app.game
            if game is None or game.over:
                break
            # (at the start of P1's turn: a POWER Double's first box is not a turn's end)
            if (turns >= 0 and start - game.open_count(0) >= turns and game.player == 0
                    and game.rolls == 0):
                return
            if not app.human[game.player]:
                if app.message == _NO_MEMORY:
                    raise MemoryError("the computer player did not fit")
                self.button("SKIP")
                self.frames(5)
                continue
            if game.rolls == 0:
                self.button("ROLL")
                continue
            if hints:
                self.button("HINT")
                if app.message == _NO_MEMORY:
                    raise MemoryError("the hint's computer player did not fit")
                action = getattr(app, "hint_action", -1)   # (older apps: just ask)
                if action >= 0 and action & 0x40:
                    for die in range(game.mode.dice_count):
                        if game.is_held(die) != bool(action >> die & 1):
                            self.button(events.HOLD1 + die)
                    self.button("ROLL")
                    continue
                if action >= 0:
                    self.button("ENTER")       # the hint put the cursor on its box
                    continue
            if game.rolls_left():
                self.button("ROLL")
                continue
            for _ in range(game.mode.box_count):
                if game.can_score(app.box):
                    break
                self.button("DOWN")        # down the scorecard
            self.button("ENTER")
        self.frames(3)


def fragment(hole):
    """Leave the free heap in holes of `hole` bytes: from now on any allocation
    bigger than that fails, however much is free in all."""
    gc.collect()
    blocks = [None] * (gc.mem_free() // hole + 1)
    count = 0
    try:
        while count < len(blocks):
            blocks[count] = bytearray(hole)
            count += 1
    except MemoryError:
        pass
    for i in range(0, count, 2):
        blocks[i] = None
    gc.collect()
    return blocks


def done():
    print("DONE")
    sys.exit(0)
