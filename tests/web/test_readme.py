"""The README is the front door, read in five minutes (STYLE 19): at most 8 KB, and the
pictures it and the guides in docs/ show are in the checkout."""
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]


def test_the_readme_is_at_most_8_kb():
    assert len((ROOT / "README.md").read_bytes()) <= 8 * 1024


@pytest.mark.parametrize("page", PAGES, ids=lambda page: str(page.relative_to(ROOT)))
def test_every_picture_a_page_shows_is_there(page):
    pictures = re.findall(r"!\[[^\]]*\]\(([^)\s]+)\)", page.read_text(encoding="utf-8"))
    assert [p for p in pictures if not (page.parent / p).is_file()] == []
