# Two commands do all the set-up on a fresh clone: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
# The Classic Perfect level's 1 MB table is built, not committed (about 40 s).
PERFECT := data/classic_perfect.bin

.PHONY: run replay test bench budget robustness strength data solve venv clean circuitpython

venv: $(STAMP)

$(STAMP): requirements.txt tools/micropython/package-lock.json
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements.txt
	cd tools/micropython && npm ci --no-audit --no-fund --loglevel=error
	touch $(STAMP)

run: $(STAMP) $(PERFECT)
	$(PY) tools/simulate.py

replay: $(STAMP)
	$(PY) tools/replay.py tests/transcripts/classic_full_game.txt

test: $(STAMP) $(PERFECT) circuitpython
	SDL_VIDEODRIVER=dummy $(VENV)/bin/pytest -q -n 2 tests

# CircuitPython's own mpy-cross and unix port (build/circuitpython-*), from the source kit in
# ../shared/circuitpython/; without one, a note, and the tests that need it skip.
circuitpython: $(STAMP)
	$(PY) tools/circuitpython.py build --optional

bench: $(STAMP)
	$(PY) tools/bench.py

budget: $(STAMP)
	$(PY) tools/budget.py

robustness: $(STAMP)
	$(PY) tools/robustness.py

strength: $(STAMP) $(PERFECT)
	$(PY) tools/strength.py

data: $(PERFECT)

$(PERFECT): $(STAMP) tools/solve_classic.py tools/classic_np.py yahtzee_core/perfect.py
	$(PY) tools/solve_classic.py --out $(PERFECT)

# After a rules change: the Perfect table, then the (committed) Expert table fitted from it.
solve: $(STAMP)
	$(PY) tools/solve_classic.py --out $(PERFECT)
	$(PY) tools/fit_classic_expert.py

clean:
	rm -rf $(VENV) tools/micropython/node_modules artifacts build dist $(PERFECT)
