"""Where a request's time goes, in-process (Flask test client, CSRF on as served):
CPU per request of a 204 poll, a 200 poll (fragments already rendered by another
phone of this worker, by the other worker, and rendered here) and a logged play, and a cProfile of each.

Run: `.venv/bin/python bench/request_cost.py` (add `--profile` for the cProfile listings)."""
import cProfile
import pstats
import re
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import flask_migrate  # noqa: E402

from app import create_app  # noqa: E402
from extensions import compress  # noqa: E402
from bench.play import form_of, make_game  # noqa: E402
from rules import straight  # noqa: E402
from tests.rules.simulate import Table  # noqa: E402

HX = {"HX-Request": "true", "Accept-Encoding": "gzip"}


def cpu(call, rounds, batches=3):
    """The CPU time of one `call()`: the best of `batches` batches of `rounds` calls
    (the other work of the machine only ever adds to a batch)."""
    best = float("inf")
    for _ in range(batches):
        start = time.process_time()
        for _ in range(rounds):
            call()
        best = min(best, (time.process_time() - start) / rounds)
    return best


def main(profile=False, rounds=200):
    with tempfile.TemporaryDirectory() as tmp:
        app = create_app({"SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp}/p.db",
                          "SECRET_KEY": "profile"})
        with app.app_context():
            flask_migrate.upgrade()
        url, options = make_game(app)
        player, phone = app.test_client(), app.test_client()
        page = player.get(url).get_data(as_text=True)
        token = re.search(r'"X-CSRFToken": "([^"]+)"', page).group(1)
        phone.get(url)
        table = Table(options, seed=1, canonical=True, first=0)
        state = {"seq": 0}

        def play():
            action = table.next_action()
            data = {"seq": state["seq"], "seat": action["seat"], **form_of(action)}
            response = player.post(f"{url}/actions", data=data,
                                   headers={**HX, "X-CSRFToken": token})
            assert response.status_code == 200, response.status_code
            table.apply(action)
            state["seq"] += 1

        def poll_204():
            assert phone.get(f"{url}/poll?seq={state['seq']}", headers=HX).status_code == 204

        def poll_200_shared():
            assert phone.get(f"{url}/poll?seq=0", headers=HX).status_code == 200

        def poll_200_file():
            app.extensions["shared_fragments"]._html.clear()
            if compress.cache is not None:
                compress.cache._bodies.clear()
            assert phone.get(f"{url}/poll?seq=0", headers=HX).status_code == 200

        def poll_200_fresh():
            fragments = app.extensions["shared_fragments"]
            files, fragments.files = getattr(fragments, "files", None), None
            try:
                poll_200_file()
            finally:
                fragments.files = files

        for _ in range(20):
            play()
        calls = {"poll 204": poll_204, "poll 200 (shared)": poll_200_shared,
                 "poll 200 (other worker's)": poll_200_file,
                 "poll 200 (rendered)": poll_200_fresh, "play": play}
        for name, call in calls.items():
            print(f"{name:26s} {cpu(call, rounds) * 1e3:6.2f} ms CPU a request")
        if profile:
            for name, call in calls.items():
                profiler = cProfile.Profile()
                profiler.enable()
                for _ in range(rounds):
                    call()
                profiler.disable()
                print(f"\n===== {name} ({rounds} requests)")
                pstats.Stats(profiler).sort_stats("cumulative").print_stats(60)


if __name__ == "__main__":
    main(profile="--profile" in sys.argv)
