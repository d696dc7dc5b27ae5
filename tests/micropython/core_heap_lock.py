# Runs inside MicroPython 1.27: proves the core allocates nothing after a Game
# is built. Every locked phase runs in a function (a handler that made a new
# global would itself allocate) and reports "ok" or "ALLOCATED".
import micropython

from yahtzee_core import Game, Rng, MODES
from yahtzee_core.hand import score
from randplay import play_game

HANDS = bytearray(252 * 5)
PREVIEW = [0] * 21
RESULT = bytearray(1)
COLOURINGS = (b"\x00\x00\x00\x00\x00", b"\x00\x01\x02\x03\x04", b"\x01\x01\x01\x02\x02",
              b"\x03\x03\x03\x03\x00", b"\x02\x02\x02\x02\x02", b"\x04\x00\x04\x00\x04")


def sorted_hands():
    n = 0
    for a in range(1, 7):
        for b in range(a, 7):
            for c in range(b, 7):
                for d in range(c, 7):
                    for e in range(d, 7):
                        HANDS[n * 5:n * 5 + 5] = bytes((a, b, c, d, e))
                        n += 1
    return n


def score_every_hand(game):
    mode = game.mode
    hand = game.hand
    checksum = 0
    for c in range(len(COLOURINGS) if mode.coloured else 1):
        colours = COLOURINGS[c]
        for h in range(252):
            for i in range(5):
                game.dice[i] = HANDS[h * 5 + i]
                game.colours[i] = colours[i]
            hand.set(game.dice, colours if mode.coloured else None)
            for b in range(mode.box_count):
                checksum += score(hand, mode.kinds[b], mode.params[b], mode.values[b])
            game.preview_into(PREVIEW)
            for b in range(mode.box_count):
                checksum += PREVIEW[b]
    return checksum


GAMES = 5


def play_games(game, chooser):
    """Whole games with random holds, Doubles and undos; returns the total scored."""
    grand = 0
    for _ in range(GAMES):
        grand += play_game(game, chooser, PREVIEW)
    return grand


def locked(phase, game, arg):
    micropython.heap_lock()
    try:
        value = phase(game, arg) if arg is not None else phase(game)
        RESULT[0] = 1
    except MemoryError:
        value = 0
        RESULT[0] = 0
    micropython.heap_unlock()
    return value


sorted_hands()
for mode in MODES:
    game = Game(mode, 4, False, Rng(12345))
    game.roll()
    checksum = locked(score_every_hand, game, None)
    print(mode.name, "hands", "ok" if RESULT[0] else "ALLOCATED", checksum)
    chooser = Rng(777 + mode.index)
    total = locked(play_games, game, chooser)
    print(mode.name, "games", "ok" if RESULT[0] else "ALLOCATED", total)


def control(game):
    return [game.player]  # must allocate: proves the lock is really on


locked(control, game, None)
print("control", "lock", "ok" if RESULT[0] else "ALLOCATED", 0)
