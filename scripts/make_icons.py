"""Draw the app's PNG icons (static/icons/) once: the favicon's domino (a 1 over a 3)
on the table's green. `icon-*.png` fill their square; `maskable-512.png` keeps the
domino inside the central 80 % circle that a phone's mask always shows.

    .venv/bin/python scripts/make_icons.py    # needs Pillow (requirements-dev.txt)

The PNGs are committed; run this again only to change the drawing."""
from pathlib import Path

from PIL import Image, ImageDraw

ICONS = Path(__file__).resolve().parent.parent / "static" / "icons"
GREEN, IVORY, INK = "#1f6b55", "#fffdf7", "#1d1d1b"
SUPERSAMPLE = 4  # draw large, then shrink: smooth edges without an antialiasing API


def domino(size, height_share, rounded_square):
    """A size×size icon: the domino `height_share` of the height, on green (a rounded
    square when `rounded_square`, otherwise full bleed for a maskable icon)."""
    big = size * SUPERSAMPLE
    image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    if rounded_square:
        draw.rounded_rectangle((0, 0, big - 1, big - 1), radius=big * 0.22, fill=GREEN)
    else:
        draw.rectangle((0, 0, big, big), fill=GREEN)
    height = big * height_share
    width = height * 0.58
    left, top = (big - width) / 2, (big - height) / 2
    line = big * 0.02
    draw.rounded_rectangle((left, top, left + width, top + height), radius=width * 0.18,
                           fill=IVORY, outline=INK, width=round(line))
    middle = top + height / 2
    draw.line((left + width * 0.18, middle, left + width * 0.82, middle), fill=INK,
              width=round(line * 0.8))
    pip = width * 0.12

    def dot(x, y, colour=INK):
        cx, cy = left + width * x, top + height * y
        draw.ellipse((cx - pip, cy - pip, cx + pip, cy + pip), fill=colour)

    dot(0.5, 0.25, GREEN)                       # the 1 above
    for x, y in ((0.3, 0.63), (0.5, 0.75), (0.7, 0.87)):  # the 3 below
        dot(x, y)
    return image.resize((size, size), Image.LANCZOS)


def main():
    ICONS.mkdir(parents=True, exist_ok=True)
    for size in (192, 512):
        domino(size, 0.8, rounded_square=True).save(ICONS / f"icon-{size}.png", optimize=True)
    domino(512, 0.56, rounded_square=False).save(ICONS / "maskable-512.png", optimize=True)


if __name__ == "__main__":
    main()
