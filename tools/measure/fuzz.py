#!/usr/bin/env python3
"""Mash the buttons: random logical events into the real app, headless.

    python3 tools/measure/fuzz.py [--events 200000] [--seed 1] [--board PROFILE]
    python3 tools/measure/fuzz.py --physical [--events 20000] [--board PROFILE|all]
    python3 tools/measure/fuzz.py --physical --mash [--events 5000] [--board PROFILE|all]

--physical: random presses of each board's own buttons (random lengths, gaps
and overlaps, the knob, the stick, shakes) through that board's key logic
(tools/sim/physical.py) and on into the real app, on a clock of 20 ms frames;
one line per board and the failures last.

--mash: games with computer seats (2-4 players, at least one person and one
computer, started as the seat screen starts them), the roll key mashed in quick
bursts during computer turns, tumbles and hand-overs; on top of the failures it
counts the person's turns that started short (TurnStarts: with dice already
rolled, or rolled by a press made before the turn was showing). At each game's
end one button is mashed or held through the end screens (END_MASH_MS), with a
single deliberate press between them, to the title: it counts the games started
by a mash (none may be).

Drives the app through the desktop board (SDL_VIDEODRIVER=dummy) with a
random stream of every logical button, weighted so that games get played
to their end. After every event: no exception, and when a game is on, the
core's invariants hold (totals add up, turn order, save round trip). It
counts events, games started and finished, end screens seen, and NVM
writes per finished game (saves happen at turn ends, not per press).
"""

import argparse
import os
import random
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
from tools.sim import headless  # noqa: E402,F401 (no window, no sound card; lib/ on the path)

from tools import board_facts as facts  # noqa: E402
from yahtzee_core.save import encode_game  # noqa: E402
from yahtzee_core.load import decode_game  # noqa: E402
from yahtzee_core.modes import UPPER, COLOURS  # noqa: E402

# (event name, weight): play-heavy, but every button shows up often
WEIGHTS = (
    ("ROLL", 12), ("ENTER", 14), ("RIGHT", 8), ("LEFT", 4), ("UP", 4), ("DOWN", 6),
    ("HOLD", 3), ("HOLD1", 2), ("HOLD2", 2), ("HOLD3", 2), ("HOLD4", 2), ("HOLD5", 2),
    ("HOLD6", 2), ("MENU", 1), ("HINT", 2), ("UNDO", 2), ("HELP", 1), ("SKIP", 1),
    ("SHAKE", 2), ("TOSS", 2), ("STILL", 1), ("PICK", 3),
)


def invariant_problem(game):
    """Why a game breaks the rules' bookkeeping, or ''."""
    mode = game.mode
    for p in range(game.players):
        boxes = [game.box_value(p, b) for b in range(mode.box_count)]
        if any(v > mode.max_score[b] for b, v in enumerate(boxes)):
            return "a box holds more than it can"
        filled = [v for v in boxes if v >= 0]
        upper = sum(v for b, v in enumerate(boxes) if v >= 0 and mode.sections[b] == UPPER)
        colours = sum(v for b, v in enumerate(boxes) if v >= 0 and mode.sections[b] == COLOURS)
        bonus = 0
        for threshold, points in mode.upper_bonus:
            if upper >= threshold:
                bonus = points
                break
        colour_bonus = 35 if mode.colour_bonus and colours >= 63 else 0
        if game.total(p) != sum(filled) + bonus + colour_bonus + game.yahtzee_bonus(p):
            return "player %d's total does not add up" % (p + 1)
    if not mode.power_die and not game.over:
        counts = [mode.box_count - game.open_count(p) for p in range(game.players)]
        mine = counts[game.player]
        if counts != [mine + 1 if p < game.player else mine for p in range(game.players)]:
            return "turn order broken: %r" % counts
    if game.rolls > (4 if mode.power_die else 3):
        return "%d rolls" % game.rolls
    if encode_game(decode_game(encode_game(game))) != encode_game(game):
        return "save round trip differs"
    return ""


def fuzz(events, seed=1, profile="pybadge", out=None):
    """Play `events` random buttons; returns a dict of figures."""
    from tools.sim import board as sim_board
    from yahtzee_app.app import App
    from yahtzee_app.names import EVENTS as EVENT_NAMES, STATES as STATE_NAMES, event_named

    chooser = random.Random(seed)
    names = [name for name, weight in WEIGHTS for _ in range(weight)]
    codes = [event_named(name) for name in names]
    hardware = sim_board.build(profile=profile, nvm_path="", keys="", keyboard=False, seed=seed)
    app = App(hardware)
    figures = dict(events=0, exceptions=0, broken=0, games=0, finished=0, end_screens=0,
                   turns=0, writes_per_turn=0.0, writes_per_game=0.0, max_writes_per_game=0,
                   problems=[])
    turn_writes = 0
    now = 0
    game = None
    writes_at_start = writes_at_turn = 0
    writes = []
    was_end = False
    for _ in range(events):
        event = codes[chooser.randrange(len(codes))]
        hardware.buttons.push(event)
        try:
            app.tick(now)
        except Exception as error:  # noqa: BLE001 - any exception is what we count
            figures["exceptions"] += 1
            figures["problems"].append("%s after %s in %s" % (
                repr(error), EVENT_NAMES[event], STATE_NAMES[app.state]))
            break
        now += 20
        figures["events"] += 1
        if app.game is not game:
            game = app.game
            figures["games"] += game is not None
            writes_at_start = hardware.nvm.writes
            rolls_before, over_before = 0, False
        if game is not None:
            if (rolls_before and not game.rolls) or (game.over and not over_before):
                figures["turns"] += 1
                turn_writes += hardware.nvm.writes - writes_at_turn
            if not rolls_before or game.over != over_before:
                writes_at_turn = hardware.nvm.writes
            rolls_before, over_before = game.rolls, game.over
            problem = invariant_problem(game)
            if problem:
                figures["broken"] += 1
                figures["problems"].append(problem)
                break
        at_end = STATE_NAMES[app.state] == "end"
        if at_end and not was_end:
            figures["end_screens"] += 1
            if game is not None and game.over:
                figures["finished"] += 1
                writes.append(hardware.nvm.writes - writes_at_start)
        was_end = at_end
    if figures["turns"]:
        figures["writes_per_turn"] = turn_writes / figures["turns"]
    if writes:
        figures["writes_per_game"] = sum(writes) / len(writes)
        figures["max_writes_per_game"] = max(writes)
    return figures


# --physical: how often each board's buttons are pressed (the rest: once each), the buttons
# that roll (--mash mashes them), how a person scores and the button that chooses: each
# board's press_weights, roll_buttons, score_presses and choose_button in tools/board_facts.py
# press lengths (ms): around the long-press threshold and chords' timings, and far from them
PRESS_MS = (20, 40, 80, 120, 200, 300, 450, 540, 550, 560, 650, 800, 1200, 2500)
MASH_PRESS_MS = (20, 40, 60, 90, 120, 200)
MASH_GAP_MS = (0, 20, 40, 60, 100, 150, 300, 700)
# ... and at a game's end: one button mashed (from one press to the next never as long
# as the end screens' 600 ms guard) or held, from the last score on through each end
# screen, and between them the board's choose button pressed once, deliberately (after a
# pause), the mash going on at once after it: the end, the initials, the high scores, the
# title; a new game begun by any of it counts.
# (A press or a release shorter than two 20 ms frames is none to a debouncer: the DIY board
# sees one long press through it, and a long press let go is a deliberate press.)
END_MASH_GAP_MS = (40, 60, 100, 150, 300)
END_MASH_PRESS_MS = (40, 60, 90, 120, 200)
END_MASH_MS = (1000, 3000, 10000)


class TurnStarts:
    """Whether each person's turn starts with every roll: counts the turns begun in
    play (not a resumed one), and those that started short: dice already rolled when
    the turn first took presses, or a first roll whose roll button last went down before
    that moment (a press made on the screen before, acting on this one; one made on the
    very frame the turn shows is no earlier than the screen)."""

    def __init__(self):
        self.game = None
        self.turn = None
        self.after = ""
        self.shown_at = None
        self.rolled = True
        self.turns = 0
        self.short = 0
        self.problems = []

    def frame(self, app, now_ms, roll_down_ms):
        """After each frame (`now_ms` its time); `roll_down_ms`: when a roll button last
        went down."""
        from yahtzee_app import states as st
        game = app.game
        if game is None or game.over:
            self.game = None
            return
        turn = (game.player, game.open_count(game.player) + game.double_pending())
        if game is not self.game:
            self.game, self.turn, self.rolled = game, turn, True    # a new or resumed game
            self.after = "the start"
            if game.rolls or game.open_count(0) != game.mode.box_count:
                return          # a resumed game's turn goes on where it was
            self.shown_at, self.rolled = None, False
        if turn != self.turn:
            self.after = "P%d, %s" % (self.turn[0] + 1, "a person" if app.human[self.turn[0]]
                                       else "a computer")
            self.turn, self.shown_at, self.rolled = turn, None, False
        if self.rolled or not app.human[game.player]:
            return
        if self.shown_at is None:
            if app.state != st.PLAY or getattr(app, "handover_until", 0):
                return          # not yet taking presses
            self.shown_at = now_ms
            self.turns += 1
            if game.rolls:
                self._short("P%d's turn (after %s) showed rolled dice" % (
                    game.player + 1, self.after))
            return
        if game.rolls:
            self.rolled = True
            if roll_down_ms < self.shown_at:
                self._short("P%d's turn (after %s) rolled by a press made %d ms before it "
                            "showed" % (game.player + 1, self.after, self.shown_at - roll_down_ms))

    def _short(self, why):
        self.rolled = True
        self.short += 1
        if len(self.problems) < 5:
            self.problems.append(why)


def _mash_game(app, chooser):
    """A game of 2-4 players with at least one person and one computer, started as the
    seat screen starts it."""
    players = chooser.randrange(2, 5)
    game = app.make_game(chooser.randrange(3), players)
    seats = [0] + [chooser.randrange(1, 4) if chooser.random() < 0.7 else 0
                   for _ in range(players - 1)]
    if not any(seats):
        seats[-1] = chooser.randrange(1, 4)
    for seat, code in enumerate(seats):
        game.seats[seat] = code
    app.start(game)


def fuzz_physical(presses, seed=1, board="pybadge", mash=False):
    """`presses` random presses of `board`'s own buttons into the real app;
    returns a dict of figures (as fuzz()); `mash`: as --mash, with the figures
    turns (a person's, begun in play) and turns_short."""
    from tools.sim import board as sim_board
    from yahtzee_app.app import App
    from yahtzee_app.names import EVENTS as EVENT_NAMES, STATES as STATE_NAMES
    from yahtzee_core import Rng

    chooser = random.Random(seed)
    hardware = sim_board.build(physical=board, nvm_path="", keys="", keyboard=False)
    physical = hardware.physical
    row = facts.FACTS[board]
    weights = row.press_weights
    names = [name for name in physical.names for _ in range(weights.get(name, 1))]
    app = App(hardware, dice=Rng(seed))
    inner = physical.hardware.buttons
    got = []
    real_poll = inner.poll

    def poll(now_ms):
        event = real_poll(now_ms)
        if event:
            got.append(event)
        return event

    inner.poll = poll
    figures = dict(events=0, presses=0, exceptions=0, broken=0, games=0, finished=0,
                   turns=0, turns_short=0, mash_games=0, problems=[])
    now = [0]
    game = [None]
    was_end = [False]
    starts = TurnStarts()
    roll_buttons = row.roll_buttons
    roll_down = [-1]
    real_press = physical.press

    def press(name, at_ms):
        if name in roll_buttons and name not in physical.down:
            roll_down[0] = at_ms
        real_press(name, at_ms)

    physical.press = press
    from yahtzee_app import states as st
    in_menus = (st.TITLE, st.MODE, st.PLAYERS, st.SEATS, st.SETTINGS, st.SCORES, st.CONTROLS,
                st.CONFIRM, st.STATS)

    def frames(ms):
        for _ in range(max(1, ms // 20)):
            del got[:]
            try:
                app.tick(now[0])
            except Exception as error:  # noqa: BLE001 - any exception is what we count
                figures["exceptions"] += 1
                figures["problems"].append("%s at %d ms in %s" % (
                    repr(error), now[0], STATE_NAMES[app.state]))
                return False
            now[0] += 20
            figures["events"] += len(got)
            if app.game is not game[0]:
                game[0] = app.game
                figures["games"] += app.game is not None
            if got and app.game is not None:
                problem = invariant_problem(app.game)
                if problem:
                    figures["broken"] += 1
                    figures["problems"].append("%s after %s" % (
                        problem, " ".join(EVENT_NAMES[e] for e in got)))
                    return False
            at_end = STATE_NAMES[app.state] == "end"
            if at_end and not was_end[0] and app.game is not None and app.game.over:
                figures["finished"] += 1
            was_end[0] = at_end
            if mash:
                starts.frame(app, now[0] - 20, roll_down[0])
        return True

    new_game_way = (st.MODE, st.PLAYERS, st.SEATS, st.PLAY, st.DOUBLE_PICK)

    def through_the_end():
        """From a game's end to the title: a button mashed or held at each screen, then
        the choose button once; whether a new game began meanwhile (counted)."""
        over = app.game
        choose = row.choose_button
        for _ in range(12):
            name = chooser.choice(names)
            until = now[0] + chooser.choice(END_MASH_MS)
            if chooser.random() < 0.25:
                physical.press(name, now[0])
                if not frames(until - now[0]):
                    return False
                physical.release(name, now[0])
                if not frames(40):          # (a roll key acts on its release)
                    return False
            while now[0] < until:
                physical.press(name, now[0])
                if not frames(chooser.choice(END_MASH_PRESS_MS)):
                    return False
                physical.release(name, now[0])
                if not frames(chooser.choice(END_MASH_GAP_MS)):
                    return False
                if app.game is not over or app.state in new_game_way:
                    break
            if app.game is not over or app.state in new_game_way:
                figures["mash_games"] += 1
                figures["problems"].append("a new game (%s) begun by %s mashed after "
                                           "a game's end" % (STATE_NAMES[app.state], name))
                return True
            if app.state == st.TITLE:
                return True
            frames(800)                             # then a deliberate press
            physical.press(choose, now[0])
            frames(100)
            physical.release(choose, now[0])
            frames(40 + chooser.choice(END_MASH_GAP_MS))
            if app.state == st.TITLE:
                return True                         # (the title's own press is the next)
        return True

    ended = [None]
    for _ in range(presses):
        if mash and app.game is not None and app.game.over and app.game is not ended[0] \
                and app.state in (st.END, st.REVIEW, st.INITIALS):
            ended[0] = app.game
            if not through_the_end():
                break
            figures["presses"] += 1
            continue
        if mash and app.state in in_menus:
            _mash_game(app, chooser)
            if not frames(20):       # the new game's first frame, before any press
                break
        if mash and chooser.random() < 0.1:
            # the board's way to score, so that the person's turns move on
            for together in row.score_presses:
                for name in together:
                    physical.press(name, now[0])
                if not frames(60):
                    break
                for name in together:
                    physical.release(name, now[0])
                if not frames(160):
                    break
            figures["presses"] += 1
            if figures["exceptions"] or figures["broken"]:
                break
            continue
        name = chooser.choice(names)
        length = chooser.choice(PRESS_MS) + chooser.randrange(20)
        if mash and chooser.random() < 0.6:
            # a burst of the roll key: hurrying a computer, in a tumble, at a hand-over
            name = chooser.choice(roll_buttons)
            length = chooser.choice(MASH_PRESS_MS) + chooser.randrange(20)
        physical.press(name, now[0])
        if chooser.random() < 0.15:                 # another button during this one
            other = chooser.choice(names)
            lead = chooser.randrange(length + 1)
            if not frames(lead):
                break
            physical.press(other, now[0])
            if not frames(chooser.choice(PRESS_MS)):
                break
            physical.release(other, now[0])
            length = max(20, length - lead)
        if not frames(length):
            break
        physical.release(name, now[0])
        figures["presses"] += 1
        gaps = MASH_GAP_MS if mash else (0, 20, 60, 100, 150, 300, 800)
        if not frames(chooser.choice(gaps)):
            break
    figures["turns"] = starts.turns
    figures["turns_short"] = starts.short
    figures["problems"] += starts.problems
    return figures


def robustness_check(quick=False):
    events = 3000 if quick else 200000
    start = time.time()
    figures = fuzz(events, seed=11)
    failures = figures["exceptions"] + figures["broken"] + (figures["finished"] == 0)
    what = "app buttons: %d games, %d ended, %.2f NVM writes a turn (%.0f ev/s)" % (
        figures["games"], figures["finished"], figures["writes_per_turn"],
        figures["events"] / max(time.time() - start, 1e-9))
    return "fuzz", what, figures["events"], failures


def main_physical(args):
    failures = 0
    for board in facts.chosen(args.board, sorted(facts.BOARDS)):
        start = time.time()
        figures = fuzz_physical(args.events, args.seed, board, args.mash)
        failed = figures["exceptions"] + figures["broken"]
        failures += failed + figures["turns_short"] + figures["mash_games"]
        short = (", %d person's turns, %d turns started short, %d games started by a mash" % (
            figures["turns"], figures["turns_short"], figures["mash_games"]) if args.mash else "")
        print("%-8s %6d presses, %6d events, %4d games, %3d ended, %d failures%s (%.0f s)" % (
            board, figures["presses"], figures["events"], figures["games"], figures["finished"],
            failed, short, time.time() - start), flush=True)
        for problem in figures["problems"]:
            print("  PROBLEM:", problem)
    print("%d failures" % failures)
    return 1 if failures else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=None,
                        help="logical events (default 200000), or with --physical, presses "
                        "per board (default 20000)")
    parser.add_argument("--seed", type=int, default=1)
    facts.add_board_option(parser, facts.BOARDS, what="logical events on its screen (default: "
                           "pybadge's); with --physical, its own buttons through its own key "
                           "logic (default: all)")
    parser.add_argument("--physical", action="store_true",
                        help="every board's own buttons, through its own key logic")
    parser.add_argument("--mash", action="store_true",
                        help="with --physical: games with computers, the roll key mashed in "
                        "computer turns, tumbles and hand-overs; counts turns started short")
    args = parser.parse_args()
    if args.mash and not args.physical:
        parser.error("--mash goes with --physical")
    if args.physical:
        args.events = (5000 if args.mash else 20000) if args.events is None else args.events
        return main_physical(args)
    args.events = 200000 if args.events is None else args.events
    start = time.time()
    if args.board == "all":
        parser.error("--board all goes with --physical (logical events: one board's screen)")
    figures = fuzz(args.events, args.seed, facts.FACTS[args.board or "pybadge"].screen)
    seconds = time.time() - start
    for key in ("events", "exceptions", "broken", "games", "finished", "end_screens", "turns",
                "writes_per_turn", "writes_per_game", "max_writes_per_game"):
        print("%-20s %s" % (key, figures[key]))
    print("%-20s %.1f s (%.0f events/s)" % ("time", seconds, figures["events"] / seconds))
    for problem in figures["problems"]:
        print("PROBLEM:", problem)
    return 0 if not (figures["exceptions"] or figures["broken"]) else 1


if __name__ == "__main__":
    sys.exit(main())
