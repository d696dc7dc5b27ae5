"""The plain-list screens' lines: high scores, the controls, the end of a game.

Each builder turns state into (title, subtitle, lines, footer) for
ListView.show(); the screens decide when they are shown.
"""

from yahtzee_core.highscores import rank_name, TABLE_SIZE

from . import events as ev
from . import words


def high_scores(scores, mode, compact):
    top = scores.top(mode)
    entries = []
    for i in range(TABLE_SIZE):
        entries.append("%d.  %4s" % (i + 1, str(top[i]) if i < len(top) else "---"))
    footer = rank_name(top[0]) if top else words.NO_SCORES
    switch = "< " + words.MODE_TITLES[mode] + " >"
    if not compact:
        return words.HIGH_SCORES, switch, entries, footer
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
    return words.CONTROLS, "", lines or [words.NO_CONTROLS], ""


def show_controls(app):
    title, subtitle, lines, footer = controls(app.hardware.controls, app.list_view.room())
    app.scroll = app.list_view.show(title, subtitle, lines, -1, footer, top=app.scroll)


def scroll_controls(app, event):
    """UP/DOWN scroll the controls; True when the screen is to close."""
    if event == ev.UP or event == ev.LEFT:
        app.scroll = max(0, app.scroll - 1)
    elif event == ev.DOWN or event == ev.RIGHT:
        app.scroll += 1
    return event == ev.ENTER or event == ev.ROLL or event == ev.MENU


def game_over(game, place, best):
    """`place`: the solo score's place in the high-score table (-1: none);
    `best`: the table's best score."""
    lines = []
    winners = game.winners_mask()
    subtitle = words.MODE_TITLES[game.mode.index]
    if game.players == 1 and game.seats[0]:
        subtitle += ": " + words.SEATS[game.seats[0]]
    if game.players == 1:
        total = game.total(0)
        lines.append(words.SCORE % total)
        rank = rank_name(total)
        if rank:
            lines.append(rank)
        if place >= 0:
            lines.append(words.NEW_HIGH % (place + 1))
        else:
            lines.append(words.BEST % best)
        bonuses = (game.upper_bonus(0), game.colour_bonus(0), game.yahtzee_bonus(0))
        for i in range(3):
            if bonuses[i]:
                lines.append(words.BONUS_LINES[i] % bonuses[i])
        return words.GAME_OVER, subtitle, lines, ""
    ties = 0
    for p in range(game.players):
        mark = "     "
        if winners & (1 << p):
            mark = "  WIN"
            ties += 1
        lines.append("P%d %4d%s" % (p + 1, game.total(p), mark))
    if ties > 1:
        subtitle = words.TIE % subtitle
    else:
        subtitle = words.WINS % (subtitle, game.winners()[0] + 1)
    return words.GAME_OVER, subtitle, lines, ""
