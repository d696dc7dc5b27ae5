"""Computer players and hints, for all three modes.

Driving it (the app)::

    bot = Bot(game.mode, EXPERT)      # builds its tables once: the warm-up
                                      # (Bot(mode, level, data_dir) finds
                                      # data/ beside yahtzee_core/ by default)
    action = bot.decide(game)         # the current player's next step
    apply(game, action)               # which does exactly this:
    #   if action & HOLD_AND_ROLL: hold exactly the dice in
    #                     (action & HOLD_MASK) (bit i = die i, bit 5 = the
    #                     Power die), then roll (before the turn's first
    #                     roll the mask is 0)
    #   elif action >= 0: score the hand in box `action` (POWER: the box
    #                     that fills); after a Double's first pick, decide()
    #                     again gives the second box
    #   GAME_OVER (-1):   the game is over, nothing to do

    action = bot.hint(game)           # the same action, plus
    bot.expected                      # the player's expected final total
                                      # under the level's estimate, in
                                      # hundredths of a point (an int)

One call is one step (a hold-and-roll or a box), so a computer turn can be
shown at a watchable pace. The first call of a turn values every hand's
best box; later calls in the turn reuse those values (keyed on the card).

Levels: EASY (this turn's points only, looking one roll ahead), NORMAL
(every roll of the turn; each box worth its points minus a par), EXPERT
(every roll, plus the bonuses' outlook; Classic reads an 8.5 KB fitted
table, data/classic_expert.bin, a value at a time) and PERFECT (Classic
only: the optimal solitaire values, data/classic_perfect.bin, 1 MB, from
tools/data/solve_classic.py, read a state at a time).

This module is only the front: Bot() builds a player over its mode's
planner, imported then and only then (yahtzee_core.plan_classic,
plan_painted or plan_power, over plan_turn's shared parts), so a Classic
game never compiles POWER's code. The tables that depend only on the rules
(the keep lattice, every hand's score in every box) are computed on the PC
(tools/data/bot_tables.py) and read from data/; the work arrays are built in the
constructor, and the players of one mode share them; a decision allocates
nothing (tests/test_bot_micropython.py). docs/BOT.md has the module layout
and what each bot costs in memory.
"""

from ._compat import const, data_dir as default_data_dir
from .modes import MODES, Mode, mode_named

HOLD_AND_ROLL = const(0x40)
HOLD_MASK = const(0x3F)
GAME_OVER = const(-1)         # decide() on a finished game: nothing to do
EASY = const(0)
NORMAL = const(1)
EXPERT = const(2)
PERFECT = const(3)
LEVEL_NAMES = ("Easy", "Normal", "Expert", "Perfect")


def apply(game, action):
    """Carry out an action from decide()/hint() on the game."""
    if action & HOLD_AND_ROLL:
        if game.rolls:
            game.set_holds(action & HOLD_MASK)
        game.roll()
    else:
        game.score(action)


def _mode(mode):
    if isinstance(mode, Mode):
        return mode
    if isinstance(mode, int):
        return MODES[mode]
    return mode_named(mode)


def release():
    """Let the planner the players of a mode share go with their last player
    (otherwise it is kept for the mode's next player, and dropped only when
    a player of another mode is built): for when every bot is dropped to free
    the heap for something else."""
    import sys
    turn = sys.modules.get("yahtzee_core.plan_turn")
    if turn is not None:
        turn.release()


def Bot(mode, level, data_dir=None):  # noqa: N802 (it stands for the class it builds)
    """One computer player's brain for one mode (a Mode, its index or its
    name) and level: an object with decide(game), hint(game) and .expected.

    Every level needs data_dir/keeps.bin and data_dir/hands_<mode>.bin
    (tools/data/bot_tables.py, `make data`); Classic Expert data_dir/
    classic_expert.bin, Perfect (Classic only, else ValueError) data_dir/
    classic_perfect.bin and classic_layout.bin. A missing table raises
    OSError, a foreign or stale one ValueError (fall back a level)."""
    mode = _mode(mode)
    if not EASY <= level <= PERFECT:
        raise ValueError("level must be EASY, NORMAL, EXPERT or PERFECT")
    if level == PERFECT and mode.index != 0:
        raise ValueError("Perfect play needs Classic")
    if data_dir is None:
        data_dir = default_data_dir()
    planner = __import__("yahtzee_core.plan_" + mode.name, None, None, ("new_bot",))
    return planner.new_bot(mode, level, data_dir)
