"""A game's event log replayed for review: every logged action with the rules State
before and after it, the hand (round) it was logged in, and the undo that voided it,
if any. Pure: takes Event-like rows (`seq`, `kind`, `payload`), no Flask.

Undone actions are replayed as they were when logged (on the live actions of that
moment), so the review can show them struck through in their hand; only live ones are
steps. Undo is always of the latest live action (RULES G6), so the live actions of any
moment are a stack."""
from typing import NamedTuple

from rules import IllegalAction


class Entry(NamedTuple):
    """One logged action: `seq` in the log, the `action` JSON, the `hand` (round) it
    was logged in, the States `before` and `after` it, and `undone_by`, the seq of
    the undo that voided it (None if it stands)."""

    seq: int
    action: dict
    hand: int
    before: object
    after: object
    undone_by: int | None = None

    @property
    def live(self):
        return self.undone_by is None


def timeline(module, options, events):
    """Every action event of a game in seq order, as Entries. `module` is the game's
    rules module, `options` its Options, `events` its Event rows in any order. An
    action the rules now refuse (a log written under other rules) keeps the State it
    was logged on as its `after`."""
    entries, live = {}, []
    start = module.new_game(options)
    for event in sorted(events, key=lambda e: e.seq):
        if event.kind == "undo":
            voided = event.payload.get("voids")
            if voided in entries:
                entries[voided] = entries[voided]._replace(undone_by=event.seq)
                live = [seq for seq in live if seq != voided]
            continue
        before = entries[live[-1]].after if live else start
        try:
            after = module.apply(before, event.payload)
        except IllegalAction:
            after = before
        entries[event.seq] = Entry(event.seq, event.payload, before.hand, before, after)
        live.append(event.seq)
    return list(entries.values())


def hands(entries):
    """The hand numbers that have at least one live action, in order."""
    return sorted({e.hand for e in entries if e.live})


def hand_entries(entries, hand):
    """All entries logged in `hand` (undone ones included), in seq order."""
    return [e for e in entries if e.hand == hand]


def steps(entries, hand):
    """The live entries of `hand`: step N (from 1) is the hand after its Nth action."""
    return [e for e in hand_entries(entries, hand) if e.live]


def board_state(kind, entry):
    """The State whose board shows `entry`'s step: the State after it, unless that
    action ended the hand and the next one began (then the table as the hand ended:
    what the game's `kind.review_state` gives, e.g. a hand's last trick, else the State
    before the last report, whose layout or chain is complete). `kind` is a
    views.games.kind.Kind."""
    after = entry.after
    if after.hand == entry.hand:
        return after
    return kind.review_state(entry) or entry.before
