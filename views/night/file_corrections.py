"""The organiser's corrections as an event's file logs them, checked in order as the
organiser's page checked each one when it was made (views/night/corrections.py): a
void only of a result not voided, a restore only of a voided one, an end by time only
in a timed event, of a table still undecided and not ended by time already, naming a
game of its match and a hand its plays reached while the match was undecided (the
hand in play, or the one before it when the tap came before a hand's first play:
rules.night.timing), taking an end by time back only where there is one, a reopening
only of a result a later round was seated from, once. The ends by time left standing
are then settled from the plays: the match ends when its last hand is scored (no play
after it), the better total winning. Pure: reads the tables views/night/
event_file.py has already replayed; raises FileRefused."""
from dataclasses import dataclass
from datetime import datetime

from rules.night import match_outcome, shared_first
from rules.night.timing import TimeEnd, walk
from views.exchange.file_events import FileRefused, dated, whole
from web.i18n import gettext as _
from views.night.file_evening import EVENING, Evening, seated_note
from views.night.results import state_over

CORRECTIONS = ("void", "restore", "time", "untime", "move", "reopen", *EVENING)
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
    game's rules module), `low_wins` (RULES §GP8.1), `limit` (GP9's under `penalty`,
    else None) and `time_level` (rules.night.TIME_LEVEL). Returns (corrections,
    voided, ended, evening): the CorrectionFile tuple, the (round, table) pairs left
    voided, (round, table) → its end by time as the app keeps it (the payload,
    settled with `points`, `winner` and `drawn` once its last hand was scored), and
    the file_evening.Evening (tables the organiser decided, withdrawals, the
    clocks). Raises FileRefused saying which correction the app would have refused,
    and why."""
    if not isinstance(items, list) or len(items) > MAX_CORRECTIONS:
        raise FileRefused(_("The file's corrections must be a list of at most %(n)s.",
                            n=MAX_CORRECTIONS))
    read, voided, ended, reached, reopened = [], set(), {}, {}, set()
    tapped = {}  # (round, table) → where the end by time standing there was logged
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
            # As the organiser's page: a table decided without a play (a walkover, a
            # result by hand), voided or ended by time keeps the entries it names.
            if any(t is not None and ((payload["round"], t) in voided or
                                      (payload["round"], t) in ended or
                                      (payload["round"], t) in evening.settled)
                   for t in payload["tables"]):
                raise FileRefused(_("%(where)s: a move swaps entries only between tables "
                                    "that have not started.", where=where))
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
            elif kind == "untime":
                if at not in ended:
                    raise FileRefused(_("%(where)s: round %(r)s, table %(t)s was not ended "
                                        "by time: there is nothing to take back.", **said))
                del ended[at]
            else:
                if at in voided or at in ended or at in evening.settled:
                    raise FileRefused(_("%(where)s: round %(r)s, table %(t)s is decided "
                                        "already: it cannot be ended by time.", **said))
                if at not in reached:
                    reached[at] = _reached(played[at[0] - 1].tables[at[1] - 1], event)
                if (payload["game"], payload["hand"]) not in reached[at]:
                    raise FileRefused(_(
                        "%(where)s: round %(r)s, table %(t)s never played hand %(hand)s of "
                        "game %(game)s while its match was undecided: an end by time names "
                        "the hand in play, or the one before it.", **said,
                        hand=payload["hand"], game=payload["game"]))
                ended[at], tapped[at] = payload, where
        read.append(CorrectionFile(seq, kind, payload, dated(item.get("at"), where)))
    settled = {at: _settled(f"{tapped[at]}: {where_of(at)}",
                            played[at[0] - 1].tables[at[1] - 1], payload, event)
               for at, payload in ended.items()}
    evening.finish()
    return tuple(read), frozenset(voided), settled, evening


def _at_table(where, kind, payload, played, event):
    """A void, a restore or an end by time names a table of a round seated; an end by
    time, in a timed event, names the game of the match and the last hand."""
    keys = {"round", "table"} | ({"game", "hand"} if kind == "time" else set())
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
    if not whole(payload["game"]) or payload["game"] < 1 or not whole(payload["hand"]) \
            or payload["hand"] < 0:
        raise FileRefused(_("%(where)s: an end by time names the game of the match (from "
                            "1) and its last hand (from 0).", where=where))


def where_of(at):
    """"Round 1, table 2" for `at` (round, table)."""
    return _("Round %(r)s, table %(t)s", r=at[0], t=at[1])


def _steps(table, event):
    """For each game of the match at `table` (event_file.TableFile): the game's live
    plays as rules.night.timing.walk takes them, (hand before, hand after, over, the
    match's points after), and the states its log stepped through (undos included),
    each with whether the match was still undecided there."""
    rules, before, out = event["rules"], [], []
    for game in table.games:
        options = rules.Options.from_json(game.options)
        states, visited = [rules.new_game(options)], []
        for logged in game.events:
            if logged.kind == "undo":
                states.pop()
            else:
                states.append(rules.apply(states[-1], logged.payload))
            visited.append(states[-1])
        steps = [(a.hand, b.hand, state_over(b), _outcome([*before, _result(b, event)],
                                                     event).points)
                 for a, b in zip(states, states[1:])]
        seen = [(s, not _outcome([*before, _result(s, event)], event).decided)
                for s in [states[0], *visited]]
        out.append((steps, seen))
        before.append(_result(game.state, event))
    return out


def _reached(table, event):
    """The (game, hand) pairs an end by time at `table` may name: a hand each game of
    its match stood in while the match was undecided, or the one before it."""
    found = set()
    for number, (_steps_of, seen) in enumerate(_steps(table, event), start=1):
        for state, undecided in seen:
            if undecided:
                found |= {(number, state.hand), (number, state.hand - 1)}
    return found


def _settled(where, table, payload, event):
    """The end by time `payload` at `table` as the app keeps it: settled once the
    plays of the game it names scored its last hand, with no play after that (a tap
    before the game's first play, hand 0, settles as the tap did: at once)."""
    steps = _steps(table, event)[payload["game"] - 1][0]
    if payload["game"] < len(table.games):
        raise FileRefused(_("%(where)s: a game was started after the match was ended by "
                            "time.", where=where))
    if payload["hand"] == 0 and not steps:  # tapped before the game's first play: at once
        before = [_result(g.state, event) for g in table.games[:payload["game"] - 1]]
        steps = [(0, 1, False, match_outcome(before, event["best_of"],
                                             sides=len(table.entries)).points), *steps]
    end, at = walk(steps, TimeEnd(payload["hand"]), event["low_wins"], event["time_level"])
    if at is not None and at < len(steps) - 1:
        raise FileRefused(_("%(where)s: plays were logged after its last hand ended the "
                            "match by time.", where=where))
    if not end.settled:
        return {**payload, "hand": end.last}
    return {**payload, "hand": end.last, "points": list(end.points), "winner": end.winner,
            "drawn": list(end.drawn)}


def _result(state, event):
    """A game's (scores, winner, drawn) as the match counts it (RULES GP9)."""
    drawn = shared_first(tuple(state.scores), event["low_wins"], event["limit"]) \
        if state_over(state) and state.winner is None else ()
    return tuple(state.scores), state.winner, drawn


def _outcome(games, event):
    return match_outcome(games, event["best_of"])


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
