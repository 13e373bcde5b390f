"""Games with known outcomes for the review and statistics tests, built from the RULES
worked examples. Each is (options JSON, live actions); the expected figures are worked
out by hand in the tests, from the rules, not read off the code."""


def straight_play(seat, tile, end=None):
    return {"type": "play", "seat": seat, "tile": tile, "end": end}


# Straight Domino, Ana (seat 0) v Budi (seat 1), 5 tiles each, to 25.
# Hand 1: the RULES §S worked example (counts 8 9 7 10 11 10 10: Budi +10 +10, Ana +10),
# then Budi 6-5 left (5 + 2 + 2 + 0 = 9), Ana 2-0 up (5 + 2 + 0 + 0 = 7): her fifth tile,
# a domino (S8.1). Budi holds 6-6: 12 pips, rounded to 10 for Ana (G3) → 20–20.
# Hand 2: Ana leads (she dominoed, S3) 5-0: the lead counts 5 (S5.3), +5 → 25: she wins (S9).
STRAIGHT_OPTIONS = {"players": 2, "partnerships": False, "target": 25, "hand_size": 5,
                    "spinner": "first-double", "counting": "standard", "finish_hand": False}
STRAIGHT_WORKED = [straight_play(0, "4-4"), straight_play(1, "4-1", "right"),
                   straight_play(0, "4-6", "left"), straight_play(1, "4-3", "up"),
                   straight_play(0, "1-1", "right"), straight_play(1, "3-2", "up"),
                   straight_play(0, "4-0", "down")]
STRAIGHT_ACTIONS = STRAIGHT_WORKED + [
    straight_play(1, "6-5", "left"), straight_play(0, "2-0", "up"),
    {"type": "reveal", "seat": 1, "tiles": ["6-6"]},
    straight_play(0, "5-0")]

# Straight Domino, blocked (S8.2): Ana leads 6-6 (count 12, no score), Budi draws the
# whole boneyard (18 tiles) and passes, Ana passes. Ana holds 1-0 2-0 1-1 2-1 (8 pips);
# Budi holds the other 23 tiles: 168 - 12 - 8 = 148 pips. Ana is lowest and scores
# round5(148) = 150 (G3). The game goes on (target 250).
STRAIGHT_BLOCKED_OPTIONS = {**STRAIGHT_OPTIONS, "target": 250}
STRAIGHT_BLOCKED_ACTIONS = [straight_play(0, "6-6")] + [
    {"type": "draw", "seat": 1}] * 18 + [
    {"type": "pass", "seat": 1}, {"type": "pass", "seat": 0},
    {"type": "reveal", "seat": 0, "tiles": ["1-0", "2-0", "1-1", "2-1"]},
    {"type": "reveal", "seat": 1, "pips": 148}]


def _tricks(leader, tricks):
    """Moon plays for tricks given as tiles in play order from each trick's leader;
    the next leader is whoever played the trick's double (under no trump the double
    tops its suit, RULES M3, M7)."""
    actions = []
    for tiles in tricks:
        seats = [(leader + i) % 4 for i in range(4)]
        actions += [{"type": "play", "seat": s, "tile": t} for s, t in zip(seats, tiles)]
        leader = next(s for s, t in zip(seats, tiles) if t[0] == t[2])
    return actions


def _auction(first, bids):
    return [{"type": "bid", "seat": (first + i) % 4, "bid": b} for i, b in enumerate(bids)]


# Moon, moon-4: Ana & Citra (seats 0+2) v Budi & Dewi (1+3), no trump every hand, so
# the double of the led suit wins each trick. Every tile of a trick bears its suit, so
# everyone follows and nothing is a renege. The RULES §M9 scoring example from 0–0:
# hand 1: Ana bids 5, her side takes 5 → +5, Budi's side takes 2 → +2   (5–2)
# hand 2: Budi bids 6, his side takes 4 → set, -6; Ana's side takes 3   (8–-4)
# hand 3: Ana bids 21 and takes all 7 → +7 and the game                 (15–-4)
MOON_OPTIONS = {"variant": "moon-4", "target": 21, "all_pass": "redeal",
                "doubles_trump": True, "no_trump_doubles": "high", "moon_21": "wins-game"}
ALL_DOUBLES = [["6-6", "6-5", "6-4", "6-3"], ["5-5", "5-4", "5-3", "5-2"],
               ["4-4", "4-3", "4-2", "4-1"], ["3-3", "3-2", "3-1", "3-0"],
               ["2-2", "6-2", "2-1", "2-0"], ["1-1", "6-1", "5-1", "1-0"],
               ["0-0", "6-0", "5-0", "4-0"]]
MOON_ACTIONS = (
    _auction(0, [5, None, None, None]) + [{"type": "trump", "seat": 0, "trump": "none"}]
    + _tricks(0, [ALL_DOUBLES[0], ALL_DOUBLES[1], ALL_DOUBLES[2], ALL_DOUBLES[3],
                  ALL_DOUBLES[6], ["2-1", "2-2", "2-0", "6-2"], ["1-1", "1-0", "6-1", "5-1"]])
    + _auction(1, [6, None, None, None]) + [{"type": "trump", "seat": 1, "trump": "none"}]
    + _tricks(1, [ALL_DOUBLES[0], ALL_DOUBLES[1], ALL_DOUBLES[2], ALL_DOUBLES[6],
                  ["3-2", "3-3", "3-1", "3-0"], ["2-2", "2-1", "2-0", "6-2"],
                  ["1-1", "1-0", "6-1", "5-1"]])
    + _auction(2, [None, None, 21]) + [{"type": "trump", "seat": 0, "trump": "none"}]
    + _tricks(0, ALL_DOUBLES))

# Bendomino, three players (6 tiles each, stock 10). Ana opens 6-6 and plays every
# tile of the chain; Budi and Citra each draw and pass at every turn (B4) until the
# stock is empty. Ana's fourth tile, 4-4, would overlap the opening tile (two turns
# right, then a third, RULES §B worked example): the table logs it as an override
# (B6). Her sixth tile, 3-3, takes her out (B7). Budi reports 50 pips, Citra 63 (the
# 168 - 55 pips not in the chain): Ana scores 50 + 63 = 113 and, at 100 or more, wins.
BENDOMINO_OPTIONS = {"players": 3, "target": 100, "voluntary_draw": True, "tie": "nobody"}
_DRAW_AND_PASS = [{"type": "draw", "seat": 1}, {"type": "pass", "seat": 1},
                  {"type": "draw", "seat": 2}, {"type": "pass", "seat": 2}]
BENDOMINO_PLAYS = [
    {"type": "play", "seat": 0, "tile": "6-5", "end": "a", "turn": "right"},
    {"type": "play", "seat": 0, "tile": "5-4", "end": "a", "turn": "right"},
    {"type": "play", "seat": 0, "tile": "4-4", "end": "a", "turn": "right", "override": True},
    {"type": "play", "seat": 0, "tile": "6-3", "end": "b", "turn": "left"},
    {"type": "play", "seat": 0, "tile": "3-3", "end": "b", "turn": "left"}]
BENDOMINO_ACTIONS = [{"type": "play", "seat": 0, "tile": "6-6", "end": None, "turn": None}] + [
    action for play in BENDOMINO_PLAYS for action in _DRAW_AND_PASS + [play]] + [
    {"type": "reveal", "seat": 1, "pips": 50}, {"type": "reveal", "seat": 2, "pips": 63}]
