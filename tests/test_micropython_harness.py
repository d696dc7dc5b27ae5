"""Tests of tools/runtimes/mpy.py, the harness that runs code in real MicroPython 1.27."""

import textwrap

import pytest

from tools.runtimes.mpy import MicroPythonError, fuel, run


@pytest.fixture
def tinypkg(tmp_path):
    pkg = tmp_path / "tinypkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("from tinypkg.maths import double\n")
    (pkg / "maths.py").write_text(
        textwrap.dedent(
            """\
            def double(x):
                return 2 * x

            def explode():
                return 1 // 0
            """
        )
    )
    return pkg


def test_imports_a_package_from_path(tinypkg):
    assert run("import tinypkg\nprint(tinypkg.double(21))", paths=[tinypkg]) == "42\n"


def test_prints_to_stdout():
    assert run("print('a', 1)\nprint('b', end='')") == "a 1\nb"


def test_exception_raises_with_traceback(tinypkg):
    with pytest.raises(MicroPythonError) as info:
        run("from tinypkg.maths import explode\nexplode()", paths=[tinypkg])
    assert info.value.returncode == 1
    assert "Traceback" in info.value.stderr
    assert "ZeroDivisionError" in info.value.stderr
    assert "tinypkg/maths.py" in info.value.stderr


HEAP_LOCK_SCRIPT = """\
import micropython

BUF = bytearray(64)

def allocating():
    return [1, 2, 3]

def arithmetic():
    x = 0
    for i in range(1000):
        x = (x * 31 + i) % 65521
    return x

def fill_buffer():
    for i in range(len(BUF)):
        BUF[i] = (i * 7) & 0xFF

# The locked work happens inside a function: a handler that bound a new global
# would itself allocate, and an uncaught MemoryError hangs the npm build.
def allocation_free(fn):
    micropython.heap_lock()
    try:
        fn()
        ok = True
    except MemoryError:
        ok = False
    micropython.heap_unlock()
    return ok

print(allocation_free(allocating), allocation_free(arithmetic), allocation_free(fill_buffer))
"""


def test_heap_lock_catches_allocations_only():
    assert run(HEAP_LOCK_SCRIPT) == "False True True\n"


def test_uncaught_memory_error_under_heap_lock_times_out():
    with pytest.raises(MicroPythonError) as info:
        run("import micropython\nmicropython.heap_lock()\nx = [1]\n", timeout=1)
    assert info.value.returncode == 2
    assert "timed out" in info.value.stderr


LOOP = "x = 0\nfor i in range({n}):\n    x += i\nprint(x)\n"


def test_fuel_is_deterministic_and_grows_with_work(tinypkg):
    short = fuel(LOOP.format(n=1000))
    assert isinstance(short, int) and short > 0
    assert fuel(LOOP.format(n=1000)) == short
    assert fuel(LOOP.format(n=10000)) > short
    assert fuel("import tinypkg\ntinypkg.double(2)", paths=[tinypkg]) > 0


def test_fuel_failure_raises_with_traceback(tinypkg):
    with pytest.raises(MicroPythonError) as info:
        fuel("from tinypkg.maths import explode\nexplode()", paths=[tinypkg])
    assert "ZeroDivisionError" in info.value.stderr
