"""The RULES round-2 rulings on the screens, through the Flask test client: a Straight
misplay that stands logged from the refusal (S4.6) and marked in review and exports;
the moon-3 widow and trump in either order (M5); `goes_out` on the new-game form and
in the options in words (M10); Bendomino's proven illegal pass flagged in the round
result (B4, G9); a file from before these options imports with their defaults.
Expected values are worked out by hand from RULES."""
import csv
import html as markup
import io
import json
import re

import pytest

from extensions import db
from models import Game, Session
from models.log import events_of
from tests.web.gaple_web import in_indonesian
from tests.web.table import TableActions
from tests.web.test_bahasa import visible
from tests.web.test_exchange import export_json, import_file, ok, sheet
from tests.web.test_review_pages import plain, said

FOUR = ("Ana", "Budi", "Citra", "Dewi")

# Two players, 5 tiles each. Ana leads 3-3 (6); Budi 4-3 right (spinner 6 + 4 = 10, +10);
# Ana 3-0 left (0 + 4); Budi lays 6-5 on the 0 with its 5 touching: it stands, showing 6
# (S4.6): 6 + 4 = 10, +10. Then 4-0 right (6 + 0), 6-1 left (1 + 0), 3-2 up (1 + 0 + 2),
# 1-1 left (2 + 0 + 2), 0-0 right: Ana's fifth tile, a domino. Budi holds 2-1: 3 pips,
# rounded to 5 for Ana (G3). Hand 1: Ana 5, Budi 20.
HAND = [(0, "3-3", None), (1, "4-3", "right"), (0, "3-0", "left"),
        (1, "6-5", "left", 6), (0, "4-0", "right"), (1, "6-1", "left"), (0, "3-2", "up"),
        (1, "1-1", "left"), (0, "0-0", "right")]


def html_of(response, status=200):
    return ok(response, status).get_data(as_text=True)


@pytest.fixture
def table(app, client):
    with app.app_context():
        yield TableActions(client, hand_size=5)


def test_s4_6_refusal_offers_log_it_anyway(table):
    ok(table.play(0, "3-3"))
    ok(table.play(1, "4-3", "right"))
    ok(table.play(0, "3-0", "left"))
    html = html_of(table.play(1, "6-5"), 422)   # fits neither 0 (left) nor 4 (right)
    assert "RULES §S4.4" in html and "It stands on the table: log it anyway" in html
    buttons = re.findall(r'name="do" value="(play 6-5 \w+ override \d)">(\d)<', html)
    # the spinner 3-3 is flanked: up and down are open ends too (S4.2, S4.5)
    assert buttons == [(f"play 6-5 {end} override {n}", str(n))
                       for end in ("left", "right", "up", "down") for n in (6, 5)]
    # Asked once ("at which end?"), then each open end by its name and the number it
    # shows (S4.5).
    words = visible(html)
    assert "Which number of 6-5 shows, at which end?" in words
    assert "left (0) 6 5 right (4) 6 5 up (3) 6 5 down (3) 6 5" in words
    assert len(table.events()) == 3
    html = html_of(table.post("play 6-5 left override 6", 1))
    assert 'id="count">10<' in html and "override: shows 6" in html
    assert table.events()[-1].payload == {"type": "play", "seat": 1, "tile": "6-5",
                                          "end": "left", "override": True, "shows": 6}
    assert 'data-side="1">20<' in table.page()
    assert "Undone: Budi played 6-5 left (override: shows 6)" in visible(html_of(table.undo()))


def test_s4_6_log_it_anyway_in_indonesian(table, client):
    """The same offer in Indonesian: each end by its GLOSSARY name, "kiri"."""
    in_indonesian(client)
    ok(table.play(0, "3-3"))
    words = visible(html_of(table.play(1, "6-5"), 422))
    assert "Angka mana dari 6-5 yang terlihat, di ujung mana?" in words
    assert "kiri (3) 6 5 kanan (3) 6 5" in words


def test_s4_6_a_play_that_fits_offers_nothing(table):
    ok(table.play(0, "3-3"))
    html = html_of(table.play(1, "6-5", "left"), 422)
    assert "log it anyway" in html
    html = html_of(table.post("play 4-3 left override 4", 1), 422)
    assert "RULES §S4.6" in html and "normal play" in html
    assert "log it anyway" not in html and len(table.events()) == 1


def play_hand(table):
    for seat, tile, end, *shows in HAND:
        do = f"play {tile}" + (f" {end}" if end else "") + \
            (f" override {shows[0]}" if shows else "")
        ok(table.post(do, seat))
    ok(table.reveal(1, tiles=["2-1"]))


def test_s4_6_review_and_exports_mark_the_override(app, client):
    with app.app_context():
        table = TableActions(client, hand_size=5)
        play_hand(table)
        html = html_of(client.get(f"{table.url}/review?hand=1&step=4"))
        assert said(html) == ("Step 4 of 10 Budi played 6-5 left (override: it stands, "
                              "showing 6): count 10, +10")
        assert 'class="current override"' in html
        rows = sheet(ok(client.get(f"/s/{table.token}/g/{table.game_id}/export.csv")))
        # The row's working, a line each: Budi's scoring plays (the override's count
        # included, S4.6), the hand end (S8.1), then the misplay that stood.
        assert rows[1] == ["1", "Straight Domino", "1", "5", "5", "20", "20",
                           "Plays by Budi +20: 4-3 right, ends (3+3) + 4 = 10; 6-5 left, ends "
                           "6 + 4 = 10 (RULES §S6)\n"
                           "Hand end, Ana +5: Ana dominoed: Budi 3 = 3 pips, rounded to 5 "
                           "(RULES §S8)\n"
                           "Budi laid 6-5 at the left end showing 6 (override)"]
        raw = export_json(client, table.token)
        plays = [e["action"] if "action" in e else e for g in json.loads(raw)["games"]
                 for e in g["events"]]
        assert any('"override": true' in json.dumps(p) and '"shows": 6' in json.dumps(p)
                   for p in plays)
        token = ok(import_file(client, raw), 303).headers["Location"].rsplit("/", 1)[-1]
        game = Session.by_edit_token(token).games[0]
        assert game.scores == [5, 20]
        assert any(e.payload.get("override") for e in events_of(game))


def moon_3(client, **options):
    table = TableActions(client, names=FOUR[:3], kind="moon", **options)
    ok(table.bid(0, 4))
    ok(table.bid(1, None))
    return table, html_of(table.bid(2, None))


@pytest.mark.parametrize("order", [["widow", "trump 2"], ["trump 2", "widow"]],
                         ids=["M5-widow-then-trump", "M5-trump-then-widow"])
def test_m5_both_steps_in_either_order(app, client, order):
    with app.app_context():
        table, html = moon_3(client)
        assert 'value="widow"' in html and 'value="trump 2"' in html  # both offered at once
        assert "in either order" in html
        html = html_of(table.play(0, "6-6"), 422)
        assert "RULES §M5" in html
        html = html_of(table.post(order[0], 0))
        second = order[1].split()[0]
        assert f'value="{order[1]}"' in html and f'value="{order[0]}"' not in html
        html = html_of(table.play(0, "6-6"), 422)
        assert "RULES §M5" in html
        html = html_of(table.post(order[1], 0))
        assert 'value="widow"' not in html and "lead any tile" in html
        assert [e.kind for e in table.events()][-2:] == [order[0].split()[0], second]
        ok(table.play(0, "6-6"))


def test_m10_goes_out_on_the_form_and_in_words(app, client):
    with app.app_context():
        table = TableActions(client, names=FOUR, kind="moon", goes_out="bidder")
        page = client.get(f"/s/{table.token}/games/new?kind=moon").get_data(as_text=True)
        assert 'name="goes_out"' in page and 'value="bidder"' in page
        game = db.session.get(Game, table.game_id)
        assert game.options["goes_out"] == "bidder"
        words = plain(html_of(client.get(f"{table.url}/review")))
        assert "Who goes out at the target Bidder goes out: a made bid wins" \
            in words
        other = TableActions(client, names=FOUR, kind="moon", token=table.token)
        assert db.session.get(Game, other.game_id).options["goes_out"] == "highest"


def test_m10_bad_goes_out_is_refused(app, client):
    with app.app_context():
        table = TableActions(client, names=FOUR, kind="moon")
        form = {"kind": "moon", "variant": "moon-4", "target": 21, "all_pass": "redeal",
                "no_trump_doubles": "high", "moon_21": "wins-game", "goes_out": "lowest",
                "first": "0", **{f"seats-{i}": i + 1 for i in range(4)}}
        assert client.post(f"/s/{table.token}/games", data=form).status_code == 422


def test_an_old_file_imports_with_the_new_options_defaults(app, client):
    with app.app_context():
        table = TableActions(client, names=FOUR, kind="moon")
        document = json.loads(export_json(client, table.token))
        for game in document["games"]:
            del game["options"]["goes_out"]
        response = ok(import_file(client, json.dumps(document).encode()), 303)
        token = response.headers["Location"].rsplit("/", 1)[-1]
        assert Session.by_edit_token(token).games[0].options["goes_out"] == "highest"


# Bendomino, two players: Ana opens 6-6; the 14 tiles of the stock are drawn, each draw
# followed by a pass (always legal, B4), Budi first; then Budi passes on an empty stock
# and Ana passes: nobody can play (B7). Budi reports every 6 (6-5 fits end a's 6):
# his 8th pass, after 6-6, is proven illegal (G9). Ana holds no 6.
SIXES = ["6-5", "6-4", "6-3", "6-2", "6-1", "6-0"]
OTHERS = [f"{a}-{b}" for a in range(6) for b in range(a + 1)]


def stock_drawn_after_6_6(client):
    """Ana opens 6-6; the 14 tiles of the stock are drawn, each draw followed by a pass."""
    table = TableActions(client, names=FOUR[:2], kind="bendomino")
    ok(table.post("open 0 6-6 -", 0))
    for i in range(14):
        ok(table.draw((i + 1) % 2))
        ok(table.pass_((i + 1) % 2))
    return table


def round_scored_with_budis_illegal_pass(client):
    """Then Budi and Ana pass on the empty stock and both report: Budi every 6 (G9)."""
    table = stock_drawn_after_6_6(client)
    for seat in (1, 0):
        ok(table.pass_(seat))
    ok(table.reveal(1, tiles=SIXES + OTHERS[:8]))
    ok(table.reveal(0, tiles=OTHERS[8:]))
    return table


def test_b4_g9_illegal_pass_is_flagged_in_the_round_result(app, client):
    with app.app_context():
        table = stock_drawn_after_6_6(client)
        html = html_of(table.check("pass", 1, hand=["6-5"]))
        assert "could have played 6-5 at end a" in html and "RULES §B4" in html
        ok(table.pass_(1))
        ok(table.pass_(0))
        ok(table.reveal(1, tiles=SIXES + OTHERS[:8]))
        html = markup.unescape(html_of(table.reveal(0, tiles=OTHERS[8:])))
        text = re.sub(r"<[^>]+>", "", html)  # the citation is a link (RULES §G9)
        assert ("⚑ Budi's 8th pass in round 1, after 6-6 was played: Budi held 6-5, "
                "which fitted end a (6) (RULES §G9)") in text
        assert html.count("⚑") == 1


def test_g9_flag_is_in_the_review_step_words(app, client):
    """The step that scores the round says which pass the reports prove illegal."""
    with app.app_context():
        table = round_scored_with_budis_illegal_pass(client)
        html = markup.unescape(html_of(client.get(f"{table.url}/review?hand=1&step=33")))
        assert said(html).endswith(
            "⚑ Budi's 8th pass in round 1, after 6-6 was played: Budi held 6-5, which fitted "
            "end a (6) (RULES §G9)")


def test_g9_flag_is_a_line_of_the_rounds_working_in_the_csv(app, client):
    """The score sheet (CSV) says which pass the reports proved illegal, under the
    round's working."""
    with app.app_context():
        table = round_scored_with_budis_illegal_pass(client)
        csv_text = ok(client.get(f"{table.url}/export.csv")).get_data(as_text=True)
        row = list(csv.reader(io.StringIO(csv_text)))[1]
        assert row[:7] == ["1", "Bendomino", "1", "0", "0", "86", "86"]
        assert row[7].split("\n") == [
            "Budi has fewest pips and scores the others' pips: Ana 86 = 86",
            "⚑ Budi's 8th pass in round 1, after 6-6 was played: Budi held 6-5, which "
            "fitted end a (6) (RULES §G9)"]


@pytest.mark.parametrize("do, words", [
    ("play 6-5 left override 3", "RULES §S4.6"),       # 3 is not one of 6-5's numbers
    ("play 6-5 override 6", "not an action"),           # an override names its end
    ("play 3-0 left override 0", "RULES §S4.6"),       # 3-3's 3 matches: a normal play
])
def test_s4_6_bad_overrides_are_422_and_not_logged(table, do, words):
    ok(table.play(0, "3-3"))
    response = table.post(do, 1)
    assert response.status_code == 422 and words in response.get_data(as_text=True)
    assert len(table.events()) == 1


def test_s4_6_bad_override_in_a_file_is_refused(app, client):
    with app.app_context():
        table = TableActions(client, hand_size=5)
        ok(table.play(0, "3-3"))
        document = json.loads(export_json(client, table.token))
        events = document["games"][0]["events"]
        bad = {**events[0], "seq": events[0]["seq"] + 1}
        bad["action" if "action" in bad else "payload"] = {
            "type": "play", "seat": 1, "tile": "6-5", "end": "left", "override": True,
            "shows": "6"}
        events.append(bad)
        response = import_file(client, json.dumps(document).encode())
        assert response.status_code == 422 and "S4.6" in response.get_data(as_text=True)
