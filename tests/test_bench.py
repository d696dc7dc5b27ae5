"""tools/bench.py's press-to-pixels model: the display's part counted as a board spends it."""

from tools import bench


def test_the_pybadges_display_spi_gets_24_mhz_of_the_60_it_asks():
    # board.c asks 60 MHz; the SAMD51's SERCOM divides its 48 MHz clock by 2 x (BAUD + 1),
    # and BAUD cannot go below 0.
    assert bench.ASKED_HZ == 60_000_000
    assert bench.BAUD == 0
    assert bench.SPI_HZ == 24_000_000


def test_a_full_pybadge_screen_costs_its_spi_time_and_its_rendering():
    pixels = 160 * 128
    windows = bench._windows(160, 128, 16)
    assert windows == 128 // (256 // 160)          # 512-byte buffers: a 160-pixel row each
    spi_ms = pixels * 16 / 24e6 * 1e3               # 13.65 ms at 24 MHz
    assert bench.display_ms(pixels, windows) > spi_ms


def test_a_press_sends_only_the_areas_it_dirtied():
    # The dirty rectangles as displayio finds them, not the whole screen: moving the dice
    # cursor changes a bar under two dice, a scorecard cursor its rows, a hold a die.
    areas = bench.dirty_areas("pybadge")
    screen = 160 * 128
    assert 0 < areas["die cursor"][0] < screen // 20
    assert 0 < areas["hold"][0] < screen // 4
    assert 0 < areas["box cursor"][0] < screen
    assert areas["hint decision"][0] == 0          # the decision alone draws nothing
