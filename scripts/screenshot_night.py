"""Draws docs/night-screen.png: the big screen of an event of 8 tables of Straight
Domino in partnerships, round 1 played, round 2 under way with its clock running.
The games are played through the app's forms by the simulated tables of tests/rules.

Run: `.venv/bin/python scripts/screenshot_night.py` (needs the system Chromium)."""
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from playwright.sync_api import sync_playwright  # noqa: E402
from werkzeug.serving import make_server  # noqa: E402

from conftest import CHROMIUM, CHROMIUM_ARGS, make_app  # noqa: E402
from tests.web.night import NightActions  # noqa: E402

TEAMS = ["Garuda", "Merapi", "Kenari", "Rajawali", "Cendrawasih", "Melati", "Anggrek",
         "Komodo", "Bintang", "Samudra", "Kijang", "Cempaka", "Beringin", "Jalak",
         "Pelangi", "Nusantara"]
NAMES = ["Ana", "Budi", "Citra", "Dewi", "Eko", "Fajar", "Gita", "Hadi", "Indah", "Joko",
         "Kartika", "Lukman", "Maya", "Nanda", "Oki", "Putri", "Rudi", "Sari", "Tono",
         "Umi", "Vina", "Wahyu", "Yanti", "Zainal", "Agus", "Bayu", "Dian", "Endang",
         "Farid", "Galih", "Hesti", "Irfan"]


def main():
    folder = tempfile.mkdtemp()
    app = make_app(f"sqlite:///{folder}/night.db", WTF_CSRF_ENABLED=False)
    entries = [f"{team}: {NAMES[2 * i]} & {NAMES[2 * i + 1]}" for i, team in enumerate(TEAMS)]
    with app.app_context():
        night = NightActions(app.test_client(), "straight", entries, table_size="4",
                             rounds="4", round_minutes="45", target="100",
                             name="Lomba Domino 17 Agustus")
        for n, match in enumerate(night.matches(1)):
            night.play_match(match, seed=n)
        night.next_round()
        for n, match in enumerate(night.matches(2)):
            game = night.games_of(match)[0]
            if n < 3:
                night.play_match(match, seed=50 + n)
            elif n < 7:
                night.play_game(game, seed=50 + n, stop=lambda s: len(s.history) >= 1)
        view = night.view_token
    server = make_server("127.0.0.1", 0, app, threaded=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1920, "height": 1080})
        page.goto(f"http://127.0.0.1:{server.server_port}/e/{view}/screen")
        page.screenshot(path=str(ROOT / "docs" / "night-screen.png"))
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main()
