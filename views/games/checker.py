"""The dispute checker on a game screen (RULES G7): the panel posts the action it
would log to `check` instead, and the answer is a verdict card. The verdict is
`rules.<game>.check`, the same judgement that refuses a logged action, so the card
and a refusal never disagree. This module only puts the verdict into words."""
from typing import NamedTuple

from flask import url_for

from views.games.wording import with_names


class Card(NamedTuple):
    """A verdict as the card shows it: `lines` say the effect in words; `log` is the
    action's form fields (`do`, `seat`, `tiles`, `pips`) for "log it", when legal;
    `proven` False when the tiles shown prove nothing either way, `answerable` False
    when the question itself cannot be right (RULES G7)."""

    legal: bool
    section: str
    message: str
    lines: list
    log: dict | None
    proven: bool = True
    answerable: bool = True


# The questions only the whole hand answers: a pass, a draw, a "no double" (RULES G7).
HIDDEN_HAND = ("pass", "draw", "no-double")


def shown_for(action, tiles):
    """The hand to check `action` (a JSON action dict) against in a dispute: the
    `tiles` shown (strings), or for a pass, a draw or a "no double" with none shown
    the empty hand, so that the verdict is "not proven" (RULES G7: only the whole hand
    shown proves such a choice legal), never "legal"; else None (nothing to prove)."""
    if tiles:
        return list(tiles)
    return [] if action.get("type") in HIDDEN_HAND else None


def check_context(game, kind, context, verdict=None, asked=None):
    """What check mode adds to the template `context` of `game`'s screen (`kind` a
    views.games.kind.Kind): forms post to the checker (the log's URL kept as `log_url`),
    polling keeps check mode, and the `card` for `verdict` (a rules Verdict of the
    action in `asked`, a CheckForm)."""
    token = game.session.edit_token
    names = context["names"]
    shown = set(asked.hand.data or ()) if asked is not None else set()
    state = context["state"]
    return {
        "checking": True,
        "log_url": context["act_url"],
        "act_url": url_for("games.check", token=token, game_id=game.id),
        "poll_url": url_for("games.poll", token=token, game_id=game.id,
                            seq=game.last_seq, check=1),
        "done_url": game.url,
        "card": card(kind, verdict, names, _log_fields(verdict, asked))
        if verdict is not None else None,
        "hand_tiles": [{"tile": str(t), "high": t.high, "low": t.low, "shown": str(t) in shown}
                       for t in kind.in_play(state.options) if t not in state.on_table],
    }


def card(kind, verdict, names, log=None):
    """The Card for a rules Verdict of a game of `kind` (a views.games.kind.Kind); `names` by
    seat turn "seat N" into names; `log` the form fields that log the action (legal
    verdicts only)."""
    lines = kind.effect_lines(verdict.effect, names)
    return Card(verdict.legal, verdict.section, with_names(verdict.message, names),
                [with_names(line, names) for line in lines], log if verdict.legal else None,
                verdict.effect.get("proven") is not False,
                verdict.effect.get("answerable") is not False)


def _log_fields(verdict, asked):
    if verdict is None or not verdict.legal:
        return None
    return {"do": asked.do.data, "seat": asked.seat.data,
            "tiles": list(asked.tiles.data or ()), "pips": asked.pips.data}
