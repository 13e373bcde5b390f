"""A test helper that reads like the table: `table.play(0, "6-4", "left")`."""
import re
from html.parser import HTMLParser

from extensions import db
from models import Event, Game
from tests.games import every
from views.games.registry import KINDS

HX = {"HX-Request": "true"}


class _FormDefaults(HTMLParser):
    """The fields a browser would post from the new-game form as the page shows it:
    text and hidden inputs, ticked boxes, each select's selected (or first) option."""

    def __init__(self):
        super().__init__()
        self.fields, self._select = {}, None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        name = attrs.get("name")
        if tag == "input" and name and name != "csrf_token":
            if attrs.get("type") != "checkbox":
                self.fields[name] = attrs.get("value", "")
            elif "checked" in attrs:
                self.fields[name] = attrs.get("value", "y")
        elif tag == "select" and name:
            self._select = name
        elif tag == "option" and self._select:
            if self._select not in self.fields or "selected" in attrs:
                self.fields[self._select] = attrs.get("value", "")

    def handle_endtag(self, tag):
        if tag == "select":
            self._select = None


def new_game_defaults(page):
    """The new-game form's fields as posted without changing anything (a dict)."""
    parser = _FormDefaults()
    parser.feed(page)
    return parser.fields


def do_of(action):
    """The screen's post for a rules action (a JSON dict): its `do` and other fields, as
    (name, value) pairs. A game's own actions are posted as its test hooks say
    (`do` of tests/games/<kind>.py); the shared ones (play, reveal, draw, pass) here."""
    verb, seat = action["type"], action.get("seat", 0)
    fields = [("seat", str(seat))]
    own = next((do for hooks in every().values() if (do := hooks.do(action)) is not None),
               None)
    if own is not None:
        do = own
    elif verb == "play":
        do = f"play {action['tile']}" + (f" {action['end']}" if action.get("end") else "")
        if action.get("override"):
            do += f" override {action['shows']}"
    elif verb == "reveal":
        do = "reveal"
        fields += [("tiles", t) for t in action.get("tiles", [])]
        if "pips" in action:
            fields.append(("pips", str(action["pips"])))
    else:
        do = verb
    return fields + [("do", do)]


class TableActions:
    """Starts a session and a game of `kind` through the app's forms (their defaults,
    then `options`), then logs actions with the seq the screen last showed."""

    def __init__(self, client, names=("Ana", "Budi"), kind=None, token=None, **options):
        """A new session of `names`, or the session with edit link `token` (its first
        players, in order, take the seats); `kind` the registry's first game unless
        given."""
        kind = kind or next(iter(KINDS))
        self.client = client
        if token is None:
            response = client.post("/sessions",
                                   data={f"players-{i}": n for i, n in enumerate(names)})
            assert response.status_code == 303, response.get_data(as_text=True)
            token = response.headers["Location"].rsplit("/", 1)[-1]
        self.token = token
        page = client.get(f"/s/{self.token}/games/new?kind={kind}").get_data(as_text=True)
        form = {**new_game_defaults(page), "first": "0"}  # the game's own form, as shown
        form.update(options)
        ids = re.findall(r'<option (?:selected )?value="(\d+)"', page)
        players = [i for i in dict.fromkeys(ids)][:len(names)]
        for i in range(4):
            form[f"seats-{i}"] = players[i] if i < len(names) else -1
        for box in [name for name, value in form.items() if value is False]:
            del form[box]  # an unticked box is not posted
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

    def log(self, action, check=False):
        """Posts a rules action (a JSON dict) as the screen's controls post it (`do_of`);
        with `check`, asks the dispute checker about it instead (RULES G7)."""
        fields = {}
        for name, value in do_of(action):
            fields.setdefault(name, []).append(value)
        data = {name: values if name in ("tiles", "hand") else values[0]
                for name, values in fields.items()}
        return self.client.post(f"{self.url}/{'check' if check else 'actions'}",
                                data={**data, "seq": self.seq}, headers=HX)

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
