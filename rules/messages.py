"""Sentences the rules engines say, kept translatable without Flask.

An engine never translates: it builds a `Msg`, a `str` whose text is the English
sentence (so `str()`, `==`, `in` and every existing caller see plain English) and
which also keeps its English template and parameters. The view layer looks the
template up in the catalogue, translates the parameters that are words, and formats
(`views.games.wording.with_names`). The pattern to follow in `rules/`:

    raise IllegalAction(Msg("{tile} does not fit: the open ends are {ends}",
                            tile=tile, ends=Join(...)), "S4.4")

- the template is a literal string with `str.format` fields (pybabel extracts it: the
  keyword `Msg` is in the Makefile's `translations` target);
- a parameter that is a word (an end, a suit, a status) is a `Word`, a seat is a
  `Seat` (the view puts the player's name there), a list is a `Join`; numbers and
  tiles are passed as they are;
- a plain `str` still works anywhere a `Msg` does: it is shown as it is (untranslated)
  until it is converted.
"""
from __future__ import annotations


class Msg(str):
    """An English sentence made from `template` (a `str.format` string) and `params`.

    `str(msg)` is the English text; `.template` and `.params` let a view translate it.
    Parameters may themselves be `Msg`s (words, seats, lists, nested sentences)."""

    template: str
    params: dict

    def __new__(cls, template: str, **params):
        self = super().__new__(cls, template.format(**params))
        self.template, self.params = template, params
        return self


class Word(Msg):
    """A word used as a parameter ("left", "dead-end", "trumps"): translated alone.
    Every word an engine passes is listed in `WORDS`, so the catalogue has it."""

    def __new__(cls, word):
        return super().__new__(cls, str(word).replace("{", "{{").replace("}", "}}"))


class Seat(Msg):
    """A seat by number: English "seat 2"; a view shows the player's name instead."""

    def __new__(cls, n: int):
        return super().__new__(cls, "seat {n}", n=n)


class Seats(Msg):
    """A partnership by its two seats: English "seats 0+2"; a view shows both names."""

    def __new__(cls, a: int, b: int):
        return super().__new__(cls, "seats {a}+{b}", a=a, b=b)


class Join(Msg):
    """Items joined by `sep` (", ", " + ", " and ", " "): each item is translated
    alone, and a `sep` made of letters (" and ") is translated too."""

    def __new__(cls, items, sep: str = ", "):
        items = tuple(items)
        self = str.__new__(cls, sep.join(str(i) for i in items))
        self.template, self.params = "{items}", {"items": items, "sep": sep}
        return self


def N_(word: str) -> str:
    """Marks a word for the catalogue without translating it."""
    return word


# Words engines pass as parameters (ends, turns, statuses, suits, steps).
WORDS = (
    N_("left"), N_("right"), N_("up"), N_("down"), N_("lead"),
    N_("open"), N_("half-blocked"), N_("dead-end"), N_("joined"), N_("used-up"),
    N_("declared"), N_("blocked"), N_("trumps"), N_("doubles"), N_("no trump"),
    N_("draw"), N_("pass"), N_("drawing"), N_("passing"), N_(" and "),
    N_("blanks"), N_("ones"), N_("twos"), N_("threes"), N_("fours"), N_("fives"),
    N_("sixes"), N_("none"),
)


class InGame(Msg):
    """A sentence in one game's own words where its English is another game's too: a
    Gaple table says "pas" where the others say "pass" (docs/GLOSSARY.md), so the
    catalogue keeps the sentence again with the game as its context (`msgctxt`):
    InGame("gaple", "{seat}'s {nth} pass in {hand}: ...", seat=Seat(1), ...)."""

    def __new__(cls, game: str, template: str, **params):
        self = super().__new__(cls, template, **params)
        self.game = game
        return self


class Plural(Msg):
    """A sentence with a singular and a plural template, chosen by `n` (a view uses
    the catalogue's plural forms): Plural("{n} trick", "{n} tricks", n)."""

    def __new__(cls, singular: str, plural: str, n: int, **params):
        self = super().__new__(cls, singular if n == 1 else plural, n=n, **params)
        self.singular, self.plural = singular, plural
        return self
