"""Buttons on direct pins, debounced with adafruit_debouncer (the DIY board's, on
any port, keypad or not): yahtzee_app.keys' logic over them. Its own module, so
the boards that scan their keys with keypad (the badges, the PyGamer, the CLUE,
the MacroPad) never load it.
"""

from yahtzee_app.keys import KeyLogic


class DebouncedButtons(KeyLogic):
    """Direct pins (or anything with ``.value``), debounced with adafruit_debouncer.

    ``debouncers``: adafruit_debouncer.Debouncer objects in key-number order;
    ``pressed_value``: bytearray, per key the debounced value that means
    "down" (0 for a button to ground with a pull-up, 1 for a touch pad);
    ``inputs``: the pins' DigitalInOuts, which deep sleep lets go of
    (Hardware.wake_release).
    """

    def __init__(self, debouncers, pressed_value, keymap, inputs=()):
        super().__init__(keymap)
        self.debouncers = debouncers
        self.pressed_value = pressed_value
        self.inputs = inputs

    def poll(self, now_ms):
        debouncers = self.debouncers
        for number in range(len(debouncers)):
            debouncer = debouncers[number]
            debouncer.update()
            if debouncer.rose or debouncer.fell:
                if debouncer.value == bool(self.pressed_value[number]):
                    self._press(number, now_ms)
                else:
                    self._release(number, now_ms)
        self._tick(now_ms)
        return self._next()
