"""Yahtzee for CircuitPython: pick the board, build the app, run it."""

from yahtzee_app.heap import borrowed

with borrowed("boards"):    # the board's code is spent once its parts are built: free its heap
    import boards
    hardware = boards.build()
    del boards
from yahtzee_app.app import App  # noqa: E402  (imported after the board's code has gone)

App(hardware).run()
