# What the guests' driver holds of its own (tools/measure/budget.py takes it off a figure): its code
# and the names none of the game's modules has. Every module of the image (MODULES, comma-
# separated) is imported first, so the names the driver shares with the game are interned
# before it loads and cost it nothing: on a board the game interns them itself.
import gc
import os

for name in (os.getenv("MODULES") or "").split(","):
    try:
        __import__(name)
    except Exception:      # a module that needs what this board lacks: its names stay out
        pass
import micropython  # noqa: E402

gc.collect()
before = gc.mem_alloc()
micropython.qstr_info()     # "qstr pool: ... n_qstr=N": the names interned before the driver
import drive  # noqa: E402, F401 (imported for what it holds)
gc.collect()
print("DRIVER", gc.mem_alloc() - before)
micropython.qstr_info()     # ... and after it (its own are static: cpboard.driver_names)
