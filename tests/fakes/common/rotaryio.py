"""Stand-in: IncrementalEncoder with a position the driver sets."""


class IncrementalEncoder:
    def __init__(self, pin_a, pin_b, divisor=4):
        self.position = 0

    def deinit(self):
        pass
