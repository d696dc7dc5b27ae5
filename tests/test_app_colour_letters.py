"""Issue 11: Painted mode without telling red from green or blue from purple. On a
colour screen each Painted die shows its colour's letter too (B R P G Y), on the die,
clear of its pips; the colour boxes name their colour. Read back from the pixels on
screen; and the colour-blindness simulation the screenshots are checked through
(tools/measure/colour_blind.py)."""

import numpy as np
import pytest

from sim_driver import Sim, new_game, SETTLED_MS  # sets SDL_VIDEODRIVER=dummy first
import pygame  # noqa: E402
from tools.measure import colour_blind  # noqa: E402
from yahtzee_core.modes import COLOURS, COLOUR_LETTERS  # noqa: E402

# The small dice's letters (under 30 pixels), 3 x 5: what a person sees on a PyBadge.
SMALL = {
    "B": ("##.", "#.#", "##.", "#.#", "##."),
    "R": ("##.", "#.#", "##.", "##.", "#.#"),
    "P": ("##.", "#.#", "##.", "#..", "#.."),
    "G": (".##", "#..", "#.#", "#.#", ".##"),
    "Y": ("#.#", "#.#", ".#.", ".#.", ".#."),
}
ROLL = "1b 2r 3p 4g 5y"       # one die of each colour, blue first


def pixels(sim, tmp_path):
    """The screen as the player sees it, pixel for pixel: (width, height, 3)."""
    path = str(tmp_path / "native.png")
    sim.hw.display.save_native(path)
    return pygame.surfarray.array3d(pygame.image.load(path))


def shape(mask):
    """A boolean (x, y) mask cut to its ink, as rows of '#' and '.'; () if blank."""
    xs, ys = np.nonzero(mask)
    if not len(xs):
        return ()
    box = mask[xs.min():xs.max() + 1, ys.min():ys.max() + 1]
    return tuple("".join("#" if box[x, y] else "." for x in range(box.shape[0]))
                 for y in range(box.shape[1]))


def letters_on_dice(sim, tmp_path):
    """What each Painted die shows in its top middle, where no face has a pip (the
    columns between the corner pips, the rows above the middle pips): the shape
    drawn there in the die's pips' colour, one a die ("" where there is none)."""
    lay = sim.app.layout
    theme = sim.app.theme
    screen = pixels(sim, tmp_path)
    size = lay.die
    found = []
    for i in range(5):
        x = lay.dice_x(5) + i * (size + lay.dice_gap(5))
        area = screen[x + (3 * size + 7) // 8:x + 5 * size // 8,
                      lay.dice_y:lay.dice_y + 3 * size // 8]
        ink = theme.pip_colours[sim.game.colours[i]]
        rgb = np.array(((ink >> 16) & 255, (ink >> 8) & 255, ink & 255))
        # (within the display's 16-bit colour's rounding)
        found.append(shape(np.all(np.abs(area.astype(int) - rgb) <= 8, axis=2)))
    return found


def glyph(sim, char):
    """The font's glyph for `char` as the text on screen draws it, cut to its ink."""
    glyphs = sim.app.glyphs
    sheet = glyphs.sheet
    tile = glyphs.tile(char)
    columns = sheet.width // glyphs.width
    x0 = tile % columns * glyphs.width
    y0 = tile // columns * glyphs.height
    mask = np.array([[bool(sheet[x0 + x, y0 + y]) for y in range(glyphs.height)]
                     for x in range(glyphs.width)])
    return shape(mask)


def expected(sim, letter):
    """A letter as a die of this screen shows it: the font's on dice of 30 pixels
    and more (the CLUE's 34), the small 3 x 5 one on smaller dice."""
    return glyph(sim, letter) if sim.app.layout.die >= 30 else SMALL[letter]


@pytest.mark.parametrize("profile,name", [("pybadge", "160x128"), ("clue", "240x240"),
                                          ("wide", "240x135")])
def test_each_painted_die_shows_its_colours_letter(nvm, tmp_path, profile, name):
    sim = new_game(Sim(profile=profile, nvm_path=nvm), "painted")
    assert letters_on_dice(sim, tmp_path) == [()] * 5      # not rolled: blank dice
    sim.roll(ROLL).press("HOLD2")
    shown = letters_on_dice(sim, tmp_path)
    for die, letter in enumerate("BRPGY"):
        assert shown[die] == expected(sim, letter), "die %d: %r" % (die + 1, shown[die])
    sim.shot("painted-" + name)
    # A roll: the tumbling dice show no letter (their colours are not settled), the
    # held red one keeps its R; when they settle, each shows its new colour's.
    for token in "6y 6g 6p 6b".split():
        sim.dice.push(int(token[0]))
        sim.dice.push("brpgy".index(token[1]))
    sim.press("ROLL")
    sim.wait(100)
    assert letters_on_dice(sim, tmp_path) == [(), expected(sim, "R"), (), (), ()]
    sim.wait(SETTLED_MS)
    shown = letters_on_dice(sim, tmp_path)
    assert shown == [expected(sim, letter) for letter in "YRGPB"], shown


def test_the_oled_keeps_its_letters_under_the_dice(nvm):
    # The 128x64 screen's 12-pixel dice have no room for a letter: text under them.
    sim = new_game(Sim(profile="macropad", nvm_path=nvm), "painted")
    sim.roll(ROLL)
    assert sim.texts()[1:6] == list("BRPGY"), sim.texts()


def test_the_colour_boxes_name_their_colour_by_the_dices_letters(nvm):
    sim = new_game(Sim(nvm_path=nvm), "painted")
    mode = sim.game.mode
    boxes = [b for b in range(mode.box_count) if mode.sections[b] == COLOURS]
    assert [mode.labels[b] for b in boxes] == ["Blue", "Red", "Purple", "Green", "Yellow"]
    for b in boxes:
        assert mode.labels[b][0] == COLOUR_LETTERS[mode.params[b]]
    sim.roll(ROLL)
    red = mode.box_index("red")
    while sim.app.box != red:         # down the card to the colours: named on screen
        sim.press("DOWN")
    sim.says("Blue", "Red", "Purple", "Green")
    sim.shot("painted-colour-boxes")


# -- the simulation the screenshots are checked through ---------------------------

def distance(a, b):
    return float(np.linalg.norm(np.asarray(a, float) - np.asarray(b, float)))


@pytest.mark.parametrize("kind", colour_blind.KINDS)
def test_a_grey_stays_grey_and_white_and_black_stay(kind):
    for level in (0, 17, 128, 200, 255):
        grey = np.array([[level] * 3])
        assert np.abs(colour_blind.simulate(grey, kind).astype(int) - level).max() <= 1


@pytest.mark.parametrize("kind", colour_blind.KINDS)
def test_red_and_green_fold_together_and_blue_and_purple_too(kind):
    # The Painted dice's own colours (yahtzee_app.colours): far apart to a trichromat,
    # close once the red or the green cones are missing.
    blue, red, purple, green = (0x2F6FE8, 0xE03838, 0x9A48D8, 0x24A34A)
    rgb = np.array([[(c >> 16) & 255, (c >> 8) & 255, c & 255] for c in (blue, red, purple, green)])
    seen = colour_blind.simulate(rgb, kind)
    assert distance(rgb[1], rgb[3]) > 150 and distance(rgb[0], rgb[2]) > 90
    assert distance(seen[1], seen[3]) < 0.5 * distance(rgb[1], rgb[3])
    assert distance(seen[0], seen[2]) < 0.5 * distance(rgb[0], rgb[2])
    # Pure red and pure green: one hue (a yellow), only their lightness apart. (As
    # linear light the two are at right angles; seen, nearly parallel.)
    pure = colour_blind.to_linear(colour_blind.simulate(np.array([[255, 0, 0], [0, 255, 0]]),
                                                        kind))
    cosine = pure[0] @ pure[1] / np.linalg.norm(pure[0]) / np.linalg.norm(pure[1])
    assert cosine > 0.99, pure


def test_the_tool_writes_each_simulation_beside_the_png(tmp_path):
    surface = pygame.Surface((2, 1))
    surface.set_at((0, 0), (255, 0, 0))
    surface.set_at((1, 0), (128, 128, 128))
    path = str(tmp_path / "shot.png")
    pygame.image.save(surface, path)
    assert colour_blind.main([path]) == 0
    for kind in colour_blind.KINDS:
        seen = pygame.image.load(str(tmp_path / ("shot-%s.png" % kind)))
        assert seen.get_size() == (2, 1)
        assert tuple(seen.get_at((1, 0)))[:3] == (128, 128, 128)
        assert tuple(seen.get_at((0, 0)))[:3] != (255, 0, 0)
