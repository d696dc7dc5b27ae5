# A 2-player game of MODE (0 classic, 1 painted, 2 power) against a computer at LEVEL
# (0 Easy .. 3 Perfect), P1 following the hints, to the end screen. HOLE > 0: from
# the first roll on, the free heap is left in holes of HOLE bytes (drive.fragment).
import os

import drive

MODE = int(os.getenv("GAME_MODE") or 0)
LEVEL = int(os.getenv("GAME_LEVEL") or 2)
HOLE = int(os.getenv("GAME_HOLE") or 0)
d = drive.Driver()
d.frames(2)
d.new_game(MODE, 2, (0, 1 + LEVEL))
drive.stage("game on screen")
d.button("ROLL")
holes = drive.fragment(HOLE) if HOLE else None
d.play_to_end()
assert d.app.state == 9, "the game did not reach its end screen"
if d.app.game.seats[1] != 1 + LEVEL:
    raise MemoryError("the computer player did not fit: its seat went to a person")
drive.stage("end screen")
drive.done()
