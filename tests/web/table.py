"""A test helper that reads like the table: `table.play(0, "6-4", "left")`."""
import re

from extensions import db
from models import Event, Game

HX = {"HX-Request": "true"}


class TableActions:
    """Starts a session and a Straight Domino game through the app, then logs
    actions with the seq the screen last showed."""

    def __init__(self, client, names=("Ana", "Budi"), kind="straight", token=None, **options):
        """A new session of `names`, or the session with edit link `token` (its first
        players, in order, take the seats)."""
        self.client = client
        if token is None:
            response = client.post("/sessions",
                                   data={f"players-{i}": n for i, n in enumerate(names)})
            assert response.status_code == 303, response.get_data(as_text=True)
            token = response.headers["Location"].rsplit("/", 1)[-1]
        self.token = token
        if kind == "bendomino":
            form = {"kind": "bendomino", "target": 100, "voluntary_draw": "y", "tie": "nobody",
                    "first": "random"}
        elif kind == "moon":
            form = {"kind": "moon", "variant": "moon-4" if len(names) == 4 else "moon-3",
                    "target": 21, "all_pass": "redeal", "doubles_trump": "y",
                    "no_trump_doubles": "high", "moon_21": "wins-game", "first": "0"}
        else:
            form = {"target": 250, "hand_size": 7, "spinner": "first-double",
                    "counting": "standard", "first": "0", "partnerships": "y"}
        form.update({k: v for k, v in options.items()})
        page = client.get(f"/s/{self.token}/games/new?kind={kind}").get_data(as_text=True)
        ids = re.findall(r'<option (?:selected )?value="(\d+)"', page)
        players = [i for i in dict.fromkeys(ids)][:len(names)]
        for i in range(4):
            form[f"seats-{i}"] = players[i] if i < len(names) else -1
        for box in ("partnerships", "finish_hand", "doubles_trump"):
            if form.get(box) is False:
                del form[box]
        response = client.post(f"/s/{self.token}/games", data=form)
        assert response.status_code == 303, response.get_data(as_text=True)
        self.url = response.headers["Location"]
        self.game_id = int(self.url.rsplit("/", 1)[-1])

    @property
    def seq(self):
        return db.session.get(Game, self.game_id).last_seq

    def post(self, do, seat, seq=None, htmx=True, **extra):
        data = {"do": do, "seat": seat, "seq": self.seq if seq is None else seq, **extra}
        return self.client.post(f"{self.url}/actions", data=data, headers=HX if htmx else {})

    def check(self, do, seat, hand=None, **extra):
        """Asks the dispute checker (RULES G7) about `do`; `hand` the tiles shown."""
        data = {"do": do, "seat": seat, "seq": self.seq, **extra}
        if hand:
            data["hand"] = hand
        return self.client.post(f"{self.url}/check", data=data, headers=HX)

    def play(self, seat, tile, end=None, **kw):
        return self.post(f"play {tile}" + (f" {end}" if end else ""), seat, **kw)

    def draw(self, seat, **kw):
        return self.post("draw", seat, **kw)

    def pass_(self, seat, **kw):
        return self.post("pass", seat, **kw)

    def reveal(self, seat, tiles=None, pips=None, **kw):
        extra = {"tiles": tiles} if tiles else {"pips": pips}
        return self.post("reveal", seat, **extra, **kw)

    def bid(self, seat, value, **kw):
        return self.post(f"bid {'pass' if value is None else value}", seat, **kw)

    def trump(self, seat, mode, **kw):
        return self.post(f"trump {mode}", seat, **kw)

    def ruling(self, trick, seat, ruling, **kw):
        return self.post(f"ruling {trick} {seat} {ruling}", seat, **kw)

    def undo(self, seq=None):
        return self.client.post(f"{self.url}/undo", data={"seq": self.seq if seq is None else seq},
                                headers=HX)

    def events(self):
        return db.session.query(Event).filter_by(game_id=self.game_id).order_by(Event.seq).all()

    def page(self):
        return self.client.get(self.url).get_data(as_text=True)
