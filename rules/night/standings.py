"""The standings of an event (klasemen): match points (a match won 1, drawn ½), then
the tie-breaks in the event's order (rules.night.ties: Buchholz, points difference,
points scored, head to head), then the order entered. Pure (no Flask, no database).

A match is one game to the target, or the best of three games (rules.night.outcome).
Its points are what each side scored in the games that counted (a best of three ends
when a side has won two: games played after that do not count). A side's points
difference in a match is its points less the most that any other side at its table
scored (for a table of two, less its opponents' points). A bye counts as the event
says (`BYE_RULES`). A drawn match (RULES GP9: shared first place under Gaple's
`penalty`) is half a match won for each side sharing it, and lost for the others.

Where the game counts points against a side (`low_wins`: Gaple's `penalty`, RULES
§GP8.1, where each player adds the pips left in their hand and low totals are good),
a lower score is the better one: the difference is the best (lowest) other side's
points less the side's own, so that a larger difference is still better, and fewer
points scored rank first."""
from dataclasses import dataclass, field

from rules.night.outcome import match_outcome, time_outcome
from rules.night.ties import LEGACY_TIE_BREAKS, check_tie_breaks, ranked

# What a bye counts for: "win" a match won with 0 points scored and 0 difference;
# "none" nothing but the bye itself (not a match played).
BYE_RULES = ("win", "none")


@dataclass(frozen=True)
class Result:
    """A finished match as the standings count it: `round` (from 1), `entries` (the
    entries by side), `points` (per side), `winner` (the side index that won, or None
    for a draw) and `drawn` (the sides sharing a drawn match; () when it was won)."""

    round: int
    entries: tuple
    points: tuple
    winner: int | None
    drawn: tuple = ()


@dataclass(frozen=True)
class Row:
    """One entry's line of the standings: `rank` (1 = first), `played` (matches, a
    bye counted as the bye rule says), `won`, `drawn`, `lost`, `byes`, `points`
    (scored), `against` and `difference` (points), `buchholz` (the match points of
    every opponent met at a table, summed). `against` is the best score of the other
    sides at each table, summed: the most under higher-is-better scoring, the least
    under `low_wins`; `difference` is then points less against, or against less
    points, so that larger is better either way. `match_points` is won + drawn / 2."""

    entry: int
    rank: int = 0
    played: int = 0
    won: int = 0
    lost: int = 0
    byes: int = 0
    points: int = 0
    against: int = 0
    beaten: frozenset = field(default=frozenset())
    low_wins: bool = False
    drawn: int = 0
    drew: frozenset = field(default=frozenset())
    opponents: tuple = ()
    buchholz: float = 0

    @property
    def difference(self):
        return self.against - self.points if self.low_wins else self.points - self.against

    @property
    def match_points(self):
        """Matches won, and half of each drawn: an int, or a float ending in .5."""
        return _halves(2 * self.won + self.drawn)


def match_result(games, best_of, sides=None):
    """A match from its games, in the order played: each `(scores, winner)`, or
    `(scores, winner, drawn)` for a game whose first place is shared
    (rules.night.outcome.match_outcome). Returns `(points, wins, winner)`: points per
    side summed over the games that count, games won per side (a drawn game half to
    each sharing it), and the side that won the match (None while it is undecided, or
    drawn). Raises nothing."""
    outcome = match_outcome(games, best_of, sides)
    return outcome.points, outcome.wins, outcome.winner


def time_winner(points, low_wins=False):
    """The side that wins a match ended by time (the better total: the highest, or
    the lowest when `low_wins`, RULES §GP8.1, §GP9), or None when two or more sides
    share the best score. Raises ValueError for no points."""
    return time_outcome(points, low_wins)[0]


def standings(entries, results, byes=(), bye_rule="win", low_wins=False,
              tie_breaks=LEGACY_TIE_BREAKS):
    """The standings: a list of Row, first place first. `entries`: every entry (ints)
    in the order entered, which settles what nothing else does; `results`: the
    finished matches (Result); `byes`: the entries' byes (entry ids, one per bye,
    repeated for a second); `bye_rule`: one of BYE_RULES; `low_wins`: the game counts
    points against a side, so a lower score is better (RULES §GP8.1); `tie_breaks`:
    the order of rules.night.ties.TIE_BREAKS after match points. A result without a
    score for each of its entries, or with neither a winner among them nor two or more
    sides sharing a draw, counts for nobody. Raises ValueError for an unknown bye rule
    or tie-break, KeyError for an entry not in `entries`."""
    if bye_rule not in BYE_RULES:
        raise ValueError(f"unknown bye rule {bye_rule!r}")
    check_tie_breaks(tie_breaks)
    rows = {e: Row(e, low_wins=low_wins) for e in entries}
    for entry in byes:
        rows[entry] = _bye(rows[entry], bye_rule)
    for result in results:
        if not _whole(result):  # a result of another shape counts for nobody
            continue
        for side, entry in enumerate(result.entries):
            rows[entry] = _count(rows[entry], result, side)
    for entry, row in rows.items():
        rows[entry] = Row(**{**row.__dict__, "buchholz": _halves(sum(
            2 * rows[o].won + rows[o].drawn for o in row.opponents))})
    order = {e: i for i, e in enumerate(entries)}
    ranked_rows = ranked(list(rows.values()), order, tie_breaks)
    return [Row(**{**r.__dict__, "rank": i}) for i, r in enumerate(ranked_rows, start=1)]


def _whole(result):
    """Whether `result` has a score for each of its entries and a winner among them,
    or two or more of them sharing a draw."""
    sides = len(result.entries)
    if len(result.points) != sides:
        return False
    if result.winner is not None:
        return result.winner in range(sides) and not result.drawn
    return len(set(result.drawn)) == len(result.drawn) >= 2 \
        and all(s in range(sides) for s in result.drawn)


def _bye(row, bye_rule):
    counted = bye_rule == "win"
    return Row(**{**row.__dict__, "byes": row.byes + 1, "played": row.played + counted,
                  "won": row.won + counted})


def _count(row, result, side):
    others = [p for s, p in enumerate(result.points) if s != side]
    best_other = (min if row.low_wins else max)(others, default=0)
    won, drew = result.winner == side, side in result.drawn
    rivals = tuple(e for s, e in enumerate(result.entries) if s != side)
    beaten = set(rivals) if won else \
        {e for s, e in enumerate(result.entries) if s != side and s not in result.drawn} \
        if drew else set()
    shared = {e for s, e in enumerate(result.entries) if s != side and s in result.drawn} \
        if drew else set()
    return Row(**{**row.__dict__, "played": row.played + 1, "won": row.won + won,
                  "drawn": row.drawn + drew, "lost": row.lost + (not won and not drew),
                  "points": row.points + result.points[side],
                  "against": row.against + best_other, "opponents": row.opponents + rivals,
                  "beaten": row.beaten | beaten, "drew": row.drew | shared})


def _halves(count):
    """`count` halves as a number: an int when whole, else a float ending in .5."""
    return count // 2 if count % 2 == 0 else count / 2
