"""The house's rooms, read from the code (issues 31, 32): no module of the game imports one
that imports it back, the device side never imports the PC's tools (the simulator among
them), and memory is borrowed one way (yahtzee_app.heap), with one question of whether this
is CPython."""

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


def _device_files():
    """Every Python file that goes on a board: boards/, lib/, yahtzee_core/, code.py."""
    for folder in ("boards", "lib", "yahtzee_core"):
        for parent, _, names in os.walk(os.path.join(ROOT, folder)):
            for name in sorted(names):
                if name.endswith(".py"):
                    yield os.path.join(parent, name)
    yield os.path.join(ROOT, "code.py")


def _absolute_imports(path):
    """The modules `path` names in an import, at its top or in a function, and in a call
    of __import__ or importlib.import_module with a written name."""
    found = set()
    for node in ast.walk(ast.parse(open(path).read())):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            found.add(node.module)
        elif (isinstance(node, ast.Call) and node.args
              and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)
              and getattr(node.func, "id", getattr(node.func, "attr", None))
              in ("__import__", "import_module")):
            found.add(node.args[0].value)
    return found


def test_the_device_side_never_imports_the_pcs_tools():
    # the simulator hands its board in (boards.pc_board, set by tools/simulate.py);
    # nothing on a board reaches up into tools/, nor the simulator's window library
    offences = []
    for path in _device_files():
        for module in sorted(_absolute_imports(path)):
            if module.split(".")[0] in ("tools", "pygame", "blinka_displayio_pygamedisplay"):
                offences.append("%s imports %s" % (os.path.relpath(path, ROOT), module))
    assert offences == []


def test_the_import_reader_sees_an_import_of_tools_in_a_function(tmp_path):
    path = tmp_path / "board.py"
    path.write_text("def build():\n    from tools.sim import board\n    import tools.sim.keys\n"
                    "    return __import__('tools.sim.clock')\n")
    assert _absolute_imports(str(path)) == {"tools.sim", "tools.sim.keys", "tools.sim.clock"}


def test_boards_holds_the_devices_only():
    import boards

    modules = {name[:-3] for name in os.listdir(os.path.join(ROOT, "boards"))
               if name.endswith(".py")}
    assert "desktop" not in modules and "desktop" not in boards.PROFILES
    assert boards.pc_board is None          # only the simulator sets it, on the PC
    # every module is a profile's or shared by them (parts.py)
    assert modules - {"__init__", "parts"} == {module for module, _ in boards.PROFILES.values()}


def _sources():
    for folder in PACKAGES + ("boards",):
        for _, path in _modules(folder):
            yield os.path.relpath(path, ROOT), open(path).read()
    yield "code.py", open(os.path.join(ROOT, "code.py")).read()


def test_memory_is_borrowed_one_way():
    # `with borrowed():` (yahtzee_app.heap's, whose one implementation is the core's, which
    # imports nothing of the app) forgets modules; nothing else does
    forgetting = {path for path, text in _sources() if re.search(r"forget\(", text)}
    assert forgetting == {"yahtzee_core/_compat.py"}
    popping = {path for path, text in _sources() if "sys.modules.pop" in text or
               re.search(r"del sys\.modules", text)}
    assert popping == {"yahtzee_core/_compat.py"}


def test_one_place_asks_whether_this_is_cpython():
    asking = {path for path, text in _sources() if '"cpython"' in text}
    assert asking == {"yahtzee_core/_compat.py"}


def test_one_place_says_where_the_data_folder_is():
    # the computer players' tables: yahtzee_core._compat's data_dir(), which the app's
    # computers, yahtzee_core.bot (default_data_dir) and the PC's tools ask
    saying = {path for path, text in _sources() if re.search(r"[\"/]data\"", text)}
    assert saying == {"yahtzee_core/_compat.py"}


def test_the_dice_letters_are_written_once():
    # The colours' and the Power faces' letters are the core's (yahtzee_core.modes): the
    # screens draw them, the transcripts write them small (issue 32)
    for letters in ("BRPGY", "brpgy", "123FDP"):
        writing = {path for path, text in _sources() if letters in text}
        assert writing <= {"yahtzee_core/modes.py"}, (letters, writing)


def test_what_play_keeps_of_the_saves_carries_no_code_of_their_own():
    # The saves hold the high-score table and the dice source from start-up on, so their
    # modules stay in the heap of play (a function holds its module): the table's module is
    # a class of fields alone (its rules are yahtzee_core.highscores' functions, imported by
    # the screens that use them), and the tests' scripted dice live where no board loads them
    from yahtzee_core import highscore_table, rng
    from tools.shipping import image
    assert sorted(name for name in vars(highscore_table) if not name.startswith("_")) == [
        "HighScores", "MODE_COUNT", "TABLE_SIZE", "array", "const"]
    assert [name for name, value in vars(highscore_table.HighScores).items()
            if callable(value)] == ["__init__"]
    assert [name for name in vars(rng) if not name.startswith("_")] == ["const", "Rng"]
    assert "yahtzee_core/scripted.py" in image.PC_ONLY


def test_a_modes_table_is_read_by_code_that_goes_with_its_rows():
    # yahtzee_core.boxes_shared.made() reads a mode's rows into its Mode; modes.Mode keeps
    # only its fields (the reader's code leaves the heap with the rows), and the reader's
    # private copy of the upper section's number is the modes' own
    from yahtzee_core import boxes_shared, modes
    init = modes.Mode.__init__.__code__
    assert init.co_varnames[:init.co_argcount] == ("self", "index", "name", "made")
    assert boxes_shared._UPPER == modes.UPPER


def test_one_reader_of_settings_toml():
    # yahtzee_app.settings' setting() and int_setting(): every other reader asks them
    reading = {path for path, text in _sources() if re.search(r"getenv\b", text.replace(
        "os.getenv (settings.toml", ""))}
    assert reading == {"lib/yahtzee_app/settings.py"}


def test_no_module_of_the_app_is_over_350_lines():
    # A room a newcomer can read whole (issue 31): a module past this is two rooms.
    folder = os.path.join(ROOT, "lib", "yahtzee_app")
    long = {}
    for name in sorted(os.listdir(folder)):
        if name.endswith(".py"):
            with open(os.path.join(folder, name)) as source:
                count = sum(1 for _ in source)
            if count > 350:
                long[name] = count
    assert not long, long


def _app_fields():
    """The fields App.__init__ sets (yahtzee_app.app), a line each."""
    tree = ast.parse(open(os.path.join(ROOT, "lib", "yahtzee_app", "app.py")).read())
    init = next(node for node in ast.walk(tree)
                if isinstance(node, ast.FunctionDef) and node.name == "__init__")
    fields = set()
    for node in ast.walk(init):
        if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store) \
                and isinstance(node.value, ast.Name) and node.value.id == "self":
            fields.add(node.attr)
    return fields


def _assigned(target, inside):
    """The attributes an assignment's target writes: `a.b = `, each of a tuple's; `inside`:
    and those written into (`a.b[i] = `, `a.b.c = ` writes into a.b), not an index's."""
    if isinstance(target, ast.Tuple):
        for element in target.elts:
            yield from _assigned(element, inside)
        return
    first = True
    while isinstance(target, (ast.Attribute, ast.Subscript)):
        if isinstance(target, ast.Attribute) and (first or inside):
            yield target
        first = False
        target = target.value


def _writes(owner, home, inside=True):
    """{field: the modules that assign owner.field}, outside `home`; `owner`: a name or the
    attribute the object is kept in (`app`, `game`: app.game too); `inside`: and those that
    assign inside a field (a seat's byte of `human`, the scene's cursor)."""
    writes = {}
    for path, text in _sources():
        if path == home:
            continue
        for node in ast.walk(ast.parse(text)):
            targets = node.targets if isinstance(node, ast.Assign) else \
                [node.target] if isinstance(node, ast.AugAssign) else []
            for target in targets:
                for part in _assigned(target, inside):
                    if isinstance(part, ast.Attribute) and owner in (
                            getattr(part.value, "id", None), getattr(part.value, "attr", None)):
                        writes.setdefault(part.attr, set()).add(path)
    return writes


def _app_writes(inside=True):
    return _writes("app", "lib/yahtzee_app/app.py", inside)


def test_the_app_declares_every_field_it_has():
    # A field set anywhere else first would grow the App's dict in play, and hide what the
    # App holds from a reader of app.py (issue 31).
    fields = _app_fields()
    assert {"game", "scene", "box", "message", "state", "settings", "idle"} <= fields
    undeclared = {field: paths for field, paths in _app_writes().items()
                  if field not in fields}
    assert not undeclared, undeclared


def test_no_room_but_the_app_assigns_the_apps_fields():
    # A room asks the App to change what it holds (App.go, say, point, choose, start, quit,
    # fresh_dice...), and changes only what is its own (issue 31).
    assert not _app_writes(inside=False)


def test_a_list_screens_cursor_and_scroll_are_its_own():
    # The cursor a state is shown with comes through App.go to the screen's enter, and the
    # list's object keeps it (ListView.cursor, .scroll): the high scores' and the stats' mode
    # shown, the end's review and its high-score place with them.
    gone = {"cursor", "scroll", "scores_mode", "came_from", "end_place"}
    assert not gone & _app_fields()
    assert not gone & set(_app_writes())


def test_the_turns_state_is_plays_own():
    # The tumble, the computer seats' pacing, the hint and the hand-over are play's Turn
    # (App.scene while play is up), dropped with it; the App keeps only what a game carries
    # across screens (the cursors and the info line's words: the pause menu saves the box
    # and says "Game saved" on the play screen).
    play = {"tumbling", "tumble_at", "tumble_until", "tumble_step", "celebrate_until",
            "asking", "handover_until", "stale_roll", "undo_help", "cpu_action", "cpu_due",
            "cpu_waiting", "hurry", "hint_mask", "hint_texts", "hint_action", "computers",
            "play_view", "list_view", "die_cursor", "die_cursor_shown"}
    assert not play & _app_fields()
    assert not play & set(_app_writes())


def test_no_room_but_game_py_writes_a_games_fields():
    # Every rule is asked of Game, restoring a saved one too (Game.restore: load.py reads the
    # record and hands it over; issue 31). Its seats are the app's own codes, which the rules
    # never read: the seats screen and the computer's hand-back set them.
    writes = _writes("game", "yahtzee_core/game.py")
    assert writes == {"seats": {"lib/yahtzee_app/seats_screen.py",
                                "lib/yahtzee_app/play_computer.py"}}, writes


# ---- the PC's tools, in folders by job (issue 32)

TOOLS = os.path.join(ROOT, "tools")
# what a player types, and the one table of the boards' facts, stay at tools/'s top
TOOLS_TOP = {"__init__.py", "board_facts.py", "simulate.py", "replay.py", "deploy.py"}
TOOL_FOLDERS = {"shipping", "runtimes", "measure", "data", "sim", "micropython"}


def test_tools_is_in_folders_by_job_with_a_few_commands_at_its_top():
    entries = [name for name in os.listdir(TOOLS) if not name.startswith(("_", "."))
               or name == "__init__.py"]
    assert {name for name in entries if os.path.isfile(os.path.join(TOOLS, name))} == TOOLS_TOP
    assert {name for name in entries if os.path.isdir(os.path.join(TOOLS, name))} == TOOL_FOLDERS
    # the README's layout says in a line what each folder holds
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as readme:
        text = readme.read()
    layout = text[text.index("## Layout"):text.index("## Where a change goes")]
    for folder in sorted(TOOL_FOLDERS):
        assert re.search(r"^tools/%s/ +\S" % folder, layout, re.M), folder


def _python_files(*folders):
    for folder in folders:
        for parent, subfolders, names in os.walk(os.path.join(ROOT, folder)):
            subfolders[:] = [name for name in subfolders if name != "node_modules"]
            for name in sorted(names):
                if name.endswith(".py"):
                    yield os.path.join(parent, name)


def _is_module(dotted):
    path = os.path.join(ROOT, *dotted.split("."))
    return os.path.isfile(path + ".py") or os.path.isfile(os.path.join(path, "__init__.py"))


def tool_imports_not_there(source):
    """[(line, module)]: the tools `source` imports that are not there: `tools.x.y` names no
    module, or `from tools.x import y` names a package's module that is not in it (the
    tools' packages offer no names of their own)."""
    missing = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            named = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            named = [node.module]
            if os.path.isdir(os.path.join(ROOT, *node.module.split("."))):
                named += [node.module + "." + alias.name for alias in node.names]
        else:
            continue
        missing += [(node.lineno, module) for module in named
                    if module.split(".")[0] == "tools" and not _is_module(module)]
    return missing


def test_every_import_of_a_tool_names_one_that_is_there():
    missing = ["%s:%d: %s" % (os.path.relpath(path, ROOT), line, module)
               for path in _python_files("tools", "tests")
               for line, module in tool_imports_not_there(open(path, encoding="utf-8").read())]
    assert missing == []


def test_the_import_check_sees_a_tool_by_its_old_flat_name():
    assert tool_imports_not_there("from tools import image\nimport tools.budget\n"
                                  "from tools.mpy import run\n") == [
        (1, "tools.image"), (2, "tools.budget"), (3, "tools.mpy")]
    assert tool_imports_not_there("from tools.shipping import image\nimport tools.sim.board\n"
                                  "from tools.runtimes.mpy import run\n"
                                  "from tools import board_facts as facts\n") == []


def test_the_tools_and_tests_write_no_field_the_app_does_not_declare():
    # A bench or test script that sets app.tumbling (play's Turn's since issue 31) makes a
    # new field the App never reads, and measures something else in silence; strings
    # included (the bench's scripts run in MicroPython: "...\\napp.<field> = 1\\n").
    fields = _app_fields()
    tree = ast.parse(open(os.path.join(ROOT, "lib", "yahtzee_app", "app.py")).read())
    app_class = next(node for node in tree.body
                     if isinstance(node, ast.ClassDef) and node.name == "App")
    methods = {node.name for node in app_class.body if isinstance(node, ast.FunctionDef)}
    write = re.compile(r"(?:(?<!\w)|(?<=\\n))app\.([A-Za-z_]\w*)\s*(?:[-+|&]?=)(?!=)")
    stray = []
    for folder in ("tools", "tests"):
        for path, folders, names in os.walk(os.path.join(ROOT, folder)):
            folders[:] = [name for name in folders if name != "node_modules"]
            for name in names:
                if name.endswith(".py"):
                    text = open(os.path.join(path, name)).read()
                    stray += ["%s: %s" % (os.path.relpath(os.path.join(path, name), ROOT),
                                          match.group(0)) for match in write.finditer(text)
                              if match.group(1) not in fields | methods | {"App"}]
    assert not stray, stray
