"""Stand-in: supervisor.ticks_ms on a clock the test driver moves on (`now += ms`).
It is the board's clock (tools/sim/clock.py, which the guest cannot import): 65,536 ms
before the 2**29 wrap at power-on; a run on the same interpreter (a soft reload) goes on
counting."""

now = (1 << 29) - 65536


def ticks_ms():
    return now & 0x1FFFFFFF


class _Runtime:
    autoreload = True
    serial_connected = True


runtime = _Runtime()
