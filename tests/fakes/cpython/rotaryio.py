"""Stand-in: rotaryio.IncrementalEncoder with a settable position."""


class IncrementalEncoder:
    def __init__(self, pin_a, pin_b, divisor=4):
        if pin_a is None or pin_b is None:
            raise ValueError("pin is None")
        self.pins = (pin_a, pin_b)
        self.position = 0
        self.divisor = divisor

    def deinit(self):
        pass
