"""Builds the static files the server sends (`build/static/`) from `static/`: our
stylesheets and scripts minified (rcssmin, rjsmin); the styles and scripts every page
needs joined into `app.css` and `app.js`, so that a phone's first load of a game
screen is those two, htmx and its own game's stylesheet (`games/<kind>.css`). Every
other stylesheet stays a file of its own, minified, linked only by the pages that use
it: `review.css` (review, sessions, a player's page), `night.css` (the event pages),
`games/<kind>.css` (a game's screen and review, and the checker). Every other file is
copied as it is (the service worker too: views/table/phone.py fills in its shell). `make`
runs it (then `whitenoise.compress`, for the Brotli and gzip copies); the sources
stay readable in `static/`.

Run: `.venv/bin/python scripts/build_static.py [SOURCE [TARGET]]`."""
import shutil
import sys
from pathlib import Path

import rcssmin
import rjsmin

ROOT = Path(__file__).resolve().parent.parent
# Each bundle and its sources, in the order the browser applies them.
BUNDLES = {
    "app.css": ("base.css", "game.css", "rules.css"),
    "app.js": ("rules-sheet.js", "choices.js", "new-game.js", "phone.js", "taps.js"),
}
MINIFY = {".css": rcssmin.cssmin, ".js": rjsmin.jsmin}


def build(source, target):
    """Writes `target` anew from `source` (both folders): the bundles, then every file
    not in a bundle: a stylesheet minified, any other file as it is."""
    if target.exists():
        shutil.rmtree(target)
    target.mkdir(parents=True)
    bundled = {name for sources in BUNDLES.values() for name in sources}
    for bundle, sources in BUNDLES.items():
        # Scripts are joined with ";" so one that ends without it cannot run into the next.
        joint = ";\n" if bundle.endswith(".js") else "\n"
        text = joint.join(minified(source / name) for name in sources)
        (target / bundle).write_text(text, encoding="utf-8")
    for path in sorted(source.rglob("*")):
        name = path.relative_to(source)
        if path.is_dir() or str(name) in bundled or path.suffix in (".gz", ".br"):
            continue
        (target / name).parent.mkdir(parents=True, exist_ok=True)
        if path.suffix == ".css":
            (target / name).write_text(minified(path), encoding="utf-8")
        else:
            shutil.copy2(path, target / name)


def minified(path):
    return MINIFY[path.suffix](path.read_text(encoding="utf-8"))


if __name__ == "__main__":
    source = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "static"
    target = Path(sys.argv[2]) if len(sys.argv) > 2 else ROOT / "build" / "static"
    build(source, target)
