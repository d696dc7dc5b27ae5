"""CPython's layer over pwmio (tests/fakes/common/pwmio.py: PWMOut records its frequency
and duty cycle): a missing pin (None) is refused, as CircuitPython refuses it, and the
settings are keyword-only, as in CircuitPython's signature. CPython's tests build every
profile against each board's real pin set, so they are where a missing pin shows; the frozen,
measured stand-in of the unix port is kept byte for byte."""

from fakes_core import core

_core = core("pwmio")


class PWMOut(_core.PWMOut):
    def __init__(self, pin, *, duty_cycle=0, frequency=500, variable_frequency=False):
        if pin is None:
            raise ValueError("pin is None")
        super().__init__(pin, duty_cycle, frequency, variable_frequency)
