# Yahtzee's PyBadge: CircuitPython's own PyBadge board with the modules a dice game never
# uses switched off and the game frozen into flash. Only this file and mpconfigboard.h are
# ours: tools/shipping/firmware.py keeps the kit's boards/pybadge (board.c, pins.c...) in its build
# tree, renames the kit's mpconfigboard.mk and .h there to mpconfigboard_kit.*, and puts
# these two beside them. The directory stays boards/pybadge, so board.board_id stays
# "pybadge" (boards/__init__.py picks the game's profile from it).

# The kit's settings first: USB ids, the chip, the 2 MB QSPI flash, long ints...
include boards/$(BOARD)/mpconfigboard_kit.mk

# The game frozen in, instead of the stage library (stage.py, ugame.py). tools/shipping/firmware.py
# passes the staged folder: the deploy image's modules for a PyBadge but code.py.
ifeq ($(YAHTZEE_FROZEN),)
$(error YAHTZEE_FROZEN is not set: build this board with tools/shipping/firmware.py (make firmware))
endif
FROZEN_MPY_DIRS = $(YAHTZEE_FROZEN)

# Switched off: what each saved is measured by tools/shipping/firmware.py --measure (one build with
# the module back on each; docs/FIRMWARE.md has the table). Bytes of flash.
# The stage game library and its C renderer (_stage, stage, ugame): the game draws with
# displayio.
CIRCUITPY_STAGE = 0
# Numerical arrays (ulab/numpy): nothing here does maths on arrays.
CIRCUITPY_ULAB = 0
# MP3 playback: the game's sounds are tones made in RAM (audiocore.RawSample).
CIRCUITPY_AUDIOMP3 = 0
# Bluetooth through an external HCI co-processor (an AirLift): a PyBadge has none.
CIRCUITPY_BLEIO_HCI = 0
# The synthesizer: the same tones need none.
CIRCUITPY_SYNTHIO = 0
# Mixing several sounds: one at a time is played.
CIRCUITPY_AUDIOMIXER = 0
# I2S and PDM microphones: the PyBadge's speaker is on the DAC (audioio).
CIRCUITPY_AUDIOBUSIO = 0
# USB keyboard/mouse/gamepad and USB MIDI: the badge is a game, not a USB device.
CIRCUITPY_USB_HID = 0
CIRCUITPY_USB_MIDI = 0
# Text and data formats the game does not read: regular expressions, JSON (and with it the
# io module: BytesIO/StringIO), MessagePack, zlib; the saves are raw bytes in the NVM.
CIRCUITPY_RE = 0
CIRCUITPY_JSON = 0
CIRCUITPY_MSGPACK = 0
CIRCUITPY_ZLIB = 0
# asyncio's C core (and select, which it pulls in): the game has one loop of its own.
MICROPY_PY_ASYNCIO = 0
# Interfaces with nothing to connect on a PyBadge: SD cards, PS/2, 1-Wire, I2C target mode,
# pulse trains (IR), pulse counting, frequency counting, rotary encoders, touch pads,
# bit-banged buses, e-paper displays, NeoPixel pixel maps.
CIRCUITPY_SDCARDIO = 0
CIRCUITPY_PS2IO = 0
CIRCUITPY_ONEWIREIO = 0
CIRCUITPY_I2CTARGET = 0
CIRCUITPY_PULSEIO = 0
CIRCUITPY_COUNTIO = 0
CIRCUITPY_FREQUENCYIO = 0
CIRCUITPY_ROTARYIO = 0
CIRCUITPY_TOUCHIO = 0
CIRCUITPY_BITBANGIO = 0
CIRCUITPY_EPAPERDISPLAY = 0
CIRCUITPY_PIXELMAP = 0

# Kept (the game or a person's REPL needs them): displayio, terminalio, fontio, vectorio,
# bitmaptools, tilepalettemapper, busdisplay, fourwire, keypad, neopixel_write,
# adafruit_pixelbuf, adafruit_bus_device, audioio, audiocore, analogio, digitalio, pwmio,
# busio, nvm, alarm, microcontroller, supervisor, storage, usb_cdc, board, os, time, rtc,
# random, struct, array, math, collections, gc, traceback, rainbowio, watchdog, samd...
