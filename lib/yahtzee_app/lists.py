"""The plain-list screens' lines: high scores, the controls, the end of a game.

Each builder turns state into (title, subtitle, lines, footer) for
ListView.show(); the screens decide when they are shown.
"""

from yahtzee_core.highscore_table import TABLE_SIZE
from yahtzee_core.highscores import initials_of, top
from yahtzee_core.ranks import rank_name

from . import events as ev
from . import menu_words, words
from .heap import borrowed


def high_scores(scores, mode, compact):
    best = top(scores, mode)
    entries = []
    form = "%d.%s %4s" if compact else "%d. %s %4s"
    for i in range(TABLE_SIZE):
        entries.append(form % (i + 1, initials_of(scores, mode, i),
                               str(best[i]) if i < len(best) else "---"))
    footer = rank_name(mode, best[0]) if best else menu_words.NO_SCORES
    switch = "< " + words.MODE_TITLES[mode] + " >"
    if not compact:
        return menu_words.HIGH_SCORES, switch, entries, footer
    # Two columns, so all five fit the OLED's four lines (21 characters: the
    # width of the scroll marks too, as the list does not scroll).
    lines = []
    half = (TABLE_SIZE + 1) // 2
    for i in range(half):
        right = entries[i + half] if i + half < TABLE_SIZE else ""
        lines.append("%-10s %-10s" % (entries[i], right))
    return switch, "", lines, footer


def show_controls(app):
    """The Controls screen: what each button does, in words that are read only
    here (yahtzee_app.controls, forgotten after)."""
    view = app.scene
    with borrowed():
        from .controls import lines
        shown = lines(app.hardware.controls, view.room())
    view.scroll = view.show(menu_words.CONTROLS, app.hardware.name,
                            shown or [menu_words.NO_CONTROLS], -1, "", top=view.scroll)


def scroll_controls(app, event):
    """UP/DOWN scroll the controls; True when the screen is to close."""
    view = app.scene
    if event == ev.UP or event == ev.LEFT:
        view.scroll = max(0, view.scroll - 1)
    elif event == ev.DOWN or event == ev.RIGHT:
        view.scroll += 1
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
        lines.append(menu_words.SCORE % total)
        rank = rank_name(game.mode.index, total)
        if rank:
            lines.append(rank)
        if place >= 0:
            lines.append(menu_words.NEW_HIGH % (place + 1))
        else:
            lines.append(menu_words.BEST % best)
        bonuses = (game.upper_bonus(0), game.colour_bonus(0), game.yahtzee_bonus(0))
        for i in range(3):
            if bonuses[i]:
                lines.append(words.BONUS_LINES[i] % bonuses[i])
        return menu_words.GAME_OVER, subtitle, lines, ""
    # A game of several: the end screen lists the players (yahtzee_app.cards.ranked).
    ties = winner = 0
    for p in range(game.players):
        if winners >> p & 1:
            ties += 1
            winner = p
    if ties > 1:
        subtitle = menu_words.TIE % subtitle
    else:
        subtitle = menu_words.WINS % (subtitle, winner + 1)
    return menu_words.GAME_OVER, subtitle, lines, ""
