import os
import sys

import pytest

# The repo root goes last on the path: its code.py would shadow the standard
# library's `code` module (which pdb imports) if it came first.
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.append(ROOT)
# The tests' own helpers (the journeys, the simulator's driver, the stand-ins' set-up...):
# a room of their own, imported by name.
SUPPORT = os.path.join(ROOT, "tests", "support")
if SUPPORT not in sys.path:
    sys.path.insert(0, SUPPORT)

PERFECT_TABLE = os.path.join(ROOT, "data", "classic_perfect.bin")


BOT_TABLES = [os.path.join(ROOT, "data", name) for name in (
    "keeps.bin", "hands_classic.bin", "hands_painted.bin", "hands_power.bin",
    "classic_layout.bin")]


def pytest_configure(config):
    """Build the computer players' tables (not committed; `make data`) before the workers
    start, when a run was begun without them."""
    if hasattr(config, "workerinput"):
        return
    import subprocess
    if not all(os.path.exists(path) for path in BOT_TABLES):
        print("building the computer players' tables (tools/data/bot_tables.py)")
        subprocess.run([sys.executable, os.path.join(ROOT, "tools", "data", "bot_tables.py")],
                       check=True, stdout=subprocess.DEVNULL)
    if not os.path.exists(PERFECT_TABLE):
        print("building %s (tools/data/solve_classic.py, about 40 s)" % PERFECT_TABLE)
        subprocess.run([sys.executable, os.path.join(ROOT, "tools", "data", "solve_classic.py"),
                        "--out", PERFECT_TABLE], check=True, stdout=subprocess.DEVNULL)


@pytest.fixture
def nvm(tmp_path):
    """A file standing in for the board's NVM (the desktop board's --nvm)."""
    return str(tmp_path / "nvm.bin")
