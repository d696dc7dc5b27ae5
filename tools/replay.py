#!/usr/bin/env python3
"""Play a transcript through the real game engine (DESIGN.md section 3).

    python3 tools/replay.py FILE        (or - for standard input)

One command a line, `#` starts a comment:

    mode classic|painted|power     players N (1..4)     rules handheld|standard
    roll 3 3 3 5 5                 (painted: 3b 3r 3g 5y 5p; power: 6th token 1 2 3 F D P)
    hold 1 2 3                     (the whole set kept from now on; 6 = Power die; bare = none)
    score full_house               (POWER: the kind for paired boxes)
    undo                           (take back the first pick of a Double)

Prints the final scorecards as JSON. A refused line: `line N: reason` on
stderr, exit status 1. `rules` is this project's addition to the format:
it turns on seed 003's handheld rules.
"""

import json
import os
import sys

sys.path.append(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from yahtzee_core import Game, IllegalMove, ScriptedDice, mode_named  # noqa: E402
from yahtzee_core.modes import COLOUR_LETTERS, POWER_FACE_LETTERS  # noqa: E402

_COLOURS = COLOUR_LETTERS.lower()     # a transcript's colour letters: b r p g y

MAX_LINE = 1000


class TranscriptError(Exception):
    def __init__(self, line, reason):
        super().__init__("line %d: %s" % (line, reason))
        self.line = line
        self.reason = reason


class Transcript:
    """The state of a replay: settings until the first move, then a Game."""

    def __init__(self):
        self.mode = mode_named("classic")
        self.players = 1
        self.handheld = False
        self.dice = ScriptedDice(16)
        self.game = None

    def _started(self):
        if self.game is None:
            self.game = Game(self.mode, self.players, self.handheld, self.dice)
        return self.game

    def _setting(self, name):
        if self.game is not None:
            raise ValueError("'%s' must come before the first roll" % name)

    def do_mode(self, args):
        self._setting("mode")
        if len(args) != 1:
            raise ValueError("mode takes one of: classic painted power")
        self.mode = mode_named(args[0])

    def do_players(self, args):
        self._setting("players")
        if len(args) != 1 or args[0] not in ("1", "2", "3", "4"):
            raise ValueError("players takes a number from 1 to 4")
        self.players = int(args[0])

    def do_rules(self, args):
        self._setting("rules")
        if args not in (["handheld"], ["standard"]):
            raise ValueError("rules takes 'handheld' or 'standard'")
        self.handheld = args[0] == "handheld"

    def do_roll(self, args):
        game = self._started()
        numbers, colours, power = self._parse_dice(args)
        for i in range(5):
            if game.is_held(i) and game.rolls:
                if game.dice[i] != numbers[i] or (colours and game.colours[i] != colours[i]):
                    raise ValueError("die %d is held at %s but the roll shows %s" % (
                        i + 1, self._die_text(game.dice[i], game.colours[i]), args[i]))
        if power and game.is_held(5) and game.rolls and game.dice[5] != power:
            raise ValueError("the Power die is held at %s but the roll shows %s" % (
                POWER_FACE_LETTERS[game.dice[5] - 1], args[5]))
        self.dice.clear()
        for i in range(5):
            if not (game.rolls and game.is_held(i)):
                self.dice.push(numbers[i])
                if colours:
                    self.dice.push(colours[i])
        if power and not (game.rolls and game.is_held(5)):
            self.dice.push(power)
        game.roll()

    def _die_text(self, number, colour):
        return "%d%s" % (number, _COLOURS[colour] if self.mode.coloured else "")

    def _parse_dice(self, args):
        mode = self.mode
        want = 6 if mode.power_die else 5
        if len(args) != want:
            example = {"classic": "roll 3 3 3 5 5", "painted": "roll 3b 3r 3g 5y 5p",
                       "power": "roll 3 3 3 5 5 P"}[mode.name]
            raise ValueError("%s rolls %d dice, got %d (e.g. '%s')" % (
                mode.name, want, len(args), example))
        numbers, colours = [], []
        for token in args[:5]:
            if mode.coloured:
                if len(token) != 2 or token[0] not in "123456" or token[1] not in _COLOURS:
                    raise ValueError("bad painted die %r: a number 1-6 and a colour "
                                     "letter b r p g y, e.g. 3b" % token)
                colours.append(_COLOURS.index(token[1]))
            elif len(token) != 1 or token not in "123456":
                raise ValueError("bad die %r: a number 1-6" % token)
            numbers.append(int(token[0]))
        power = 0
        if mode.power_die:
            face = args[5].upper()
            if len(face) != 1 or face not in POWER_FACE_LETTERS:
                raise ValueError("bad Power die %r: one of 1 2 3 F D P" % args[5])
            power = POWER_FACE_LETTERS.index(face) + 1
        return numbers, colours, power

    def do_hold(self, args):
        game = self._started()
        mask = 0
        for token in args:
            if not token.isdigit() or not 1 <= int(token) <= game.mode.dice_count:
                raise ValueError("hold takes die numbers 1 to %d, not %r" % (
                    game.mode.dice_count, token))
            mask |= 1 << (int(token) - 1)
        game.set_holds(mask)

    def do_score(self, args):
        game = self._started()
        if len(args) != 1:
            raise ValueError("score takes one box key")
        try:
            box = game.mode.box_index(args[0])
        except KeyError as error:
            raise ValueError(error.args[0])
        game.score(box)

    def do_undo(self, args):
        if args:
            raise ValueError("undo takes nothing")
        self._started().undo()

    def result(self):
        game = self._started()
        mode = game.mode
        players = []
        for p in range(game.players):
            boxes = {}
            for b, key in enumerate(mode.keys):
                value = game.box_value(p, b)
                boxes[key] = None if value < 0 else value
            players.append({
                "boxes": boxes,
                "upper_bonus": game.upper_bonus(p),
                "color_bonus": game.colour_bonus(p),
                "yahtzee_bonus": game.yahtzee_bonus(p),
                "total": game.total(p),
            })
        return {"mode": mode.name, "over": game.over, "players": players}


COMMANDS = ("mode", "players", "rules", "roll", "hold", "score", "undo")


def replay(lines):
    """Play an iterable of transcript lines; returns the result dict.

    Raises TranscriptError naming the first refused line.
    """
    transcript = Transcript()
    for number, line in enumerate(lines, 1):
        if len(line) > MAX_LINE:
            raise TranscriptError(number, "line longer than %d characters" % MAX_LINE)
        words = line.split("#", 1)[0].split()
        if not words:
            continue
        command, args = words[0].lower(), words[1:]
        if command not in COMMANDS:
            raise TranscriptError(number, "unknown command %r (one of: %s)" % (
                words[0], ", ".join(COMMANDS)))
        try:
            getattr(transcript, "do_" + command)(args)
        except (ValueError, IllegalMove, KeyError, IndexError) as error:
            said = str(error) if isinstance(error, IllegalMove) else (
                str(error.args[0]) if error.args else str(error))
            raise TranscriptError(number, said)
    return transcript.result()


def main(argv):
    if len(argv) != 2:
        print("usage: replay.py FILE (or - for standard input)", file=sys.stderr)
        return 2
    try:
        if argv[1] == "-":
            result = replay(sys.stdin)
        else:
            with open(argv[1], encoding="utf-8", errors="replace") as stream:
                result = replay(stream)
    except OSError as error:
        print("cannot read %s: %s" % (argv[1], error.strerror), file=sys.stderr)
        return 1
    except TranscriptError as error:
        print(error, file=sys.stderr)
        return 1
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
