#!/usr/bin/env python3
"""Mash the buttons: random logical events into the real app, headless.

    python3 tools/fuzz.py [--events 200000] [--seed 1] [--profile pybadge]

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

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.append(ROOT)
sys.path.append(os.path.join(ROOT, "lib"))

from yahtzee_core.save import encode_game
from yahtzee_core.load import decode_game  # noqa: E402
from yahtzee_core.modes import UPPER, COLOURS  # noqa: E402

# (event name, weight): play-heavy, but every button shows up often
WEIGHTS = (
    ("ROLL", 12), ("ENTER", 14), ("RIGHT", 8), ("LEFT", 4), ("UP", 4), ("DOWN", 6),
    ("HOLD", 3), ("HOLD1", 2), ("HOLD2", 2), ("HOLD3", 2), ("HOLD4", 2), ("HOLD5", 2),
    ("HOLD6", 2), ("MENU", 1), ("HINT", 2), ("UNDO", 2), ("HELP", 1), ("SKIP", 1),
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
    from boards import desktop
    from yahtzee_app import events as ev
    from yahtzee_app.app import App
    from yahtzee_app.states import NAMES as STATE_NAMES

    chooser = random.Random(seed)
    names = [name for name, weight in WEIGHTS for _ in range(weight)]
    codes = [ev.named(name) for name in names]
    hardware = desktop.build(profile=profile, nvm_path="", keys="", keyboard=False, seed=seed)
    app = App(hardware)
    figures = dict(events=0, exceptions=0, broken=0, games=0, finished=0, end_screens=0,
                   turns=0, writes_per_turn=0.0, writes_per_game=0.0, max_writes_per_game=0,
                   problems=[])
    turn_writes = 0
    now = 0
    game = None
    writes_at_start = 0
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
                repr(error), ev.NAMES[event], STATE_NAMES[app.state]))
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


def robustness_check(quick=False):
    events = 3000 if quick else 200000
    start = time.time()
    figures = fuzz(events, seed=11)
    failures = figures["exceptions"] + figures["broken"] + (figures["finished"] == 0)
    what = "app buttons: %d games, %d ended, %.2f NVM writes a turn (%.0f ev/s)" % (
        figures["games"], figures["finished"], figures["writes_per_turn"],
        figures["events"] / max(time.time() - start, 1e-9))
    return "fuzz", what, figures["events"], failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=200000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--profile", default="pybadge")
    args = parser.parse_args()
    start = time.time()
    figures = fuzz(args.events, args.seed, args.profile)
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
