"""Yahtzee, frozen into the firmware: the drive's code.py is the one line `import yahtzee_main`.

tools/shipping/firmware.py freezes this file with the body of the repo's code.py appended below (the
deploy image's code.py: pick the board, build the app, run it), so the firmware starts the
game exactly as a deployed drive does.

CircuitPython looks for a module in '', '/', '.frozen' and '/lib', in that order: a
boards/ or yahtzee_core/ folder left at the drive's root by an earlier deploy comes before
the frozen copies and would run instead (compiled into the heap). Say so on the console.
"""

import os


def _shadowing():
    found = []
    for name in ("boards", "yahtzee_core", "yahtzee_app", "yahtzee_app.py",
                 "boards.py", "yahtzee_core.py", "yahtzee_core.mpy", "boards.mpy"):
        try:
            os.stat("/" + name)
        except OSError:
            continue
        found.append("/" + name)
    if found:
        one = len(found) == 1
        print("yahtzee: %s on CIRCUITPY %s the game frozen into this firmware (the drive's "
              "copy runs instead, in RAM): delete %s to use the firmware's"
              % (", ".join(found), "hides" if one else "hide", "it" if one else "them"))


_shadowing()
del _shadowing

# ---- the repo's code.py follows (appended by tools/shipping/firmware.py) ----
