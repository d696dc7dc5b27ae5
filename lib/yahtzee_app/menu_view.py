"""Every screen that is a title and a list: the title menu, the mode and
player menus, settings, pause, high scores, controls and the end of game.

Built once with as many rows as the display can hold; `show()` moves and
re-labels them. A list longer than the screen scrolls with its cursor.
"""

import displayio

from . import dice_art
from .dice_art import DiceArt
from .widgets import Text, Box, show

# The five dice on the title screen: a YAHTZEE of sixes, one in each Painted colour.
_DECO_FACES = (6, 6, 6, 6, 6)


class MenuView:
    def __init__(self, layout, theme):
        self.layout = layout
        self.theme = theme
        lay = layout
        g = self.group = displayio.Group()
        centre = lay.width // 2
        self.title = Text(g, centre, lay.title_y, theme.accent, lay.title_scale, anchor=(0.5, 0))
        self.deco = []
        if lay.menu_die:
            self.deco_art = DiceArt(lay.menu_die, theme, lay.monochrome)
            step = lay.menu_die + lay.menu_die // 3
            left = (lay.width - 4 * step - lay.menu_die) // 2
            for i in range(5):
                tile = self.deco_art.tile(left + i * step, lay.deco_y, _DECO_FACES[i],
                                          dice_art.PAINTED + i)
                g.append(tile)
                self.deco.append(tile)
        self.subtitle = Text(g, centre, lay.subtitle_y, theme.help_text, 1, anchor=(0.5, 0))
        self.bar = Box(g, 0, 0, lay.width, lay.item_h, theme.bar)
        self.items = []
        for _ in range(lay.items + 2):
            self.items.append(Text(g, centre, 0, theme.text, lay.row_scale, anchor=(0.5, 0)))
        self.more_up = Text(g, lay.width - lay.margin, 0, theme.dim, 1, anchor=(1, 0), text="^")
        self.more_down = Text(g, lay.width - lay.margin, 0, theme.dim, 1, anchor=(1, 0),
                              text="v")
        self.footer = Text(g, centre, lay.footer_y, theme.dim, 1, anchor=(0.5, 0))

    def show(self, title, subtitle, items, selected, footer, deco=False, top=-1,
             footer_warn=False):
        """Show `items` (strings) with the cursor on `selected` (-1: a plain
        list, scrolled to `top`). Returns the first item shown."""
        lay = self.layout
        theme = self.theme
        scale = self._fit(title, lay.title_scale if deco else lay.heading_scale)
        self.title.set_scale(scale)
        self.title.set(title)
        y = lay.title_y + lay.text_h(scale) + lay.spacing + 1
        for tile in self.deco:
            show(tile, deco)
            if tile.y != y:
                tile.y = y
        if deco and self.deco:
            y += lay.menu_die + lay.spacing + 2
        self.subtitle.set(subtitle)
        self.subtitle.show(bool(subtitle))
        if subtitle:
            scale = self._fit(subtitle, lay.note_scale)
            self.subtitle.set_scale(scale)
            self.subtitle.move(lay.width // 2, y)
            y += lay.text_h(scale) + lay.spacing + 1
        footer_y = lay.height
        if footer:
            scale = self._fit(footer, lay.note_scale)
            self.footer.set_scale(scale)
            footer_y = lay.height - lay.text_h(scale) - 1
            self.footer.move(lay.width // 2, footer_y)
        bottom = footer_y - 1 if footer else lay.height
        rows = (bottom - y) // lay.item_h
        if rows > len(self.items):
            rows = len(self.items)
        count = len(items)
        if top < 0:
            top = selected - rows // 2 if selected >= 0 else 0
        if top > count - rows:
            top = count - rows
        if top < 0:
            top = 0
        text_y = (lay.item_h - lay.text_h(lay.row_scale)) // 2
        for r in range(len(self.items)):
            label = self.items[r]
            i = top + r
            if r >= rows or i >= count:
                label.set("")
                continue
            label.move(lay.width // 2, y + r * lay.item_h + text_y)
            label.set(items[i], theme.bar_text if i == selected else theme.text)
        if 0 <= selected - top < rows:
            self.bar.move(0, y + (selected - top) * lay.item_h)
            self.bar.show(True)
        else:
            self.bar.show(False)
        self.more_up.move(lay.width - lay.margin, y)
        self.more_up.show(top > 0)
        self.more_down.move(lay.width - lay.margin, y + (rows - 1) * lay.item_h + text_y)
        self.more_down.show(top + rows < count)
        self.footer.set(footer, theme.warn if footer_warn else theme.dim)
        self.footer.show(bool(footer))
        return top

    def _fit(self, text, scale):
        """The biggest scale up to `scale` at which `text` fits across the screen."""
        room = self.layout.width - 2 * self.layout.margin
        while scale > 1 and len(text) * 6 * scale > room:
            scale -= 1
        return scale
