import os
import sys

# The repo root goes last on the path: its code.py would shadow the standard
# library's `code` module (which pdb imports) if it came first.
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.append(ROOT)

PERFECT_TABLE = os.path.join(ROOT, "data", "classic_perfect.bin")


def pytest_configure(config):
    """Build the Perfect table (not committed; `make data`) before the workers
    start, when a run was begun without it."""
    if hasattr(config, "workerinput") or os.path.exists(PERFECT_TABLE):
        return
    import subprocess
    print("building %s (tools/solve_classic.py, about 40 s)" % PERFECT_TABLE)
    subprocess.run([sys.executable, os.path.join(ROOT, "tools", "solve_classic.py"),
                    "--out", PERFECT_TABLE], check=True, stdout=subprocess.DEVNULL)
