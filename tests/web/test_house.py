"""The shape of the house (docs/development.md, Layout): views/ holds only views, grouped
by feature; the plumbing is web/; no import circle; no module over 300 lines; no
`flask.g` key carried between modules; no view imports another feature's blueprint.
Read from the source with `ast`: nothing is imported or run."""
import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
# The project's own modules: the app, its models, its rules, its views and its plumbing.
OWN = ("app.py", "wsgi.py", "extensions.py", "models", "rules", "views", "web")
MOST_LINES = 300
MOST_VIEW_ENTRIES = 12


def _module_files():
    """{dotted module name: its path} of every module of OWN."""
    found = {}
    for entry in OWN:
        path = ROOT / entry
        for file in [path] if path.suffix == ".py" else sorted(path.rglob("*.py")):
            parts = file.relative_to(ROOT).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            found[".".join(parts)] = file
    return found


MODULES = _module_files()


def _tree(name):
    return ast.parse(MODULES[name].read_text(encoding="utf-8"), str(MODULES[name]))


def _imports(name):
    """[(the own module `name` imports, the node)] for every import statement in the
    module `name`, at any depth (inside functions too). `from a import b` is module
    a.b when that is a module, else a; relative imports are read from `name`."""
    package = name if MODULES[name].name == "__init__.py" else name.rpartition(".")[0]
    found = []
    for node in ast.walk(_tree(name)):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                anchor = ".".join(parts[:len(parts) - node.level + 1])
                base = f"{anchor}.{base}" if base else anchor
            targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in MODULES else base
                       for alias in node.names]
        else:
            continue
        for target in targets:
            while target and target not in MODULES:  # `import a.b.c` of a non-module c
                target = target.rpartition(".")[0]
            if target and target != name:
                found.append((target, node))
    return found


GRAPH = {name: sorted({target for target, _ in _imports(name)}) for name in MODULES}


def _circles(graph):
    """The strongly connected components of `graph` with more than one module
    (Tarjan's algorithm, iterative): each is an import circle."""
    index, low, on_stack, stack, found, counter = {}, {}, set(), [], [], [0]
    for start in graph:
        if start in index:
            continue
        work = [(start, iter(graph[start]))]
        index[start] = low[start] = counter[0]
        counter[0] += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter[0]
                    counter[0] += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(graph[child])))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def test_the_circle_finder_finds_a_circle():
    assert _circles({"a": ["b"], "b": ["c"], "c": ["a"], "d": ["a"]}) == [["a", "b", "c"]]
    assert _circles({"a": ["b"], "b": [], "c": ["a", "b"]}) == []


def test_the_import_reader_sees_imports_inside_functions():
    """The circle views.games.game_forms had (a function-level import of the registry,
    which imports the games, which import game_forms) would be seen."""
    assert "views.games.registry" in GRAPH["views.table.posts"]
    assert "views.exchange.restore" in GRAPH["views.exchange.import_jobs"]


def test_views_has_at_most_twelve_entries():
    entries = [p.name for p in (ROOT / "views").iterdir() if p.name != "__pycache__"]
    assert len(entries) <= MOST_VIEW_ENTRIES, sorted(entries)


def test_no_import_circle():
    assert _circles(GRAPH) == []


def test_no_module_over_300_lines():
    """Every Python module of the project, tests and migrations aside."""
    skip = {"tests", "migrations", "build", "node_modules", "instance"}
    long = [f"{path.relative_to(ROOT)}: {lines}"
            for path in sorted(ROOT.rglob("*.py"))
            if not ({part for part in path.relative_to(ROOT).parts} & skip
                    or any(part.startswith(".") for part in path.relative_to(ROOT).parts))
            and (lines := len(path.read_text(encoding="utf-8").splitlines())) > MOST_LINES]
    assert long == []


def _sets_flask_g(name):
    """The lines of module `name` that write an attribute of `flask.g` (g.x = ...,
    g.x += ..., del g.x, setattr(g, ...), g.setdefault(...)), as `g` is imported."""
    tree = _tree(name)
    local = {alias.asname or alias.name for node in ast.walk(tree)
             if isinstance(node, ast.ImportFrom) and node.module == "flask"
             for alias in node.names if alias.name == "g"}
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.ctx, (ast.Store, ast.Del)) \
                and isinstance(node.value, ast.Name) and node.value.id in local:
            found.append(node.lineno)
        elif isinstance(node, ast.Call):
            func = node.func
            if isinstance(func, ast.Name) and func.id == "setattr" and node.args \
                    and isinstance(node.args[0], ast.Name) and node.args[0].id in local:
                found.append(node.lineno)
            elif isinstance(func, ast.Attribute) and func.attr == "setdefault" \
                    and isinstance(func.value, ast.Name) and func.value.id in local:
                found.append(node.lineno)
    return found


def _imports_flask_g(name):
    """Whether module `name` imports `flask.g`."""
    return any(isinstance(node, ast.ImportFrom) and node.module == "flask"
               and any(alias.name == "g" for alias in node.names)
               for node in ast.walk(_tree(name)))


def test_flask_g_is_no_protocol_between_modules():
    """Nothing passes data to another module through flask.g: the one module that keeps
    request state there (web.fragments: a shared fragment's Sharing, which
    Flask-Compress's cache, given only the request, reads through `sharing()`) is the
    only one that imports it, and every other piece takes what it needs as arguments."""
    users = {name for name in MODULES if name.split(".")[0] in ("views", "web", "app")
             if _imports_flask_g(name)}
    assert users <= {"web.fragments"}
    setters = {name: lines for name in MODULES if name.split(".")[0] in ("views", "web")
               if (lines := _sets_flask_g(name)) and name != "web.fragments"}
    assert setters == {}


def _blueprint_modules():
    """The modules of views/ that make a Blueprint (a module-level `... = Blueprint(...)`)."""
    found = set()
    for name in MODULES:
        if name.split(".")[0] != "views":
            continue
        for node in _tree(name).body:
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call) \
                    and getattr(node.value.func, "id", None) == "Blueprint":
                found.add(name)
    return found


def _feature(name):
    """The feature package of a module of views/ (views.table, views.night, ...)."""
    return ".".join(name.split(".")[:2])


def test_the_blueprint_reader_finds_the_blueprints():
    blueprints = _blueprint_modules()
    assert {"views.table.game", "views.table.home", "views.night.organiser",
            "views.exchange.routes", "views.review.routes", "views.pages.rules_doc"} <= blueprints
    assert "views.table.answer" not in blueprints


def test_no_view_imports_another_features_blueprint():
    """A blueprint module (one that makes a Blueprint: its routes) is imported only by
    app.py, which registers it, and by modules of its own feature package (views.table,
    views.night, views.exchange, views.review, views.pages, views.games); what two
    features share lives on the model, in web/, or in a module without routes."""
    blueprints = _blueprint_modules()
    wrong = [f"{name} imports {target}"
             for name in MODULES if name != "app"
             for target in GRAPH[name]
             if target in blueprints
             and not (name.startswith("views.") and _feature(name) == _feature(target))]
    assert wrong == []


def test_nothing_climbs_back_up():
    """The plumbing (web/), the models and the rules import no view, and no module
    imports the app factory."""
    wrong = [f"{name} imports {target}"
             for name in MODULES for target in GRAPH[name]
             if (name.split(".")[0] in ("web", "models", "rules", "extensions")
                 and target.split(".")[0] == "views")
             or (target == "app" and name != "wsgi")]
    assert wrong == []
