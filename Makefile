# Two commands do all the set-up on a fresh clone: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run replay test bench budget robustness strength solve venv clean

venv: $(STAMP)

$(STAMP): requirements.txt tools/micropython/package-lock.json
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements.txt
	cd tools/micropython && npm ci --no-audit --no-fund --loglevel=error
	touch $(STAMP)

run: $(STAMP)
	$(PY) tools/simulate.py

replay: $(STAMP)
	$(PY) tools/replay.py tests/transcripts/classic_full_game.txt

test: $(STAMP)
	SDL_VIDEODRIVER=dummy $(VENV)/bin/pytest -q -n 2 tests

bench: $(STAMP)
	$(PY) tools/bench.py

budget: $(STAMP)
	$(PY) tools/budget.py

robustness: $(STAMP)
	$(PY) tools/robustness.py

strength: $(STAMP)
	$(PY) tools/strength.py

# Rebuild the computer players' tables (committed; only after a rules change).
solve: $(STAMP)
	$(PY) tools/solve_classic.py
	$(PY) tools/fit_classic_expert.py

clean:
	rm -rf $(VENV) tools/micropython/node_modules artifacts
