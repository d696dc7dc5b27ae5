"""CPython's layer over alarm (tests/fakes/common/alarm.py: the board's sleep memory, the
alarms): deep sleep raises DeepSleep, a SystemExit of its own, and keeps the alarms of every
deep sleep asked for, because the tests' board runtime (tests/support/board_run.py) catches
that to end a run and wakes the next one on those pins; the unix port's guests only count
deep sleeps, with no class to pay for in the measured heap."""

from fakes_core import core

_core = core("alarm")
sleep_memory = _core.sleep_memory
pin = _core.pin
time = _core.time
light_sleep_until_alarms = _core.light_sleep_until_alarms
wake_alarm = None
deep_sleeps = []          # the alarms of every deep sleep asked for


class DeepSleep(SystemExit):
    """What exit_and_deep_sleep_until_alarms() raises here: the program ends."""


def exit_and_deep_sleep_until_alarms(*alarms, preserve_dios=()):
    deep_sleeps.append(alarms)
    raise DeepSleep("deep sleep")
