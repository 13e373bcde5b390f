"""Which games of a table count for its match, and for which entry. Pure (no Flask, no
database).

A game counts for the event only if the event started it: the table's first game
(seated by the event), then each next game of the match, started from the one before
it ("Play again", or New game's offer of the match's next game), of the event's game
with the event's options, each of its sides one of the match's entries. Points and
wins go to the entry whose players sit on the side, never to a seat number: a next
game with the players in each other's seats credits the same entries. A game of any
other shape (another game, other options, other sides, partners split up) does not
count, nor does any game started from it."""
from dataclasses import dataclass


@dataclass(frozen=True)
class TableGame:
    """A game at a table as the event reads it: `id` (increasing in the order the games
    were started), `again_of` (the id of the game it was started from, or None),
    `kind`, `options` (its options JSON), `seats` (a player per seat, in order of play:
    ids, or anything that names a player), `scores` (per side), `winner` (the side,
    or None) and `drawn` (the sides sharing first place of a game over with no single
    winner, rules.night.outcome.shared_first; () otherwise)."""

    id: int
    again_of: int | None
    kind: str
    options: dict
    seats: tuple
    scores: tuple
    winner: int | None
    drawn: tuple = ()


@dataclass(frozen=True)
class Counted:
    """A game of the match: `game` (its TableGame), `scores`, `winner` (an index) and
    `drawn` (the indexes sharing first place) in the match's order of entries."""

    game: TableGame
    scores: tuple
    winner: int | None
    drawn: tuple = ()


def match_games(games, kind, options, entries):
    """The match's games in the order played, each a Counted. `games`: every TableGame
    of the table, in any order; `kind` and `options` (JSON) the event's game; `entries`:
    for each of the match's entries in its order, the players that make it up. The
    first is the table's earliest game, then each game started from the last one
    counted; the run stops at the first game of another shape. Raises nothing."""
    if not games:
        return []
    after = {g.again_of: g for g in sorted(games, key=lambda g: -g.id)
             if g.again_of is not None}
    game, counted = min(games, key=lambda g: g.id), []
    while game is not None:
        found = by_entry(game, kind, options, entries)
        if found is None:
            break
        counted.append(found)
        following = after.get(game.id)
        game = following if following is not None and following.id > game.id else None
    return counted


def by_entry(game, kind, options, entries):
    """`game` (a TableGame) as a game of the match of `entries` (the players of each
    entry, in the match's order): a Counted with its scores and winner put in the
    entries' order, or None when it is not the event's game (`kind`, `options`) or its
    sides are not exactly the match's entries (side = seat % sides, DESIGN). Raises
    nothing."""
    sides = len(entries)
    if game.kind != kind or game.options != options or sides < 1:
        return None
    scores = tuple(game.scores) or (0,) * sides  # a game not yet projected: no points
    winner = game.winner
    if len(scores) != sides or not all(isinstance(s, int) for s in scores) \
            or len(game.seats) != sum(len(e) for e in entries) \
            or not (winner is None or (isinstance(winner, int) and 0 <= winner < sides)) \
            or not all(isinstance(s, int) and 0 <= s < sides for s in game.drawn):
        return None
    wanted = {frozenset(players): i for i, players in enumerate(entries)}
    entry_of_side = [wanted.get(frozenset(p for seat, p in enumerate(game.seats)
                                          if seat % sides == side)) for side in range(sides)]
    if None in entry_of_side or len(set(entry_of_side)) != sides:
        return None
    ordered = [0] * sides
    for side, entry in enumerate(entry_of_side):
        ordered[entry] = scores[side]
    drawn = () if winner is not None else tuple(sorted(entry_of_side[s] for s in game.drawn))
    return Counted(game, tuple(ordered), None if winner is None else entry_of_side[winner],
                   drawn)
