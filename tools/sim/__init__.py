"""The PC simulator: the game's own code.py and lib/ on a PC (tools/simulate.py runs it).

    board.py     the simulator's board: build() returns the Hardware a handheld's board
                 module would, over a pygame window, the keyboard and an NVM file
    display.py   the window: the screen scaled up, the hold LEDs under it, the font's sheet
    keys.py      the buttons: the PC's keys and scripts, as logical buttons or a board's own
    speaker.py   the speaker: the app's tones through the PC's sound, and a record of them
    clock.py     CircuitPython's ticks_ms as a board keeps it, and a scripted run's clock
    screen.py    what the screen says, read back from its displayio tree
    physical.py  a board's own profile (boards/<name>.py) over the CircuitPython stand-ins
    headless.py  no window and no sound card (the tests, fuzz, wear), lib/ on the path

The device side (boards/, lib/, yahtzee_core/, code.py) never imports this package: the
simulator hands its board to boards.build() through boards.pc_board before code.py runs.
"""
