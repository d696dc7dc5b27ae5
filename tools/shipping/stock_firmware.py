#!/usr/bin/env python3
"""The stock PyBadge firmware, CircuitPython as Adafruit ships it, for tools/measure/emulate.py.

    python3 tools/shipping/stock_firmware.py [--jobs N] [--optional]     (make stock-firmware)

Builds build/firmware-VERSION/stock-src/ports/atmel-samd/build-stock/firmware.{uf2,elf}
from the same offline kit as our firmware (tools/shipping/firmware.py): ours without the board
files, the fresh drive's code.py patch and the frozen game. The kit is extracted into a
tree of its own (stock-src), since our build rewrites its tree's board files. Cached: a
second run with the same kit does nothing.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.append(str(ROOT))  # last: the repo's code.py would shadow the stdlib's `code`

from tools.shipping import firmware  # noqa: E402

TREE = firmware.CACHE / "stock-src"
BUILD_DIR = "build-stock"
BUILD_PATH = TREE / "ports" / "atmel-samd" / BUILD_DIR
UF2 = BUILD_PATH / "firmware.uf2"
ELF = BUILD_PATH / "firmware.elf"


def extract(tarball, out=print):
    return firmware.extract_kit(tarball, out, TREE, "stock-src.stamp")


def build(jobs=2, out=print):
    """Build (or find cached) the stock firmware; returns (uf2, elf, seconds built)."""
    tarball = firmware.kit_tarball()
    if tarball is None:
        raise firmware.Missing(firmware.HOW_TO_GET)
    env = firmware.build_env()
    firmware.check_prerequisites(env)
    with firmware._locked():
        tree = extract(tarball, out)
        firmware.check_isolated(tree, env)
        stamp_path = firmware.CACHE / (BUILD_DIR + ".json")
        identity = firmware._file_digest(tarball) + repr(firmware.MAKE_OPTIONS)
        stamp = json.loads(stamp_path.read_text()) if stamp_path.is_file() else {}
        if (stamp.get("kit") == identity and UF2.is_file()
                and stamp.get("uf2") == firmware._file_digest(UF2)):
            return UF2, ELF, 0.0
        started = time.monotonic()
        with open(firmware.CACHE / (BUILD_DIR + ".log"), "w") as log:
            if not (tree / "mpy-cross" / "build" / "mpy-cross").is_file():
                out("building mpy-cross for the stock tree")
                firmware._run(["make", "-C", tree / "mpy-cross", "-j%d" % jobs], env=env,
                              log=log)
            out("building the stock PyBadge firmware, CircuitPython %s (a few minutes)"
                % firmware.VERSION)
            firmware._run(["make", "-j%d" % jobs] + list(firmware.MAKE_OPTIONS)
                          + ["BUILD=" + BUILD_DIR], cwd=tree / "ports" / "atmel-samd",
                          env=env, log=log)
        seconds = time.monotonic() - started
        stamp_path.write_text(json.dumps({"kit": identity, "uf2": firmware._file_digest(UF2),
                                          "seconds": round(seconds, 1)}))
        return UF2, ELF, seconds


def main(argv=None, out=print):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--jobs", "-j", type=int, default=max(2, os.cpu_count() or 2))
    parser.add_argument("--optional", action="store_true",
                        help="without the kit or a prerequisite: say so and exit 0")
    args = parser.parse_args(argv)
    try:
        uf2, elf, seconds = build(args.jobs, out)
    except firmware.Missing as error:
        if args.optional:
            out("note: the stock PyBadge firmware is not built (%s); the tests that need it "
                "will skip." % error)
            return 0
        print("stock firmware: %s" % error, file=sys.stderr)
        return 2
    except firmware.FirmwareError as error:
        print("stock firmware: %s" % error, file=sys.stderr)
        return 1
    out("%s (%s)" % (uf2.relative_to(ROOT), "built in %.0f s" % seconds if seconds
                     else "cached"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
