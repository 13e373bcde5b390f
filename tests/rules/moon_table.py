"""A simulated Moon table for tests: real deals, bids, trump, players who follow
suit (or, now and then, renege), and rulings. Produces only legal actions."""
from __future__ import annotations

import random

from rules import moon
from rules.moon.tricks import follows


class MoonTable:
    """Deals and plays a Moon game; `next_action()` / `apply(action)` as in
    simulate.Table. `renege_rate` is how often a player able to follow does not."""

    def __init__(self, options: moon.Options, seed: int, renege_rate=0.1, first=None):
        self.options = options
        self.rng = random.Random(seed)
        self.renege_rate = renege_rate
        self.first = first
        self.state = moon.new_game(options)
        self.actions: list[dict] = []
        self._deal()

    def _deal(self):
        tiles = list(moon.tile_set(self.options))
        self.rng.shuffle(tiles)
        n = self.options.players
        self.hands = [tiles[i * 7:(i + 1) * 7] for i in range(n)]
        self.widow = tiles[n * 7:]

    def next_action(self) -> dict | None:
        state, rng = self.state, self.rng
        if state.winner is not None:
            return None
        due = [r for r in state.reneges if r.ruling is None]
        if due and (state.phase == "rulings" or rng.random() < 0.2):
            r = due[0]
            return {"type": "ruling", "trick": r.trick, "seat": r.seat,
                    "ruling": rng.choice(["penalty", "stand"])}
        seat = state.turn
        if seat is None:
            seat = self.first if self.first is not None else rng.randrange(self.options.players)
        if state.phase == "bidding":
            high = state.high_bid or 0
            choices = [None] + [b for b in (4, 5, 6, 7, 21) if b > high]
            # Mostly passes and low bids, as at a real table: random play seldom makes a 7.
            weights = [8] + [{4: 4, 5: 2, 6: 1, 7: 0.5, 21: 0.1}[b] for b in choices[1:]]
            last = len(state.bids) == self.options.players - 1
            if last and state.high_bid is None and self.options.all_pass == "forced":
                choices, weights = choices[1:], weights[1:]
            return {"type": "bid", "seat": seat, "bid": rng.choices(choices, weights)[0]}
        # moon-3: the widow and trump come in either order (RULES M5)
        if state.phase == "widow" and (state.trump is not None or rng.random() < 0.5):
            return {"type": "widow", "seat": seat}
        if state.phase in ("widow", "trump"):
            modes = list(range(7)) + (["doubles"] if self.options.doubles_trump else []) + ["none"]
            return {"type": "trump", "seat": seat, "trump": rng.choice(modes)}
        hand = self.hands[seat]
        led = state.led
        able = [t for t in hand if led is not None and follows(t, led, state.trump)]
        pool = able if able and rng.random() >= self.renege_rate else hand
        tile = rng.choice(pool)
        text = str(tile) if rng.random() < 0.5 else f"{tile.low}-{tile.high}"
        return {"type": "play", "seat": seat, "tile": text}

    def apply(self, action: dict):
        before = self.state
        self.state = moon.apply(self.state, action)
        self.actions.append(action)
        if action["type"] == "widow":
            hand = self.hands[action["seat"]] + self.widow
            self.rng.shuffle(hand)
            self.hands[action["seat"]] = hand[:7]  # the discard goes face down
        elif action["type"] == "play":
            self.hands[action["seat"]] = [t for t in self.hands[action["seat"]]
                                          if t != action["tile"]]
        if self.state.hand != before.hand:
            self._deal()
        return self.state

    def play_out(self, limit=5_000):
        for _ in range(limit):
            action = self.next_action()
            if action is None:
                break
            self.apply(action)
        return self.state
