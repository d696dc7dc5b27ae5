"""Install every stand-in before the game imports anything, and say what they cost.

    import standins
    standins.install()      # -> bytes the stand-ins hold (gc.mem_alloc after collecting)
"""

import gc

_MODULES = ("displayio_standin", "supervisor", "microcontroller", "digitalio", "analogio",
            "audioio", "pwmio", "rotaryio", "neopixel_write", "keypad", "busio", "fontio",
            "terminalio", "alarm", "adafruit_pixelbuf", "adafruit_bus_device.i2c_device",
            "adafruit_bus_device.spi_device", "board")


def install():
    for name in _MODULES:
        __import__(name)
    import board
    board.DISPLAY.refresh()
    gc.collect()
    return gc.mem_alloc()
