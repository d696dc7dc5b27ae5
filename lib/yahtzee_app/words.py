"""The words of the play screen, and the tables every screen shares.

Messages for the play screen's info line are numbered by name (MSG_*), each a
long text, a short one for narrow screens, and whether it warns (texts(),
warns()); a text with %d takes one number (a player, a box count), and what
the line says of the turn itself when nothing else is said is status()'s. Seat
codes and mode titles are tables by index. The menus' and lists' words are
yahtzee_app.menu_words, which play never loads.
"""

from micropython import const


# -- the info line ------------------------------------------------------------
# (_MSG_*: the turn's state, which only status() below chooses: a number private to its
# module takes no string of the heap's string pool)
MSG_NONE = const(0)           # nothing said: the status of the turn shows
MSG_ROLL_FIRST = const(1)
_MSG_ROLLS_LEFT = const(2)    # %d rolls left
_MSG_PICK_BOX = const(3)
_MSG_FREEZE = const(4)
_MSG_FOURTH_ROLL = const(5)
_MSG_DOUBLE = const(6)
_MSG_DOUBLE_SECOND = const(7)
MSG_ALL_HELD = const(8)
MSG_NOT_ALLOWED = const(9)
MSG_ROLL_BEFORE_HOLD = const(10)
MSG_NOTHING_TO_UNDO = const(11)
MSG_UNDONE = const(12)
MSG_SAVED = const(13)
MSG_YAHTZEE = const(14)
MSG_NO_HINT = const(15)
MSG_TURN = const(16)          # %d: the player whose turn it is now
MSG_NO_SAVE = const(17)
MSG_SAVE_FAILED = const(18)
MSG_THINKING = const(19)      # a computer player at work: its warm-up, a hint's plan
MSG_CPU_HOLDS = const(20)     # a computer player shows the dice it keeps
MSG_CPU_PICKS = const(21)     # ... and the box it is about to score
MSG_CPU_TURN = const(22)      # %d: a button pressed in that computer's turn
MSG_HINT = const(23)          # the hint's own words, built when HINT is pressed
MSG_NO_MEMORY = const(24)     # a computer player does not fit the heap
MSG_ASK = const(25)           # PICK asked to score the highlighted box: again scores it
_MSG_JOKER = const(26)        # %s: the box the forced Joker sends this YAHTZEE to
MSG_SAID = const(27)          # %s: a text made when it is said (a bonus earned, POWER's x3)
MSG_BOX_FILLED = const(28)    # a box refused because it is filled already
MSG_PAUSED = const(29)        # MENU pressed: the pause menu comes in the next frame

# Each message's long text and its short one for narrow screens, two entries a message in
# MSG_* order, and whether it warns, a bit a message: one flat tuple rather than 29 pairs
# as tuples of their own in a dict (about 1 KB of the heap play runs in).
_TEXTS = (
    "", "",                                         # MSG_NONE
    "Roll the dice", "Roll!",                       # MSG_ROLL_FIRST
    "Rolls left: %d", "%d rolls",                   # _MSG_ROLLS_LEFT
    "Pick a box to score", "Score!",                # _MSG_PICK_BOX
    "FREEZE! Score now", "FREEZE",                  # _MSG_FREEZE
    "POWER! A 4th roll", "4th roll",                # _MSG_FOURTH_ROLL
    "DOUBLE: score twice", "DOUBLE",                # _MSG_DOUBLE
    "DOUBLE: pick box 2", "Box 2",                  # _MSG_DOUBLE_SECOND
    "All held: free one", "All held",               # MSG_ALL_HELD
    "Joker: not this box", "Not here",              # MSG_NOT_ALLOWED
    "Roll before holding", "Roll 1st",              # MSG_ROLL_BEFORE_HOLD
    "Nothing to undo", "No undo",                   # MSG_NOTHING_TO_UNDO
    "Undone: pick again", "Undone",                 # MSG_UNDONE
    "Game saved", "Saved",                          # MSG_SAVED
    "YAHTZEE!", "YAHTZEE!",                         # MSG_YAHTZEE
    "No hint here", "No hint",                      # MSG_NO_HINT
    "Player %d's turn", "P%d turn",                 # MSG_TURN
    "No NVM: not saved", "No save",                 # MSG_NO_SAVE
    "Save failed", "No save",                       # MSG_SAVE_FAILED
    "Thinking...", "Thinking",                      # MSG_THINKING
    "Computer holds", "CPU holds",                  # MSG_CPU_HOLDS
    "Computer scores", "CPU scores",                # MSG_CPU_PICKS
    "P%d is the computer", "P%d: CPU",              # MSG_CPU_TURN
    "", "",                                         # MSG_HINT
    "No memory for the CPU", "No memory",           # MSG_NO_MEMORY
    "Again to score it", "Again: score",            # MSG_ASK
    "Joker: score it in %s", "Joker: %s",           # _MSG_JOKER
    "%s", "%s",                                     # MSG_SAID
    "Filled: pick another", "Filled",               # MSG_BOX_FILLED
    "Paused", "Paused",                             # MSG_PAUSED
)
_WARNS = const(1 << _MSG_FREEZE | 1 << _MSG_FOURTH_ROLL | 1 << _MSG_DOUBLE
               | 1 << _MSG_DOUBLE_SECOND | 1 << MSG_ALL_HELD | 1 << MSG_NOT_ALLOWED
               | 1 << MSG_ROLL_BEFORE_HOLD | 1 << MSG_NOTHING_TO_UNDO | 1 << MSG_YAHTZEE
               | 1 << MSG_NO_SAVE | 1 << MSG_SAVE_FAILED | 1 << MSG_NO_MEMORY | 1 << MSG_ASK
               | 1 << _MSG_JOKER | 1 << MSG_BOX_FILLED)


def texts(key):
    """The message's (long, short) texts."""
    return _TEXTS[2 * key], _TEXTS[2 * key + 1]


def message(key, room, value=0):
    """The message's text that fits in `room` characters (`value` fills its %d or %s)."""
    full = _TEXTS[2 * key]
    if "%" in full:
        full = full % value     # the short form made only when the full one is too long
        return full if len(full) <= room else _TEXTS[2 * key + 1] % value
    return full if len(full) <= room else _TEXTS[2 * key + 1]


def status(game):
    """(message, its value) for the turn as it stands, when no action has just spoken."""
    if game.double_pending():
        return _MSG_DOUBLE_SECOND, 0
    if game.rolls == 0:
        return MSG_ROLL_FIRST, 0
    if game.frozen():
        return _MSG_FREEZE, 0
    box = game.joker_box()
    if box >= 0:
        return _MSG_JOKER, game.mode.labels[box]
    if game.fourth_roll_allowed():
        return _MSG_FOURTH_ROLL, 0
    left = game.rolls_left()
    # constant pairs, built once by the compiler: a press's redraw allocates none
    if left == 1:
        return _MSG_ROLLS_LEFT, 1
    if left == 2:
        return _MSG_ROLLS_LEFT, 2
    if left:
        return _MSG_ROLLS_LEFT, left
    if game.must_score_twice():
        return _MSG_DOUBLE, 0
    return _MSG_PICK_BOX, 0


def fit(texts, room):
    """The first of `texts` (longest first) that fits in `room` characters."""
    for text in texts:
        if len(text) <= room:
            return text
    return texts[-1] if texts else ""


def standings(game, room, skip=-1):
    """Every player's total but `skip`'s on one line of at most `room` characters, in the
    longest form that fits (all of them: seat order after STANDINGS_ALL last, then the
    totals alone), or ''."""
    for separator, form in STANDINGS:
        line = ""
        for p in range(game.players):
            if p != skip:
                line += (separator if line else "") + form % (p + 1, game.total(p))
        if len(line) <= room:
            return line
    if skip >= 0:
        return ""
    line = STANDINGS_ALL % game.players
    for p in range(game.players):
        line += " %d" % game.total(p)
    if len(line) > room:
        line = line[len(STANDINGS_ALL % game.players) + 1:]
    return line if len(line) <= room else ""


def warns(key):
    return bool(_WARNS >> key & 1)


# Who plays a seat, by game.seats code: 0 a person, 1 + a computer level.
SEATS = ("Human", "CPU Easy", "CPU Normal", "CPU Expert", "CPU Perfect")

# The modes as the screens name them (by mode index).
MODE_TITLES = ("Classic", "Painted", "POWER")

# -- the play screen ------------------------------------------------------------
POWER_LONG = ("x1", "x2", "x3", "FRZ", "DBL", "PWR")
POWER_BIG = ("x1", "x2", "x3", "F", "D", "P")
POINTS = "%d pts"
PLAYER_OF = ("Player %d of %d", "P%d of %d")
OTHERS = "  P%d %d"            # the header's other players' totals
# Players' totals on one line (seat, total), longest first: (separator, one player's)
STANDINGS = (("  ", "P%d: %d"), (" ", "P%d %d"), (" ", "%d:%d"))
STANDINGS_ALL = "P1-%d:"       # ... and the shortest: every total in seat order (after it)
CURRENT = "P%d %d"             # the header's right: the player whose turn it is, and total
CPU_SEAT = ("P%d %s", "P%d CPU")
COMPACT_WHO = ("P%d %d", "P%d CPU %d")
# The scorecard's totals under a section with a bonus (by section: upper, -, colours),
# and the bonus YAHTZEEs' row, long first.
SUBTOTALS = ("Upper %d/%d", "", "Colors %d/%d")
YAHTZEE_BONUSES = ("YAHTZEE bonus x%d", "YAHTZEE x%d")
# (a hint's words: yahtzee_app.hints, which is in the heap only for a press)

# A bonus as it is earned, and a POWER box's multiplied points.
BONUS_LINES = ("Upper bonus +%d", "Color bonus +%d", "+%d bonus YAHTZEE")
# (several at once, POWER's multiplier and a Double's undo help: yahtzee_app.said)
