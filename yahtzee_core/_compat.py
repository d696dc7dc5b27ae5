"""What the core borrows from MicroPython, with CPython stand-ins."""

try:
    from micropython import const
except ImportError:  # CPython: const() is only a marker there

    def const(value):
        return value
