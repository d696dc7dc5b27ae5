"""The house's rooms, read from the code (issue 31): no module of the game imports one that
imports it back, and memory is borrowed one way (yahtzee_app.heap), with one question of
whether this is CPython."""

import ast
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGES = ("lib/yahtzee_app", "yahtzee_core")


def _modules(folder):
    for name in sorted(os.listdir(os.path.join(ROOT, folder))):
        if name.endswith(".py"):
            yield name[:-3], os.path.join(ROOT, folder, name)


def _imports(path, package):
    """The package's modules `path` imports, at its top or in a function."""
    found = set()
    for node in ast.walk(ast.parse(open(path).read())):
        if not isinstance(node, ast.ImportFrom):
            continue
        module = node.module or ""
        if node.level == 1:
            names = [module.split(".")[0]] if module else [alias.name for alias in node.names]
        elif module.startswith(package + "."):
            names = [module.split(".")[1]]
        elif module == package:
            names = [alias.name for alias in node.names]
        else:
            names = []
        found.update(names)
    return found


def _circles(graph):
    circles = set()

    def walk(path):
        for following in sorted(graph.get(path[-1], ())):
            if following in path:
                circle = path[path.index(following):]
                first = circle.index(min(circle))
                circles.add(tuple(circle[first:] + circle[:first]))
            elif following in graph:
                walk(path + [following])

    for module in graph:
        walk([module])
    return sorted(circles)


def test_no_module_imports_one_that_imports_it_back():
    for folder in PACKAGES:
        package = os.path.basename(folder)
        graph = {name: _imports(path, package) - {name} for name, path in _modules(folder)}
        assert _circles(graph) == [], folder


def test_the_circle_check_sees_a_circle_through_a_functions_import():
    assert _circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [("a", "b", "c")]


def _sources():
    for folder in PACKAGES + ("boards",):
        for _, path in _modules(folder):
            yield os.path.relpath(path, ROOT), open(path).read()
    yield "code.py", open(os.path.join(ROOT, "code.py")).read()


def test_memory_is_borrowed_one_way():
    # yahtzee_app.heap.borrowed forgets modules; the core forgets only a mode's box table,
    # through its own _compat (it imports nothing of the app)
    forgetting = {path for path, text in _sources()
                  if re.search(r"(?<![\w.])(?<!def )forget\(", text)}
    assert forgetting == {"lib/yahtzee_app/heap.py", "yahtzee_core/modes.py"}
    popping = {path for path, text in _sources() if "sys.modules.pop" in text or
               re.search(r"del sys\.modules", text)}
    assert popping == {"yahtzee_core/_compat.py"}


def test_one_place_asks_whether_this_is_cpython():
    asking = {path for path, text in _sources() if '"cpython"' in text}
    assert asking == {"yahtzee_core/_compat.py"}


def test_one_reader_of_settings_toml():
    # yahtzee_app.settings' setting() and int_setting(): every other reader asks them
    reading = {path for path, text in _sources() if re.search(r"getenv\b", text.replace(
        "os.getenv (settings.toml", ""))}
    assert reading == {"lib/yahtzee_app/settings.py"}
