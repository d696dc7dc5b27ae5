"""Saves (DESIGN.md section 5): the whole game in and out, every record in one write
to the NVM's first page, the first firmware's saves still read, and anything
foreign, truncated, torn or flipped refused whole."""

import pytest

from yahtzee_core import Game, Rng, SaveError
from yahtzee_core import stats
from yahtzee_core.highscore_table import HighScores
from yahtzee_core.ranks import rank_name
from yahtzee_core.load import (decode_game, decode_scores, decode_stats, read, load_game,
                               record_yahtzees, BLANK, FOREIGN)
from yahtzee_core.save import encode_game, game_record_size, seal, GAME_RECORD_MAX, crc16
from yahtzee_core.save_tables import (encode_scores, encode_stats, SCORES_RECORD_SIZE,
                                      STATS_RECORD_SIZE)
from yahtzee_core.store import (Store, KEEP, NVM_BYTES_USED, GAME_AT, SCORES_AT, STATS_AT)
from yahtzee_core.modes import POWER_MODE
from helpers import rolled
from yahtzee_core import highscores  # noqa: E402

PYBADGE_NVM = 8192
FLASH_PAGE = 512          # a SAMD51 programs its erased block back a page at a time


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


def nvm():
    return bytearray(b"\xff" * PYBADGE_NVM)


def v1_game(game, sequence=0):
    """The first firmware's game record: version 1, with the RNG's state at 13..16."""
    blob = bytearray(encode_game(game, sequence))
    blob[1] = 1
    blob[13:17] = b"\x12\x34\x56\x78"
    return seal(blob)


def v1_scores(scores, settings):
    blob = bytearray(35)
    blob[0], blob[1], blob[2] = ord("S"), 1, settings
    for i, score in enumerate(scores.scores):
        blob[3 + 2 * i], blob[4 + 2 * i] = score >> 8, score & 0xFF
    return seal(blob)


def test_every_record_fits_the_first_flash_page_and_a_write_is_one_slice():
    assert game_record_size(POWER_MODE, 4) == GAME_RECORD_MAX == 107
    assert STATS_AT - SCORES_AT == SCORES_RECORD_SIZE
    assert NVM_BYTES_USED - STATS_AT == STATS_RECORD_SIZE
    assert NVM_BYTES_USED <= FLASH_PAGE
    writes = []

    class Recording(bytearray):
        def __setitem__(self, index, value):
            writes.append(index)
            bytearray.__setitem__(self, index, value)

    flash = Recording(nvm())
    store = Store(flash)
    store.write_game(0, midgame(), 3)
    store.write_all(0, None, 0, 0, HighScores(), stats.blank())
    assert writes == [slice(0, SCORES_AT, None), slice(0, NVM_BYTES_USED, None)]
    assert store.writes == 2


def test_round_trip_mid_turn_includes_dice_holds_turn_and_the_yahtzees_rolled():
    game = midgame()
    blob = encode_game(game, 7, yahtzees=2)
    copy = decode_game(blob)
    assert encode_game(copy, 7, 2) == blob
    assert (copy.player, copy.rolls, copy.held) == (game.player, game.rolls, game.held)
    assert list(copy.dice) == list(game.dice)
    assert record_yahtzees(blob) == 2


def test_a_save_does_not_know_the_dice_to_come():
    # Two games that differ only in their RNG's state save to the same bytes: a save
    # cannot preview the rolls, and resuming it deals fresh dice (the app's entropy).
    one, two = midgame(seed=5), midgame(seed=5)
    two.source = Rng(99)
    assert encode_game(one) == encode_game(two)


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
    blob = encode_game(midgame(mode, 3), 4, 1)
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
    blob[1] = 3
    with pytest.raises(SaveError, match="version 3"):
        decode_game(seal(blob))
    with pytest.raises(SaveError, match="no game record"):
        decode_game(b"")


def test_a_crc_valid_but_impossible_game_is_refused():
    blob = bytearray(encode_game(midgame("classic", 2)))
    blob[4] = 3  # player 4 of 2
    with pytest.raises(SaveError, match="inconsistent"):
        decode_game(seal(blob))
    blob = bytearray(encode_game(midgame("classic", 2)))
    blob[15] = 14  # the scorecard's cursor + 1: past Classic's 13 boxes
    with pytest.raises(SaveError, match="reserved"):
        decode_game(seal(blob))
    blob = bytearray(encode_game(midgame("classic", 2)))
    blob[16] = 1  # a reserved byte
    with pytest.raises(SaveError, match="reserved"):
        decode_game(seal(blob))
    blob = bytearray(encode_game(midgame("classic", 2)))
    blob[14] = 2  # "closed" is 0 or 1
    with pytest.raises(SaveError, match="reserved"):
        decode_game(seal(blob))


def test_a_record_keeps_the_scorecards_cursor_for_the_resume():
    # byte 15: the app's cursor + 1, 0 for none (and in every record written before it)
    game = midgame("classic", 2)
    assert encode_game(game, box=3)[15] == 4 and encode_game(game)[15] == 0
    assert encode_game(game, box=13)[15] == 0                  # no such box: none
    decode_game(encode_game(game, box=12))                      # Chance: a record that loads


def test_a_record_says_whether_play_stopped_at_it():
    from yahtzee_core.load import read
    game = midgame("classic", 2)
    for closed in (0, 1):
        flash = nvm()
        Store(flash).write_game(0, game, 1, closed=closed)
        found = read(flash)
        assert found.closed == bool(closed)
        assert decode_game(found.game).boxes == game.boxes


def test_the_nvm_holds_settings_game_high_scores_and_statistics():
    flash = nvm()
    store = Store(flash)
    scores = HighScores()
    highscores.insert(scores, 0, 250, b"ABC")
    scores.last[:] = b"ABC"
    tally = stats.blank()
    store.write_all(0x15, midgame(), 9, 3, scores, tally)
    found = read(flash)
    assert (found.layout, found.settings, found.sequence, found.refused) == (2, 0x15, 9, [])
    assert highscores.top(found.scores, 0) == [250]
    assert highscores.initials_of(found.scores, 0, 0) == "ABC"
    assert record_yahtzees(found.game) == 3
    # a turn's write leaves the tables as they are
    store.write_game(0x15, midgame(turns=10), 10)
    found = read(flash)
    assert found.sequence == 10 and highscores.top(found.scores, 0) == [250]
    # and a tables' write can keep the game slot as it is
    store.write_all(0x01, KEEP, 0, 0, HighScores(), tally)
    found = read(flash)
    assert found.sequence == 10 and found.settings == 0x01 and highscores.top(found.scores, 0) == []


def test_sleep_memory_wins_when_it_is_not_older_than_the_nvm():
    flash = nvm()
    Store(flash).write_game(0, midgame(turns=3), 5)
    sleep = bytearray(256)
    newer = encode_game(midgame(turns=4), 6)
    sleep[0:len(newer)] = newer
    found = read(flash, sleep)
    assert found.in_sleep and found.sequence == 6 and found.nvm_sequence == 5
    assert load_game(flash, sleep).open_count(0) == midgame(turns=4).open_count(0)
    stale = encode_game(midgame(turns=2), 4)          # older than the NVM's (a power blip)
    sleep[0:len(stale)] = stale
    assert not read(flash, sleep).in_sleep
    for garbage in (bytearray(256), bytearray(range(256))):   # after a power cut: anything
        found = read(flash, garbage)
        assert not found.in_sleep and found.refused == [] and found.game_refused == []


def test_the_first_layout_still_loads_game_high_scores_and_settings():
    scores = HighScores()
    for s in (310, 250, 120):
        highscores.insert(scores, 0, s)
    old = nvm()
    old[0:36] = v1_game(midgame("classic", 1, turns=2), 3)      # slot A, older
    newer = v1_game(midgame("classic", 1, turns=5), 4)
    old[107:107 + len(newer)] = newer                             # slot B, newer
    old[214:249] = v1_scores(scores, 0b1011)
    found = read(old)
    assert found.layout == 1 and found.refused == [] and found.game_refused == []
    assert highscores.top(found.scores, 0) == [310, 250, 120] and found.settings == 0b1011
    assert highscores.initials_of(found.scores, 0, 0) == "   "              # none were entered then
    game = load_game(old)
    assert game.open_count(0) == 13 - 5
    assert record_yahtzees(found.game) == 0                       # not the old RNG bytes


def test_blank_foreign_and_corrupt_nvms_are_told_apart():
    assert read(nvm()).layout == BLANK and read(bytearray(PYBADGE_NVM)).layout == BLANK
    foreign = bytearray((i * 37 + 11) & 0xFF for i in range(PYBADGE_NVM))
    found = read(foreign)
    assert found.layout == FOREIGN and found.refused and found.game is None
    flash = nvm()
    Store(flash).write_game(0, midgame(), 1)
    flash[GAME_AT + 30] ^= 0xFF
    with pytest.raises(SaveError, match="CRC"):
        load_game(flash)


def test_a_power_cut_in_a_write_loads_old_new_or_nothing_never_a_mixture():
    """The SAMD51 erases the block, then programs it from its start."""
    from tools.measure.robustness import TornNVM, PowerCut
    old, new = midgame(turns=3), midgame(turns=4)
    base = TornNVM(nvm())
    Store(base).write_game(0, old, 1)
    seen = set()
    for cut in range(-1, SCORES_AT + 2):
        flash = TornNVM(base)
        flash.budget = cut
        try:
            Store(flash).write_game(0, new, 2)
        except PowerCut:
            pass
        flash.budget = None
        try:
            game = load_game(flash)
        except SaveError:
            seen.add("refused")
            continue
        outcome = None if game is None else encode_game(game)
        assert outcome in (None, encode_game(old), encode_game(new))
        seen.add("old" if outcome == encode_game(old) else "new" if outcome else "blank")
    assert seen == {"old", "blank", "refused", "new"}


def test_high_scores_keep_their_initials_in_order_and_refuse_corruption():
    scores = HighScores()
    for s, who in ((120, b"AAA"), (250, b"BOB"), (90, b"CAT"), (310, b"DAN"), (180, b"EVE"),
                   (205, b"FAY")):
        highscores.insert(scores, 0, s, who)
    assert highscores.top(scores, 0) == [310, 250, 205, 180, 120]
    assert [highscores.initials_of(scores, 0, i) for i in range(5)] == \
        ["DAN", "BOB", "FAY", "EVE", "AAA"]
    assert [highscores.place(scores, 0, score) for score in (100, 400, 200)] == [-1, 0, 3]
    blob = encode_scores(scores)
    copy = decode_scores(blob)
    assert [highscores.initials_of(copy, 0, i) for i in range(5)] == \
        ["DAN", "BOB", "FAY", "EVE", "AAA"]
    bad = bytearray(blob)
    bad[7] = ord("a")                      # a letter that is no initial
    with pytest.raises(SaveError, match="initials"):
        decode_scores(seal(bad))
    with pytest.raises(SaveError):
        decode_scores(blob[:-1])


def test_statistics_count_solo_games_and_survive_a_round_trip():
    tally = stats.blank()
    game = Game("classic", 1, source=Rng(3))
    while not game.over:
        game.roll()
        game.score(next(b for b in range(13) if game.can_score(b)))
    stats.add(tally, game, 2)
    stats.add(tally, game, 1)
    base = 0 * stats.FIELDS
    assert tally[base + stats.GAMES] == 2 and tally[base + stats.POINTS] == 2 * game.total(0)
    assert tally[base + stats.BEST] == game.total(0) and tally[base + stats._YAHTZEES] == 3
    assert stats.mean(tally, 0) == game.total(0) and stats.mean(tally, 1) == 0
    copy = decode_stats(encode_stats(tally))
    assert list(copy) == list(tally)
    bad = bytearray(encode_stats(tally))
    bad[2 + 16 + 2 + 3] = 1                # Painted: no games, yet points
    with pytest.raises(SaveError, match="inconsistent"):
        decode_stats(seal(bad))


@pytest.mark.parametrize("score,name", [(99, ""), (100, "Smooth Roller"), (200, "Hot Roller"),
                                        (300, "Superstar Roller"), (400, "YAHTZEE Master")])
def test_ranks_from_seed_003(score, name):
    assert rank_name(0, score) == name


def test_seats_survive_and_a_seat_beyond_the_players_is_refused():
    game = midgame("classic", 2)
    game.seats[1] = 3
    copy = decode_game(encode_game(game))
    assert list(copy.seats) == [0, 3, 0, 0]
    blob = bytearray(encode_game(game))
    blob[20] = 0x01   # seat 3 in a 2-player game
    with pytest.raises(SaveError, match="seat"):
        decode_game(seal(blob))


def test_crc_is_ccitt_false():
    assert crc16(b"123456789") == 0x29B1
