"""A test helper that runs an event through the app's forms, as an organiser and the
tables' phones would: create it, play each table's games to their end with legal
play from the simulated tables of tests/rules, seat the next round."""
import html
import random
import re

from extensions import db
from models import Game, Match, Tournament
from tests.games import every, hooks
from tests.web.table import HX, do_of, new_game_defaults
from views.games.registry import KINDS

# The new-event form's fields of a quick game (a low target), each game's own.
KIND_OPTIONS = {kind: game.EVENT_OPTIONS for kind, game in every().items()}


def simulator(game, seed):
    """A simulated table for `game` (a Game row) that plays only legal actions."""
    rules = KINDS[game.kind].rules
    return hooks(game.kind).simulator(rules.Options.from_json(game.options), seed,
                                      first=game.first_seat)


def post_of(kind, action, opening=False):
    """The `do` post (and its extra fields) of a rules action as a phone sends it
    (tests.web.table.do_of; `kind` and `opening` are read from the action)."""
    data = {}
    for name, value in do_of(action):
        data.setdefault(name, []).append(value)
    post = {name: values if name == "tiles" else values[0] for name, values in data.items()}
    post["seat"] = int(post["seat"])
    if "pips" in post:
        post["pips"] = int(post["pips"])
    return post


class NightActions:
    """An event created through the new-event form (its defaults, then `fields`)."""

    def __init__(self, client, kind, entries, **fields):
        self.client, self.kind = client, kind
        page = client.get(f"/events/new?kind={kind}").get_data(as_text=True)
        form = {**new_game_defaults(page), **KIND_OPTIONS[kind], "name": "Malam Domino",
                "entries": "\n".join(entries), "seed": "7", **fields}
        form = {k: v for k, v in form.items() if v is not False}
        response = client.post("/events", data=form)
        assert response.status_code == 303, response.get_data(as_text=True)
        self.url = response.headers["Location"]
        self.token = self.url.rsplit("/", 1)[-1]

    @classmethod
    def opened(cls, client, kind, url):
        """The event whose organiser's page is `url` (one imported, say)."""
        night = cls.__new__(cls)
        night.client, night.kind, night.url = client, kind, url
        night.token = url.rsplit("/", 1)[-1]
        return night

    @property
    def event(self):
        db.session.expire_all()
        return db.session.query(Tournament).filter_by(edit_token=self.token).one()

    @property
    def view_token(self):
        return self.event.view_token

    def matches(self, number=None):
        event = self.event
        query = db.session.query(Match).filter_by(tournament_id=event.id,
                                                  round=number or event.round)
        return query.order_by(Match.table_no.is_(None), Match.table_no).all()  # byes last

    def games_of(self, match):
        return db.session.query(Game).filter_by(session_id=match.session_id) \
            .order_by(Game.id).all()

    def play_game(self, game, seed, stop=None):
        """Plays `game` through its screen's forms until it is won (or `stop(state)`);
        a game played before goes on from where it stopped."""
        self.tables = getattr(self, "tables", {})
        table = self.tables.setdefault(game.id, simulator(game, seed))
        url = f"/s/{game.session.edit_token}/g/{game.id}"
        while (action := table.next_action()) is not None and not (stop and stop(table.state)):
            table.apply(action)
            data = post_of(game.kind, table.actions[-1])
            response = self.client.post(f"{url}/actions", data={**data, "seq": self._seq(game)},
                                        headers=HX)
            assert response.status_code == 200, (data, response.get_data(as_text=True)[-800:])
        return table.state

    def _seq(self, game):
        db.session.expire(game)
        return game.last_seq

    def play_match(self, match, seed):
        """Plays the match's games (Play again for the next of a best of three) until
        the match is decided; returns the games' final rules states in order."""
        best_of = self.event.best_of
        game, states, wins = self.games_of(match)[0], [], {}
        while True:
            state = self.play_game(game, seed + len(states))
            states.append(state)
            wins[state.winner] = wins.get(state.winner, 0) + 1
            if max(wins.values()) == best_of // 2 + 1:
                return states
            response = self.client.post(f"/s/{game.session.edit_token}/g/{game.id}/again")
            assert response.status_code == 303
            game = db.session.get(Game, int(response.headers["Location"].rsplit("/", 1)[-1]))

    def next_round(self):
        response = self.client.post(f"{self.url}/rounds")
        assert response.status_code == 303, response.get_data(as_text=True)[-800:]

    def correct(self, do, confirm=True, **fields):
        """Posts the correction `do`; a tap that asks again first (void, end by time,
        withdraw, forfeit) is confirmed unless `confirm` is False."""
        data = {"do": do, **fields, **({"confirm": "yes"} if confirm else {})}
        return self.client.post(f"{self.url}/corrections", data=data)

    def start_round(self):
        """The organiser's Start round: the round's clock starts."""
        response = self.correct("start")
        assert response.status_code == 303, response.get_data(as_text=True)[-800:]

    def standings_json(self):
        response = self.client.get(f"/e/{self.view_token}/export.json")
        assert response.status_code == 200
        return response.get_json()


def entries_for(kind, count, per_side):
    """`count` entries, each of `per_side` players, named after the kind."""
    names = [f"{kind[:3].title()}{i}" for i in range(count * per_side)]
    random.Random(count).shuffle(names)
    return [" & ".join(names[i * per_side:(i + 1) * per_side]) for i in range(count)]


def text_of(page):
    """The words of an HTML page, tags dropped, entities read, spaces collapsed."""
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", page)))
