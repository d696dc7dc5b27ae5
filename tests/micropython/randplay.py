# A random but legal player for MicroPython runs: allocation-free, so it can
# play under the heap lock. Holds at random, rerolls at random, picks a random
# legal box, and takes back a Double's first pick half of the time.


def play_game(game, chooser, preview):
    """Play the game from a fresh start to its end; returns the players' total."""
    mode = game.mode
    every_die = (1 << mode.dice_count) - 1
    game.restart()
    while not game.over:
        game.roll()
        while game.rolls_left() and chooser.below(3):
            game.set_holds(chooser.below(every_die + 1))
            if game.held != every_die:
                game.roll()
        picks = 2 if game.must_score_twice() else 1
        while picks:
            game.preview_into(preview)
            legal = 0
            for b in range(mode.box_count):
                if preview[b] >= 0:
                    legal += 1
            k = chooser.below(legal)
            for b in range(mode.box_count):
                if preview[b] >= 0:
                    if k == 0:
                        game.score(b)
                        break
                    k -= 1
            picks -= 1
            if picks and game.double_pending() and chooser.below(2):
                game.undo()
                picks += 1
    total = 0
    for p in range(game.players):
        total += game.total(p)
    return total
