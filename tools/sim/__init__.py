"""The PC simulator (tools/simulate.py runs the game with it).

    board.py     the simulator's board: build() returns the Hardware a device's board
                 module would, over a pygame window, the keyboard and an NVM file
    clock.py     CircuitPython's ticks_ms as a board keeps it
    screen.py    what the screen says, read back from its displayio tree
    physical.py  a board's own profile (boards/<name>.py) over the CircuitPython stand-ins

The device side (boards/, lib/, yahtzee_core/, code.py) never imports this package: the
simulator hands its board to boards.build() through boards.pc_board before code.py runs.
"""
