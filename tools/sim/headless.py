"""The simulator with no window and no sound card, for the tests and the tools that play
the app (fuzz, wear): imported before pygame is. It puts the repo and the device side's
lib/ on sys.path too, as CIRCUITPY would:

    if ROOT not in sys.path:
        sys.path.insert(0, ROOT)            # the repo, so that `tools` imports
    from tools.sim import headless  # noqa: E402,F401
"""

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
for _path in (ROOT, os.path.join(ROOT, "lib")):
    if _path not in sys.path:
        sys.path.insert(0, _path)
