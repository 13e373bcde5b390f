"""The layout matrix's default run. The layout checks measure a screen at two phone
sizes (390×844, 360×740) in two languages (English on a light phone, Indonesian on a
dark one): 88 browser tests, most of the browser suite's time. By default they run on
the matrix's corners, every size, language and theme once: 360×740 in Indonesian (the
narrow, short screen and the longer words, where nearly every layout fault was found)
and 390×844 in English. `LAYOUT_MATRIX=full` runs every size in every language, as
CI does (.ci/run); a test named with its parameters on the command line always runs."""
import os

CORNERS = {((360, 740), "id"), ((390, 844), "en")}


def layout_cell(item):
    """The (size, language) a browser test measures, or None for a test outside the
    matrix (pytest hands this conftest's hook every test of the run)."""
    if item.get_closest_marker("browser") is None:
        return None
    params = item.callspec.params if hasattr(item, "callspec") else {}
    size = params.get("size") or (params.get("width"), params.get("height"))
    if "lang" not in params or None in size:
        return None
    return tuple(size), params["lang"]


def pytest_collection_modifyitems(config, items):
    if os.environ.get("LAYOUT_MATRIX", "").lower() == "full":
        return
    named = [arg for arg in config.args if "[" in arg]
    keep, off = [], []
    for item in items:
        cell = layout_cell(item)
        if cell is None or cell in CORNERS or any(arg.endswith(item.nodeid) for arg in named):
            keep.append(item)
        else:
            off.append(item)
    if off:
        config.hook.pytest_deselected(items=off)
        items[:] = keep
