"""Engine messages name seats by number ("seat 2", "seats 1+3"); the table knows
them by name. One place turns the one into the other, and translates the message
into the request's language (engine messages are `rules.messages.Msg`s)."""
import re


from rules.messages import InGame, Join, Msg, Plural, Seat, Seats
from web.i18n import gettext as _, ngettext, pgettext

# Not "seat 1.0" or "seat 12": only a whole seat number is a seat.
_SEATS = re.compile(r"\bseats (\d)\+(\d)\b(?![.\d])")
_SEAT = re.compile(r"\bseat (\d)\b(?![.\d])")


def with_names(text, names=None):
    """`text` for the table, in the request's language, every seat named by its
    player (`names` is the list of names by seat; without it a seat reads "seat N",
    translated). The one place an engine message is translated: a `Msg` is looked up
    in the catalogue part by part, with its seats as names. Any other text is shown
    as it is: a view's own words are already in the request's language (`_()`), and
    an engine string not yet converted to a `Msg` stays English, its "seat N" and
    "seats N+M" still replaced by names."""
    if not text:
        return text
    if isinstance(text, Msg):
        return translate(text, names)
    text = str(text)
    if not names:
        return text

    def seat(n):
        n = int(n)
        return names[n] if 0 <= n < len(names) else f"seat {n}"

    text = _SEATS.sub(lambda m: f"{seat(m[1])} & {seat(m[2])}", text)
    return _SEAT.sub(lambda m: seat(m[1]), text)


def translate(msg, names=None):
    """A `Msg` in the request's language: its template from the catalogue, each
    parameter translated in turn (words, seats as names, lists, nested sentences; a
    bare `str` parameter is a word, looked up as it is)."""
    if isinstance(msg, Seat):
        n = msg.params["n"]
        if names and isinstance(n, int) and 0 <= n < len(names):
            return names[n]
        return _("seat %(n)s", n=n)
    if isinstance(msg, Seats):
        a, b = (translate(Seat(msg.params[k]), names) for k in "ab")
        return f"{a} & {b}" if names else _("seats %(a)s+%(b)s", a=msg.params["a"],
                                            b=msg.params["b"])
    if isinstance(msg, Join):
        sep = msg.params["sep"]
        sep = _(sep) if sep.strip().isalpha() else sep
        return sep.join(str(_part(item, names)) for item in msg.params["items"])
    params = {k: _part(v, names) for k, v in msg.params.items()}
    if isinstance(msg, Plural):
        template = ngettext(msg.singular, msg.plural, msg.params["n"])
        template = template.replace("%(num)s", "{n}")
    elif isinstance(msg, InGame):
        template = pgettext(msg.game, msg.template)
    else:
        template = _(msg.template)
    return template.format(**params)


def _part(value, names):
    """A parameter of a `Msg` in the request's language: a `Msg` translated, a bare
    `str` (a word an engine passed as it is) looked up with its seats named, anything
    else (a number, a tile) as it is."""
    if isinstance(value, Msg):
        return translate(value, names)
    if isinstance(value, str) and value:
        return with_names(_(value), names)
    return value


def describe(action, names, first=None):
    """A logged action (a JSON dict of the event log) in words, for the table:
    "Ana played 6-4 left", "Ana led 6-6" (`first`, the game's Kind.first_tile of the
    State the play met, says it led a hand or a trick or opened a round), "Budi bid
    5", "end a declared blocked"; another action is named by its type, in the
    request's language (the game marks the word for the catalogue)."""
    who = names[action["seat"]] if 0 <= action.get("seat", -1) < len(names) else ""
    kind = action["type"]
    if kind == "play" and first == "lead":
        return _("%(who)s led %(tile)s", who=who, tile=action["tile"])
    if kind == "play" and first == "trick":
        return pgettext("trick", "%(who)s led %(tile)s", who=who, tile=action["tile"])
    if kind == "play" and first == "open":
        return _("%(who)s opened with %(tile)s", who=who, tile=action["tile"])
    if kind == "play":
        where = " ".join(_(w) for w in (action.get("end"), action.get("turn")) if w)
        if action.get("override"):  # RULES B6, S4.6
            where += " " + (_("(override: shows %(n)s)", n=action["shows"])
                            if action.get("shows") is not None else _("(override)"))
        return _("%(who)s played %(tile)s %(where)s", who=who, tile=action["tile"],
                 where=where).strip()
    if kind == "reveal":
        shown = " ".join(action["tiles"]) if action.get("tiles") else \
            ngettext("%(num)d pip", "%(num)d pips", action.get("pips") or 0)
        return _("%(who)s reported %(shown)s", who=who, shown=shown)
    if kind == "bid":
        if action["bid"] is None:
            return _("%(who)s passed", who=who)
        return _("%(who)s bid %(bid)s", who=who, bid=action["bid"])
    if kind == "trump":
        return _("%(who)s named trump %(t)s", who=who, t=_(str(action["trump"])))
    if kind == "ruling":  # RULES M8
        ruling = {"penalty": _("penalty"), "stand": _("let stand")}.get(action["ruling"],
                                                                       action["ruling"])
        return _("ruling on %(who)s's renege in trick %(n)s: %(r)s", who=who,
                 n=action["trick"], r=ruling)
    if kind == "declare":
        return _("end %(e)s declared blocked", e=action["end"]) if action["blocked"] else \
            _("end %(e)s reopened", e=action["end"])
    return {"draw": _("%(who)s drew", who=who), "pass": _("%(who)s passed", who=who),
            "widow": _("%(who)s took the widow", who=who)}.get(kind) or _(kind)


def called_by(names, seat):
    """Seat `seat`'s name from `names` (by seat) as (what the table calls them by, the
    rest), which read the whole name together: ("Anastasia", " Wulandari"). Where
    another player's name starts with the same word, the next word's initial joins it
    ("Budi S", "antoso" beside "Budi H", "artono"); where that is alike too, or the
    name is one word, the whole name and ""."""
    name = names[seat]
    others = [n for i, n in enumerate(names) if i != seat]
    words = name.split(" ")
    for length in (len(words[0]), len(words[0]) + 2):
        called = name[:length]
        if length < len(name) and not any(n[:length] == called for n in others):
            return called, name[length:]
    return name, ""

