"""What every board module returns: one small object, the same on all boards.

A board module (boards/*.py) answers only "how do I get a display, buttons,
pixels, NVM, speaker and accelerometer here" and hands them over in a
`Hardware`. Anything a board lacks is None (or 0).

Contracts the app relies on:

- display: a displayio display (``root_group``, ``width``, ``height``).
- buttons: ``poll(now_ms) -> int``: the next logical event from
  yahtzee_app.events, or events.NONE when there is none. Allocation-free;
  debouncing, long presses, encoder turns and shakes happen behind it.
- pixels: a NeoPixel-like sequence (``len``, item assignment of (r, g, b),
  ``brightness``, ``show()``) or None; the first ``hold_pixels`` of them
  are the hold LEDs, die 1 first.
- nvm: a bytearray-like of at least 249 bytes (microcontroller.nvm, or a
  file on the desktop).
- speaker: ``tone(frequency_hz, duration_ms)``, non-blocking, or None.
- controls: ((button label, what it does), ...) for the help screen.
"""


class Hardware:
    def __init__(self, name, display, buttons, pixels=None, hold_pixels=0, nvm=None,
                 speaker=None, monochrome=False, controls=()):
        self.name = name
        self.display = display
        self.buttons = buttons
        self.pixels = pixels
        self.hold_pixels = hold_pixels if pixels is not None else 0
        self.nvm = nvm
        self.speaker = speaker
        self.monochrome = monochrome
        self.controls = controls

    @property
    def width(self):
        return self.display.width

    @property
    def height(self):
        return self.display.height
