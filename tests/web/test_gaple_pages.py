"""Gaple beyond its screen, through the Flask test client: exports (JSON and CSV) and
imports, the review page, the player's figures and the standalone checker's tab
(RULES §GP, G7)."""
import io
import re
import json

import pytest

from models import Session
from models.log import events_of, live_actions
from rules import gaple
from tests.rules import gaple_hands as hands
from tests.rules.gaple_script import actions
from tests.web.gaple_web import ANY, gaple_table, in_indonesian, log, ok, plain


# ---- exports and imports -------------------------------------------------------------

def export_json(client, token):
    return ok(client.get(f"/s/{token}/export.json")).data


def import_file(client, raw):
    return client.post("/import", data={"file": (io.BytesIO(raw), "session.json")},
                       content_type="multipart/form-data")


def test_export_then_import_gives_the_same_gaple_games(app, client):
    with app.app_context():
        first = gaple_table(client, **ANY)
        log(first, hands.EXAMPLE_1 + ", " + hands.EXAMPLE_1_OUT + ", " + hands.EXAMPLE_1_REPORTS)
        ok(first.undo())
        log(first, "D shows 0-0 4-1, A 3-1")
        gaple_table(client, token=first.token, scoring="points", partners="y")
        raw = export_json(client, first.token)
        token = ok(import_file(client, raw), 303).headers["Location"].rsplit("/", 1)[-1]
        before, after = Session.by_edit_token(first.token), Session.by_edit_token(token)
        assert len(after.games) == 2
        for old, new in zip(before.games, after.games, strict=True):
            rules = gaple
            replay = [rules.replay(rules.Options.from_json(g.options), live_actions(events_of(g)))
                      for g in (old, new)]
            assert replay[0] == replay[1]
            for column in ("kind", "options", "status", "scores", "hand", "last_seq"):
                assert getattr(new, column) == getattr(old, column), column
        assert export_json(client, token) == raw
        ok(client.get(f"/s/{token}/g/{after.games[0].id}"))


def test_a_file_may_leave_the_target_to_the_scoring(app, client):
    """DESIGN: Gaple's `target` None is the scoring's default (GP9): a file that says
    null imports, and the game reads 101 under collect."""
    with app.app_context():
        table = gaple_table(client, scoring="collect")
        doc = json.loads(export_json(client, table.token))
        doc["games"][0]["options"]["target"] = None
        token = ok(import_file(client, json.dumps(doc).encode()), 303) \
            .headers["Location"].rsplit("/", 1)[-1]
        assert Session.by_edit_token(token).games[0].options["target"] == 101


def test_the_csv_sheet_has_each_hand_and_its_working(app, client):
    with app.app_context():
        table = gaple_table(client, **ANY)
        log(table, hands.EXAMPLE_1 + ", " + hands.EXAMPLE_1_OUT + ", " + hands.EXAMPLE_1_REPORTS)
        sheet = ok(client.get(f"/s/{table.token}/export.csv")).get_data(as_text=True)
        assert "Gaple,1,0,0,20,20,7,7,30,30," in sheet
        assert "Dewi adds 30 (0-0 is stranded and counts 25) (RULES §GP8.1, §GP8.2)" in sheet


# ---- review and statistics -----------------------------------------------------------

def test_the_review_page_tells_the_hand(app, client):
    with app.app_context():
        table = gaple_table(client, **ANY)
        log(table, hands.EXAMPLE_1 + ", " + hands.EXAMPLE_1_OUT + ", " + hands.EXAMPLE_1_REPORTS)
        review = f"{table.url}/review"
        words = plain(ok(client.get(review)).get_data(as_text=True))
        assert "Scoring Penalty: each adds their own pips; reach the limit and lose" in words
        assert "Limit or target (empty: 100 penalty, 101 collect, 7 points) 100" in words
        assert "A stranded 0-0 Counts 25" in words and "Game length Until the limit" in words
        step = plain(ok(client.get(review + "?hand=1&step=1")).get_data(as_text=True))
        assert "Ana led 5-4" in step
        out = len(actions(hands.EXAMPLE_1)) + 1
        step = plain(ok(client.get(review + f"?hand=1&step={out}")).get_data(as_text=True))
        assert "Ana played 5-3 left (it fitted either end) · Hand over: Ana went out" in step
        last = plain(ok(client.get(review + f"?hand=1&step={out + 3}")).get_data(as_text=True))
        assert "Hand 1 — Ana went out with 5-3; Budi adds 20; Citra adds 7; Dewi adds 30" in last


def test_the_running_score_marks_the_limit_under_penalty(app, client):
    """Under penalty the line the scores run up to is the limit a player loses at
    (RULES GP9; GLOSSARY: limit, "batas"), drawn as the game's screen names it, not a
    target to reach."""
    with app.app_context():
        table = gaple_table(client, **ANY)
        log(table, hands.EXAMPLE_1 + ", " + hands.EXAMPLE_1_OUT + ", " + hands.EXAMPLE_1_REPORTS)
        html = ok(client.get(f"{table.url}/review")).get_data(as_text=True)
        label = re.search(r'<text class="target-label"[^>]*>([^<]*)</text>', html).group(1)
        assert label == "limit 100"
        in_indonesian(client)
        html = ok(client.get(f"{table.url}/review")).get_data(as_text=True)
        label = re.search(r'<text class="target-label"[^>]*>([^<]*)</text>', html).group(1)
        assert label == "batas 100"


def test_the_review_draws_a_points_out_with_its_last_tile(app, client):
    """An out under points is scored at once (GP6.3): its review step still shows the
    line with the last tile laid."""
    with app.app_context():
        table = gaple_table(client, scoring="points", partners="y")
        log(table, hands.PLAIN_OUT)
        steps = len(actions(hands.PLAIN_OUT))
        html = ok(client.get(f"{table.url}/review?hand=1&step={steps}")).get_data(as_text=True)
        assert html.count('class="domino"') == steps - 2  # every tile laid: the two passes not
        assert "Budi played 6-2 left · Hand 1 — Budi went out with 6-2; Budi & Dewi score 1" \
            in plain(html)


def test_player_figures(app, client):
    with app.app_context():
        table = gaple_table(client, **ANY)
        log(table, hands.EXAMPLE_1 + ", " + hands.EXAMPLE_1_OUT + ", " + hands.EXAMPLE_1_REPORTS)
        html = ok(client.get(f"{table.url}/review")).get_data(as_text=True)
        for name, figures in (
                ("Ana", "Hands played 1 Hands won 1 Went out 1 Gaples blocked 0 Passes 0"),
                ("Dewi", "Hands played 1 Hands won 0 Went out 0 Gaples blocked 0 Passes 1 "
                         "Passes proven false 0 Average pips left at a hand’s end 5.0")):
            link = re.search(rf'href="(/players/\d+)">{name}<', html).group(1)
            words = plain(ok(client.get(link)).get_data(as_text=True))
            assert "Gaple Games finished 0 Games won 0 " + figures in words, words


# ---- the standalone checker ----------------------------------------------------------

@pytest.mark.parametrize("query, legal, said", [
    ("position=play+5-3&ask=play+6-5", True, "It fits the left end only (RULES §GP4)"),
    ("position=play+5-3,play+3-1+right&ask=play+5-1+left", True,
     "It fits either end: an out with it counts as fitting either end (RULES §GP8.4)"),
    ("position=play+5-3&ask=play+6-6", False, "6-6 does not fit: the ends show 5 and 3"),
    ("position=play+5-3&ask=pass&hand=6-5&hand=2-2", False,
     "could have played 6-5 on the left end instead of passing"),
    # RULES G7: two of seven tiles shown, none fitting, prove nothing; the whole hand,
    # none bearing a 5 or a 3, proves the pass legal.
    ("position=play+5-3&ask=pass&hand=6-6&hand=2-2", False, "not proven: 5 tiles not shown"),
    ("position=play+5-3&ask=pass&hand=6-6&hand=2-2&hand=6-4&hand=4-4&hand=6-2&hand=4-2"
     "&hand=6-1", True, "no tile shown fits 5 and 3"),
    # Points are for partners (RULES GP1): the partnership's verb agrees, "score 3".
    ("scoring=points&position=play+5-3,play+3-1+right&ask=play+5-1+left&out=y", True,
     "score 3: out with a tile that fitted either end"),
    ("scoring=collect&both_ends=x2&position=play+5-3,play+3-1+right&ask=play+5-1+left&out=y",
     True, "Player 1 & Player 3 score the pips left in the opponents' hands, doubled"),
], ids=["GP4-one-end", "GP8.4-either-end", "GP4-fits-no-end", "GP5-pass-not-legal",
        "G7-pass-not-proven", "GP5-pass-legal", "GP8.4-out-scores", "GP8.3-out-doubled"])
def test_the_checker_tab(client, query, legal, said):
    html = ok(client.get(f"/check/gaple?{query}")).get_data(as_text=True)
    assert ("verdict legal" in html) == legal
    assert said in plain(html)


def test_the_checker_offers_its_gaple_tab(client):
    html = ok(client.get("/check")).get_data(as_text=True)
    assert 'href="/check/gaple"' in html
    page = plain(ok(client.get("/check/gaple")).get_data(as_text=True))
    assert "Tap the lead: any tile" in page


def test_gaple_pages_read_in_indonesian(app, client):
    """Every page of a Gaple game in Bahasa Indonesia, no English-only word left: the
    new-game form, the screen at the lead, in play with a flag, at the reports, after
    a hand, at the game's end, the working, the review, the checker and the figures."""
    from tests.rules.gaple_table import GapleTable
    from tests.web.gaple_web import do_of, in_indonesian
    from tests.web.test_bahasa import leaks
    with app.app_context():
        in_indonesian(client)
        table = gaple_table(client, pass_point="y")
        pages = [client.get(f"/s/{table.token}/games/new?kind=gaple").get_data(as_text=True),
                 table.page()]
        sim = GapleTable(gaple.Options(pass_point=True), seed=11, false_pass_rate=0.08)
        seen = set()
        while True:
            logged = len(sim.actions)
            action = sim.next_action()
            for _ in range(logged - len(sim.actions)):  # undone back to a false pass (G6)
                ok(table.undo())
            if action is None:
                break
            sim.apply(action)
            do, extra = do_of(action)
            ok(table.post(do, action["seat"], **extra))
            moment = (sim.state.phase, bool(sim.state.hand_flags), bool(sim.state.history))
            if moment not in seen:
                seen.add(moment)
                pages.append(table.page())
        pages += [ok(client.get(f"{table.url}/working?side=1")).get_data(as_text=True),
                  ok(client.get(f"{table.url}/review?hand=1&step=2")).get_data(as_text=True),
                  ok(client.get("/check/gaple?position=play+5-3&ask=pass&hand=6-5"))
                  .get_data(as_text=True)]
        assert sim.state.phase == "over" and len(pages) > 8
        for page in pages:
            assert leaks(page) == [], leaks(page)
