"""The registry of games (views/games/registry.py) is the only seam between a game and the
shared views: every registered game plugs in each required hook, no shared view or
template, model or stylesheet names a game, and a new game (a stub rules module here) gets its new-game
form, its screen and its logged actions without any shared file knowing it."""
import re
from dataclasses import dataclass, field, replace
from pathlib import Path

import pytest
from jinja2 import ChoiceLoader, DictLoader
from werkzeug.datastructures import MultiDict

from rules import IllegalAction, Verdict
from rules.messages import Msg
from views.table.answer import BLOCKS
from views.games.kind import Kind, Stats
from views.games.registry import KINDS

ROOT = Path(__file__).resolve().parents[2]
REQUIRED = ("context", "parse", "sheet_entries", "working_entries", "review_words",
            "effect_lines", "hand_word")


@pytest.mark.parametrize("name", sorted(KINDS))
def test_every_registered_game_has_its_hooks_and_templates(app, name):
    kind = KINDS[name]
    assert kind.name == name
    for hook in REQUIRED:
        assert callable(getattr(kind, hook)), hook
    for part in ("Options", "new_game", "apply", "check", "replay"):
        assert callable(getattr(kind.rules, part)), part
    assert re.compile(kind.grammar) and callable(kind.stats.tally)
    env = app.jinja_env
    screen = env.get_template(kind.template)
    assert set(BLOCKS) <= set(screen.blocks)
    for template in (kind.options_template, kind.stats_template):
        env.get_template(template)
    if kind.checker is not None:
        env.get_template(kind.checker_template)


def test_a_kind_without_a_required_hook_cannot_be_made():
    with pytest.raises(TypeError):
        Kind(name="half", title="Half", rules=None, new_form=None, context=None)


def _shared_files():
    games = set(KINDS)
    yield ROOT / "app.py"
    for folder, suffix in (("views", ".py"), ("web", ".py"), ("models", ".py"),
                           ("templates", ".html"), ("static", ".css"), ("static", ".js")):
        for path in sorted((ROOT / folder).rglob(f"*{suffix}")):
            inside = path.relative_to(ROOT / folder).parts
            if folder == "static" and inside[0] in ("games", "vendor"):
                continue  # each game's own styles (static/games/<kind>.css); not ours
            if folder == "views" and inside[0] == "games":
                inside = inside[1:]  # the game kit: views/games/<game>/, views/games/registry.py
                if inside[0] in games or inside == ("registry.py",):
                    continue
            if inside[0] in games:
                continue
            yield path


def test_no_shared_view_or_template_names_a_game():
    """Only the registry and each game's own folders name a game (its kind or the
    words of its title)."""
    words = set(KINDS)
    with_app = __import__("app").create_app({"TESTING": True, "SECRET_KEY": "x"})
    with with_app.test_request_context():
        words |= {w.lower() for kind in KINDS.values() for w in str(kind.title).split()
                  if w.lower() != "domino"}  # "Domino Table" is the app's own name
    pattern = re.compile(r"\b(" + "|".join(sorted(words)) + r")\b", re.IGNORECASE)
    found = [f"{path.relative_to(ROOT)}:{n}: {line.strip()}"
             for path in _shared_files()
             for n, line in enumerate(path.read_text().splitlines(), start=1)
             if pattern.search(line)]
    assert found == []


# A game of taps, as small as a game can be: each tap scores the tapping seat a point,
# turn by turn; the first to the target wins.
@dataclass(frozen=True)
class TapOptions:
    players: int = 2
    target: int = 3

    @classmethod
    def from_json(cls, data):
        return cls(**data)

    def to_json(self):
        return {"players": self.players, "target": self.target}

    @property
    def sides(self):
        return self.players

    @property
    def partnerships(self):
        return False

    def side_of(self, seat):
        return seat


@dataclass(frozen=True)
class TapState:
    options: TapOptions
    scores: tuple
    hand: int = 1
    history: tuple = field(default=())

    @property
    def winner(self):
        return next((s for s, p in enumerate(self.scores) if p >= self.options.target), None)

    @property
    def turn(self):
        return None if self.winner is not None else sum(self.scores) % self.options.players

    @property
    def phase(self):
        return "over" if self.winner is not None else "play"


class TapRules:
    Options = TapOptions

    @staticmethod
    def new_game(options):
        return TapState(options, (0,) * options.players)

    @staticmethod
    def apply(state, action):
        if state.turn != action["seat"]:
            raise IllegalAction(Msg("not your turn"), "G4")
        scores = list(state.scores)
        scores[action["seat"]] += 1
        return replace(state, scores=tuple(scores))

    @classmethod
    def check(cls, state, action, hand=None):
        try:
            cls.apply(state, action)
        except IllegalAction as refusal:
            return Verdict(False, refusal.section, refusal.message)
        return Verdict(True, "G4", "a tap scores a point")

    @classmethod
    def replay(cls, options, actions):
        state = cls.new_game(options)
        for action in actions:
            state = cls.apply(state, action)
        return state


def _tap_context(game, state, rules, oob=False, read_only=False, error=None, section=None):
    from views.games.screen import post_urls, sides
    names = [seat.player.name for seat in game.seats]
    return {"game": game, "state": state, "names": names, "oob": oob, "read_only": read_only,
            "seat": state.turn, "error": error, "section": section,
            "sides": sides(state, names, state.turn), **post_urls(game, read_only)}


def _tap_form():
    from flask_wtf import FlaskForm
    from views.games.game_forms import seat_fields
    from wtforms import SelectField

    class NewTapForm(FlaskForm):
        seats = seat_fields()
        first = SelectField(default="random", validate_choice=True)

        def options(self, seats):
            return TapOptions(players=seats)
    return NewTapForm


TAP_TEMPLATES = {
    "tap/game.html": """{% extends "components/game_screen.html" %}
{% block handnote %}<span id="hand-note">taps</span>{% endblock %}
{% block scoreboard %}<div id="scores">{% for s in sides %}{{ s.names }} {{ s.score }};{% endfor %}</div>{% endblock %}
{% block board %}<section id="board">{{ state.scores|sum }} taps</section>{% endblock %}
{% block lastplay %}<section id="lastplay"></section>{% endblock %}
{% block panel %}<section id="panel">{{ error or '' }}
<form method="post" action="{{ act_url }}"><input type="hidden" name="seq" value="{{ game.last_seq }}">
<input type="hidden" name="seat" value="{{ seat }}"><button name="do" value="tap">Tap</button></form></section>{% endblock %}""",
    "tap/options.html": """{% macro before_seats(form) %}<p>Any order.</p>{% endmacro %}
{% macro after_seats(form) %}{% endmacro %}{% macro rules(form) %}{% endmacro %}""",
    "tap/stats.html": "",
}


@pytest.fixture
def tap_game(app, monkeypatch):
    kind = Kind(name="tap", title="Taps", rules=TapRules, new_form=_tap_form(),
                context=_tap_context, grammar="tap",
                parse=lambda verb, words, seat, tiles=(), pips=None: {"type": "tap",
                                                                      "seat": seat},
                sheet_entries=lambda state, names: [], working_entries=lambda *a: [],
                review_words=lambda *a: "", effect_lines=lambda effect, names: [],
                stats=Stats(lambda *a: None, "taps", "taps", "games"),
                hand_word=lambda number=None: "Tap" if number is None else f"Tap {number}",
                checker=None)
    monkeypatch.setitem(KINDS, "tap", kind)
    app.jinja_loader = ChoiceLoader([app.jinja_loader, DictLoader(TAP_TEMPLATES)])
    return kind


def test_a_new_game_plugs_in_through_the_registry_alone(app, client, tap_game):
    response = client.post("/sessions", data=MultiDict({"players-0": "Ana", "players-1": "Budi"}))
    token = response.headers["Location"].rsplit("/", 1)[-1]
    page = client.get(f"/s/{token}/games/new?kind=tap").get_data(as_text=True)
    assert "Taps" in page and "Any order." in page  # its tab and its own options
    ids = re.findall(r'<option (?:selected )?value="(\d+)"', page)[:2]
    made = client.post(f"/s/{token}/games", data={"kind": "tap", "seats-0": ids[0],
                                                  "seats-1": ids[1], "seats-2": -1,
                                                  "seats-3": -1, "first": "0"})
    assert made.status_code == 303, made.get_data(as_text=True)
    screen = client.get(made.headers["Location"]).get_data(as_text=True)
    assert "Tap 1" not in screen and "0 taps" in screen and "Ana 0;Budi 0;" in screen
    played = client.post(made.headers["Location"] + "/actions",
                         data={"do": "tap", "seat": 0, "seq": 0})
    assert played.status_code == 303
    screen = client.get(made.headers["Location"]).get_data(as_text=True)
    assert "1 taps" in screen and "Ana 1;Budi 0;" in screen
    refused = client.post(made.headers["Location"] + "/actions",
                          data={"do": "tap", "seat": 0, "seq": 1})
    assert refused.status_code == 422 and "not your turn" in refused.get_data(as_text=True)
    wrong = client.post(made.headers["Location"] + "/actions",
                        data={"do": "draw", "seat": 1, "seq": 1})
    assert wrong.status_code == 422  # another game's post is not one of this game's
