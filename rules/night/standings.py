"""The standings of an event (klasemen): matches won, then points difference, then
points scored, then head to head. Pure (no Flask, no database).

A match is one game to the target, or the best of three games. Its points are what
each side scored in the games that counted (a best of three ends when a side has won
two: games played after that do not count). A side's points difference in a match is
its points less the most that any other side at its table scored (for a table of two,
less its opponents' points). A bye counts as the event says (`BYE_RULES`).

Where the game counts points against a side (`low_wins`: Gaple's `penalty`, RULES
§GP8.1, where each player adds the pips left in their hand and low totals are good),
a lower score is the better one: the difference is the best (lowest) other side's
points less the side's own, so that a larger difference is still better, and fewer
points scored rank first among entries level on wins and difference."""
from dataclasses import dataclass, field

# What a bye counts for: "win" a match won with 0 points scored and 0 difference;
# "none" nothing but the bye itself (not a match played).
BYE_RULES = ("win", "none")


@dataclass(frozen=True)
class Result:
    """A finished match as the standings count it: `round` (from 1), `entries` (the
    entries by side), `points` (per side), `winner` (the side index that won)."""

    round: int
    entries: tuple
    points: tuple
    winner: int


@dataclass(frozen=True)
class Row:
    """One entry's line of the standings: `rank` (1 = first), `played` (matches, a
    bye counted as the bye rule says), `won`, `lost`, `byes`, `points` (scored),
    `against` and `difference` (points). `against` is the best score of the other
    sides at each table, summed: the most under higher-is-better scoring, the least
    under `low_wins`; `difference` is then points less against, or against less
    points, so that larger is better either way."""

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

    @property
    def difference(self):
        return self.against - self.points if self.low_wins else self.points - self.against


def match_result(games, best_of, sides=None):
    """A match from its games, in the order played: each `(scores, winner)` with
    `scores` per side and `winner` the side that won (None while it is being played).
    `best_of` is 1 or 3; `sides` the match's sides (by default, the first game's).
    Returns `(points, wins, winner)`: points per side summed over the games that count,
    games won per side, and the side that won the match (None while it is undecided).
    Games after the decision do not count; a game still being played counts its points
    so far. A game of another shape (another number of sides, a winner no side is)
    does not count either: the match goes on as if it had not been played. Raises
    nothing."""
    needed = best_of // 2 + 1
    if sides is None:
        sides = len(games[0][0]) if games else 0
    points, wins = [0] * sides, [0] * sides
    for scores, winner in games:
        if len(scores) != sides or not (winner is None or 0 <= winner < sides):
            continue
        for side, score in enumerate(scores):
            points[side] += score
        if winner is None:
            break
        wins[winner] += 1
        if wins[winner] == needed:
            return tuple(points), tuple(wins), winner
    return tuple(points), tuple(wins), None


def time_winner(points, low_wins=False):
    """The side that wins a match ended by time (docs/events.md: the table
    finishes the hand in play and the better score wins): `points` per side; the
    highest, or the lowest when `low_wins` (RULES §GP8.1, §GP9). Returns the side
    index, or None when two or more sides share the best score (the table plays
    another hand). Raises ValueError for no points."""
    best = (min if low_wins else max)(points)
    return None if list(points).count(best) > 1 else list(points).index(best)


def standings(entries, results, byes=(), bye_rule="win", low_wins=False):
    """The standings: a list of Row, first place first. `entries`: every entry (ints)
    in the order entered, which settles what nothing else does; `results`: the
    finished matches (Result); `byes`: the entries' byes (entry ids, one per bye,
    repeated for a second); `bye_rule`: one of BYE_RULES; `low_wins`: the game counts
    points against a side, so a lower score is better (RULES §GP8.1). Order: matches
    won, points difference (larger first, either way: see Row), points scored (more
    first, or fewer under `low_wins`), then head to head (among entries level on all
    three, who beat more of the others at a table), then the order entered. A result
    without a score for each of its entries or a winner among them counts for nobody.
    Raises ValueError for an unknown bye rule, KeyError for an entry not in
    `entries`."""
    if bye_rule not in BYE_RULES:
        raise ValueError(f"unknown bye rule {bye_rule!r}")
    rows = {e: Row(e, low_wins=low_wins) for e in entries}
    for entry in byes:
        rows[entry] = _bye(rows[entry], bye_rule)
    for result in results:
        if not _whole(result):  # a result of another shape counts for nobody
            continue
        for side, entry in enumerate(result.entries):
            rows[entry] = _count(rows[entry], result, side)
    order = {e: i for i, e in enumerate(entries)}
    scored = 1 if low_wins else -1  # fewer points first where low totals are good
    ranked = sorted(rows.values(), key=lambda r: (-r.won, -r.difference, scored * r.points,
                                                  order[r.entry]))
    ranked = _head_to_head(ranked, order)
    return [Row(**{**r.__dict__, "rank": i}) for i, r in enumerate(ranked, start=1)]


def _whole(result):
    """Whether `result` has a score for each of its entries and a winner among them."""
    sides = len(result.entries)
    return len(result.points) == sides and result.winner in range(sides)


def _bye(row, bye_rule):
    counted = bye_rule == "win"
    return Row(**{**row.__dict__, "byes": row.byes + 1, "played": row.played + counted,
                  "won": row.won + counted})


def _count(row, result, side):
    others = [p for s, p in enumerate(result.points) if s != side]
    best_other = (min if row.low_wins else max)(others, default=0)
    won = result.winner == side
    beaten = {e for s, e in enumerate(result.entries) if s != side} if won else set()
    return Row(**{**row.__dict__, "played": row.played + 1, "won": row.won + won,
                  "lost": row.lost + (not won), "points": row.points + result.points[side],
                  "against": row.against + best_other,
                  "beaten": row.beaten | beaten})


def _head_to_head(ranked, order):
    """`ranked` with each run of rows level on wins, difference and points put in
    order of how many of that run each beat."""
    out, i = [], 0
    while i < len(ranked):
        j = i
        level = (ranked[i].won, ranked[i].difference, ranked[i].points)
        while j < len(ranked) and (ranked[j].won, ranked[j].difference,
                                   ranked[j].points) == level:
            j += 1
        run = ranked[i:j]
        group = {r.entry for r in run}
        out += sorted(run, key=lambda r: (-len(r.beaten & group), order[r.entry]))
        i = j
    return out
