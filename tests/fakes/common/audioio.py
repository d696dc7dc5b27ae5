"""Stand-in: AudioOut records what it plays (audiocore.RawSample is real in the unix port)."""


class AudioOut:
    def __init__(self, left_channel, right_channel=None, quiescent_value=0x8000):
        self.pin = left_channel
        self.playing = False
        self.sample = None
        self.plays = 0

    def play(self, sample, loop=False):
        self.sample = sample
        self.playing = True
        self.plays += 1

    def stop(self):
        self.playing = False

    def deinit(self):
        pass
