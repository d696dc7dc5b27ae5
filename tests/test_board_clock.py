"""Every timer in lib/ on the board's clock (tools/sim/clock.py, issue 17): ticks_ms starts
65,536 ms before its 2**29 wrap at power-on, and goes on counting across a soft reload, so a
code.py run starts at any tick. Each timer is tried at a cold start, just after the first
wrap, after a soft reload at 11 minutes and at 6 days of uptime, and with a press whose down
and up straddle the wrap."""

import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from standin_env import standin_modules  # noqa: E402
from sim_driver import ScriptedThenRandom, Sim, new_game, SETTLED_MS  # noqa: E402
from tools.sim.clock import (BoardClock, PERIOD_MS, POWER_ON_MS, UPTIMES,  # noqa: E402
                               ticks_at, ticks_later)
from yahtzee_app.names import EVENTS  # noqa: E402

AT = pytest.mark.parametrize("uptime_ms", list(UPTIMES.values()), ids=list(UPTIMES))
# presses that straddle the wrap: down this long before it
STRADDLE = pytest.mark.parametrize("before_wrap_ms", [10, 200, 540])


def drain(hardware, now_ms):
    out = []
    for _ in range(50):
        event = hardware.buttons.poll(now_ms)
        if not event:
            return out
        out.append(EVENTS[event])
    raise AssertionError(out)


# -- the clock itself ---------------------------------------------------------------

def test_the_board_clock_starts_65536_ms_before_its_wrap_and_wraps_at_2_to_the_29():
    clock = BoardClock()
    assert clock.ticks_ms() == POWER_ON_MS == 2 ** 29 - 65536
    clock.advance(65536)
    assert clock.ticks_ms() == 0                      # the first wrap, 65.5 s after power-on
    clock.advance(PERIOD_MS - 1)
    assert clock.ticks_ms() == PERIOD_MS - 1
    clock.reset()                                     # a reset: from the start again
    assert clock.ticks_ms() == POWER_ON_MS


def test_the_circuitpython_guest_supervisor_keeps_the_same_clock():
    """tests/fakes/circuitpython/supervisor.py (frozen into CircuitPython's unix port,
    where tools/ is not) starts where the board clock does."""
    import runpy
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                        "fakes", "circuitpython", "supervisor.py")
    guest = runpy.run_path(path)
    assert guest["ticks_ms"]() == POWER_ON_MS
    guest["ticks_ms"].__globals__["now"] += 65536
    assert guest["ticks_ms"]() == 0


# -- idle: dim, dark, deep sleep -------------------------------------------------------

@AT
def test_the_idle_timer_counts_from_the_first_frame_whatever_the_clock_reads(uptime_ms):
    sim = Sim(clock=BoardClock(uptime_ms))
    app = sim.app
    assert app.idle.level == 0 and not app.root.hidden          # the title, awake
    sim.says("New game")
    sim.wait(29 * 1000)
    assert app.idle.level == 0                                    # not dimmed before 30 s
    sim.wait(2 * 1000)
    assert app.idle.level == 1                                    # dimmed at 30 s


def test_the_idle_timer_is_not_fooled_by_a_wrap_while_left_alone():
    sim = Sim(clock=BoardClock(60 * 1000))            # the wrap comes 5.5 s later
    sim.wait(20 * 1000)
    assert sim.app.idle.level == 0
    sim.wait(12 * 1000)
    assert sim.app.idle.level == 1


# -- keys: long presses, repeats (the PyBadge's keypad) --------------------------------

@pytest.fixture
def pybadge():
    with standin_modules("pybadge"):
        import boards
        import keypad
        yield boards.build(), keypad.instances[-1].events


@AT
def test_a_long_press_fires_after_550_ms_at_any_uptime(pybadge, uptime_ms):
    hardware, queue = pybadge
    down = ticks_at(uptime_ms)
    queue.push(1, True, down)                          # A: its long press is HINT
    assert drain(hardware, ticks_later(down, 500)) == []
    assert drain(hardware, ticks_later(down, 560)) == ["HINT"]
    queue.push(1, False, ticks_later(down, 700))
    assert drain(hardware, ticks_later(down, 700)) == []


@STRADDLE
def test_a_long_press_across_the_wrap(pybadge, before_wrap_ms):
    hardware, queue = pybadge
    down = PERIOD_MS - before_wrap_ms
    queue.push(1, True, down)
    assert drain(hardware, ticks_later(down, 500)) == []
    assert drain(hardware, ticks_later(down, 560)) == ["HINT"]
    queue.push(3, True, ticks_later(down, 600))        # Select, tapped: MENU, at once
    queue.push(3, False, ticks_later(down, 650))
    queue.push(1, False, ticks_later(down, 650))
    assert drain(hardware, ticks_later(down, 650)) == ["MENU"]


@AT
def test_a_held_direction_repeats_after_400_then_every_140_ms(pybadge, uptime_ms):
    hardware, queue = pybadge
    down = ticks_at(uptime_ms)
    queue.push(4, True, down)                          # Right
    assert drain(hardware, down) == ["RIGHT"]
    assert drain(hardware, ticks_later(down, 380)) == []
    assert drain(hardware, ticks_later(down, 400)) == ["RIGHT"]
    assert drain(hardware, ticks_later(down, 520)) == []
    assert drain(hardware, ticks_later(down, 540)) == ["RIGHT"]
    queue.push(4, False, ticks_later(down, 600))
    assert drain(hardware, ticks_later(down, 1000)) == []


@STRADDLE
def test_a_held_direction_repeats_across_the_wrap(pybadge, before_wrap_ms):
    hardware, queue = pybadge
    down = PERIOD_MS - before_wrap_ms
    queue.push(4, True, down)
    got = [e for t in range(0, 1000, 20) for e in drain(hardware, ticks_later(down, t))]
    assert got == ["RIGHT"] * 6                        # 0, 400, 540, 680, 820, 960


def test_a_keypad_queue_that_overflows_drops_the_newest_and_the_keys_start_afresh(pybadge):
    """keypad's EventQueue holds 64 events (max_events); a 65th is dropped and sets
    `overflowed`. The firmware then forgets every key down (a release may be among the
    lost) and resets the scanner, so no key fires a long press it was never held for."""
    hardware, queue = pybadge
    start = ticks_at(0)
    queue.push(1, True, start)                         # A down (its long press is HINT)
    for i in range(70):                                # Right, chattering: 70 changes
        queue.push(4, i % 2 == 0, ticks_later(start, 10 + i))
    assert len(queue) == 64 and queue.overflowed       # the newest six dropped
    assert drain(hardware, ticks_later(start, 100)) == []
    assert not queue.overflowed and len(queue) == 0
    assert drain(hardware, ticks_later(start, 2000)) == []      # no HINT from a lost key
    queue.push(4, True, ticks_later(start, 3000))
    queue.push(4, False, ticks_later(start, 3050))
    assert drain(hardware, ticks_later(start, 3050)) == ["RIGHT"]   # keys work as before


@pytest.fixture
def pygamer():
    with standin_modules("pygamer"):
        import board
        import boards
        yield boards.build(), board


@pytest.mark.parametrize("start", [ticks_at(u) for u in UPTIMES.values()] + [PERIOD_MS - 200],
                         ids=list(UPTIMES) + ["across the wrap"])
def test_a_held_stick_repeats_after_400_then_every_140_ms_at_any_tick(pygamer, start):
    hardware, board = pygamer
    board.JOYSTICK_X.analog = 65535                    # full right, held
    got = [(t, e) for t in range(0, 700, 20) for e in drain(hardware, ticks_later(start, t))]
    assert got == [(0, "RIGHT"), (400, "RIGHT"), (540, "RIGHT"), (680, "RIGHT")]


# -- shake to roll ---------------------------------------------------------------------

def set_acceleration(x_g):
    import board
    memory = board.I2C().devices[0x19]
    for offset, value in enumerate((x_g, 1.0, 1.0)):
        raw = int(value * (32768 // 4)) & 0xFFFF
        memory[0x28 + 2 * offset] = raw & 0xFF
        memory[0x29 + 2 * offset] = raw >> 8


def shake(hardware, start, ms, still_ms=1000):
    """Shaken for ms from `start`, then still for still_ms: the events."""
    got = []
    for t in range(0, ms, 20):
        set_acceleration(2.5 if t // 20 % 2 else -2.5)
        got += drain(hardware, ticks_later(start, t))
    set_acceleration(0.0)
    for t in range(ms, ms + still_ms, 20):
        got += drain(hardware, ticks_later(start, t))
    return got


@AT
def test_a_shake_from_the_first_frame_rolls_at_any_uptime(pybadge, uptime_ms):
    hardware, _ = pybadge
    assert shake(hardware, ticks_at(uptime_ms), 600) == ["SHAKE", "TOSS"]
    # and the next one, once the board has been set down
    assert shake(hardware, ticks_at(uptime_ms + 3000), 600) == ["SHAKE", "TOSS"]


@STRADDLE
def test_a_shake_across_the_wrap_rolls_once(pybadge, before_wrap_ms):
    hardware, _ = pybadge
    assert drain(hardware, PERIOD_MS - 5000) == []
    assert shake(hardware, PERIOD_MS - before_wrap_ms, 600) == ["SHAKE", "TOSS"]


def shaken_on_after_a_roll(hardware, start):
    """Shaken 300 ms, let go (the roll), then shaken again at once for 1.2 s: the settling
    shake's tail; still 1 s; then one more shake. The events of each part."""
    return [shake(hardware, start, 300, 400),
            shake(hardware, ticks_later(start, 700), 1200),
            shake(hardware, ticks_later(start, 2900), 300)]


@pytest.mark.parametrize("start", [ticks_at(u) for u in UPTIMES.values()] + [PERIOD_MS - 1500],
                         ids=list(UPTIMES) + ["across the wrap"])
def test_shaking_on_as_a_shake_settles_starts_no_shake_at_any_tick(pybadge, start):
    hardware, _ = pybadge
    assert shaken_on_after_a_roll(hardware, start) == [["SHAKE", "TOSS"], [],
                                                       ["SHAKE", "TOSS"]]


# -- the CLUE's chords -----------------------------------------------------------------

@pytest.fixture
def clue():
    with standin_modules("clue_nrf52840_express"):
        import boards
        import keypad
        yield boards.build(), keypad.instances[-1].events


def chord(hardware, queue, start, hold_b_ms):
    """A held, B pressed 200 ms later for `hold_b_ms`, then both let go; the events."""
    got = []
    b_down, b_up = ticks_later(start, 200), ticks_later(start, 200 + hold_b_ms)
    queue.push(0, True, start)
    for t in range(0, 200 + hold_b_ms + 200, 10):
        now = ticks_later(start, t)
        if now == b_down:
            queue.push(1, True, now)
        if now == b_up:
            queue.push(1, False, now)
            queue.push(0, False, ticks_later(now, 50))
        got += drain(hardware, now)
    return got


@AT
@pytest.mark.parametrize("hold_b_ms, expected", [(100, ["DOWN"]), (700, ["MENU"])])
def test_a_clue_chord_tapped_or_held_at_any_uptime(clue, uptime_ms, hold_b_ms, expected):
    hardware, queue = clue
    assert chord(hardware, queue, ticks_at(uptime_ms), hold_b_ms) == expected


@STRADDLE
@pytest.mark.parametrize("hold_b_ms, expected", [(100, ["DOWN"]), (700, ["MENU"])])
def test_a_clue_chord_across_the_wrap(clue, before_wrap_ms, hold_b_ms, expected):
    hardware, queue = clue
    assert chord(hardware, queue, PERIOD_MS - before_wrap_ms - 200, hold_b_ms) == expected


# -- the speaker's notes ---------------------------------------------------------------

class _Voice:
    def __init__(self):
        self.sounding = 0

    def start(self, frequency_hz):
        self.sounding = frequency_hz

    def stop(self):
        self.sounding = 0


@pytest.mark.parametrize("start", [ticks_at(u) for u in UPTIMES.values()] + [PERIOD_MS - 30],
                         ids=list(UPTIMES) + ["across the wrap"])
def test_a_melody_plays_its_notes_for_their_lengths_at_any_tick(monkeypatch, start):
    from yahtzee_app import sound
    clock = BoardClock()
    clock.now = start
    monkeypatch.setattr(sound, "ticks_ms", clock.ticks_ms)
    tone = sound.Tone(_Voice())
    tone.play(sound.SCORE)                             # E5 60 ms, G5 60 ms, C6 90 ms
    heard = []
    for t in range(0, 300, 10):
        tone.update(ticks_later(start, t))
        heard.append(tone.voice.sounding)
    assert heard[0] == heard[5] == sound.note_hz(29) != heard[6]
    assert heard[6] == heard[11] == sound.note_hz(32)
    assert heard[12] == heard[20] == sound.note_hz(37)
    assert not tone.playing and heard[21] == 0


# -- the play screen: a roll's tumble, a computer's pace ---------------------------------

@pytest.mark.parametrize("uptime_ms", list(UPTIMES.values()) + [65536 - 300],
                         ids=list(UPTIMES) + ["across the wrap"])
def test_a_roll_tumbles_then_settles_and_a_computer_plays_its_turn(uptime_ms):
    sim = Sim(clock=BoardClock(uptime_ms), dice=ScriptedThenRandom())
    new_game(sim, "classic", 2, seats="0 2")
    sim.press("ROLL")
    assert sim.app.scene.tumbling                            # the dice tumble
    sim.wait(SETTLED_MS)
    assert not sim.app.scene.tumbling and sim.game.rolls == 1   # and land
    sim.press("ENTER")                                 # P1 scores; the computer's turn
    assert sim.game.player == 1
    sim.wait(400)
    assert sim.game.player == 1 and sim.game.rolls == 0   # a beat first, so it is seen
    sim.wait(20 * 1000)
    assert sim.game.player == 0                        # it played its turn, step by step


# -- the windowed simulator, on a PC that has been up for a while ----------------------

class _Enough(Exception):
    pass


@pytest.mark.parametrize("up_ms", [13 * 60 * 1000, 5 * 3600 * 1000 + 123],
                         ids=["up 13 minutes", "up 5 hours"])
def test_the_windowed_simulator_on_a_long_up_pc_shows_the_title_at_once(monkeypatch, up_ms):
    """Without --keys the simulator's app reads CPython's adafruit_ticks (the PC's
    time.monotonic_ns, counting since the machine started) in App.run()."""
    import adafruit_ticks
    from tools.sim import board as sim_board
    from yahtzee_app.app import App
    monkeypatch.setattr(adafruit_ticks, "_monotonic_ns", lambda: up_ms * 1000000)
    hardware = sim_board.build(profile="pybadge", nvm_path="", keys="", keyboard=False)
    app = App(hardware)
    frames = []
    poll = hardware.buttons.poll

    def poll_and_look(now_ms):
        frames.append((app.idle.level, app.root.hidden, hardware.display.brightness))
        if len(frames) == 3:
            raise _Enough
        return poll(now_ms)

    monkeypatch.setattr(hardware.buttons, "poll", poll_and_look)
    with pytest.raises(_Enough):
        app.run()
    assert frames[1:] == [(0, False, hardware.display.brightness)] * 2   # awake, shown
    assert hardware.display.brightness == 1.0                            # not dimmed
    from tools.sim import screen
    assert "New game" in " ".join(screen.texts(hardware.display.root_group, app.glyphs))


@pytest.mark.parametrize("uptime_ms", list(UPTIMES.values()) + [65536 - 1000],
                         ids=list(UPTIMES) + ["across the wrap"])
def test_a_rolled_yahtzee_celebrates_for_two_seconds_at_any_uptime(uptime_ms):
    sim = Sim(clock=BoardClock(uptime_ms))
    new_game(sim, "classic")
    sim.roll("4 4 4 4 4")
    assert sim.app.scene.celebrate_until                     # the dice and LEDs flash
    sim.wait(1800)                                     # the roll landed ~60 ms ago
    assert sim.app.scene.celebrate_until
    sim.wait(300)
    assert not sim.app.scene.celebrate_until                 # and stop after _CELEBRATE_MS


@pytest.mark.parametrize("uptime_ms", list(UPTIMES.values()) + [65536 - 31000],
                         ids=list(UPTIMES) + ["across the wrap"])
def test_a_press_just_after_the_wake_only_follows_it_at_any_uptime(uptime_ms):
    sim = new_game(Sim(clock=BoardClock(uptime_ms)), "classic")
    sim.wait(31 * 1000)
    assert sim.app.idle.level == 1                     # dimmed
    sim.press("ROLL")                                  # wakes, nothing else
    assert sim.app.idle.level == 0 and sim.game.rolls == 0
    sim.press("ROLL")                                  # within the guard: still nothing
    assert sim.game.rolls == 0
    sim.wait(500)
    sim.roll("1 2 3 4 5")                              # after it, a press acts again
    assert sim.game.rolls == 1


# -- the guards: the end screens' and a person's hand-over beat -------------------------

@pytest.mark.parametrize("uptime_ms", list(UPTIMES.values()) + [65536 - 300],
                         ids=list(UPTIMES) + ["across the wrap"])
def test_a_press_just_after_game_over_appears_does_nothing_at_any_uptime(uptime_ms):
    from test_screen_buttons import at_the_end
    from yahtzee_app import states as st
    board = at_the_end("pybadge", 0, uptime_ms)
    board.press("Start")                               # within the guard: nothing
    assert board.app.state == st.END
    board.wait(600)
    board.press("Start")                               # after it: on to the initials
    assert board.app.state == st.INITIALS


@pytest.mark.parametrize("uptime_ms", list(UPTIMES.values()) + [65536 - 3000],
                         ids=list(UPTIMES) + ["across the wrap"])
def test_start_mashed_at_game_over_and_the_title_after_it_never_passes_at_any_uptime(uptime_ms):
    # the guard starts again at every press in it (issue 29, 3): mashed for six seconds
    # (across the ticks' wrap in the last case), Game over stays; a deliberate press goes on,
    # and the title after the game keeps the same guard
    from test_screen_buttons import at_the_end
    from yahtzee_app import states as st
    board = at_the_end("pybadge", 0, uptime_ms)
    for _ in range(40):
        board.press("Start:60 wait:90")
        assert board.app.state == st.END
    board.wait(700)
    board.press("Select")                              # Back: nothing at Game over
    board.wait(700)
    board.press("Start")                               # on to the initials
    assert board.app.state == st.INITIALS
    board.wait(700)
    board.press("Start Start Start")                   # AAA, chosen: the high scores
    assert board.app.state == st.SCORES
    board.wait(700)
    board.press("Start")                               # the title
    assert board.app.state == st.TITLE
    for _ in range(40):
        board.press("Start:60 wait:90")
        assert board.app.state == st.TITLE             # no new game from the mash
    board.wait(700)
    board.press("Start")
    assert board.app.state != st.TITLE


@pytest.mark.parametrize("uptime_ms", list(UPTIMES.values()) + [65536 - 1500],
                         ids=list(UPTIMES) + ["across the wrap"])
def test_a_roll_mashed_in_a_computers_turn_never_rolls_the_next_at_any_uptime(uptime_ms):
    from test_play_presses import person_then_computer
    from yahtzee_app.play_turn import _HANDOVER_MS as HANDOVER_MS
    board, game = person_then_computer("pybadge", uptime_ms=uptime_ms)
    board.press("B B B")                               # hurries the computer
    board.wait(HANDOVER_MS)
    assert game.player == 0 and game.rolls == 0        # P1's turn with every roll
    board.wait(100)
    board.press("B")                                   # after the beat, B rolls again
    board.wait(600)
    assert game.rolls == 1
