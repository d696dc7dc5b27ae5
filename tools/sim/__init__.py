"""The PC simulator's parts (tools/simulate.py runs the game with them).

    clock.py     CircuitPython's ticks_ms as a board keeps it
    screen.py    what the screen says, read back from its displayio tree
    physical.py  a board's own profile (boards/<name>.py) over the CircuitPython stand-ins
"""
