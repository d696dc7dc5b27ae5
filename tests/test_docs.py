"""What the docs say a player can press, and what they hear, is what the boards do
(issue 17: docs/SIMULATOR.md named a CLUE hint chord that does nothing; the README
said a menu clicks when its cursor moves)."""

import os
import re

import pytest

from sim_driver import Sim          # sets SDL_VIDEODRIVER=dummy first
from standin_env import ROOT
from tools.sim.physical import Physical
from yahtzee_app import events as ev
from yahtzee_app import sound

BOARDS = {"PyBadge/PyGamer": ("pybadge", "pygamer"), "the MacroPad": ("macropad",),
          "a DIY board": ("diy",), "CLUE": ("clue",)}


def read(*path):
    with open(os.path.join(ROOT, *path), encoding="utf-8") as text:
        return text.read()


def hint_paragraph():
    text = read("docs", "SIMULATOR.md")
    start = text.index("**HINT**")
    return " ".join(text[start:text.index("\n\n", start)].split())


@pytest.mark.parametrize("named", sorted(BOARDS))
def test_the_simulator_docs_name_a_hint_control_each_board_has(named):
    said = hint_paragraph()
    for profile in BOARDS[named]:
        controls = Physical(profile).hardware.controls
        direct = [row for row in controls if ev.HINT in (row[1], row[2])]
        found = None
        for part in re.split(r"[;:,()]", said):
            found = found or re.fullmatch(r"\s*(hold )?(.+?) on %s\s*" % re.escape(named), part)
        if found:
            label, held = found.group(2), bool(found.group(1))
            assert any(row[0] == label and row[2 if held else 1] == ev.HINT for row in controls), \
                "%s: %r gives no hint there (controls: %r)" % (profile, found.group(0), controls)
        else:
            # no control of its own: the docs send the player to the pause menu, by its chord
            assert not direct, "%s has a hint control the docs do not name" % profile
            menu = re.search(r"the %s has no chord for it: Ask for a hint in its pause menu, "
                             r"([\w +]+?)\)" % re.escape(named), said)
            assert menu, "the docs say no way to a hint on %s" % named
            assert any(row[0] == menu.group(1) and ev.MENU in (row[1], row[2])
                       for row in controls), "%s: %r is not MENU" % (profile, menu.group(1))


def test_a_menu_clicks_when_an_item_is_chosen_never_when_its_cursor_moves(nvm):
    assert "| a click | a menu item chosen (moving a menu's cursor is silent) |" in read("README.md")
    sim = Sim(nvm_path=nvm)
    played = sim.hw.speaker.played
    sim.press("DOWN", "DOWN", "UP")
    assert played == []
    sim.press("ENTER")
    assert played == [sound.CLICK]


def test_the_pause_menu_offers_the_hint_the_clue_docs_send_the_player_to():
    from yahtzee_app.menu_words import PAUSE_ITEMS
    from yahtzee_app.pause import _ITEM_HINT
    assert PAUSE_ITEMS[_ITEM_HINT] == "Ask for a hint" and "Ask for a hint" in hint_paragraph()


# ---- every tool the docs and comments name is where they say (issue 32: tools/ in folders)

def _texts():
    """(path, text): the docs, the Makefile, CI, the requirements, and every Python file and
    README of the repo's own folders."""
    named = ["README.md", "Makefile", os.path.join(".ci", "run"), "requirements.txt",
             os.path.join("lib", "requirements.txt"), ".gitignore", "pyproject.toml", "code.py"]
    named += [os.path.join("docs", name) for name in sorted(os.listdir(os.path.join(ROOT, "docs")))
              if name.endswith(".md")]
    for folder in ("tools", "tests", "lib", "yahtzee_core", "boards", "firmware"):
        for parent, subfolders, names in os.walk(os.path.join(ROOT, folder)):
            subfolders[:] = [name for name in subfolders if name != "node_modules"]
            named += [os.path.relpath(os.path.join(parent, name), ROOT) for name in sorted(names)
                      if name.endswith((".py", ".md", ".mk", ".h"))]
    for path in named:
        if path != os.path.join("tests", "test_docs.py"):   # its examples are wrong on purpose
            yield path, read(path)


def _tools():
    """The repo's tools, by path: tools/<name>.py at the top, tools/<folder>/<name>.py."""
    found = set()
    for parent, subfolders, names in os.walk(os.path.join(ROOT, "tools")):
        subfolders[:] = [name for name in subfolders if name != "node_modules"]
        found |= {os.path.relpath(os.path.join(parent, name), ROOT).replace(os.sep, "/")
                  for name in names if name.endswith(".py")}
    return found


def tools_misnamed(text, tools):
    """The tools/<...>.py paths in `text` that are not there: a folder's tool by a flat name
    (tools/budget.py for tools/measure/budget.py), or a path in a folder that is not one.
    A flat name that is no tool of ours (CircuitPython's own tools/makemanifest.py) is not
    ours to check."""
    flat = {"tools/" + path.rsplit("/", 1)[1] for path in tools if path.count("/") > 1}
    named = set(re.findall(r"(?<![\w/.-])tools/[\w/]+\.py\b", text))
    return sorted(name for name in named if name not in tools
                  and (name in flat or name.count("/") > 1))


def test_every_tool_named_is_where_the_name_says():
    tools = _tools()
    wrong = ["%s: %s" % (path, name) for path, text in _texts()
             for name in tools_misnamed(text, tools)]
    assert wrong == []


def test_the_name_check_sees_a_tool_by_its_old_flat_name():
    tools = {"tools/measure/budget.py", "tools/simulate.py", "tools/sim/board.py"}
    text = ("python3 tools/budget.py, tools/measure/budget.py, tools/simulate.py, "
            "tools/sim/board.py, tools/measure/bench.py, CircuitPython's tools/makemanifest.py")
    assert tools_misnamed(text, tools) == ["tools/budget.py", "tools/measure/bench.py"]
