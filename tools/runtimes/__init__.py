"""The Pythons a board runs, on the PC: where the tests and the measurements run the game's code.

    circuitpython.py   CircuitPython 10.2.1's mpy-cross and unix port, built from the source
                       kit (make circuitpython); `run SCRIPT --board PROFILE`
    cpboard.py         a board in that unix port: the stand-ins frozen in, a guest's driver
    mpy.py             MicroPython 1.27: the WebAssembly build (tools/micropython/, npm) for
                       behaviour and heap locks, the WASI build for instruction counts
"""
