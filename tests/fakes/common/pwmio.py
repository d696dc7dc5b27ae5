"""Stand-in: PWMOut records its frequency and duty cycle."""


class PWMOut:
    def __init__(self, pin, duty_cycle=0, frequency=500, variable_frequency=False):
        self.pin = pin
        self.duty_cycle = duty_cycle
        self.frequency = frequency
        self.variable_frequency = variable_frequency

    def deinit(self):
        pass
