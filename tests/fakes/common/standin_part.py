"""What a bus's and a pin's object does besides its own job, as the C parts do: deinit(),
and a `with` block that gives it back (busio, digitalio)."""


class Part:
    def deinit(self):
        pass

    def __enter__(self):
        return self

    def __exit__(self, *args):
        pass
