"""An App's start: its looks built from their tables (whose code then leaves the
heap), the saves read, the LEDs, the idle timer, and every attribute the screens
share, each set here once (an attribute added later would grow the App's dict in
play). Imported by App.__init__ and forgotten after it: this code runs once.
"""

import displayio

from . import states as st
from . import words
from .heap import borrowed
from .idle import Idle
from .leds import HoldLeds
from .settings import Settings, int_setting
from .storage import Saves
from .text import Glyphs, Inks, Text
from .widgets import box


def start(app, hardware, dice):
    if int_setting("YAHTZEE_SELFTEST", 0):     # README.md, "Your first run on a board"
        with borrowed():                  # its code leaves the heap after, as this does
            from .selftest import run
            run(hardware)
            run = None
    app.hardware = hardware
    app.display = hardware.display
    app.buttons = hardware.buttons
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
        app.layout = layout_for(app.display.width, app.display.height, hardware.monochrome)
        app.theme = theme(hardware.monochrome)
        app.art = draw(app.layout, app.theme, hardware.monochrome, font)
        layout_for = theme = draw = None
    app.glyphs = Glyphs(font)
    app.inks = Inks()
    Text.use(app.glyphs, app.inks)
    app.dice = dice
    app.rng = None
    app.saves = Saves(hardware.nvm, getattr(hardware, "sleep_memory", None))
    with borrowed():    # the reader, and what it imported: the title has no use for it
        from .storage_menus import check
        check(app.saves)
        check = None
    app.settings = Settings(app.saves.scores.settings)
    app.leds = HoldLeds(hardware.pixels, hardware.hold_pixels)
    app.leds.set_brightness(app.settings.led_brightness())

    app.root = displayio.Group()
    if app.theme.background:
        # (a black background is the display's own: no layer drawn under every pixel)
        box(app.root, 0, 0, app.display.width, app.display.height, app.theme.background)
    app.list_view = None       # the list screens' (menus, pause, the end), while one is up
    app.play_view = None       # the play screen's, while it is loaded

    # -- what a game carries across screens ---------------------------------
    app.game = None
    app.human = bytearray(b"\x01\x01\x01\x01")   # per seat: 0 = a computer plays it
    # The seat screen's choices, kept for this power-up: someone who
    # plays the computer plays it again next game with one press.
    app.seat_choice = bytearray(4)
    app.new_mode = 0
    app.new_players = 1
    app.scores_mode = 0
    app.end_place = -1
    # -- the play screen's cursors and words (ints, so nothing grows later) --
    app.box = 0                # the scorecard cursor
    app.die_cursor = 0
    app.die_cursor_shown = False
    app.message = words.MSG_NONE   # a one-event message on the info line
    app.message_number = 0
    app.hint_mask = 0          # a HINT's suggested keep (bit i: die i)
    app.hint_texts = ()        # the HINT's words, longest first
    app.hint_action = -1       # the HINT's suggestion (a bot action), -1: none
    app.computers = None       # the computer players, while play is loaded
    app.data_dir = None        # their tables' folder (None: data/ beside lib/)
    app.cpu_action = -2        # the computer's next step, shown before it is done
    app.cpu_due = 0            # ticks_ms of the computer's next step
    app.cpu_waiting = False
    app.hurry = False          # SKIP: the computers play a step a frame
    app.shakes = 0             # roll keys down and shakes going on, on any screen (0-2)
    # -- a roll on screen (yahtzee_app.play): small ints, so frames allocate nothing --
    app.now = 0                # ticks_ms of this frame
    app.tumbling = 0           # 0, or the dice tumble: 1 while shaken, 2 rolled
    app.tumble_at = 0          # ticks_ms the tumbling began
    app.tumble_until = 0       # ... and when a rolled one settles
    app.tumble_step = 0        # the animation frame last drawn
    app.celebrate_until = 0    # a YAHTZEE rolled: the dice and LEDs flash until then
    app.asking = -1            # PICK asked to score this box; the same again scores it
    # -- the state machine -----------------------------------------------------
    app.state = st.TITLE
    app.came_from = st.TITLE   # where CONTROLS returns to
    app.cursor = 0             # the menu cursor
    app.scroll = 0             # first line of a plain list
    app.screen = None          # the loaded screen module
    app._lent = None           # the heap that screen's modules borrow (yahtzee_app.heap)
    app.next = None            # while a screen's code runs, (): the screen change it asks (go)
    app._dirty = True
    app.after_frame = None     # App.later's work, done once the next frame is shown
    app.display.auto_refresh = False
    app.display.root_group = app.root
    app.idle = Idle(app.display)    # dims, darkens and sleeps when nothing is pressed
