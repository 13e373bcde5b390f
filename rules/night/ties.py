"""The order of an event's standings after match points: the tie-breaks, in the order
the organiser chose at the event's creation, as Swiss events use them. Pure.

- "buchholz": the opponents' match points (Buchholz): the match points of every
  entry met at a table, summed (a bye meets nobody); more first.
- "difference": points difference (larger first, under either way of scoring).
- "points": points scored (more first, or fewer where low totals are good).
- "head": head to head: among the entries still level on everything before it, who
  did better against the others of that group at a table (a win 1, a draw ½).
Entries level on all of them keep the order entered."""

TIE_BREAKS = ("buchholz", "difference", "points", "head")
# A new event's order (docs/events.md) and the order of events from before the
# organiser chose one (no Buchholz).
DEFAULT_TIE_BREAKS = TIE_BREAKS
LEGACY_TIE_BREAKS = ("difference", "points", "head")


def check_tie_breaks(order):
    """Raises ValueError unless `order` names tie-breaks of TIE_BREAKS, each at most
    once."""
    if any(t not in TIE_BREAKS for t in order) or len(set(order)) != len(order):
        raise ValueError(f"unknown or repeated tie-break in {tuple(order)!r}")


def ranked(rows, order, tie_breaks):
    """`rows` (rules.night.Row) first place first: match points, then `tie_breaks` in
    turn, then `order` ({entry: position entered})."""
    rows = sorted(rows, key=lambda r: -(2 * r.won + r.drawn))
    out = []
    for run in _runs(rows, lambda r: 2 * r.won + r.drawn):
        out += _rank(run, order, tuple(tie_breaks))
    return out


def _rank(rows, order, tie_breaks):
    if len(rows) < 2 or not tie_breaks:
        return sorted(rows, key=lambda r: order[r.entry])
    first, rest = tie_breaks[0], tie_breaks[1:]
    key = _head_key(rows) if first == "head" else _KEYS[first]
    out = []
    for run in _runs(sorted(rows, key=key), key):
        out += _rank(run, order, rest)
    return out


def _head_key(rows):
    """Head to head within `rows`: twice the wins plus the draws against the others
    of the group, most first."""
    group = {r.entry for r in rows}
    return lambda r: -(2 * len(r.beaten & group) + len(r.drew & group))


_KEYS = {
    "buchholz": lambda r: -r.buchholz,
    "difference": lambda r: -r.difference,
    "points": lambda r: r.points if r.low_wins else -r.points,
}


def _runs(rows, key):
    """`rows` (sorted by `key`) cut into runs of equal `key`."""
    runs = []
    for row in rows:
        if runs and key(runs[-1][-1]) == key(row):
            runs[-1].append(row)
        else:
            runs.append([row])
    return runs
