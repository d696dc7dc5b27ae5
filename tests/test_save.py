"""Saves (DESIGN.md section 5): the whole game in and out, within 256 bytes,
and anything foreign, truncated, torn or flipped refused whole."""

import pytest

from yahtzee_core import Game, Rng, SaveError
from yahtzee_core.highscores import HighScores, rank_name
from yahtzee_core.load import decode_game, decode_scores
from yahtzee_core.save import (
    encode_game, encode_scores, game_record_size, GAME_RECORD_MAX,
)
from yahtzee_core.store import Store, NVM_BYTES_USED, SLOT_SIZE, SCORES_AT
from yahtzee_core.modes import POWER_MODE
from helpers import rolled


def midgame(mode="power", players=4, seed=5, turns=9):
    game = Game(mode, players, source=Rng(seed))
    for _ in range(turns):
        game.roll()
        game.set_holds(0b11)
        game.roll()
        box = next(b for b in range(game.mode.box_count) if game.can_score(b))
        game.score(box)
        if game.double_pending():
            game.score(next(b for b in range(game.mode.box_count) if game.can_score(b)))
    game.roll()
    game.hold(1)
    return game


def test_four_player_power_game_and_high_scores_fit_the_pybadge_nvm():
    assert game_record_size(POWER_MODE, 4) == GAME_RECORD_MAX == 107
    assert NVM_BYTES_USED <= 256
    store = Store(bytearray(256))
    assert store.save_game(midgame()) == (0, 0)          # the first slot, sequence 0
    assert store.save_game(midgame()) == (SLOT_SIZE, 1)  # then the other, and so on
    assert store.save_game(midgame(), (SLOT_SIZE, 1)) == (0, 2)   # told, it reads nothing


def test_round_trip_mid_turn_includes_dice_holds_rng_and_turn():
    game = midgame()
    copy = decode_game(encode_game(game))
    assert encode_game(copy) == encode_game(game)
    assert (copy.player, copy.rolls, copy.held) == (game.player, game.rolls, game.held)
    assert list(copy.dice) == list(game.dice)
    copy.roll()
    game.roll()
    assert list(copy.dice) == list(game.dice)  # the RNG resumes exactly


def test_round_trip_during_a_double():
    game = rolled("power", "4 4 4 4 6 D")
    game.score(POWER_MODE.box_index("fours"))
    copy = decode_game(encode_game(game))
    assert copy.double_pending()
    copy.undo()
    assert copy.can_score(POWER_MODE.box_index("fours"))


def test_painted_colours_survive():
    game = rolled("painted", "3b 4r 5p 6g 1y")
    assert list(decode_game(encode_game(game)).colours) == [0, 1, 2, 3, 4]


@pytest.mark.parametrize("mode", ["classic", "painted", "power"])
def test_every_single_bit_flip_and_truncation_is_refused(mode):
    blob = encode_game(midgame(mode, 3))
    for i in range(len(blob)):
        for bit in range(8):
            bad = bytearray(blob)
            bad[i] ^= 1 << bit
            with pytest.raises(SaveError):
                decode_game(bad)
        with pytest.raises(SaveError):
            decode_game(blob[:i])


def test_foreign_and_other_version_blobs_are_refused_with_a_reason():
    blob = bytearray(encode_game(midgame()))
    with pytest.raises(SaveError, match="not a game record"):
        decode_game(b"\x00" * 107)
    blob[1] = 2
    with pytest.raises(SaveError, match="version 2"):
        decode_game(blob)
    with pytest.raises(SaveError, match="no game record"):
        decode_game(b"")


def test_a_crc_valid_but_impossible_game_is_refused():
    from yahtzee_core.save import seal as _seal
    blob = bytearray(encode_game(midgame("classic", 2)))
    blob[4] = 3  # player 4 of 2
    with pytest.raises(SaveError, match="inconsistent"):
        decode_game(_seal(blob))


def test_store_alternates_slots_and_a_torn_write_falls_back_to_the_last_good_save():
    nvm = bytearray(256)
    store = Store(nvm)
    first = midgame(turns=3)
    store.save_game(first)
    good = bytes(nvm)
    second = midgame(turns=6)
    record = encode_game(second, 1)
    for cut in range(len(record)):
        nvm[:] = good
        nvm[SLOT_SIZE:SLOT_SIZE + cut] = record[:cut]  # power lost after `cut` bytes
        loaded = store.load_game()
        assert encode_game(loaded, 0) == encode_game(first, 0)
    store.save_game(second)
    assert encode_game(store.load_game(), 0) == encode_game(second, 0)


def test_store_sequence_wraps():
    store = Store(bytearray(256))
    game = midgame(turns=1)
    for _ in range(300):
        store.save_game(game)
    game.roll() if game.rolls_left() else None
    store.save_game(game)
    assert encode_game(store.load_game(), 0) == encode_game(game, 0)


def test_blank_nvm_has_no_game_and_clear_forgets_it():
    for blank in (bytearray(256), bytearray(b"\xff" * 256)):
        store = Store(blank)
        assert store.load_game() is None and not store.has_game()
    store = Store(bytearray(256))
    store.save_game(midgame())
    store.clear_game()
    assert store.load_game() is None


def test_corrupt_nvm_raises_save_error_not_anything_else():
    nvm = bytearray(256)
    store = Store(nvm)
    store.save_game(midgame())
    nvm[40] ^= 0xFF
    with pytest.raises(SaveError, match="CRC"):
        store.load_game()


def test_high_scores_round_trip_rank_and_survive_game_writes():
    scores = HighScores()
    for s in (120, 250, 90, 310, 180, 205):
        scores.insert(0, s)
    assert scores.top(0) == [310, 250, 205, 180, 120]
    assert scores.insert(0, 100) == -1 and scores.insert(0, 400) == 0
    scores.settings = 0b1011
    nvm = bytearray(256)
    store = Store(nvm)
    store.save_scores(scores)
    store.save_game(midgame())
    loaded, message = store.load_scores()
    assert message == "" and loaded.top(0) == [400, 310, 250, 205, 180] and loaded.settings == 0b1011
    nvm[SCORES_AT + 5] ^= 1
    fresh, message = store.load_scores()
    assert fresh.top(0) == [] and "CRC" in message
    with pytest.raises(SaveError):
        decode_scores(encode_scores(scores)[:-1])


@pytest.mark.parametrize("score,name", [(99, ""), (100, "Smooth Roller"), (200, "Hot Roller"),
                                        (300, "Superstar Roller"), (400, "YAHTZEE Master")])
def test_ranks_from_seed_003(score, name):
    assert rank_name(score) == name


def test_seats_survive_and_a_seat_beyond_the_players_is_refused():
    from yahtzee_core.save import seal as _seal
    game = midgame("classic", 2)
    game.seats[1] = 3
    copy = decode_game(encode_game(game))
    assert list(copy.seats) == [0, 3, 0, 0]
    blob = bytearray(encode_game(game))
    blob[20] = 0x01   # seat 3 in a 2-player game
    with pytest.raises(SaveError, match="seat"):
        decode_game(_seal(blob))
