# Runs inside MicroPython 1.27: the heap (gc.mem_alloc after gc.collect) the
# app needs, stage by stage, over the stand-in displayio of tests/fakes/micropython (which
# keeps a bitmap at a byte a pixel: real displayio packs them tighter). The
# runner prepends WIDTH, HEIGHT and MONO.
import gc

gc.collect()
STAGES = [("start", gc.mem_alloc())]


def stage(name):
    gc.collect()
    STAGES.append((name, gc.mem_alloc()))


import yahtzee_core  # noqa: E402
from yahtzee_core import store  # noqa: E402,F401
stage("core imported")
from yahtzee_app.app import App  # noqa: E402
from yahtzee_app.hardware import Hardware  # noqa: E402
stage("app imported")


class Display:
    def __init__(self, width, height):
        self.width, self.height = width, height
        self.root_group = None
        self.auto_refresh = True

    def refresh(self):
        pass


class Buttons:
    def poll(self, now_ms):
        return 0


app = App(Hardware("budget", Display(WIDTH, HEIGHT), Buttons(), nvm=bytearray(b"\xff" * 256),
                   monochrome=MONO))
stage("app started (title)")
game = yahtzee_core.Game("power", 4)
app._start(game)
app.tick(0)
stage("4-player POWER game on screen")
from yahtzee_core.bot import Bot, EXPERT  # noqa: E402
stage("bot imported")
bot = Bot(game.mode, EXPERT)
stage("POWER Expert bot built")
for name, used in STAGES:
    print("%s|%d" % (name, used))
