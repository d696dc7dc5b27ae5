"""Stand-in: supervisor.ticks_ms on a clock the test driver sets."""

now = 0


def ticks_ms():
    return now & 0x1FFFFFFF


class _Runtime:
    autoreload = True
    serial_connected = True


runtime = _Runtime()
