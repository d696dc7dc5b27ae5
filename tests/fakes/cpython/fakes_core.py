"""How CPython's layer reaches the shared core (tests/fakes/common).

A layer module has the name of the module it stands for (`pwmio`) and comes first on the path,
so `import pwmio` cannot reach the core's file behind it: `core("pwmio")` loads
tests/fakes/common/pwmio.py by its path. Each call makes a fresh module (nothing is cached):
a layer loads its core once, as it is imported, so a core that reads the board at import (the
sleep memory's size, for one) is made again for each board the tests set up.
"""

import importlib.util
import os

COMMON = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "common")


def core(name):
    """A fresh module of tests/fakes/common/<name>.py."""
    spec = importlib.util.spec_from_file_location("_core_" + name,
                                                  os.path.join(COMMON, name + ".py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
