"""Run the device's code.py on the PC, in a window or headless.

    .venv/bin/python tools/simulate.py                      # play: logical buttons, 160x128
    .venv/bin/python tools/simulate.py --board clue         # the CLUE and its two buttons
    .venv/bin/python tools/simulate.py --board clue --keys "A:700 B:900 wait:500" \\
        --headless --screenshots shots/
    .venv/bin/python tools/simulate.py --logical --screen 240x135 \\
        --keys "ENTER ENTER ENTER ENTER ROLL HOLD1 HOLD2 ROLL ENTER" --seed 7 --headless
    .venv/bin/python tools/simulate.py --keys "ENTER ENTER ENTER ENTER" --headless \\
        --print-screen                                      # what the screen says, as text

It puts lib/ and the repo root on sys.path (as CIRCUITPY would), hands the
simulator's board (tools/sim/board.py) to boards.build() through
boards.pc_board and runs code.py itself, so the simulator exercises exactly the
firmware's start-up path.

--board PROFILE plays that board with its own buttons: PC keys press its
physical buttons, which go through its own key logic (boards/PROFILE.py over
the CircuitPython stand-ins, tools/sim/physical.py): long presses, chords,
repeats, the knob, the joystick, the shake. Without --board (or with
--logical) PC keys are the app's logical buttons. A scripted run (--keys)
keeps its own clock, 20 ms a frame, so its timings are exact and the same
every time, on a board's clock: from where ticks_ms stands at power-on (65,536 ms
before its 2**29 wrap), or --uptime S seconds later (a code.py reloaded on a board
that has been up that long). A windowed run reads the PC's own clock, which has
been counting since the machine started.
"""

import argparse
import os
import runpy
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from tools import board_facts as facts  # noqa: E402

# the boards with their own buttons: one a module of boards/ (tools/board_facts.py)
BOARDS = facts.BOARDS
# the screens, by size (tools/sim/board.py's, from the boards' facts)
SCREENS = tuple("%dx%d" % (row.width, row.height) for row in facts.SCREENS.values())
KEYS_HELP = """logical keys: Space/R roll, 1-6 hold a die, Left/Right dice cursor, X hold at the
      cursor, Up/Down the scorecard, Enter score/choose, P ask to score (press twice),
      U undo a Double's first box, H help line, Esc/M menu/back, K hint, S skip,
      F12 screenshot, Q quit
--board PROFILE keys: the window's bottom line names them (tools/board_facts.py pc_keys)
--keys, logical: "ROLL HOLD1 RIGHT*3 ENTER" (one a frame; a roll gets 0.7 s to settle)
--keys, --board: "B" (a tap), "B:700" (held 700 ms), "wait:500", "A+B" (together),
      "down:A B up:A" (hold A, tap B), "NAME*3"; the board's buttons by name"""


def main(argv=None):
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=KEYS_HELP)
    facts.add_board_option(parser, BOARDS, allow_all=False,
                           what="play it with its own buttons (with --logical: on its screen)")
    parser.add_argument("--logical", action="store_true",
                        help="PC keys as the app's logical buttons (the default without --board)")
    parser.add_argument("--screen", choices=SCREENS,
                        help="screen size: logical mode (default 160x128, or the board's), "
                             "and the DIY board's panel (default 240x135)")
    parser.add_argument("--keys", default="",
                        help='scripted presses (below); the run ends after them')
    parser.add_argument("--screenshot", help="PNG of the final screen")
    parser.add_argument("--screenshots", help="directory for one PNG per scripted step")
    parser.add_argument("--print-screen", action="store_true",
                        help="after the script, print the text of every label on screen, "
                             "one a line, top to bottom (then left to right)")
    parser.add_argument("--nvm", default=os.path.join(ROOT, "artifacts", "simulator.nvm"),
                        help="file standing in for microcontroller.nvm (default %(default)s)")
    parser.add_argument("--seed", type=int, help="dice seed (default: random)")
    parser.add_argument("--uptime", type=int, default=0, metavar="S",
                        help="a scripted run starts S seconds after the board's power-on "
                             "(as after a soft reload; default 0)")
    parser.add_argument("--scale", type=int, help="window scale (default per screen)")
    parser.add_argument("--headless", action="store_true",
                        help="no window (SDL_VIDEODRIVER=dummy)")
    parser.add_argument("--mute", action="store_true", help="no sound from the PC's speaker")
    args = parser.parse_args(argv)
    physical = args.board if args.board and not args.logical else None
    for path in (ROOT, os.path.join(ROOT, "lib")):
        if path not in sys.path:
            sys.path.insert(0, path)
    if physical:
        from tools.sim.physical import Physical, ScriptError, parse_script
        if args.screen and physical != "diy":
            parser.error("--screen: the %s's screen is its own (--screen is for --logical "
                         "and the DIY board)" % physical)
        try:
            parse_script(args.keys, Physical(physical, args.screen).names)
        except ScriptError as error:
            parser.error("--keys: %s" % error)
    else:
        from yahtzee_app.names import event_named as named
        for token in args.keys.replace(",", " ").split():
            name, _, times = token.partition("*")
            try:
                named(name)
                int(times or "1")
            except ValueError as error:
                parser.error("--keys: %s" % error)

    if args.headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
    headless = os.environ.get("SDL_VIDEODRIVER") == "dummy"
    if headless and not args.keys:
        parser.error("a headless run needs --keys (it would wait forever for the keyboard)")
    if headless or args.mute:
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    if args.nvm:
        folder = os.path.dirname(os.path.abspath(args.nvm))
        os.makedirs(folder, exist_ok=True)
    row = facts.FACTS[args.board or "pybadge"]
    screen = args.screen or "%dx%d" % (row.width, row.height)
    import boards
    from tools.sim import board as sim_board
    from tools.sim.clock import VirtualClock
    clock = None
    if args.keys:
        # The script's own time: every module reads adafruit_ticks' clock, this one.
        import adafruit_ticks
        clock = VirtualClock(1000 * args.uptime)
        adafruit_ticks.ticks_ms = clock.ticks_ms

    def build():
        return sim_board.build(
            profile=sim_board.SCREENS[screen], physical=physical, screen=args.screen,
            keys=args.keys, nvm_path=args.nvm or None, seed=args.seed,
            screenshot=args.screenshot, screenshots=args.screenshots,
            print_screen=args.print_screen, scale=args.scale, clock=clock)

    boards.pc_board = build        # code.py's boards.build() builds the simulator's board
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
