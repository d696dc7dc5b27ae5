"""Where things go, by display size: a small table, one row a screen class.

Every screen is a vertical stack (header, dice, info line, help line,
scorecard rows). A row of the table says how big each piece is; the
positions are stacked from it, so a new display size is a new row.
"""

FONT_W = 6    # terminalio.FONT is 6 x 12 on CircuitPython and in Blinka
FONT_H = 12


class Layout:
    """Sizes (from the table) and positions (stacked) for one display."""

    def __init__(self, width, height, monochrome, die, gap, margin, header_scale,
                 info_scale, help_scale, row_scale, row_pad, title_scale, item_pad,
                 title_dice, compact, spacing):
        self.width = width
        self.height = height
        self.monochrome = monochrome
        self.die = die
        self.gap = gap
        self.margin = margin
        self.header_scale = header_scale
        self.info_scale = info_scale
        self.help_scale = help_scale
        self.row_scale = row_scale
        self.row_h = FONT_H * row_scale + row_pad
        self.title_scale = title_scale          # YAHTZEE on the title screen
        self.heading_scale = title_scale - 1 if title_scale > 2 else title_scale
        # Subtitles and footers: double size where the screen is big enough.
        self.note_scale = 2 if height >= 200 else 1
        self.item_pad = item_pad
        self.title_dice = title_dice          # the title screen shows a row of dice
        # compact: whose turn and the score sit to the right of the dice
        # (the 128x64 OLED has no room for a header line).
        self.compact = compact
        self.spacing = spacing
        # The Power die's face: "DBL" fits a 20 px die; from 30 px "x2" and "D" go double size.
        self.power_long = 20 <= die < 30
        self.power_scale = 2 if die >= 30 else 1
        self._stack_play()
        self._stack_menu()

    def text_h(self, scale):
        return FONT_H * scale

    def chars(self, scale, width=None):
        """How many characters fit across `width` (default: inside the margins)."""
        if width is None:
            width = self.width - 2 * self.margin
        return width // (FONT_W * scale)

    def dice_gap(self, count):
        """The gap between `count` dice: the table's, narrowed until the row
        keeps a margin at least as wide as the gap."""
        if self.compact:
            return self.gap
        return max(1, min(self.gap, (self.width - count * self.die) // (count + 1)))

    def dice_x(self, count):
        """x of die 0 for `count` dice, centred (left-aligned when compact)."""
        span = count * self.die + (count - 1) * self.dice_gap(count)
        if self.compact:
            return 0
        return (self.width - span) // 2

    def dice_right(self, count):
        return self.dice_x(count) + count * self.die + (count - 1) * self.dice_gap(count)

    def _stack_play(self):
        s = self.spacing
        y = 0
        if self.compact:
            self.header_h = 0
        else:
            self.header_h = self.text_h(self.header_scale) + 2
        self.header_y = y
        if not self.compact:
            y += self.header_h + s + 3    # +3: room for the dice cursor above the dice
        self.dice_y = y
        y += self.die
        # Under each die: the held bar (compact: the cursor; held dice invert there).
        self.mark_y = y + 1
        self.mark_h = 1 if self.compact else max(3, self.die // 8)
        y = self.mark_y + self.mark_h + s
        self.info_y = y
        y += self.text_h(self.info_scale) + s
        self.help_y = y
        y += self.text_h(self.help_scale) + s
        self.list_y = y
        self.rows = max(1, (self.height - y) // self.row_h)
        # Spread the spare pixels between the rows rather than leave a gap.
        spare = self.height - y - self.rows * self.row_h
        self.row_h += spare // self.rows
        self.name_chars = self.chars(self.row_scale) - 4

    def _stack_menu(self):
        s = self.spacing
        self.title_y = 0 if self.compact else s + 1
        first = self.title_y + self.text_h(self.heading_scale) + s + 1
        self.deco_y = first
        self.subtitle_y = first
        self.footer_y = self.height - self.text_h(1) - 1
        self.item_h = self.text_h(self.row_scale) + self.item_pad
        self.items = (self.height - first) // self.item_h
        # the scroll marks' column at the right edge, kept clear of centred rows
        self.mark_w = FONT_W + 1


# (width, height, monochrome): die, gap, margin, header, info, help, row scale,
# row padding, title scale, menu item padding, title dice shown, compact, spacing
_TABLE = (
    ((160, 128, False), (22, 5, 4, 1, 1, 1, 1, 0, 2, 2, True, False, 1)),
    ((240, 240, False), (34, 8, 8, 2, 2, 1, 2, 2, 4, 2, True, False, 3)),
    ((240, 135, False), (24, 8, 6, 1, 1, 1, 1, 0, 3, 2, True, False, 1)),
    ((128, 64, True), (12, 1, 1, 1, 1, 1, 1, 0, 1, 0, False, True, 0)),
)


def layout_for(width, height, monochrome=False):
    """The table row for this display, or the nearest one by area."""
    best = None
    best_distance = 0
    for key, row in _TABLE:
        distance = abs(key[0] * key[1] - width * height) + (0 if key[2] == monochrome else 1000)
        if key[0] == width and key[1] == height:
            distance = -1
        if best is None or distance < best_distance:
            best, best_distance = row, distance
    return Layout(width, height, monochrome, *best)
