"""How a game or a match at an event's table comes out: won by one side, or drawn
between the sides sharing first place (RULES GP9: under Gaple's `penalty` scoring
equal lowest totals share first place, and when every total reached the limit nobody
is first: a draw for all), and a table ended by time. Pure (no Flask, no database).

A drawn game counts half a game won to each side sharing it. A match is one game to
the target, or the best of three. A best of three is won by the first side to win
two games; once its three games are played without that (a drawn game among them,
or at a table of three or four three different winners), and after the one game of
a match of one game, the side with the most games won wins, and sides level at the
top share a drawn match (half a match won each, as Swiss events score draws)."""
from dataclasses import dataclass

# A game level at time: "hand" plays one more hand (and another, while level);
# "draw" is a draw between the sides level at the top.
TIME_LEVEL = ("hand", "draw")


@dataclass(frozen=True)
class Outcome:
    """A match as its games leave it: `points` per side (summed over the games that
    count), `wins` per side (games won, a drawn game half to each side sharing it: an
    int, or a float ending in .5), `winner` (the side that won the match, or None) and
    `drawn` (the sides sharing a drawn match, or ()), `games` how many games counted
    (the one being played included). Undecided: no winner, no draw."""

    points: tuple
    wins: tuple
    winner: int | None = None
    drawn: tuple = ()
    games: int = 0

    @property
    def decided(self):
        """Whether the match is won or drawn."""
        return self.winner is not None or bool(self.drawn)


def shared_first(scores, low_wins=False, limit=None):
    """The sides that share first place of a game over with no single winner, from its
    `scores` per side: the best total (the lowest when `low_wins`), and under a
    `limit` (RULES GP9 `penalty`: a total at or over it loses) the lowest total below
    it; nobody below it means nobody is first: every side shares the draw. Returns a
    tuple of sides, in side order. Raises ValueError for no scores."""
    if not scores:
        raise ValueError("a game has a score per side")
    sides = range(len(scores))
    if limit is not None:
        below = [s for s in sides if scores[s] < limit]
        if not below:
            return tuple(sides)
        sides = below
    best = (min if low_wins else max)(scores[s] for s in sides)
    return tuple(s for s in sides if scores[s] == best)


def match_outcome(games, best_of, sides=None):
    """The match from its games, in the order played: each `(scores, winner)` or
    `(scores, winner, drawn)`, `scores` per side, `winner` the side that won the
    game, `drawn` the sides sharing first place of a game over without a winner; a
    game with neither is being played. `best_of` 1 or 3; `sides` the match's sides
    (by default the first game's). Games after the decision do not count; a game
    being played counts its points so far; a game of another shape (another number
    of sides, a winner or a drawn side that no side is) does not count either.
    Returns an Outcome. Raises nothing."""
    needed = 2 * (best_of // 2 + 1)  # in halves of a game
    played = 0
    if sides is None:
        sides = len(games[0][0]) if games else 0
    points, halves = [0] * sides, [0] * sides
    for game in games:
        scores, winner = game[0], game[1]
        drawn = tuple(game[2]) if len(game) > 2 and winner is None else ()
        if len(scores) != sides or not (winner is None or 0 <= winner < sides) \
                or not all(0 <= s < sides for s in drawn) or len(drawn) == 1:
            continue
        for side, score in enumerate(scores):
            points[side] += score
        played += 1
        if winner is None and not drawn:
            break
        for side in (winner,) if winner is not None else drawn:
            halves[side] += 2 if winner is not None else 1
        if max(halves) >= needed or played >= best_of:
            top = tuple(s for s in range(sides) if halves[s] == max(halves))
            return Outcome(tuple(points), _wins(halves), *(
                (top[0], ()) if len(top) == 1 else (None, top)), played)
    return Outcome(tuple(points), _wins(halves), games=played)


def time_outcome(points, low_wins=False, level="hand"):
    """A table ended by time once its last hand is scored: `points` per side, the
    better total winning (the higher, or the lower when `low_wins`, RULES §GP8.1).
    Level at the top: under `level` "draw" a draw between the sides level there;
    under "hand" undecided (the table plays one more hand). Returns (winner, drawn):
    (side, ()), (None, sides) or (None, ()). Raises ValueError for no points or an
    unknown `level`."""
    if level not in TIME_LEVEL:
        raise ValueError(f"unknown level rule {level!r}")
    best = (min if low_wins else max)(points)
    top = tuple(s for s, p in enumerate(points) if p == best)
    if len(top) == 1:
        return top[0], ()
    return None, top if level == "draw" else ()


def _wins(halves):
    return tuple(h // 2 if h % 2 == 0 else h / 2 for h in halves)
