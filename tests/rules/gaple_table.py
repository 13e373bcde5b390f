"""A simulated Gaple table for tests: real shuffled deals (the whole set, 7 tiles
each), players who lay a random tile that fits - or, now and then, pass while able
to (a false pass) - honest redeal and no-double claims, and honest hand-end
reports. When false passes leave a player with a fourth pass in a row, which the
app refuses (RULES GP10.2), the table undoes back to the latest false pass (G6)
and plays it honestly. Every action it logs is one the engine accepts."""
from __future__ import annotations

import random
from dataclasses import dataclass

from rules import gaple
from rules.tiles import DOUBLE_SIX, Tile


@dataclass
class FalsePass:
    """A pass made while holding a tile that fitted: the hand, the seat, which of
    its passes in the hand (from 1), the ends, and the tiles it held then."""

    hand: int
    seat: int
    number: int
    ends: dict
    held: list


class GapleTable:
    """Deals and plays a Gaple game action by action (`next_action()`, `apply()`, as
    `simulate.Table`). `hands` are the four hidden hands now; `ended_hands[k]` the
    hands as hand k+1 ended (before its reports); `false_passes` those still in
    the log."""

    def __init__(self, options: gaple.Options, seed: int, false_pass_rate=0.0,
                 report_as_pips=0.3, redeal_rate=0.5, end_named=0.5):
        self.options = options
        self.rng = random.Random(seed)
        self.false_pass_rate = false_pass_rate
        self.report_as_pips = report_as_pips
        self.redeal_rate = redeal_rate
        self.end_named = end_named
        self.state = gaple.new_game(options)
        self.actions: list[dict] = []
        self.snapshots: list = []
        self.honest_at: set[int] = set()
        self.false_passes: list[tuple[int, FalsePass]] = []
        self.ended_hands: list[list[list[Tile]]] = []
        self._deal()

    def _deal(self):
        tiles = list(DOUBLE_SIX)
        self.rng.shuffle(tiles)
        self.hands = [tiles[i * 7:(i + 1) * 7] for i in range(4)]

    def next_action(self) -> dict | None:
        state = self.state
        if state.phase == "over":
            return None
        if state.phase == "reports":
            return self._report()
        if state.phase == "lead":
            return self._lead()
        seat = state.turn
        fits = [(t, e) for t in self.hands[seat] for e in state.ends_for(t)]
        # Never a fourth pass in a row while able: the app refuses it as impossible (GP10.2).
        false = fits and state.passes < 3 and len(self.actions) not in self.honest_at and \
            self.rng.random() < self.false_pass_rate
        if fits and not false:
            tile, end = self.rng.choice(fits)
            if len(state.ends_for(tile)) == 1 or state.open_ends["left"] == state.open_ends["right"]:
                end = end if self.rng.random() < self.end_named else None
            return {"type": "play", "seat": seat, "tile": self._written(tile), "end": end}
        if state.passes == 3:  # only false passes lead here: undo back to the latest
            self._undo_last_false_pass()
            return self.next_action()
        return {"type": "pass", "seat": seat}

    def _written(self, tile: Tile) -> str:
        return str(tile) if self.rng.random() < 0.5 else f"{tile.low}-{tile.high}"

    def _lead(self) -> dict:
        state, lead = self.state, self.state.lead
        if self.options.redeal_doubles and not state.redeals:
            for seat, hand in enumerate(self.hands):
                if sum(t.is_double for t in hand) >= self.options.redeal_doubles \
                        and self.rng.random() < self.redeal_rate:
                    return {"type": "redeal", "seat": seat}
        if lead.tile is None:
            seat = lead.seat if lead.seat is not None else self.rng.randrange(4)
            return {"type": "play", "seat": seat, "tile": self._written(
                self.rng.choice(self.hands[seat])), "end": None}
        if lead.tile == "double":
            doubles = [t for t in self.hands[lead.seat] if t.is_double]
            if not doubles:
                return {"type": "no-double", "seat": lead.seat}
            return {"type": "play", "seat": lead.seat, "tile": str(self.rng.choice(doubles)),
                    "end": None}
        seat = next(s for s, hand in enumerate(self.hands) if Tile(lead.tile) in hand)
        return {"type": "play", "seat": seat, "tile": lead.tile, "end": None}

    def _report(self) -> dict:
        state = self.state
        seat = self.rng.choice(state.reports_due)
        hand = self.hands[seat]
        shown = {Tile(t) for r in state.reports if r and r.tiles for t in r.tiles}
        must_show = any(d not in shown for d in state.stranded) and len(state.reports_due) > 1
        if not must_show and self.rng.random() < self.report_as_pips:
            return {"type": "reveal", "seat": seat, "pips": sum(t.pips for t in hand)}
        return {"type": "reveal", "seat": seat, "tiles": [str(t) for t in hand]}

    def _undo_last_false_pass(self):
        index, _ = self.false_passes.pop()
        self.state, self.hands = self.snapshots[index]
        self.hands = [list(h) for h in self.hands]
        del self.actions[index:], self.snapshots[index:]
        self.ended_hands = self.ended_hands[:self.state.hand - 1]
        self.honest_at.add(index)

    def apply(self, action: dict):
        before = self.state
        self.snapshots.append((before, [list(h) for h in self.hands]))
        if action["type"] == "pass":
            self._note_pass(action["seat"])
        self.state = gaple.apply(before, action)
        self.actions.append(action)
        if action["type"] == "play":
            self.hands[action["seat"]].remove(Tile(action["tile"]))
        if self.state.ended and not before.ended or len(self.state.history) > len(before.history) \
                and not before.ended:
            self.ended_hands.append([list(h) for h in self.hands])
        if action["type"] == "redeal" or self.state.hand != before.hand:
            self._deal()
        return self.state

    def _note_pass(self, seat: int):
        state = self.state
        fits = [t for t in self.hands[seat] if state.line.ends_for(t)]
        if fits:
            number = 1 + sum(1 for p in state.pass_log if p.seat == seat)
            self.false_passes.append((len(self.actions), FalsePass(
                state.hand, seat, number, dict(state.open_ends), list(self.hands[seat]))))

    def play_out(self, limit: int = 5_000):
        """Apply actions until the game is over (or `limit` actions)."""
        for _ in range(limit):
            action = self.next_action()
            if action is None:
                break
            self.apply(action)
        return self.state
