"""Every screen that is a title and a list: the menus, the seat screen,
settings, pause, high scores, controls and the end of a game.

Built once with as many rows as the display holds; `show()` moves and
re-labels them. A list longer than the screen scrolls with its cursor, and
a scroll mark sits in a column of its own, right of the rows' text.
"""

import displayio
from micropython import const

from . import dice_art
from .text import Text, CENTRE, RIGHT
from .widgets import box, move, show


# A press this soon after a game's end, its initials or its high scores appear was
# meant for the screen before (mashed at "Game over"): it does nothing, and the guard
# starts again, so that a thumb still mashing never gets through it.
_GUARD_MS = const(600)
_TICKS_MASK = const(0x1FFFFFFF)


class ListView:
    def __init__(self, app):
        self.shown_ms = app.now     # built as its screen is first shown
        self.cursor = 0             # its state's cursor (App.go's; a screen says what it points at)
        self.scroll = 0             # a plain list's first line shown
        self.items = None           # what its screen made to show, kept while it holds (pause)
        lay = self.layout = app.layout
        theme = self.theme = app.theme
        self.group = g = displayio.Group()
        centre = lay.width // 2
        cells = lay.chars(1, lay.width)
        self.title = Text(g, centre, lay.title_y, theme.accent, cells,
                          lay.title_scale, CENTRE, scalable=True)
        # The title's dice: a YAHTZEE of sixes, one in each Painted colour.
        self.deco = []
        if lay.title_dice:
            art = app.art
            step = art.size + art.size // 3
            left = (lay.width - 4 * step - art.size) // 2
            for i in range(5):
                tile = art.tile(left + i * step, lay.deco_y, 6, dice_art.LOOK_PAINTED + i)
                g.append(tile)
                self.deco.append(tile)
        self.subtitle = Text(g, centre, lay.subtitle_y, theme.help_text, cells,
                             lay.note_scale, CENTRE, scalable=True)
        self.bar = box(g, 0, 0, lay.width, lay.item_h, theme.bar)
        self.rows = []
        # A row's text keeps clear of the scroll marks' column (room()); a list that
        # does not scroll may use the marks' room too (the OLED's two columns of
        # high scores, yahtzee_app.lists).
        self._room = lay.chars(lay.row_scale, lay.width - 2 * lay.mark_w)
        row_cells = lay.chars(lay.row_scale, lay.width)
        for _ in range(lay.items + 2):
            self.rows.append(Text(g, centre, 0, theme.text, row_cells,
                                  lay.row_scale, CENTRE))
        self.more_up = Text(g, lay.width - 1, 0, theme.dim, 1, 1, RIGHT, "^")
        self.more_down = Text(g, lay.width - 1, 0, theme.dim, 1, 1, RIGHT, "v")
        self.footer = Text(g, centre, lay.footer_y, theme.dim, cells,
                           lay.note_scale, CENTRE, scalable=True)

    def room(self):
        """How many characters a row holds."""
        return self._room

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
        if deco and self.deco:
            # The dice only where the list still fits whole beside them (the title
            # with a saved game has one line more).
            room = lay.height - y - self.deco[0].tile_height - lay.spacing - 2
            if footer:
                room -= lay.text_h(lay.note_scale) + 2
            deco = room // lay.item_h >= len(items)
        for tile in self.deco:
            show(tile, deco)
            if tile.y != y:
                tile.y = y
        if deco and self.deco:
            y += self.deco[0].tile_height + lay.spacing + 2
        self.subtitle.set(subtitle)
        self.subtitle.show(bool(subtitle))
        if subtitle:
            scale = self._fit(subtitle, lay.note_scale)
            self.subtitle.set_scale(scale)
            self.subtitle.move(lay.width // 2, y)
            y += lay.text_h(scale) + lay.spacing + 1
        # The bottom line's descenders keep 2 px clear of a TFT's edge (a panel's bezel
        # hides its last pixel rows), 1 px of the OLED's (the compact screen: every pixel
        # shows): the footer that much up, the rows that much short.
        edge = 1 if lay.compact else 2
        footer_y = lay.height
        if footer:
            scale = self._fit(footer, lay.note_scale)
            self.footer.set_scale(scale)
            footer_y = lay.height - lay.text_h(scale) - edge
            self.footer.move(lay.width // 2, footer_y)
        bottom = footer_y - 1 if footer else lay.height - edge
        rows = (bottom - y) // lay.item_h
        if rows > len(self.rows):
            rows = len(self.rows)
        count = len(items)
        if top < 0:
            top = selected - rows // 2 if selected >= 0 else 0
        if top > count - rows:
            top = count - rows
        if top < 0:
            top = 0
        text_y = (lay.item_h - lay.text_h(lay.row_scale)) // 2
        centre = lay.width // 2
        if count > rows:
            # A list that scrolls: its rows end 3 px clear of the scroll marks' column,
            # all moved alike (a score at a row's end would touch a mark: "72^").
            span = self._room * Text.glyphs.width * lay.row_scale
            most = lay.width - lay.mark_w - 3 - span + span // 2
            if centre > most:
                centre = most
        for r in range(len(self.rows)):
            label = self.rows[r]
            i = top + r
            if r >= rows or i >= count:
                label.set("")
                label.show(False)   # hidden, its blank cells are not drawn at all
                continue
            label.show(True)
            label.move(centre, y + r * lay.item_h + text_y)
            label.set(items[i], theme.bar_text if i == selected else theme.text)
        if 0 <= selected - top < rows:
            move(self.bar, 0, y + (selected - top) * lay.item_h)
            show(self.bar, True)
        else:
            show(self.bar, False)
        self.more_up.move(lay.width - 1, y + text_y)
        self.more_up.show(top > 0)
        self.more_down.move(lay.width - 1, y + (rows - 1) * lay.item_h + text_y)
        self.more_down.show(top + rows < count)
        self.footer.set(footer, theme.warn if footer_warn else theme.dim)
        self.footer.show(bool(footer))
        return top

    def settling(self, now_ms):
        """Whether a press now is too soon after the screen appeared, or after the last
        press this said so of (_GUARD_MS): it is then the next one's start."""
        if (now_ms - self.shown_ms) & _TICKS_MASK < _GUARD_MS:     # ticks wrap at 2**29
            self.shown_ms = now_ms
            return True
        return False

    def rows_shown(self):
        """How many rows the last show() had room for (a plain list's page)."""
        count = 0
        for label in self.rows:
            if label.text:
                count += 1
        return count

    def _fit(self, text, scale):
        """The biggest scale up to `scale` at which `text` fits across the screen."""
        room = self.layout.width - 2 * self.layout.margin
        while scale > 1 and len(text) * 6 * scale > room:
            scale -= 1
        return scale


# A list screen's hooks of the screen protocol (yahtzee_app.app), for the screens that
# need nothing more: `from .list_view import load, unload, enter, tick`. Each state shown
# starts at go's cursor, scrolled to the top.
def load(app):
    """A list screen's view (menus, pause, the end), its App.scene: built with the
    screen; the hold LEDs go dark under it."""
    view = ListView(app)
    app.root.append(view.group)
    app.leds.show_game(None)
    return view


def unload(app):
    app.root.remove(app.scene.group)


def enter(app, cursor):
    view = app.scene
    view.cursor = cursor
    view.scroll = 0


def tick(app, now_ms):
    pass
