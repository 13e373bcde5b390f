"""The review pages through the Flask test client: a game's options, score sheet,
chart and step-through (per game), undone actions, the read-only link, 404s, the
sessions this device opened with their search, and a player's statistics."""
import re
from html import unescape

import pytest

from extensions import db
from models import Event, Game
from models.log import append, game_states, projection_of
from rules import straight
from tests.rules.simulate import Table
from tests.web.review_games import BENDOMINO_ACTIONS, MOON_ACTIONS, STRAIGHT_ACTIONS
from tests.web.table import HX, TableActions
from views.games.registry import KINDS as GAMES


def logged(client, actions, names=("Ana", "Budi"), kind="straight", **options):
    """A game started through the app, its actions appended to the log as the game
    screen would (rules first, then the log)."""
    table = TableActions(client, names=names, kind=kind, **options)
    game = db.session.get(Game, table.game_id)
    module = GAMES[game.kind].rules
    state = game_states().get(game, module)
    for action in actions:
        state = module.apply(state, action)
        append(game, game.last_seq, action, projection_of(state))
    return table


def text(response):
    assert response.status_code == 200, response.status_code
    return response.get_data(as_text=True)


def plain(html):
    """The page's words, tags dropped and spaces folded."""
    return " ".join(re.sub(r"<[^>]+>", " ", html).split())


def said(html):
    """The words of the step shown (not the hand's list of actions)."""
    return plain(re.search(r'<p class="step-words".*?</p>', html, re.S).group())


@pytest.fixture
def straight_game(app, client):
    with app.app_context():
        yield logged(client, STRAIGHT_ACTIONS, hand_size=5, target=25, partnerships=False)


def test_straight_review_options_sheet_and_chart(straight_game, client):
    html = text(client.get(f"{straight_game.url}/review"))
    words = plain(html)
    assert "Tiles per hand 5" in words and "Target 25" in words
    assert "Spinner First double played" in words and "Players 2" in words
    # Hand 1: Ana 10 from 4-0 + 10 for the domino (Budi's 12 pips rounded, G3);
    # Budi 10 + 10 from plays. Hand 2: Ana's 5-0 lead, +5 → 25.
    assert re.search(r"<td>\+20 <small>20</small></td><td>\+20 <small>20</small></td>", html)
    assert re.search(r"<td>\+5 <small>25</small></td><td>\+0 <small>20</small></td>", html)
    # The row explains all of it: each side's scoring plays with their counts (S5, S6:
    # worked example rows 4, 6, 7), then the hand end (S8.1).
    row = re.search(r'<tr class="sheet-working">.*?</tr>', html, re.S).group()
    working = " ".join(re.sub(r"<[^>]+>", "", row.replace('<span class="working-line">', " "))
                       .split())
    assert working == (
        "Plays by Ana +10: 4-0 down, ends 6 + (1+1) + 2 + 0 = 10 (RULES §S6) "
        "Plays by Budi +20: 4-3 up, ends 6 + 1 + 3 = 10; 3-2 up, ends 6 + (1+1) + 2 = 10 "
        "(RULES §S6) Hand end, Ana +10: Ana dominoed: Budi 12 = 12 pips, rounded to 10 "
        "(RULES §S8)")
    assert html.count('<span class="working-line">') >= 3
    chart = re.search(r'<figure class="chart">.*?</figure>', html, re.S).group()
    assert chart.count("<polyline") == 2 and 'class="target"' in chart
    assert "<title>Ana</title>" in chart and "<title>Budi</title>" in chart
    assert "to 25" in chart and "Ana 25" in plain(chart) and "Budi 20" in plain(chart)


@pytest.mark.parametrize("step, count, words", [
    (1, 8, "Ana led 4-4: count 8, no score"),
    (4, 10, "Budi played 4-3 up: count 10, +10"),
    (5, 11, "Ana played 1-1 right: count 11, no score"),
    (9, 7, "Ana played 2-0 up: count 7, no score · Hand over: domino"),
    (10, 7, "Budi reported 6-6 · Hand 1: Ana +10 — Ana dominoed: Budi 12 = 12 pips, rounded to 10"),
], ids=["S5.3-lead", "S6-scores", "S5.1-crosswise", "S8.1-domino", "G8-report"])
def test_straight_step_shows_the_board_and_words(straight_game, client, step, count, words):
    html = text(client.get(f"{straight_game.url}/review?hand=1&step={step}"))
    assert f'id="count">{count}<' in html
    assert f"Tiles on the table: {min(step, 9)}" in html
    assert said(html) == f"Step {step} of 10 {words}"
    assert f'aria-current="step"><span class="step-no">{step}</span>' in html


def test_the_step_that_wins_says_so(straight_game, client):
    html = text(client.get(f"{straight_game.url}/review?hand=2&step=1"))
    assert said(html) == "Step 1 of 1 Ana led 5-0: count 5, +5 · Ana wins!"


def test_htmx_step_request_gets_only_the_step_block(straight_game, client):
    html = text(client.get(f"{straight_game.url}/review?hand=1&step=2", headers=HX))
    assert html.lstrip().startswith('<section class="card review-steps" id="steps"')
    assert "<html" not in html and "Score sheet" not in html
    assert 'id="count">9<' in html and 'href="/s/' in html


def test_history_restore_gets_the_whole_page(straight_game, client):
    """Back to a pushed step that htmx no longer has cached: it asks again, and must
    get the page, not the step block alone."""
    html = text(client.get(f"{straight_game.url}/review?hand=1&step=2",
                           headers={**HX, "HX-History-Restore-Request": "true"}))
    assert "<html" in html and "Score sheet" in html and 'id="count">9<' in html
    html = text(client.get("/sessions?q=an", headers={**HX, "HX-History-Restore-Request": "true"}))
    assert "<html" in html and "Find a player" in html


def test_review_follows_the_log(app, client):
    """Reviewed once, then played on and undone: each review shows the log as it is."""
    with app.app_context():
        table = TableActions(client)
        table.play(0, "4-4")
        assert "Step 1 of 1" in said(text(client.get(f"{table.url}/review")))
        table.play(1, "4-1", "right")
        assert "Step 1 of 2" in said(text(client.get(f"{table.url}/review")))
        table.undo()
        html = text(client.get(f"{table.url}/review"))
    assert "Step 1 of 1" in said(html) and "<del>Budi played 4-1 right" in html


def test_undone_action_is_struck_through_with_its_undo(app, client):
    with app.app_context():
        table = TableActions(client)
        table.play(0, "4-4")
        table.play(1, "6-4", "left")
        assert table.undo().status_code == 200
        table.play(1, "4-1", "right")
        html = text(client.get(f"{table.url}/review?hand=1&step=2"))
    assert "<del>Budi played 6-4 left: count 14, no score</del>" in html
    assert "undone (event 3)" in html
    assert said(html) == "Step 2 of 2 Budi played 4-1 right: count 9, no score"


def test_a_log_whose_every_action_was_undone_says_so(app, client):
    """An undo is itself an event (RULES G6): the review does not call such a log empty."""
    with app.app_context():
        table = TableActions(client)
        empty = text(client.get(f"{table.url}/review"))
        table.play(0, "4-4")
        assert table.undo().status_code == 200
        html = text(client.get(f"{table.url}/review"))
    assert "Nothing has been logged yet." in empty
    assert "Every action logged so far was undone." in html
    assert "Nothing has been logged yet." not in html


def test_view_link_is_read_only(straight_game, client):
    game = db.session.get(Game, straight_game.game_id)
    html = text(client.get(f"/v/{game.session.view_token}/g/{game.id}/review?hand=1&step=4"))
    assert "View only" in html and "Budi played 4-3 up" in said(html)
    assert game.session.edit_token not in html
    assert 'method="post"' not in html


def test_review_writes_nothing(straight_game, client):
    before = (db.session.query(Event).count(), db.session.get(Game, straight_game.game_id).last_seq)
    client.get(f"{straight_game.url}/review?hand=1&step=3")
    db.session.expire_all()
    assert (db.session.query(Event).count(),
            db.session.get(Game, straight_game.game_id).last_seq) == before


@pytest.mark.parametrize("query", ["?hand=3", "?hand=0", "?hand=1&step=0", "?hand=1&step=11",
                                   "?hand=2&step=2", "?step=x", "?hand=-1", "?hand=1&step=1e3",
                                   "?hand=99999999999999999999"])
def test_bad_hands_and_steps_are_404(straight_game, client, query):
    assert client.get(f"{straight_game.url}/review{query}").status_code == 404


def test_bad_links_are_404(straight_game, client, app):
    game_id = straight_game.game_id
    assert client.get(f"{straight_game.url}/review").status_code == 200
    assert client.get(f"/s/{straight_game.token}/g/{game_id + 1}/review").status_code == 404
    assert client.get(f"/s/nope/g/{game_id}/review").status_code == 404
    assert client.get(f"/v/{straight_game.token}/g/{game_id}/review").status_code == 404
    assert client.get(f"/s/{straight_game.token}/g/{10**30}/review").status_code == 404
    assert client.get(f"/players/{10**30}").status_code == 404
    assert client.get("/players/999").status_code == 404


def test_a_game_with_nothing_logged(app, client):
    with app.app_context():
        table = TableActions(client)
    html = text(client.get(f"{table.url}/review"))
    assert "No hand finished yet." in html and "Nothing has been logged yet." in html
    assert '<figure class="chart">' not in html
    assert client.get(f"{table.url}/review?hand=1").status_code == 404


def test_moon_review(app, client):
    with app.app_context():
        table = logged(client, MOON_ACTIONS, names=("Ana", "Budi", "Citra", "Dewi"), kind="moon")
    html = text(client.get(f"{table.url}/review"))
    words = plain(html)
    assert "Variant Four players, partners opposite (moon-4)" in words
    assert "A bid of 21 made Wins the game" in words
    assert "Budi &amp; Dewi bid 6 and took 4 tricks: set: -6" in html
    assert re.search(r"<td>\+3 <small>8</small></td><td>-6 <small>-4</small></td>", html)
    chart = re.search(r'<figure class="chart">.*?</figure>', html, re.S).group()
    assert chart.count("<polyline") == 2 and ">-5<" in chart  # the axis goes below 0
    # Step 9 of hand 1: the fourth tile of trick 1; Ana's 6-6 tops the sixes (M7).
    html = text(client.get(f"{table.url}/review?hand=1&step=9"))
    assert said(html) == "Step 9 of 33 Dewi played 6-3 · Trick 1: Ana wins"
    assert "Trick 1: Ana wins" in html.split('id="board"')[1].split("</section>")[0]
    assert "Trump: no trump" in html
    # The hand's last step: the table shows trick 7 as it ended, and the hand's score.
    html = text(client.get(f"{table.url}/review?hand=1&step=33"))
    assert "Trick 7: Budi wins" in html.split('id="board"')[1].split("</section>")[0]
    assert said(html) == ("Step 33 of 33 Ana played 5-1 · Trick 7: Budi wins · Hand 1: "
                          "Ana &amp; Citra bid 5 and made it with 5 tricks: +5; "
                          "Budi &amp; Dewi took 2 tricks: +2")
    html = text(client.get(f"{table.url}/review?hand=3&step=2"))
    assert said(html) == "Step 2 of 32 Dewi passed" and "Bidding" in html  # the auction
    html = text(client.get(f"{table.url}/review?hand=3&step=3"))
    assert said(html) == "Step 3 of 32 Ana bid 21" and "Names trump." in html


def test_bendomino_review_marks_the_override(app, client):
    with app.app_context():
        table = logged(client, BENDOMINO_ACTIONS, names=("Ana", "Budi", "Citra"),
                       kind="bendomino")
    html = text(client.get(f"{table.url}/review?hand=1&step=16"))
    assert "Tiles in the chain: 4" in html
    assert said(html) == "Step 16 of 28 Ana: 4-4 at end a, turning right (override)"
    assert html.count('class="override-mark"') == 1
    assert re.search(r'<li class="current override">\s*<a [^>]*><span class="step-no">16<', html)
    assert "Budi drew" in plain(html) and "Citra passed" in plain(html)
    html = text(client.get(f"{table.url}/review?hand=1&step=28"))
    assert "Tiles in the chain: 6" in html  # the chain as the round ended
    assert said(html).replace("&#39;", "'") == (
        "Step 28 of 28 Citra reported 63 pips · Round 1: Ana +113 — Ana went out and scores "
        "the others' pips: Budi 50 + Citra 63 = 113 · Ana wins!")
    assert "A tie for fewest pips Nobody scores" in plain(html)


def test_games_list_and_game_over_link_to_the_review(straight_game, client, app):
    game = db.session.get(Game, straight_game.game_id)
    with app.test_request_context():
        review_url, view_review_url = game.review_url, game.view_review_url
    session = text(client.get(f"/s/{straight_game.token}"))
    assert f'href="{review_url}"' in session
    view = text(client.get(f"/v/{game.session.view_token}"))
    assert f'href="{view_review_url}"' in view
    assert f'href="{review_url}"' in straight_game.page()


def test_sessions_of_this_device_and_search(app, client, straight_game):
    other = app.test_client()
    with app.app_context():
        TableActions(other, names=("Eko", "Fajar"))
        TableActions(client, names=("Citra", "Dewi"))
    words = plain(text(client.get("/sessions")))
    assert words.index("Citra, Dewi") < words.index("Ana, Budi")  # newest first
    assert "Eko" not in words  # another phone's session
    assert "Straight Domino Ana won · Ana 25 – Budi 20" in words
    found = text(client.get("/sessions?q=bud", headers=HX))
    assert found.lstrip().startswith('<section class="card" id="session-list"')
    assert "Ana, Budi" in plain(found) and "Citra" not in found
    assert "No session of yours" in text(client.get("/sessions?q=eko"))
    assert 'href="/sessions"' in text(client.get("/"))


def test_player_page(straight_game, client):
    html = text(client.get(f"{straight_game.url}/review"))
    link = re.search(r'href="(/players/\d+)">Ana<', html).group(1)
    words = plain(text(client.get(link)))
    assert "Straight Domino Games finished 1 Games won 1 Hands played 1" in words
    assert "Scoring plays 2 Average scoring count 7.5 Biggest scoring count 10" in words
    assert "Dominoes 1 Hands won by block 0" in words
    assert "Moon" not in words


def test_player_figures_stay_with_the_devices_that_sat_at_the_table(straight_game, client, app):
    html = text(client.get(f"{straight_game.url}/review"))
    link = re.search(r'href="(/players/\d+)">Ana<', html).group(1)
    stranger = app.test_client()  # another phone, which never opened this session
    assert stranger.get(link).status_code == 404
    assert "Ana" not in stranger.get("/").get_data(as_text=True)


def test_a_partnership_s_scoring_plays_read_as_one_side(app, client):
    """In partnerships (RULES S1) a side's scoring plays are "Plays by Ana & Citra",
    never "Ana & Citra plays" (a verb for one player)."""
    sim = Table(straight.Options(4, partnerships=True), seed=11, canonical=True, first=0)
    while sim.state.hand == 1:
        action = sim.next_action()
        sim.apply(action)
    assert any(sim.state.history[0].play_points)
    with app.app_context():
        game = logged(client, sim.actions, names=("Ana", "Budi", "Citra", "Dewi"),
                      partnerships=True)
        words = unescape(plain(text(client.get(f"{game.url}/review?hand=1"))))
    assert re.search(r"Plays by (Ana & Citra|Budi & Dewi) \+\d+", words)
    assert " plays +" not in words


def test_a_missing_hand_step_or_side_says_what_is_missing(straight_game, client):
    """The game exists: a 404 for a hand, step or side it has not says so, rather than
    that the link leads to no game (the worked game has hands 1 and 2)."""
    words = plain(client.get(f"{straight_game.url}/review?hand=9").get_data(as_text=True))
    assert "There is no Hand 9 to review in this game." in words
    for query in ("hand=abc", "hand=%C2%B2", "hand=1&step=x"):
        response = client.get(f"{straight_game.url}/review?{query}")
        assert response.status_code == 404
        assert "There is no such hand or step to review in this game." in plain(
            response.get_data(as_text=True))
    response = client.get(f"{straight_game.url}/review?hand=1&step=99999")
    assert response.status_code == 404
    assert re.search(r"Hand 1 has \d+ steps to review: there is no step 99999\.",
                     plain(response.get_data(as_text=True)))
    response = client.get(f"{straight_game.url}/working?side=5", headers=HX)
    assert response.status_code == 404
    assert "This game has no such side" in plain(response.get_data(as_text=True))
    assert "does not lead to a session or game" not in plain(response.get_data(as_text=True))
    assert "does not lead to a session or game" in plain(
        client.get("/s/nosuchtoken0000000000/g/1/review").get_data(as_text=True))


def test_a_phone_that_came_straight_to_the_game_opens_its_players_pages(app, client):
    """A phone that joined by the table's QR code opens the game, never the session's
    page. Its review's player names lead to each player's page (they 404'd: the page
    shows the sessions this device opened, and it had opened none), and its home page
    lists the session."""
    with app.app_context():
        table = logged(client, STRAIGHT_ACTIONS[:3])
    phone = app.test_client()
    assert phone.get(table.url).status_code == 200
    review = text(phone.get(f"{table.url}/review"))
    player = re.search(r'<a href="(/players/\d+)">Ana</a>', review).group(1)
    assert "Ana" in text(phone.get(player))
    assert table.token in text(phone.get("/"))
    stranger = app.test_client()
    assert stranger.get(player).status_code == 404  # another table's games stay private


def test_the_last_step_of_a_hand_leads_on_to_the_next_hand(straight_game, client):
    """Stepping through the worked game: hand 1's last step goes on to hand 2's first
    (the button names it, "Hand 2 ›"); the game's very last step goes nowhere."""
    first = text(client.get(f"{straight_game.url}/review?hand=1"))
    count = int(re.search(r"Step 1 of (\d+)", first).group(1))
    last = text(client.get(f"{straight_game.url}/review?hand=1&step={count}"))
    link = re.search(r'<a class="button primary" rel="next" href="([^"]+)"[^>]*>([^<]+)</a>', last)
    assert unescape(link.group(1)).endswith("/review?hand=2&step=1")
    assert unescape(link.group(2)) == "Hand 2\u00a0›"
    assert "Step 1 of 1" in plain(text(client.get(unescape(link.group(1)))))
    end = text(client.get(f"{straight_game.url}/review?hand=2&step=1"))
    assert 'rel="next"' not in end
