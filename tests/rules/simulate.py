"""A simulated table for tests and benchmarks: real shuffled tiles, real hands,
players who play the first tile that fits (else draw, else pass), and honest
hand-end reports. Produces only legal actions, with the hidden hands known."""
from __future__ import annotations

import random

from rules import straight
from rules.tiles import DOUBLE_SIX


class Table:
    """Deals and plays a Straight Domino game action by action.

    `next_action()` returns the JSON action the table would log next (or None
    once the game is won); `apply(action)` advances both the engine state and the
    simulated hands."""

    def __init__(self, options: straight.Options, seed: int, report_as_pips=0.3,
                 canonical=False, first=None, override_rate=0.0):
        self.options = options
        self.rng = random.Random(seed)
        self.report_as_pips = report_as_pips
        self.canonical = canonical  # tiles written high half first, as the tile picker does
        self.first = first          # the first leader, else a random seat
        self.override_rate = override_rate  # how often a misplay stands (RULES S4.6)
        self.state = straight.new_game(options)
        self.actions: list[dict] = []
        self._deal()

    def _deal(self):
        tiles = list(DOUBLE_SIX)
        self.rng.shuffle(tiles)
        size = self.options.hand_size
        self.hands = [tiles[i * size:(i + 1) * size] for i in range(self.options.players)]
        self.boneyard = tiles[self.options.players * size:]

    def next_action(self) -> dict | None:
        state = self.state
        if state.winner is not None:
            return None
        if state.reports_due:
            seat = self.rng.choice(state.reports_due)
            hand = self.hands[seat]
            if self.rng.random() < self.report_as_pips:
                return {"type": "reveal", "seat": seat, "pips": sum(t.pips for t in hand)}
            return {"type": "reveal", "seat": seat, "tiles": [str(t) for t in hand]}
        seat = state.turn
        if seat is None:
            seat = self.first if self.first is not None else self.rng.randrange(self.options.players)
        hand = self.hands[seat]
        options = [(t, e) for t in hand for e in state.ends_for(t)]
        if options and state.layout.lead is not None and self.rng.random() < self.override_rate:
            misplays = [(t, e, shows) for t in hand for e, n in state.open_ends.items()
                        for shows in {t.high, t.low} if t.other(shows) != n]
            if misplays:
                tile, end, shows = self.rng.choice(misplays)
                return {"type": "play", "seat": seat, "tile": str(tile), "end": end,
                        "override": True, "shows": shows}
        if options:
            tile, end = self.rng.choice(options)
            text = str(tile) if self.canonical or self.rng.random() < 0.5 \
                else f"{tile.low}-{tile.high}"
            if end == "lead":
                end = None
            elif len(state.ends_for(tile)) == 1 and self.rng.random() < 0.5:
                end = None
            return {"type": "play", "seat": seat, "tile": text, "end": end}
        if state.boneyard:
            return {"type": "draw", "seat": seat}
        return {"type": "pass", "seat": seat}

    def apply(self, action: dict):
        before = self.state
        self.state = straight.apply(self.state, action)
        self.actions.append(action)
        if action["type"] == "play":
            self.hands[action["seat"]] = [t for t in self.hands[action["seat"]]
                                          if t != action["tile"]]
        elif action["type"] == "draw":
            self.hands[action["seat"]].append(self.boneyard.pop())
        if self.state.hand != before.hand:
            self._deal()
        return self.state

    def play_out(self, limit: int = 10_000):
        """Apply actions until the game is won (or `limit` actions)."""
        for _ in range(limit):
            action = self.next_action()
            if action is None:
                break
            self.apply(action)
        return self.state
