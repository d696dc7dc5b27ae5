# A whole solo Classic game on the PyBadge's own keys: each press goes into the stand-in
# keypad as the shift register reports it (key number, pressed/released, timestamp) and
# through the board's key logic (boards/pybadge.py KEYS: 0 B, 1 A, 2 Start, 3 Select,
# 4 Right, 5 Down, 6 Up, 7 Left). Prints the states seen, the modules play keeps after a
# hint, and the final score.
# Each screen's load: the heap in use as it is built, against once the press that brought
# it is done (LOADED: the bytes the old screen still held while the new one was built).
import gc

import drive
from yahtzee_app import app as app_module

B, A, START, SELECT, RIGHT, DOWN, UP, LEFT = range(8)
built = {}


def _report(stage):
    gc.collect()
    built[stage] = gc.mem_alloc()


def loaded(screen):
    gc.collect()
    print("LOADED", screen, built.pop(screen + " screen") - gc.mem_alloc())


app_module.report = _report          # App._load reports "<name> screen" as each is built
d = drive.Driver()
app = d.app
d.frames(2)


def kept():
    import sys
    gc.collect()
    return " ".join(sorted(name for name in sys.modules if name.startswith("yahtzee")))


print("TITLE", kept())
d.key(START)                    # New game
d.key(START)                    # Classic
d.key(START)                    # 1 player
d.key(START)                    # the seat screen: Start
loaded("play")
print("STATE", app.state, app.game.mode.name)
for turn in range(13):
    d.key(B)                    # roll
    if turn == 0:
        d.key(A, 700)           # a long A: HINT (the Expert's advice, on the info line)
        print("HINT", app.message, app.scene.hint_action >= 0)
        print("KEPT", kept())
    d.key(RIGHT)                # the dice cursor on die 1
    d.key(A)                    # hold it
    d.key(B)                    # roll the rest
    d.key(START)                # score the box the cursor rests on
d.frames(30)                    # (a press as the end appears does nothing: a person reads it)
loaded("end")
print("END", app.state, app.game.over, app.game.total(0), app.game.open_count(0))
d.key(START)                    # a new best: its initials (the last ones, AAA)
print("INITIALS", app.state)
d.frames(30)
for letter in range(3):
    d.key(START)                # each letter as it stands
d.frames(5)
print("AFTER", app.state, app.saves.scores.last[0])
drive.done()
