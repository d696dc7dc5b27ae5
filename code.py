"""Yahtzee for CircuitPython: pick the board, build the app, run it."""

import boards

hardware = boards.build()
boards.forget()     # the board's code is spent once its parts are built: free its heap
del boards
from yahtzee_app.app import App  # noqa: E402  (imported after the board's code has gone)

App(hardware).run()
