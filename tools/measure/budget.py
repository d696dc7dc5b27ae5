#!/usr/bin/env python3
"""The memory budget, measured where it counts: in CircuitPython 10.2.1 itself.

    python3 tools/measure/budget.py [--board pybadge|pygamer|clue|macropad|all]
                                    [--image mpy|py|frozen|all] [--stage NAME...] [--jobs 2]
    python3 tools/measure/budget.py --layouts   each stage at 6 heap layouts: least, most
    python3 tools/measure/budget.py --largest   the largest single allocation in play
    python3 tools/measure/budget.py --flash     the image's flash: .py and .mpy bytes per module

For each board profile, the image the deploy tool writes (tools/shipping/image.py: .mpy by default,
.py, or `frozen`: the modules frozen into the unix binary as the PyBadge firmware freezes
them into flash) runs in CircuitPython's unix port (32-bit, tools/runtimes/circuitpython.py) on the
stand-ins of tests/circuitpython (frozen into the binary, tools/runtimes/cpboard.py), driven by the
guest scripts there. Each stage's figure is the smallest `-X heapsize` at which the stage
still runs (to 512 B), less what the stand-ins hold (on a board they are C in flash) and
the guests' driver's own share (its code and the names none of the game's modules has,
`driver_cost()`; the names it shares with the game count as the game's, for a board interns
them too): the heap the board needs for it. A PyBadge has about 155 KB.

Stages: the title; the high-score, settings and controls screens; each mode's game on
screen; a 2-player game of each mode against a computer player of each level, P1 asking for
a hint at every step and following it, to the end screen; a game saved mid-turn and
resumed after a reset. `--largest`: the free heap is cut into holes of N bytes from the
first roll on (any bigger allocation then fails) and N is bisected, for the games against
an Expert (Classic: Perfect).
"""

from __future__ import annotations

import argparse
import concurrent.futures
import os
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.append(str(ROOT))

from tools import board_facts as facts  # noqa: E402
from tools.runtimes import circuitpython as cp  # noqa: E402

# the boards CircuitPython names, each over its stand-in `board` (tools/board_facts.py)
BOARDS = facts.MADE
IMAGES = ("mpy", "py", "frozen")
MODES = ("Classic", "Painted", "POWER")
LEVELS = ("Easy", "Normal", "Expert", "Perfect")
KB = 1024
# The targets (issue 9: the deploy path on a PyBadge; issue 13: its own firmware), in bytes
# of heap net of the stand-ins. test_budget.py guards them.
TARGETS = {
    "mpy": {"title": 100 * KB, "game": 135 * KB},
    "frozen": {"title": 50 * KB, "game": 100 * KB},
}
LARGEST_TARGET = 4 * KB     # after play has begun, no allocation bigger than this
# The heap's pools of interned strings (qstrs) hold 20, 40, ... 640 each, 1260 in all; the
# next one holds 1280 (7.7 KB at once). The title stays clear of it; a game here does not.
# The guests' driver's own names are static here (tools/runtimes/cpboard.driver_names), so they take
# no place in the pools; the names it shares with the game are the game's. Still, the unix
# port's own static names lack some two dozen a SAMD51 firmware has (`column`, `tile`,
# `grid`, `storage`...): a game here interns that many more than on a stock PyBadge, whose
# POWER game stays under 1260 until its computer is built (tools/measure/emulate.py reads the pools
# out of the firmware's RAM). A game figure here includes that pool.
QSTR_POOLS = 1260
QSTR_ROOM = QSTR_POOLS - 20
STEP = 512
# --layouts: each stage again with these bytes held before the stand-ins (and taken off with
# them): the figure moves with where the game's pieces fall, by up to 1.6 KB at 8cc23db's
# Classic game (126.4 to 128.0 KB), a change of nothing the game holds.
LAYOUT_PADS = (0, 48, 112, 208, 400, 800)
PAD = "BUDGET_PAD"          # (the pad travels in a stage's environment)
# ... and from the bisection's answer up, CLIMB heaps of CLIMB_STEP more must run too
CLIMB = 8
CLIMB_STEP = 256
# A heap so tight that the collector runs at every allocation plays at a crawl, on a board
# as here: a run that takes longer than this does not fit (a game takes seconds otherwise).
# On a busy machine a run that fits can take longer: BUDGET_TIGHT_S raises it (a figure
# measured on a machine with a load of 12 on 2 cores came out up to 6 KB high at 120 s).
TIGHT_S = int(os.getenv("BUDGET_TIGHT_S") or 120)


def stages():
    """[(name, guest script, environment)] in the order the table lists them."""
    rows = [("title", "title.py", {})]
    for screen, name in (("scores", "high scores"), ("settings", "settings"),
                         ("controls", "controls")):
        rows.append((name, "screens.py", {"SCREEN": screen}))
    for mode in range(3):
        rows.append(("%s game on screen" % MODES[mode], "screens.py",
                     {"SCREEN": "mode", "GAME_MODE": str(mode)}))
    for mode in range(3):
        for level in range(4 if mode == 0 else 3):
            rows.append(("%s vs CPU %s, hints" % (MODES[mode], LEVELS[level]), "game.py",
                         {"GAME_MODE": str(mode), "GAME_LEVEL": str(level)}))
    rows.append(("POWER game resumed", "screens.py", {"SCREEN": "resume", "GAME_MODE": "2"}))
    return rows


def game_stage(mode, level):
    return "%s vs CPU %s, hints" % (MODES[mode], LEVELS[level])


class Image:
    """One board's image staged in a folder, and the binary it runs in."""

    def __init__(self, board, kind):
        from tools.runtimes import cpboard
        from tools.shipping import image
        self.board = board
        self.kind = kind
        self.folder = Path(tempfile.mkdtemp(prefix="budget-%s-%s-" % (board, kind)))
        drive = self.folder / "drive"
        self.exe = None
        if kind == "frozen":
            from tools.shipping import firmware
            # staged where the binary's cache can tell an unchanged image (no rebuild)
            name = "micropython-frozen-" + board
            with cpboard.locked(name):
                manifest = cp.CACHE / (name + "_manifest.py")
                firmware.write_manifest(manifest, cp.CACHE / (name + "-modules"), board)
                # the stand-ins frozen in as well, as for every figure
                manifest.write_text(cpboard.manifest().read_text() + manifest.read_text())
                self.exe = cp.build_frozen(manifest, name)
            drive.mkdir()
            for target, source in image.files([board], image.board_id_for([board]), mpy=False,
                                              perfect=image.perfect_table_built()):
                if target.startswith("data/"):
                    (drive / "data").mkdir(exist_ok=True)
                    shutil.copy2(source, drive / target)
        else:
            image.stage(str(drive), [board], image.board_id_for([board]), mpy=kind == "mpy",
                        perfect=image.perfect_table_built())
        self.drive = drive
        self._driver = None
        self.driver_names = None    # the names the driver interned (driver_cost())

    def driver_cost(self):
        """Bytes the guests' driver holds of its own: loaded after every module of the image,
        so that the names it shares with the game are already interned (tests/circuitpython/
        driver_cost.py)."""
        if self._driver is None:
            from tools.shipping import image
            names = [image.module_name(target) for target, _ in
                     image.sources([self.board], image.board_id_for([self.board]))
                     if target.endswith(".py") and target != "code.py"]
            out = self.run("driver_cost.py", {"MODULES": ",".join(names)}, "2M")
            pools = [int(line.split("n_qstr=")[1].split(",")[0])
                     for line in out.splitlines() if line.startswith("qstr pool:")]
            self._driver = int(out.split("DRIVER ")[1].split()[0])
            self.driver_names = pools[1] - pools[0]
        return self._driver

    def overhead(self, out):
        """What a figure takes off the heap a stage ran in: the stand-ins (from the stage's
        output `out`) and the driver's own share."""
        return _standins(out) + self.driver_cost()

    def run(self, guest, env, heap, timeout=900):
        from tools.runtimes import cpboard
        return cpboard.run(cpboard.guest(guest, int(env.get(PAD, 0))), self.board, self.drive,
                           heap, env=env, exe=self.exe, timeout=timeout)

    def fits(self, guest, env, heap):
        """Whether the stage runs (in reasonable time) in `heap` bytes of heap."""
        try:
            self.run(guest, env, heap, TIGHT_S)
            return True
        except cp.CircuitPythonError as error:
            if error.memory or error.timed_out:
                return False
            raise

    def close(self):
        shutil.rmtree(self.folder, ignore_errors=True)


def stage_lines(out):
    """[(stage name, bytes in use, strings interned)] from a guest's output."""
    found = []
    for line in out.splitlines():
        if line.startswith("STAGE "):
            name, used = line[len("STAGE "):].rsplit(" ", 1)
            found.append([name, int(used), 0])
        elif line.startswith("qstr pool:") and found:
            found[-1][2] = int(line.split("n_qstr=")[1].split(",")[0])
    return [tuple(row) for row in found]


def _driven(out):
    """What the stand-ins and the whole driver hold (drive.py's DRIVEN line)."""
    return int(out.split("DRIVEN ")[1].split()[0])


def _standins(out):
    """What the stand-ins alone hold (cpboard.guest()'s first line, before the driver)."""
    for line in out.splitlines():
        if line.startswith("STANDINS "):
            return int(line.split()[1])
    raise ValueError("the guest did not say what the stand-ins hold:\n" + out)


def prepare(image, env):
    """A stage's environment, with what it needs made first (a resumed game: its save)."""
    env = dict(env)
    if env.get("SCREEN") == "resume":
        prepared = image.folder / "saved.nvm"
        env["NVM_FILE"] = str(prepared)
        image.run("save_midturn.py", env, "1M")
    return env


def measure(image, name, guest, env):
    """(net heap the stage needs, bytes in use at the stage's end) for one stage."""
    env = prepare(image, env)
    out = image.run(guest, env, "2M")
    standins = image.overhead(out)
    in_use = stage_lines(out)[-1][1]
    low = standins + in_use
    high = low + 64 * KB
    while not image.fits(guest, env, high):
        low = high
        high += 64 * KB
    while high - low > STEP:
        middle = (low + high) // 2 // STEP * STEP
        if image.fits(guest, env, middle):
            high = middle
        else:
            low = middle
    return _from_here_up(image, guest, env, high) - standins, in_use


def _from_here_up(image, guest, env, heap):
    """The least heap, from `heap` (where the stage ran) on, from which every larger one
    runs, CLIMB steps of CLIMB_STEP bytes at least: the fits are not monotonic in the
    heap's size (a conservative collector's reach, and where the pieces fall, depend on
    addresses), so the bisection alone can land on a heap a little more would not run in
    (the CLUE's POWER game: 134.8 KB ran, 135.0 did not, 135.2 did)."""
    step = 1
    while step <= CLIMB:
        if image.fits(guest, env, heap + step * CLIMB_STEP):
            step += 1
        else:
            heap += step * CLIMB_STEP
            step = 1
    return heap


def largest(image, mode, level, heap="1M"):
    """The smallest hole size (bytes) in which the game still runs from its first roll on:
    the largest single allocation it makes in play (to 16 B)."""
    low, high = 16, 16 * KB
    env = {"GAME_MODE": str(mode), "GAME_LEVEL": str(level)}
    while high - low > 16:
        middle = (low + high) // 2 // 16 * 16
        env["GAME_HOLE"] = str(middle)
        if image.fits("game.py", env, heap):
            high = middle
        else:
            low = middle
    return high


def table(board, kinds, names=None, jobs=2, out=print):
    images = {kind: Image(board, kind) for kind in kinds}
    rows = [row for row in stages() if names is None or row[0] in names]
    try:
        with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
            futures = {(row[0], kind): pool.submit(measure, images[kind], *row)
                       for row in rows for kind in kinds}
            out("%s: heap needed (KB, net of the stand-ins) in CircuitPython %s's unix port"
                % (board, cp.VERSION))
            out("  %-34s %s" % ("stage", "  ".join("%8s" % kind for kind in kinds)))
            for row in rows:
                figures = []
                for kind in kinds:
                    net, _ = futures[row[0], kind].result()
                    figures.append("%8.1f" % (net / KB))
                out("  %-34s %s" % (row[0], "  ".join(figures)))
    finally:
        for image in images.values():
            image.close()


def layouts(board, kind, names=None, jobs=2, out=print):
    """Each stage's figure at every pad of LAYOUT_PADS: the least and the most (KB), and how
    far apart, so that a change of a few hundred bytes is told from the heap's layout."""
    image = Image(board, kind)
    rows = [row for row in stages() if names is None or row[0] in names]
    try:
        with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
            futures = {(row[0], pad): pool.submit(measure, image, row[0], row[1],
                                                  dict(row[2], **{PAD: str(pad)}))
                       for row in rows for pad in LAYOUT_PADS}
            out("%s %s: heap needed (KB, net of the stand-ins) at %d layouts (%s B held "
                "before the stand-ins)" % (board, kind, len(LAYOUT_PADS),
                                          ", ".join(str(pad) for pad in LAYOUT_PADS)))
            out("  %-34s %8s %8s %8s" % ("stage", "least", "most", "apart"))
            for row in rows:
                figures = [futures[row[0], pad].result()[0] / KB for pad in LAYOUT_PADS]
                out("  %-34s %8.1f %8.1f %8.1f" % (row[0], min(figures), max(figures),
                                                   max(figures) - min(figures)))
    finally:
        image.close()


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    facts.add_board_option(parser, BOARDS, "pybadge", what="the board whose image to measure")
    parser.add_argument("--image", default="mpy", choices=IMAGES + ("all",))
    parser.add_argument("--stage", action="append", help="only this stage (repeatable)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--largest", action="store_true",
                        help="the largest single allocation in play, per mode (Expert; "
                        "Classic: Perfect)")
    parser.add_argument("--layouts", action="store_true",
                        help="each stage at %d heap layouts: the least and the most it needs"
                        % len(LAYOUT_PADS))
    parser.add_argument("--flash", action="store_true",
                        help="the image's flash per module, .py and .mpy (no heap figures)")
    args = parser.parse_args(argv)
    boards = facts.chosen(args.board, BOARDS)
    if args.flash:
        from tools.shipping import image
        try:
            for board in boards:
                rows = image.flash_report([board], image.board_id_for([board]))
                print("\n".join(image.format_flash_report(rows, "%s: flash bytes" % board)))
        except image.NoMpyCross as error:
            print("budget: %s" % error, file=sys.stderr)
            return 2
        return 0
    try:
        cp.require()
    except cp.NotBuilt as error:
        print("budget: %s" % error, file=sys.stderr)
        return 2
    kinds = IMAGES if args.image == "all" else (args.image,)
    if args.largest:
        for board in boards:
            image = Image(board, kinds[0])
            try:
                for mode, level in ((0, 3), (1, 2), (2, 2)):
                    print("%s %s: largest allocation in %s: %d B" % (
                        board, kinds[0], game_stage(mode, level), largest(image, mode, level)))
            finally:
                image.close()
        return 0
    for board in boards:
        if args.layouts:
            for kind in kinds:
                layouts(board, kind, args.stage, args.jobs)
        else:
            table(board, kinds, args.stage, args.jobs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
