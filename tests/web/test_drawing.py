"""The layout drawing (views/games/drawing.py): the cross of the worked example, and no
two tiles drawn on top of each other in random layouts."""
from hypothesis import given, settings, strategies as st

from rules import straight
from tests.rules.simulate import Table
from views.games.drawing import U, draw_layout

WORKED = [("4-4", None), ("4-1", "right"), ("4-6", "left"), ("4-3", "up"),
          ("1-1", "right"), ("3-2", "up"), ("4-0", "down")]


def test_worked_example_is_a_cross_round_the_spinner():
    state = straight.new_game(straight.Options(2))
    for i, (tile, end) in enumerate(WORKED):
        state = straight.apply(state, {"type": "play", "seat": i % 2, "tile": tile, "end": end})
    drawing = draw_layout(state.layout, state.layout.count_terms())
    by_tile = {t.tile: t for t in drawing["tiles"]}
    assert by_tile["4-4"].vertical and by_tile["1-1"].vertical      # crosswise doubles
    assert not by_tile["6-4"].vertical and not by_tile["4-1"].vertical
    assert by_tile["4-3"].vertical and by_tile["4-0"].vertical      # the spinner's arms
    assert by_tile["6-4"].x < by_tile["4-4"].x < by_tile["4-1"].x < by_tile["1-1"].x
    assert by_tile["3-2"].y < by_tile["4-3"].y < by_tile["4-4"].y < by_tile["4-0"].y
    labels = {label.end: label.text for label in drawing["labels"]}
    assert labels == {"left": "6", "right": "1+1", "up": "2", "down": "0"}


def overlap(a, b):
    return (a.x < b.x + b.w and b.x < a.x + a.w and a.y < b.y + b.h and b.y < a.y + a.h)


@settings(max_examples=80, deadline=None)
@given(st.integers(2, 4), st.integers(0, 2**32), st.integers(1, 60),
       st.sampled_from(straight.SPINNERS))
def test_tiles_never_drawn_on_each_other(players, seed, length, spinner):
    table = Table(straight.Options(players, hand_size=min(7, 28 // players), spinner=spinner),
                  seed)
    biggest = table.state
    while len(table.actions) < length and (action := table.next_action()) is not None:
        state = table.apply(action)
        if len(state.layout.tiles) > len(biggest.layout.tiles):
            biggest = state
    tiles = draw_layout(biggest.layout, biggest.layout.count_terms())["tiles"]
    assert len(tiles) == len(biggest.layout.tiles)
    for i, a in enumerate(tiles):
        for b in tiles[i + 1:]:
            assert not overlap(a, b), (a, b)
    assert all(t.w in (U, 2 * U) for t in tiles)
