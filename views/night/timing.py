"""A table ended by time, as the app keeps it (rules.night.timing): the organiser's
tap marks the table's last hand (`Match.ended`: the correction's payload, the game
it names by id, and once its last hand is scored the result); each play posted at
the table is checked against the mark: refused once the match is ended, and the play
that scores the last hand settles it. The table's phones show the mark on the game
screen (`screen_line`), and their poll follows it (`mark_version`)."""
from sqlalchemy import select

from extensions import db
from models import Match, Tournament
from models.log import events_of, live_actions
from rules.night.timing import TimeEnd, after_play, at_tap, scored
from web.i18n import gettext as _
from views.games.registry import KINDS
from views.night.results import low_wins


def mark_of(session_id):
    """The end-by-time mark (a dict) of the event table whose session is `session_id`,
    or None (not an event's table, or not ended by time): one query."""
    return db.session.scalar(select(Match.ended).where(Match.session_id == session_id))


def end_of(mark):
    """`mark` (Match.ended) as a rules.night.timing.TimeEnd."""
    points = mark.get("points")
    return TimeEnd(mark["hand"], None if points is None else tuple(points),
                   mark.get("winner"), tuple(mark.get("drawn", ())))


def settled_json(end):
    """What a settled TimeEnd adds to its mark; {} while it is not settled."""
    if not end.settled:
        return {}
    return {"points": list(end.points), "winner": end.winner, "drawn": list(end.drawn)}


def mark_version(mark):
    """A short text that changes with what the game screen shows of `mark`: "" (no
    mark), "h3" (hand 3 is the last), "e" (ended)."""
    if mark is None:
        return ""
    return "e" if "points" in mark else f"h{mark['hand']}"


def screen_line(mark, game):
    """The line the table's game screen shows of `mark` (None: no line), for `game`
    (a Game or GameRow: a mark names one game of the match)."""
    if mark is None or mark.get("game_id", game.id) != game.id:
        return None
    hand = KINDS[game.kind].hand_word(mark["hand"]) if mark["hand"] else None
    if "points" in mark:
        return _("The organiser ended this match by time after %(hand)s: the result "
                 "stands, and nothing more is logged here.", hand=hand) if hand else \
            _("The organiser ended this match by time: the result stands, and nothing "
              "more is logged here.")
    return _("Time is up: %(hand)s is the last. The match ends when it is scored, the "
             "better total winning.", hand=hand)


def play_refusal(mark, game):
    """Why no play (nor undo) is logged at `game`'s table now, or None: its match was
    ended by time and its last hand scored."""
    if mark is None or "points" not in mark:
        return None
    return _("This table's match was ended by time: its result stands. The organiser "
             "can take the end by time back on the event's page.")


def after_post(game, before, state, mark):
    """After a play at `game`'s table (the rules State `before` it and `state` after
    it, logged and committed): the play that scored the marked last hand settles the
    end (committed); one that leaves the match level moves the mark to the next hand
    (the event's option). A match its games decided itself stands as they decided."""
    if mark is None or mark.get("game_id") != game.id:
        return
    over = state.winner is not None or getattr(state, "phase", None) == "over"
    end = end_of(mark)
    if not scored(end, before.hand, state.hand, over):
        return
    from views.night.live import tables_of  # the live pages import this module
    match = db.session.scalar(select(Match).where(Match.session_id == game.session_id))
    event = db.session.get(Tournament, match.tournament_id)
    table = tables_of(event, match_id=match.id)[0]
    if table.status == "over":
        return
    end = after_play(end, before.hand, state.hand, over, table.points, low_wins(event),
                     event.time_level)
    match.ended = {**mark, "hand": end.last, **settled_json(end)}
    db.session.commit()


def tap_mark(event, table):
    """The mark of the organiser's tap on `table` (views.night.live.Table, undecided):
    its current game and last hand, settled at once when the hand in play has had no
    play yet. Returns the mark (a dict, with the correction's payload first)."""
    game = table.current_game
    kind = KINDS[event.kind]
    actions = live_actions(events_of(game))
    options = kind.rules.Options.from_json(game.options)
    started = bool(actions) and kind.rules.replay(options, actions[:-1]).hand == game.hand
    end = at_tap(game.hand, started, game.is_over, table.points, low_wins(event),
                 event.time_level)
    return {"round": table.match.round, "table": table.match.table_no,
            "game": table.game_number, "hand": end.last, "game_id": game.id,
            **settled_json(end)}
