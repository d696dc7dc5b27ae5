# Play three turns of a 2-player GAME_MODE game against a CPU Expert, roll, and save from
# the pause menu; the NVM goes to the file NVM_FILE (screens.py SCREEN=resume resumes it).
import os

import drive

d = drive.Driver()
d.frames(2)
d.new_game(int(os.getenv("GAME_MODE") or 0), 2, (0, 3))
d.play_to_end(turns=3)
d.settle()
d.button("ROLL")
d.settle()
d.button("MENU")
d.choose("Save game")
drive.save_nvm(os.getenv("NVM_FILE"))
drive.done()
