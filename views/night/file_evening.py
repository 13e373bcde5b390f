"""The corrections of an evening off the script as an event's file logs them
(views/night/evening.py made them), checked in order as the organiser's page checked
each: a walkover only at a table still undecided, for one of its entries; a result by
hand only of a table not voided, one whole score a side and the better winning; a
withdrawal once an entry, from a round after the first; a late entry numbered after
the entries entered at the start, seated from a round after the first; a new name
following the last; the round clock started once a round, paused only while it runs,
resumed only while paused. Pure; raises FileRefused."""
from dataclasses import dataclass, field

from rules.night.evening import hand_result
from views.exchange.file_events import FileRefused, whole
from web.i18n import gettext as _

EVENING = ("withdraw", "forfeit", "late", "rename", "hand", "start", "pause", "resume")


def windows(items, entry_count):
    """{entry number: (first round seated, first round not seated or None)} from the
    file's corrections `items` read loosely (read_corrections checks them fully): a
    late entry is seated from its `from`, a withdrawn one up to its `from`. Entries
    not named are seated from round 1 on. Raises nothing."""
    found = {n: [1, None] for n in range(1, entry_count + 1)}
    for item in items if isinstance(items, list) else ():
        payload = item.get("payload") if isinstance(item, dict) else None
        if not isinstance(payload, dict) or item.get("kind") not in ("late", "withdraw") \
                or payload.get("entry") not in found or not whole(payload.get("from")):
            continue
        found[payload["entry"]][0 if item["kind"] == "late" else 1] = payload["from"]
    return {n: tuple(w) for n, w in found.items()}


def seated_note(where, payload, played):
    """A table's correction made in a later round names that round (`seated`): one
    after the table's, among those seated."""
    if "seated" not in payload:
        return
    seated = payload["seated"]
    if not whole(seated) or not whole(payload.get("round")) \
            or not payload["round"] < seated <= len(played):
        raise FileRefused(_("%(where)s: the round seated before it must be a round after "
                            "the table's, among those seated.", where=where))


@dataclass
class Evening:
    """What the evening's corrections have done so far, as they are read in order:
    `settled` ((round, table) → {"how", "points", "winner"}), `withdrawn` (entry
    number → first round not seated), `names` (entry number → its name, as the
    renames go), `clocks` (round → "running" or "paused")."""

    played: tuple
    entries: tuple
    event: dict
    settled: dict = field(default_factory=dict)
    withdrawn: dict = field(default_factory=dict)
    names: dict = field(default_factory=dict)
    clocks: dict = field(default_factory=dict)

    def check(self, where, kind, payload, voided, ended):
        """Checks the correction `kind` with `payload` against what came before
        (`voided`, `ended`: the table corrections' projection so far) and notes it.
        Raises FileRefused."""
        if kind in ("start", "pause", "resume"):
            return self._clock(where, kind, payload)
        if kind in ("forfeit", "hand"):
            return self._table(where, kind, payload, voided, ended)
        keys = {"withdraw": {"entry", "from"}, "rename": {"entry", "old", "new"},
                "late": {"entry", "name", "players", "from"}}[kind]
        entry, count = payload.get("entry"), len(self.entries)
        if set(payload) != keys or not whole(entry) or not 1 <= entry <= count:
            raise FileRefused(_("%(where)s: it must name an entry of the event, with "
                                "its details.", where=where))
        if kind == "rename":
            old = self.names.get(entry)
            if old is not None and payload["old"] != old or not isinstance(
                    payload["new"], str) or payload["new"] == payload["old"]:
                raise FileRefused(_("%(where)s: a new name follows the entry's name before "
                                    "it.", where=where))
            self.names[entry] = payload["new"]
            return None
        start = payload["from"]
        if not whole(start) or not 2 <= start <= self.event["rounds"]:
            raise FileRefused(_("%(where)s: it starts from a round after the first, among "
                                "the event's rounds.", where=where))
        if kind == "withdraw":
            if entry in self.withdrawn:
                raise FileRefused(_("%(where)s: entry %(n)s is withdrawn already.",
                                    where=where, n=entry))
            self.withdrawn[entry] = start
        elif entry <= self.event["entered"] or payload["players"] != list(
                self.entries[entry - 1].players):
            raise FileRefused(_("%(where)s: a late entry is one after those entered at the "
                                "start, with its players as the entries list them.",
                                where=where))
        return None

    def finish(self):
        """Once every correction is read: each renamed entry bears its last new name.
        Raises FileRefused."""
        for number, name in sorted(self.names.items()):
            if self.entries[number - 1].name != name:
                raise FileRefused(_("Entry %(n)s: its name must be the last it was renamed "
                                    "to, %(name)s.", n=number, name=name))

    def _table(self, where, kind, payload, voided, ended):
        keys = {"round", "table"} | ({"entry"} if kind == "forfeit" else {"points", "winner"})
        round_no, table = payload.get("round"), payload.get("table")
        if set(payload) - {"seated"} != keys or not whole(round_no) \
                or not 1 <= round_no <= len(self.played) or not whole(table) \
                or not 1 <= table <= len(self.played[round_no - 1].tables):
            raise FileRefused(_("%(where)s: it must name a table of a round seated.",
                                where=where))
        seated_note(where, payload, self.played)
        at, found = (round_no, table), self.played[round_no - 1].tables[table - 1]
        said = {"where": where, "r": round_no, "t": table}
        if at in voided:
            raise FileRefused(_("%(where)s: round %(r)s, table %(t)s's result is voided: "
                                "it is restored before it is decided again.", **said))
        sides = len(found.entries)
        if kind == "forfeit":
            # A table whose last hand is marked (ended by time) may still be decided by
            # forfeit before that hand is scored, as the organiser's page allows; a
            # decision, once made, stands over the mark (views.night.live).
            if "points" in ended.get(at, {}) or at in self.settled or found.decided:
                raise FileRefused(_("%(where)s: round %(r)s, table %(t)s is decided "
                                    "already: it cannot be decided by forfeit.", **said))
            if payload["entry"] not in found.entries:
                raise FileRefused(_("%(where)s: a forfeit goes to an entry of its table.",
                                    where=where))
            self.settled[at] = {"how": "forfeit", "points": [0] * sides,
                                "winner": found.entries.index(payload["entry"])}
            return
        points = payload["points"]
        try:
            winner = hand_result(points if isinstance(points, list) else (), sides,
                                 self.event["low_wins"], draws=True)
        except ValueError:
            winner = -1  # no result: refused below
        if payload["winner"] != winner:
            raise FileRefused(_("%(where)s: a result by hand is one whole score a side, "
                                "0 or more, the better winning (level best scores: a "
                                "draw, no winner).", where=where))
        self.settled[at] = {"how": "hand", "points": list(points), "winner": winner}

    def _clock(self, where, kind, payload):
        round_no = payload.get("round")
        if set(payload) != {"round"} or not whole(round_no) \
                or not 1 <= round_no <= len(self.played):
            raise FileRefused(_("%(where)s: it must name a round seated.", where=where))
        if self.event["round_minutes"] is None:
            raise FileRefused(_("%(where)s: only an event whose rounds have a time limit "
                                "has a clock.", where=where))
        now = self.clocks.get(round_no)
        allowed = {"start": None, "pause": "running", "resume": "paused"}[kind]
        if now != allowed:
            raise FileRefused(_("%(where)s: round %(r)s's clock is started once, paused "
                                "only while it runs and resumed only while paused.",
                                where=where, r=round_no))
        self.clocks[round_no] = "paused" if kind == "pause" else "running"
