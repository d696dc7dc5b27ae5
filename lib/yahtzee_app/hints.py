"""A HINT: what the Expert (Perfect in Classic, where its table is) would do with
this hand, in words that fit the screen.

Imported for a press and forgotten after it (yahtzee_app.heap): the words are
built here, on the press, and the code need not stay in the heap between
hints.
"""

from micropython import const

from . import words

_HOLD_AND_ROLL = const(0x40)   # a bot action's flag and dice (yahtzee_core.bot's, HOLD_MASK)
_HOLD_MASK = const(0x3F)


# The words are tuples in hint(), long forms first, each with the expected final score
# of playing on so (never a bare number beside a box's name, which would read as that
# box's score). A module-level table or a helper is one more name in the heap's string
# pools, and so is a short string alone in an expression (a tuple's strings are not),
# which a stock PyBadge's Painted game had filled past the 1,260 where they grow by
# 7.7 KB at once (yahtzee_app.heap).
def hint(app, bot):
    """What would an expert do? The hint bot (Expert; Perfect in Classic
    where its table is) answers for this hand: a keep (its dice marked
    and blinking on the LEDs) or a box (the cursor goes there), with the
    expected final score. Strings are built here, on the press."""
    turn = app.scene
    game = app.game
    mode = game.mode
    action = bot.hint(game)
    turn.hint_action = action
    if action < 0:
        app.say(words.MSG_NO_HINT)
        return
    points = (bot.expected + 50) // 100
    if action & _HOLD_AND_ROLL and not game.rolls:
        forms = ("Roll, expect %d final", "Roll: %d final", "Roll")
        texts = (forms[0] % points, forms[1] % points, forms[2])
    elif action & _HOLD_AND_ROLL:
        keep = action & _HOLD_MASK
        spaced = ""
        packed = ""
        for i in range(mode.dice_count):
            if keep >> i & 1:
                face = str(game.dice[i]) if i < 5 else words.POWER_BIG[game.dice[i] - 1]
                spaced += " " + face
                packed += face
        if not keep:
            forms = ("Reroll all, expect %d final", "Reroll: %d final", "Reroll")
            texts = (forms[0] % points, forms[1] % points, forms[2])
        else:
            forms = ("Keep%s, expect %d final", "Keep%s: %d final", "Keep %s: %d final",
                     "Keep %s")
            texts = (forms[0] % (spaced, points), forms[1] % (spaced, points),
                     forms[2] % (packed, points), forms[3] % packed, packed)
        turn.hint_mask = keep
        app.leds.show_hint(keep)
    else:
        label = mode.labels[action]
        app.point(action)
        forms = ("Score %s, expect %d final", "Score %s, %d final", "Score %s")
        texts = (forms[0] % (label, points), forms[1] % (label, points), forms[2] % label,
                 label)
    # only the words that fit the info line are kept, not every form of them
    turn.hint_texts = (words.fit(texts, turn.view.info_room(game)),)
    app.say(words.MSG_HINT)

