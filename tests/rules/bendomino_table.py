"""A simulated Bendomino table for tests: a physical set whose non-doubles each turn
one fixed way per number, real deals, players who play what fits (or draw), the
draw-down, and honest reports. Produces only legal actions."""
from __future__ import annotations

import random

from rules import bendomino
from rules.tiles import DOUBLE_SIX


class BendominoTable:
    def __init__(self, options: bendomino.Options, seed: int, draw_rate=0.1):
        self.options = options
        self.rng = random.Random(seed)
        self.draw_rate = draw_rate
        # The set's make: for each non-double, the number that attached turns it right.
        self.right = {t: self.rng.choice((t.high, t.low)) for t in DOUBLE_SIX if not t.is_double}
        self.state = bendomino.new_game(options)
        self.actions: list[dict] = []
        self._deal()

    def _deal(self):
        tiles = list(DOUBLE_SIX)
        self.rng.shuffle(tiles)
        size = self.options.hand_size
        self.hands = [tiles[i * size:(i + 1) * size] for i in range(self.options.players)]
        self.stock = tiles[self.options.players * size:]
        self.drawn = None

    def _fits(self, tile):
        places = []
        for name, end in self.state.ends.items():
            if end["status"] in bendomino.BLOCKED or not tile.has(end["number"]):
                continue
            for turn in end["turns"]:
                made = "right" if self.right.get(tile) == end["number"] else "left"
                if tile.is_double or turn == made:
                    places.append((name, turn))
        return places

    def next_action(self) -> dict | None:
        state, rng = self.state, self.rng
        if state.winner is not None:
            return None
        if state.reports_due:
            seat = rng.choice(state.reports_due)
            hand = self.hands[seat]
            if rng.random() < 0.3:
                return {"type": "reveal", "seat": seat, "pips": sum(t.pips for t in hand)}
            return {"type": "reveal", "seat": seat, "tiles": [str(t) for t in hand]}
        if state.phase == "opening":
            seat = rng.randrange(self.options.players)
            tile = max(self.hands[seat], key=lambda t: (t.is_double, t.pips, t.high))
            text = str(tile) if rng.random() < 0.5 else f"{tile.low}-{tile.high}"
            first = int(text[0])
            turn = None if tile.is_double else ("right" if self.right[tile] == first else "left")
            return {"type": "play", "seat": seat, "tile": text, "end": None, "turn": turn}
        seat = state.turn
        if state.phase == "draw-down":
            return {"type": "draw", "seat": seat}
        hand = [self.drawn] if self.drawn is not None else self.hands[seat]
        options = [(t, end, turn) for t in hand for end, turn in self._fits(t)]
        if options and not (self.drawn is None and state.stock and rng.random() < self.draw_rate):
            tile, end, turn = rng.choice(options)
            return {"type": "play", "seat": seat, "tile": str(tile), "end": end,
                    "turn": turn if rng.random() < 0.7 else None}
        if self.drawn is None and state.stock:
            return {"type": "draw", "seat": seat}
        return {"type": "pass", "seat": seat}

    def apply(self, action: dict):
        before = self.state
        try:
            self.state = bendomino.apply(self.state, action)
        except bendomino.IllegalAction:
            if action["type"] == "play" and action.get("turn") is None:
                # Both turns fit and the tile's make is not known yet: name the turn.
                tile = next(t for t in DOUBLE_SIX if t == action["tile"])
                end = self.state.ends[action["end"]]["number"] if action["end"] else None
                turns = self.state.ends[action["end"]]["turns"] if action["end"] else []
                turn = ("right" if self.right.get(tile) == end else "left") \
                    if not tile.is_double else turns[0]
                action = {**action, "turn": turn}
                self.state = bendomino.apply(self.state, action)
            else:
                raise
        self.actions.append(action)
        seat = action.get("seat")
        if action["type"] == "play":
            self.hands[seat] = [t for t in self.hands[seat] if t != action["tile"]]
            self.drawn = None
        elif action["type"] == "draw":
            tile = self.stock.pop()
            self.hands[seat].append(tile)
            self.drawn = tile if before.phase == "play" else None
        elif action["type"] == "pass":
            self.drawn = None
        if self.state.hand != before.hand:
            self._deal()
        return self.state
