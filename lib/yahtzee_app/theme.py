"""Colours by role: a view asks the theme for "value", "dim", "bar", never for a
hex number, so the MacroPad's 1-bit screen gets the same screens in black and
white (the two tables are yahtzee_app.colours', read once at start-up).
"""


class Theme:
    def __init__(self, background, panel, text, dim, value, accent, bar, bar_text,
                 help_text, warn, die_body, die_pips, die_edge, die_colours, pip_colours,
                 blank_body, power_body, power_text, hint):
        self.background = background
        self.panel = panel            # header strip behind whose turn / score
        self.text = text
        self.dim = dim                # filled boxes, hints
        self.value = value            # what an open box would score now
        self.accent = accent          # held dice, titles
        self.bar = bar                # the cursor row
        self.bar_text = bar_text
        self.help_text = help_text
        self.warn = warn              # Freeze, Double, refusals
        self.die_body = die_body
        self.die_pips = die_pips
        self.die_edge = die_edge
        self.die_colours = die_colours    # Painted: blue red purple green yellow
        self.pip_colours = pip_colours
        self.blank_body = blank_body      # a die not rolled yet
        self.power_body = power_body
        self.power_text = power_text
        self.hint = hint              # a HINT's marks and words
