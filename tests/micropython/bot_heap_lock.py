# Runs inside MicroPython 1.27 and CircuitPython 10.2.1 (its unix port):
# proves the computer player allocates nothing per decision once built. The
# runner prepends DATA = "<the folder holding classic_*.bin>".
#
# For each mode and level: build the Bot (the warm-up), then with the heap
# locked play whole solitaire turns, asking hint() (which also sets the
# expected value) and decide() and carrying the action out. Then bots of one
# mode taking turns on one game (a CPU seat and the hint bot: they share
# their work arrays, so each plans again after the other), and dice that
# repeat (YAHTZEEs, Jokers, bonuses). Reports "<trial> <level> ok
# <decisions>" or "... ALLOCATED <decisions>"; the control must allocate.
import micropython

from yahtzee_core import Game, Rng
from yahtzee_core.bot import Bot, apply

RESULT = [0, 0]   # decisions made, allocation caught


class Repeating:
    """Dice that repeat the previous die half the time; no allocation."""

    def __init__(self, seed):
        self.rng = Rng(seed)
        self.last = 1

    def die(self):
        if self.rng.below(2):
            self.last = self.rng.die()
        return self.last

    def colour(self):
        return self.rng.colour()

    def power(self):
        return self.rng.power()


def turns(game, bot, other, limit):
    n = 0
    try:
        while not game.over and n < limit:
            other.hint(game)
            apply(game, bot.decide(game))
            n += 1
    except MemoryError:
        RESULT[1] = 1
    RESULT[0] = n


def trial(name, mode, level, limit, source, second=-1):
    game = Game(mode, 1, source=source)
    bot = Bot(mode, level, DATA)  # noqa: F821 (the runner's)
    other = bot if second < 0 else Bot(mode, second, DATA)  # noqa: F821
    RESULT[0] = 0
    RESULT[1] = 0
    micropython.heap_lock()
    turns(game, bot, other, limit)
    micropython.heap_unlock()
    print(name, level, "ALLOCATED" if RESULT[1] else "ok", RESULT[0])


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
        trial(mode, mode, level, limit, Rng(17 + level))
# a CPU seat and the hint bot of its mode, taking turns
trial("shared-classic", "classic", 2, 60, Rng(5), 3)
trial("shared-painted", "painted", 1, 60, Rng(6), 2)
trial("shared-power", "power", 2, 60, Rng(7), 1)
# YAHTZEEs and Jokers
trial("jokers-classic", "classic", 2, 60, Repeating(8))
trial("jokers-painted", "painted", 2, 60, Repeating(9))
control()
