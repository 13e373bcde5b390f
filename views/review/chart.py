"""The running score of each side, hand by hand, as the geometry of an SVG line chart
(templates/review.html draws it): one polyline per side from 0 before the first hand,
the target as a dashed line, hands along the bottom, points up the left. Geometry
only; no chart library, no script."""
from typing import NamedTuple

WIDTH, HEIGHT = 340, 200                       # SVG user units; the chart scales to fit
LEFT, RIGHT, TOP, BOTTOM = 36, 12, 12, 30      # room for the axis labels
STEPS = (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000)


class Line(NamedTuple):
    """One side's running score: `points` for <polyline points>, `last` its end (x, y)."""

    side: int
    names: str
    points: str
    last: tuple


class Tick(NamedTuple):
    value: int
    at: float          # x (hands) or y (points) in SVG units


class Chart(NamedTuple):
    width: int
    height: int
    left: int
    right: float
    top: int
    bottom: float
    lines: list
    target_y: float
    target: int
    x_ticks: list
    y_ticks: list


def score_chart(rows, names, target):
    """The chart of a score sheet. `rows` are views.games.screen.score_sheet rows (each with
    `hand` and `running`, points per side after that hand), `names` the sides' names,
    `target` the game's target in points. Scores may be negative (a set bid, RULES M9).
    Returns a Chart; None when no hand is finished."""
    if not rows:
        return None
    series = [[0] + [row["running"][side] for row in rows] for side in range(len(names))]
    low = min(0, *(min(s) for s in series))
    high = max(target, *(max(s) for s in series))
    step = next((s for s in STEPS if (high - low) / s <= 5), STEPS[-1])
    low, high = step * (low // step), step * -(-high // step)
    right, bottom = WIDTH - RIGHT, HEIGHT - BOTTOM

    def x(i):
        return round(LEFT + (right - LEFT) * i / len(rows), 1)

    def y(value):
        return round(bottom - (bottom - TOP) * (value - low) / (high - low), 1)

    lines = [Line(side, names[side], " ".join(f"{x(i)},{y(v)}" for i, v in enumerate(s)),
                  (x(len(s) - 1), y(s[-1])))
             for side, s in enumerate(series)]
    every = -(-len(rows) // 10)  # at most about ten hand numbers along the bottom
    x_ticks = [Tick(i, x(i)) for i in range(0, len(rows) + 1) if i % every == 0 or
               i == len(rows)]
    y_ticks = [Tick(v, y(v)) for v in range(low, high + 1, step)]
    return Chart(WIDTH, HEIGHT, LEFT, right, TOP, bottom, lines, y(target), target,
                 x_ticks, y_ticks)
