"""Where things go on one display: sizes and stacked positions, and the sums
the views do with them (yahtzee_app.layout_table makes a Layout at start-up).

Every screen is a vertical stack (header, dice, info line, help line,
scorecard rows); the table's row for the display says how big each piece is.
"""

FONT_W = 6    # terminalio.FONT is 6 x 12 on CircuitPython and in Blinka
FONT_H = 12


class Layout:
    """Sizes (from the table) and positions (stacked) for one display."""

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
