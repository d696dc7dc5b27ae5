# The title, then one screen: SCREEN = scores | settings | controls | mode (a game of
# GAME_MODE on screen, rolled) | resume (a game saved mid-turn by an earlier run, whose NVM
# is the file NVM_FILE: the board restarted and the game resumed).
import os

import drive

SCREEN = os.getenv("SCREEN") or "scores"
MODE = int(os.getenv("GAME_MODE") or 0)
ITEMS = {"scores": "High scores", "settings": "Settings", "controls": "Controls"}
if SCREEN == "resume":
    drive.load_nvm(os.getenv("NVM_FILE"))
d = drive.Driver()
d.frames(2)
if SCREEN in ITEMS:
    d.choose(ITEMS[SCREEN])
    d.button("DOWN")
    drive.stage(SCREEN)
elif SCREEN == "mode":
    d.new_game(MODE, 1)
    d.button("ROLL")
    drive.stage("game on screen")
elif SCREEN == "resume":
    d.choose("Resume game")
    d.frames(5)
    assert d.app.game is not None and d.app.game.rolls == 1, "nothing resumed"
    d.button("HINT")
    drive.stage("resumed")
drive.done()
