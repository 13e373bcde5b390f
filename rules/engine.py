"""What every game's rules module does the same way."""
from __future__ import annotations


def replay_with(new_game, apply, options, actions: list):
    """The state after `actions` (JSON objects of the event log, voided ones already
    removed), from `new_game(options)` through `apply`. Raises IllegalAction at the
    first illegal one."""
    state = new_game(options)
    for action in actions:
        state = apply(state, action)
    return state
