"""One table of board facts (tools/board_facts.py), keyed by board profile, read by every tool.

Every profile of boards.PROFILES has a row, the rows agree with the device side's own tables
and with each board as its module builds it over the stand-ins, and no tool keeps a table of
its own by board (the way a new board would need editing in many places)."""

import ast
import os
import sys

import pytest

import boards
from tools import board_facts as facts

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tests", "support"))
from standin_env import standin_modules  # noqa: E402


def test_every_board_profile_has_one_row_and_every_row_a_profile():
    assert set(facts.FACTS) == set(boards.PROFILES)
    assert len(facts.ROWS) == len(facts.FACTS)
    for profile, row in facts.FACTS.items():
        assert row.profile == profile
        assert None not in (row.name, row.board_id, row.chip, row.cpu_hz, row.width, row.height,
                            row.depth, row.screen, row.nvm_bytes, row.erase_bytes)


def test_the_rows_agree_with_the_device_sides_tables():
    # board.board_id -> profile is the device's (boards.BOARD_IDS): each id it names is a row's,
    # and a row's id that CircuitPython names selects that row's board module
    assert set(boards.BOARD_IDS) <= {row.board_id for row in facts.ROWS}
    for row in facts.ROWS:
        if row.board_id in boards.BOARD_IDS:
            selected = boards.BOARD_IDS[row.board_id]
            assert boards.PROFILES[selected][0] == boards.PROFILES[row.profile][0], row.profile
    assert set(facts.BOARDS) == {module for module, _ in boards.PROFILES.values()}
    assert set(facts.MADE) == set(boards.BOARD_IDS.values())
    assert {facts.board_id(p) for p in facts.STANDIN_BOARDS} == set(boards.BOARD_IDS)
    for row in facts.ROWS:
        assert row.accelerometer is None or row.accelerometer in facts.ACCELEROMETERS


@pytest.mark.parametrize("profile", sorted(facts.FACTS))
def test_each_row_says_what_its_board_module_builds(profile):
    from tools.sim.physical import DIY_SETTINGS
    row = facts.FACTS[profile]
    # the DIY handheld as the tools build it: the README's wiring, its panel the row's size
    settings = dict(DIY_SETTINGS, YAHTZEE_TFT_WIDTH=row.width,
                    YAHTZEE_TFT_HEIGHT=row.height) if profile == "diy" else {}
    with standin_modules(row.board_id, **settings):
        import microcontroller
        hardware = boards.build(profile)
        assert hardware.name == row.name
        assert (hardware.width, hardware.height) == (row.width, row.height)
        assert hardware.monochrome == (row.depth == 1)
        assert hardware.hold_pixels == row.hold_pixels
        assert (hardware.controls[-1][0] == "shake") == (row.accelerometer is not None)
        assert len(microcontroller.nvm) == row.nvm_bytes


def test_the_bus_clocks_follow_from_the_ports_code():
    assert facts.FACTS["pybadge"].bus_hz == facts.FACTS["pygamer"].bus_hz == 24_000_000
    assert facts.FACTS["clue"].bus_hz == 32_000_000
    assert facts.FACTS["macropad"].bus_hz == 125_000_000 // 14
    assert facts.FACTS["diy"].bus_hz <= facts.FACTS["diy"].asked_hz


def test_board_means_a_profile_in_every_tool():
    import argparse
    parse = facts.board_type(facts.BOARDS)
    assert parse("CLUE") == "clue" and parse("all") == "all"
    with pytest.raises(argparse.ArgumentTypeError, match="its profile is 'clue'"):
        parse("clue_nrf52840_express")
    with pytest.raises(argparse.ArgumentTypeError, match="invalid choice: 'wide'"):
        parse("wide")
    assert facts.chosen("all", facts.BOARDS) == list(facts.BOARDS)
    assert facts.chosen(None, facts.MADE) == list(facts.MADE)
    assert facts.chosen("diy", facts.BOARDS) == ["diy"]


# ---- no tool keeps its own table by board

def _tool_sources():
    for folder, _, names in os.walk(os.path.join(ROOT, "tools")):
        if "node_modules" in folder:
            continue
        for name in sorted(names):
            path = os.path.join(folder, name)
            if name.endswith(".py") and os.path.realpath(path) != os.path.realpath(
                    facts.__file__):
                yield os.path.relpath(path, ROOT), path


def _strings(nodes):
    return [node.value for node in nodes
            if isinstance(node, ast.Constant) and isinstance(node.value, str)]


def per_board_tables(source):
    """[(line, what)]: the per-board tables in Python `source`: a dict, tuple, list or set
    literal with two or more board profiles among its keys or items, and any board id
    that is not also a profile's name (a profile's board is its row's)."""
    profiles = set(facts.FACTS)
    ids = {row.board_id for row in facts.ROWS} - profiles
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Dict):
            named = set(_strings(node.keys)) & profiles
        elif isinstance(node, (ast.Tuple, ast.List, ast.Set)):
            named = set(_strings(node.elts)) & profiles
        else:
            named = set()
        if len(named) >= 2:
            found.append((node.lineno, "a table of %s" % ", ".join(sorted(named))))
        if isinstance(node, ast.Constant) and node.value in ids:
            found.append((node.lineno, "the board id %r" % node.value))
    return found


def test_no_tool_keeps_a_table_of_its_own_by_board():
    found = ["%s:%d: %s" % (name, line, what) for name, path in _tool_sources()
             for line, what in per_board_tables(open(path, encoding="utf-8").read())]
    assert found == [], "read tools/board_facts.py instead:\n" + "\n".join(found)


def test_the_check_sees_a_table_by_board():
    assert per_board_tables('BOARDS = ("pybadge", "pygamer", "clue")\n')
    assert per_board_tables('SIZES = {"pybadge": 8192, "clue": 4096}\n')
    assert per_board_tables('ID = "clue_nrf52840_express"\n')
    assert not per_board_tables('DEFAULT = "pybadge"\n')
