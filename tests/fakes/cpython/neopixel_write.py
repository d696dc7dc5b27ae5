"""Stand-in: neopixel_write records the last buffer sent to each pin."""

sent = {}


def neopixel_write(digitalinout, buf):
    sent[digitalinout.pin.name] = bytes(buf)
