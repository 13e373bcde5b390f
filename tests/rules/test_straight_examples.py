"""RULES §S worked examples, table-driven; every expected value is taken from RULES.md."""
from dataclasses import replace

import pytest

from rules import straight
from rules.scoring import round5
from rules.tiles import DOUBLE_SIX, Tile

WORKED = [  # RULES §S worked examples: (tile, end)
    ("4-4", None), ("4-1", "right"), ("4-6", "left"), ("4-3", "up"),
    ("1-1", "right"), ("3-2", "up"), ("4-0", "down")]


def play_all(plays, **options):
    """Two players alternating from seat 0, as in the worked examples."""
    state = straight.new_game(straight.Options(2, **options))
    states = []
    for i, (tile, end) in enumerate(plays):
        state = straight.apply(state, {"type": "play", "seat": i % 2, "tile": tile, "end": end})
        states.append(state)
    return states


@pytest.mark.parametrize("counting, counts, points", [
    pytest.param("standard", [8, 9, 7, 10, 11, 10, 10], [0, 0, 0, 10, 0, 10, 10],
                 id="S5-standard"),
    pytest.param("sniff", [8, 9, 15, 14, 15, 14, 10], [0, 0, 15, 0, 15, 0, 10],
                 id="S5-sniff"),
])
def test_worked_example_counts(counting, counts, points):
    states = play_all(WORKED, counting=counting)
    assert [s.count for s in states] == counts
    assert [s.plays[-1].points for s in states] == points
    seat0 = sum(p for i, p in enumerate(points) if i % 2 == 0)
    seat1 = sum(p for i, p in enumerate(points) if i % 2 == 1)
    assert states[-1].scores == [seat0, seat1]


def test_worked_example_open_ends():
    """RULES S4.5 row by row: the open ends column of the worked example."""
    ends = [s.open_ends for s in play_all(WORKED)]
    assert ends[0] == {"left": 4, "right": 4}
    assert ends[1] == {"left": 4, "right": 1}
    assert ends[2] == {"left": 6, "right": 1, "up": 4, "down": 4}
    assert ends[3] == {"left": 6, "right": 1, "up": 3, "down": 4}
    assert ends[4] == {"left": 6, "right": 1, "up": 3, "down": 4}
    assert ends[5] == {"left": 6, "right": 1, "up": 2, "down": 4}
    assert ends[6] == {"left": 6, "right": 1, "up": 2, "down": 0}
    assert play_all(WORKED)[-1].scores == [10, 20]


NON_DOUBLE_LEAD = [("5-0", None), ("0-0", "right"), ("0-3", "right"), ("0-2", "up")]


def test_non_double_lead_first_double_is_spinner():
    """RULES S4.1: lead 5-0 → 5, 0-0 on the 0 → 5, 0-3 far side → 8, 0-2 up → 10."""
    states = play_all(NON_DOUBLE_LEAD)
    assert [s.count for s in states] == [5, 5, 8, 10]
    assert [s.plays[-1].points for s in states] == [5, 5, 0, 10]
    assert states[0].open_ends == {"left": 5, "right": 0}
    assert states[2].open_ends == {"left": 5, "right": 3, "up": 0, "down": 0}


def test_lead_only_spinner_never_opens_up_and_down():
    states = play_all(NON_DOUBLE_LEAD[:3], spinner="lead-only")
    assert [s.count for s in states] == [5, 5, 8]
    assert states[-1].open_ends == {"left": 5, "right": 3}
    with pytest.raises(straight.IllegalAction) as refused:
        straight.apply(states[-1], {"type": "play", "seat": 1, "tile": "0-2", "end": "up"})
    assert refused.value.section == "S4.1"


def test_lead_written_order_gives_left_then_right():
    """RULES S4: `5-0` → left 5, right 0; `0-5` → left 0, right 5."""
    assert play_all([("5-0", None)])[0].open_ends == {"left": 5, "right": 0}
    assert play_all([("0-5", None)])[0].open_ends == {"left": 0, "right": 5}


@pytest.mark.parametrize("spinner", ["first-double", "lead-only"])
def test_lead_double_counts_both_halves(spinner):
    """RULES S5.3: 5-5 → 10, and scores 10 (S6)."""
    state = play_all([("5-5", None)], spinner=spinner)[0]
    assert (state.count, state.scores) == (10, [10, 0])


def test_no_spinner_double_lead_counts_until_both_sides_covered():
    """RULES S5.2 with spinner=none: the double lead counts both halves while fewer
    than two sides are covered; it never opens up/down ends."""
    states = play_all([("5-5", None), ("5-2", "right"), ("5-1", "left")], spinner="none")
    assert [s.count for s in states] == [10, 12, 3]
    assert states[-1].open_ends == {"left": 1, "right": 2}


def test_crosswise_double_counts_until_covered():
    """RULES S5.1: a crosswise double at an arm's end counts both halves, then its
    far side only once a tile is played on it."""
    states = play_all([("6-5", None), ("5-5", "right"), ("5-3", "right")], spinner="lead-only")
    assert [s.count for s in states] == [11, 16, 9]


# Hand ends (RULES S8): states at the end of a hand, then the reports.

def ended(players, how, *, held, leader=0, dominoed=None, boneyard=1, **options):
    state = straight.new_game(straight.Options(players, **options))
    return replace(state, ended=how, dominoed=dominoed, held=tuple(held), leader=leader,
                   next_seat=None, boneyard=boneyard)


def report_all(state, pips):
    for seat, p in pips.items():
        state = straight.apply(state, {"type": "reveal", "seat": seat, "pips": p})
    return state


def test_domino_two_players_by_play():
    """RULES S8.1: A dominoes, B holds 6-5 and 2-1 (14) → A scores 15."""
    plays = [(0, "3-3", None), (1, "4-3", "right"), (0, "3-0", "left"), (1, "4-4", "right"),
             (0, "4-0", "right"), (1, "0-0", "left"), (0, "0-1", "left")]
    state = straight.new_game(straight.Options(2, hand_size=5))
    for seat, tile, end in plays:
        state = straight.apply(state, {"type": "play", "seat": seat, "tile": tile, "end": end})
    state = straight.apply(state, {"type": "draw", "seat": 1})
    state = straight.apply(state, {"type": "play", "seat": 1, "tile": "5-3", "end": "up"})
    state = straight.apply(state, {"type": "play", "seat": 0, "tile": "5-2", "end": "up"})
    assert state.turn is None and state.reports_due == [1]
    state = straight.apply(state, {"type": "reveal", "seat": 1, "tiles": ["6-5", "2-1"]})
    result = state.history[-1]
    assert (result.how, result.points) == ("domino", (15, 0))
    assert state.hand == 2 and state.turn == 0 and state.count == 0  # S3: the domino leads
    assert state.layout.lead is None and state.held == (5, 5)


def test_domino_partnership_partners_do_not_count():
    """RULES S8.1: seat 0 dominoes, seats 1 and 3 hold 9 and 8 → seats 0+2 score 15."""
    state = ended(4, "domino", held=[0, 2, 3, 2], dominoed=0)
    state = report_all(state, {1: 9, 2: 20, 3: 8})
    assert state.history[-1].points == (15, 0)
    assert state.scores == [15, 0]


@pytest.mark.parametrize("players, pips, points", [
    pytest.param(2, {0: 9, 1: 17}, (15, 0), id="S8.2-A9-B17"),
    pytest.param(3, {0: 4, 1: 4, 2: 16}, (5, 5, 0), id="S8.3-three-split"),
    pytest.param(2, {0: 12, 1: 12}, (0, 0), id="S8.3-tie-nobody"),
    pytest.param(3, {0: 3, 1: 5, 2: 20}, (25, 0, 0), id="S8.2-three"),
])
def test_blocked_hands(players, pips, points):
    state = ended(players, "blocked", held=[2] * players)
    state = report_all(state, pips)
    assert state.history[-1].points == points


def test_blocked_partnership_sums_partners():
    """RULES S8.2: side totals are the partners' sums; lowest side scores the rest."""
    state = ended(4, "blocked", held=[1, 1, 1, 1])
    state = report_all(state, {0: 3, 1: 6, 2: 4, 3: 5})  # sides 7 v 11 → round5(11) = 10
    assert state.history[-1].points == (10, 0)


@pytest.mark.parametrize("how, pips, leader, expected", [
    pytest.param("blocked", {0: 4, 1: 6, 2: 4, 3: 9}, 1, 2, id="S3-equal-partners-clockwise"),
    pytest.param("blocked", {0: 4, 1: 6, 2: 4, 3: 9}, 3, 0, id="S3-equal-partners-from-3"),
    pytest.param("blocked", {0: 8, 1: 6, 2: 1, 3: 9}, 1, 2, id="S3-fewest-pips"),
    pytest.param("blocked", {0: 5, 1: 6, 2: 6, 3: 5}, 1, 2, id="S3-tie-next-seat"),
])
def test_next_leader_after_block(how, pips, leader, expected):
    state = ended(4, how, held=[1, 1, 1, 1], leader=leader)
    state = report_all(state, pips)
    assert state.turn == expected and state.hand == 2


def test_game_ends_the_moment_target_is_reached():
    """RULES S9: a side wins mid-hand when its score reaches the target."""
    states = play_all(WORKED[:6], target=20)
    assert states[5].winner == 1 and states[5].turn is None
    with pytest.raises(straight.IllegalAction) as refused:
        straight.apply(states[5], {"type": "play", "seat": 0, "tile": "4-0", "end": "down"})
    assert refused.value.section == "S9"


def test_finish_hand_plays_on_then_highest_wins():
    states = play_all(WORKED, target=20, finish_hand=True)
    assert states[-1].winner is None and states[-1].scores == [10, 20]
    state = replace(states[-1], ended="domino", dominoed=0, held=(0, 1))
    state = straight.apply(state, {"type": "reveal", "seat": 1, "pips": 8})
    assert state.scores == [20, 20] and state.winner is None  # S9: a tie at the top plays on
    assert state.hand == 2


def test_hand_score_reaching_target_ends_game():
    state = ended(2, "blocked", held=[1, 1], target=10)
    state = report_all(state, {0: 2, 1: 12})
    assert state.winner == 0 and state.turn is None


def test_proven_illegal_pass_is_flagged():
    """RULES G9: a reported tile that fitted an open end when its holder passed."""
    state = play_all([("6-6", None)], hand_size=5)[0]
    state = replace(state, boneyard=0, next_seat=1)
    state = straight.apply(state, {"type": "pass", "seat": 1})
    state = replace(state, ended="domino", dominoed=0, held=(0, 5), boneyard=1)
    state = straight.apply(state, {"type": "reveal", "seat": 1,
                                   "tiles": ["6-1", "2-1", "3-1", "4-1", "5-1"]})
    flags = state.history[-1].flags
    assert [(f["seat"], f["tile"]) for f in flags] == [(1, "6-1")]


def test_every_tile_of_the_set_once():
    assert len(set(DOUBLE_SIX)) == 28 and sum(t.pips for t in DOUBLE_SIX) == 168
    assert Tile("4-6") == Tile(6, 4) == "6-4" and str(Tile("4-6")) == "6-4"
    assert Tile("5-5").is_double and Tile("6-4").pips == 10


@pytest.mark.parametrize("pips, points", [(2, 0), (3, 5), (7, 5), (8, 10), (12, 10),
                                          (13, 15), (22, 20), (23, 25), (0, 0), (14, 15)])
def test_round5(pips, points):
    """RULES G3."""
    assert round5(pips) == points
