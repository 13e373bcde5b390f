"""A whole evening off the script (docs/events.md), through the organiser's page and the
tables' phones: sixteen entries, one of whom never comes (a walkover), a late entry
before round 2, an entry who withdraws after round 2, a phone that dies (its result
entered by hand), a timed round ended mid-hand (the hand in play finished first), and
a correction to round 1 made during round 3 — four Swiss rounds, then a final of four.
After every round the standings are checked against sums this test keeps of what it
made happen: each match's points and winner as the tables played them, typed them or
forfeited them; the finals are seeded from those standings and leave them as they were."""
from collections import defaultdict
from datetime import timedelta

import pytest

from extensions import db
from tests.web.night import NightActions, entries_for, text_of

ROUNDS = 4


@pytest.fixture
def client(app):
    with app.app_context():
        yield app.test_client()


class Sums:
    """What each entry's rows should say: matches won, match points (a win 1, a draw
    ½, a bye a win: the event's default rule), points scored; by (round, table)."""

    def __init__(self):
        self.results = {}  # (round, table) -> (entry ids by side, points, winner side)
        self.byes = []      # (round, entry id)

    def played(self, match, points, winner):
        self.results[(match.round, match.table_no)] = (tuple(match.entry_ids),
                                                       tuple(points), winner)

    def void(self, match):
        self.results.pop((match.round, match.table_no))

    def rows(self):
        won, match_points, points = defaultdict(int), defaultdict(float), defaultdict(int)
        for entries, scored, winner in self.results.values():
            for side, entry in enumerate(entries):
                points[entry] += scored[side]
                if side == winner:
                    won[entry] += 1
                    match_points[entry] += 1
        for _round, entry in self.byes:
            won[entry] += 1
            match_points[entry] += 1
        return won, match_points, points


def check(night, sums):
    """The standings say what the sums say, entry by entry."""
    number = {e.id: e.number for e in night.event.entries}
    won, match_points, points = sums.rows()
    rows = {row["entry"]: row for row in night.standings_json()["standings"]}
    for entry, n in number.items():
        row = rows[n]
        assert (row["won"], row["match_points"], row["points"]) == (
            won[entry], match_points[entry], points[entry]), (n, row)


def play(night, sums, match, seed):
    """The table's phones play its match to the end; the test keeps its result."""
    state = night.play_match(match, seed)[-1]
    sums.played(match, state.scores, state.winner)


def test_a_whole_evening_off_the_script_adds_up(client):
    night = NightActions(client, "bendomino", entries_for("bendomino", 16, 1),
                         table_size="2", rounds=str(ROUNDS), round_minutes="40",
                         target="30", finals="4")
    sums = Sums()
    number = {e.id: e.number for e in night.event.entries}

    # Round 1: the clock starts; one entry never comes, so its table is a walkover.
    night.start_round()
    absent, *tables = night.matches(1)
    came = absent.entry_ids[1]
    assert night.correct("forfeit", table=absent.id, winner=came).status_code == 303
    sums.played(absent, (0, 0), 1)  # scored as the event's bye: a win, no points
    for seed, match in enumerate(tables, start=1):
        play(night, sums, match, seed)
    check(night, sums)

    # A late entry joins before round 2 is seated: seventeen now, so a bye a round.
    assert night.correct("late", name="Susulan").status_code == 303
    night.next_round()
    night.start_round()
    *tables, bye = night.matches(2)
    assert bye.table_no is None
    sums.byes.append((2, bye.entry_ids[0]))
    # Table 1's phone dies: the organiser types its result.
    dead, *tables = tables
    assert night.correct("hand", table=dead.id, points=["12", "31"]).status_code == 303
    sums.played(dead, (12, 31), 1)
    for seed, match in enumerate(tables, start=20):
        play(night, sums, match, seed)
    check(night, sums)

    # An entry withdraws after round 2: never seated again, its results kept.
    leaving = tables[0].entry_ids[0]
    assert night.correct("withdraw", entry=leaving).status_code == 303
    night.next_round()
    night.start_round()
    tables = night.matches(3)  # sixteen again: no bye
    assert all(leaving not in m.entry_ids for m in tables)
    assert all(m.table_no is not None for m in tables)
    # Time is up with table 1 mid-hand: End by time marks the hand in play as the
    # last; the table finishes it (and one more while level), the better total wins
    # (or the game's winner, should that hand win it).
    timed, *tables = tables
    game = night.games_of(timed)[0]
    logged = []
    night.play_game(game, seed=40, stop=lambda state: logged.append(1) or len(logged) > 4)
    event = night.event
    event.round_started_at -= timedelta(minutes=41)
    db.session.commit()
    assert night.correct("time", table=timed.id).status_code == 303
    simulated = night.tables[game.id]
    while night.standings_json()["rounds"][2]["tables"][0]["status"] not in ("ended", "over"):
        hand, before = simulated.state.hand, len(simulated.actions)
        night.play_game(game, seed=40, stop=lambda state: state.hand > hand)
        assert len(simulated.actions) > before
    state = simulated.state
    assert state.hand <= hand + 2  # the hand in play, and one more only while level
    scores = state.scores
    assert scores[0] != scores[1]
    better = 0 if scores[0] > scores[1] else 1
    sums.played(timed, scores, better if state.winner is None else state.winner)
    # During round 3 the organiser voids a round-1 result found wrong.
    wrong = night.matches(1)[2]
    assert night.correct("void", table=wrong.id).status_code == 303
    sums.void(wrong)
    for seed, match in enumerate(tables, start=50):
        play(night, sums, match, seed)
    check(night, sums)

    # Round 4, and the event is over: the final standings add up.
    night.next_round()
    night.start_round()
    tables = night.matches(4)
    assert all(m.table_no is not None for m in tables)
    for seed, match in enumerate(tables, start=70):
        play(night, sums, match, seed)
    check(night, sums)
    exported = night.standings_json()
    # Eight tables a round; round 2's seventeen entries (the late one in) had a bye,
    # and from round 3 on, with one withdrawn, sixteen play again.
    assert [len(r["tables"]) for r in exported["rounds"]] == [8, 8, 8, 8]
    assert [len(r["byes"]) for r in exported["rounds"]] == [0, 1, 0, 0]
    assert len(number) == 16 and len(night.event.entries) == 17
    statuses = [t["status"] for r in exported["rounds"] for t in r["tables"]]
    assert (statuses.count("forfeit"), statuses.count("hand"), statuses.count("void")) == \
        (1, 1, 1)

    # The final of four: seeds 1 v 4 and 2 v 3 from the standings, the winners meet.
    by_number = {e.number: e.id for e in night.event.entries}
    seeds = [by_number[row["entry"]] for row in exported["standings"]]
    night.next_round()
    semis = night.matches(ROUNDS + 1)
    seeded = [s for s in seeds if s != leaving]
    assert [m.entry_ids for m in semis] == [[seeded[0], seeded[3]], [seeded[1], seeded[2]]]
    winners = []
    for seed, match in enumerate(semis, start=90):
        state = night.play_match(match, seed)[-1]
        winners.append(match.entry_ids[state.winner])
    night.next_round()
    final, = night.matches(ROUNDS + 2)
    assert sorted(final.entry_ids) == sorted(winners)
    state = night.play_match(final, seed=99)[-1]
    champion = night.event.entries[[e.id for e in night.event.entries].index(
        final.entry_ids[state.winner])].name
    assert f"Champion: {champion}" in text_of(client.get(night.url).get_data(as_text=True))
    check(night, sums)  # the knockout does not count in the standings
