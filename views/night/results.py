"""How a game of an event comes out as the event reads it: which way its scores run,
and who shares first place of a game over with no single winner (RULES GP9)."""
from rules.night import shared_first
from views.games.registry import KINDS


def low_wins(event):
    """Whether `event`'s game, under the event's options, counts points against a
    side, so that a lower score is the better one (its registry entry says:
    views.games.kind.Kind.low_wins; RULES §GP8.1)."""
    kind = KINDS[event.kind]
    return kind.low_wins(kind.rules.Options.from_json(event.options))


def drawn_sides(game, event):
    """The sides sharing first place of `game` (a Game or GameLine of the event), when
    it is over with no single winner (RULES GP9: equal lowest totals under a `penalty`
    scoring, or nobody first: all share), else ()."""
    if game.status != "over" or game.winner is not None or not game.scores:
        return ()
    kind = KINDS[event.kind]
    options = kind.rules.Options.from_json(event.options)
    low = kind.low_wins(options)
    return shared_first(tuple(game.scores), low, options.target if low else None)


def halves(number):
    """A count of matches or games that may end in a half, as the standings write it:
    2, "1½", "½" (a draw is half a match won)."""
    whole, half = divmod(round(number * 2), 2)
    return f"{whole or ''}½" if half else str(whole)


def state_over(state):
    """Whether a game's rules State is over: won, or (RULES GP9) with nobody first."""
    return state.winner is not None or getattr(state, "phase", None) == "over"


def state_drawn(state, kind, options):
    """The sides sharing first place of a game (its rules State, of `kind` a
    views.games.kind.Kind under `options`) over with no single winner (RULES GP9), else ()."""
    if not state_over(state) or state.winner is not None:
        return ()
    low = kind.low_wins(options)
    return shared_first(tuple(state.scores), low, options.target if low else None)
