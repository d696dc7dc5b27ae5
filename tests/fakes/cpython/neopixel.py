"""Stand-in: neopixel.NeoPixel as a list that remembers show().

CPython only: the unix port runs the real neopixel library (from the drive's lib/) over the
shared neopixel_write (tests/fakes/common/neopixel_write.py), as a board does."""

GRB = "GRB"
RGB = "RGB"


class NeoPixel:
    def __init__(self, pin, n, *, bpp=3, brightness=1.0, auto_write=True, pixel_order=None):
        if pin is None:
            raise ValueError("pin is None")
        self.pin = pin
        self.n = n
        self.brightness = brightness
        self.auto_write = auto_write
        self._pixels = [(0, 0, 0)] * n
        self.shows = 0

    def __len__(self):
        return self.n

    def __getitem__(self, index):
        return self._pixels[index]

    def __setitem__(self, index, value):
        self._pixels[index] = value
        if self.auto_write:
            self.show()

    def fill(self, value):
        self._pixels = [value] * self.n
        if self.auto_write:
            self.show()

    def show(self):
        self.shows += 1

    def deinit(self):
        pass
