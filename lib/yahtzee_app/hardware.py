"""What every board module returns: one small object, the same on all boards.

A board module (boards/*.py) answers only "how do I get a display, buttons,
pixels, NVM, speaker and accelerometer here" and hands them over in a
`Hardware`. Anything a board lacks is None (or 0).

Contracts the app relies on:

- display: a displayio display (``root_group``, ``width``, ``height``).
- buttons: ``poll(now_ms) -> int``: the next logical event from
  yahtzee_app.events, or events.NONE when there is none. Allocation-free;
  debouncing, long presses, encoder turns and shakes happen behind it.
  ``flush()``, where it has one: the events not yet handed out, and the
  keys down, belong to the turn just passed (yahtzee_app.play): drop them.
- pixels: a NeoPixel-like sequence (``len``, item assignment of (r, g, b),
  ``brightness``, ``show()``) or None; the first ``hold_pixels`` of them
  are the hold LEDs, die 1 first.
- nvm: a bytearray-like of at least 246 bytes (microcontroller.nvm, or a
  file on the desktop); every write is taken to erase a flash block.
- sleep_memory: alarm.sleep_memory where the board has it (it survives a
  reset and deep sleep, not a power cut), else None.
- wake_pins: the pins that wake the board from deep sleep when pulled low,
  and wake_release: the inputs holding them, to deinit() first; () for a
  board only Reset wakes.
- speaker: a yahtzee_app.sound.Tone (``play(melody, loop=False)``, ``stop()``,
  non-blocking), or None.
- controls: the board's keys and gestures for the Controls screen, rows as
  its KeyMap's: (label, short event, long event, kind); the screen says in
  words what each does (yahtzee_app.controls).
- font: terminalio.FONT's stand-in where the board's has no glyph sheet (the
  desktop), else None: the app draws text as tiles of that sheet.
"""


from yahtzee_app import events


class Hardware:
    def __init__(self, name, display, buttons, pixels=None, hold_pixels=0, nvm=None,
                 speaker=None, monochrome=False, controls=(), font=None, sleep_memory=None,
                 wake_pins=(), wake_release=()):
        self.name = name
        self.display = display
        self.buttons = buttons
        self.pixels = pixels
        self.hold_pixels = hold_pixels if pixels is not None else 0
        self.nvm = nvm
        self.speaker = speaker
        self.monochrome = monochrome
        self.controls = controls
        self.font = font
        self.sleep_memory = sleep_memory
        self.wake_pins = wake_pins
        self.wake_release = wake_release

    @property
    def width(self):
        return self.display.width

    @property
    def height(self):
        return self.display.height


class Inputs:
    """Several drivers as one: the first that has an event wins.

    ``tickers``: objects with ``update(now_ms)`` that need the loop's time,
    such as the Tone player, which stops its note when the time is up.
    """

    def __init__(self, sources, tickers=()):
        self.sources = sources
        self.tickers = tickers
        self._start = 0

    def flush(self):
        sources = self.sources
        for index in range(len(sources)):
            flush = getattr(sources[index], "flush", None)
            if flush is not None:
                flush()

    def poll(self, now_ms):
        tickers = self.tickers
        for index in range(len(tickers)):
            tickers[index].update(now_ms)
        sources = self.sources
        count = len(sources)
        # start after the source that answered last, so a busy one cannot starve the rest
        for offset in range(count):
            index = (self._start + offset) % count
            event = sources[index].poll(now_ms)
            if event != events.NONE:
                self._start = (index + 1) % count
                return event
        return events.NONE
