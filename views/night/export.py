"""An event as files: the standings and every round as CSV (headers and the tables'
states in the reader's language) and as JSON (the event, its entries, every round's
tables with their games and each game's logged events, the standings and the
corrections; the same in both languages). The JSON imports back as a new event
(views/night/event_file.py)."""
import json
import re
import unicodedata

from flask import Response, get_template_attribute
from sqlalchemy import select
from sqlalchemy.orm import selectinload

from extensions import db
from models import Game, Player
from models.log import events_of_games
from web.i18n import gettext as _, pgettext
from views.night.clock import event_time
from views.night.event_file import FORMAT, VERSION
from views.night.results import halves
from views.exchange.sheets import csv_text
from views.exchange.table_file import game_document, timestamp


def event_csv(event, tables, standings, corrections):
    """The `standings` (rules.night.Row list), then a row per table of every round
    (each side's points in a column of its own), then the `corrections` (oldest
    first, at the event's local time), as a CSV download; names are cells a
    spreadsheet shows as text (views.exchange.sheets)."""
    names = {e.id: e.name for e in event.entries}
    rows = [[_("Rank"), _("Entry"), _("Match points"), _("Played"), _("Won"), _("Drawn"),
             _("Lost"), _("Byes"), _("Buchholz"), _("Points"), _("Against"),
             _("Difference")]]
    rows += [[row.rank, names[row.entry], halves(row.match_points), row.played, row.won,
              row.drawn, row.lost, row.byes, halves(row.buchholz), row.points, row.against,
              row.difference] for row in standings]
    sides = max((len(t.match.entry_ids) for t in tables), default=1)
    rows += [[], [pgettext("event", "Round"), _("Table"), _("Entries"),
                  *[_("Points of side %(n)s", n=n) for n in range(1, sides + 1)],
                  _("Winner"), _("Status")]]
    for table in tables:
        m = table.match
        winner = names[m.entry_ids[table.winner]] if table.winner is not None else \
            " = ".join(names[m.entry_ids[s]] for s in table.drawn)
        points = list(table.points) if not m.is_bye else []
        rows.append([m.round, m.table_no or _("Bye"), " v ".join(names[e] for e in m.entry_ids),
                     *(points + [""] * (sides - len(points))), winner, _status(table, event)])
    words = get_template_attribute("night/parts.html", "correction_words")
    by_id = {e.id: e for e in event.entries}
    rows += [[], [_("Time"), _("Correction")]]
    rows += [[event_time(c.at, event.time_zone), words(c, by_id).striptags()]
             for c in reversed(corrections)]
    return _download(event, "csv", csv_text(rows))


def _status(table, event):
    """A table's state in the reader's language, as the event's pages say it
    ("Finished", "Ended by time after Hand 5", the hand being played): the pages'
    own words, from their macro; a bye says so."""
    if table.match.is_bye:
        return _("Bye")
    return get_template_attribute("night/parts.html", "status")(table, event).striptags()


def event_json(event, tables, rows, corrections):
    """The whole event as a JSON download: see `event_document`."""
    body = json.dumps(event_document(event, tables, rows, corrections), ensure_ascii=False,
                      separators=(",", ":"))
    return _download(event, "json", body)


def event_document(event, tables, rows, corrections):
    """The event as a dict: `event` (its settings, the draw number `seed`, the round
    being played and when it was seated), `entries` (number, name, players),
    `rounds` (per round its tables: entries by number, the table's session title,
    points, the winner's number, status, and its games as a session's file holds
    them, every logged event included; and its byes), `standings` and `corrections`.
    Entries are named by their numbers throughout. `tables` are every Table of the
    event (views.night.live), `rows` the standings, `corrections` newest first."""
    number = {e.id: e.number for e in event.entries}
    ids = [i for e in event.entries for i in e.player_ids]
    player = {i: name for i, name in db.session.execute(
        select(Player.id, Player.name).where(Player.id.in_(ids)))}
    games = [g for t in tables for g in t.match_games]
    events = events_of_games(games)
    if games:  # every game's seats and players in one query, not one a game
        db.session.scalars(select(Game).where(Game.id.in_([g.id for g in games]))
                           .options(selectinload(Game.seats))).all()
    rounds = []
    for n in range(1, event.round + 1):
        in_round = [t for t in tables if t.match.round == n]
        rounds.append({"round": n, "byes": [number[t.match.entry_ids[0]] for t in in_round
                                            if t.match.is_bye],
                       "tables": [_table(t, number, events) for t in in_round
                                  if not t.match.is_bye]})
    return {
        "format": FORMAT, "version": VERSION,
        "event": {"name": event.name, "kind": event.kind, "options": event.options,
                  "best_of": event.best_of, "round_minutes": event.round_minutes,
                  "rounds": event.rounds, "bye_rule": event.bye_rule, "seed": event.seed,
                  "tie_breaks": list(event.tie_break_order), "time_level": event.time_level,
                  "finals": event.finals,
                  "round": event.round, "round_started_at": _moment(event.round_started_at),
                  "round_paused_at": _moment(event.round_paused_at),
                  "time_zone": event.time_zone,
                  "created_at": _moment(event.created_at)},
        "entries": [{"number": e.number, "name": e.name,
                     "players": [player[i] for i in e.player_ids]} for e in event.entries],
        "rounds": rounds,
        "standings": [{"rank": r.rank, "entry": number[r.entry], "played": r.played,
                       "match_points": r.match_points, "won": r.won, "drawn": r.drawn,
                       "lost": r.lost, "byes": r.byes, "buchholz": r.buchholz,
                       "points": r.points, "against": r.against,
                       "difference": r.difference} for r in rows],
        "corrections": [{"seq": c.seq, "kind": c.kind, "payload": _numbered(c.payload, number),
                         "at": _moment(c.at)} for c in reversed(corrections)],
    }


def _moment(moment):
    """ISO 8601 in UTC, as a session's file writes it; None for none."""
    return None if moment is None else timestamp(moment)


def _numbered(payload, number):
    """A correction's payload with its entries (a move's) named by their numbers."""
    return {k: number.get(v, v) if k in ("entry", "with") else v for k, v in payload.items()}


def _table(table, number, events):
    m = table.match
    return {"table": m.table_no, "entries": [number[e] for e in m.entry_ids],
            "title": m.session.title, "created_at": _moment(m.session.created_at),
            "points": list(table.points), "status": table.status,
            "winner": number[m.entry_ids[table.winner]] if table.winner is not None else None,
            "drawn": [number[m.entry_ids[s]] for s in table.drawn],
            # The match's games: those the event started (a game of another shape, from
            # before tables were held to them, is not the event's to export).
            "games": [game_document(g, events.get(g.id, [])) for g in table.match_games]}


def _download(event, fmt, body):
    words = unicodedata.normalize("NFKD", event.name).encode("ascii", "ignore").decode()
    slug = re.sub(r"[^a-z0-9]+", "-", words.lower()).strip("-")[:40].strip("-")
    name = "-".join(filter(None, ["domino-event", event.created_at.date().isoformat(), slug]))
    mimetype = {"csv": "text/csv", "json": "application/json"}[fmt]
    return Response(body.encode("utf-8"), mimetype=mimetype, headers={
        "Content-Disposition": f'attachment; filename="{name}.{fmt}"'})
