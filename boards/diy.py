"""DIY handheld: any CircuitPython board with an SPI ST7789 or ST7735R display,
nine buttons and five NeoPixels, all named in settings.toml.

Select it with ``YAHTZEE_BOARD = "diy"``. Pins are board pin names as
strings ("GP18", "D5", "A2"...). Keys (README.md, Flash a board, has a full example):

    YAHTZEE_TFT_DRIVER      "st7789" (default) or "st7735r"
    YAHTZEE_TFT_WIDTH       pixels after rotation (st7789: 240, st7735r: 160)
    YAHTZEE_TFT_HEIGHT      (st7789: 240, st7735r: 128)
    YAHTZEE_TFT_ROTATION    0, 90, 180 or 270 (st7789: 0, st7735r: 90)
    YAHTZEE_TFT_ROWSTART    panel offset, e.g. 40 for a 240x135 ST7789 (default 0)
    YAHTZEE_TFT_COLSTART    e.g. 53 for a 240x135 ST7789 (default 0)
    YAHTZEE_TFT_BGR         1 when red and blue come out swapped (ST7735R)
    YAHTZEE_TFT_BAUDRATE    SPI clock in Hz (default 24000000)
    YAHTZEE_TFT_SCK, YAHTZEE_TFT_MOSI, YAHTZEE_TFT_CS, YAHTZEE_TFT_DC   required
    YAHTZEE_TFT_RESET, YAHTZEE_TFT_BACKLIGHT                            optional
    YAHTZEE_PIN_ROLL, YAHTZEE_PIN_HOLD1 ... YAHTZEE_PIN_HOLD5,
    YAHTZEE_PIN_LEFT, YAHTZEE_PIN_RIGHT, YAHTZEE_PIN_ENTER             required
    YAHTZEE_PIN_HOLD6, YAHTZEE_PIN_MENU                                 optional extras
    YAHTZEE_BUTTONS_ACTIVE_HIGH  1 for buttons to 3V3 (pull-down); default 0:
                                 buttons to GND with the internal pull-up
    YAHTZEE_NEOPIXEL        the pixels' data pin (optional); YAHTZEE_NEOPIXEL_COUNT (5)
    YAHTZEE_SPEAKER         a piezo buzzer's pin, driven by PWM (optional)

Controls (KEYS below; the Controls screen says them in words):

    ROLL           ROLL: the dice tumble while it is held, roll on its release
    HOLD1..HOLD5   hold die 1..5         hold HOLD1: HINT, HOLD2: MENU, HOLD3: HELP,
                                         HOLD4: SKIP, HOLD5: hold the Power die
    LEFT / RIGHT   the previous / next box (menus: previous / next), repeating;
                   as on seed 003's handheld they scroll the combos, and the
                   scorecard is a column, so they move its highlight up / down
    ENTER          score the box / choose
    HOLD6, MENU    when wired: the Power die; MENU (hold: HELP)

No key that scores, rolls or undoes has a long press (UNDO is in the pause menu).
"""


import board
import busio
import displayio
import fourwire
import microcontroller

from boards import BoardError, parts
from yahtzee_app import events
from yahtzee_app.hardware import Hardware, Inputs
from yahtzee_app.keys import REPEATS, SHAKES, TAP, KeyMap
from yahtzee_app.settings import setting as toml_setting

# (setting, label, short press, long press, kind); optional pins last
KEYS = (
    ("YAHTZEE_PIN_ROLL", "ROLL", events.ROLL, events.NONE, SHAKES),
    ("YAHTZEE_PIN_HOLD1", "HOLD1", events.HOLD1, events.HINT, TAP),
    ("YAHTZEE_PIN_HOLD2", "HOLD2", events.HOLD2, events.MENU, TAP),
    ("YAHTZEE_PIN_HOLD3", "HOLD3", events.HOLD3, events.HELP, TAP),
    ("YAHTZEE_PIN_HOLD4", "HOLD4", events.HOLD4, events.SKIP, TAP),
    ("YAHTZEE_PIN_HOLD5", "HOLD5", events.HOLD5, events.HOLD6, TAP),
    ("YAHTZEE_PIN_LEFT", "LEFT", events.UP, events.NONE, REPEATS),
    ("YAHTZEE_PIN_RIGHT", "RIGHT", events.DOWN, events.NONE, REPEATS),
    ("YAHTZEE_PIN_ENTER", "ENTER", events.ENTER, events.NONE, TAP),
)
OPTIONAL_KEYS = (
    ("YAHTZEE_PIN_HOLD6", "HOLD6", events.HOLD6, events.NONE, TAP),
    ("YAHTZEE_PIN_MENU", "MENU", events.MENU, events.HELP, TAP),
)

DRIVERS = {
    # driver: (default width, height, rotation)
    "st7789": (240, 240, 0),
    "st7735r": (160, 128, 90),
}


def setting(name, default=None):
    """A settings.toml value (a str or an int), or default when unset."""
    value = toml_setting(name)
    if value is None:
        if default is None:
            raise BoardError("settings.toml needs %s for the DIY board "
                             "(see README.md, Flash a board)" % name)
        return default
    return value


def number(name, default):
    value = setting(name, default)
    try:
        return int(value)
    except ValueError:
        raise BoardError("%s = %r in settings.toml must be a whole number" % (name, value)) from None


def pin(name, required=True):
    """The board pin a setting names, e.g. YAHTZEE_PIN_ROLL = "GP2" -> board.GP2."""
    value = toml_setting(name)
    if value is None:
        if required:
            raise BoardError("settings.toml needs %s (a pin name such as \"GP2\") for the DIY "
                             "board" % name)
        return None
    pin_name = str(value).strip()
    if pin_name.startswith("board."):
        pin_name = pin_name[6:]
    found = getattr(board, pin_name, None)
    if found is None:
        raise BoardError("%s = \"%s\": this board (%s) has no pin %s"
                         % (name, value, getattr(board, "board_id", "?"), pin_name))
    return found


def make_display():
    driver = str(setting("YAHTZEE_TFT_DRIVER", "st7789")).strip().lower()
    if driver not in DRIVERS:
        raise BoardError("YAHTZEE_TFT_DRIVER = \"%s\": use \"st7789\" or \"st7735r\"" % driver)
    width, height, rotation = DRIVERS[driver]
    displayio.release_displays()
    spi = busio.SPI(pin("YAHTZEE_TFT_SCK"), MOSI=pin("YAHTZEE_TFT_MOSI"))
    bus = fourwire.FourWire(
        spi,
        command=pin("YAHTZEE_TFT_DC"),
        chip_select=pin("YAHTZEE_TFT_CS"),
        reset=pin("YAHTZEE_TFT_RESET", required=False),
        baudrate=number("YAHTZEE_TFT_BAUDRATE", 24000000),
    )
    width = number("YAHTZEE_TFT_WIDTH", width)
    height = number("YAHTZEE_TFT_HEIGHT", height)
    rotation = number("YAHTZEE_TFT_ROTATION", rotation)
    rowstart = number("YAHTZEE_TFT_ROWSTART", 0)
    colstart = number("YAHTZEE_TFT_COLSTART", 0)
    backlight = pin("YAHTZEE_TFT_BACKLIGHT", required=False)
    if driver == "st7789":
        from adafruit_st7789 import ST7789  # pylint: disable=import-outside-toplevel

        return ST7789(bus, width=width, height=height, rotation=rotation, rowstart=rowstart,
                      colstart=colstart, backlight_pin=backlight)
    from adafruit_st7735r import ST7735R  # pylint: disable=import-outside-toplevel

    return ST7735R(bus, width=width, height=height, rotation=rotation, rowstart=rowstart,
                   colstart=colstart, bgr=bool(number("YAHTZEE_TFT_BGR", 0)),
                   backlight_pin=backlight)


def make_buttons():
    active_high = bool(number("YAHTZEE_BUTTONS_ACTIVE_HIGH", 0))
    rows = []
    pins = []
    all_keys = KEYS + OPTIONAL_KEYS
    for index in range(len(all_keys)):
        setting_name, label, short, long_, kind = all_keys[index]
        key_pin = pin(setting_name, required=index < len(KEYS))
        if key_pin is None:
            continue
        pins.append(key_pin)
        rows.append((label, short, long_, kind))
    keys = tuple(rows)
    return parts.debounced(pins, KeyMap(keys), active_high), keys


def build():
    display = make_display()
    buttons, controls = make_buttons()
    pixel_pin = pin("YAHTZEE_NEOPIXEL", required=False)
    pixels = None
    if pixel_pin is not None:
        pixels = parts.neopixels(pixel_pin, number("YAHTZEE_NEOPIXEL_COUNT", 5))
    speaker_pin = pin("YAHTZEE_SPEAKER", required=False)
    speaker = None if speaker_pin is None else parts.pwm_speaker(speaker_pin)
    return Hardware(
        name="DIY handheld",
        display=display,
        buttons=Inputs((buttons,), () if speaker is None else (speaker,)),
        pixels=pixels,
        hold_pixels=min(5, len(pixels)) if pixels is not None else 0,
        nvm=microcontroller.nvm,
        sleep_memory=parts.sleep_memory(),     # where the chip's port has one
        speaker=speaker,
        monochrome=False,
        controls=controls,
    )
