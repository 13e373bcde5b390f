"""The organiser's corrections for an evening off the script, each logged like the
others (views.night.corrections) and shown on the pages and in the event's file:
withdraw an entry from the next round on, a walkover (forfeit) at a table an entry
never came to, a late entry, a new name for an entry, a result entered by hand when a
table's phone died, and the round clock's start, pause and resume."""
from sqlalchemy import select

from extensions import db
from models import Entry, Player
from models.table import utcnow
from rules.night.evening import HAND_SIDES, hand_result, seated_from
from web.forms import is_text, tidy, whole_number
from web.i18n import gettext as _
from views.night.corrections import Refused, at_table, log_correction
from views.night.forms import MAX_ENTRIES, parse_entries
from views.night.live import tables_of
from views.night.results import low_wins
from views.night.seating import table_size

EVENING = ("withdraw", "forfeit", "late", "rename", "hand", "start", "pause", "resume")
NAME_LENGTH = 120


def correct_evening(event, what, form):
    """Applies and logs the correction `what` (one of EVENING) to `event` (a
    Tournament) from the posted `form` (a MultiDict: `entry`, an Entry id; `table`, a
    Match id; `winner`, the Entry id present at a forfeit; `name`, a new name or a late
    entry's line; `points`, one per side for a result by hand), and commits. Raises
    Refused saying why (nothing written)."""
    if what in ("start", "pause", "resume"):
        return _clock(event, what)
    if what in ("withdraw", "rename"):
        entry = _entry(event, form.get("entry"))
        payload = _withdraw(event, entry) if what == "withdraw" else \
            _rename(entry, form.get("name"))
    elif what == "late":
        payload = _late(event, form.get("name"))
    else:
        table = _table(event, form.get("table"))
        payload = at_table(event, table)
        settled = _forfeit(event, table, form.get("winner")) if what == "forfeit" else \
            _hand(event, table, form.getlist("points"))
        payload.update({"entry": table.match.entry_ids[settled["winner"]]}
                       if what == "forfeit" else
                       {"points": settled["points"], "winner": settled["winner"]})
        table.match.settled = settled
    log_correction(event, what, payload)


def _number(text):
    try:
        return whole_number(text)
    except ValueError:
        return None


def _entry(event, posted):
    entry = next((e for e in event.entries if e.id == _number(posted)), None)
    if entry is None:
        raise Refused(_("There is no such entry in this event."))
    return entry


def _table(event, posted):
    table = next((t for t in tables_of(event) if t.match.id == _number(posted)), None)
    if table is None or table.match.is_bye:
        raise Refused(_("There is no such table in this event."))
    return table


def _withdraw(event, entry):
    """The entry is not seated again, from the next round on; its results stay."""
    if entry.withdrawn_from is not None:
        raise Refused(_("%(name)s is withdrawn already.", name=entry.name))
    if event.round >= event.rounds:
        raise Refused(_("Every round of this event has been seated: there is no round "
                        "left to withdraw from."))
    staying = seated_from([e.id for e in event.entries if e is not entry],
                          {e.id: e.withdrawn_from for e in event.entries}, event.round + 1)
    sides = table_size(event)
    if len(staying) < sides:
        raise Refused(_("A round needs at least %(n)s entries: one table's worth.", n=sides))
    entry.withdrawn_from = event.round + 1
    return {"entry": entry.id, "from": entry.withdrawn_from}


def _rename(entry, name):
    name = tidy(name)
    if not isinstance(name, str) or not 1 <= len(name) <= NAME_LENGTH or not is_text(name):
        raise Refused(_("A name is text of 1 to %(n)s characters.", n=NAME_LENGTH))
    if name == entry.name:
        raise Refused(_("%(name)s has that name already.", name=name))
    if any(other.name.casefold() == name.casefold() for other in entry.tournament.entries
           if other is not entry):  # as the new-event form: each entered once
        raise Refused(_("Another entry is called %(name)s: each entry's name is its own.",
                        name=name))
    old, entry.name = entry.name, name
    return {"entry": entry.id, "old": old, "new": name}


def _late(event, line):
    """A late entry, typed as on the new-event form, seated from the next round on
    with nothing counted yet."""
    if event.round >= event.rounds:
        raise Refused(_("Every round of this event has been seated: a late entry would "
                        "never play."))
    if len(event.entries) >= MAX_ENTRIES:
        raise Refused(_("An event takes at most %(n)s entries.", n=MAX_ENTRIES))
    per_side = len(event.entries[0].player_ids)
    try:
        found = parse_entries(line if isinstance(line, str) else "", per_side)
    except ValueError as error:
        raise Refused(str(error)) from None
    if len(found) != 1:
        raise Refused(_("Type the late entry on one line, as on the new-event form."))
    name, players = found[0]
    ids = [i for e in event.entries for i in e.player_ids]
    taken = {n.lower() for n in db.session.scalars(select(Player.name).where(
        Player.id.in_(ids)))}
    if any(p.lower() in taken for p in players):
        raise Refused(_("Each player is entered once: a name appears twice."))
    entry = Entry(number=len(event.entries) + 1, name=name,
                  player_ids=[Player.named(p).id for p in players])
    event.entries.append(entry)
    db.session.flush()
    return {"entry": entry.id, "name": name, "players": players, "from": event.round + 1}


def _forfeit(event, table, present):
    """A walkover: the entry `present` (an Entry id) came, the others never did; the
    table is decided for it, scored as the event's bye (rules.night.evening.walkover)."""
    if table.is_decided:
        raise Refused(_("This table's result is decided already: void it first to "
                        "decide it by forfeit."))
    winner = _number(present)
    if winner not in table.match.entry_ids:
        raise Refused(_("Choose the entry that came, one of this table's."))
    return {"how": "forfeit", "points": [0] * len(table.match.entry_ids),
            "winner": table.match.entry_ids.index(winner)}


def _hand(event, table, posted):
    """A result the organiser typed: the final points, one a side, in whole numbers;
    the better wins by the game's rule (the higher, or the lower: RULES §GP8.1), and
    level best scores are a draw between those sharing them (winner None), as a game's
    shared first place is (docs/events.md)."""
    if table.status == "void":
        raise Refused(_("This table's result is voided: restore it first."))
    points = [_number(p) for p in posted]
    sides = len(table.match.entry_ids)
    try:
        if None in points:
            raise ValueError("whole")
        winner = hand_result(points, sides, low_wins(event), draws=True)
    except ValueError as error:
        why = error.args[0]
        raise Refused(
            _("Type one score for each of the %(n)s sides.", n=sides) if why == HAND_SIDES
            else _("Each score is a whole number, 0 or more.")) from None
    return {"how": "hand", "points": points, "winner": winner}


def _clock(event, what):
    """Start round starts the round's clock; pause stops it where it stands; resume
    runs it on from there (its start moves on by the pause's length)."""
    if not event.round_minutes:
        raise Refused(_("This event's rounds have no time limit: there is no clock."))
    now, started, paused = utcnow(), event.round_started_at, event.round_paused_at
    if what == "start":
        if started is not None:
            raise Refused(_("The round's clock has started already."))
        event.round_started_at = now
    elif what == "pause":
        if started is None or paused is not None:
            raise Refused(_("The round's clock is not running: there is nothing to pause."))
        event.round_paused_at = now
    else:
        if paused is None:
            raise Refused(_("The round's clock is not paused: there is nothing to resume."))
        event.round_started_at, event.round_paused_at = started + (now - paused), None
    log_correction(event, what, {"round": event.round})
