# Runs inside MicroPython 1.27: GAMES complete games per mode through the
# core, one Game reused, the heap measured (after a collection) after each.
# The runner prepends "GAMES = n" and "PLAYERS = n". Prints one line a mode:
# name games heap_after_first heap_after_last heap_min heap_max mean_score
import gc

from yahtzee_core import Game, Rng, MODES
from randplay import play_game

PREVIEW = [0] * 21

for mode in MODES:
    game = Game(mode, PLAYERS, False, Rng(2024 + mode.index))
    chooser = Rng(99 + mode.index)
    first = last = low = high = 0
    scored = 0
    for g in range(GAMES):
        scored += play_game(game, chooser, PREVIEW)
        gc.collect()
        last = gc.mem_alloc()
        if g == 0:
            first = low = high = last
        low = min(low, last)
        high = max(high, last)
    print(mode.name, GAMES, first, last, low, high, scored // (GAMES * PLAYERS))
