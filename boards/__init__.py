"""Board profiles: pick the module for the board we run on, build its Hardware.

Like Adafruit_CircuitPython_PyBadger, the choice is made at run time and
only the chosen module is imported. The choice, first match wins:

1. ``YAHTZEE_BOARD`` from os.getenv (settings.toml on CircuitPython): a
   profile name below, e.g. "diy" for the home-built handheld or "pybadge_lc";
2. ``board.board_id`` through BOARD_IDS.

This package holds the devices' boards only. The PC simulator's board lives
with the simulator (tools/sim/board.py), which sets ``pc_board`` before it runs
code.py: nothing here imports it.

A board with no profile, or whose profile finds no display, gets a plain
message on the serial console and a BoardError saying the same, never a
bare AttributeError from deep inside a driver.
"""

# board.board_id -> profile (the ids are CircuitPython's port board names)
BOARD_IDS = {
    "pybadge": "pybadge",          # PyBadge and PyBadge LC share this firmware
    "edgebadge": "pybadge",
    "pygamer": "pygamer",
    "adafruit_macropad_rp2040": "macropad",
    "clue_nrf52840_express": "clue",
}

# profile name -> (module in boards/, variant passed to its build())
PROFILES = {
    "pybadge": ("pybadge", None),
    "pybadge_lc": ("pybadge", "lc"),
    "edgebadge": ("pybadge", None),
    "pygamer": ("pygamer", None),
    "macropad": ("macropad", None),
    "clue": ("clue", None),
    "diy": ("diy", None),
}

# The PC simulator's board: a function returning its Hardware, set by tools/simulate.py
# before it runs code.py; build() with no profile then builds it. None on a device.
pc_board = None


class BoardError(Exception):
    """This board cannot run the game; the message says why and what to do."""


def _setting(name):
    from yahtzee_app.settings import setting   # (here: the tools read this module's tables)
    value = setting(name)
    return None if value is None else str(value).strip().lower()


def choose(board_id=None):
    """The profile name for this board: YAHTZEE_BOARD, else the board_id table.

    Raises BoardError for a board without a profile.
    """
    override = _setting("YAHTZEE_BOARD")
    if override is not None:
        if override not in PROFILES:
            raise BoardError(
                "YAHTZEE_BOARD = \"%s\" in settings.toml is not a board profile; use one of: %s"
                % (override, ", ".join(sorted(PROFILES)))
            )
        return override
    if board_id is None:
        import board  # pylint: disable=import-outside-toplevel

        board_id = getattr(board, "board_id", "unknown")
    profile = BOARD_IDS.get(board_id)
    if profile is None:
        raise BoardError(
            "Yahtzee has no profile for board '%s'. Supported: PyBadge, PyBadge LC, EdgeBadge, "
            "PyGamer, MacroPad RP2040, CLUE; for a home-built handheld put "
            "YAHTZEE_BOARD = \"diy\" and its pins in settings.toml (see README.md, Flash a board)."
            % board_id
        )
    return profile


def _fail(message):
    # the serial console shows print() even when the traceback scrolls away
    print("*** Yahtzee cannot start: " + message)
    raise BoardError(message)


def build(profile=None):
    """Choose the board, import its module and return its Hardware."""
    problem = None
    hardware = None
    try:
        if profile is None and pc_board is not None:
            hardware = pc_board()
        else:
            if profile is None:
                profile = choose()
            module_name, variant = PROFILES[profile]
            module = __import__("boards." + module_name, None, None, ("build",))
            hardware = module.build() if variant is None else module.build(variant)
    except BoardError as error:
        problem = str(error)  # raised again below, outside the handler: one short traceback
    except ImportError as error:
        problem = ("a library is missing from CIRCUITPY/lib (%s). Deploy again with "
                   "python3 tools/deploy.py, or: circup install -r lib/requirements.txt" % error)
    if problem is None and (hardware is None or hardware.display is None):
        problem = ("the %s profile found no display. This game needs a screen: check that "
                   "the display is connected (DIY: the YAHTZEE_TFT_* pins in settings.toml)."
                   % profile)
    if problem is not None:
        _fail(problem)
    return hardware


def require_display(board_module, profile):
    """board.DISPLAY, or a BoardError naming the board (for the built-in screens)."""
    display = getattr(board_module, "DISPLAY", None)
    if display is None:
        raise BoardError(
            "board %s has no built-in display (board.DISPLAY); this CircuitPython build or "
            "board cannot run the %s profile." % (getattr(board_module, "board_id", "?"), profile)
        )
    return display
