"""Painted's and POWER's box values: a box is worth its points minus a par
(Normal and Expert; Easy: its points), and at Expert the bonuses' outlook:
a ramp of the expected bonus around each threshold of the section, as wide
as the boxes still open in it allow.

The pars are hand-set from Classic's and checked by simulation (setting
them to the Expert bot's own box averages played worse: a junk box's low
average makes dumping there look free); the averages (each box's in
Expert's own games, and all bonuses') serve only the hint's expected total.
"""

from ._compat import const
from .hand import NUMBER, CHOICE
from .modes import UPPER, COLOURS
from .plan_turn import by_box

_NORMAL = const(1)
_EXPERT = const(2)
_EMPTY = const(0xFF)
_YAHTZEE_FLAG = const(250)   # x100 a turn still to play: a 50 in YAHTZEE keeps bonuses alive
# Half-width of the bonus ramp per box still open in the section, points.
_SPREAD = const(5)
_SPREAD_POWER = const(10)


def par_arrays(arena, rows, bonus_average):
    """The arena's tables by box from a mode's rows (key, par, Expert's
    average, the points an open box adds to its section), all x100 but the
    last; `bonus_average`: all bonuses' average (x100)."""
    mode = arena.mode
    arena.par = by_box(mode, rows, 4, 1)
    arena.average = by_box(mode, rows, 4, 2)
    arena.section_par = by_box(mode, rows, 4, 3)
    arena.bonus_average = bonus_average


def par_gains(bot, game):
    """gtab for the open boxes: points minus par and, at Expert, the bonus
    outlook; bot.here: the hint's estimate of what is still to come."""
    mode = bot.mode
    level = bot.level
    nb = bot.nb
    base = game.player * nb
    boxes = game.boxes
    gtab = bot.gtab
    par = bot.par if level >= _NORMAL else None
    turns = bot.total_open
    average = bot.average
    here = 0
    n = 0
    for b in range(nb):
        if boxes[base + b] == _EMPTY:
            here += average[b]
            n += 1
    bot.here = here + bot.bonus_average * n // nb
    power = mode.power_die
    unit = _SPREAD_POWER if power else _SPREAD
    top = 3 if power else 1
    for i in range(bot.n_open):
        b = bot.opens[i]
        row = bot.gbase[b]
        section = mode.sections[b]
        g = -par[b] if par is not None else 0
        if section == UPPER or section == COLOURS:
            _section(bot, game, section, b)
            total = bot.sec_total
            expect = bot.sec_expect
            others = bot.sec_others
            now = _outlook(bot, section, total, expect + bot.section_par[b], unit * (others + 1))
            # Only the points this box can actually score (an upper box:
            # multiples of its number; choice: n x count; x the Power).
            kind = mode.kinds[b]
            spread = unit * others
            if kind == NUMBER:
                for m in range(1, top + 1):
                    for c in range(6):
                        p = m * c * mode.params[b]
                        gtab[row + p] = g + 100 * p + _outlook(
                            bot, section, total + p, expect, spread) - now
            elif kind == CHOICE:
                for m in range(1, top + 1):
                    for n in range(1, 7):
                        for c in range(6):
                            p = m * c * n
                            gtab[row + p] = g + 100 * p + _outlook(
                                bot, section, total + p, expect, spread) - now
            else:
                for p in range(31):
                    gtab[row + p] = g + 100 * p + _outlook(
                        bot, section, total + p, expect, spread) - now
        else:
            for p in range(mode.max_score[b] + 1):
                gtab[row + p] = g + 100 * p
            if mode.joker and b == mode.yahtzee_box and level == _EXPERT:
                gtab[row + 50] += _YAHTZEE_FLAG * (turns - 1)


def _section(bot, game, section, without):
    """Sets sec_total, sec_expect, sec_others: the points in the section,
    the expected points of its other open boxes, how many those are
    (attributes, not a tuple: a tuple would be allocated)."""
    mode = bot.mode
    base = game.player * bot.nb
    boxes = game.boxes
    expect = n = 0
    for b in range(bot.nb):
        if mode.sections[b] == section and boxes[base + b] == _EMPTY and b != without:
            n += 1
            expect += bot.section_par[b]
    bot.sec_total = game.section_total(game.player, section)
    bot.sec_expect = expect
    bot.sec_others = n


def _outlook(bot, section, total, expect, spread):
    """Expected bonus (x100) from the section: the bonus already won,
    or (Expert) a ramp around each threshold when boxes are still to come."""
    mode = bot.mode
    if bot.level < _EXPERT:
        return 100 * mode.bonus(section, total)
    tiers = mode.bonus_tiers(section)
    x = total + expect
    out = 0
    below = 0
    for i in range(len(tiers) - 1, -1, -1):
        threshold = tiers[i][0]
        step = tiers[i][1] - below
        below = tiers[i][1]
        if total >= threshold:
            out += 100 * step
        elif spread == 0:
            pass
        else:
            q = 50 + 50 * (x - threshold) // spread
            if q > 100:
                q = 100
            elif q < 0:
                q = 0
            out += step * q
    return out


def scored_estimate(bot, box):
    """Once `box` is scored it is priced by its points, not its par (Easy:
    none), and leaves the estimate of what is to come."""
    return (bot.par[box] if bot.level >= _NORMAL else 0) - bot.average[box]
