"""Rules round 3 for Bendomino, through the public API (`replay` and `check` with
JSON actions): B4 (one test of "fits for certain" decides every hidden-hand
question), B5 (a declaration is final once the draw-down has begun), the checker's
citation of B2 for the opening, and the round's winner (B7). Positions and values
are worked out by hand from RULES."""
import pytest

from rules import bendomino
from rules.errors import IllegalAction
from rules.tiles import DOUBLE_SIX


def play(seat, tile, end=None, turn=None):
    return {"type": "play", "seat": seat, "tile": tile, "end": end, "turn": turn}


def draw(seat):
    return {"type": "draw", "seat": seat}


def pass_(seat):
    return {"type": "pass", "seat": seat}


OPTIONS = bendomino.Options(2, target=500, voluntary_draw=False)

# Round 1 teaches the table two makes (B6): 6-3 attached by its 6 turns the chain
# left, 6-1 attached by its 6 turns it right. Its third tile joins the ends (the
# RULES B6 worked example): the draw-down takes the 14 tiles of the stock, seat 1
# first, and the round is scored on the reports.
ROUND_1 = [play(0, "6-6"), play(1, "6-3", "a", "left"), play(0, "6-1", "b", "right")]
ROUND_1 += [draw(seat % 2) for seat in range(1, 15)]
_LEFT = [str(t) for t in DOUBLE_SIX if str(t) not in ("6-6", "6-3", "6-1")]
ROUND_1 += [{"type": "reveal", "seat": 0, "tiles": _LEFT[:12]},
            {"type": "reveal", "seat": 1, "tiles": _LEFT[12:]}]

# Round 2: 5-5 opens; 5-2 and 6-2 at end a both turn right, against the opening
# tile's curve, so end a (6) has room for a left turn only: half-blocked (RULES B6
# worked example). End b shows 5 and is open. Seat 1 is to play, the stock full.
ROUND_2 = ROUND_1 + [play(0, "5-5"), play(1, "5-2", "a", "right"),
                     play(0, "6-2", "a", "right")]
# Seat 1 and seat 0 each draw and pass seven times: the stock is empty and seat 1's
# turn begins with it empty.
EMPTY = ROUND_2 + [action for seat in (1, 0) * 7 for action in (draw(seat), pass_(seat))]
# Seat 1 holds 13 tiles; none of these twelve bears a 5 (end b) and none of them
# fits end a for certain (no 6, or 6-0, whose make is unknown).
QUIET = ["0-0", "1-0", "1-1", "2-0", "2-1", "2-2", "3-0", "3-1", "3-2", "3-3", "4-0", "4-1"]

B4 = [  # (shown tile, proves the player could have played, RULES B4)
    pytest.param("6-4", False, id="B4-unknown-make-at-a-half-blocked-end-proves-nothing"),
    pytest.param("6-3", True, id="B4-known-make-turning-the-way-there-is-room-for"),
    pytest.param("6-1", False, id="B4-known-make-turning-the-way-there-is-no-room-for"),
    pytest.param("6-6", True, id="B4-a-double-turns-either-way"),
    pytest.param("5-3", True, id="B4-unknown-make-at-an-open-end-fits-either-way"),
    pytest.param("4-3", False, id="B4-a-tile-matching-no-end"),
]


def _refused(verdict, tile, whole):
    """Refused under B4 naming `tile`; else, with the `whole` hand shown, legal, and
    with part of it "not proven" (G7: only the whole hand proves that none fits)."""
    if not verdict.legal and verdict.section == "B4":
        assert tile in verdict.message, verdict.message
        return True
    if whole:
        assert verdict.legal, verdict.message
    else:
        assert (verdict.legal, verdict.section, verdict.effect["proven"]) == (False, "G7", False)
    return False


@pytest.mark.parametrize("tile, proven", B4)
def test_b4_draw_with_voluntary_draws_off(tile, proven):
    state = bendomino.replay(OPTIONS, ROUND_2)
    assert state.ends["a"]["status"] == "half-blocked" and state.ends["a"]["turns"] == ["left"]
    assert state.ends["b"] == {"number": 5, "status": "open", "turns": ["left", "right"]}
    verdict = bendomino.check(state, draw(1), hand=[tile])
    assert _refused(verdict, tile, whole=False) is proven
    assert bool(verdict.effect["sure"][tile]) is proven  # what the checker can show
    # Seat 1 holds six tiles: `tile` and five that fit nowhere.
    whole = bendomino.check(state, draw(1), hand=[tile] + QUIET[:5])
    assert _refused(whole, tile, whole=True) is proven


@pytest.mark.parametrize("tile, proven", B4)
def test_b4_pass_on_an_empty_stock_in_the_checker(tile, proven):
    state = bendomino.replay(OPTIONS, EMPTY)
    assert (state.stock, state.turn, state.ends) == (0, 1, bendomino.replay(
        OPTIONS, ROUND_2).ends)
    assert _refused(bendomino.check(state, pass_(1), hand=[tile]), tile, whole=False) is proven
    # Seat 1 holds thirteen: `tile` and QUIET.
    assert _refused(bendomino.check(state, pass_(1), hand=[tile] + QUIET), tile,
                    whole=True) is proven


@pytest.mark.parametrize("tile, proven", B4)
def test_b4_g9_flag_of_a_pass_on_an_empty_stock(tile, proven):
    """Seat 1 passes holding `tile` and QUIET; seat 0 passes: nobody can play (B7);
    the reports hold every tile not in the chain."""
    state = bendomino.replay(OPTIONS, EMPTY + [pass_(1), pass_(0)])
    assert state.phase == "reports"
    on_table = {"5-5", "5-2", "6-2"}
    mine = [tile] + QUIET
    theirs = [str(t) for t in DOUBLE_SIX if str(t) not in on_table | set(mine)]
    state = bendomino.apply(state, {"type": "reveal", "seat": 1, "tiles": mine})
    state = bendomino.apply(state, {"type": "reveal", "seat": 0, "tiles": theirs})
    flags = [f for f in state.history[-1].flags if f["seat"] == 1]
    assert [f["tile"] for f in flags] == ([tile] if proven else [])


def declared(*ends):
    """6-6 opens a two-player round; the table declares `ends` blocked."""
    actions = [play(0, "6-6")] + [{"type": "declare", "end": e, "blocked": True} for e in ends]
    return bendomino.replay(bendomino.Options(2), actions)


@pytest.mark.parametrize("state, legal, words", [
    pytest.param(declared("a"), True, "may be reopened", id="B5-withdrawn-during-play"),
    pytest.param(declared("a", "b"), False, "the draw-down has begun: a declaration is final",
                 id="B5-final-once-the-draw-down-has-begun"),
])
def test_b5_withdrawal(state, legal, words):
    verdict = bendomino.check(state, {"type": "declare", "end": "a", "blocked": False})
    assert (verdict.legal, verdict.section) == (legal, "B5")
    assert words in verdict.message
    if not legal:
        assert state.phase == "draw-down"
        with pytest.raises(bendomino.IllegalAction) as refused:
            bendomino.apply(state, {"type": "declare", "end": "a", "blocked": False})
        assert refused.value.section == "B5" and "end a cannot be reopened" in str(refused.value)


@pytest.mark.parametrize("actions, asked, section", [
    pytest.param([], play(0, "6-6"), "B2", id="B2-a-legal-opening"),
    pytest.param([play(0, "6-6")], play(1, "6-3", "a", "left"), "B3", id="B3-a-tile-laid"),
])
def test_checker_cites_the_opening_rule(actions, asked, section):
    state = bendomino.replay(bendomino.Options(2), actions)
    verdict = bendomino.check(state, asked)
    assert (verdict.legal, verdict.section) == (True, section)


# Three players: 6-6, 6-3 and 6-1 join the ends; the draw-down takes the 10 tiles
# of the stock (seats 0, 1, 2, 0, ...), leaving 9, 8 and 8 tiles: 140 pips.
JOINED_3 = [play(0, "6-6"), play(1, "6-3", "a", "left"), play(2, "6-1", "b", "right")] + [
    draw(seat % 3) for seat in range(10)]


@pytest.mark.parametrize("pips, tie, winner, points", [
    pytest.param((30, 50, 60), "nobody", 0, (110, 0, 0), id="B7-fewest-pips-wins"),
    pytest.param((40, 40, 60), "nobody", None, (0, 0, 0), id="B7-tie-nobody-scores"),
    pytest.param((40, 40, 60), "each", None, (60, 60, 0), id="B7-tie-each-no-winner"),
])
def test_round_winner(pips, tie, winner, points):
    reports = [{"type": "reveal", "seat": s, "pips": p} for s, p in enumerate(pips)]
    state = bendomino.replay(bendomino.Options(3, target=500, tie=tie), JOINED_3 + reports)
    result = state.history[-1]
    assert (result.winner, result.points) == (winner, points)


def test_round_winner_went_out():
    """RULES B7: seat 0 plays all seven tiles while seat 1 draws and passes; seat 1
    reports 60 pips and seat 0 scores them."""
    plays = [play(0, "6-5", "a", "right"), play(0, "5-4", "a", "right"),
             play(0, "6-3", "b", "left"), play(0, "3-3", "b", "left"),
             play(0, "4-2", "a", "left"), play(0, "2-2", "a", "left")]
    actions = [play(0, "6-6")]
    for tile in plays:
        actions += [draw(1), pass_(1), tile]
    state = bendomino.replay(bendomino.Options(2), actions)
    assert state.ended == "went-out"
    state = bendomino.apply(state, {"type": "reveal", "seat": 1, "pips": 60})
    result = state.history[-1]
    assert (result.went_out, result.winner, result.points) == (0, 0, (60, 0))


def test_the_opening_tile_names_no_end():
    """RULES B2: the opening tile starts the chain; an opening that names end a or b
    (a made-up post) is refused and logs nothing."""
    state = bendomino.new_game(bendomino.Options(3))
    for end in ("a", "b"):
        with pytest.raises(IllegalAction) as refused:
            bendomino.apply(state, {"type": "play", "seat": 0, "tile": "6-6", "end": end,
                                    "turn": None})
        assert refused.value.section == "B2"
    opened = bendomino.apply(state, {"type": "play", "seat": 0, "tile": "6-6", "end": None,
                                     "turn": None})
    assert len(opened.chain) == 1 and {e["number"] for e in opened.ends.values()} == {6}
