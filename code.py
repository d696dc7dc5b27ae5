"""Yahtzee for CircuitPython: pick the board, build the app, run it."""

import os

import boards

hardware = boards.build()
boards.forget()     # the board's code is spent once its parts are built: free its heap
del boards
if os.getenv("YAHTZEE_SELFTEST"):     # README.md, "Your first run on a board"
    from yahtzee_app.selftest import run
    run(hardware)                     # its code then leaves the heap
    del run
from yahtzee_app.app import App  # noqa: E402  (imported after the board's code has gone)

App(hardware).run()
