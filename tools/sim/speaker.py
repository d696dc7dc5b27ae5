"""The simulator's speaker: the app's tones through the PC's sound device, and a record of
every note and melody for the tests."""

import os

import pygame

from yahtzee_app.sound import Tone


class PcVoice:
    """A Tone's voice on the PC: it records every note started (tests read
    `notes`) and, where pygame has a sound device, plays it as a square wave."""

    mixer = None            # pygame.mixer once it has started; False: there is no sound here

    def __init__(self, audible=None):
        self.notes = []
        self.sounding = False
        self._sounds = {}
        if audible is None:
            audible = os.environ.get("SDL_AUDIODRIVER") != "dummy"
        self.audible = audible

    def _mixer(self):
        if not self.audible or PcVoice.mixer is False:
            return None
        if PcVoice.mixer is None:
            try:
                pygame.mixer.init(frequency=22050, size=-16, channels=1)
                PcVoice.mixer = pygame.mixer
            except pygame.error:
                PcVoice.mixer = False
                return None
        return PcVoice.mixer

    def start(self, frequency_hz):
        self.notes.append(frequency_hz)
        self.sounding = True
        mixer = self._mixer()
        if mixer is not None:
            sound = self._sounds.get(frequency_hz)
            if sound is None:
                half = max(1, 22050 // (2 * frequency_hz))
                wave = (b"\x00\x18" * half + b"\x00\xe8" * half) * max(1, 2205 // (2 * half))
                sound = self._sounds[frequency_hz] = mixer.Sound(buffer=wave)
            mixer.stop()
            sound.play(loops=-1)

    def stop(self):
        self.sounding = False
        if PcVoice.mixer:
            PcVoice.mixer.stop()


class PcSpeaker(Tone):
    """The board's Tone player on a PcVoice; `played` lists every melody the app
    asked for (tests check the sounds, and that Sound off silences them all)."""

    def __init__(self, voice=None):
        super().__init__(voice or PcVoice())
        self.played = []
        self._now = 0

    def play(self, melody, loop=False):
        self.played.append(melody)
        super().play(melody, loop)
        self._until = self._now + melody[1] * 10    # on the clock the app's frames keep

    def update(self, now_ms):
        self._now = now_ms
        super().update(now_ms)
