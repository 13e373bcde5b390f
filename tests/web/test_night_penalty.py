"""An event of Gaple under `penalty` scoring (RULES §GP8.1: each player adds the pips
left in their own hand, and low totals are good; §GP9: whoever reaches the limit
loses), through the forms: the standings rank the lower score as the better one, the
difference is the best opponent's points less the entry's own, and a table ended by
time goes to the lower score (docs/events.md)."""
from collections import defaultdict
from datetime import timedelta

import pytest

from extensions import db
from models import Correction
from tests.web.night import NightActions, entries_for, text_of
from tests.web.test_bahasa import leaks, speak
from tests.web.test_night import final_scores


@pytest.fixture
def client(app):
    with app.app_context():
        yield app.test_client()


def expected_standings(night, rounds):
    """{entry number: (won, difference, points)} summed here from the games' logs,
    replayed by the rules: lower is better (RULES §GP8.1)."""
    numbers = {e.id: e.number for e in night.event.entries}
    totals = defaultdict(lambda: [0, 0, 0])
    for number in range(1, rounds + 1):
        for match in night.matches(number):
            scores, winner = final_scores(night.games_of(match)[0])
            for side, entry in enumerate(match.entry_ids):
                best_other = min(p for s, p in enumerate(scores) if s != side)
                row = totals[numbers[entry]]
                row[0] += side == winner
                row[1] += best_other - scores[side]
                row[2] += scores[side]
    return {entry: tuple(row) for entry, row in totals.items()}


def test_a_penalty_event_ranks_the_lower_score_better(client):
    # Ranked by difference, then points (the organiser's choice of tie-breaks,
    # docs/events.md), so that the order below follows from the sums.
    night = NightActions(client, "gaple", entries_for("gaple", 8, 1), table_size="4",
                         rounds="2", tie_breaks="difference,points,head")
    for number in (1, 2):
        matches = night.matches(number)
        assert len(matches) == 2 and all(len(m.entry_ids) == 4 for m in matches)
        for match in matches:
            states = night.play_match(match, seed=10 * number + match.table_no)
            assert states[-1].winner is not None  # the seeds give each game a first
        if number == 1:
            night.next_round()
    document = night.standings_json()
    got = {row["entry"]: (row["won"], row["difference"], row["points"])
           for row in document["standings"]}
    assert got == expected_standings(night, 2)
    keys = [got[row["entry"]] for row in document["standings"]]
    # Won and difference larger first; points fewer first (RULES §GP8.1).
    assert keys == sorted(keys, key=lambda k: (-k[0], -k[1], k[2]))
    assert sum(won for won, _, _ in got.values()) == 4
    page = text_of(client.get(night.url).get_data(as_text=True))
    assert "Lower points are better" in page
    screen = text_of(client.get(f"/e/{night.view_token}/screen").get_data(as_text=True))
    assert "Lower points are better" in screen
    speak(client, "id")
    for url in (night.url, f"/e/{night.view_token}", f"/e/{night.view_token}/screen",
                "/events/new?kind=gaple"):
        html = client.get(url).get_data(as_text=True)
        assert leaks(html) == [], url
        assert url.startswith("/events/new") or "Poin lebih rendah lebih baik" in text_of(html)


def test_a_penalty_table_ended_by_time_goes_to_the_lower_score(client):
    night = NightActions(client, "gaple", entries_for("gaple", 4, 1), table_size="4",
                         rounds="1", round_minutes="30", target="100")
    match = night.matches(1)[0]
    game = night.games_of(match)[0]
    state = night.play_game(game, seed=3, stop=lambda s: s.hand > 1)
    assert state.winner is None and len(set(state.scores)) == 4, state.scores
    night.start_round()  # the round's clock runs from the organiser's tap
    event = night.event
    event.round_started_at -= timedelta(minutes=31)
    db.session.commit()
    # Tapped before hand 2's first play: the match ends at once, hand 1 its last
    # (docs/events.md), the lowest total winning (RULES §GP8.1: low totals are good).
    assert night.correct("time", table=match.id).status_code == 303
    lowest = state.scores.index(min(state.scores))
    correction = db.session.query(Correction).filter_by(kind="time").one()  # after "start"
    assert correction.payload == {"round": 1, "table": 1, "game": 1, "hand": 1}
    numbers = {e.id: e.number for e in night.event.entries}
    table = night.standings_json()["rounds"][0]["tables"][0]
    assert table["status"] == "ended" and table["points"] == list(state.scores)
    assert table["winner"] == numbers[match.entry_ids[lowest]]
    standings = night.standings_json()["standings"]
    assert standings[0]["entry"] == numbers[match.entry_ids[lowest]]
    assert standings[0]["won"] == 1


def test_a_higher_is_better_event_shows_no_penalty_note(client):
    night = NightActions(client, "gaple", entries_for("gaple", 4, 1), table_size="4",
                         rounds="1", scoring="collect", target="101")
    assert "Lower points are better" not in text_of(client.get(night.url).get_data(
        as_text=True))
