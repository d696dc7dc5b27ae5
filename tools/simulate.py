"""Run the device's code.py on the PC, in a window or headless.

    .venv/bin/python tools/simulate.py                      # play (PyBadge screen)
    .venv/bin/python tools/simulate.py --board clue
    SDL_VIDEODRIVER=dummy .venv/bin/python tools/simulate.py \\
        --keys "ENTER ENTER ENTER ROLL HOLD1 HOLD2 ROLL ENTER" --seed 7 \\
        --screenshot out.png --screenshots shots/

It puts lib/ and the repo root on sys.path (as CIRCUITPY would), selects
the desktop board through YAHTZEE_BOARD=desktop and runs code.py itself, so
the simulator exercises exactly the firmware's start-up path.
"""

import argparse
import os
import runpy
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BOARDS = ("pybadge", "clue", "wide", "macropad")


def main(argv=None):
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="keys: Space/R roll, 1-6 hold a die, Up/Down dice cursor, X hold at the cursor,\n"
               "      Left/Right pick a box, Enter score/choose, U undo a Double's first box,\n"
               "      H help line, Esc/M menu/back, K hint, S skip, F12 screenshot, Q quit")
    parser.add_argument("--board", choices=BOARDS, default="pybadge",
                        help="screen to simulate (default pybadge, 160x128)")
    parser.add_argument("--keys", default="",
                        help='scripted buttons, e.g. "ROLL HOLD1 RIGHT*2 ENTER"; '
                             "the run ends after them")
    parser.add_argument("--screenshot", help="PNG of the final screen")
    parser.add_argument("--screenshots", help="directory for one PNG per scripted step")
    parser.add_argument("--nvm", default=os.path.join(ROOT, "artifacts", "simulator.nvm"),
                        help="file standing in for microcontroller.nvm (default %(default)s)")
    parser.add_argument("--seed", type=int, help="dice seed (default: random)")
    parser.add_argument("--scale", type=int, help="window scale (default per board)")
    parser.add_argument("--headless", action="store_true",
                        help="no window (SDL_VIDEODRIVER=dummy)")
    args = parser.parse_args(argv)
    sys.path.insert(0, os.path.join(ROOT, "lib"))
    from yahtzee_app.events import named
    for token in args.keys.replace(",", " ").split():
        name, _, times = token.partition("*")
        try:
            named(name)
            int(times or "1")
        except ValueError as error:
            parser.error("--keys: %s" % error)

    if args.headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
    if os.environ.get("SDL_VIDEODRIVER") == "dummy" and not args.keys:
        parser.error("a headless run needs --keys (it would wait forever for the keyboard)")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    if args.nvm:
        folder = os.path.dirname(os.path.abspath(args.nvm))
        os.makedirs(folder, exist_ok=True)
    settings = {
        "YAHTZEE_BOARD": "desktop",
        "YAHTZEE_PROFILE": args.board,
        "YAHTZEE_KEYS": args.keys,
        "YAHTZEE_NVM": args.nvm or "",
        "YAHTZEE_SEED": "" if args.seed is None else str(args.seed),
        "YAHTZEE_SCREENSHOT": args.screenshot or "",
        "YAHTZEE_SCREENSHOTS": args.screenshots or "",
        "YAHTZEE_SCALE": "" if args.scale is None else str(args.scale),
    }
    os.environ.update(settings)
    for path in (ROOT, os.path.join(ROOT, "lib")):
        if path not in sys.path:
            sys.path.insert(0, path)
    import pygame
    try:
        runpy.run_path(os.path.join(ROOT, "code.py"), run_name="__main__")
    except SystemExit as done:
        return done.code or 0
    except KeyboardInterrupt:
        return 0
    except pygame.error as error:
        print("simulate: no window (%s); use --headless with --keys" % error, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
