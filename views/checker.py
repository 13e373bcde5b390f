"""The dispute checker on a game screen (RULES G7): the panel posts the action it
would log to `check` instead, and the answer is a verdict card. The verdict is
`rules.<game>.check`, the same judgement that refuses a logged action, so the card
and a refusal never disagree. This module only puts the verdict into words."""
from typing import NamedTuple

from flask import url_for
from flask_babel import gettext as _

from rules.moon import tile_set
from rules.tiles import DOUBLE_SIX
from views.bendomino_screen import STATUS
from views.moon_screen import suit_name
from views.wording import with_names


class Card(NamedTuple):
    """A verdict as the card shows it: `lines` say the effect in words; `log` is the
    action's form fields (`do`, `seat`, `tiles`, `pips`) for "log it", when legal."""

    legal: bool
    section: str
    message: str
    lines: list
    log: dict | None


def check_context(game, context, verdict=None, asked=None):
    """What check mode adds to a game screen's template `context`: forms post to the
    checker (the log's URL kept as `log_url`), polling keeps check mode, and the
    `card` for `verdict` (a rules Verdict of the action in `asked`, a CheckForm)."""
    token = game.session.edit_token
    names = context["names"]
    shown = set(asked.hand.data or ()) if asked is not None else set()
    state = context["state"]
    in_play = tile_set(state.options) if game.kind == "moon" else DOUBLE_SIX
    return {
        "checking": True,
        "log_url": context["act_url"],
        "act_url": url_for("games.check", token=token, game_id=game.id),
        "poll_url": url_for("games.poll", token=token, game_id=game.id,
                            seq=game.last_seq, check=1),
        "done_url": game.url,
        "card": card(game.kind, verdict, names, _log_fields(verdict, asked))
        if verdict is not None else None,
        "hand_tiles": [{"tile": str(t), "high": t.high, "low": t.low, "shown": str(t) in shown}
                       for t in in_play if t not in state.on_table],
    }


def card(kind, verdict, names, log=None):
    """The Card for a rules Verdict of game `kind`; `names` by seat turn "seat N"
    into names; `log` the form fields that log the action (legal verdicts only)."""
    lines = EFFECTS[kind](verdict.effect, names)
    return Card(verdict.legal, verdict.section, with_names(verdict.message, names),
                [with_names(line, names) for line in lines], log if verdict.legal else None)


def _log_fields(verdict, asked):
    if verdict is None or not verdict.legal:
        return None
    return {"do": asked.do.data, "seat": asked.seat.data,
            "tiles": list(asked.tiles.data or ()), "pips": asked.pips.data}


def _straight(effect, names):
    if "count" not in effect:
        return []
    count, points = effect["count"], effect["points"]
    lines = [_("Count: ends %(w)s = %(n)s", w=effect["working"], n=count)]
    if points:
        lines.append(_("Scores %(n)s: a multiple of 5 scores the count (RULES §S6)", n=points))
    else:
        lines.append(_("No score: %(n)s is not a positive multiple of 5 (RULES §S6)", n=count))
    if effect.get("winner") is not None:
        lines.append(_("That reaches the target: the game is won (RULES §S9)"))
    return lines


def _moon(effect, names):
    if "led" not in effect:
        return []
    lines = [_("Led suit: %(s)s", s=suit_name(effect["led"]))]
    if effect["trump"]:
        lines.append(_("It is a trump"))
    if not effect["follows"]:
        lines.append(_("It does not follow suit: allowed only when the player holds no "
                       "%(s)s (RULES §M7)", s=suit_name(effect["led"])))
    if effect.get("winning") is not None:
        lines.append(_("Winning the trick so far: %(who)s", who=names[effect["winning"]]))
    elif effect.get("winner") is not None:
        lines.append(_("Wins the trick: %(who)s", who=names[effect["winner"]]))
    return lines


def _bendomino(effect, names):
    lines = []
    if "end" in effect:
        lines += [_("End %(e)s: %(n)s, %(status)s", e=name, n=end["number"],
                    status=_(STATUS[end["status"]]))
                  for name, end in effect["ends"].items()]
    for tile, places in effect.get("fits", {}).items():
        if places:
            where = ", ".join(_("end %(e)s turning %(t)s", e=e, t=_(t)) for e, t in places)
            lines.append(_("%(tile)s fits: %(where)s", tile=tile, where=where))
        else:
            lines.append(_("%(tile)s fits nowhere", tile=tile))
    return lines


EFFECTS = {"straight": _straight, "moon": _moon, "bendomino": _bendomino}
