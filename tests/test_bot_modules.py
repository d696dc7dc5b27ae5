"""How the computer players are built: one planner module per mode behind the small
yahtzee_core.bot, one planner (its work arrays) shared by the players of a mode, tables keyed
by box, the compact keep lattice of the PC tools, and Classic Expert's table read from its file
(the tables computed on the PC: tests/test_bot_tables.py)."""

import os
import subprocess
import sys

import pytest

from yahtzee_core import Game, Rng
from yahtzee_core import bot as botmod
from yahtzee_core import game as gamemod, hand, modes, perfect, perfect_table
from yahtzee_core import plan_turn, plan_numbers, plan_classic, plan_painted, plan_power, plan_par
from yahtzee_core.bot import Bot, apply, EASY, NORMAL, EXPERT, PERFECT
from yahtzee_core.keeps import Lattice, BITS
from yahtzee_core.modes import MODES, CLASSIC
from tools.data import bot_tables

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "data")


def test_the_planners_copies_of_the_bots_constants_agree():
    for module in (plan_turn, plan_numbers, plan_classic, plan_painted, plan_power, plan_par):
        for name in ("HOLD_AND_ROLL", "GAME_OVER", "EASY", "NORMAL", "EXPERT", "PERFECT"):
            if hasattr(module, "_" + name):
                assert getattr(module, "_" + name) == getattr(botmod, name), (module, name)
    assert plan_turn._EMPTY == plan_classic._EMPTY == plan_par._EMPTY == gamemod.EMPTY
    # the other modules' constants the planners hold as their own (inlined) consts
    assert plan_par._UPPER == modes.UPPER and plan_par._COLOURS == modes.COLOURS
    assert plan_par._NUMBER == plan_power._NUMBER == hand.NUMBER
    assert plan_power._FREEZE == modes.FREEZE and plan_power._POWER == modes.POWER
    assert perfect_table._HEADER == perfect.HEADER
    assert plan_painted._COUNT == bot_tables.READS_COLOUR_COUNT
    assert plan_painted._COLOUR_CHILD == 210 * 6          # after the 6-faced lattice
    assert list(plan_turn.BITS) == list(BITS[:32])


@pytest.mark.parametrize("mode,level,planners", [
    ("classic", EXPERT, ["plan_classic", "plan_numbers", "plan_turn"]),
    ("classic", PERFECT, ["perfect_table", "plan_classic", "plan_numbers", "plan_turn"]),
    ("painted", NORMAL, ["plan_numbers", "plan_painted", "plan_par", "plan_turn"]),
    ("power", EASY, ["plan_par", "plan_power", "plan_turn"]),
])
def test_a_bot_imports_only_its_modes_planner(mode, level, planners):
    """...and never the construction code the PC runs instead (the keep lattice's, the
    Perfect layout's)."""
    code = ("import sys\nfrom yahtzee_core.bot import Bot, HOLD_AND_ROLL\n"
            "mine = ('yahtzee_core.plan', 'yahtzee_core.perfect', 'yahtzee_core.keeps')\n"
            "print(sorted(m for m in sys.modules if m.startswith(mine)))\n"
            "Bot(%r, %d, %r)\n"
            "print(sorted(m[13:] for m in sys.modules if m.startswith(mine)))\n" % (
                mode, level, DATA))
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         check=True).stdout.splitlines()
    assert out[0] == "[]"                  # the front alone (the app's HOLD_AND_ROLL, HOLD_MASK)
    assert out[1] == str(planners)         # the Perfect reader only for Perfect


def test_bots_of_one_mode_share_their_planner_and_the_lattice():
    expert = Bot("classic", EXPERT, DATA)
    best = Bot("classic", PERFECT, DATA)
    assert expert.plan is best.plan and expert is not best
    assert expert.level == EXPERT and best.level == PERFECT and expert.table is not best.table
    power = Bot("power", EXPERT)
    assert power.plan.child is expert.plan.child   # one 6-faced lattice for every mode
    # a bot of another mode was built: the next Classic bot has a planner of its own, and the
    # old ones still play
    normal = Bot("classic", NORMAL, DATA)
    assert normal.plan is not expert.plan
    game = Game("classic", 1, source=Rng(4))
    while not game.over:
        action = expert.decide(game)
        assert normal.hint(game) >= -1 and best.hint(game) >= -1
        apply(game, action)


def test_release_lets_the_shared_planner_go_with_the_last_bot():
    first = Bot("classic", EASY, DATA)
    assert Bot("classic", NORMAL, DATA).plan is first.plan
    botmod.release()
    assert plan_turn._plan is None
    assert Bot("classic", NORMAL, DATA).plan is not first.plan


def test_a_bot_plans_again_when_another_overwrote_the_shared_arrays():
    """Mid-turn, the hint bot plans in the arrays the seat's bot planned in: the seat's next
    decision must be what a bot with arrays of its own says."""
    alone = Bot("painted", EXPERT)
    Bot("power", EASY)                      # another mode: the next Painted bots share anew
    seat = Bot("painted", EXPERT)
    hint = Bot("painted", NORMAL)
    assert seat.plan is hint.plan and seat.plan is not alone.plan
    game = Game("painted", 2, source=Rng(12))
    while not game.over:
        want = alone.decide(game)
        hint.hint(game)
        assert seat.decide(game) == want
        apply(game, want)


@pytest.mark.parametrize("module,columns", [(plan_classic, 2), (plan_painted, 4),
                                            (plan_power, 4)])
def test_tables_keyed_by_box_name_each_box_once(module, columns):
    rows = module._PAR if module is plan_classic else module._ROWS
    mode = MODES[(plan_classic, plan_painted, plan_power).index(module)]
    keys = rows[::columns]
    assert sorted(keys) == sorted(mode.keys)
    for column in range(1, columns):
        values = plan_turn.by_box(mode, rows, columns, column)
        for i in range(0, len(rows), columns):
            assert values[mode.keys.index(rows[i])] == rows[i + column]
    with pytest.raises(ValueError):
        plan_turn.by_box(CLASSIC, ("choice", 1), 2, 1)


@pytest.mark.parametrize("faces", [6, 5])
def test_the_compact_lattice_is_the_full_ones_children(faces):
    full = Lattice(faces)
    compact = Lattice(faces, compact=True)
    assert list(compact.child) == list(full.child)[:full.hand_base * faces]
    assert list(compact.first) == list(full._first)
    dice = bytearray(5)
    for h, shown in enumerate(compact.each_hand(dice)):
        code = 0
        for d in shown:
            code = code * 8 + d
        assert code == full.codes[full.hand_base + h]
    assert h == full.hands - 1
    for mask in range(32):
        assert full.size[compact.keep_of(b"\x01\x02\x03\x04\x05", mask)] == BITS[mask]


def test_classic_expert_reads_its_table_a_value_at_a_time():
    fit = plan_classic.ExpertFit(os.path.join(DATA, "classic_expert.bin"))
    from array import array
    whole = array("H")
    with open(os.path.join(DATA, "classic_expert.bin"), "rb") as stream:
        whole.frombytes(stream.read())
    for mask in (0, 1, 63, 64, 0x800, 0x1FFE, 0x1234, 0x0FC0):
        for upper in (0, 17, 63):
            for flag in (0, 1):
                want = (whole[(mask >> 6) * 2 + flag] - 32768
                        + whole[256 + (mask & 63) * 64 + upper] - 32768)
                assert fit.value(mask, upper, flag) == want
    assert fit.value(0x1FFF, 63, 1) == 0
    fit.close()


def test_a_foreign_or_missing_expert_table_raises_for_the_fall_back(tmp_path):
    (tmp_path / "classic_expert.bin").write_bytes(b"\x00" * 100)
    with pytest.raises(ValueError):
        Bot("classic", EXPERT, str(tmp_path))
    with pytest.raises(OSError):
        Bot("classic", PERFECT, str(tmp_path))
