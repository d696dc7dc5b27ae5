# Runs inside MicroPython 1.27 (over tests/fakes/micropython) and inside CircuitPython's unix
# port (over the stand-ins of tests/fakes, common/ and circuitpython/, frozen into its
# binary): builds the real App, plays to the middle of a Painted turn, then runs idle frames
# with the heap locked. Any allocation raises MemoryError and is reported.
import micropython

try:
    import standins      # CircuitPython: displayio's Group and TileGrid, terminalio...
    standins.install()
except ImportError:
    pass                 # MicroPython: tests/fakes/micropython is on the path

from yahtzee_app.app import App
from yahtzee_app.hardware import Hardware
from yahtzee_app import events as ev
from yahtzee_core import ScriptedDice


class Display:
    brightness = 1.0      # a backlight yahtzee_app.idle dims

    def __init__(self, width, height):
        self.width = width
        self.height = height
        self.root_group = None
        self.auto_refresh = True
        self.refreshes = 0

    def refresh(self):
        self.refreshes += 1


class Buttons:
    def __init__(self):
        self.queue = bytearray(64)
        self.head = 0
        self.tail = 0

    def push(self, event):
        self.queue[self.tail] = event
        self.tail += 1

    def poll(self, now_ms):
        if self.head == self.tail:
            return 0
        event = self.queue[self.head]
        self.head += 1
        return event


class Pixels:
    def __init__(self, count):
        self.colours = [(0, 0, 0)] * count
        self.brightness = 1.0
        self.writes = 0

    def __len__(self):
        return len(self.colours)

    def __setitem__(self, index, colour):
        self.colours[index] = colour
        self.writes += 1

    def show(self):
        pass


RESULT = bytearray(2)


def idle(app, frames):
    try:
        for now in range(frames):
            app.tick(now)
        RESULT[0] = 1
    except MemoryError:
        RESULT[0] = 2


def idle_20ms(app, frames):
    """Idle frames 20 ms apart (the clock a blink reads)."""
    try:
        for now in range(0, 20 * frames, 20):
            app.tick(now)
        RESULT[0] = 1
    except MemoryError:
        RESULT[0] = 2


def locked_presses(app, buttons, events):
    """Each event's frame with the heap locked: 'ok', or 'ALLOCATED' if any allocated."""
    said = "ok"
    for event in events:
        buttons.push(event)
        RESULT[0] = 0
        micropython.heap_lock()
        idle(app, 1)
        micropython.heap_unlock()
        if RESULT[0] != 1:
            said = "ALLOCATED"
    return said


def press(app, buttons, *events):
    press_at(app, buttons, 0, *events)


def press_at(app, buttons, now_ms, *events):
    app.tick(now_ms)
    for event in events:
        buttons.push(event)
        app.tick(now_ms)


def fake_app(width, height, mono):
    """The app on a fake board with this screen (five hold LEDs, a blank NVM) and
    scripted dice: (app, buttons, display, pixels, dice)."""
    buttons = Buttons()
    display = Display(width, height)
    pixels = Pixels(5)
    hardware = Hardware("fake", display, buttons, pixels=pixels, hold_pixels=5,
                        nvm=bytearray(b"\xff" * 256), monochrome=mono)
    dice = ScriptedDice(32)
    return App(hardware, dice=dice), buttons, display, pixels, dice


def painted_sixes(app, dice):
    """A Painted game whose first roll will be three blue sixes, a purple 1, a green 2."""
    from yahtzee_core import Game
    app.start(Game("painted", 1, source=dice))
    for number, colour in ((6, 0), (6, 0), (6, 0), (1, 3), (2, 4)):
        dice.push(number)
        dice.push(colour)


def tour(width, height, mono):
    """Every screen once, so every drawing path runs in MicroPython: title,
    high scores, settings, controls, pause, a last turn, game over."""
    from yahtzee_core import Game
    buttons = Buttons()
    hardware = Hardware("fake", Display(width, height), buttons, pixels=Pixels(5),
                        hold_pixels=5, nvm=bytearray(b"\xff" * 256), monochrome=mono,
                        controls=(("A", "roll"), ("B", "hold")))
    dice = ScriptedDice(32)
    app = App(hardware, dice=dice)
    press(app, buttons, ev.DOWN, ev.ENTER, ev.RIGHT, ev.ENTER)               # high scores
    press(app, buttons, ev.DOWN, ev.DOWN, ev.ENTER, ev.ENTER, ev.DOWN, ev.ENTER,
          ev.DOWN, ev.ENTER, ev.MENU)                                       # settings
    press(app, buttons, ev.DOWN, ev.ENTER, ev.DOWN, ev.ENTER)               # controls
    game = Game("classic", 1, source=dice)
    for box in range(12):
        game.boxes[box] = 10
    app.start(game)
    for number in (6, 6, 6, 6, 6):
        dice.push(number)
    press(app, buttons, ev.ROLL, ev.HOLD1, ev.MENU, ev.ENTER)               # pause, continue
    press(app, buttons, ev.ENTER)                                           # the last box
    states = app.state
    # a press just as the end (or the initials) appears does nothing: a second later
    press_at(app, buttons, 1000, ev.ENTER)                                  # initials
    initials = app.state
    press_at(app, buttons, 2000, ev.ENTER, ev.ENTER, ev.ENTER)              # high scores
    print("tour%dx%d %d %d %d %d" % (width, height, states, initials, app.state,
                                     app.game.total(0)))


def check(width, height, mono):
    app, buttons, display, _, dice = fake_app(width, height, mono)
    for event in (ev.ENTER, ev.DOWN, ev.ENTER, ev.ENTER, ev.ENTER):   # New game, Painted, 1, Start
        buttons.push(event)
        app.tick(0)
    for number, colour in ((1, 0), (2, 1), (3, 2), (4, 3), (5, 4)):
        dice.push(number)
        dice.push(colour)
    for event in (ev.ROLL, ev.HOLD2, ev.RIGHT):
        buttons.push(event)
        app.tick(0)
    before = display.refreshes
    RESULT[0] = 0
    micropython.heap_lock()
    idle(app, 500)
    micropython.heap_unlock()
    verdict = "ok" if RESULT[0] == 1 else "ALLOCATED"
    refreshes = display.refreshes - before
    # A press that changes neither the info line's words nor the help line's redraws
    # without allocating: the dice cursor moved, a die held and let go.
    presses = locked_presses(app, buttons, (ev.RIGHT, ev.HOLD, ev.HOLD, ev.LEFT))
    # The control: a frame whose press makes new words (the scorecard's cursor moved: the
    # help line's) does allocate, so the lock really catches allocations here.
    control = locked_presses(app, buttons, (ev.DOWN,))
    # The pause menu (its words made as it is first drawn): its cursor moves without
    # allocating.
    buttons.push(ev.MENU)
    idle(app, 3)
    menu = locked_presses(app, buttons, (ev.DOWN, ev.DOWN, ev.UP))
    print("%dx%d %s %d %d %s %s %s %d" % (width, height, verdict, refreshes, app.game.held,
                                          control, presses, menu, app.scene.cursor))


def hint_blink(width, height, mono):
    """HINT in a Painted turn (three blue sixes: keep them), then idle frames with
    the heap locked while the suggested dice blink on the hold LEDs."""
    app, buttons, display, pixels, dice = fake_app(width, height, mono)
    painted_sixes(app, dice)
    press(app, buttons, ev.ROLL, ev.HINT)
    before = display.refreshes
    writes = pixels.writes
    RESULT[0] = 0
    micropython.heap_lock()
    idle_20ms(app, 500)
    micropython.heap_unlock()
    verdict = "ok" if RESULT[0] == 1 else "ALLOCATED"
    print("hint%dx%d %s %d %d %d" % (width, height, verdict, app.scene.hint_mask,
                                     pixels.writes - writes, display.refreshes - before))


SEEN = bytearray(8)      # the faces die 1 showed while it tumbled


def frames(app, start, stop):
    """Frames 20 ms apart from `start` to `stop` (ms), the heap locked by the caller."""
    try:
        for now in range(start, stop, 20):
            app.tick(now)
            SEEN[app.scene.view.dice[0][0]] = 1
        RESULT[0] = 1
    except MemoryError:
        RESULT[0] = 2


def locked_frames(app, start, stop):
    RESULT[0] = 0
    micropython.heap_lock()
    frames(app, start, stop)
    micropython.heap_unlock()
    return "ok" if RESULT[0] == 1 else "ALLOCATED"


def animations(width, height, mono):
    """A roll's tumble (POWER: the Power die's face tumbles too), a held roll
    key's shake called off, and a rolled YAHTZEE's celebration, frame by frame
    with the heap locked: the press and the frame the dice settle on may
    allocate (they redraw the screen), the frames between must not."""
    from yahtzee_core import Game
    app, buttons, display, pixels, dice = fake_app(width, height, mono)
    app.start(Game("power", 1, source=dice))
    for face in (6, 5, 4, 3, 2, 1):
        dice.push(face)
    buttons.push(ev.ROLL)
    app.tick(0)                                      # the press
    writes = pixels.writes
    refreshes = display.refreshes
    for i in range(8):
        SEEN[i] = 0
    tumble = locked_frames(app, 20, 460)             # the tumble
    faces = sum(SEEN[1:7])
    led_writes = pixels.writes - writes
    tumble_refreshes = display.refreshes - refreshes
    frames(app, 460, 600)                            # it settles (a redraw)
    settled = app.scene.tumbling == 0 and app.game.dice[0] == 6
    buttons.push(ev.HOLD1)
    app.tick(620)
    buttons.push(ev.SHAKE)                           # the roll key held: the dice tumble
    app.tick(640)
    shake = locked_frames(app, 660, 1660)
    buttons.push(ev.STILL)                           # called off
    app.tick(1680)
    still = app.scene.tumbling == 0 and app.game.rolls == 1
    app.start(Game("painted", 1, source=dice))
    for face in (6, 6, 6, 6, 6):
        dice.push(face)
        dice.push(face % 5)
    buttons.push(ev.ROLL)
    app.tick(2000)
    frames(app, 2020, 2520)                          # it settles: a YAHTZEE
    celebrating = app.scene.celebrate_until != 0
    writes = pixels.writes
    celebrate = locked_frames(app, 2540, 4400)
    print("anim%dx%d %s %s %s %d %d %d %s %s %s %d" % (
        width, height, tumble, shake, celebrate, faces, led_writes, tumble_refreshes,
        settled, still, celebrating, pixels.writes - writes))


def dim_dark(width, height, mono):
    """A Painted turn left alone: the backlight dims, then the screen and LEDs go
    dark, every frame with the heap locked; then a press (ENTER, which would score)
    only wakes the screen."""
    app, buttons, display, pixels, dice = fake_app(width, height, mono)
    painted_sixes(app, dice)
    press(app, buttons, ev.ROLL, ev.HOLD1)
    app.idle.after[0] = 2000          # dim after 2 s, dark after 4 s, no deep sleep
    app.idle.after[1] = 4000
    app.idle.after[2] = 0
    before = display.refreshes
    RESULT[0] = 0
    micropython.heap_lock()
    idle_20ms(app, 150)               # 3 s: dimmed
    micropython.heap_unlock()
    dimmed = "ok" if RESULT[0] == 1 else "ALLOCATED"
    dim_level = display.brightness
    RESULT[0] = 0
    micropython.heap_lock()
    try:
        for now in range(3000, 8000, 20):  # 5 s more: dark, then dark frames
            app.tick(now)
        RESULT[0] = 1
    except MemoryError:
        RESULT[0] = 2
    micropython.heap_unlock()
    dark = "ok" if RESULT[0] == 1 else "ALLOCATED"
    shown = (display.brightness, app.root.hidden, pixels.brightness, display.refreshes - before)
    state = (app.state, app.game.rolls, app.game.held, app.box, app.game.open_count(0))
    buttons.push(ev.ENTER)            # wakes, and scores nothing
    app.tick(8000)
    woke = state == (app.state, app.game.rolls, app.game.held, app.box, app.game.open_count(0))
    print("dark%dx%d %s %s %s %s %s %s %d %s %s" % (
        width, height, dimmed, dark, dim_level < 1, shown[0] == 0, shown[1], shown[2] == 0,
        shown[3], woke, display.brightness == 1 and not app.root.hidden))


check(160, 128, False)
check(128, 64, True)
tour(240, 240, False)
tour(128, 64, True)
hint_blink(160, 128, False)
dim_dark(160, 128, False)
animations(160, 128, False)
animations(128, 64, True)
