"""The measurements: what the game costs a board and how it stands up, each a command.

    budget.py        the heap each stage needs, in CircuitPython itself (make budget)
    emulate.py       the PyBadge firmware in a CPU emulator: its free heap, presses, screenshots
    bench.py         the core's figures and press-to-pixels, in MicroPython (make bench)
    wear.py          the NVM's erases a game (make wear)
    bot_memory.py    each computer player's heap
    strength.py      each computer level's strength and a decision's cost (make strength)
    fuzz.py          random buttons into the real app
    robustness.py    saves, torn writes, soak, transcripts, fuzz, deploy: one table
    soak.py          complete games in MicroPython, the heap after each
    colour_blind.py  a screenshot as red-green colour blindness sees it
"""
