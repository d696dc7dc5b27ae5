"""The play screen: dice, holds, rolls left, whose turn, the scorecard.

It reads the game and the app's cursors and draws; it never decides a
rule. Everything is built once; `update()` changes only what differs.
"""

from array import array

import displayio

from yahtzee_core.modes import COLOURS
from . import dice_art
from . import words
from .text import Text, LEFT, CENTRE, RIGHT
from .widgets import box, move, show

_MAX_BOXES = 21


class PlayView:
    def __init__(self, app):
        lay = self.layout = app.layout
        theme = self.theme = app.theme
        art = self.art = app.art
        self.group = displayio.Group()
        self.preview = array("h", [0] * _MAX_BOXES)
        self.top = 0
        g = self.group
        if not lay.compact:
            box(g, 0, 0, lay.width, lay.header_h, theme.panel)
        header = lay.chars(lay.header_scale)
        self.who = Text(g, lay.margin, lay.header_y + 1, theme.text, header,
                        lay.header_scale)
        self.total = Text(g, lay.width - lay.margin, lay.header_y + 1,
                          theme.accent, 8, lay.header_scale, RIGHT)
        self.dice = []
        self.marks = []
        self.letters = []
        for i in range(6):
            tile = art.tile(0, lay.dice_y)
            g.append(tile)
            self.dice.append(tile)
            self.marks.append(box(g, 0, lay.mark_y, lay.die, lay.mark_h, theme.accent))
            if lay.monochrome and i < 5:
                # the OLED shows a Painted die's colour as a letter under it
                self.letters.append(Text(g, 0, lay.mark_y + lay.mark_h, theme.text, 1))
        self.power_face = Text(g, 0, 0, theme.power_text, 3, lay.power_scale,
                               CENTRE)
        cursor_h = lay.mark_h if lay.compact else 2
        cursor_y = lay.mark_y if lay.compact else lay.dice_y - 3
        self.die_cursor = box(g, 0, cursor_y, lay.die, cursor_h, theme.text)
        # A HINT's suggested keep: a bar where the dice cursor goes, in its own colour.
        self.hint_marks = []
        for i in range(6):
            mark = box(g, 0, cursor_y, lay.die, cursor_h, theme.hint)
            show(mark, False)
            self.hint_marks.append(mark)
        anchor = CENTRE
        x = lay.width // 2
        if lay.compact:
            anchor = LEFT
            x = lay.margin
        self.info = Text(g, x, lay.info_y, theme.text,
                         lay.chars(lay.info_scale, lay.width), lay.info_scale, anchor)
        self.help = Text(g, x, lay.help_y, theme.help_text,
                         lay.chars(lay.help_scale, lay.width), lay.help_scale, anchor)
        self.bar = box(g, 0, lay.list_y, lay.width, lay.row_h, theme.bar)
        self.names = []
        self.values = []
        text_y = (lay.row_h - lay.text_h(lay.row_scale)) // 2
        for r in range(lay.rows):
            y = lay.list_y + r * lay.row_h + text_y
            self.names.append(Text(g, lay.margin, y, theme.text, lay.name_chars,
                                   lay.row_scale))
            self.values.append(Text(g, lay.width - lay.margin, y, theme.value, 4,
                                    lay.row_scale, RIGHT))

    # -- drawing ----------------------------------------------------------

    def update(self, game, box, die_cursor, message, help_text, hint_mask=0, hint=(),
               number=0):
        """Draw `game` with the scorecard cursor on `box`, the dice cursor on
        `die_cursor` (-1: hidden), `message` (a words.MSG_*, with `number`) on the info
        line and `help_text` on the help line ('' hides it). A HINT: the dice
        in `hint_mask` marked, and with message MSG_HINT the first of the
        `hint` texts (longest first) that fits the info line."""
        lay = self.layout
        theme = self.theme
        mode = game.mode
        player = game.player
        seat = game.seats[player]
        if lay.compact:
            self.who.set(words.COMPACT_WHO[1 if seat else 0] % (player + 1, game.total(player)))
            self.who.move(lay.dice_right(mode.dice_count) + 4, 0)
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
            self.who.set(who)
            self.total.set(total)
        self._draw_dice(game, die_cursor, hint_mask)
        self._draw_info(game, message, hint, number)
        self.help.set(help_text)
        self.help.show(bool(help_text))
        game.preview_into(self.preview)
        self._draw_rows(game, box)

    def _draw_dice(self, game, die_cursor, hint_mask):
        lay = self.layout
        mode = game.mode
        count = mode.dice_count
        left = lay.dice_x(count)
        step = lay.die + lay.dice_gap(count)
        rolled = game.rolls > 0
        letters = lay.monochrome and mode.coloured and rolled
        for i in range(6):
            tile = self.dice[i]
            mark = self.marks[i]
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
                    self.power_face.set(self._power_text(game.dice[5]) if rolled else "?", ink)
                    self.power_face.move(x + lay.die // 2, lay.dice_y + lay.die // 2)
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
            move(mark, x, lay.mark_y)
            show(mark, held and not lay.monochrome)
            if i < len(self.letters):
                letter = self.letters[i]
                if letters:
                    letter.set(words.COLOUR_LETTERS[game.colours[i]])
                    letter.move(x + (lay.die - 6) // 2, lay.mark_y + lay.mark_h)
                letter.show(letters)
            hint = self.hint_marks[i]
            move(hint, x, hint.y)
            show(hint, visible and hint_mask >> i & 1 == 1)
        if die_cursor >= 0:
            move(self.die_cursor, left + die_cursor * step, self.die_cursor.y)
        show(self.die_cursor, die_cursor >= 0)

    def info_room(self, game):
        """How many characters the info line holds now."""
        lay = self.layout
        if lay.compact and game.mode.coloured and game.rolls:
            return (lay.width - lay.dice_right(5) - 4) // 6
        return lay.chars(lay.info_scale)

    def _draw_info(self, game, message, hint, number):
        lay = self.layout
        x = lay.width // 2
        room = lay.chars(lay.info_scale)
        if lay.compact and game.mode.coloured and game.rolls:
            # The colour letters under the dice take the line's left part.
            x = lay.dice_right(5) + 4
            room = (lay.width - x) // 6
        elif lay.compact:
            x = lay.margin
        self.info.move(x, lay.info_y)
        if message == words.MSG_HINT:
            said = hint[-1]
            for text in hint:
                if len(text) <= room:
                    said = text
                    break
            self.info.set(said, self.theme.hint)
            return
        colour = self.theme.warn if words.warns(message) else self.theme.text
        self.info.set(words.message(message, room, number), colour)

    def _power_text(self, face):
        if self.layout.power_long:
            return words.POWER_LONG[face - 1]
        if self.layout.power_scale > 1:
            return words.POWER_BIG[face - 1]
        return words.POWER_SHORT[face - 1]

    def _draw_rows(self, game, box):
        lay = self.layout
        theme = self.theme
        mode = game.mode
        count = mode.box_count
        rows = lay.rows
        # Keep the cursor on the second row where the card allows, so the
        # player sees what comes next as well as what went before.
        top = box - 1 if rows > 2 else box
        if top > count - rows:
            top = count - rows
        if top < 0:
            top = 0
        self.top = top
        rolled = game.rolls > 0
        filled_mark = self.layout.monochrome
        for r in range(rows):
            b = top + r
            name = self.names[r]
            value = self.values[r]
            if b >= count:
                name.set("")
                value.set("")
                continue
            selected = b == box
            points = game.box_value(game.player, b)
            if points >= 0:
                text = ("=%d" if filled_mark else "%d") % points
                colour = theme.dim
            else:
                colour = theme.text
                preview = self.preview[b]
                if not rolled:
                    text = ""
                elif preview >= 0:
                    text = ("+%d" if filled_mark else "%d") % preview
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
        if top <= box < top + rows:
            move(self.bar, 0, lay.list_y + (box - top) * lay.row_h)
            show(self.bar, True)
        else:
            show(self.bar, False)
