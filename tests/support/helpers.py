"""Small builders for rule tests: dice in, a game at that point out."""

from yahtzee_core import Game, ScriptedDice
from yahtzee_core.modes import COLOUR_LETTERS, POWER_FACE_LETTERS
from tools.replay import replay


def play(text):
    """Replay transcript text; returns the result dict (raises TranscriptError)."""
    return replay(text.splitlines())


def rolled(mode, dice, players=1, handheld=False, filled=None):
    """A game whose current player has just rolled `dice` (a transcript roll
    line's tokens, e.g. "3 3 3 5 5" or "3b 3r 3g 5y 5p" or "5 5 5 1 2 D").

    `filled` pre-fills the current player's boxes {key: points} (white box:
    for bonus edges and Joker branches that would take many turns to reach).
    """
    source = ScriptedDice(32)
    game = Game(mode, players, handheld, source)
    for key, points in (filled or {}).items():
        game.boxes[game.mode.keys.index(key)] = points
    tokens = dice.split()
    for token in tokens[:5]:
        source.push(int(token[0]))
        if game.mode.coloured:
            source.push(COLOUR_LETTERS.lower().index(token[1]))
    if game.mode.power_die:
        source.push(POWER_FACE_LETTERS.index(tokens[5]) + 1)
    game.roll()
    return game


def preview(game, key):
    return game.preview(game.mode.box_index(key))


def fill(game, player, values):
    """Write points straight into a player's boxes (white box)."""
    base = player * game.mode.box_count
    for key, points in values.items():
        game.boxes[base + game.mode.keys.index(key)] = points
