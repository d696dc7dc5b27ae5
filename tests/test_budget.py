"""The memory budget's targets, checked in CircuitPython 10.2.1 itself (tools/measure/budget.py).

Each check runs a stage of the real firmware, on the image the deploy tool writes (or the
modules frozen as our PyBadge firmware freezes them), in CircuitPython's unix port with a
heap of the target plus what the stand-ins hold: it must run. A figure checked, not a
timed test. `python3 tools/measure/budget.py` prints the figures themselves.
"""

import pytest

from tools.measure import budget
from tools.runtimes import circuitpython as cp

pytestmark = pytest.mark.skipif(not cp.available(), reason=cp.HOW_TO_GET)

KB = 1024
GAMES = [(0, 2), (0, 3), (1, 2), (2, 2)]     # each mode against an Expert; Classic: Perfect


@pytest.fixture(scope="module")
def images():
    made = {}

    def get(board, kind):
        if (board, kind) not in made:
            made[board, kind] = budget.Image(board, kind)
        return made[board, kind]

    yield get
    for image in made.values():
        image.close()


def runs_in(image, guest, env, net_heap, pool_room=False):
    """Whether the stage runs in a heap of `net_heap` bytes plus the stand-ins' share.
    `pool_room`: and it leaves the heap's string pool room (budget.QSTR_ROOM): the
    title must not pay for the pool's next doubling. A game pays for it wherever it
    comes (every game interns more strings than the doubling leaves room for: the
    figure measures it where it happens)."""
    out = image.run(guest, env, "2M")
    if pool_room:
        interned = max(row[2] for row in budget.stage_lines(out))
        assert interned <= budget.QSTR_ROOM, \
            "%d strings interned: the pool's next doubling (%d) is near" % (
                interned, budget.QSTR_POOLS)
    return image.fits(guest, env, image.overhead(out) + net_heap)


@pytest.mark.parametrize("kind", ["mpy", "frozen"])
def test_the_title_fits_its_target_on_a_pybadge(images, kind):
    target = budget.TARGETS[kind]["title"]
    assert runs_in(images("pybadge", kind), "title.py", {}, target, pool_room=True), \
        "the title needs more than %d KB" % (target // KB)


@pytest.mark.parametrize("kind,mode,level", [
    (kind, mode, level) for kind in ("mpy", "frozen") for mode, level in GAMES])
def test_a_game_against_an_expert_with_hints_fits_its_target_on_a_pybadge(images, kind, mode,
                                                                         level):
    target = budget.TARGETS[kind]["game"]
    env = {"GAME_MODE": str(mode), "GAME_LEVEL": str(level)}
    assert runs_in(images("pybadge", kind), "game.py", env, target), \
        "%s needs more than %d KB" % (budget.game_stage(mode, level), target // KB)


def test_the_drivers_own_names_take_no_place_in_the_heaps_string_pools(images):
    # Interned by the driver, its own names would fill the pools the game's fill on a board,
    # and take a game into the 7.7 KB pool early. Loaded after every module of the image,
    # it may intern only its file's names (its path and file name).
    image = images("pybadge", "mpy")
    image.driver_cost()
    assert image.driver_names <= 3, \
        "the driver interned %d names of its own" % image.driver_names


@pytest.mark.parametrize("mode,level", GAMES)
def test_no_allocation_in_play_is_bigger_than_4_kb(images, mode, level):
    # From the first roll on, the free heap is only holes of 4 KB: a bigger allocation fails.
    env = {"GAME_MODE": str(mode), "GAME_LEVEL": str(level), "GAME_HOLE": str(4 * KB)}
    images("pybadge", "mpy").run("game.py", env, "1M")


def test_the_hole_check_catches_a_bigger_allocation(images):
    # The control: in 128-byte holes the same game fails (its largest allocation in play is
    # about 256 B: its computer player is built as it loads; `tools/measure/budget.py --largest`).
    env = {"GAME_MODE": "2", "GAME_LEVEL": "2", "GAME_HOLE": "128"}
    with pytest.raises(cp.CircuitPythonError) as failed:
        images("pybadge", "mpy").run("game.py", env, "1M")
    assert failed.value.memory


@pytest.mark.parametrize("board", ["pygamer", "clue", "macropad"])
def test_every_other_boards_title_is_at_least_as_good(images, board):
    image = images(board, "mpy")
    assert runs_in(image, "title.py", {}, budget.TARGETS["mpy"]["title"], pool_room=True)


@pytest.mark.parametrize("board", ["pygamer", "clue", "macropad"])
def test_every_other_boards_power_game_is_at_least_as_good(images, board):
    image = images(board, "mpy")
    assert runs_in(image, "game.py", {"GAME_MODE": "2", "GAME_LEVEL": "2"},
                   budget.TARGETS["mpy"]["game"])


def test_the_budget_prints_the_images_flash_per_module(capsys):
    assert budget.main(["--flash", "--board", "macropad"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "macropad: flash bytes"
    rows = {line.split()[0]: line.split()[1:] for line in out[2:]}
    assert "yahtzee_core/plan_power.py" in rows and "lib/neopixel" in rows
    py_bytes, mpy_bytes = (int(n) for n in rows["total"])
    assert 0 < mpy_bytes < py_bytes


def _at_app(image, start):
    out = image.run("app_start.py", {"START": start}, "2M")
    return int(out.split("AT_APP ")[1].split()[0])


def test_the_driver_builds_the_app_with_the_boards_code_gone_as_code_py_does(images):
    # code.py forgets the board's modules and deletes its name before App() builds: a driver
    # that kept `boards` referenced would make every figure about 5 KB pessimistic.
    image = images("pybadge", "mpy")
    assert _at_app(image, "driver") - _at_app(image, "code") < KB


def test_the_driver_names_the_game_shares_count_against_the_game(images):
    # What a figure takes off is the stand-ins and the driver's own share: the names the
    # driver interns that the game's modules have too are the game's on a board (some 40
    # names at the title, 0.5 KB with their place in the pools).
    image = images("pybadge", "mpy")
    out = image.run("title.py", {}, "2M")
    assert image.overhead(out) < budget._driven(out) - 256


@pytest.mark.parametrize("name,guest,env", budget.stages(), ids=[row[0] for row in budget.stages()])
def test_every_stage_of_the_budget_runs_to_its_end(images, name, guest, env):
    # tools/measure/budget.py --board all stops at the first stage that cannot run: each stage runs
    # here once, in a roomy heap, on the PyBadge's image (what it needs made first)
    image = images("pybadge", "mpy")
    out = image.run(guest, budget.prepare(image, env), "2M")
    assert budget.stage_lines(out), "%s printed no stage:\n%s" % (name, out[-2000:])


def test_a_layouts_pad_is_held_before_the_stand_ins_and_counted_with_them(images):
    # budget.py --layouts moves the heap's layout alone: the pad is allocated before the
    # stand-ins' share is read (STANDINS), so every figure takes it off again
    from tools.runtimes import cpboard
    plain = cpboard.guest("title.py")
    padded = cpboard.guest("title.py", 400)
    assert padded.index("bytearray(400)") < padded.index("print('STANDINS'")
    assert padded.replace("standins.PAD = bytearray(400)\n", "") == plain
    image = images("pybadge", "mpy")
    shares = [budget._standins(image.run("title.py", {budget.PAD: str(pad)}, "2M"))
              for pad in (0, 400)]
    assert 400 <= shares[1] - shares[0] <= 400 + 32
