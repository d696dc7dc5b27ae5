"""Flash that lasts (tools/measure/wear.py): a solo Classic game costs at most 4 NVM
erases by default on every board, and every NVM write is one slice assignment.
The control: with the NVM taking the game every turn (YAHTZEE_SAVE_TURNS=1)
the same measurement counts far more, so the figure does see the writes."""

import pytest

from tools.measure import wear


@pytest.mark.parametrize("board", sorted(wear.BOARDS))
def test_a_solo_classic_game_costs_at_most_4_erases_in_one_slice_writes(board):
    figures = wear.measure(board, games=2)
    assert figures["per_game"] == [4, 4], figures    # its start, turns 5 and 10, the end
    assert figures["writes"] and figures["items"] == 0     # never a byte at a time
    assert figures["slices"] == figures["writes"]
    assert figures["sleep"] and figures["sleep_writes"] > figures["writes"]   # checkpoints
    assert figures["nvm_bytes"] == wear.BOARDS[board][0]


def test_the_count_sees_an_nvm_written_every_turn():
    # The control: checkpoints into the NVM at every turn's end (the start, 12 turns,
    # then the end) cost 14 erases, over the target: the measurement would fail such a design.
    figures = wear.measure("pybadge", games=1, save_turns=1)
    assert figures["erases"] == 14 > 4


def test_the_nvm_stand_in_counts_erase_blocks_and_byte_writes():
    nvm = wear.WearNVM(8192, 4096)
    nvm[0:16] = bytes(16)
    assert (nvm.erases, nvm.slices, nvm.items) == (1, 1, 0)
    nvm[4090:4100] = bytes(10)                  # across two 4 KB sectors: both erased
    assert nvm.erases == 3
    nvm[5] = 0                                  # a byte write: a whole erase for it
    assert (nvm.erases, nvm.items, nvm.writes) == (4, 1, 3)


def test_the_report_says_the_figures_the_readme_quotes():
    text = wear.report(wear.measure("pybadge", games=1))
    assert "NVM erases per solo Classic game: 4" in text
    assert "games per 10,000 erase cycles: 2500" in text
    assert "at most 4 finished turns" in text and "nothing" in text


@pytest.mark.parametrize("each_turn,erases", [(False, 4), (True, 14)])
def test_the_settings_save_row_shows_the_erases_a_game_costs(each_turn, erases):
    # Settings' "Save" row: every 5th turn (the start, turns 5 and 10, and the end) or
    # each turn (the start, 12 turns' ends, and the end): the formula's, measured.
    figures = wear.measure("pybadge", games=1, each_turn=each_turn)
    assert figures["per_game"] == [erases] and figures["shown"] == erases
    assert figures["slices"] == figures["writes"]
    text = wear.report(figures)
    assert "erases_per_game says %d" % erases in text and "WRONG" not in text
    assert ("games per 10,000 erase cycles: %d" % (10000 // erases)) in text


def test_the_tool_prints_both_settings():
    import contextlib
    import io
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert wear.main(["--board", "clue", "--games", "1"]) == 0
    text = out.getvalue()
    assert "Save: every 5 turns" in text and "Save: each turn" in text
    assert "NVM erases per solo Classic game: 14" in text and "games per 10,000 erase cycles: 714" in text
