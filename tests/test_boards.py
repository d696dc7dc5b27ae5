"""Every board profile built against the CircuitPython stand-ins, driven with
scripted key presses, sticks, knobs and shakes; and the messages a board
without a profile or a display gets.

The expected events come from each board's documented controls (the board
module's docstring and README.md, "Flash a board"), not from its table.
"""

import ast
import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lib"))
from standin_env import ROOT, standin_modules  # noqa: E402

from tools.sim import physical  # noqa: E402
from yahtzee_app import events  # noqa: E402
from yahtzee_app.names import EVENTS  # noqa: E402

E = events


def drain(hardware, now_ms, limit=50):
    """All events the board has for time now_ms, as names."""
    out = []
    for _ in range(limit):
        event = hardware.buttons.poll(now_ms)
        if event == E.NONE:
            return out
        out.append(EVENTS[event])
    raise AssertionError("poll never ran dry: %r" % out)


def keypad_queue():
    import keypad

    return keypad.instances[-1].events


# ---------------------------------------------------------------- PyBadge

@pytest.fixture
def pybadge():
    with standin_modules("pybadge"):
        import boards

        yield boards.build()


def test_pybadge_is_160x128_with_five_hold_pixels_and_an_8_kb_nvm(pybadge):
    assert (pybadge.name, pybadge.width, pybadge.height) == ("PyBadge", 160, 128)
    assert len(pybadge.pixels) == 5 and pybadge.hold_pixels == 5
    assert len(pybadge.nvm) == 8192                     # SAMD51: one 8 KB erase block
    assert len(pybadge.sleep_memory) == 8192            # its backup RAM
    assert not pybadge.monochrome
    assert pybadge.speaker is not None


def test_pybadge_shift_register_is_read_as_documented():
    with standin_modules("pybadge"):
        import board
        import boards
        import keypad

        boards.build()
        keys = keypad.instances[-1]
        assert keys.key_count == 8
        assert keys.settings["clock"] is board.BUTTON_CLOCK
        assert keys.settings["data"] is board.BUTTON_OUT
        assert keys.settings["latch"] is board.BUTTON_LATCH
        assert keys.settings["value_when_pressed"] is True


def test_pybadge_b_shakes_while_held_and_rolls_on_release_however_long(pybadge):
    # The seeds' remote "shakes the dice while the key is held, rolls them on release".
    queue = keypad_queue()
    queue.push(0, True, 1000)   # B down: the dice tumble
    assert drain(pybadge, 1000) == ["SHAKE"]
    queue.push(0, False, 1120)  # a tap rolls at once
    assert drain(pybadge, 1120) == ["ROLL"]
    queue.push(0, True, 3000)   # held: nothing more while it is held, however long
    assert drain(pybadge, 3000) == ["SHAKE"]
    assert drain(pybadge, 3700) == [] and drain(pybadge, 6000) == []
    queue.push(0, False, 6100)
    assert drain(pybadge, 6100) == ["ROLL"]


def test_pybadge_start_scores_at_once_and_a_long_press_adds_nothing(pybadge):
    queue = keypad_queue()
    queue.push(2, True, 1000)
    assert drain(pybadge, 1000) == ["ENTER"]
    assert drain(pybadge, 1700) == [] and drain(pybadge, 4000) == []
    queue.push(2, False, 4100)
    assert drain(pybadge, 4100) == []


def test_pybadge_long_presses_fire_while_held_and_not_again_on_release(pybadge):
    queue = keypad_queue()
    expected = {1: "HINT", 3: "HELP"}
    for key, name in expected.items():
        start = 10000 * (key + 1)
        queue.push(key, True, start)
        assert drain(pybadge, start + 300) == []
        assert drain(pybadge, start + 600) == [name]
        assert drain(pybadge, start + 2000) == []
        queue.push(key, False, start + 2100)
        assert drain(pybadge, start + 2100) == []


def test_pybadge_face_button_taps(pybadge):
    queue = keypad_queue()
    got = []
    for key in (0, 1, 2, 3):
        start = 5000 + 1000 * key
        queue.push(key, True, start)
        queue.push(key, False, start + 80)
        got += drain(pybadge, start + 80)
    assert got == ["SHAKE", "ROLL", "HOLD", "ENTER", "MENU"]


def test_pybadge_dpad_fires_at_once_and_repeats_while_held(pybadge):
    queue = keypad_queue()
    queue.push(4, True, 1000)   # Right
    assert drain(pybadge, 1000) == ["RIGHT"]
    assert drain(pybadge, 1300) == []          # still inside the repeat delay
    assert drain(pybadge, 1400) == ["RIGHT"]
    assert drain(pybadge, 1540) == ["RIGHT"]
    queue.push(4, False, 1600)
    assert drain(pybadge, 2000) == []
    for key, name in ((5, "DOWN"), (6, "UP"), (7, "LEFT")):
        queue.push(key, True, 3000)
        queue.push(key, False, 3050)
        assert drain(pybadge, 3050) == [name]


def set_acceleration(address, x_g, y_g, z_g, counts_per_g):
    import board

    memory = board.I2C().devices[address]
    for offset, value in enumerate((x_g, y_g, z_g)):
        raw = int(value * counts_per_g) & 0xFFFF
        memory[0x28 + 2 * offset] = raw & 0xFF
        memory[0x29 + 2 * offset] = raw >> 8


def shake_for(hardware, address, start, ms, counts_per_g=32768 // 4):
    """Shake the board from `start` for `ms` (strong readings every 20 ms), then
    lay it still; the events of the shake and of the 2 s after it."""
    got = []
    for now in range(start, start + ms, 20):
        set_acceleration(address, 2.5 if now // 20 % 2 else -2.5, 1.0, 1.0, counts_per_g)
        got += drain(hardware, now)
    set_acceleration(address, 0.0, 0.0, 1.0, counts_per_g)
    for now in range(start + ms, start + ms + 2000, 20):
        got += drain(hardware, now)
    return got


def test_pybadge_shake_rolls_once_when_the_shaking_stops(pybadge):
    lis3dh_4g = 32768 // 4
    set_acceleration(0x19, 0.0, 0.0, 1.0, lis3dh_4g)    # lying still
    assert drain(pybadge, 1000) == []
    # A 2.5 s shake: the dice tumble from its start, and roll once, when it stops.
    assert shake_for(pybadge, 0x19, 2000, 2500) == ["SHAKE", "TOSS"]
    assert shake_for(pybadge, 0x19, 10000, 300) == ["SHAKE", "TOSS"]    # a short one
    # A lone jolt (a bump in a bag) tumbles nothing into a roll.
    set_acceleration(0x19, 3.0, 0.0, 1.0, lis3dh_4g)
    assert drain(pybadge, 20000) == ["SHAKE"]
    set_acceleration(0x19, 0.0, 0.0, 1.0, lis3dh_4g)
    assert [e for t in range(20020, 21000, 20) for e in drain(pybadge, t)] == ["STILL"]
    set_acceleration(0x19, -1.5, 0.0, 1.0, lis3dh_4g)   # a tilt, not a shake
    assert drain(pybadge, 25000) == []


def test_pybadge_shaking_on_after_a_roll_is_that_shakes_tail_not_another_roll(pybadge):
    """Shaken again while the last shake settles (the mash run's one short turn on the
    PyGamer: a shake begun in a hand-over beat rolled the person's turn after it), no
    new shake starts until the board has lain still a while: then one does."""
    lis3dh_4g = 32768 // 4
    set_acceleration(0x19, 0.0, 0.0, 1.0, lis3dh_4g)
    assert drain(pybadge, 1000) == []
    got = []
    for now in range(2000, 2300, 20):
        set_acceleration(0x19, 2.5 if now // 20 % 2 else -2.5, 1.0, 1.0, lis3dh_4g)
        got += drain(pybadge, now)
    set_acceleration(0x19, 0.0, 0.0, 1.0, lis3dh_4g)
    for now in range(2300, 2700, 20):
        got += drain(pybadge, now)
    assert got == ["SHAKE", "TOSS"]         # rolled as the shaking stopped (350 ms still)
    # shaken again at once, and on for 2 s: the settling shake's tail, no second roll
    got = []
    for now in range(2700, 4700, 20):
        set_acceleration(0x19, 2.5 if now // 20 % 2 else -2.5, 1.0, 1.0, lis3dh_4g)
        got += drain(pybadge, now)
    assert got == []
    set_acceleration(0x19, 0.0, 0.0, 1.0, lis3dh_4g)
    assert [e for t in range(4700, 8000, 20) for e in drain(pybadge, t)] == []
    assert shake_for(pybadge, 0x19, 8000, 300) == ["SHAKE", "TOSS"]     # still, then shaken


def test_pybadge_keypad_overflow_forgets_the_keys_down(pybadge):
    """A lost release must not leave a key down to fire its long press later."""
    queue = keypad_queue()
    queue.push(1, True, 1000)              # A down (its long press is HINT)
    queue.push(0, True, 1010)              # B down: the dice tumble
    assert drain(pybadge, 1010) == ["SHAKE"]
    queue.clear()
    queue.overflowed = True                # the queue overflowed: both releases lost
    assert drain(pybadge, 1100) == ["STILL"]   # the tumble stops; no roll from a lost release
    assert not queue.overflowed
    assert drain(pybadge, 1700) == [] and drain(pybadge, 5000) == []   # and no HINT, ever
    queue.push(1, True, 6000)              # the keys work as before
    queue.push(1, False, 6080)
    assert drain(pybadge, 6080) == ["HOLD"]


def test_pybadge_lc_without_accelerometer_has_one_pixel_and_holds_on_screen():
    with standin_modules("pybadge", STANDIN_NO_ACCEL="1"):
        import boards

        hardware = boards.build()
        assert hardware.name == "PyBadge LC"
        assert len(hardware.pixels) == 1 and hardware.hold_pixels == 0
        assert "shake" not in [row[0] for row in hardware.controls]


def test_pybadge_lc_can_be_named_in_settings():
    with standin_modules("pybadge", YAHTZEE_BOARD="pybadge_lc"):
        import boards

        hardware = boards.build()
        assert hardware.name == "PyBadge LC" and hardware.hold_pixels == 0


def test_edgebadge_uses_the_pybadge_profile():
    with standin_modules("edgebadge"):
        import boards

        hardware = boards.build()
        assert (hardware.name, hardware.width, hardware.hold_pixels) == ("EdgeBadge", 160, 5)


def test_pybadge_speaker_plays_a_sine_through_the_amplifier_and_stops_by_itself(pybadge):
    from adafruit_ticks import ticks_ms

    speaker = pybadge.speaker
    voice = speaker.voice
    speaker.play(bytes((22, 5)))                 # A4 (440 Hz) for 50 ms
    assert voice.audio_out.playing and voice.audio_out.loop
    assert voice.sample.sample_rate == 440 * 16
    assert voice.enable.value is True
    start = ticks_ms()
    pybadge.buttons.poll(start + 10)
    assert voice.audio_out.playing
    pybadge.buttons.poll(start + 500)            # the loop's poll ends the note
    assert not voice.audio_out.playing and voice.enable.value is False


# ---------------------------------------------------------------- PyGamer

@pytest.fixture
def pygamer():
    with standin_modules("pygamer"):
        import boards

        yield boards.build()


def test_pygamer_four_keys_match_the_pybadge_face_buttons(pygamer):
    import keypad

    assert keypad.instances[-1].key_count == 4
    queue = keypad_queue()
    got = []
    for key in (0, 1, 2, 3):
        queue.push(key, True, 1000 * key)
        queue.push(key, False, 1000 * key + 60)
        got += drain(pygamer, 1000 * key + 60)
    assert got == ["SHAKE", "ROLL", "HOLD", "ENTER", "MENU"]
    queue.push(3, True, 9000)
    assert drain(pygamer, 9600) == ["HELP"]


def test_pygamer_joystick_directions_with_hysteresis_and_repeat(pygamer):
    import board

    x, y = board.JOYSTICK_X, board.JOYSTICK_Y
    assert drain(pygamer, 0) == []
    x.analog = 65535                       # full right
    assert drain(pygamer, 1000) == ["RIGHT"]
    assert drain(pygamer, 1200) == []
    assert drain(pygamer, 1400) == ["RIGHT"]   # repeats while held
    x.analog = 32768 + 12000               # eased back, still outside `release`
    assert drain(pygamer, 1540) == ["RIGHT"]
    x.analog = 32768 + 5000                # back near the centre: lets go
    assert drain(pygamer, 1700) == []
    x.analog = 32768 + 15000               # not far enough to engage again
    assert drain(pygamer, 2000) == []
    x.analog = 32768
    y.analog = 0                           # up is a low reading
    assert drain(pygamer, 3000) == ["UP"]
    y.analog = 65535                       # flicked straight through to down
    assert drain(pygamer, 3100) == ["DOWN"]
    assert drain(pygamer, 3120) == []
    y.analog = 32768
    x.analog = 100
    assert drain(pygamer, 4000) == ["LEFT"]


def test_pygamer_shake_rolls(pygamer):
    assert shake_for(pygamer, 0x19, 1000, 600) == ["SHAKE", "TOSS"]


# ---------------------------------------------------------------- MacroPad

@pytest.fixture
def macropad():
    with standin_modules("adafruit_macropad_rp2040"):
        import boards

        yield boards.build()


def test_macropad_is_a_monochrome_128x64_with_a_pixel_per_die(macropad):
    assert (macropad.width, macropad.height, macropad.monochrome) == (128, 64, True)
    assert len(macropad.pixels) == 12 and macropad.hold_pixels == 6
    assert len(macropad.nvm) == 4096


def test_macropad_keys_are_thirteen_with_the_knob_switch_last():
    with standin_modules("adafruit_macropad_rp2040"):
        import board
        import boards
        import keypad

        boards.build()
        keys = keypad.instances[-1]
        assert keys.settings["pins"][0] is board.KEY1
        assert keys.settings["pins"][11] is board.KEY12
        assert keys.settings["pins"][12] is board.ENCODER_SWITCH
        assert keys.settings["value_when_pressed"] is False


def test_macropad_top_six_keys_hold_dice_one_to_six(macropad):
    queue = keypad_queue()
    for key in range(6):
        queue.push(key, True, 100 * key)
        queue.push(key, False, 100 * key + 50)
    assert drain(macropad, 1000) == ["HOLD1", "HOLD2", "HOLD3", "HOLD4", "HOLD5", "HOLD6"]


def test_macropad_bottom_keys_and_knob_press(macropad):
    queue = keypad_queue()
    got = []
    for key in (7, 9, 10, 11, 12):
        start = 1000 * key
        queue.push(key, True, start)
        queue.push(key, False, start + 50)
        got += drain(macropad, start + 50)
    assert got == ["SHAKE", "ROLL", "MENU", "HINT", "UNDO", "ENTER"]
    queue.push(12, True, 20000)       # hold the knob: it scored at once, and that is all
    assert drain(macropad, 20000) == ["ENTER"]
    assert drain(macropad, 20600) == []
    queue.push(12, False, 20700)
    queue.push(9, True, 30000)        # hold key 10
    assert drain(macropad, 30600) == ["HELP"]


def test_macropad_keys_7_and_9_step_through_the_scorecard(macropad):
    queue = keypad_queue()
    queue.push(6, True, 1000)          # key 7: the previous box, repeating
    assert drain(macropad, 1000) == ["UP"]
    assert drain(macropad, 1400) == ["UP"]
    queue.push(6, False, 1450)
    queue.push(8, True, 2000)          # key 9: the next box
    queue.push(8, False, 2050)
    assert drain(macropad, 2050) == ["DOWN"]


def test_macropad_knob_clockwise_goes_down_the_scorecard_one_box_per_click(macropad):
    knob = macropad.buttons.sources[1].encoder
    knob.position = -1                 # clockwise counts down on the MacroPad
    assert drain(macropad, 100) == ["DOWN"]
    knob.position = -4
    assert drain(macropad, 200) == ["DOWN", "DOWN", "DOWN"]
    knob.position = -2
    assert drain(macropad, 300) == ["UP", "UP"]


def test_macropad_speaker_is_pwm_behind_its_enable_pin(macropad):
    from adafruit_ticks import ticks_ms

    voice = macropad.speaker.voice
    macropad.speaker.play(bytes((25, 2, 29, 2)))       # C5, E5: 20 ms each
    assert voice.pwm.frequency == 523 and voice.pwm.duty_cycle > 0 and voice.enable.value
    start = ticks_ms()
    macropad.buttons.poll(start + 30)
    assert voice.pwm.frequency == 659 and voice.pwm.duty_cycle > 0
    macropad.buttons.poll(start + 100)
    assert voice.pwm.duty_cycle == 0 and not voice.enable.value


# ---------------------------------------------------------------- CLUE

@pytest.fixture
def clue():
    with standin_modules("clue_nrf52840_express"):
        import boards

        hardware = boards.build()
        keypad_queue().down = [False, False]        # what the test has A and B doing
        yield hardware, [0]


def clue_set(key, down, at_ms):
    """A (0) or B (1) goes down or up at at_ms: keypad's event, when it changes."""
    queue = keypad_queue()
    if queue.down[key] != down:
        queue.down[key] = down
        queue.push(key, down, at_ms)


def clue_step(clue, clock, at_ms, a=None, b=None):
    """Press or let go of the buttons (True = pressed) and poll for 30 ms."""
    hardware = clue
    if a is not None:
        clue_set(0, a, at_ms)
    if b is not None:
        clue_set(1, b, at_ms)
    got = []
    for now in (at_ms, at_ms + 15, at_ms + 30):
        clock[0] = now
        got += drain(hardware, now)
    return got


def test_clue_is_240x240_with_one_pixel_and_holds_on_screen(clue):
    hardware, _ = clue
    assert (hardware.width, hardware.height) == (240, 240)
    assert len(hardware.pixels) == 1 and hardware.hold_pixels == 0


def clue_press(clue, clock, a_at=None, a_up=None, b_at=None, b_up=None, until=None):
    """Press A and/or B for the times given (ms), polling every 10 ms; all the
    events, in order."""
    hardware = clue
    times = [t for t in (a_at, a_up, b_at, b_up) if t is not None]
    got = []
    for now in range(min(times), (until or max(times) + 1000) + 1, 10):
        clock[0] = now
        if a_at is not None:
            clue_set(0, a_at <= now < (a_up if a_up is not None else 10 ** 9), now)
        if b_at is not None:
            clue_set(1, b_at <= now < (b_up if b_up is not None else 10 ** 9), now)
        got += drain(hardware, now)
    return got


def test_clue_a_tap_moves_the_dice_cursor_and_a_hold_holds_when_let_go(clue):
    hardware, clock = clue
    assert clue_press(hardware, clock, a_at=1000, a_up=1100) == ["RIGHT"]
    # held: nothing while it is down (B could still come), HOLD when let go
    assert clue_step(hardware, clock, 2000, a=True) == []
    assert clue_step(hardware, clock, 2600) == []
    assert clue_step(hardware, clock, 3000, a=False) == ["HOLD"]


@pytest.mark.parametrize("held_ms", [80, 700, 3000])
def test_clue_b_rolls_on_release_however_long_it_is_held_and_never_scores(clue, held_ms):
    # Today's scheme scored the box when B was held 700 ms.
    hardware, clock = clue
    got = clue_press(hardware, clock, b_at=1000, b_up=1000 + held_ms)
    assert got == ["SHAKE", "ROLL"]


@pytest.mark.parametrize("late_ms", [150, 600, 1500])
def test_clue_hold_a_then_tap_b_is_the_next_box_however_late_b_comes(clue, late_ms):
    # Today's scheme made HOLD then ROLL of a B that came 600 ms after A.
    hardware, clock = clue
    got = clue_press(hardware, clock, a_at=1000, a_up=1000 + late_ms + 400,
                     b_at=1000 + late_ms, b_up=1000 + late_ms + 100)
    assert got == ["DOWN"]


def test_clue_hold_a_and_tap_b_again_steps_on_and_b_held_is_the_menu(clue):
    hardware, clock = clue
    assert clue_step(hardware, clock, 1000, a=True) == []
    assert clue_step(hardware, clock, 1200, b=True) == []
    assert clue_step(hardware, clock, 1300, b=False) == ["DOWN"]
    assert clue_step(hardware, clock, 1500, b=True) == []
    assert clue_step(hardware, clock, 1600, b=False) == ["DOWN"]     # again, A still down
    assert clue_step(hardware, clock, 2000, b=True) == []
    assert clue_step(hardware, clock, 2600) == ["MENU"]              # hold A, hold B
    assert clue_step(hardware, clock, 2700, b=False) == []
    assert clue_step(hardware, clock, 2800, a=False) == []            # A's own HOLD dropped


def test_clue_a_let_go_a_moment_before_b_is_still_the_chord_not_a_roll(clue):
    hardware, clock = clue
    got = clue_press(hardware, clock, a_at=1000, a_up=1300, b_at=1360, b_up=1450)
    assert got == ["RIGHT", "DOWN"]              # A's tap, then the chord: no ROLL
    got = clue_press(hardware, clock, a_at=5000, a_up=5300, b_at=5600, b_up=5700)
    assert got == ["RIGHT", "SHAKE", "ROLL"]     # B well after A: a roll, as meant


def test_clue_b_first_then_a_calls_the_roll_off(clue):
    hardware, clock = clue
    got = clue_press(hardware, clock, b_at=1000, b_up=1800, a_at=1300, a_up=1500)
    assert got == ["SHAKE", "STILL"]


@pytest.mark.parametrize("a_at, b_at", [(1000, 1000), (1000, 1060), (1060, 1000)])
def test_clue_a_and_b_at_once_asks_to_score(clue, a_at, b_at):
    hardware, clock = clue
    got = clue_press(hardware, clock, a_at=a_at, a_up=1300, b_at=b_at, b_up=1300)
    assert [e for e in got if e not in ("SHAKE", "STILL")] == ["PICK"]
    assert got.count("SHAKE") == got.count("STILL")    # a tumble begun by B is called off


def test_clue_mis_timed_presses_never_roll_or_score_unasked(clue):
    """Every press of A and B, alone or together, at every timing on a 100 ms
    grid: a ROLL only ever comes from B pressed alone, no ENTER ever, and PICK
    (which asks first) only from both pressed at once."""
    hardware, clock = clue
    start = 1000
    for a_len in (50, 300, 550, 900):
        for b_off in range(-400, 1000, 100):
            for b_len in (50, 300, 700):
                a_at, b_at = start, start + b_off
                got = clue_press(hardware, clock, a_at=a_at, a_up=a_at + a_len,
                                 b_at=b_at, b_up=b_at + b_len, until=max(a_at + a_len,
                                                                          b_at + b_len) + 300)
                start += 5000
                overlap = b_at < a_at + a_len and a_at < b_at + b_len
                assert "ENTER" not in got and "UNDO" not in got
                if overlap or 0 <= b_at - (a_at + a_len) <= 100:
                    assert "ROLL" not in got, (a_len, b_off, b_len, got)
                if "PICK" in got:
                    assert abs(b_off) <= 100, (a_len, b_off, b_len, got)


def test_clue_controls_name_every_gesture_for_the_controls_screen(clue):
    hardware, _ = clue
    labels = [row[0] for row in hardware.controls]
    assert labels == ["A", "B", "hold A + tap B", "hold A + hold B", "A + B at once", "shake"]
    events = {EVENTS[event] for row in hardware.controls for event in row[1:3]}
    assert {"RIGHT", "HOLD", "ROLL", "DOWN", "MENU", "PICK", "TOSS"} <= events


def test_clue_buttons_are_scanned_and_debounced_by_keypad(clue):
    import board

    # keypad.Keys debounces in C (no debouncer's code in the heap): A and B, to ground
    assert keypad_queue().down == [False, False]
    import keypad

    keys = keypad.instances[-1]
    assert type(keys).__name__ == "Keys"
    assert keys.settings == {"pins": (board.BUTTON_A, board.BUTTON_B),
                             "value_when_pressed": False, "pull": True}


def test_clue_shake_rolls_from_the_lsm6ds(clue):
    hardware, clock = clue
    lsm6ds_4g = 32768 // 4
    set_acceleration(0x6A, 0.0, 0.0, 1.0, lsm6ds_4g)
    assert drain(hardware, 1000) == []
    assert shake_for(hardware, 0x6A, 2000, 800) == ["SHAKE", "TOSS"]


# ---------------------------------------------------------------- DIY

# The README's wiring (the simulator's, tools/sim/physical.py), without its optional parts:
# the sixth hold, MENU and the speaker
PICO_SETTINGS = {name: pin for name, pin in physical.DIY_SETTINGS.items()
                 if name not in ("YAHTZEE_PIN_HOLD6", "YAHTZEE_PIN_MENU", "YAHTZEE_SPEAKER")}
DIY_ORDER = ("GP2", "GP3", "GP4", "GP5", "GP6", "GP7", "GP8", "GP9", "GP10")


def diy(**changes):
    settings = dict(PICO_SETTINGS)
    settings.update(changes)
    return standin_modules("raspberry_pi_pico", **settings)


def test_diy_st7789_from_settings():
    with diy(YAHTZEE_TFT_WIDTH="240", YAHTZEE_TFT_HEIGHT="135", YAHTZEE_TFT_ROTATION="270",
             YAHTZEE_TFT_ROWSTART="40", YAHTZEE_TFT_COLSTART="53"):
        import board
        import boards

        hardware = boards.build()
        display = hardware.display
        assert type(display).__name__ == "ST7789"
        assert (display.width, display.height, display.rotation) == (240, 135, 270)
        assert display.bus.command is board.GP16 and display.bus.chip_select is board.GP17
        assert display.bus.reset_pin is board.GP20
        assert len(hardware.pixels) == 5 and hardware.hold_pixels == 5
        assert hardware.speaker is None


def test_diy_st7735r_defaults_to_160x128_landscape():
    with diy(YAHTZEE_TFT_DRIVER="st7735r", YAHTZEE_TFT_BGR="1"):
        import boards

        display = boards.build().display
        assert type(display).__name__ == "ST7735R"
        assert (display.width, display.height, display.rotation) == (160, 128, 90)


def test_diy_nine_buttons_and_their_long_presses():
    with diy():
        import adafruit_debouncer
        import board
        import boards

        clock = [0]
        adafruit_debouncer.ticks_ms = lambda: clock[0]
        hardware = boards.build()

        def press(name, at_ms, hold_ms):
            pin = getattr(board, name)
            got = []
            pin.level = False
            for now in range(at_ms, at_ms + hold_ms, 10):
                clock[0] = now
                got += drain(hardware, now)
            pin.level = True
            for now in range(at_ms + hold_ms, at_ms + hold_ms + 40, 10):
                clock[0] = now
                got += drain(hardware, now)
            return got

        taps = []
        for index, name in enumerate(DIY_ORDER):
            taps += press(name, 1000 * (index + 1), 60)
        # LEFT and RIGHT scroll the combos (seed 003): the scorecard is a column
        assert taps == ["SHAKE", "ROLL", "HOLD1", "HOLD2", "HOLD3", "HOLD4", "HOLD5", "UP",
                        "DOWN", "ENTER"]
        longs = [press(name, 20000 + 2000 * index, 800)
                 for index, name in enumerate(("GP3", "GP4", "GP5", "GP6", "GP7", "GP10", "GP2"))]
        # nothing costly on a long press: ENTER scored at once, ROLL rolled on release
        assert longs == [["HINT"], ["MENU"], ["HELP"], ["SKIP"], ["HOLD6"], ["ENTER"],
                         ["SHAKE", "ROLL"]]
        held_right = press("GP9", 40000, 700)
        assert held_right[0] == "DOWN" and len(held_right) >= 2  # repeats


def test_diy_optional_power_die_and_menu_pins():
    with diy(YAHTZEE_PIN_HOLD6="GP11", YAHTZEE_PIN_MENU="GP12", YAHTZEE_SPEAKER="GP15"):
        import boards

        hardware = boards.build()
        names = [row[0] for row in hardware.controls]
        assert "HOLD6" in names and "MENU" in names
        assert hardware.speaker is not None


def test_diy_missing_pin_setting_is_a_clear_message(capsys):
    with diy(YAHTZEE_PIN_ENTER=None):
        import boards

        with pytest.raises(boards.BoardError, match="YAHTZEE_PIN_ENTER"):
            boards.build()
    assert "YAHTZEE_PIN_ENTER" in capsys.readouterr().out


def test_diy_pin_the_board_lacks_is_a_clear_message(capsys):
    with diy(YAHTZEE_PIN_ROLL="D13"):
        import boards

        with pytest.raises(boards.BoardError, match="has no pin D13"):
            boards.build()
    assert "raspberry_pi_pico" in capsys.readouterr().out


def test_diy_unknown_driver_is_a_clear_message():
    with diy(YAHTZEE_TFT_DRIVER="ili9341"):
        import boards

        with pytest.raises(boards.BoardError, match="st7789"):
            boards.build()


# ---------------------------------------------------------------- choosing a board

def test_unknown_board_gets_a_clear_message_on_the_console(capsys):
    with standin_modules("raspberry_pi_pico"):
        import boards

        with pytest.raises(boards.BoardError) as raised:
            boards.build()
    out = capsys.readouterr().out
    assert "Yahtzee cannot start" in out and "raspberry_pi_pico" in out
    assert "YAHTZEE_BOARD" in str(raised.value)


def test_board_without_a_display_gets_a_clear_message(capsys):
    with standin_modules("pybadge", STANDIN_NO_DISPLAY="1"):
        import boards

        with pytest.raises(boards.BoardError, match="no built-in display"):
            boards.build()
    assert "no built-in display" in capsys.readouterr().out


def test_missing_library_gets_a_clear_message(capsys):
    with standin_modules("pybadge"):
        import boards

        sys.modules["neopixel"] = None  # as if it were not on the drive
        with pytest.raises(boards.BoardError, match="library is missing"):
            boards.build()
    assert "tools/deploy.py" in capsys.readouterr().out


def test_misspelt_profile_in_settings_gets_a_clear_message(capsys):
    with standin_modules("pybadge", YAHTZEE_BOARD="pybadg"):
        import boards

        with pytest.raises(boards.BoardError, match="not a board profile"):
            boards.build()
    assert "pybadg" in capsys.readouterr().out


def test_only_the_chosen_board_module_is_imported():
    with standin_modules("adafruit_macropad_rp2040"):
        import boards

        boards.build()
        loaded = {name for name in sys.modules if name.startswith("boards.")}
        assert loaded == {"boards.macropad", "boards.parts"}     # parts: the shared builders
        # and of the input drivers only the kinds the MacroPad has: keys and a knob
        drivers = {name for name in sys.modules if name in (
            "yahtzee_app.keys", "yahtzee_app.dials", "yahtzee_app.shake", "yahtzee_app.chords")}
        assert drivers == {"yahtzee_app.keys", "yahtzee_app.dials"}


@pytest.mark.parametrize("board_id, chords", [("pybadge", False), ("clue_nrf52840_express", True)])
def test_the_chord_logic_is_the_clues_alone(board_id, chords):
    with standin_modules(board_id):
        import boards

        boards.build()
        assert ("yahtzee_app.chords" in sys.modules) == chords


ALL_BOARDS = {
    "pybadge": ("pybadge", {}),
    "pybadge_lc": ("pybadge", {"STANDIN_NO_ACCEL": "1"}),
    "pygamer": ("pygamer", {}),
    "macropad": ("adafruit_macropad_rp2040", {}),
    "clue": ("clue_nrf52840_express", {}),
    "diy": ("raspberry_pi_pico", PICO_SETTINGS),
}


@pytest.mark.parametrize("profile", sorted(ALL_BOARDS))
def test_every_board_reaches_the_game_and_menu_actions(profile):
    board_id, env = ALL_BOARDS[profile]
    with standin_modules(board_id, **env):
        import boards

        hardware = boards.build(profile)
        actions = {EVENTS[event] for row in hardware.controls for event in row[1:3]}
        # (HINT, UNDO and the help line are in the pause menu on every board too)
        assert {"ROLL", "MENU"} <= actions, actions
        assert "ENTER" in actions or "PICK" in actions
        # every die can be held: directly, or with the cursor (HOLD, and LEFT / RIGHT
        # along the row of dice)
        direct = {"HOLD1", "HOLD2", "HOLD3", "HOLD4", "HOLD5", "HOLD6"} <= actions
        assert direct or ({"HOLD", "RIGHT"} <= actions), actions
        # and the scorecard, a column, moves with UP / DOWN
        assert "DOWN" in actions, actions


@pytest.mark.parametrize("profile", sorted(ALL_BOARDS))
def test_no_board_rolls_scores_or_undoes_on_a_long_press(profile):
    """A key whose press rolls, scores or undoes has no long action, so a press
    held a little longer (or shorter) than meant costs nothing; a roll key
    shakes while held and rolls on release."""
    from yahtzee_app.keys import SHAKES
    board_id, env = ALL_BOARDS[profile]
    with standin_modules(board_id, **env):
        import boards

        hardware = boards.build(profile)
        for label, short, long_, kind in hardware.controls:
            if short in (E.ROLL, E.ENTER, E.UNDO):
                assert long_ == E.NONE, label
            if short == E.ROLL:
                assert kind == SHAKES, label
            assert long_ not in (E.ROLL, E.ENTER, E.UNDO), label


def test_every_supported_board_id_has_a_profile_module():
    import boards

    for board_id, profile in boards.BOARD_IDS.items():
        module, _ = boards.PROFILES[profile]
        assert os.path.exists(os.path.join(ROOT, "boards", module + ".py")), board_id


# ---------------------------------------------------------------- device habits

HOT_PATHS = {
    "keys.py": {"poll", "_press", "_release", "_tick", "_emit", "_next", "_forget_keys"},
    "chords.py": {"_press", "_release", "_tick", "_start_chord"},
    "dials.py": {"poll"},
    "shake.py": {"poll", "read", "_signed_12"},
    "hardware.py": {"poll"},
    "debounced.py": {"poll"},
    "sound.py": {"tone", "play", "_start", "update", "stop", "note_hz"},
    "pwm_voice.py": {"start", "stop"},
    "dac_voice.py": {"start", "stop"},
    "leds.py": {"tumble", "chase", "blink", "show_game"},
    "play_view.py": {"tumble", "settle", "flash"},
}
ALLOCATING_CALLS = {"list", "tuple", "dict", "set", "str", "bytes", "bytearray", "array",
                    "sorted", "enumerate", "zip", "map", "filter", "format"}


@pytest.mark.parametrize("module", sorted(HOT_PATHS))
def test_input_and_sound_hot_paths_build_no_objects(module):
    """The per-poll code must not allocate on the device: no containers,
    comprehensions, f-strings, string formatting, slices or closures."""
    path = os.path.join(ROOT, "lib", "yahtzee_app", module)
    tree = ast.parse(open(path, encoding="utf-8").read())
    offences = []
    for function in ast.walk(tree):
        if not isinstance(function, ast.FunctionDef) or function.name not in HOT_PATHS[module]:
            continue
        for node in ast.walk(function):
            bad = isinstance(node, (ast.List, ast.Dict, ast.Set, ast.ListComp, ast.DictComp,
                                    ast.SetComp, ast.GeneratorExp, ast.JoinedStr, ast.Lambda,
                                    ast.Slice))
            bad = bad or (isinstance(node, ast.Tuple) and node.elts and not isinstance(node.ctx, ast.Store))
            bad = bad or (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod)
                          and isinstance(node.left, ast.Constant))
            bad = bad or (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                          and node.func.id in ALLOCATING_CALLS)
            if bad:
                offences.append("%s:%d in %s" % (module, node.lineno, function.name))
    assert offences == []


def test_device_code_has_no_fstrings_or_typing_imports():
    paths = [os.path.join(ROOT, "boards", name) for name in os.listdir(os.path.join(ROOT, "boards"))
             if name.endswith(".py")]
    paths += [os.path.join(ROOT, "lib", "yahtzee_app", name) for name in HOT_PATHS]
    for path in paths:
        tree = ast.parse(open(path, encoding="utf-8").read())
        for node in ast.walk(tree):
            assert not isinstance(node, ast.JoinedStr), "%s:%d f-string" % (path, node.lineno)
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                names = [alias.name for alias in node.names]
                module = getattr(node, "module", None) or ""
                assert "typing" not in names and module != "typing", path


def test_sound_can_be_muted():
    with standin_modules("clue_nrf52840_express"):
        import boards

        hardware = boards.build()
        speaker = hardware.speaker
        from yahtzee_app.sound import RATTLE, YAHTZEE
        speaker.muted = True
        speaker.play(YAHTZEE)
        assert speaker.voice.pwm.duty_cycle == 0 and not speaker.playing
        speaker.muted = False
        speaker.play(RATTLE, True)
        assert speaker.voice.pwm.duty_cycle > 0
        speaker.muted = True               # muted mid-melody: its next note does not sound
        speaker.update(speaker._until)
        assert speaker.voice.pwm.duty_cycle == 0 and not speaker.playing
