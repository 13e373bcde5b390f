"""No state a table, an organiser or a file can reach makes an event page fail, and the
standings are always the sums of the games the event counts (issue 34; README, "A
domino night"). A Hypothesis state machine runs a small timed event (five entries at
tables of two, so a bye each round; best of three; Straight to 5): plays, undos,
Play again and New game from any game's link, the organiser's corrections, seating,
and imports of the event's own file. After every step every page and export of the
event answers without a server error, and the standings equal what this test sums
itself from the games it knows the event started (game 1 of each table, then each
next game of its match), replayed by the rules from their logs: a match is the best of
three, credited by entry; a voided result counts for nobody; End by time marks the
table's last hand, and once it is scored (the match not decided by its games) the
match goes to the better score, with the points its games reached (docs/events.md);
a bye counts as a match won with 0 points."""
import io
import json
from datetime import timedelta

from hypothesis import settings, strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, \
    rule, run_state_machine_as_test
from werkzeug.datastructures import FileStorage
from werkzeug.test import encode_multipart

from extensions import db
from models import Event, Game, Match, Tournament
from models.log import live_actions
from models.table import utcnow
from rules import straight
from tests.web.night import NightActions
from tests.web.test_night_table_games import event_form, event_pages

ENTRIES = ["Ana", "Budi", "Citra", "Dewi", "Eka"]
# A table's posts, by whose turn: the leader's 5-0 wins at once (5 points, RULES S5,
# S6); 6-1 scores nothing, and the next seat's 4-1 on it makes 10 and wins; the rest
# are plays that go on, or that the rules refuse.
POSTS = [("leader", "play 5-0"), ("leader", "play 6-1"), ("next", "play 4-1 right"),
         ("next", "play 1-0 right"), ("leader", "play 3-3"), ("next", "draw")]
NEW_GAMES = ["same", "swapped", "target", "other-game"]


def replayed(game):
    """(scores by side, winner side) of `game`, replayed by the rules from its log."""
    events = db.session.query(Event).filter_by(game_id=game.id).all()
    state = straight.replay(straight.Options.from_json(game.options), live_actions(events))
    return list(state.scores), state.winner


class EventMachine(RuleBasedStateMachine):
    def __init__(self, client):
        super().__init__()
        self.client = client
        self.night = NightActions(client, "straight", ENTRIES, table_size="2", rounds="3",
                                  best_of="3", round_minutes="30")
        self._time_is_up()
        self.event_id = self.night.event.id
        self.players = {e.id: frozenset(e.player_ids) for e in self.night.event.entries}
        self.numbers = {e.id: e.number for e in self.night.event.entries}
        self.counted = {}  # match id: the ids of the games the event started there
        self.voided, self.ended, self.reopened = set(), set(), set()
        self.imports = 0
        self._seated()

    def _time_is_up(self):
        """The round's clock at 0, so End by time may be tried at once."""
        db.session.query(Tournament).filter_by(edit_token=self.night.token).update(
            {"round_started_at": utcnow() - timedelta(minutes=31)})
        db.session.commit()

    def _seated(self):
        for match in self.night.matches():
            if match.table_no and match.id not in self.counted:
                self.counted[match.id] = [self.night.games_of(match)[0].id]

    # What this test knows of a match, from the games it knows the event started.
    def _sides(self, match, game):
        """The match's entries in its order, and for each side of `game` its entry's
        index in that order."""
        seats = [s.player_id for s in game.seats]
        of_side = [frozenset(seats[i::2]) for i in range(2)]
        index = {self.players[e]: i for i, e in enumerate(match.entry_ids)}
        return [index[p] for p in of_side]

    def _match(self, match):
        """(points by entry, winner index or None) as the best of three stands."""
        points, wins = [0, 0], [0, 0]
        for game_id in self.counted[match.id]:
            game = db.session.get(Game, game_id)
            scores, winner = replayed(game)
            entry_of = self._sides(match, game)
            for side, score in enumerate(scores):
                points[entry_of[side]] += score
            if winner is None:
                return points, None
            wins[entry_of[winner]] += 1
            if wins[entry_of[winner]] == 2:
                return points, entry_of[winner]
        return points, None

    def _ended(self, match):
        """(points, winner) of a match ended by time whose last hand was scored, as this
        test sums it, or None (not ended by time, or its last hand still in play). The
        app's mark says when the last hand was scored; its points are the games' (no
        play is taken after it) and the better score wins."""
        if match.id not in self.ended or self._match(match)[1] is not None:
            return None
        db.session.expire_all()
        mark = db.session.get(Match, match.id).ended
        if mark is None or "points" not in mark:
            return None
        points = self._match(match)[0]
        assert mark["points"] == points and points[0] != points[1], (mark, points)
        assert mark["winner"] == points.index(max(points)), (mark, points)
        return points, mark["winner"]

    def _decided(self, match):
        return match.id in self.voided or self._ended(match) is not None \
            or self._match(match)[1] is not None

    def _tables(self):
        db.session.expire_all()
        return [m for m in self.night.matches() if m.table_no]

    def _game(self, table, pick):
        tables = self._tables()
        match = tables[table % len(tables)]
        games = self.night.games_of(match)
        return match, games[pick % len(games)]

    def _ok(self, response, *allowed):
        assert response.status_code < 500, response.get_data(as_text=True)[-800:]
        if allowed:
            assert response.status_code in allowed, response.status_code
        return response

    @initialize(rounds=st.integers(0, 2), side=st.integers(0, 1))
    def rounds_played(self, rounds, side):
        """The event starts from round 1, 2 or 3, the rounds before played out and
        seated: what follows meets decided rounds as well as the one in play."""
        for _ in range(rounds):
            self.play_out_the_round(side)
            self.seat_next_round()

    # The tables' phones.
    @rule(table=st.integers(0, 1), pick=st.integers(0, 3), post=st.sampled_from(POSTS))
    def play(self, table, pick, post):
        match, game = self._game(table, pick)
        whose, do = post
        seat = game.first_seat if whose == "leader" else (game.first_seat + 1) % 2
        self._ok(self.client.post(f"/s/{game.session.edit_token}/g/{game.id}/actions",
                                  data={"do": do, "seat": seat, "seq": game.last_seq}))

    @rule(table=st.integers(0, 1), side=st.integers(0, 1))
    def win(self, table, side):
        """The table's latest game, not yet started, won at once by `side`."""
        self._win(*self._game(table, -1), side)

    @rule(side=st.integers(0, 1))
    def play_out_the_round(self, side):
        """Every table's latest games won by `side`, each followed by Play again, until
        its match is decided (or a game will not be won at once)."""
        for table in range(len(self._tables())):
            for _ in range(3):
                match, game = self._game(table, -1)
                if game.last_seq == 0:
                    self._win(match, game, side)
                db.session.expire_all()
                if self._decided(match) or not game.is_over:
                    break
                self.play_again(table, -1)

    def _win(self, match, game, side):
        """`side` of `game` wins it at once if it has not started: its leader leads
        5-0, or the other side's leader leads 6-1 and the next seat plays 4-1."""
        leader = game.first_seat
        plays = [(leader, "play 5-0")] if leader % 2 == side else [
            (leader, "play 6-1"), ((leader + 1) % 2, "play 4-1 right")]
        for seat, do in plays:
            db.session.expire(game)
            self._ok(self.client.post(f"/s/{game.session.edit_token}/g/{game.id}/actions",
                                      data={"do": do, "seat": seat, "seq": game.last_seq}))

    @rule(table=st.integers(0, 1), pick=st.integers(0, 3))
    def undo(self, table, pick):
        match, game = self._game(table, pick)
        held = match.round < self.night.event.round and game.id in self.counted[match.id] \
            and match.id not in self.reopened
        response = self._ok(self.client.post(
            f"/s/{game.session.edit_token}/g/{game.id}/undo", data={"seq": game.last_seq}))
        if held:  # a later round was seated from this result
            assert response.status_code == 422
            assert "The organiser can reopen it" in response.get_data(as_text=True)

    @rule(table=st.integers(0, 3), pick=st.integers(0, 3))
    def play_again(self, table, pick):
        match, game = self._game(table, pick)
        known = self.counted[match.id]
        response = self._ok(self.client.post(
            f"/s/{game.session.edit_token}/g/{game.id}/again"), 303, 422)
        if response.status_code == 303 and game.id == known[-1]:
            new_id = int(response.headers["Location"].rsplit("/", 1)[-1])
            if new_id not in known:
                known.append(new_id)  # the match's next game, seats as the last

    @rule(table=st.integers(0, 1), pick=st.integers(0, 3), how=st.sampled_from(NEW_GAMES))
    def new_game(self, table, pick, how):
        match, game = self._game(table, pick)
        seats = [s.player_id for s in game.seats]
        changes = {"target": {"target": "9"}, "other-game": {"kind": "bendomino"}}.get(how, {})
        if how == "swapped":
            seats = seats[::-1]
        known = self.counted[match.id]
        last = db.session.get(Game, known[-1])
        due = not self._decided(match) and last.winner is not None
        response = self._ok(self.client.post(
            f"/s/{game.session.edit_token}/games",
            data=event_form(self.night, game, seats, **changes)), 303, 422)
        if how in ("target", "other-game") or not due or len(seats) != 2:
            assert response.status_code == 422
        if response.status_code == 303:
            known.append(int(response.headers["Location"].rsplit("/", 1)[-1]))

    # The organiser.
    @rule(table=st.integers(0, 8), what=st.sampled_from(["void", "restore", "time", "reopen"]))
    def correct(self, table, what):
        matches = db.session.query(Match).filter_by(tournament_id=self.event_id) \
            .filter(Match.table_no.isnot(None)).order_by(Match.id).all()
        match = matches[table % len(matches)]
        before = self._match(match)
        response = self._ok(self.night.correct(what, table=match.id), 303, 422)
        if response.status_code != 303:
            return
        if what == "void":
            self.voided.add(match.id)
        elif what == "restore":
            self.voided.discard(match.id)
        elif what == "reopen":
            self.reopened.add(match.id)
        else:  # its last hand marked: the match ends once it is scored
            assert match.round == self.night.event.round and before[1] is None
            self.ended.add(match.id)

    @rule(entry=st.integers(0, 4), other=st.integers(0, 4))
    def move(self, entry, other):
        ids = sorted(self.players)
        self._ok(self.night.correct("move", entry=ids[entry], other=ids[other]), 303, 422)

    @rule()
    def seat_next_round(self):
        event = self.night.event
        more = event.round < event.rounds
        decided = all(self._decided(m) for m in self._tables())
        response = self._ok(self.client.post(f"{self.night.url}/rounds"), 303, 409, 422)
        assert (response.status_code == 303) == (decided and more)
        if response.status_code == 303:
            self._time_is_up()
            self._seated()

    @precondition(lambda self: self.imports < 2)  # a file a run is enough: they are slow
    @rule()
    def import_its_file(self):
        self.imports += 1
        document = self.client.get(f"/e/{self.night.view_token}/export.json").get_json()
        boundary, body = encode_multipart({"file": FileStorage(
            io.BytesIO(json.dumps(document).encode()), "event.json")})
        response = self._ok(self.client.post(
            "/events/import", data=body,
            content_type=f'multipart/form-data; boundary="{boundary}"'), 303, 422)
        if response.status_code == 303:  # the same standings, from the same games
            copy = NightActions.opened(self.client, "straight", response.headers["Location"])
            for url in event_pages(self.client, copy):
                self._ok(self.client.get(url))
            assert copy.standings_json()["standings"] == document["standings"]

    # After every step.
    @invariant()
    def pages_answer(self):
        for url in event_pages(self.client, self.night):
            self._ok(self.client.get(url))

    @invariant()
    def standings_are_the_counted_games_sums(self):
        rows = {n: {"played": 0, "won": 0, "lost": 0, "byes": 0, "points": 0, "against": 0}
                for n in self.numbers.values()}
        for match in db.session.query(Match).filter_by(tournament_id=self.event_id):
            if match.table_no is None:  # a bye: a match won, 0 points
                row = rows[self.numbers[match.entry_ids[0]]]
                row["byes"] += 1
                row["played"] += 1
                row["won"] += 1
                continue
            if match.id in self.voided:
                continue
            points, winner = self._ended(match) or self._match(match)
            if winner is None:
                continue
            for i, entry in enumerate(match.entry_ids):
                row = rows[self.numbers[entry]]
                row["played"] += 1
                row["won"] += i == winner
                row["lost"] += i != winner
                row["points"] += points[i]
                row["against"] += points[1 - i]
        got = {r["entry"]: {k: r[k] for k in ("played", "won", "lost", "byes", "points",
                                              "against")}
               for r in self.night.standings_json()["standings"]}
        assert got == rows


def test_no_table_organiser_or_file_breaks_an_event_or_its_sums(app):
    with app.app_context():
        client = app.test_client()
        run_state_machine_as_test(lambda: EventMachine(client), settings=settings(
            max_examples=8, stateful_step_count=15, deadline=None))
