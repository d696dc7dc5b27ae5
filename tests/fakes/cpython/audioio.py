"""Stand-in: audioio.AudioOut records what it plays."""


class AudioOut:
    def __init__(self, left_channel, *, right_channel=None, quiescent_value=0x8000):
        if left_channel is None:
            raise ValueError("pin is None")
        self.pin = left_channel
        self.playing = False
        self.sample = None
        self.loop = False

    def play(self, sample, *, loop=False):
        self.sample = sample
        self.loop = loop
        self.playing = True

    def stop(self):
        self.playing = False

    def deinit(self):
        pass
