"""The words of the plain-list screens: high scores, controls, game over.

Each function turns state into (title, subtitle, lines, footer) for
MenuView.show(); the app decides when they are shown.
"""

from yahtzee_core.highscores import rank_name, TABLE_SIZE

from .menus import MODE_TITLES, SEAT_TEXTS


def high_scores(scores, mode, compact):
    top = scores.top(mode)
    entries = []
    for i in range(TABLE_SIZE):
        entries.append("%d.  %4s" % (i + 1, str(top[i]) if i < len(top) else "---"))
    footer = rank_name(top[0]) if top else "No scores yet"
    switch = "< " + MODE_TITLES[mode] + " >"
    if not compact:
        return "High scores", switch, entries, footer
    # Two columns, so all five fit the OLED's four lines.
    lines = []
    half = (TABLE_SIZE + 1) // 2
    for i in range(half):
        right = entries[i + half] if i + half < TABLE_SIZE else ""
        lines.append("%-9s %-9s" % (entries[i], right))
    return switch, "", lines, footer


def controls(pairs, room):
    """One line a (button, action) pair, padded to one width so that the
    centred block lines up on the left."""
    width = 0
    for button, _ in pairs:
        width = max(width, len(button))
    lines = []
    for button, action in pairs:
        lines.append((button + " " * (width + 1 - len(button)) + action)[:room])
    longest = 0
    for line in lines:
        longest = max(longest, len(line))
    lines = [line + " " * (longest - len(line)) for line in lines]
    return "Controls", "", lines or ["No controls listed"], ""


def game_over(game, place, best):
    """`place`: the solo score's place in the high-score table (-1: none);
    `best`: the table's best score."""
    lines = []
    winners = game.winners_mask()
    subtitle = MODE_TITLES[game.mode.index]
    if game.players == 1 and game.seats[0]:
        subtitle += ": " + SEAT_TEXTS[game.seats[0]]
    if game.players == 1:
        total = game.total(0)
        lines.append("Score %d" % total)
        rank = rank_name(total)
        if rank:
            lines.append(rank)
        if place >= 0:
            lines.append("New high score #%d!" % (place + 1))
        else:
            lines.append("Best: %d" % best)
        for name, points in (("Upper bonus", game.upper_bonus(0)),
                             ("Colour bonus", game.colour_bonus(0)),
                             ("YAHTZEE bonus", game.yahtzee_bonus(0))):
            if points:
                lines.append("%s %d" % (name, points))
        return "Game over", subtitle, lines, ""
    ties = 0
    for p in range(game.players):
        mark = "     "
        if winners & (1 << p):
            mark = "  WIN"
            ties += 1
        lines.append("P%d %4d%s" % (p + 1, game.total(p), mark))
    subtitle += ": a tie!" if ties > 1 else ": P%d wins!" % (game.winners()[0] + 1)
    return "Game over", subtitle, lines, ""
