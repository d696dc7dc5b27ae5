"""The CircuitPython stand-ins (tests/fakes: common/ and circuitpython/) are faithful where it
counts: the real Adafruit libraries run over them, and they cost the heap about what the C objects
they stand for cost (a stand-in that costs less would make every figure false)."""

import pytest

from tools.runtimes import circuitpython as cp

pytestmark = pytest.mark.skipif(not cp.available(), reason=cp.HOW_TO_GET)


def run(script, tmp_path, libraries=()):
    """`script` on a drive holding `libraries` (the pinned PyPI packages' .py files)."""
    import shutil
    from tools.runtimes import cpboard
    lib = tmp_path / "lib"
    lib.mkdir()
    site = cp._site_packages()
    for name in libraries:
        source = site / name
        if source.is_dir():
            shutil.copytree(source, lib / name)
        else:
            shutil.copy2(site / (name + ".py"), lib / (name + ".py"))
    return cpboard.run(script, "pybadge", tmp_path)


def test_the_real_bitmap_label_runs_over_the_stand_in_group(tmp_path):
    # adafruit_display_text's labels are Groups whose own `scale` property wins (the
    # stand-in keeps its scale behind a property too): build, rescale, re-text one.
    out = run("""
import standins
standins.install()
import displayio, terminalio
from adafruit_display_text import bitmap_label
root = displayio.Group()
label = bitmap_label.Label(terminalio.FONT, text="Yahtzee", scale=2, color=0xFFFFFF)
root.append(label)
label.scale = 3
label.text = "Large straight"
print("ok", label.scale, len(root), label.bitmap.width > 0)
""", tmp_path, ("adafruit_display_text", "adafruit_ticks"))
    assert out.split() == ["ok", "3", "1", "True"]


def test_a_tilegrid_costs_about_what_the_c_one_does(tmp_path):
    # displayio_tilegrid_t is 82 bytes (96 in the heap's 16-byte blocks) and its tiles a
    # byte each: a 20-cell grid about 128 bytes. The stand-in must not cost less.
    out = run("""
import gc
import standins
standins.install()
import displayio
sheet = displayio.Bitmap(60, 12, 2)
palette = displayio.Palette(2)
grids = []
gc.collect()
before = gc.mem_alloc()
for i in range(50):
    grids.append(displayio.TileGrid(sheet, pixel_shader=palette, width=20, height=1,
                                    tile_width=6, tile_height=12))
gc.collect()
print((gc.mem_alloc() - before) // 50)
""", tmp_path)
    assert 128 <= int(out) <= 160
