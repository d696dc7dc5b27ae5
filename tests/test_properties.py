"""Property tests: random legal games of every mode keep their invariants."""

from hypothesis import given, settings, strategies as st, HealthCheck

from yahtzee_core import Game, Rng
from yahtzee_core.save import encode_game
from yahtzee_core.load import decode_game

UPPER_KEYS = ("aces", "twos", "threes", "fours", "fives", "sixes", "choice")
COLOUR_KEYS = ("blue", "red", "purple", "green", "yellow")


def expected_total(game, p):
    """The total recomputed from the scorecard by DESIGN.md's bonus rules."""
    card = {k: game.box_value(p, b) for b, k in enumerate(game.mode.keys) if game.box_value(p, b) >= 0}
    upper = sum(v for k, v in card.items() if k in UPPER_KEYS)
    colours = sum(v for k, v in card.items() if k in COLOUR_KEYS)
    if game.mode.name == "power":
        bonus = 200 if upper >= 300 else 100 if upper >= 200 else 50 if upper >= 150 else 0
    else:
        bonus = 35 if upper >= 63 else 0
    colour_bonus = 35 if game.mode.name == "painted" and colours >= 63 else 0
    return sum(card.values()) + bonus + colour_bonus + game.yahtzee_bonus(p)


def check(game, shadow):
    mode = game.mode
    for p in range(game.players):
        assert game.total(p) == expected_total(game, p)
        for b in range(mode.box_count):
            value = game.box_value(p, b)
            if shadow[p][b] >= 0:
                assert value == shadow[p][b], "a filled box changed"
            assert value <= mode.max_score[b]
    if not mode.power_die:  # one box a turn, in turn order
        counts = [mode.box_count - game.open_count(p) for p in range(game.players)]
        if not game.over:
            mine = counts[game.player]
            assert counts == [mine + 1 if p < game.player else mine for p in range(game.players)]
        else:
            assert counts == [mode.box_count] * game.players
    copy = decode_game(encode_game(game))
    assert encode_game(copy) == encode_game(game)


def play_random(chooser, seed, mode, players, handheld):
    game = Game(mode, players, handheld, Rng(seed))
    shadow = [[-1] * game.mode.box_count for _ in range(players)]
    buf = [0] * game.mode.box_count
    steps = 0
    just_held = False
    while not game.over:
        steps += 1
        assert steps < 2000
        choices = []
        if game.rolls_left() and not (game.rolls and game.held == (1 << game.mode.dice_count) - 1):
            choices.append("roll")
        if game.rolls and not game.double_pending() and not just_held:
            choices.append("hold")
        if game.rolls:
            choices.append("score")
        if game.double_pending():
            choices.append("undo")
        action = chooser.choice(choices)
        just_held = action == "hold"
        if action == "roll":
            game.roll()
        elif action == "hold":
            game.set_holds(chooser.randrange(1 << game.mode.dice_count))
        elif action == "undo":
            p, first = game.player, game.double_first
            game.undo()
            shadow[p][first] = -1
        else:
            game.preview_into(buf)
            legal = [b for b in range(game.mode.box_count) if buf[b] >= 0]
            assert legal, "some box must always take the hand"
            assert legal == [b for b in range(game.mode.box_count)
                             if game.can_score(b) and game.target_box(b) == b]
            box = chooser.choice(legal)
            p = game.player
            points = game.score(box)
            assert points == buf[box]
            shadow[p][box] = points
        check(game, shadow)
    return game


SEEDS = st.integers(1, 2**32 - 1)
SETTINGS = settings(max_examples=25, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@SETTINGS
@given(st.randoms(use_true_random=False), SEEDS, st.integers(1, 4), st.booleans())
def test_random_classic_games_keep_their_invariants(chooser, seed, players, handheld):
    game = play_random(chooser, seed, "classic", players, handheld)
    assert all(game.is_full(p) for p in range(players))


@SETTINGS
@given(st.randoms(use_true_random=False), SEEDS, st.integers(1, 4))
def test_random_painted_games_keep_their_invariants(chooser, seed, players):
    game = play_random(chooser, seed, "painted", players, False)
    assert all(game.is_full(p) for p in range(players))


@SETTINGS
@given(st.randoms(use_true_random=False), SEEDS, st.integers(1, 4))
def test_random_power_games_keep_their_invariants(chooser, seed, players):
    game = play_random(chooser, seed, "power", players, False)
    assert game.is_full(game.player)
    assert sum(game.is_full(p) for p in range(players)) == 1
