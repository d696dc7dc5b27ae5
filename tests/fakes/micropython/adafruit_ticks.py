import time


def ticks_ms():
    return time.ticks_ms()


def ticks_add(ticks, delta):
    return time.ticks_add(ticks, delta)


def ticks_diff(a, b):
    return time.ticks_diff(a, b)
