"""The organiser's corrections as an event's file logs them, checked in order as the
organiser's page checked each one when it was made (views/night/corrections.py): a
void only of a result not voided, a restore only of a voided one, an end by time only
in a timed event, of a table still undecided, with the points and hand its plays
reached while its match was being played, a reopening only of a result a later
round was seated from, once. Pure: reads the tables views/night/
event_file.py has already replayed; raises FileRefused."""
from dataclasses import dataclass
from datetime import datetime

from rules.night import match_result, time_winner
from views.file_events import FileRefused, dated, whole
from views.i18n import gettext as _
from views.night.file_evening import EVENING, Evening, seated_note

CORRECTIONS = ("void", "restore", "time", "move", "reopen", *EVENING)
MAX_CORRECTIONS = 2_000


@dataclass(frozen=True)
class CorrectionFile:
    """One of the organiser's corrections as logged: `seq` from 1, `kind` (one of
    CORRECTIONS), `payload` (entries by their numbers), `at` (naive UTC)."""

    seq: int
    kind: str
    payload: dict
    at: datetime


def read_corrections(items, played, entries, event):
    """The corrections log `items` (the file's list) of an event whose rounds are
    `played` (event_file.RoundFile) and `entries` (event_file.EntryFile, numbered 1, 2,
    …). `event` holds the event's `round_minutes` (None: untimed), `best_of`,
    `rounds`, `entered` (how many entries it started with), `sides`, `rules` (the
    game's rules module) and `low_wins` (RULES §GP8.1). Returns (corrections, voided,
    ended, evening): the CorrectionFile tuple, the (round, table) pairs left voided,
    (round, table) → the payload of its end by time, and the file_evening.Evening
    (tables the organiser decided, withdrawals, the clocks). Raises FileRefused saying which correction the
    app would have refused, and why."""
    if not isinstance(items, list) or len(items) > MAX_CORRECTIONS:
        raise FileRefused(_("The file's corrections must be a list of at most %(n)s.",
                            n=MAX_CORRECTIONS))
    read, voided, ended, reached, reopened = [], set(), {}, {}, set()
    evening, entry_count = Evening(played, tuple(entries), event), len(entries)
    for seq, item in enumerate(items, start=1):
        where = _("Correction %(n)s", n=seq)
        if not isinstance(item, dict) or item.get("seq") != seq or not whole(item.get("seq")):
            raise FileRefused(_("%(where)s: corrections are numbered 1, 2, 3… in order.",
                                where=where))
        kind, payload = item.get("kind"), item.get("payload")
        if kind not in CORRECTIONS or not isinstance(payload, dict):
            raise FileRefused(_("%(where)s: a correction is one of %(kinds)s, with its "
                                "payload.", where=where, kinds=", ".join(CORRECTIONS)))
        if kind in EVENING:
            evening.check(where, kind, payload, voided, ended)
        elif kind == "move":
            _move(where, payload, played, entry_count)
        else:
            _at_table(where, kind, payload, played, event)
            at = (payload["round"], payload["table"])
            said = {"where": where, "r": at[0], "t": at[1]}
            if kind == "void":
                if at in voided:
                    raise FileRefused(_("%(where)s: round %(r)s, table %(t)s's result is "
                                        "voided already: a result is voided once.", **said))
                voided.add(at)
            elif kind == "reopen":  # a result of a round a later one was seated from
                if at[0] >= len(played) or at in reopened:
                    raise FileRefused(_("%(where)s: round %(r)s, table %(t)s: only a result "
                                        "a later round was seated from is reopened, once.",
                                        **said))
                reopened.add(at)
            elif kind == "restore":
                if at not in voided:
                    raise FileRefused(_("%(where)s: round %(r)s, table %(t)s's result is not "
                                        "voided: only a voided result is restored.", **said))
                voided.discard(at)
            else:
                if at in voided or at in ended or at in evening.settled:
                    raise FileRefused(_("%(where)s: round %(r)s, table %(t)s is decided "
                                        "already: it cannot be ended by time.", **said))
                if at not in reached:
                    reached[at] = _reached(played[at[0] - 1].tables[at[1] - 1], event)
                if (tuple(payload["points"]), payload["hand"]) not in reached[at]:
                    raise FileRefused(_(
                        "%(where)s: round %(r)s, table %(t)s never stood at %(points)s in "
                        "hand %(hand)s while its match was being played: a table ended by "
                        "time keeps the points its plays reached.", **said,
                        points="–".join(map(str, payload["points"])), hand=payload["hand"]))
                ended[at] = payload
        read.append(CorrectionFile(seq, kind, payload, dated(item.get("at"), where)))
    evening.finish()
    return tuple(read), frozenset(voided), ended, evening


def _at_table(where, kind, payload, played, event):
    """A void, a restore or an end by time names a table of a round seated; an end by
    time, in a timed event, gives the better score the win, one score per side."""
    keys = {"round", "table"} | ({"points", "winner", "hand"} if kind == "time" else set())
    round_no, table = payload.get("round"), payload.get("table")
    if set(payload) - {"seated"} != keys or not whole(round_no) \
            or not 1 <= round_no <= len(played) \
            or not whole(table) or not 1 <= table <= len(played[round_no - 1].tables):
        raise FileRefused(_("%(where)s: it must name a table of a round seated.",
                            where=where))
    seated_note(where, payload, played)
    if kind != "time":
        return
    if event["round_minutes"] is None:
        raise FileRefused(_("%(where)s: a table is ended by time only in an event whose "
                            "rounds have a time limit, and this one's have none.",
                            where=where))
    points, hand, sides = payload["points"], payload["hand"], event["sides"]
    if not isinstance(points, list) or len(points) != sides \
            or not all(whole(p) for p in points) or not whole(hand) or hand < 1 \
            or payload["winner"] != time_winner(points, event["low_wins"]) \
            or payload["winner"] is None:
        raise FileRefused(_("%(where)s: a table ended by time goes to the better score, "
                            "one per side.", where=where))


def _reached(table, event):
    """The (points, hand) pairs the match at `table` (event_file.TableFile) stood at
    while it was undecided: its games' logs stepped through in order, undos
    included (an end by time may have come before an undo)."""
    rules, found, before = event["rules"], set(), []
    for game in table.games:
        states = [rules.new_game(rules.Options.from_json(game.options))]
        _note(found, before, states[-1], event["best_of"])
        for logged in game.events:
            if logged.kind == "undo":
                states.pop()
            else:
                states.append(rules.apply(states[-1], logged.payload))
            _note(found, before, states[-1], event["best_of"])
        before.append((tuple(game.state.scores), game.state.winner))
    return found


def _note(found, before, state, best_of):
    points, _wins, winner = match_result([*before, (tuple(state.scores), state.winner)],
                                         best_of)
    if winner is None:
        found.add((points, state.hand))


def _move(where, payload, played, entry_count):
    """Two entries that swapped places in a round: their numbers and the tables (None
    for a bye)."""
    round_no, tables = payload.get("round"), payload.get("tables")
    pair = [payload.get("entry"), payload.get("with")]
    if set(payload) != {"round", "entry", "with", "tables"} or not whole(round_no) \
            or not 1 <= round_no <= len(played) \
            or not all(whole(e) and 1 <= e <= entry_count for e in pair) \
            or pair[0] == pair[1] or not isinstance(tables, list) or len(tables) != 2 \
            or not all(t is None or (whole(t) and 1 <= t <= len(played[round_no - 1].tables))
                       for t in tables):
        raise FileRefused(_("%(where)s: a move swaps two entries of a round seated, each "
                            "at a table or with a bye.", where=where))
