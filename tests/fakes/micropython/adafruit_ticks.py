# MicroPython's layer: adafruit_ticks over MicroPython's own time.ticks_* (the real library
# wants CircuitPython's supervisor.ticks_ms, else falls back on a clock of its own making;
# CircuitPython's unix port runs the real one over tests/fakes/circuitpython/supervisor.py).
# Comments, not docstrings, in this layer: its files are compiled on the guest it measures.

import time


def ticks_ms():
    return time.ticks_ms()


def ticks_add(ticks, delta):
    return time.ticks_add(ticks, delta)


def ticks_diff(a, b):
    return time.ticks_diff(a, b)
