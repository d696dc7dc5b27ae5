"""Stand-in: pwmio.PWMOut records frequency and duty cycle."""


class PWMOut:
    def __init__(self, pin, *, duty_cycle=0, frequency=500, variable_frequency=False):
        if pin is None:
            raise ValueError("pin is None")
        self.pin = pin
        self.duty_cycle = duty_cycle
        self.frequency = frequency
        self.variable_frequency = variable_frequency

    def deinit(self):
        pass
