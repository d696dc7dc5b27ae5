"""Stand-in: micropython.const.

CPython only: CircuitPython and MicroPython have the real module built in."""


def const(value):
    return value
