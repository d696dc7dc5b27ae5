"""Hold LEDs: pixel i lights while die i is held (in its colour in Painted),
dim otherwise. Boards with fewer pixels than dice show holds on screen only.
"""

_DIM = (2, 2, 3)
_OFF = (0, 0, 0)
_HELD = (255, 190, 40)
# The Painted colours as NeoPixel colours: blue, red, purple, green, yellow.
_PAINTED = ((0, 60, 255), (255, 0, 0), (160, 0, 255), (0, 220, 40), (255, 170, 0))


class HoldLeds:
    def __init__(self, pixels, count):
        self.pixels = pixels
        self.count = count if pixels is not None else 0
        self.shown = bytearray(8)      # what each pixel shows: 0 off, 1 dim, 2+ a colour
        self.brightness = -1.0
        for i in range(len(self.shown)):
            self.shown[i] = 0xFF

    def set_brightness(self, level):
        if self.pixels is not None and level != self.brightness:
            self.brightness = level
            self.pixels.brightness = level
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
                if game.is_held(i):
                    state = 3 + game.colours[i] if game.mode.coloured and i < 5 else 2
            if self.shown[i] != state:
                self.shown[i] = state
                self.pixels[i] = _OFF if state == 0 else _DIM if state == 1 else (
                    _HELD if state == 2 else _PAINTED[state - 3])
                changed = True
        if changed:
            self.pixels.show()
