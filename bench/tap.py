"""What a player feels: tap to paint on a phone, for each game, against a floor measured
in the same run.

Chromium (the system's, headless) at 390×844 with touch, its CPU slowed (`--cpu`, 4×
by default: a mid-range Android) and each request delayed (`--latency`, 20 ms each
way), against the server as `make run` starts it. A simulated table plays a random
legal game; each action is tapped on the game screen as a person taps it (the tile,
then the end when it fits two). A tap's figure runs from the pointerdown of the tap
that posts the action to two animation frames after htmx has settled the answer: the
frame the answer is painted in has then been drawn. Actions with no single control to
tap (a hand's report, a seat's choice) are logged through htmx and not counted.
From the same pointerdown, "pressed" runs to the frame after the first one in which
the tapped control shows pressed (static/taps.js), before the answer.

The floor is what a local app pays for the same: a tiny static fetch over the same
slowed network, plus a local change to the page painted (two animation frames), each
the median of its own samples taken between the taps. The ratio compares the taps'
p95 and median with the sum of the floor's two medians.

Run: `make bench`, or `.venv/bin/python bench/tap.py [--cpu 4] [--latency 20] [--taps 40]
[--games straight,gaple]`. The first `--warm-up` taps of each game are not counted.
`--trace`: the counted taps are also traced (Chrome's timeline), and the page's main
thread time is printed by kind of work (script, style, layout, paint, parsing), per tap."""
import json
import argparse
import os
import re
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402

from tests.browser.glance import post, quiet  # noqa: E402
from tests.games import every  # noqa: E402
from tests.served import Served  # noqa: E402
from tests.web.table import do_of  # noqa: E402

CHROMIUM = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--no-first-run"]
NAMES = ["Ana", "Budi", "Citra", "Dewi"]

# Each game: its players, the new-game form's fields, and the simulated table
# (tests/games/<kind>.py: TAP), for every registered game.
GAMES = {kind: game.TAP for kind, game in every().items()}

# Recorded in the page: the pointerdown that starts a tap, and two frames after the
# settle of the answer it posted; and from the same pointerdown, the frame after the
# first in which the tapped control shows pressed (static/taps.js), its paint done.
PRESSED = ".pressed"
PROBE = r"""const PRESSED = '""" + PRESSED + r"""';
window.__taps = [];
window.__pressed = [];
let tapAt = null;
addEventListener('pointerdown', (event) => {
  const start = tapAt = performance.now();
  const control = event.target.closest && event.target.closest('button');
  if (!control) return;
  // The first frame in which the control shows pressed; the one after it has painted it.
  const look = () => {
    if (control.matches(PRESSED)) requestAnimationFrame(() => window.__pressed.push([start, performance.now() - start]));
    else if (performance.now() - start < 5000) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}, true);
document.addEventListener('htmx:afterSettle', () => {
  if (tapAt === null) return;
  const start = tapAt; tapAt = null;
  requestAnimationFrame(() => requestAnimationFrame(() => window.__taps.push(performance.now() - start)));
});
"""

# The floor: a tiny static fetch over the same network, then a local change painted.
FLOOR = r"""async () => {
  const start = performance.now();
  await (await fetch('/static/favicon.svg?' + Math.random(), {cache: 'no-store'})).text();
  const fetched = performance.now();
  let probe = document.getElementById('floor-probe');
  if (!probe) { probe = document.createElement('div'); probe.id = 'floor-probe'; document.body.append(probe); }
  probe.textContent = String(fetched);
  await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
  return [fetched - start, performance.now() - fetched];
}"""


def start(page, kind):
    """A session and a game of `kind`, started through the home page and the game's form."""
    players, fields, _ = GAMES[kind]
    page.goto("/")
    for i, name in enumerate(NAMES[:players]):
        page.fill(f"input[name=players-{i}]", name)
    page.locator("#new-session button[type=submit]").tap()
    page.wait_for_url(re.compile(r"/s/[^/]+$"))
    page.goto(page.url + f"/games/new?kind={kind}")
    for name, value in fields.items():
        page.locator(f"[name={name}]").select_option(value)
    page.locator("form.stack button[type=submit]").tap()
    page.locator("#panel").wait_for()
    quiet(page)


def control(page, action):
    """The taps that log `action` on the screen as shown (a list of locators, the last
    one posting), or None when no single control does (or the step's seat differs)."""
    fields = do_of(action)
    do = dict(fields)["do"]
    if action["type"] == "reveal" or len([f for f in fields if f[0] != "do"]) > 1:
        return None
    # The step's form for the seat whose turn it is: the one shown (a step may hold one
    # form a seat, the others hidden, for "who laid it?": RULES G6.1).
    seat = page.locator(f'#panel form[hx-post]:has(input[name=seat][value="{action.get("seat", 0)}"])')
    shown = [form for form in seat.all() if form.is_visible()]
    if len(shown) != 1:
        return None
    button = shown[0].locator(f'button[name=do][value="{do}"]')
    if button.count() != 1 or not button.is_enabled():
        return None
    sheet = button.evaluate("b => { const p = b.closest('[popover]'); return p ? p.id : null; }")
    if sheet is None:
        return [button] if button.is_visible() else None
    opener = page.locator(f'#panel [popovertarget="{sheet}"]').first
    return [opener, button] if opener.count() else None


def play(page, kind, seed, taps, warm_up, floor, trace=None):
    """Plays a game of `kind` until `taps` taps are counted after `warm_up`; returns
    the counted taps' times (ms) and adds floor samples to `floor` as it goes. With
    `trace` (a callable starting the trace, returning its stop), the counted taps are
    traced and the main thread's work is kept in `play.work`. `play.pressed`: for each
    counted tap, ms from its pointerdown to the paint of its control pressed (None: the
    control never showed pressed before the answer replaced it)."""
    _, _, table_of = GAMES[kind]
    table = table_of(seed)
    play.pressed = []
    start(page, kind)
    tapped = 0
    while tapped < warm_up + taps:
        action = table.next_action()
        if action is None:  # the game is over: another one
            if tapped == 0 and seed > 20:
                raise RuntimeError(f"{kind}: no action of 20 games had a control to tap")
            table = table_of(seed := seed + 1)
            start(page, kind)
            continue
        table.apply(action)
        steps = control(page, table.actions[-1])
        if steps is None:
            post(page, table.actions[-1])
            continue
        before, shown = page.evaluate("[window.__taps.length, window.__pressed.length]")
        if trace and tapped == warm_up:
            play.stop = trace()
        for step in steps:
            step.tap()
        page.wait_for_function("n => window.__taps.length > n", arg=before, timeout=30_000)
        quiet(page)
        if tapped >= warm_up:
            pressed = page.evaluate("n => window.__pressed.slice(n)", shown)
            play.pressed.append(pressed[-1][1] if pressed else None)
        tapped += 1
        if tapped % 4 == 0:
            fetch_ms, paint_ms = page.evaluate(FLOOR)
            floor[0].append(fetch_ms)
            floor[1].append(paint_ms)
    if trace:
        play.work = main_thread_work(play.stop())
    return page.evaluate("window.__taps")[-taps:]


# The page's main-thread work by kind, from the timeline's event names (self time).
KINDS = {"script": {"FunctionCall", "EvaluateScript", "EventDispatch", "XHRReadyStateChange",
                    "XHRLoad", "TimerFire", "FireAnimationFrame", "v8.compile", "RunMicrotasks",
                    "V8.GCScavenger", "MajorGC", "MinorGC", "v8.run", "ScheduleStyleRecalculation"},
         "parse HTML": {"ParseHTML", "ParseAuthorStyleSheet"},
         "style": {"UpdateLayoutTree", "RecalculateStyles", "InvalidateLayout"},
         "layout": {"Layout", "UpdateLayerTree", "HitTest"},
         "paint": {"Paint", "PrePaint", "Layerize", "PaintImage", "RasterTask", "CompositeLayers",
                   "Commit", "UpdateLayer"}}


def main_thread_work(trace):
    """Self time (ms) by kind of the renderer's main thread's timeline events in `trace`
    (Chrome's JSON trace): each complete event's time less its children's."""
    events = json.loads(trace)["traceEvents"]
    main = {(e["pid"], e["tid"]) for e in events
            if e.get("name") == "thread_name" and e["args"].get("name") == "CrRendererMain"}
    spans = sorted(((e["ts"], e["ts"] + e["dur"], e["name"]) for e in events
                    if e.get("ph") == "X" and "dur" in e and (e["pid"], e["tid"]) in main),
                   key=lambda span: (span[0], -span[1]))
    kind_of = {name: kind for kind, names in KINDS.items() for name in names}
    totals, stack = {}, []
    for start, end, name in spans:
        while stack and stack[-1][1] <= start:
            stack.pop()
        if stack:
            parent = stack[-1]
            totals[parent[2]] = totals.get(parent[2], 0) - (min(end, parent[1]) - start)
        kind = kind_of.get(name)
        stack.append((start, end, kind))
        totals[kind] = totals.get(kind, 0) + (end - start)
    return {kind or "other": ms / 1000 for kind, ms in totals.items()}


def pressed(times):
    """The pressed figures of a game: median and p95 (ms) of the taps whose control
    showed pressed, and how many never did."""
    shown = [t for t in times if t is not None]
    never = len(times) - len(shown)
    if len(shown) < 2:
        return f"never {never}"
    return f"{statistics.median(shown):.0f} / {p95(shown):.0f} ms / {never}"


def p95(values):
    return statistics.quantiles(values, n=20)[-1]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cpu", type=float, default=4, help="CPU slowdown (1: as is)")
    parser.add_argument("--latency", type=float, default=20, help="ms each way")
    parser.add_argument("--taps", type=int, default=40, help="counted taps per game")
    parser.add_argument("--warm-up", type=int, default=10, help="taps not counted, per game")
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--trace", action="store_true", help="where the page's time goes")
    args = parser.parse_args()
    folder = tempfile.TemporaryDirectory(prefix="tap-bench-")
    env = {"DATABASE_URL": f"sqlite:///{folder.name}/tap.db", "INSTANCE_PATH": folder.name,
           "SECRET_KEY": "bench", "DOMINO_RATELIMIT_ENABLED": "false"}
    print(f"CPU {args.cpu:g}× slower, {args.latency:g} ms each way, {args.taps} taps a game "
          f"after {args.warm_up} not counted")
    print(f"{'game':<10} {'median':>7} {'p95':>7} {'floor':>15} {'p95/floor':>9} {'median/floor':>12}"
          f" {'pressed median/p95/never':>25}")
    with Served(env) as served, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for kind in args.games.split(","):
            context = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=2,
                                          is_mobile=True, has_touch=True, base_url=served.url)
            context.add_init_script(PROBE)
            page = context.new_page()
            cdp = context.new_cdp_session(page)
            cdp.send("Emulation.setCPUThrottlingRate", {"rate": args.cpu})
            cdp.send("Network.enable")
            cdp.send("Network.emulateNetworkConditions", {
                "offline": False, "latency": 2 * args.latency,
                "downloadThroughput": -1, "uploadThroughput": -1})
            floor = ([], [])
            def trace():
                browser.start_tracing(page=page, categories=["devtools.timeline", "v8"])
                return browser.stop_tracing
            times = play(page, kind, args.seed, args.taps, args.warm_up, floor,
                         trace if args.trace else None)
            fetch_ms, paint_ms = statistics.median(floor[0]), statistics.median(floor[1])
            base = fetch_ms + paint_ms
            median = statistics.median(times)
            print(f"{kind:<10} {median:>5.0f}ms {p95(times):>5.0f}ms "
                  f"{fetch_ms:>4.0f} + {paint_ms:>3.0f} ms {p95(times) / base:>8.1f}× {median / base:>11.1f}× {pressed(play.pressed):>25}")
            if args.trace:
                work = sorted(play.work.items(), key=lambda item: -item[1])
                print("  main thread a tap: " + ", ".join(f"{k} {ms / args.taps:.0f} ms" for k, ms in work))
            context.close()
        browser.close()


if __name__ == "__main__":
    main()
