"""Hold LEDs: pixel i lights while die i is held (in its colour in Painted),
dim otherwise. Boards with fewer pixels than dice show holds on screen only.

A HINT's suggested keep blinks: `show_hint(mask)` marks the dice and
`blink(now_ms)`, called every idle frame, flips them between the hint
colour and dark. A roll's frames flicker the pixels of the dice that tumble
(`tumble`), a YAHTZEE runs the Painted colours round them all (`chase`). It
allocates nothing: the state is small ints and the colours are module
constants.
"""

from micropython import const

_DIM = (2, 2, 3)
_OFF = (0, 0, 0)
_HELD = (255, 190, 40)
_HINT = (0, 200, 255)
# The Painted colours as NeoPixel colours: blue, red, purple, green, yellow.
_PAINTED = ((0, 60, 255), (255, 0, 0), (160, 0, 255), (0, 220, 40), (255, 170, 0))
_BLINK_MS = const(300)
_HINT_ON = const(8)          # `shown` states for a blinking pixel (after 3..7, the Painted ones)
_HINT_OFF = const(9)
_FLICKER = const(10)         # a roll's or a YAHTZEE's frame: show_game() rewrites the pixel


class HoldLeds:
    def __init__(self, pixels, count):
        self.pixels = pixels
        self.count = count if pixels is not None else 0
        self.shown = bytearray(8)      # what each pixel shows: 0 off, 1 dim, 2+ a colour
        self.brightness = -1.0
        self.hint_mask = 0             # bit i: die i is a suggested keep, blinking
        self.blink_on = 1
        for i in range(len(self.shown)):
            self.shown[i] = 0xFF

    def set_brightness(self, level):
        if self.pixels is not None and level != self.brightness:
            self.brightness = level
            self.pixels.brightness = level
            self.pixels.show()

    def show_hint(self, mask):
        """Blink the pixels of the dice in `mask` (0: stop) from the next
        show_game() or blink() on."""
        self.hint_mask = mask
        self.blink_on = 1

    def blink(self, now_ms):
        """One idle frame of the hint's blinking."""
        if not self.hint_mask or not self.count:
            return
        on = (now_ms // _BLINK_MS) & 1
        if on == self.blink_on:
            return
        self.blink_on = on
        state = _HINT_ON if on else _HINT_OFF
        changed = False
        for i in range(self.count):
            if self.hint_mask >> i & 1 and self.shown[i] != state:
                self.shown[i] = state
                self.pixels[i] = _HINT if on else _OFF
                changed = True
        if changed:
            self.pixels.show()

    def tumble(self, game, step):
        """A frame of a roll: the pixels of the dice not held flicker."""
        count = min(self.count, game.mode.dice_count)
        for i in range(count):
            if not game.is_held(i):
                self.shown[i] = _FLICKER
                self.pixels[i] = _PAINTED[(step + 2 * i) % 5] if (step + i) & 1 else _DIM
        if count:
            self.pixels.show()

    def chase(self, step):
        """A frame of a YAHTZEE: the Painted colours run round the hold pixels."""
        for i in range(self.count):
            self.shown[i] = _FLICKER
            self.pixels[i] = _PAINTED[(step + i) % 5]
        if self.count:
            self.pixels.show()

    def show_game(self, game):
        """Light the pixels for `game`'s holds (None: all off)."""
        if not self.count:
            return
        changed = False
        dice = game.mode.dice_count if game is not None else 0
        for i in range(self.count):
            state = 0
            if i < dice and game.rolls and not game.over:
                state = 1
                if self.hint_mask >> i & 1:
                    state = _HINT_ON if self.blink_on else _HINT_OFF
                elif game.is_held(i):
                    state = 3 + game.colours[i] if game.mode.coloured and i < 5 else 2
            if self.shown[i] != state:
                self.shown[i] = state
                self.pixels[i] = _OFF if state == 0 or state == _HINT_OFF else _DIM \
                    if state == 1 else _HELD if state == 2 else _HINT if state == _HINT_ON \
                    else _PAINTED[state - 3]
                changed = True
        if changed:
            self.pixels.show()
