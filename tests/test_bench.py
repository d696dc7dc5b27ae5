"""tools/measure/bench.py's press-to-pixels model: the display's part counted as a board spends
it."""

import os
import re

import pytest

from tools.measure import bench

UF2 = os.path.join(bench.ROOT, "dist", "yahtzee-pybadge-cp10.2.1.uf2")


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


# The bench calibrated against the emulator's PyBadge figures (issue 30): fast, on tables;
# the emulator itself runs only with BENCH_REMEASURE=1.

def test_each_boards_display_bus_runs_at_its_real_baud():
    assert bench.BOARDS["pybadge"].bus_hz == bench.BOARDS["pygamer"].bus_hz == 24_000_000
    # the CLUE asks 60 MHz of SPIM3, whose most is 32; the others' 8 would give 8
    assert bench.BOARDS["clue"].asked_hz == 60_000_000
    assert bench.BOARDS["clue"].bus_hz == 32_000_000
    assert bench.nrf_spim_hz(60_000_000, 8_000_000) == 8_000_000
    assert bench.nrf_spim_hz(20_000_000, 32_000_000) == 16_000_000   # rounded down a step
    # the MacroPad asks 10 MHz of the RP2040's 125 MHz clk_peri: prescale 2, post-divide 7
    assert bench.BOARDS["macropad"].asked_hz == 10_000_000
    assert bench.BOARDS["macropad"].bus_hz == 125_000_000 // 14
    assert bench.rp2040_spi_hz(1_000_000, 125_000_000) <= 1_000_000
    assert set(bench.BOARDS) == {"pybadge", "pygamer", "clue", "macropad"}
    # the SH1106's page addressing: a window every 8 rows
    assert bench._windows(128, 64, 1) == 8


def _fake(per_fuel, per_pixel, per_frame):
    """A bench table and an emulator table made to agree with the given model exactly."""
    bench_rows, emulated = {}, {}
    for index, (name, other) in enumerate(bench.MATCHED.items()):
        used, pixels = 400_000 + 700_000 * index, 100 + 1_500 * (index % 4)
        # the firmware draws twice the bench's area: 16-bit pixels, two bytes each
        firmware_pixels = 2 * pixels
        instructions = per_fuel * used + per_pixel * firmware_pixels + per_frame
        bench_rows[name] = (used, pixels, 1 + pixels // 256)
        emulated[other] = (instructions, firmware_pixels * 2)
    return bench_rows, emulated


def test_the_calibration_is_fitted_to_the_emulators_figures_not_constants():
    bench_rows, emulated = _fake(0.5, 300, -50_000)
    cal = bench.calibrate(bench_rows, emulated)
    assert abs(cal.per_fuel - 0.5) < 1e-6
    assert abs(cal.per_pixel - 300) < 1e-3
    assert abs(cal.per_frame + 50_000) < 1
    assert all(abs(fitted - measured) < 1 for _, _, measured, fitted in cal.residuals)
    assert all(abs(ratio - 2) < 1e-9 for ratio in cal.areas.values())
    # at 1.2 cycles an instruction and 120 MHz, 0.5 instructions a unit of fuel is 5 ns
    assert abs(cal.ns_per_fuel - 5.0) < 1e-6
    # the same bench against a firmware twice as slow: the ratio doubles
    slower = {name: (2 * count, sent) for name, (count, sent) in emulated.items()}
    doubled = bench.calibrate(bench_rows, slower)
    assert abs(doubled.ns_per_fuel - 2 * cal.ns_per_fuel) < 1e-6
    assert abs(doubled.ns_per_pixel - 2 * cal.ns_per_pixel) < 1e-3
    # and the stored figures give another answer again
    stored = bench.calibrate(bench_rows)
    assert abs(stored.ns_per_fuel - cal.ns_per_fuel) > 0.1


def test_the_residuals_say_how_far_the_fit_misses():
    bench_rows, emulated = _fake(0.5, 300, 0)
    name, other = next(iter(bench.MATCHED.items()))
    count, sent = emulated[other]
    emulated[other] = (count * 3, sent)          # one action the model cannot explain
    cal = bench.calibrate(bench_rows, emulated)
    for action, emulator_action, measured, fitted in cal.residuals:
        used, _, _ = bench_rows[action]
        assert measured == emulated[emulator_action][0]
        pixels = emulated[emulator_action][1] / 2
        assert abs(fitted - (cal.per_fuel * used + cal.per_pixel * pixels + cal.per_frame)) < 1
    assert max(abs(fitted - measured) / measured for *_, measured, fitted in cal.residuals) > 0.05
    lines = "\n".join(bench.calibration_lines(cal))
    assert "residual" in lines and name in lines


def test_the_estimate_scales_with_the_boards_clock_cpi_and_baud():
    bench_rows, emulated = _fake(0.5, 300, 0)
    cal = bench.calibrate(bench_rows, emulated)
    badge = {row[0]: row for row in bench.estimate("pybadge", bench_rows, cal)}
    clue = {row[0]: row for row in bench.estimate("clue", bench_rows, cal)}
    pad = {row[0]: row for row in bench.estimate("macropad", bench_rows, cal)}
    for name in bench.MATCHED:
        assert abs(clue[name][1] / badge[name][1] - 120 / 64) < 1e-9
        assert abs(pad[name][1] / badge[name][1] - (2.0 / 125) / (1.2 / 120)) < 1e-9
        # the same 16-bit bytes at 32 MHz, not 24
        assert abs(clue[name][2] / badge[name][2] - 24 / 32) < 1e-9
        assert badge[name][3] == badge[name][1] + badge[name][2]
    assert badge["roll frame"][4] == bench.FRAME_TARGET_MS
    assert badge["hold"][4] == bench.PRESS_TARGET_MS
    # the PyBadge's estimate from the fit is the emulator's figure when the fit is exact
    instructions, sent = emulated[bench.MATCHED["hold"]]
    assert abs(badge["hold"][1] - instructions * 1.2 / 120e6 * 1e3) < 1e-6


def test_the_stored_emulator_figures_cover_the_matched_actions():
    assert set(bench.MATCHED.values()) <= set(bench.EMULATED)
    assert re.search(r"built from [0-9a-f]{7}", bench.EMULATED_SOURCE)   # says its code


def test_the_emulators_lines_are_read():
    text = ("emulate: roll                 1,030,598 instructions (8.59 / 17.18 ms at CPI 1.0 / "
            "2.0),  5,900 bytes; 24.8 ms emulated\n"
            "emulate: hold                 1,280,707 instructions (10.67 / 21.35 ms at CPI "
            "1.0 / 2.0),  1,157 bytes; 31.6 ms emulated\nemulate: stopped (presses measured)\n")
    assert bench.parse_emulated(text) == {"roll": (1_030_598, 5_900), "hold": (1_280_707, 1_157)}


@pytest.mark.skipif(os.environ.get("BENCH_REMEASURE") != "1" or not os.path.exists(UF2),
                    reason="re-measures on the emulator (~40 s): BENCH_REMEASURE=1, and %s" % UF2)
def test_the_stored_emulator_figures_are_the_emulators_today():
    # Stale when the UF2 was built from other code than the table's (EMULATED_SOURCE): then
    # `tools/measure/bench.py --calibrate --emulator UF2` prints the table to store in its place.
    found = bench.emulated_figures(UF2)
    stale = "bench.EMULATED is stale for %s: %s" % (UF2, found)
    for name, (count, sent) in bench.EMULATED.items():
        assert abs(found[name][0] - count) <= 0.05 * count, stale
        assert found[name][1] == sent, stale
