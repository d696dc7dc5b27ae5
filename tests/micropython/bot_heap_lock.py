# Runs inside MicroPython 1.27: proves the computer player allocates nothing
# per decision once built. For each mode and level: build the Bot (the
# warm-up), then with the heap locked play whole solitaire turns, asking
# hint() (which also sets the expected value) and decide() and carrying the
# action out. Reports "ok <decisions>" or "ALLOCATED <decisions>".
import micropython

from yahtzee_core import Game, Rng
from yahtzee_core.bot import Bot, apply

RESULT = [0, 0]   # decisions made, allocation caught


def turns(game, bot, limit):
    n = 0
    try:
        while not game.over and n < limit:
            bot.hint(game)
            apply(game, bot.decide(game))
            n += 1
    except MemoryError:
        RESULT[1] = 1
    RESULT[0] = n


def trial(mode, level, limit, seed):
    game = Game(mode, 1, source=Rng(seed))
    bot = Bot(mode, level, "/data")
    RESULT[0] = 0
    RESULT[1] = 0
    micropython.heap_lock()
    turns(game, bot, limit)
    micropython.heap_unlock()
    print(mode, level, "ALLOCATED" if RESULT[1] else "ok", RESULT[0])


def control():
    try:
        micropython.heap_lock()
        x = [1, 2, 3]
        micropython.heap_unlock()
        print("control", 0, "ok", len(x))
    except MemoryError:
        micropython.heap_unlock()
        print("control", 0, "ALLOCATED", 0)


for mode, levels, limit in (("classic", (0, 1, 2, 3), 80), ("painted", (0, 1, 2), 40),
                            ("power", (0, 1, 2), 120)):
    for level in levels:
        trial(mode, level, limit, 17 + level)
control()
