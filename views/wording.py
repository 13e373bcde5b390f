"""Engine messages name seats by number ("seat 2", "seats 1+3"); the table knows
them by name. One place turns the one into the other."""
import re

from flask_babel import gettext as _

# Not "seat 1.0" or "seat 12": only a whole seat number is a seat.
_SEATS = re.compile(r"\bseats (\d)\+(\d)\b(?![.\d])")
_SEAT = re.compile(r"\bseat (\d)\b(?![.\d])")


def with_names(text, names):
    """`text` with every "seat N" and "seats N+M" replaced by the players' names
    (`names` is the list of names by seat)."""
    if not text:
        return text

    def seat(n):
        n = int(n)
        return names[n] if 0 <= n < len(names) else f"seat {n}"

    text = _SEATS.sub(lambda m: f"{seat(m[1])} & {seat(m[2])}", text)
    return _SEAT.sub(lambda m: seat(m[1]), text)


def describe(action, names):
    """A logged action (a JSON dict of the event log) in words, for the table:
    "Ana played 6-4 left", "Budi bid 5", "end a declared blocked"."""
    who = names[action["seat"]] if 0 <= action.get("seat", -1) < len(names) else ""
    kind = action["type"]
    if kind == "play":
        where = " ".join(_(w) for w in (action.get("end"), action.get("turn")) if w)
        if action.get("override"):  # RULES B6, S4.6
            where += " " + (_("(override: shows %(n)s)", n=action["shows"])
                            if action.get("shows") is not None else _("(override)"))
        return _("%(who)s played %(tile)s %(where)s", who=who, tile=action["tile"],
                 where=where).strip()
    if kind == "reveal":
        shown = " ".join(action["tiles"]) if action.get("tiles") else \
            _("%(n)s pips", n=action.get("pips"))
        return _("%(who)s reported %(shown)s", who=who, shown=shown)
    if kind == "bid":
        if action["bid"] is None:
            return _("%(who)s passed", who=who)
        return _("%(who)s bid %(bid)s", who=who, bid=action["bid"])
    if kind == "trump":
        return _("%(who)s named trump %(t)s", who=who, t=_(str(action["trump"])))
    if kind == "ruling":
        return _("ruling on %(who)s's renege in trick %(n)s: %(r)s", who=who,
                 n=action["trick"], r=_(action["ruling"]))
    if kind == "declare":
        return _("end %(e)s declared blocked", e=action["end"]) if action["blocked"] else \
            _("end %(e)s reopened", e=action["end"])
    return {"draw": _("%(who)s drew", who=who), "pass": _("%(who)s passed", who=who),
            "widow": _("%(who)s took the widow", who=who)}.get(kind, kind)
