#!/usr/bin/env python3
"""What a game costs the NVM's flash: erases per solo Classic game, per board.

    python3 tools/measure/wear.py [--board PROFILE|all] [--games 3] [--save-turns N]
                          [--setting every-few|each-turn|both]

Plays solo Classic games through the real app (headless: the board's own
profile, boards/<name>.py over the CircuitPython stand-ins as tools/sim/physical.py
builds it, shown on the PC's display stand-in), the presses fed to the app
as logical buttons. The board's microcontroller.nvm is replaced by WearNVM:
the board's real size, and an erase counted for every flash block each write
touches; alarm.sleep_memory by a counting stand-in of the board's size (or
none). It prints per board

    NVM erases per solo Classic game: N
    games per 10,000 erase cycles: M

for each setting of Settings' "Save" row (every YAHTZEE_SAVE_TURNS turns, the
default, and "each turn"), and what a sudden power cut loses (the turns since
the last NVM write: at most YAHTZEE_SAVE_TURNS - 1 finished turns and the turn
in play; saving each turn, only the turn in play) and what a reset or a crash
loses (nothing, where sleep memory exists). It fails (exit status 1) if any
NVM write was not one slice assignment, or if a count is not the figure of
erases_per_game below (the game's start, every few turns' ends, its end).

The figures (bytes): each board's row of tools/board_facts.py, which cites their sources.
Endurance: 10,000 erase cycles for every board, the figure DESIGN.md section 5
and ../shared/circuitpython/README.md give (the RP2040 boards' QSPI chips are
often rated higher; 10,000 is the safe side).
"""

import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
from tools.sim import headless  # noqa: E402,F401 (no window, no sound card; lib/ on the path)

from tools import board_facts as facts  # noqa: E402


def _venv():
    """`python3 tools/measure/wear.py` with a python that lacks the PC stand-ins (pygame,
    Blinka): run again with the project's .venv one (make venv)."""
    try:
        import pygame  # noqa: F401
        import busdisplay  # noqa: F401
    except ImportError:
        python = os.path.join(ROOT, ".venv", "bin", "python")
        if os.path.exists(python) and os.path.realpath(sys.prefix) != os.path.realpath(
                os.path.join(ROOT, ".venv")):
            os.execv(python, [python] + sys.argv)
        raise SystemExit("tools/measure/wear.py needs pygame and Blinka: make venv")


CYCLES = 10000
# board: (NVM bytes, erase block bytes, sleep memory bytes or 0, the chip), from the boards'
# facts (tools/board_facts.py), one board a module of boards/: the figures' sources are above
BOARDS = {profile: (facts.FACTS[profile].nvm_bytes, facts.FACTS[profile].erase_bytes,
                    facts.FACTS[profile].sleep_bytes, facts.FACTS[profile].family)
          for profile in facts.BOARDS}
TURNS = 13                 # a Classic game: 13 boxes, one a turn


class WearNVM:
    """microcontroller.nvm as the flash sees it: `size` bytes, blank 0xFF; every
    write erases each `block`-byte erase block it touches (`erases`), and is
    either one slice assignment (`slices`) or a single byte (`items`, which on
    a board costs a whole erase for one byte: the app must never do it)."""

    def __init__(self, size, block):
        self._bytes = bytearray(b"\xff" * size)
        self.block = block
        self.writes = 0
        self.slices = 0
        self.items = 0
        self.erases = 0

    def __len__(self):
        return len(self._bytes)

    def __getitem__(self, index):
        return self._bytes[index]

    def __setitem__(self, index, value):
        if isinstance(index, slice):
            start, stop, _ = index.indices(len(self._bytes))
            if len(value) != stop - start:
                raise ValueError("an NVM slice must keep its length")
            self.slices += 1
        else:
            start = stop = index if index >= 0 else index + len(self._bytes)
            stop += 1
            self.items += 1
        self._bytes[index] = value
        self.writes += 1
        if stop > start:
            self.erases += (stop - 1) // self.block - start // self.block + 1


class SleepMemory(bytearray):
    """alarm.sleep_memory: RAM, so writes cost nothing; counted all the same."""

    writes = 0

    def __setitem__(self, index, value):
        bytearray.__setitem__(self, index, value)
        self.writes += 1


class Presses:
    """The board's buttons, as the logical events the app reads (one a frame)."""

    def __init__(self):
        self.queue = []

    def push(self, event):
        self.queue.append(event)

    def poll(self, now_ms):
        return self.queue.pop(0) if self.queue else 0


class Player:
    """The real app on `board`'s Hardware with the wear stand-ins, and a clock."""

    def __init__(self, board, save_turns=None, seed=1, each_turn=False):
        from tools.sim import board as sim_board
        from yahtzee_app.app import App
        from yahtzee_core import Rng
        size, block, sleep_size, _ = BOARDS[board]
        saved_env = os.environ.get("YAHTZEE_SAVE_TURNS")
        if save_turns is not None:
            os.environ["YAHTZEE_SAVE_TURNS"] = str(save_turns)
        try:
            hardware = sim_board.build(physical=board, nvm_path="", keys="", keyboard=False)
            self.nvm = hardware.nvm = WearNVM(size, block)
            self.sleep = hardware.sleep_memory = SleepMemory(sleep_size) if sleep_size else None
            self.presses = hardware.buttons = Presses()
            self.app = App(hardware, dice=Rng(seed))
            self.app.idle.after[:] = type(self.app.idle.after)("l", (0, 0, 0))   # never sleeps
            if each_turn:
                # what Settings' "Save: each turn" does on leaving Settings
                self.app.settings.save_each_turn = True
                from yahtzee_app.storage_menus import save_settings
                save_settings(self.app.saves, self.app.settings.packed())
        finally:
            if save_turns is not None:
                if saved_env is None:
                    os.environ.pop("YAHTZEE_SAVE_TURNS", None)
                else:
                    os.environ["YAHTZEE_SAVE_TURNS"] = saved_env
        from tools.sim.clock import POWER_ON_MS
        self.now = POWER_ON_MS          # where a board's ticks_ms starts (tools/sim/clock.py)
        self.wait(100)

    def wait(self, ms):
        from tools.sim.clock import ticks_later
        for _ in range(max(1, ms // 20)):
            self.app.tick(self.now)
            self.now = ticks_later(self.now, 20)

    def press(self, *events):
        for event in events:
            self.presses.push(event)
            self.wait(40)

    @property
    def state(self):
        from yahtzee_app.names import STATES as NAMES
        return NAMES[self.app.state]

    def new_solo_classic(self):
        """From the title: New game (over a save: discard it), Classic, One
        player, Start."""
        from yahtzee_app import events as ev
        while self.app.scene.cursor:
            self.press(ev.UP)
        self.press(ev.ENTER)
        if self.state == "confirm":
            self.press(ev.DOWN, ev.ENTER)
        for _ in range(3):              # Classic, One, Start: the cursor on each already
            self.press(ev.ENTER)
        if self.state != "play":
            raise RuntimeError("no game began: the app is at %s" % self.state)

    def play_turn(self):
        """Roll up to three times, then score the box the scorecard's cursor is on."""
        from yahtzee_app import events as ev
        game = self.app.game
        before = game.open_count(0)
        for _ in range(3):
            self.press(ev.ROLL)
            self.wait(600)              # the tumble settles
        for _ in range(20):
            self.press(ev.ENTER)
            self.wait(100)
            if game.over or game.open_count(0) < before:
                return
            self.press(ev.DOWN)
        raise RuntimeError("could not score a box (at %s)" % self.state)

    def finish(self):
        """Through the end screen (and the initials of a new best) to the title."""
        from yahtzee_app import events as ev
        from yahtzee_app.list_view import _GUARD_MS as GUARD_MS
        for _ in range(12):
            if self.state in ("title", "scores"):
                break
            self.wait(GUARD_MS)         # a press this soon after a screen appears does nothing
            self.press(ev.ENTER)
        if self.state == "scores":
            self.wait(GUARD_MS)
            self.press(ev.MENU)
        self.wait(GUARD_MS)             # ... the title after a game too


def erases_per_game(save_turns):
    """NVM erases a solo Classic game costs when the NVM takes the game every
    `save_turns` turns: its start, those of its first 12 turns' ends, and the game's
    end (which the 13th turn's end is): what measure() must count on every board."""
    return 12 // save_turns + 2


def measure(board, games=1, save_turns=None, seed=1, each_turn=False):
    """Play `games` solo Classic games on `board` (`each_turn`: with Settings'
    "Save: each turn"); a dict of figures."""
    player = Player(board, save_turns, seed, each_turn)
    nvm = player.nvm
    per_game = []
    for _ in range(games):
        start = nvm.erases
        player.new_solo_classic()       # (the NVM takes a new game at once)
        for _ in range(TURNS):
            player.play_turn()
        if not player.app.game.over:
            raise RuntimeError("the game did not end after %d turns" % TURNS)
        player.finish()
        per_game.append(nvm.erases - start)
    return dict(board=board, erases=max(per_game), per_game=per_game, writes=nvm.writes,
                slices=nvm.slices, items=nvm.items, sleep=player.sleep is not None,
                sleep_writes=player.sleep.writes if player.sleep is not None else 0,
                every=player.app.saves.save_turns(), nvm_bytes=len(nvm), block=nvm.block,
                shown=erases_per_game(player.app.saves.save_turns()), each_turn=each_turn)


def report(figures):
    size, block, sleep_size, chip = BOARDS[figures["board"]]
    erases = figures["erases"]
    every = figures["every"]
    lines = [
        "%s (%s; NVM %d bytes, %d-byte erase block; sleep memory %s), Save: %s" % (
            figures["board"], chip, size, block, "%d bytes" % sleep_size if sleep_size else "none",
            "each turn" if every == 1 else "every %d turns" % every),
        "  NVM erases per solo Classic game: %d (erases_per_game says %d%s)" % (
            erases, figures["shown"], "" if figures["shown"] == erases else ": WRONG"),
        "  games per 10,000 erase cycles: %d" % (CYCLES // erases if erases else CYCLES),
        "  NVM writes: %d, each one slice assignment: %s" % (
            figures["writes"], "yes" if figures["items"] == 0 else
            "NO (%d byte writes)" % figures["items"]),
        "  a power cut loses: the turns since the last NVM write (it takes the game at its "
        "start, every %d turns, on Save, before deep sleep, at the end): at most %d finished "
        "turns and "
        "the turn in play" % (every, every - 1) if every > 1 else
        "  a power cut loses: the turn in play (the NVM takes the game at every turn's end)",
        "  a reset or a crash loses: %s" % (
            "nothing (every roll, hold and score is in sleep memory: %d writes, no wear)"
            % figures["sleep_writes"] if figures["sleep"] else
            "as a power cut (no sleep memory)"),
    ]
    return "\n".join(lines)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    facts.add_board_option(parser, tuple(BOARDS), "all", what="the board to play")
    parser.add_argument("--games", type=int, default=2, help="games per board (default 2)")
    parser.add_argument("--save-turns", type=int, help="YAHTZEE_SAVE_TURNS (default: 5)")
    parser.add_argument("--setting", choices=("every-few", "each-turn", "both"), default="both",
                        help="Settings' Save row: every YAHTZEE_SAVE_TURNS turns, each turn, "
                             "or both (the default)")
    args = parser.parse_args(argv)
    settings = {"every-few": (False,), "each-turn": (True,), "both": (False, True)}[args.setting]
    failed = 0
    for board in facts.chosen(args.board, BOARDS):
        for each_turn in settings:
            figures = measure(board, args.games, args.save_turns, each_turn=each_turn)
            print(report(figures), flush=True)
            failed += (figures["items"] > 0 or figures["slices"] != figures["writes"]
                       or figures["shown"] != figures["erases"])
    return 1 if failed else 0


if __name__ == "__main__":
    _venv()
    sys.exit(main())
