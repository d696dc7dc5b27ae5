import os
import sys

# The repo root goes last on the path: its code.py would shadow the standard
# library's `code` module (which pdb imports) if it came first.
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.append(ROOT)
