"""The player's settings, packed into the one byte the high-score record keeps; and the
one reader of settings.toml (setting(), int_setting()), for the app and the boards alike.

Every default is a zero bit, so a blank or fresh record means: standard
rules, sound on, medium LEDs, help line on, the NVM written every few turns.
"""

import os

from micropython import const

_HANDHELD = const(0x01)
_MUTED = const(0x02)
_LED_SHIFT = const(2)
_HELP_OFF = const(0x10)
SAVE_EACH_TURN = const(0x20)    # the NVM takes the game at every turn's end (yahtzee_app.storage)

LED_NAMES = ("Off", "Low", "Medium", "High")
LED_LEVELS = (0, 0.08, 0.25, 0.7)     # NeoPixel brightness by level
_LED_DEFAULT = const(2)


def setting(name):
    """settings.toml's `name` (os.getenv: a str or an int), or None where it is unset or
    empty, or where there is no os.getenv (CircuitPython before 8)."""
    getenv = getattr(os, "getenv", None)
    value = getenv(name) if getenv is not None else None
    return None if value is None or value == "" else value


def int_setting(name, default):
    """A whole-number setting (`default` where unset or not a number)."""
    try:
        return int(setting(name) or default)
    except ValueError:
        return default


class Settings:
    def __init__(self, packed=0):
        self.handheld_rules = bool(packed & _HANDHELD)
        self.sound = not packed & _MUTED
        self.led_level = ((packed >> _LED_SHIFT) + _LED_DEFAULT) & 3
        self.help_line = not packed & _HELP_OFF
        self.save_each_turn = bool(packed & SAVE_EACH_TURN)

    def packed(self):
        value = ((self.led_level - _LED_DEFAULT) & 3) << _LED_SHIFT
        if self.handheld_rules:
            value |= _HANDHELD
        if not self.sound:
            value |= _MUTED
        if not self.help_line:
            value |= _HELP_OFF
        if self.save_each_turn:
            value |= SAVE_EACH_TURN
        return value

    def led_brightness(self):
        return LED_LEVELS[self.led_level]

    def next_led_level(self):
        self.led_level = (self.led_level + 1) & 3
