"""The dispute checker through the app (RULES G7): for each game, every question
asked on the game screen gets the verdict that logging the same action gets —
legal → accepted with the same effect, illegal → refused with the same section —
and asking never writes to the log."""
import re

import pytest

from tests.web.table import TableActions


def card(html):
    """(legal, section, text) of the verdict card in a check response."""
    found = re.search(r'<div class="verdict (legal|illegal)".*?RULES §([A-Z0-9.]+)</span>(.*?)</div>',
                      html, re.S)
    assert found, html
    return found[1] == "legal", found[2], re.sub(r"<[^>]+>", " ", found[3])


def refusal_section(html):
    found = re.search(r'class="refusal".*?RULES §([A-Z0-9.]+)', html, re.S)
    return found and found[1]


def ask_then_log(table, do, seat, **extra):
    """Checks `do`, asserts nothing was logged, then logs it and asserts the log
    agrees with the verdict. Returns the card's text and the log's response html."""
    before = len(table.events())
    legal, section, text = card(table.check(do, seat, **extra).get_data(as_text=True))
    assert len(table.events()) == before
    response = table.post(do, seat, **extra)
    html = response.get_data(as_text=True)
    if legal:
        assert response.status_code == 200, html
        assert len(table.events()) == before + 1
    else:
        assert response.status_code == 422 and refusal_section(html) == section, html
        assert len(table.events()) == before
    return legal, section, text, html


# (do, seat, legal, section) in order: the RULES §S worked example with refusals around it.
STRAIGHT = [("draw", 0, False, "S3"), ("play 4-4", 0, True, "S5"), ("play 6-6", 1, False, "S4.4"),
            ("play 4-1 right", 0, False, "G4"), ("play 4-1 right", 1, True, "S5"),
            ("play 4-6 left", 0, True, "S5"), ("play 4-3 up", 1, True, "S6"),
            ("play 4-3 down", 0, False, "G2"), ("play 1-1", 0, True, "S5")]


@pytest.mark.parametrize("step", range(len(STRAIGHT)))
def test_straight_verdicts_match_the_log(app, client, step):
    with app.app_context():
        table = TableActions(client)
        for do, seat, legal, _ in STRAIGHT[:step]:
            assert (table.post(do, seat).status_code == 200) is legal
        do, seat, legal, section = STRAIGHT[step]
        got_legal, got_section, text, html = ask_then_log(table, do, seat)
        assert (got_legal, got_section) == (legal, section)
        if legal:  # the count the card promised is the count now on the board
            promised = re.search(r"Count: ends .*? = (\d+)", text)[1]
            assert f'id="count">{promised}<' in html


def test_moon_verdicts_match_the_log(app, client):
    """M4 bids, M6 trump, M7 plays: each asked, then logged."""
    with app.app_context():
        table = TableActions(client, names=("Ana", "Budi", "Citra", "Dewi"), kind="moon")
        script = [("bid 4", 0, True), ("bid 4", 1, False), ("bid 5", 1, True),
                  ("bid 21", 3, False), ("bid pass", 2, True), ("bid pass", 3, True),
                  ("trump 3", 0, False), ("trump 3", 1, True), ("play 5-2", 1, True),
                  ("play 5-2", 2, False), ("play 5-4", 2, True)]
        for do, seat, legal in script:
            got_legal, section, text, html = ask_then_log(table, do, seat)
            assert got_legal is legal, (do, section, text)
        assert "Winning the trick so far: Citra" in text  # 5-4 tops 5-2 in fives (M3)
        _, _, text, _ = ask_then_log(table, "play 5-3", 3)
        assert "It is a trump" in text and "Winning the trick so far: Dewi" in text


def test_moon_renege_shown_hand_is_refused_by_the_checker_only(app, client):
    """M8: with the hand shown the checker proves the renege; the log cannot see the
    hand, so it accepts the play (G5) — and flags it once a later play proves it."""
    with app.app_context():
        table = TableActions(client, names=("Ana", "Budi", "Citra", "Dewi"), kind="moon")
        for do, seat in [("bid 4", 0), ("bid pass", 1), ("bid pass", 2), ("bid pass", 3),
                         ("trump 6", 0), ("play 5-3", 0)]:
            assert table.post(do, seat).status_code == 200
        html = table.check("play 2-1", 1, hand=["2-1", "5-0"]).get_data(as_text=True)
        assert card(html)[:2] == (False, "M8") and "but 5-0 in the hand does" in html
        html = table.check("play 2-1", 1).get_data(as_text=True)
        assert card(html)[:2] == (True, "M7")


def test_bendomino_verdicts_match_the_log(app, client):
    with app.app_context():
        table = TableActions(client, names=("Ana", "Budi", "Citra"), kind="bendomino")
        script = [("draw", 0, False), ("open 0 6-6 -", 0, True), ("play 5-2 a left", 1, False),
                  ("play 6-3 a left", 1, True), ("play 6-1 b right", 2, True),
                  ("play 5-5 a left", 0, False)]
        for do, seat, legal in script:
            got_legal, section, text, _ = ask_then_log(table, do, seat)
            assert got_legal is legal, (do, section, text)
        assert "each player in turn draws one tile" in text  # joined ends: draw-down (B5)


def test_bendomino_fits_of_a_shown_hand(app, client):
    with app.app_context():
        table = TableActions(client, names=("Ana", "Budi"), kind="bendomino")
        assert table.post("open 0 6-6 -", 0).status_code == 200
        html = table.check("draw", 1, hand=["6-3", "5-2"]).get_data(as_text=True)
        legal, section, text = card(html)
        assert (legal, section) == (True, "B4")
        assert "6-3 fits: end a turning left, end a turning right" in text
        assert "5-2 fits nowhere" in text


def test_log_it_posts_the_checked_action(app, client):
    """The card's Log it form carries the same action, seat and the current seq."""
    with app.app_context():
        table = TableActions(client)
        html = table.check("play 5-0", 0).get_data(as_text=True)
        form = re.search(r'<div class="verdict legal".*?</form>', html, re.S)[0]
        assert 'name="do" value="play 5-0"' in form and 'name="seat" value="0"' in form
        assert 'name="seq" value="0"' in form and "/actions" in form
        # It floats over the board's foot: a tap on its × closes it, as a refusal's does.
        assert 'class="note-close" data-dismiss' in form


@pytest.mark.parametrize("data", [
    {"do": "play 9-9", "seat": 0, "seq": 0}, {"do": "play 6-6", "seat": 0},
    {"do": "play 6-6", "seat": 0, "seq": 0, "hand": ["6-7"]},
    {"do": "bid 4", "seat": 0, "seq": 0}])
def test_malformed_questions_are_refused_not_crashed(app, client, data):
    with app.app_context():
        table = TableActions(client)
        response = client.post(f"{table.url}/check", data=data, headers={"HX-Request": "true"})
        assert response.status_code == 422
        assert "Checking a play" in response.get_data(as_text=True)
        assert table.events() == []


def test_check_mode_screen_and_polling_keep_the_mode(app, client):
    with app.app_context():
        table = TableActions(client)
        html = client.get(f"{table.url}?check=1").get_data(as_text=True)
        assert "Checking a play: nothing is logged" in html
        assert f'action="{table.url}/check"' in html and "check=1" in html
        assert "Tiles the player shows" in html
        assert "Checking a play" not in table.page()


@pytest.mark.parametrize("kind, lead", [("straight", "5-3"), ("gaple", "0-0")])
def test_a_pass_asked_with_no_tile_shown_is_not_proven(app, client, kind, lead):
    """RULES G7: only the whole hand shown proves a pass legal; with no tile shown the
    checker says "not proven" and how many tiles were not shown (Budi holds 7), never
    "legal", and offers nothing to log."""
    with app.app_context():
        table = TableActions(client, names=("Ana", "Budi", "Citra", "Dewi"), kind=kind)
        assert table.play(0, lead).status_code == 200
        html = table.check("pass", 1).get_data(as_text=True)
        words = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))
        assert "not proven: 7 tiles not shown" in words, words
        assert "verdict legal" not in html and "Log it" not in words


@pytest.mark.parametrize("kind, lead", [("straight", "5-3"), ("gaple", "0-0")])
@pytest.mark.parametrize("shown, reason", [
    (["6-6", "6-5", "6-4", "6-3", "6-2", "6-1", "6-0", "5-5"],
     "8 tiles are shown, but the player holds 7"),
    (["LEAD"], "is already on the table, so it is not in a hand"),
])
def test_a_question_that_cannot_be_right_is_refused_not_ruled(app, client, kind, lead,
                                                              shown, reason):
    """RULES G7: more tiles shown than the player holds (Budi holds 7 after Ana's
    lead), or a tile already on the table, is refused as a question that cannot be
    right: the card says the question is refused and why, never "Not legal" (which
    would rule against Budi's pass), and offers nothing to log."""
    with app.app_context():
        table = TableActions(client, names=("Ana", "Budi", "Citra", "Dewi"), kind=kind)
        assert table.play(0, lead).status_code == 200
        hand = [lead if tile == "LEAD" else tile for tile in shown]
        html = table.check("pass", 1, hand=hand).get_data(as_text=True)
        words = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))
        assert "Question refused" in words and reason in words, words
        assert "Not legal" not in words and "Log it" not in words
        assert "verdict legal" not in html and "verdict illegal" not in html
