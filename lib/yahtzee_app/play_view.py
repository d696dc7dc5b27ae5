"""The play screen: dice, holds, rolls left, whose turn, the scorecard.

It reads the game and the app's cursors and draws; it never decides a
rule. Everything is built once; `update()` changes only what differs.
"""

from micropython import const

from yahtzee_core.modes import COLOURS, COLOUR_LETTERS
from . import dice_art
from . import words
from .heap import borrowed
from .widgets import move, show

_CARD_TOTAL = const(0x80)     # yahtzee_core.modes': a card row that is a section's total

class PlayView:
    def __init__(self, app):
        """Built by yahtzee_app.play_build, whose code then leaves the heap."""
        with borrowed():
            from .play_build import build
            build(self, app)

    # -- drawing ----------------------------------------------------------

    def update(self, game, player, box, die_cursor, message, help_text, hint_mask=0, hint=(),
               value=0):
        """Draw `game`, `player`'s card (the game's player's, or in the frame that answers
        a score the scorer's) with the scorecard cursor on `box`, the dice cursor on
        `die_cursor` (-1: hidden), `message` (a words.MSG_*, filled with `value`) on the info
        line and `help_text` on the help line ('' hides it). A HINT: the dice
        in `hint_mask` marked, and with message MSG_HINT the first of the
        `hint` texts (longest first) that fits the info line."""
        mode = game.mode
        fresh = game is not self._game
        if fresh:
            self.order = mode.card_rows()
        self._game = game
        dice = game.rolls | game.held << 3 | (die_cursor + 1) << 9 | hint_mask << 13 | player << 19
        # (a score's answer on the scorer's card keeps the hand it scored: the next turn's
        # card clears it, a frame later)
        if player == game.player and (fresh or dice != self._dice_drawn):
            self._dice_drawn = dice
            self._draw_dice(game, die_cursor, hint_mask)
        # the rows change with the box (the low 5 bits), the previews with a roll (3 more), the
        # header too with a box filled (or a Double's undone), a new turn, a seat handed over
        turn = box | (game.rolls | player << 3 | game.open_count(player) << 5
                      | game.double_pending() << 10 | game.seats[player] << 16) << 5
        changed = -1 if fresh else turn ^ self._turn_drawn
        self._turn_drawn = turn
        if changed >> 5:
            game.preview_into(self.preview)
        if changed >> 8:
            self._draw_header(game, player)
        self._draw_info(game, message, hint, value)
        if self.standings and not game.double_pending():
            help_text = self.standings
        self.help.set(help_text)
        self.help.show(bool(help_text))
        if changed:
            self._draw_rows(game, player, box)

    def _draw_header(self, game, player):
        """Whose turn it is and their total; where the header holds them, everyone
        else's totals too, else the help line will (self.standings)."""
        lay = self.layout
        mode = game.mode
        seat = game.seats[player]
        everyone = game.players == 1       # every player's total shown in the header
        if lay.compact:
            left = lay.dice_right(mode.dice_count) + 4
            who = words.COMPACT_WHO[1 if seat else 0] % (player + 1, game.total(player))
            if len(who) > lay.chars(1, lay.width - left):
                # beside POWER's six dice: the short form (the info line says whose turn)
                who = words.COMPACT_WHO[0] % (player + 1, game.total(player))
            self.who.set(who)
            self.who.move(left, 0)
            self.total.set("")
        else:
            total = words.POINTS % game.total(player)
            room = lay.chars(lay.header_scale) - len(total) - 1
            if seat:
                who = words.CPU_SEAT[0] % (player + 1, words.SEATS[seat])
                if len(who) > room:
                    who = words.CPU_SEAT[1] % (player + 1)
            elif game.players > 1:
                who = words.PLAYER_OF[0] % (player + 1, game.players)
                if len(who) > room:
                    who = words.PLAYER_OF[1] % (player + 1, game.players)
            else:
                who = words.MODE_TITLES[mode.index]
            if game.players > 1:
                # everyone else's total too, where the header holds them: beside whose
                # turn it is, else on the left with that player and total on the right
                others = ""
                for p in range(game.players):
                    if p != player:
                        others += words.OTHERS % (p + 1, game.total(p))
                room -= len(others)     # only a form that fits is made (a str costs a look-up)
                form = who
                if len(form) > room:
                    form = (words.CPU_SEAT[1] % (player + 1) if seat else
                            words.PLAYER_OF[1] % (player + 1, game.players))
                if len(form) <= room:
                    who = form + others
                    everyone = True
                else:
                    current = words.CURRENT % (player + 1, game.total(player))
                    standings = words.standings(
                        game, lay.chars(lay.header_scale) - len(current) - 1, player)
                    if standings:
                        who, total, everyone = standings, current, True
            self.who.set(who)
            self.total.set(total)
        # a header too narrow for everyone's total: the help line holds them instead, each
        # by its player (skip 4: none skipped, '' unless labelled), else the others' (the
        # header has the player's own), else the totals alone
        self.standings = ""
        if not everyone:
            room = lay.chars(lay.help_scale)
            self.standings = (words.standings(game, room, 4) or
                              words.standings(game, room, player) or
                              words.standings(game, room))

    # -- a roll: the dice that are not held tumble, then settle ---------------

    def tumble(self, game):
        """One frame of a roll: each die not held shows another face (and
        colour), a pixel or two off its place; held dice stay as they are.
        Allocates nothing (the faces come from a 16-bit generator)."""
        lay = self.layout
        mode = game.mode
        painted = mode.coloured and not lay.monochrome
        shuffle = self._shuffle
        for i in range(mode.dice_count):
            if game.is_held(i):
                continue
            shuffle = (shuffle * 75 + 74) % 65537     # the ZX81's: small ints throughout
            tile = self.dice[i]
            y = lay.dice_y - shuffle % 3
            if tile.y != y:
                tile.y = y
            if i == 5:
                self.power_face.set(self.power_texts[shuffle % 6])
                self.power_face.move(tile.x + lay.die // 2, y + lay.power_dy)
                continue
            tile[0] = shuffle % 6 + 1
            look = dice_art.LOOK_PAINTED + (shuffle >> 4) % 5 if painted else dice_art.LOOK_PLAIN
            palette = self.art.palettes[look]
            if tile.pixel_shader is not palette:
                tile.pixel_shader = palette
            row = self.letter_row
            if i < 5 and row is not None:
                # back when the die settles (the row's cells: a fifth of them a die)
                cell = i * row.width // 5
                if row[cell]:
                    row[cell] = 0       # once: a frame touches only what it changes
        self._shuffle = shuffle

    def settle(self, game):
        """The dice back in their places showing what the game says."""
        y = self.layout.dice_y
        for tile in self.dice:
            if tile.y != y:
                tile.y = y
        self._draw_dice(game, self.dice_cursor, self.hint_mask)

    def flash(self, game, lit):
        """A YAHTZEE: the five dice flash (`lit`: in their held look)."""
        mode = game.mode
        palettes = self.art.palettes
        for i in range(5):
            if mode.coloured and not self.layout.monochrome:
                look = game.colours[i] + (dice_art.LOOK_PAINTED_HELD if lit else dice_art.LOOK_PAINTED)
            else:
                look = dice_art.LOOK_PLAIN_HELD if lit else dice_art.LOOK_PLAIN
            tile = self.dice[i]
            if tile.pixel_shader is not palettes[look]:
                tile.pixel_shader = palettes[look]

    def _draw_dice(self, game, die_cursor, hint_mask):
        self.dice_cursor = die_cursor
        self.hint_mask = hint_mask
        lay = self.layout
        mode = game.mode
        count = mode.dice_count
        left = lay.dice_x(count)
        step = lay.die + lay.dice_gap(count)
        rolled = game.rolls > 0
        letters = lay.monochrome and mode.coloured and rolled
        held_row = self.held_row
        hint_row = self.hint_row
        for i in range(6):
            tile = self.dice[i]
            visible = i < count
            show(tile, visible)
            x = left + i * step
            if tile.x != x:
                tile.x = x
            held = visible and game.is_held(i)
            if i == 5:
                face = dice_art.BLANK
                look = dice_art.LOOK_POWER_HELD if held else dice_art.LOOK_POWER
                if visible:
                    # A held die inverts on the OLED: its face turns black too.
                    ink = self.theme.bar_text if held and lay.monochrome else self.theme.power_text
                    self.power_face.set(self.power_texts[game.dice[5] - 1] if rolled else "?", ink)
                    self.power_face.move(x + lay.die // 2, lay.dice_y + lay.power_dy)
                self.power_face.show(visible)
            elif not rolled:
                face, look = dice_art.BLANK, dice_art.LOOK_UNROLLED
            else:
                face = game.dice[i]
                if mode.coloured and not lay.monochrome:
                    look = game.colours[i] + (dice_art.LOOK_PAINTED_HELD if held
                                              else dice_art.LOOK_PAINTED)
                else:
                    look = dice_art.LOOK_PLAIN_HELD if held else dice_art.LOOK_PLAIN
            if tile[0] != face:
                tile[0] = face
            palette = self.art.palettes[look]
            if tile.pixel_shader is not palette:
                tile.pixel_shader = palette
            if held_row is not None and visible:
                bar = 1 if held else 0
                if held_row[i] != bar:
                    held_row[i] = bar
            if i < len(self.letters):
                letter = self.letters[i]
                if letters:
                    letter.set(COLOUR_LETTERS[game.colours[i]])
                    letter.move(x + (lay.die - 6) // 2, lay.mark_y + lay.mark_h)
                letter.show(letters)
            if i < 5 and self.letter_row is not None:
                # on a colour screen the letter lies on the die
                letter = game.colours[i] + 1 if rolled else 0
                cell = i * self.letter_row.width // 5
                if self.letter_row[cell] != letter:
                    self.letter_row[cell] = letter
            if visible:
                bar = hint_mask >> i & 1
                if hint_row[i] != bar:
                    hint_row[i] = bar
        if die_cursor >= 0:
            move(self.die_cursor, left + die_cursor * step, self.die_cursor.y)
        show(self.die_cursor, die_cursor >= 0)

    def info_room(self, game):
        """How many characters the info line holds now."""
        lay = self.layout
        if lay.compact and game.mode.coloured and game.rolls:
            return (lay.width - lay.dice_right(5) - 4) // 6
        return lay.chars(lay.info_scale)

    def _draw_info(self, game, message, hint, value):
        lay = self.layout
        room = self.info_room(game)
        x = lay.width // 2
        if lay.compact:
            # beside a Painted roll's colour letters under the dice, else from the left
            x = lay.dice_right(5) + 4 if game.mode.coloured and game.rolls else lay.margin
        self.info.move(x, lay.info_y)
        if message == words.MSG_HINT:
            self.info.set(words.fit(hint, room), self.theme.hint)
            self._info_drawn = -1
            return
        # words made again only as they change (%, which allocates): a hold leaves them
        drawn = -1 if isinstance(value, str) else message | room << 5 | value << 12
        if drawn < 0 or drawn != self._info_drawn:
            self._info_drawn = drawn
            colour = self.theme.warn if words.warns(message) else self.theme.text
            self.info.set(words.message(message, room, value), colour)

    def _draw_rows(self, game, player, box):
        lay = self.layout
        theme = self.theme
        mode = game.mode
        order = self.order
        count = len(order)
        rows = lay.rows
        at = 0
        while order[at] != box:
            at += 1
        # The cursor on the second row where the card allows: what comes next shows too.
        top = at - 1 if rows > 2 else at
        if top > count - rows:
            top = count - rows
        if top < 0:
            top = 0
        self.top = top
        rolled = game.rolls > 0
        filled_mark = self.layout.monochrome
        for r in range(rows):
            name = self.names[r]
            value = self.values[r]
            if top + r >= count:
                name.set("")
                value.set("")
                continue
            b = order[top + r]
            if b & _CARD_TOTAL:
                self._draw_total(game, player, b & 3, name, value)
                continue
            selected = b == box
            points = game.box_value(player, b)
            if points >= 0:         # (a number: Text draws its digits, no str made)
                text = "=%d" % points if filled_mark else points
                colour = theme.dim
            else:
                colour = theme.text
                preview = self.preview[b]
                if not rolled:
                    text = ""
                elif preview >= 0:
                    text = "+%d" % preview if filled_mark else preview
                elif game.target_box(b) == b:
                    text = "-"          # open, but the Joker rules send this YAHTZEE elsewhere
                else:
                    text = ""           # a POWER pair's box that fills later
            name_colour = colour
            if mode.sections[b] == COLOURS and points < 0 and not lay.monochrome:
                name_colour = theme.die_colours[mode.params[b]]
            if selected:
                name_colour = theme.bar_text
            name.set(mode.labels[b], name_colour)
            value_colour = theme.dim if points >= 0 else theme.value
            if selected:
                value_colour = theme.bar_text if lay.monochrome else theme.value
            value.set(text, value_colour)
        if top <= at < top + rows:
            move(self.bar, 0, lay.list_y + (at - top) * lay.row_h)
            show(self.bar, True)
        else:
            show(self.bar, False)

    def _draw_total(self, game, player, section, name, value):
        """A row under a section with a bonus: its total against the goal, the bonus
        earned; or (section 3) the bonus YAHTZEEs. Game says every figure."""
        if section == 3:
            count = game.bonus_yahtzees[player]
            points = game.yahtzee_bonus(player)
            text = words.fit((words.YAHTZEE_BONUSES[0] % count,
                              words.YAHTZEE_BONUSES[1] % count), name.cells)
        else:
            points = game.mode.bonus(section, game.section_total(player, section))
            text = words.SUBTOTALS[section] % (game.section_total(player, section),
                                               game.subtotal_goal(player, section))
        name.set(text, self.theme.help_text)
        value.set(points if points else "", self.theme.help_text)

