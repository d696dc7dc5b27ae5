"""An App's start: the self-test where settings.toml asks for it, its looks built
from their tables (whose code then leaves the heap), the saves read, the settings,
the LEDs, the display's root group and the idle timer, handed to App.__init__, which
keeps them. Imported by App.__init__ and forgotten after it: this code runs once.
"""

import displayio

from .heap import borrowed
from .idle import Idle
from .leds import HoldLeds
from .settings import Settings, int_setting
from .storage import Saves
from .text import Glyphs, Inks, Text
from .widgets import box


def start(hardware):
    """The App's parts, built in this order: (layout, theme, art, glyphs, inks, saves,
    settings, leds, root, idle)."""
    if int_setting("YAHTZEE_SELFTEST", 0):     # README.md, "Your first run on a board"
        with borrowed():                  # its code leaves the heap after, as this does
            from .selftest import run
            run(hardware)
            run = None
    display = hardware.display
    font = getattr(hardware, "font", None)
    if font is None:
        import terminalio
        font = terminalio.FONT
    # Built once from their tables, whose code then leaves the heap; the classes of what
    # they build stay (imported first, so not forgotten with them).
    from . import dice_art, layout  # noqa: F401
    from . import theme as looks  # noqa: F401
    with borrowed():
        from .layout_table import layout_for
        from .colours import theme
        from .dice_drawing import draw
        lay = layout_for(display.width, display.height, hardware.monochrome)
        colours = theme(hardware.monochrome)
        art = draw(lay, colours, hardware.monochrome, font)
        layout_for = theme = draw = None
    glyphs = Glyphs(font)
    inks = Inks()
    Text.use(glyphs, inks)
    saves = Saves(hardware.nvm, getattr(hardware, "sleep_memory", None))
    with borrowed():    # the reader, and what it imported: the title has no use for it
        from .storage_menus import check
        check(saves)
        check = None
    settings = Settings(saves.scores.settings)
    leds = HoldLeds(hardware.pixels, hardware.hold_pixels)
    leds.set_brightness(settings.led_brightness())
    root = displayio.Group()
    if colours.background:
        # (a black background is the display's own: no layer drawn under every pixel)
        box(root, 0, 0, display.width, display.height, colours.background)
    display.auto_refresh = False
    display.root_group = root
    idle = Idle(display)    # dims, darkens and sleeps when nothing is pressed
    return lay, colours, art, glyphs, inks, saves, settings, leds, root, idle
