"""Domino Table files for import tests and benchmarks: one long Straight game of N legal
events (tests.rules.simulate), written as the app exports a session."""
import json

from rules import straight
from tests.rules.simulate import Table

MOMENT = "2026-11-29T15:00:00.000000Z"


def long_session(events, seed=1, names=("Ana", "Budi")):
    """The file's bytes: a session of `names` with one Straight game (2 players, target
    10,000, so it is not won) of `events` logged actions."""
    options = straight.Options(2, target=10000)
    table = Table(options, seed=seed, canonical=True, first=0)
    for _ in range(events):
        table.apply(table.next_action())
    document = {"format": "domino-table", "version": 1, "title": None, "created_at": MOMENT,
                "players": list(names),
                "games": [{"kind": "straight", "options": options.to_json(), "first_seat": 0,
                           "seats": list(names), "created_at": MOMENT,
                           "events": [{"seq": seq, "kind": action["type"], "payload": action,
                                       "at": MOMENT}
                                      for seq, action in enumerate(table.actions, 1)]}]}
    return json.dumps(document).encode()
