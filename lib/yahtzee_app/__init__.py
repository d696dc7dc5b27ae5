"""The device-side app: controller, screens, input, LEDs, storage, sound."""

# The game's version, the one place it is written: our PyBadge firmware puts it in the board
# name boot_out.txt shows (tools/shipping/firmware.py), beside CircuitPython's own version.
GAME_VERSION = "1.1"
