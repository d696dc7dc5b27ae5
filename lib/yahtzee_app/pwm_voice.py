"""A voice for yahtzee_app.sound's Tone: a square wave on a buzzer or a PWM-driven
speaker (the CLUE, the MacroPad, the DIY board)."""


class PwmVoice:
    """A square wave from pwmio.PWMOut (variable_frequency=True)."""

    def __init__(self, pwm, enable=None, duty_cycle=0x8000):
        self.pwm = pwm
        self.enable = enable  # digitalio output that powers an amplifier, or None
        self.duty_cycle = duty_cycle

    def start(self, frequency_hz):
        self.pwm.frequency = frequency_hz
        self.pwm.duty_cycle = self.duty_cycle
        if self.enable is not None:
            self.enable.value = True

    def stop(self):
        self.pwm.duty_cycle = 0
        if self.enable is not None:
            self.enable.value = False
