"""Straight Domino end badges add up to the Count (RULES S4.5, S5): an end that takes a
number but counts nothing (the spinner's empty up/down ends under standard counting,
the second side of a lone double) is drawn apart from the ends that count, on the game
screen, in the checker and in the review step-through."""
import re

import pytest

from rules import straight
from tests.rules.simulate import Table
from tests.web.table import TableActions
from views.games.drawing import draw_layout

BADGE = re.compile(r'<g class="end-label (counts|match-only)" data-end="(\w+)" data-match="(\d)"'
                   r'(?: data-count="(\d+)")?')


def badges(html):
    """{end: (number to match, pips counted or None)} read off the drawn layout."""
    return {end: (int(match), int(count) if count else None)
            for kind, end, match, count in BADGE.findall(html)}


def counted(html):
    return sum(c for _, c in badges(html).values() if c is not None)


def count_shown(html):
    return int(re.search(r'id="count">(\d+)<', html).group(1))


def render_layout(app, state):
    with app.test_request_context():
        macro = app.jinja_env.get_template("straight/board.html").module.layout_svg
        return str(macro(draw_layout(state.layout,
                                     state.layout.count_terms(state.options.counting))))


# (plays, counting, expected badges, Count) straight from RULES S4.5/S5.
CASES = [
    # S5.3: a lone double lead counts both halves once: one badge of 10, the other side 0.
    ([("5-5", None)], "standard", {"left": (5, 10), "right": (5, None)}, 10),
    # S5.2: spinner flanked: its empty up/down ends take a 5 and count nothing.
    ([("5-5", None), ("5-3", "right"), ("6-5", "left")], "standard",
     {"left": (6, 6), "right": (3, 3), "up": (5, None), "down": (5, None)}, 9),
    # S5 sniff: each empty spinner end counts the spinner's number.
    ([("5-5", None), ("5-3", "right"), ("6-5", "left")], "sniff",
     {"left": (6, 6), "right": (3, 3), "up": (5, 5), "down": (5, 5)}, 19),
    # S5.1: a crosswise double at an end counts both halves (worked example row 5).
    ([("4-4", None), ("4-1", "right"), ("4-6", "left"), ("4-3", "up"), ("1-1", "right")],
     "standard", {"left": (6, 6), "right": (1, 2), "up": (3, 3), "down": (4, None)}, 11),
]


@pytest.mark.parametrize("plays, counting, expected, count", CASES,
                         ids=["S5.3-lone-double", "S5.2-standard", "S5-sniff", "S5.1-crosswise"])
def test_badges_from_rules(app, plays, counting, expected, count):
    options = straight.Options(2, counting=counting)
    state = straight.replay(options, [{"type": "play", "seat": i % 2, "tile": t, "end": e}
                                      for i, (t, e) in enumerate(plays)])
    html = render_layout(app, state)
    assert badges(html) == expected
    assert counted(html) == count


@pytest.mark.parametrize("counting", ["standard", "sniff"])
@pytest.mark.parametrize("seed", range(6))
def test_badges_add_up_over_random_games(app, counting, seed):
    """Every position of whole random legal games: the counting badges sum to the
    Count, and every open end has exactly one badge with its number (S4.5)."""
    players = 2 + seed % 3
    table = Table(straight.Options(players, counting=counting, target=150), seed)
    positions = 0
    while (action := table.next_action()) is not None:
        state = table.apply(action)
        if action["type"] != "play" or state.layout.lead is None:
            continue
        found = badges(render_layout(app, state))
        assert {e: m for e, (m, _) in found.items()} == state.open_ends
        assert sum(c for _, c in found.values() if c is not None) == state.count
        positions += 1
    assert positions > 20


def test_game_screen_checker_and_review_agree(app, client):
    """Lead 5-5, 5-3 right, 6-5 left (standard): Count 9 and the badges add to 9."""
    with app.app_context():
        table = TableActions(client)
        for seat, tile, end in [(0, "5-5", None), (1, "5-3", "right"), (0, "6-5", "left")]:
            html = table.play(seat, tile, end).get_data(as_text=True)
        assert count_shown(html) == 9 and counted(html) == 9
        assert badges(html)["up"] == (5, None)
        page = table.page()
        assert counted(page) == 9 and "counts 0" in page
        review = client.get(f"{table.url}/review?hand=1&step=3").get_data(as_text=True)
        assert counted(review) == 9 and badges(review)["down"] == (5, None)
        review = client.get(f"{table.url}/review?hand=1&step=1").get_data(as_text=True)
        assert counted(review) == 10
    checker = client.get("/check/straight", query_string={
        "position": "play 5-5,play 5-3 right,play 6-5 left"}).get_data(as_text=True)
    assert count_shown(checker) == 9 and counted(checker) == 9
