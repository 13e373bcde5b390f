"""Whether a game posted from New game at an event's table may start as the match's
next game (rules.night.matches: the event counts only its own games), and if not,
why, in the phone's language."""
from rules.night import TableGame, by_entry
from web.i18n import gettext as _
from views.games.registry import KINDS


def refusal(held, kind, options, seats):
    """None when a game of `kind` (a registry name) with `options` (JSON) and `seats`
    (player ids by seat) is the next game of the match `held` (views.night.held.Held);
    else the reason it is not, naming what the table can do instead."""
    table, event = held.table, held.event
    if (decided := decided_refusal(held)) is not None:
        return decided
    if not held.next_due:
        return _("Game %(n)s of this table's match is still being played: finish it "
                 "first.", n=len(table.match_games) or 1)
    if kind != event.kind or options != event.options:
        return _("This table plays %(game)s with the rules of %(event)s: start the match's "
                 "next game with its button.", game=KINDS[event.kind].title,
                 event=event.name)
    game = TableGame(0, None, kind, options, tuple(seats), (), None)
    if by_entry(game, event.kind, event.options,
                [e.player_ids for e in table.entries]) is None:
        return _("Each side must be one of this match's entries: %(entries)s.",
                 entries=" v ".join(e.name for e in table.entries))
    return None


def decided_refusal(held):
    """Why no game starts at the table of `held` (views.night.held.Held) once its match
    is decided (won, voided or ended by time), or None while it is undecided."""
    if held.undecided:
        return None
    return _("This table's match in %(event)s is decided: the event counts no more "
             "games here. For a game of your own, start a new session on the home page.",
             event=held.event.name)
