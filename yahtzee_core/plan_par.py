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
from .plan_turn import by_box

_NORMAL = const(1)
_EXPERT = const(2)
_EMPTY = const(0xFF)
_UPPER = const(0)            # = modes.UPPER
_COLOURS = const(2)          # = modes.COLOURS
_NUMBER = const(0)           # = hand.NUMBER
_YAHTZEE_FLAG = const(250)   # x100 a turn still to play: a 50 in YAHTZEE keeps bonuses alive
# Half-width of the bonus ramp per box still open in the section, points.
_SPREAD = const(5)
_SPREAD_POWER = const(10)


def par_arrays(plan, rows, bonus_average):
    """The planner's tables by box from a mode's rows (key, par, Expert's
    average, the points an open box adds to its section), all x100 but the
    last; `bonus_average`: all bonuses' average (x100)."""
    mode = plan.mode
    plan.par = by_box(mode, rows, 4, 1)
    plan.average = by_box(mode, rows, 4, 2)
    plan.section_par = by_box(mode, rows, 4, 3)
    plan.bonus_average = bonus_average


def par_gains(plan, game):
    """gtab for the open boxes: points minus par and, at Expert, the bonus
    outlook; plan.here: the hint's estimate of what is still to come."""
    mode = plan.mode
    level = plan.level
    nb = plan.nb
    base = game.player * nb
    boxes = game.boxes
    gtab = plan.gtab
    par = plan.par if level >= _NORMAL else None
    section_par = plan.section_par
    average = plan.average
    here = 0
    n = 0
    for b in range(nb):
        if boxes[base + b] == _EMPTY:
            here += average[b]
            n += 1
    plan.here = here + plan.bonus_average * n // nb
    unit = _SPREAD_POWER if mode.power_die else _SPREAD
    for i in range(plan.n_open):
        b = plan.opens[i]
        row = plan.gbase[b]
        section = mode.sections[b]
        g = -par[b] if par is not None else 0
        step = 1
        outlook = section == _UPPER or section == _COLOURS
        if outlook:
            # The section's points, the expected points of its other open
            # boxes and how many those are: the outlook with this box still
            # to come, then with p points in it.
            total = game.section_total(game.player, section)
            expect = others = 0
            for o in range(nb):
                if mode.sections[o] == section and boxes[base + o] == _EMPTY and o != b:
                    others += 1
                    expect += section_par[o]
            now = _outlook(plan, section, total, expect + section_par[b], unit * (others + 1))
            spread = unit * others
            if mode.kinds[b] == _NUMBER:
                step = mode.params[b]   # an upper box scores multiples of its number
        # Every score the box can take (and a few that it cannot, never read).
        top = mode.max_score[b]
        stride = plan.gstep[b]      # the row's step (plan_turn.TurnPlan)
        if outlook:
            p = 0
            while p <= top:     # (a range with a variable step would allocate)
                gtab[row + p // stride] = g + 100 * p + _outlook(
                    plan, section, total + p, expect, spread) - now
                p += step
        else:
            for q in range(top // stride + 1):
                gtab[row + q] = g + 100 * q * stride
        if mode.joker and b == mode.yahtzee_box and level == _EXPERT:
            gtab[row + 50 // stride] += _YAHTZEE_FLAG * (plan.total_open - 1)


def _outlook(plan, section, total, expect, spread):
    """Expected bonus (x100) from the section: the bonus already won,
    or (Expert) a ramp around each threshold when boxes are still to come."""
    mode = plan.mode
    if plan.level < _EXPERT:
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


def scored_estimate(plan, box):
    """Once `box` is scored it is priced by its points, not its par (Easy:
    none), and leaves the estimate of what is to come."""
    return (plan.par[box] if plan.level >= _NORMAL else 0) - plan.average[box]
