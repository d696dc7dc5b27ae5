"""The computer players' tables computed on the PC (tools/data/bot_tables.py, `make data`) instead
of built on the board: the files in data/ are the tool's, deterministic, and hold exactly what
the bots' construction code of before computed (that code lives on in the tool); what a bot
reads from them is that; a missing file raises OSError and a foreign or stale one ValueError
(the app falls back a level); Classic's gains, now 16 bits, fit in every reachable state."""

import os
import shutil

import numpy as np
import pytest

from helpers import rolled
from tools.data import bot_tables
from tools.data.classic_eval import level_estimate
from tools.data.classic_np import reachable_uppers
from yahtzee_core import Game, Rng, plan_turn
from yahtzee_core.bot import Bot, apply, EASY, NORMAL, EXPERT, PERFECT
from yahtzee_core.keeps import Lattice
from yahtzee_core.modes import MODES, MODE_NAMES, CLASSIC, UPPER
from yahtzee_core.perfect import Layout, HEADER
from yahtzee_core.perfect_table import PerfectTable

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "data")
PERFECT_TABLE = os.path.join(DATA, "classic_perfect.bin")
TABLES = ["keeps.bin", "classic_layout.bin"] + ["hands_%s.bin" % name for name in MODE_NAMES]


@pytest.fixture
def fresh_tables():
    """The lattice and the planners read again from disk by the next bot (they are kept
    once read), and again after the test."""
    plan_turn._child = None
    plan_turn.release()
    yield
    plan_turn._child = None
    plan_turn.release()


def test_the_data_files_are_the_tools_and_deterministic():
    blobs = bot_tables.files()
    assert sorted(blobs) == sorted(TABLES)
    assert bot_tables.files() == blobs
    for name, blob in blobs.items():
        with open(os.path.join(DATA, name), "rb") as stream:
            assert stream.read() == blob, "%s is stale: run `make data`" % name
    assert bot_tables.main(["--check"]) == 0


def test_the_keeps_file_holds_the_compact_lattices_children():
    """The 6-faced child table as the old compact lattice's, a keep of four dice's children
    numbered as hands (keep - 210); the colour lattice's as it was."""
    six = Lattice(6, True)
    want = [c - 210 if k >= 84 * 6 else c for k, c in enumerate(six.child)]
    assert len(want) == 1260 and max(want) < 256
    with open(os.path.join(DATA, "keeps.bin"), "rb") as stream:
        blob = stream.read()
    assert blob[:4] == b"YZK1" and int.from_bytes(blob[4:6], "little") == len(blob)
    assert list(blob[6:6 + 1260]) == want
    assert list(blob[6 + 1260:]) == list(Lattice(5, True).child)


@pytest.mark.usefixtures("fresh_tables")
def test_what_the_bots_read_is_the_old_construction():
    """Each planner's lattice and, box by box, its columns of hand scores are what the old
    arena (and Painted's colour scores) computed, row for row."""
    for index, name in enumerate(MODE_NAMES):
        mode = MODES[index]
        plan = Bot(name, NORMAL, DATA).plan
        assert list(plan.child) == bot_tables.byte_child(6)
        hscore, hcol, width = bot_tables.hand_scores(mode)
        colours = bot_tables.colour_boxes(mode) if mode.coloured else []
        cscore = bot_tables.colour_scores(mode) if colours else b""
        for b in range(mode.box_count):
            column = plan.scores(b)
            if b in colours:
                i = colours.index(b)
                want = [cscore[h * len(colours) + i] for h in range(126)]
                assert list(column[:126]) == want, (name, b)
                assert plan.reads[b] == (2 if mode.keys[b] in ("blue", "red", "purple",
                                                              "green", "yellow") else 1)
            else:
                want = [hscore[h * width + hcol[b]] for h in range(252)]
                assert list(column) == want, (name, b)
                assert plan.reads[b] == 0
        if mode.coloured:
            assert list(plan.cchild) == list(Lattice(5, True).child)
            assert sorted(colours + [b for b in range(mode.box_count) if hcol[b] != 0xFF]) \
                == list(range(mode.box_count))


def test_the_old_hand_scores_are_the_games():
    """The tool's construction code (the old arena's) against the game's own scoring: hands
    of the lattice in every box that reads numbers."""
    lat = Lattice(6)
    for index, name in enumerate(MODE_NAMES):
        mode = MODES[index]
        hscore, hcol, width = bot_tables.hand_scores(mode)
        for h in range(0, 252, 5):
            code = lat.codes[210 + h]
            dice = [(code >> (3 * (4 - i))) & 7 for i in range(5)]
            tokens = ["%d%s" % (d, "b" if mode.coloured else "") for d in dice]
            game = rolled(name, " ".join(tokens + (["1"] if mode.power_die else [])))
            for b in range(mode.box_count):
                if hcol[b] != 0xFF and mode.group[b] == b:
                    assert game.preview(b) == hscore[h * width + hcol[b]], (name, dice, b)


@pytest.mark.skipif(not os.path.exists(PERFECT_TABLE), reason="make data builds the table")
def test_the_layout_file_finds_every_state_the_old_layout_did():
    layout = Layout()
    table = PerfectTable(PERFECT_TABLE)
    reach = reachable_uppers()
    with open(PERFECT_TABLE, "rb") as stream:
        blob = stream.read()
    for mask in list(range(0, 1 << 13, 37)) + [0, 63, 64, 0x800, 0x1FFE, 0x0FC0]:
        for upper in reach[mask & 63]:
            for flag in ((0, 1) if mask & (1 << 11) else (0,)):
                i = layout.index(mask, upper, flag)
                want = blob[HEADER + 2 * i] | blob[HEADER + 2 * i + 1] << 8
                assert table.value(mask, upper, flag) == want, (mask, upper, flag)
    assert table.value(0x1FFF, 63, 1) == 0
    table.close()


@pytest.mark.usefixtures("fresh_tables")
@pytest.mark.parametrize("name,mode,level", [
    ("keeps.bin", "power", EASY), ("hands_classic.bin", "classic", NORMAL),
    ("hands_painted.bin", "painted", EXPERT), ("hands_power.bin", "power", NORMAL),
    ("classic_layout.bin", "classic", PERFECT)])
def test_a_missing_or_foreign_table_raises_for_the_fall_back(tmp_path, name, mode, level):
    for other in os.listdir(DATA):
        if other != "classic_perfect.bin":
            shutil.copy(os.path.join(DATA, other), str(tmp_path))
    if level == PERFECT:
        if not os.path.exists(PERFECT_TABLE):
            pytest.skip("make data builds the Perfect table")
        os.symlink(PERFECT_TABLE, str(tmp_path / "classic_perfect.bin"))
    Bot(mode, level, str(tmp_path))          # all there: it builds
    plan_turn._child = None
    plan_turn.release()
    os.remove(str(tmp_path / name))
    with pytest.raises(OSError):
        Bot(mode, level, str(tmp_path))
    # a foreign file (another table, a stale size)
    others = [t for t in TABLES if t != name]
    shutil.copy(os.path.join(DATA, others[0]), str(tmp_path / name))
    with pytest.raises(ValueError):
        Bot(mode, level, str(tmp_path))
    with open(os.path.join(DATA, name), "rb") as stream:
        blob = stream.read()
    (tmp_path / name).write_bytes(blob[:-1])
    with pytest.raises(ValueError):
        Bot(mode, level, str(tmp_path))
    (tmp_path / name).write_bytes(blob)
    game = Game(mode, 1, source=Rng(3))
    bot = Bot(mode, level, str(tmp_path))
    for _ in range(6):
        apply(game, bot.decide(game))


def _gain_range(w):
    """(least, most) gain Classic's planner writes (x100), over every state a game can reach
    (mask of filled boxes, upper total, YAHTZEE holds 50) and every open box, for the estimate
    w[mask, upper, flag]: the arithmetic of ClassicPlan._new_state, all states at once."""
    reach = reachable_uppers()
    can = np.zeros((64, 64), dtype=bool)          # can[upper mask, upper total]
    for u in range(64):
        can[u, reach[u]] = True
    masks = np.arange(1 << 13)
    yahtzee = CLASSIC.yahtzee_box
    valid = np.zeros((1 << 13, 64, 2), dtype=bool)
    valid[:, :, 0] = can[masks & 63]
    valid[:, :, 1] = can[masks & 63] & (masks[:, None] >> yahtzee & 1 == 1)
    bonus = np.array([CLASSIC.bonus(UPPER, t) for t in range(64 + 30)])
    uppers = np.arange(64)
    low = high = 0
    for b in range(13):
        open_b = masks[masks & (1 << b) == 0]
        here = w[open_b]                            # [states, upper, flag]
        after = w[open_b | (1 << b)]
        ok = valid[open_b]
        gains = []
        if CLASSIC.sections[b] == UPPER:
            for c in range(6):
                p = CLASSIC.params[b] * c
                t = uppers + p
                gains.append(100 * (p + bonus[t] - bonus[uppers])[None, :, None]
                             + after[:, np.minimum(t, 63), :] - here)
        elif b == yahtzee:
            ok = ok & (np.arange(2) == 0)           # an open YAHTZEE box holds no 50
            gains.append(after[:, :, :1] - here)
            gains.append(after[:, :, :1] - here + 100 * CLASSIC.max_score[b])
            gains.append(5000 + after[:, :, 1:] - here)
        else:
            gains.append(after - here)
            gains.append(after - here + 100 * CLASSIC.max_score[b])
        for g in gains:
            g = g[ok]
            low, high = min(low, int(g.min())), max(high, int(g.max()))
    return low, high


@pytest.mark.parametrize("level", [EASY, NORMAL, EXPERT, PERFECT])
def test_classic_gains_fit_16_bits_in_every_state(level):
    if level == PERFECT and not os.path.exists(PERFECT_TABLE):
        pytest.skip("make data builds the Perfect table")
    low, high = _gain_range(level_estimate(level, DATA))
    assert -32768 < low and high <= 32767, (low, high)
