# Two commands do all the set-up on a fresh clone: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
# The Classic Perfect level's 1 MB table is built, not committed (about 40 s); so are the
# computer players' other tables (the keep lattice, every hand's scores: seconds).
PERFECT := data/classic_perfect.bin
BOT_TABLES := data/keeps.bin data/hands_classic.bin data/hands_painted.bin \
	data/hands_power.bin data/classic_layout.bin

.PHONY: run replay test lint bench wear budget robustness strength data solve venv clean circuitpython \
	firmware firmware-optional emulate emulate-games stock-firmware stock-firmware-optional

venv: $(STAMP)

$(STAMP): requirements.txt tools/micropython/package-lock.json
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements.txt
	cd tools/micropython && npm ci --no-audit --no-fund --loglevel=error
	touch $(STAMP)

run: $(STAMP) $(PERFECT) $(BOT_TABLES)
	$(PY) tools/simulate.py

replay: $(STAMP)
	$(PY) tools/replay.py tests/transcripts/classic_full_game.txt

test: lint $(STAMP) $(PERFECT) $(BOT_TABLES) circuitpython firmware-optional stock-firmware-optional
	SDL_VIDEODRIVER=dummy $(VENV)/bin/pytest -q -n 2 tests

# ruff over every Python file of the repo (pyproject.toml: its default rules)
lint: $(STAMP)
	$(VENV)/bin/ruff check .

# CircuitPython's own mpy-cross and unix port (build/circuitpython-*), from the source kit in
# ../shared/circuitpython/; without one, a note, and the tests that need it skip.
circuitpython: $(STAMP)
	$(PY) tools/runtimes/circuitpython.py build --optional
	$(PY) tools/runtimes/cpboard.py

# Our PyBadge firmware, CircuitPython with the game frozen into flash:
# dist/yahtzee-pybadge-cp10.2.1.uf2 (tools/shipping/firmware.py, docs/FIRMWARE.md). From the kit's
# PyBadge source in ../shared/circuitpython/ (or `tools/shipping/firmware.py --clone DIR` online);
# needs Debian's gcc-arm-none-eabi. About 2 minutes the first time, then incremental.
firmware: $(STAMP)
	$(PY) tools/shipping/firmware.py

# What `make test` runs: the same build, or a note when the kit or the arm toolchain is
# missing (tests/test_firmware.py then skips).
firmware-optional: $(STAMP)
	$(PY) tools/shipping/firmware.py --optional

# The stock PyBadge firmware (CircuitPython as shipped, from the same kit), for the
# emulator's stock runs (tests/test_emulate.py); cached in build/. From scratch it is a
# full firmware build (tools/shipping/stock_firmware.py says how long it took).
stock-firmware: $(STAMP)
	$(PY) tools/shipping/stock_firmware.py

stock-firmware-optional: $(STAMP)
	$(PY) tools/shipping/stock_firmware.py --optional

# Our firmware booted in the Unicorn emulator to the title (tools/measure/emulate.py,
# docs/FIRMWARE.md).
emulate: $(STAMP) $(BOT_TABLES) firmware
	$(PY) tools/measure/emulate.py --deploy ours \
		--settings "YAHTZEE_DEBUG = 1" --until "menus screen" --screenshot artifacts/emulated-title.png

bench: $(STAMP) $(BOT_TABLES)
	$(PY) tools/measure/bench.py

wear: $(STAMP)
	$(PY) tools/measure/wear.py

budget: $(STAMP) $(PERFECT) $(BOT_TABLES) circuitpython
	$(PY) tools/measure/budget.py

robustness: $(STAMP) $(BOT_TABLES)
	$(PY) tools/measure/robustness.py

strength: $(STAMP) $(PERFECT) $(BOT_TABLES)
	$(PY) tools/measure/strength.py

data: $(PERFECT) $(BOT_TABLES)

$(BOT_TABLES) &: $(STAMP) tools/data/bot_tables.py yahtzee_core/keeps.py yahtzee_core/hand.py \
		yahtzee_core/modes.py $(wildcard yahtzee_core/boxes_*.py) yahtzee_core/perfect.py
	$(PY) tools/data/bot_tables.py

$(PERFECT): $(STAMP) tools/data/solve_classic.py tools/data/classic_np.py yahtzee_core/perfect.py
	$(PY) tools/data/solve_classic.py --out $(PERFECT)

# After a rules change: the Perfect table, then the (committed) Expert table fitted from it.
solve: $(STAMP)
	$(PY) tools/data/solve_classic.py --out $(PERFECT)
	$(PY) tools/data/bot_tables.py
	$(PY) tools/data/fit_classic_expert.py

clean:
	rm -rf $(VENV) tools/micropython/node_modules artifacts build dist $(PERFECT) $(BOT_TABLES)

# One zip per board to unzip onto CIRCUITPY (dist/yahtzee-<profile>-cp10.zip; docs/DEPLOY.md).
.PHONY: zips
zips: $(STAMP) circuitpython $(BOT_TABLES)
	$(PY) tools/deploy.py --zip --board all

# Whole 2-player games against a CPU Expert, hints asked, in the emulator: POWER on our
# firmware, each mode on stock with the deploy image: the lowest free heap per stage, from the
# firmware's own gc.mem_free() (`make test` plays the POWER games whole and Classic's and
# Painted's first 6 turns; about a minute and a half a whole game).
emulate-games: $(STAMP) $(BOT_TABLES) firmware stock-firmware
	YAHTZEE_WHOLE_GAMES=1 SDL_VIDEODRIVER=dummy $(VENV)/bin/pytest -q -s tests/test_emulate.py -k plays
