"""The registry of games: the one place that names each game the app knows. The
shared views ask `KINDS[game.kind]` (a views.games.kind.Kind) and never branch on a game's
name; a new game adds its folder's Kind to the list below (docs/ADDING_A_GAME.md)."""
from views.games import bendomino, gaple, moon, straight

KINDS = {kind.name: kind for kind in (straight.KIND, moon.KIND, bendomino.KIND, gaple.KIND)}


def game_name(kind):
    """The name of the game `kind` (a Game.kind) for people."""
    return KINDS[kind].title if kind in KINDS else kind.title()
