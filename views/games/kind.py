"""What a game plugs into the shared views (the screens, the forms, the checker,
review, exports, statistics): a `Kind`. Each game's folder builds its own `KIND`, and
the registry, views.games.registry, lists them. docs/ADDING_A_GAME.md says what a new game
writes."""
from dataclasses import dataclass, field
from typing import Callable

from rules.tiles import DOUBLE_SIX
from views.games.wording import describe


def _no_question(before, after, action):
    return None


def _no_misplay(action, refusal):
    return {}


def _all_tiles(options):
    return DOUBLE_SIX


def _no_prefill(form, table):
    return None


def _no_review_state(entry):
    return None


def _high_wins(options):
    return False


def _never_first(state):
    return None


@dataclass(frozen=True)
class Stats:
    """A game's player statistics (views.review.stats): `tally(counts, seat, action, before,
    after)` adds to a Counter what one action did for the player at `seat`; the
    average is `counts[points] / counts[count]`, shown as `average`."""

    tally: Callable
    average: str
    points: str
    count: str


@dataclass(frozen=True)
class Kind:
    """Everything the shared views need from one game. Required:
    `name` (the Game.kind column, and the folder of its templates), `title` (lazy
    text), `rules` (its rules package: Options, new_game, apply, check, replay),
    `new_form` (a FlaskForm class with `.options(seats)` and its option fields),
    `context(game, state, rules, **extra)` (its screen's template context),
    `grammar` (a regular expression, without anchors, of its `do` posts),
    `parse(verb, words, seat, tiles, pips)` (a `do` post as a rules action, a JSON dict,
    or None), `sheet_entries(state, names)` (score-sheet rows: (hand, points per side,
    working lines)), `working_entries(state, names, side)` (a side's (label, points,
    how)), `review_words(action, before, after, names)` (a review step in words),
    `effect_lines(effect, names)` (a checker verdict's effect in words), `stats`
    (Stats), `hand_word(number=None)` ("Hand 3" / "Round 3"), `checker` (its tab of the
    standalone checker, a Checker; None for a game without one).
    Optional hooks have defaults: `question` (what to confirm before logging),
    `misplay` (extra screen context for a refused play), `in_play(options)` (the
    tiles of its set), `prefill(form, table)` (new-game defaults for the table),
    `review_state(entry)` (the State a review step draws when its action ended the
    hand, or None for the State before it), `low_wins(options)` (whether, under
    these rules Options, a lower score is the better one: an event's standings and
    "End by time" then rank it so; False by default), `first_tile(state)` (how a
    tile laid next in the rules State `state` is said when it is the first on the
    table: "lead" (a hand's first tile), "trick" (a trick's first) or "open" (a
    round's opening tile), for views.games.wording.describe; None by default),
    `action_words(action, names, first)` (a logged action, a JSON dict, in a few
    words, with `first` as `first_tile` says it: how an undo notice names what it
    took back; views.games.wording.describe by default, for a game with words of its own
    for an action, such as a trump named as its screen names it),
    `first_phase` (the phase of the first hand whose first action is by the seat the
    app drew or the table picked: its first lead or bid; None when whoever acts first
    opens, and the new-game form does not ask)."""

    name: str
    title: object
    rules: object
    new_form: type
    context: Callable
    grammar: str
    parse: Callable
    sheet_entries: Callable
    working_entries: Callable
    review_words: Callable
    effect_lines: Callable
    stats: Stats
    hand_word: Callable
    checker: Callable | None
    question: Callable = field(default=_no_question)
    misplay: Callable = field(default=_no_misplay)
    in_play: Callable = field(default=_all_tiles)
    prefill: Callable = field(default=_no_prefill)
    review_state: Callable = field(default=_no_review_state)
    low_wins: Callable = field(default=_high_wins)
    first_tile: Callable = field(default=_never_first)
    action_words: Callable = field(default=describe)
    first_phase: str | None = None

    @property
    def asks_first(self):
        """Whether the new-game form asks who acts first."""
        return self.first_phase is not None

    @property
    def template(self):
        """The game screen: named blocks htmx renders alone (DESIGN: web conventions)."""
        return f"{self.name}/game.html"

    @property
    def options_template(self):
        """The new-game form's rule options."""
        return f"{self.name}/options.html"

    @property
    def checker_template(self):
        """The standalone checker's tab."""
        return f"{self.name}/checker.html"

    @property
    def stats_template(self):
        """The player page's statistics of this game."""
        return f"{self.name}/stats.html"


@dataclass(frozen=True)
class Checker:
    """A game's tab of the standalone checker: `form`, a views.games.position.PositionForm
    with the game's option fields, and `build(form, kind)`, the tab's template context
    (raises IllegalAction for a position that cannot arise)."""

    form: type
    build: Callable
