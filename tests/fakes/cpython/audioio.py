"""CPython's layer over audioio (tests/fakes/common/audioio.py: AudioOut records what it
plays): a missing pin (None) is refused, as CircuitPython refuses it, the settings are
keyword-only, as in CircuitPython's signature, and `loop` is kept, which the board tests
read (a tone held while a key is)."""

from fakes_core import core

_core = core("audioio")


class AudioOut(_core.AudioOut):
    def __init__(self, left_channel, *, right_channel=None, quiescent_value=0x8000):
        if left_channel is None:
            raise ValueError("pin is None")
        super().__init__(left_channel, right_channel, quiescent_value)
        self.loop = False

    def play(self, sample, *, loop=False):
        super().play(sample, loop)
        self.loop = loop
