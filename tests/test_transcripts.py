"""Every transcript under tests/transcripts/ replayed by tools/replay.py.

A transcript states what it expects in `#!` comment lines (plain comments to
the replay tool):

    #! p1.total = 408        player 1's total (or upper_bonus, color_bonus,
    #! p2.full_house = 25     yahtzee_bonus, or any box key; null = open)
    #! over = true
    #! error = line 6: ...   the replay must stop there, with this reason
"""

import glob
import json
import os
import subprocess
import sys

import pytest

from tools.replay import replay, TranscriptError

HERE = os.path.dirname(os.path.abspath(__file__))
FILES = sorted(glob.glob(os.path.join(HERE, "transcripts", "*.txt")))
TOOL = os.path.join(os.path.dirname(HERE), "tools", "replay.py")


def expectations(path):
    found = []
    with open(path) as stream:
        for line in stream:
            if line.startswith("#!"):
                key, _, value = line[2:].partition("=")
                found.append((key.strip(), value.strip()))
    assert found, "%s states no expectation" % path
    return found


def lookup(result, key):
    if key == "over":
        return result["over"]
    player, _, field = key.partition(".")
    card = result["players"][int(player[1:]) - 1]
    return card[field] if field in card else card["boxes"][field]


@pytest.mark.parametrize("path", FILES, ids=[os.path.basename(f)[:-4] for f in FILES])
def test_transcript(path):
    expected = expectations(path)
    with open(path) as stream:
        lines = stream.readlines()
    errors = [value for key, value in expected if key == "error"]
    if errors:
        with pytest.raises(TranscriptError) as caught:
            replay(lines)
        assert str(caught.value).startswith(errors[0])
        return
    result = replay(lines)
    for key, value in expected:
        assert lookup(result, key) == json.loads(value), key


def test_command_line_tool_prints_json_and_reports_errors():
    good = subprocess.run([sys.executable, TOOL, os.path.join(HERE, "transcripts",
                                                             "classic_full_game.txt")],
                          capture_output=True, text=True)
    assert good.returncode == 0, good.stderr
    result = json.loads(good.stdout)
    assert result["mode"] == "classic" and result["over"] is True
    assert result["players"][0]["total"] == 408
    assert set(result["players"][0]) == {"boxes", "upper_bonus", "color_bonus",
                                         "yahtzee_bonus", "total"}
    bad = subprocess.run([sys.executable, TOOL, "-"], input="mode classic\nroll 1 2 3\n",
                         capture_output=True, text=True)
    assert bad.returncode == 1 and bad.stdout == ""
    assert bad.stderr.startswith("line 2: classic rolls 5 dice, got 3")
    missing = subprocess.run([sys.executable, TOOL, "/no/such/file"], capture_output=True,
                             text=True)
    assert missing.returncode == 1 and "cannot read" in missing.stderr
