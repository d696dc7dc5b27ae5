"""What a screen says, read back from its displayio tree: the PC side of
yahtzee_app.text, for the simulator (--print-screen) and the display tests.

Text on screen is TileGrids over the font's glyph sheet; this walks the
visible tree, turns each such grid's tiles back into characters, and
places them where they are drawn (groups' offsets and scales included), so
what it returns is what a person sees, clipping and all.
"""


def _is_hidden(item):
    return getattr(item, "hidden", False)


def grids(root, glyphs):
    """[(y, x, scale, text, grid)] of every visible text grid that shows
    something: where it is drawn (absolute pixels), at what scale, what it says."""
    chars = {}
    for code in range(32, 127):
        chars.setdefault(glyphs.tiles[code], chr(code))     # (indexed by a character's code)
    found = []
    _walk(root, 0, 0, 1, glyphs.sheet, chars, found)
    found.sort(key=lambda row: row[:2])
    return found


def lines(root, glyphs):
    """[(y, x, text)] of every visible, non-blank line of text, top to bottom,
    left to right. `glyphs`: the app's yahtzee_app.text.Glyphs."""
    return [(y, x, text.strip()) for y, x, _, text, _ in grids(root, glyphs)]


def _walk(item, x, y, scale, sheet, chars, found):
    if _is_hidden(item):
        return
    if hasattr(item, "bitmap") and hasattr(item, "tile_width"):
        if item.bitmap is sheet:
            text = "".join(chars.get(item[i], "?") for i in range(item.width)).rstrip()
            if text.strip():
                found.append((y + item.y * scale, x + item.x * scale, scale, text, item))
        return
    if hasattr(item, "__len__") and hasattr(item, "__getitem__"):
        inner = scale * getattr(item, "scale", 1)
        ox = x + getattr(item, "x", 0) * scale
        oy = y + getattr(item, "y", 0) * scale
        for i in range(len(item)):
            _walk(item[i], ox, oy, inner, sheet, chars, found)


# A text's ink keeps this many pixels clear of a TFT's edges: a panel's bezel and its
# glass's corners hide its outermost pixels (a play test read the CLUE's bottom line, its
# descenders 1 px from the edge, as cut by it). An OLED shows every pixel: ink there only
# must not touch the edge (1 px clear).
EDGE_PX = 2
EDGE_PX_OLED = 1


def ink_rows(glyphs, chars):
    """(first, last) pixel rows of a glyph cell that `chars` ink, or None (all blank)."""
    sheet = glyphs.sheet
    across = sheet.width // glyphs.width
    rows = []
    for char in set(chars):
        tile = glyphs.tile(char)
        x0 = tile % across * glyphs.width
        y0 = tile // across * glyphs.height
        for row in range(glyphs.height):
            if any(sheet[x0 + col, y0 + row] for col in range(glyphs.width)):
                rows.append(row)
    return (min(rows), max(rows)) if rows else None


def problems(root, glyphs, texts, width, height, oled=False):
    """What is wrong with the visible text: a Text cut short (of `texts`, the
    app's yahtzee_app.text.Text registry), a line running off the screen, or its
    ink touching the screen's edge (closer than EDGE_PX; `oled`: EDGE_PX_OLED)."""
    edge = EDGE_PX_OLED if oled else EDGE_PX
    by_grid = {id(text.grid): text for text in texts}
    found = []
    for y, x, scale, shown, grid in grids(root, glyphs):
        text = by_grid.get(id(grid))
        if text is not None and text.cut:
            found.append("cut short: %r" % text.text)
        lead = len(shown) - len(shown.lstrip())
        left = x + lead * glyphs.width * scale
        right = x + len(shown.rstrip()) * glyphs.width * scale
        if x < 0 or right > width or y < 0 or y + glyphs.height * scale > height:
            found.append("off the screen: %r at (%d, %d)" % (shown.strip(), x, y))
            continue
        rows = ink_rows(glyphs, shown.strip())
        if rows is None:
            continue
        top, bottom = y + rows[0] * scale, y + (rows[1] + 1) * scale - 1
        # (a glyph's own blank column on its right is part of its cell, not its ink)
        if top < edge or bottom > height - 1 - edge or left < edge or \
                right - scale > width - edge:
            found.append("at the screen's edge: %r, its ink in rows %d-%d, columns %d-%d of "
                         "%dx%d" % (shown.strip(), top, bottom, left, right - scale - 1,
                                    width, height))
    return found


def crowding(root, glyphs, gap=2):
    """Visible texts side by side that overlap or touch: [(left text, right text,
    pixels between them)] for every two on a common band of pixel rows whose
    characters come closer than `gap` pixels (a cell's own blank column aside), e.g. a
    list's scroll mark against the last digit of a score ("72^")."""
    boxes = []
    for y, x, scale, shown, _ in grids(root, glyphs):
        lead = len(shown) - len(shown.lstrip())
        left = x + lead * glyphs.width * scale
        right = x + len(shown.rstrip()) * glyphs.width * scale
        boxes.append((left, right, y, y + glyphs.height * scale, shown.strip()))
    found = []
    for a in boxes:
        for b in boxes:
            if a is b or a[0] > b[0] or (a[0] == b[0] and id(a) > id(b)):
                continue
            if a[2] < b[3] and b[2] < a[3] and b[0] - a[1] < gap:
                found.append((a[4], b[4], b[0] - a[1]))
    return found


def texts(root, glyphs):
    """The visible texts, top to bottom."""
    return [text for _, _, text in lines(root, glyphs)]
