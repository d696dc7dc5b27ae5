"""Stand-in: alarm.sleep_memory (survives a reset, not a power cut; the board's size) and
the alarms."""

import os

# SAMD51 (the badges, the PyGamer): its 8 KB of backup RAM; RP2040 and nRF52840: 256 bytes.
_SAMD51 = ("pybadge", "edgebadge", "pygamer")
sleep_memory = bytearray(8192 if (os.getenv("STANDIN_BOARD") or "pybadge") in _SAMD51 else 256)
wake_alarm = None
deep_sleeps = 0


class _PinAlarm:
    def __init__(self, pin, value=False, edge=False, pull=False):
        self.pin = pin
        self.value = value


class _TimeAlarm:
    def __init__(self, monotonic_time=None, epoch_time=None):
        self.monotonic_time = monotonic_time


class pin:
    PinAlarm = _PinAlarm


class time:
    TimeAlarm = _TimeAlarm


def exit_and_deep_sleep_until_alarms(*alarms, preserve_dios=()):
    global deep_sleeps
    deep_sleeps += 1
    raise SystemExit("deep sleep")


def light_sleep_until_alarms(*alarms):
    return alarms[0] if alarms else None
