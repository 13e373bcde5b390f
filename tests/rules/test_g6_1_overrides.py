"""RULES G6.1, other misplays that stood: a play out of turn (Straight, Bendomino,
Gaple) and, in Straight, a tile laid on a spinner side not yet open, logged with
`override: true`. The side opens at once and counts from then on (S4.2, S5); the
seat that laid the tile plays, the skipped seat's turn is lost and play goes on from
the seat that played (G4). Without `override` both are refused as before; Moon has no
such override. Counts and turns worked out by hand from RULES."""
import pytest

from rules import bendomino, gaple, moon, straight
from rules.errors import IllegalAction


def play(seat, tile, end=None, shows=None, override=False):
    action = {"type": "play", "seat": seat, "tile": tile, "end": end}
    if override or shows is not None:
        action["override"] = True
    if shows is not None:
        action["shows"] = shows
    return action


def run(module, options, actions):
    state = module.new_game(options)
    for action in actions:
        state = module.apply(state, action)
    return state


def refused(module, state, action):
    with pytest.raises(IllegalAction) as refusal:
        module.apply(state, action)
    verdict = module.check(state, action)  # the checker says the same (G7)
    assert (verdict.legal, verdict.section) == (False, refusal.value.section)
    return refusal.value


# --- Straight: a spinner side not yet open (S4.2, S5, G6.1) -----------------------------

TWO = straight.Options(2)
# (plays, open ends after the last, count, points of the last play)
CLOSED_SIDE = [
    # Lead 4-4 (the spinner, 8), 4-1 on the right (1 + spinner 8 = 9). Seat 0 lays 4-3 on
    # the spinner's up side while its left side is still uncovered: up opens at once and
    # shows 3; the spinner, one side covered, still counts both halves (S5.2): 8 + 1 + 3.
    pytest.param([play(0, "4-4"), play(1, "4-1", "right"), play(0, "4-3", "up", shows=3)],
                 {"left": 4, "right": 1, "up": 3}, 12, 0, id="G6.1-S5.2-closed-up-opens-count-12"),
    # Lead 5-5 (10, +10), 5-2 right (10 + 2 = 12); 5-3 on the closed up side: 10 + 2 + 3 = 15.
    pytest.param([play(0, "5-5"), play(1, "5-2", "right"), play(0, "5-3", "up", shows=3)],
                 {"left": 5, "right": 2, "up": 3}, 15, 15, id="G6.1-S6-closed-up-scores-15"),
    # Also a mismatch (S4.6): 6-2 on the closed up side of 4-4, its 2 against the 4,
    # showing 6: 8 + 1 + 6 = 15.
    pytest.param([play(0, "4-4"), play(1, "4-1", "right"), play(0, "6-2", "up", shows=6)],
                 {"left": 4, "right": 1, "up": 6}, 15, 15, id="G6.1-S4.6-closed-and-mismatch"),
    # Then the spinner's left side is covered: it counts nothing now and down opens,
    # showing 4 (S4.2, S4.5), counting nothing under standard counting: 2 + 1 + 3.
    pytest.param([play(0, "4-4"), play(1, "4-1", "right"), play(0, "4-3", "up", shows=3),
                  play(1, "4-2", "left")], {"left": 2, "right": 1, "up": 3, "down": 4}, 6, 0,
                 id="G6.1-S5.2-flanked-after-counts-the-arms"),
    # A spinner in the line (S4.1): lead 5-0 (5), 0-0 on the 0 (5 + 0 + 0 = 5); 0-3 on
    # its closed down side: 5 + 0 + 3 = 8, the crosswise spinner still counting 0 + 0.
    pytest.param([play(0, "5-0"), play(1, "0-0", "right"), play(0, "0-3", "down", shows=3)],
                 {"left": 5, "right": 0, "down": 3}, 8, 0, id="G6.1-S4.1-spinner-in-the-line"),
    # The side opened early takes tiles from then on like any open end (S4.4).
    pytest.param([play(0, "4-4"), play(1, "4-1", "right"), play(0, "4-3", "up", shows=3),
                  play(1, "3-2", "up")], {"left": 4, "right": 1, "up": 2}, 11, 0,
                 id="G6.1-S4.4-opened-side-takes-tiles"),
]


@pytest.mark.parametrize("plays, ends, count, points", CLOSED_SIDE)
def test_a_tile_on_a_closed_spinner_side_stands(plays, ends, count, points):
    state = run(straight, TWO, plays)
    assert state.open_ends == ends
    assert state.count == count
    assert state.plays[-1].points == points
    assert state.scores[plays[-1]["seat"]] >= points
    assert state.turn == (plays[-1]["seat"] + 1) % 2
    # the override is marked, and only on the tile that opened the side
    assert [(p.opened, p.override) for p in state.plays] == [
        ("shows" in p, "shows" in p) for p in plays]


def test_sniff_counts_a_closed_side_only_once_it_holds_a_tile():
    """S5 `sniff`: before both sides are covered no empty end counts; the side opened
    early counts its tile (3): 8 + 1 + 3 = 12, as under standard counting."""
    state = run(straight, straight.Options(2, counting="sniff"),
                [play(0, "4-4"), play(1, "4-1", "right"), play(0, "4-3", "up", shows=3)])
    assert state.count == 12


# --- Straight: a play out of turn (G4, G6.1) ---------------------------------------------

THREE = straight.Options(3)
OUT_OF_TURN = [
    # Three players: seat 0 leads 6-4 (10, +10). It is seat 1's turn; seat 2 lays 6-1 on
    # the left: 1 + 4 = 5, seat 2 scores 5; seat 1's turn is lost, seat 0 plays next.
    pytest.param(THREE, [play(0, "6-4"), play(2, "6-1", "left", override=True)],
                 [10, 0, 5], 0, (6, 7, 6), id="G6.1-G4-three-players-seat-0-next"),
    # The same with the end left unnamed: 6-1 fits one end only (S4.4).
    pytest.param(THREE, [play(0, "6-4"), play(2, "6-1", override=True)],
                 [10, 0, 5], 0, (6, 7, 6), id="G6.1-S4.4-end-unnamed"),
    # Partnerships (seats 0+2 v 1+3): seat 0 leads 5-0 (+5); seat 3 lays 5-5 on the left
    # (crosswise, 5+5 + 0 = 10) out of seat 1's turn: seats 1+3 score 10, and seat 0
    # plays next (3 + 1 mod 4).
    pytest.param(straight.Options(4), [play(0, "5-0"), play(3, "5-5", "left", override=True)],
                 [5, 10], 0, (6, 7, 7, 6), id="G6.1-S6-partners-side-of-the-seat-that-laid"),
    # Out of turn and a mismatch (S4.6) at once: seat 0 lays 6-4 on the 0 showing 6, its
    # own turn just taken; two players: seat 1 plays next, as before (5 + 6 = 11).
    pytest.param(TWO, [play(0, "5-0"), play(0, "6-4", "right", shows=6)],
                 [5, 0], 1, (5, 7), id="G6.1-S4.6-out-of-turn-and-mismatch"),
    # Out of turn onto a spinner side not yet open: seat 2 lays 4-3 up, showing 3, in
    # seat 1's turn: the spinner, no side covered, 4+4, and up 3: 11, no score.
    pytest.param(THREE, [play(0, "4-4"), play(2, "4-3", "up", shows=3)],
                 [0, 0, 0], 0, (6, 7, 6), id="G6.1-out-of-turn-on-a-closed-side"),
]


@pytest.mark.parametrize("options, plays, scores, turn, held", OUT_OF_TURN)
def test_a_play_out_of_turn_stands(options, plays, scores, turn, held):
    state = run(straight, options, plays)
    assert state.scores == scores
    assert state.turn == turn
    assert state.held == held
    record = state.plays[-1]
    assert record.override and record.seat == plays[-1]["seat"]
    assert record.skipped == (1 if plays[-1]["seat"] != 1 else None)


def test_the_skipped_seat_may_not_play_after_it():
    """G4: once the play out of turn stands, the lost turn is gone: seat 1 is refused,
    naming seat 0, whose turn it now is."""
    state = run(straight, THREE, [play(0, "6-4"), play(2, "6-1", "left", override=True)])
    refusal = refused(straight, state, play(1, "4-2", "right"))
    assert refusal.section == "G4" and "seat 0's turn" in refusal.message


def test_a_lead_out_of_turn_counts_for_the_seat_that_laid_it():
    """Hand 2's leader is the seat that dominoed (S3); another seat's lead that stood
    scores for that seat and play goes on from it."""
    state = run(straight, straight.Options(2, hand_size=5), [
        play(0, "6-6"), play(1, "6-5", "right"), play(0, "6-4", "left"), play(1, "5-5", "right"),
        play(0, "4-4", "left"), play(1, "5-0", "right"), play(0, "4-1", "left"),
        play(1, "0-0", "right"), play(0, "1-1", "left"),  # seat 0's fifth tile: domino
        {"type": "reveal", "seat": 1, "tiles": ["3-2"]}])
    assert state.hand == 2 and state.turn == 0
    state = straight.apply(state, play(1, "5-0", override=True))
    assert state.turn == 0 and state.plays[-1].skipped == 0 and state.held == (5, 4)


def test_override_words_name_what_stood():
    """Review and exports read the hand's overrides in words (S4.6, G6.1)."""
    state = run(straight, straight.Options(3, hand_size=5), [
        play(0, "4-4"), play(2, "4-1", "right", override=True), play(0, "4-3", "up", shows=3)])
    opened, out_of_turn = state.plays[2], state.plays[1]
    from rules.straight.hand import override_words
    assert override_words(out_of_turn) == ("seat 2 laid 4-1 at the right end showing 1, out "
                                           "of turn: seat 1 lost the turn (override)")
    assert override_words(opened) == ("seat 0 laid 4-3 at the spinner's up end before it "
                                      "was open, showing 3 (override)")


# --- Straight: what is still refused -------------------------------------------------------

LED = run(straight, TWO, [play(0, "5-0")])                      # left 5, right 0; seat 1
SPINNER = run(straight, TWO, [play(0, "4-4"), play(1, "4-1", "right")])   # up/down closed
NO_SPINNER = run(straight, straight.Options(2, spinner="none"), [play(0, "4-4")])


@pytest.mark.parametrize("state, action, section, words", [
    pytest.param(LED, play(0, "0-3", "right"), "G4", "seat 1's turn",
                 id="G4-out-of-turn-without-override"),
    pytest.param(SPINNER, play(0, "4-3", "up"), "S4.2", "both its sides",
                 id="S4.2-closed-side-without-override"),
    pytest.param(SPINNER, play(1, "4-3", "up", override=True), "S4.2", "both its sides",
                 id="S4.2-G6.1-closed-side-needs-shows"),
    pytest.param(SPINNER, play(0, "4-1", "up", shows=1), "G2", "already on the table",
                 id="G2-closed-side-tile-on-the-table"),
    pytest.param(SPINNER, play(0, "4-3", "up", shows=5), "S4.6", "4 or 3",
                 id="S4.6-closed-side-shows-its-own-number"),
    pytest.param(NO_SPINNER, play(1, "4-3", "up", shows=3), "S4.1", "no spinner",
                 id="S4.1-no-spinner-no-side"),
    pytest.param(LED, play(0, "6-4", "right", override=True), "S4.4", "does not fit",
                 id="S4.4-out-of-turn-must-still-match"),
    pytest.param(LED, play(1, "0-3", "right", override=True), "S4.6", "3 or 0",
                 id="S4.6-override-in-turn-needs-shows"),
    pytest.param(LED, play(0, "5-0", "right", override=True), "G2", "already on the table",
                 id="G2-out-of-turn-tile-on-the-table"),
])
def test_straight_refusals(state, action, section, words):
    refusal = refused(straight, state, action)
    assert refusal.section == section and words in refusal.message, refusal.message


# --- Gaple: a play out of turn (G6.1, GP1) ---------------------------------------------------

ANY = gaple.Options(first_lead="any")
GAPLE = [
    # Seat 0 leads 6-4; it is seat 1's turn; seat 2 lays 4-3 on the right: seat 1's turn
    # is lost, seat 3 plays next (clockwise, GP1).
    pytest.param(ANY, [play(0, "6-4"), play(2, "4-3", "right", override=True)], 3,
                 (6, 7, 6, 7), {"left": 6, "right": 3}, id="G6.1-GP1-clockwise-seat-3-next"),
    # Counter-clockwise: after seat 0 it is seat 3's turn; seat 1 lays out of turn, so
    # seat 0 plays next (1 − 1).
    pytest.param(gaple.Options(first_lead="any", direction="counter-clockwise"),
                 [play(0, "6-4"), play(1, "6-2", "left", override=True)], 0,
                 (6, 6, 7, 7), {"left": 2, "right": 4}, id="G6.1-GP1-counter-clockwise"),
]


@pytest.mark.parametrize("options, plays, turn, held, ends", GAPLE)
def test_gaple_play_out_of_turn_stands(options, plays, turn, held, ends):
    state = run(gaple, options, plays)
    assert state.turn == turn and state.held == held and state.open_ends == ends
    assert state.plays[-1].skipped is not None and state.plays[-1].seat == plays[-1]["seat"]


def test_gaple_a_pass_proven_by_a_play_out_of_turn_is_flagged():
    """GP10.3: seat 1 passes at 6 and 4; later it lays 6-2 out of turn: the pass is
    flagged all the same (the tile was in its hand)."""
    state = run(gaple, ANY, [play(0, "6-4"), {"type": "pass", "seat": 1},
                             play(2, "4-3", "right"), play(1, "6-2", "left", override=True)])
    assert [(f["seat"], f["tile"]) for f in state.flags] == [(1, "6-2")]
    assert state.turn == 2


def test_gaple_override_round_trips_through_json():
    action = gaple.Play(2, "4-3", "right", override=True)
    assert action.to_json() == {"type": "play", "seat": 2, "tile": "4-3", "end": "right",
                                "override": True}
    assert gaple.Play.from_json(action.to_json()) == action
    assert gaple.Play(2, "4-3").to_json() == {"type": "play", "seat": 2, "tile": "4-3",
                                               "end": None}


GAPLE_LED = run(gaple, ANY, [play(0, "6-4")])


@pytest.mark.parametrize("state, action, section, words", [
    pytest.param(GAPLE_LED, play(2, "4-3", "right"), "G4", "seat 1's turn",
                 id="G4-gaple-out-of-turn-without-override"),
    pytest.param(GAPLE_LED, play(1, "4-3", "right", override=True), "G6.1", "normal play",
                 id="G6.1-gaple-override-in-turn"),
    pytest.param(gaple.new_game(ANY), play(2, "4-3", override=True), "G6.1", "any seat may lead",
                 id="G6.1-gaple-override-on-a-free-lead"),
    pytest.param(GAPLE_LED, play(2, "5-3", "right", override=True), "GP4", "does not fit",
                 id="GP4-gaple-out-of-turn-must-still-match"),
    pytest.param(GAPLE_LED, play(2, "6-4", override=True), "G2", "already",
                 id="G2-gaple-out-of-turn-tile-on-the-table"),
    pytest.param(GAPLE_LED, {**play(2, "4-3", "right"), "override": "yes"}, "G6.1",
                 "true or false", id="G6.1-gaple-override-not-a-boolean"),
])
def test_gaple_refusals(state, action, section, words):
    refusal = refused(gaple, state, action)
    assert refusal.section == section and words in refusal.message, refusal.message


# --- Bendomino: a play out of turn (G6.1, B6) ---------------------------------------------

BENDO = bendomino.Options(3)


def test_bendomino_play_out_of_turn_stands():
    """RULES B worked example, one tile out of turn: 6-6 opens (seat 0); seat 2 lays 6-3
    at end a turning left in seat 1's turn; seat 0 lays 6-1 at end b turning right. The
    ends join (B5 d) and the draw-down begins with the seat whose turn it is: seat 1."""
    state = run(bendomino, BENDO, [play(0, "6-6"),
                                   {**play(2, "6-3", "a", override=True), "turn": "left"}])
    placed = state.chain[-1]
    assert state.turn == 0 and placed.skipped == 1 and placed.seat == 2
    assert not placed.override  # it lies on the lattice: no B6 override to mark
    assert state.held == (5, 6, 5)
    state = bendomino.apply(state, {**play(0, "6-1", "b"), "turn": "right"})
    assert state.phase == "draw-down" and state.turn == 1


def test_bendomino_refusals():
    state = run(bendomino, BENDO, [play(0, "6-6")])
    refusal = refused(bendomino, state, {**play(2, "6-3", "a"), "turn": "left"})
    assert refusal.section == "G4" and "seat 1's turn" in refusal.message
    refusal = refused(bendomino, state, {**play(2, "5-3", "a", override=True), "turn": "left"})
    assert refusal.section == "B3"  # the tile's own checks still hold (G6.1)


# --- Moon: no such override ------------------------------------------------------------------

def test_moon_has_no_override():
    """G6.1: a trick played out of order is taken back (undo); `override` changes
    nothing and the play is refused by turn as before."""
    state = run(moon, moon.Options(), [{"type": "bid", "seat": 0, "bid": 4}] + [
        {"type": "bid", "seat": s, "bid": None} for s in (1, 2, 3)] +
        [{"type": "trump", "seat": 0, "trump": 6}, {"type": "play", "seat": 0, "tile": "5-2"}])
    with pytest.raises(IllegalAction) as refusal:
        moon.apply(state, {"type": "play", "seat": 2, "tile": "5-3", "override": True})
    assert refusal.value.section == "G4"
