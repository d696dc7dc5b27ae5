"""Yahtzee for CircuitPython: pick the board, build the app, run it."""

import boards
from yahtzee_app.app import App

App(boards.build()).run()
