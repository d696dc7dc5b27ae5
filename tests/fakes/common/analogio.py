"""Stand-in: AnalogIn reads a stand-in Pin's `analog`."""


class AnalogIn:
    def __init__(self, pin):
        self.pin = pin
        self.reference_voltage = 3.3

    @property
    def value(self):
        return self.pin.analog

    def deinit(self):
        pass
