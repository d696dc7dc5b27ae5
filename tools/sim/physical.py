"""A board's own buttons on a PC: its profile (boards/<name>.py) built over the
CircuitPython stand-ins (tests/fakes), so that presses go through that
board's own key logic (long presses, chords, repeats, the knob, the
joystick, the shake) exactly as on the board, and on into the real app.

    board = Physical("clue")          # the board's Hardware, its display and NVM the PC's
    board.press("A", now); board.release("A", now)     # a button, by its name
    board.run_script("A:700 wait:300 down:A B up:A")   # timed presses (parse_script)

The simulator (tools/simulate.py --board NAME, through tools/sim/keys.py) maps
PC keys to the board's buttons with KEYBOARD (tools/board_facts.py's pc_keys);
tools/measure/fuzz.py --physical sends random presses. Button names are the board's own
labels (its KEYS table):
PyBadge B A Start Select Right Down Up Left; PyGamer B A Start Select and the
stick Left Right Up Down; CLUE A B; MacroPad key1 ... key12, knob (press),
cw and ccw (a turn of one click); DIY ROLL HOLD1 ... HOLD5 LEFT RIGHT ENTER
HOLD6 MENU. Boards with an accelerometer have "shake" (held: shaking).
"""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tests", "support"))
from standin_env import standin_modules  # noqa: E402
from tools import board_facts as facts  # noqa: E402
from tools.sim.clock import POWER_ON_MS  # noqa: E402
sys.path.remove(os.path.join(ROOT, "tests", "support"))

# The DIY board as the simulator builds it: a Pico with the README's wiring.
DIY_SETTINGS = {
    "YAHTZEE_BOARD": "diy",
    "YAHTZEE_TFT_SCK": "GP18", "YAHTZEE_TFT_MOSI": "GP19", "YAHTZEE_TFT_CS": "GP17",
    "YAHTZEE_TFT_DC": "GP16", "YAHTZEE_TFT_RESET": "GP20",
    "YAHTZEE_PIN_ROLL": "GP2", "YAHTZEE_PIN_HOLD1": "GP3", "YAHTZEE_PIN_HOLD2": "GP4",
    "YAHTZEE_PIN_HOLD3": "GP5", "YAHTZEE_PIN_HOLD4": "GP6", "YAHTZEE_PIN_HOLD5": "GP7",
    "YAHTZEE_PIN_LEFT": "GP8", "YAHTZEE_PIN_RIGHT": "GP9", "YAHTZEE_PIN_ENTER": "GP10",
    "YAHTZEE_PIN_HOLD6": "GP11", "YAHTZEE_PIN_MENU": "GP12",
    "YAHTZEE_NEOPIXEL": "GP22", "YAHTZEE_SPEAKER": "GP15",
}
# profile: (board_id for the stand-ins, settings, the accelerometer's I2C address or None),
# one board a module of boards/, from the boards' facts (tools/board_facts.py)
BOARDS = {profile: (facts.FACTS[profile].board_id, DIY_SETTINGS if profile == "diy" else {},
                    facts.accelerometer_address(profile))
          for profile in facts.BOARDS}
# The DIY board's screen, by --screen (its settings say the panel's size).
DIY_SCREENS = {"240x135": ("st7789", 240, 135), "240x240": ("st7789", 240, 240),
               "160x128": ("st7735r", 160, 128)}

# PC keys (pygame key names) -> the board's buttons, for the simulator's window, and what the
# window's hint line says: each board's pc_keys and pc_hint in tools/board_facts.py.
KEYBOARD = {profile: facts.FACTS[profile].pc_keys for profile in facts.BOARDS}
TAP_MS = 100         # a bare name in a script: pressed this long
GAP_MS = 120         # and then this long before the next
_STICK = {"Left": (0, 32768), "Right": (65535, 32768), "Up": (32768, 0), "Down": (32768, 65535)}


class ScriptError(ValueError):
    pass


class Physical:
    """The board's Hardware over the stand-ins, and its buttons to press by name."""

    def __init__(self, profile, screen=None):
        if profile not in BOARDS:
            raise ScriptError("no board %r (one of %s)" % (profile, ", ".join(sorted(BOARDS))))
        board_id, settings, accelerometer = BOARDS[profile]
        settings = dict(settings)
        if profile == "diy":
            driver, width, height = DIY_SCREENS[screen or "%dx%d" % (
                facts.FACTS["diy"].width, facts.FACTS["diy"].height)]
            settings.update(YAHTZEE_TFT_DRIVER=driver, YAHTZEE_TFT_WIDTH=str(width),
                            YAHTZEE_TFT_HEIGHT=str(height))
        self.profile = profile
        self.clock = POWER_ON_MS     # ticks_ms: the app's frames set it (tools/sim/keys.py)
        with standin_modules(board_id, **settings):
            import board
            import boards
            import keypad
            self.hardware = boards.build(profile)
            module = sys.modules["boards." + profile]
            self._board = board
            self._keypad = keypad.instances[-1] if keypad.instances else None
            # the debouncer and the tone player read the clock this class keeps
            for name in ("adafruit_debouncer", "yahtzee_app.sound"):
                if name in sys.modules:
                    sys.modules[name].ticks_ms = self.ticks_ms
            self._buttons = {}
            if profile == "diy":
                for setting, label, _, _, _ in module.KEYS + module.OPTIONAL_KEYS:
                    if setting in settings:
                        self._buttons[label] = ("pin", getattr(board, settings[setting]))
            else:
                for number, row in enumerate(module.KEYS):
                    self._buttons[row[0].replace(" ", "")] = ("key", number)
            if profile == "macropad":
                self._buttons["knob"] = self._buttons.pop("knobpress")
                self._buttons["cw"] = ("turn", -1)      # the MacroPad counts clockwise down
                self._buttons["ccw"] = ("turn", 1)
            if profile == "pygamer":
                for name in _STICK:
                    self._buttons[name] = ("stick", name)
            if accelerometer is not None and self.hardware.controls[-1][0] == "shake":
                self._buttons["shake"] = ("shake", board.I2C().devices[accelerometer])
                self._set_acceleration(self._buttons["shake"][1], 0, 0, 1)
        self.names = tuple(self._buttons)
        self.down = set()

    def ticks_ms(self):
        return self.clock

    # -- the buttons -------------------------------------------------------

    def press(self, name, now_ms):
        self._set(name, True, now_ms)

    def release(self, name, now_ms):
        self._set(name, False, now_ms)

    def _set(self, name, down, now_ms):
        if name not in self._buttons:
            raise ScriptError("the %s has no button %r (it has: %s)"
                              % (self.profile, name, " ".join(self.names)))
        if down == (name in self.down):
            return
        kind, what = self._buttons[name]
        if down:
            self.down.add(name)
        else:
            self.down.discard(name)
        if kind == "key":
            self._keypad.events.push(what, down, now_ms)
        elif kind == "pin":
            what.level = not down          # buttons to ground: pressed reads low
        elif kind == "turn":
            if down:
                self.hardware.buttons.sources[1].encoder.position += what
        elif kind == "stick":
            x, y = _STICK[what] if down else (32768, 32768)
            self._board.JOYSTICK_X.analog = x
            self._board.JOYSTICK_Y.analog = y
        else:
            self._set_acceleration(what, 3 if down else 0, 1 if down else 0, 1)

    @staticmethod
    def _set_acceleration(memory, x_g, y_g, z_g):
        counts_per_g = 32768 // 4              # both chips set up for +-4 g
        for offset, value in enumerate((x_g, y_g, z_g)):
            raw = int(value * counts_per_g) & 0xFFFF
            memory[0x28 + 2 * offset] = raw & 0xFF
            memory[0x29 + 2 * offset] = raw >> 8


def parse_script(script, names=None):
    """'B:700 wait:500 A down:A B up:A A+B' -> [(token, [(at_ms, name, down)...]), ...]:
    each token's presses and releases, timed from the token's start, and its length.

    NAME        a tap: pressed TAP_MS, then GAP_MS before the next
    NAME:MS     pressed MS ms (then GAP_MS)
    A+B[:MS]    pressed together
    down:NAME   pressed (and kept down), up:NAME  released
    wait:MS     nothing for MS ms
    TOKEN*N     N times
    """
    steps = []
    for token in script.replace(",", " ").split():
        token, _, times = token.partition("*")
        try:
            count = int(times) if times else 1
        except ValueError:
            raise ScriptError("bad repeat in %r" % token) from None
        head, _, arg = token.partition(":")
        if head == "wait":
            step = ([], _ms(arg, token))
        elif head in ("down", "up"):
            _check(arg, names, token)
            step = ([(0, arg, head == "down")], GAP_MS)
        else:
            held = _ms(arg, token) if arg else TAP_MS
            keys = head.split("+")
            for name in keys:
                _check(name, names, token)
            step = ([(0, name, True) for name in keys] + [(held, name, False) for name in keys],
                    held + GAP_MS)
        steps.extend([(token, step)] * count)
    return steps


def _ms(text, token):
    try:
        value = int(text)
    except ValueError:
        raise ScriptError("%r: a time in ms is a whole number" % token) from None
    if value < 0:
        raise ScriptError("%r: a time cannot be negative" % token)
    return value


def _check(name, names, token):
    if names is not None and name not in names:
        raise ScriptError("%r: no button %r here (the buttons: %s)" % (token, name, " ".join(names)))
