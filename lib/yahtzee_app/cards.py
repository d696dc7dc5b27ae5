"""Everyone's scorecards in words: the standings (the pause menu's scoreboard,
the end screen) and one player's full card box by box (the end screen's
review). Loaded with the pause and end screens only, and gone with them: the
play screen never pays for these lines. Every figure is the Game's.
"""

from yahtzee_core.ranks import rank_name
from micropython import const

from yahtzee_core.modes import UPPER

from . import words

# The words only these screens say (the rest of the app's are in yahtzee_app.words).
# Most are written where they are said: a name would be one more interned string.
SCOREBOARD = "Scoreboard"
STANDING = ("P%d %s: %d", "P%d: %d")
_CARD_TOTAL = const(0x80)     # yahtzee_core.modes': a card row that is a section's total


def standings(game, room):
    """A line a player: seat, total and (POWER) the boxes still open; the player
    whose turn it is marked, while the game goes on."""
    lines = []
    for p in range(game.players):
        total = game.total(p)
        line = words.fit((STANDING[0] % (p + 1, words.SEATS[game.seats[p]], total),
                          STANDING[1] % (p + 1, total)), room - 2)
        if game.mode.ends_at_first_full:
            left = game.open_count(p)
            line = words.fit((line + "  %d boxes left" % left, line + " %d left" % left, line),
                             room - 2)
        if not game.over and p == game.player:
            line = "> " + line
        lines.append(line)
    return lines


def row(name, value, room):
    """`name` left, `value` right, in a row of `room` characters."""
    gap = room - len(name) - len(value)
    return name + " " * (gap if gap > 0 else 1) + value


def card(game, player, room):
    """Player's card box by box, then the totals and bonuses (the Game's), the total."""
    mode = game.mode
    lines = []
    for b in mode.card_rows():
        if not b & _CARD_TOTAL:
            value = game.box_value(player, b)
            lines.append(row(mode.labels[b], "%d" % value if value >= 0 else "-", room))
            continue
        section = b & 3
        if section == 3:
            count = game.bonus_yahtzees[player]
            lines.append(row(words.fit((words.YAHTZEE_BONUSES[0] % count,
                                        words.YAHTZEE_BONUSES[1] % count), room - 5),
                             "%d" % game.yahtzee_bonus(player), room))
            continue
        total = game.section_total(player, section)
        goal = game.subtotal_goal(player, section)
        lines.append(row(words.SUBTOTALS[section] % (total, goal), "", room))
        bonus = game.upper_bonus(player) if section == UPPER else game.colour_bonus(player)
        lines.append(row(words.BONUS_LINES[0 if section == UPPER else 1] % bonus, "", room))
    lines.append(row("Total score", "%d" % game.total(player), room))
    rank = rank_name(game.mode.index, game.total(player))
    if rank:
        lines.append(rank)
    return lines


def end_reason(game):
    """Why a game that ends at the first full card (POWER) ended."""
    for p in range(game.players):
        if game.is_full(p):
            return "P%d filled the card" % (p + 1)
    return ""


def ranked(game):
    """The end screen's lines for a game of several: each player's total and rank."""
    lines = []
    winners = game.winners_mask()
    for p in range(game.players):
        total = game.total(p)
        mark = "  WIN" if winners & (1 << p) else "     "
        lines.append("P%d %4d%s" % (p + 1, total, mark))
        rank = rank_name(game.mode.index, total)
        if rank:
            lines.append(rank)
    return lines

