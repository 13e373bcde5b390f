"""A stand-in rules module for the event-log tests, with the interface of `rules.<game>`:
each {"type": "score", "side": s, "points": p} adds p to side s; first to the target wins.
`REPLAYS` records every replay call and `APPLIED` every action applied, so tests can
see when the state cache missed and what a miss cost."""
from dataclasses import dataclass

REPLAYS = []
APPLIED = []


@dataclass(frozen=True)
class Options:
    sides: int = 2
    target: int = 10

    @classmethod
    def from_json(cls, data):
        return cls(**data)

    def to_json(self):
        return {"sides": self.sides, "target": self.target}


@dataclass(frozen=True)
class State:
    options: Options
    scores: tuple
    hand: int = 1

    @property
    def winner(self):
        leaders = [side for side, score in enumerate(self.scores) if score >= self.options.target]
        return leaders[0] if leaders else None


def new_game(options):
    return State(options, (0,) * options.sides)


def apply(state, action):
    if action["type"] != "score" or state.winner is not None:
        raise ValueError(f"not a legal action: {action}")
    APPLIED.append(action)
    scores = list(state.scores)
    scores[action["side"]] += action["points"]
    return State(state.options, tuple(scores), state.hand + 1)


def replay(options, actions):
    REPLAYS.append(len(actions))
    state = new_game(options)
    for action in actions:
        state = apply(state, action)
    return state
