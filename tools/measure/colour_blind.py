#!/usr/bin/env python3
"""A screenshot as a person with a red-green colour blindness sees it.

    python3 tools/measure/colour_blind.py SHOT.png [SHOT2.png ...] [--out DIR]
                                  [--kind deuteranopia|protanopia ...]

Writes SHOT-deuteranopia.png and SHOT-protanopia.png beside each PNG (or in DIR):
Machado, Oliveira and Fernandes' simulation (IEEE TVCG 15(6), 2009) at full
severity, its matrix applied in linear RGB (the sRGB curve undone, then redone).
Deuteranopia (no green cones) and protanopia (no red cones) are the common
dichromacies, about 1 man in 50 between them; both fold red onto green, and
blue onto purple. A Painted die must still say its colour by its letter there.
"""

import argparse
import os
import sys

import numpy as np

# Machado et al. 2009, table for severity 1.0: linear RGB in, linear RGB out. Each
# row sums to 1, so greys stay grey.
MATRICES = {
    "protanopia": np.array([
        [0.152286, 1.052583, -0.204868],
        [0.114503, 0.786281, 0.099216],
        [-0.003882, -0.048116, 1.051998],
    ]),
    "deuteranopia": np.array([
        [0.367322, 0.860646, -0.227968],
        [0.280085, 0.672501, 0.047413],
        [-0.011820, 0.042940, 0.968881],
    ]),
}
KINDS = ("deuteranopia", "protanopia")


def to_linear(srgb):
    """sRGB in 0..255 (any shape, last axis RGB) to linear light in 0..1."""
    c = np.asarray(srgb, dtype=np.float64) / 255.0
    return np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)


def to_srgb(linear):
    """Linear light (clipped to 0..1) to sRGB 0..255, rounded, as uint8."""
    c = np.clip(linear, 0.0, 1.0)
    c = np.where(c <= 0.0031308, c * 12.92, 1.055 * c ** (1 / 2.4) - 0.055)
    return np.rint(c * 255.0).astype(np.uint8)


def simulate(rgb, kind):
    """An (..., 3) array of sRGB 0..255 as seen with `kind` (a key of MATRICES)."""
    return to_srgb(to_linear(rgb) @ MATRICES[kind].T)


def _pygame():
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame
    return pygame


def convert(path, kind, out=None):
    """Write `path` through `kind`'s simulation as NAME-kind.png (in `out`, or beside
    it); return the new file's path."""
    pygame = _pygame()
    image = pygame.image.load(path)
    rgb = pygame.surfarray.array3d(image)          # (width, height, 3)
    seen = pygame.surfarray.make_surface(simulate(rgb, kind))
    stem = os.path.splitext(os.path.basename(path))[0]
    target = os.path.join(out or os.path.dirname(path) or ".", "%s-%s.png" % (stem, kind))
    pygame.image.save(seen, target)
    return target


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("png", nargs="+", help="screenshots to convert")
    parser.add_argument("--kind", action="append", choices=KINDS,
                        help="a simulation (repeatable; default: both)")
    parser.add_argument("--out", help="directory for the results (default: beside each PNG)")
    args = parser.parse_args(argv)
    if args.out:
        os.makedirs(args.out, exist_ok=True)
    for path in args.png:
        for kind in args.kind or KINDS:
            print(convert(path, kind, args.out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
