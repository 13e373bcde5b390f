"""A new game's row: started from the new-game form (views.table.game_start), by Play
again (views.table.game), or for each table of an event's round (views.night.seating)."""
from extensions import db
from models import Game, Seat
from models.log import projection_of


def start(table, kind, options, player_ids, first, again_of=None):
    """A new game of `kind` (a views.games.kind.Kind) at `table` (a Session), committed:
    `options` its options JSON, `player_ids` by seat, `first` the seat that acts first
    (the kind's first_phase), `again_of` the game it plays again. Returns the Game."""
    game = new_game_row(table, kind, options, player_ids, first, again_of)
    db.session.add(game)
    db.session.commit()
    return game


def new_game_row(table, kind, options, player_ids, first, again_of=None):
    """The Game (with its seats) that `start` commits, built but not added to the
    database session: a caller writing many at once (a round's tables) adds them in
    one transaction of its own."""
    module = kind.rules
    state = module.new_game(module.Options.from_json(options))
    game = Game(session=table, kind=kind.name, options=options, first_seat=first,
                again_of=again_of, **projection_of(state))
    game.seats = [Seat(position=i, player_id=pid) for i, pid in enumerate(player_ids)]
    return game
