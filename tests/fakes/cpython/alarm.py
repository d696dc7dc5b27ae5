"""Stand-in: alarm.sleep_memory (the board's size: a reset keeps it, a power cut does
not), pin alarms, and deep sleep, which ends the program as on a board. What comes after
is the driver's (tests/support/board_run.py): on USB power the wake reruns code.py with
`wake_alarm` set and the clock still counting; on battery the wake is a reset."""

import os

# SAMD51: its 8 KB of backup RAM (BKUPRAM); RP2040 and nRF52840: 256 bytes.
_SIZES = {"pybadge": 8192, "edgebadge": 8192, "pygamer": 8192,
          "adafruit_macropad_rp2040": 256, "clue_nrf52840_express": 256}

sleep_memory = bytearray(_SIZES.get(os.environ.get("STANDIN_BOARD", "pybadge"), 256))
wake_alarm = None
deep_sleeps = []          # the alarms of every deep sleep asked for


class _PinAlarm:
    def __init__(self, pin, value=False, edge=False, pull=False):
        self.pin = pin
        self.value = value
        self.pull = pull


class pin:
    PinAlarm = _PinAlarm


class DeepSleep(SystemExit):
    """What exit_and_deep_sleep_until_alarms() raises here: the program ends."""


def exit_and_deep_sleep_until_alarms(*alarms, preserve_dios=()):
    deep_sleeps.append(alarms)
    raise DeepSleep("deep sleep")
