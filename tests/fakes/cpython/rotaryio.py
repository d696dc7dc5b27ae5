"""CPython's layer over rotaryio (tests/fakes/common/rotaryio.py: an IncrementalEncoder
whose `position` the test sets): a missing pin (None) is refused, as CircuitPython refuses
it, where CPython's tests build every profile against each board's real pin set."""

from fakes_core import core

_core = core("rotaryio")


class IncrementalEncoder(_core.IncrementalEncoder):
    def __init__(self, pin_a, pin_b, divisor=4):
        if pin_a is None or pin_b is None:
            raise ValueError("pin is None")
        super().__init__(pin_a, pin_b, divisor)
