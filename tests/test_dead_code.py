"""Code that nothing in the game calls is not kept (issue 18): on a board every
module's code and names are in the heap, so a method or constant that only a test
used costs the game memory. The public path stays: Tone.play and Tone.muted, the
sounds from yahtzee_app.sound, a view's room from its layout."""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lib"))

import pytest  # noqa: E402

# (module, object in it or "" for the module, name that is gone)
GONE = (
    ("yahtzee_app.sound", "Tone", "tone"),
    ("yahtzee_app.sound", "Tone", "enabled"),
    ("yahtzee_app.app", "", "TONE_CLICK"),
    ("yahtzee_app.play_view", "PlayView", "info_room"),
    ("yahtzee_core.modes", "Mode", "is_lower"),
    ("yahtzee_core.save", "", "record_sequence"),
    ("yahtzee_core.rng", "Rng", "set_state"),
    ("yahtzee_core.modes", "", "COLOUR_NAMES"),
    ("yahtzee_core.modes", "", "POWER_FACE_NAMES"),
)


@pytest.mark.parametrize("module, owner, name", GONE)
def test_code_only_tests_called_is_gone(module, owner, name):
    holder = __import__(module, None, None, ("__name__",))
    if owner:
        holder = getattr(holder, owner)
    assert not hasattr(holder, name), "%s.%s is dead code" % (owner or module, name)


# An App field that something writes and nothing reads: one more slot in the App's
# dict on every board.
UNREAD_FIELDS = ("screen_name",)


def test_a_game_keeps_no_field_nothing_reads():
    from yahtzee_core.game import Game
    assert not hasattr(Game("power", 2), "scored_box")


@pytest.mark.parametrize("field", UNREAD_FIELDS)
def test_no_module_keeps_an_app_field_nothing_reads(field):
    from pathlib import Path
    lib = Path(__file__).resolve().parent.parent / "lib" / "yahtzee_app"
    writers = [path.name for path in lib.glob("*.py") if "." + field in path.read_text()]
    assert not writers, "%s write app.%s, which nothing reads" % (writers, field)
