"""The rules document served at /rules: an anchor for every section of RULES, one
ruling at a time for the sheet, citations as links, and a translation beside it."""
import pathlib
import re
import shutil

import pytest

from tests.conftest import SECRET
from tests.web.table import TableActions

ROOT = pathlib.Path(__file__).resolve().parents[2]
HX = {"HX-Request": "true"}

# Every ruling of RULES, by its number (G1-G9 with G6.1, S1-S9 with S4.1-S4.6, S5.1-S5.3
# and S8.1-S8.4, M1-M10, B1-B8, GP1-GP11 with GP3.1-GP3.4, GP6.1-GP6.3, GP8.1-GP8.4,
# GP10.1-GP10.4 and RULES GP11's clarifications GP11.1-GP11.8), and its five parts.
SECTIONS = ([f"G{n}" for n in range(1, 10)] + ["G6.1"] + [f"S{n}" for n in range(1, 10)]
            + [f"S4.{n}" for n in range(1, 7)] + [f"S5.{n}" for n in range(1, 4)]
            + [f"S8.{n}" for n in range(1, 5)] + [f"M{n}" for n in range(1, 11)]
            + [f"B{n}" for n in range(1, 9)] + [f"GP{n}" for n in range(1, 12)]
            + [f"GP3.{n}" for n in range(1, 5)] + [f"GP6.{n}" for n in range(1, 4)]
            + [f"GP8.{n}" for n in range(1, 5)] + [f"GP10.{n}" for n in range(1, 5)]
            + [f"GP11.{n}" for n in range(1, 9)])
PARTS = ["G", "S", "M", "B", "GP"]

NUMBER = r"(?:GP|[GSMB])\d+(?:\.\d+)*"
# The ways the code cites a section: a rules engine's refusal or verdict (a string that
# is only a section number), "RULES §X" / "RULES X" in messages and docstrings (with
# ", §Y" after it), section="X", and cite("X") in templates.
CITES = [re.compile(rf"""["']({NUMBER})["']"""),
         re.compile(rf"RULES §?({NUMBER})"),
         re.compile(rf"RULES §?{NUMBER}(?:,? (?:§|and )?{NUMBER})+"),
         re.compile(rf"""section=["']({NUMBER})["']"""),
         re.compile(rf"""cite\(["']({NUMBER})["']""")]


def ids(html):
    return set(re.findall(r'\bid="([^"]+)"', html))


def cited_in_code():
    """{section: first file citing it} over rules/, views/, web/ and templates/."""
    found = {}
    for folder, pattern in (("rules", "*.py"), ("views", "*.py"), ("web", "*.py"),
                            ("templates", "*.html")):
        for path in sorted((ROOT / folder).rglob(pattern)):
            text = path.read_text(encoding="utf-8")
            for cite in CITES:
                for match in cite.finditer(text):
                    for section in re.findall(NUMBER, match.group(0)):
                        found.setdefault(section, str(path.relative_to(ROOT)))
    return found


def test_the_page_has_an_anchor_for_every_section(client):
    response = client.get("/rules")
    html = response.get_data(as_text=True)
    assert response.status_code == 200
    missing = [s for s in SECTIONS + PARTS if s not in ids(html)]
    assert not missing, missing
    # The anchor sits on the ruling itself, with its words.
    assert re.search(r'id="S4\.6"><strong>S4\.6 A misplay that stands\.</strong>', html)
    assert re.search(r'id="G9"><strong>G9 Proven illegal passes</strong>', html)


def test_every_section_the_code_cites_is_in_the_document(client):
    anchors = ids(client.get("/rules").get_data(as_text=True))
    cited = cited_in_code()
    assert {"S4.4", "S6", "M9", "B7", "G9"} <= set(cited)  # the scan finds citations
    unknown = {s: where for s, where in cited.items() if s not in anchors}
    assert not unknown, unknown


def test_the_sheet_gets_that_section_only(client):
    response = client.get("/rules/S4.6", headers=HX)
    html = response.get_data(as_text=True)
    assert response.status_code == 200
    assert "S4.6 A misplay that stands." in html and "override" in html
    assert ids(html) == {"S4.6"}
    assert "S4.5" not in html and "<html" not in html
    assert 'href="/rules#S4.6"' in html  # the whole document, at this section


def test_a_section_with_parts_brings_them_along(client):
    html = client.get("/rules/S8", headers=HX).get_data(as_text=True)
    assert ids(html) == {"S8", "S8.1", "S8.2", "S8.3", "S8.4"}
    assert "S9" not in html


def test_a_section_without_htmx_is_the_page_at_its_anchor(client):
    response = client.get("/rules/S4.4")
    assert response.status_code == 303 and response.headers["Location"].endswith("/rules#S4.4")
    assert client.get("/rules/S99", headers=HX).status_code == 404


def test_a_section_the_rules_do_not_have_says_so(client):
    """A citation link to a section the rules lack is a 404 that names the section,
    not one saying the link leads to no session or game."""
    for headers in ({}, HX):
        response = client.get("/rules/S99", headers=headers)
        text = response.get_data(as_text=True)
        assert response.status_code == 404
        assert "The rules have no section S99." in text and "session or game" not in text


def test_a_refusal_links_to_its_section(app, client):
    with app.app_context():
        table = TableActions(client)
        table.play(0, "4-4")
        response = table.play(1, "6-6", "left")  # 6-6 does not match 4 (RULES S4.4)
    html = response.get_data(as_text=True)
    assert response.status_code == 422
    refusal = re.search(r'<div class="refusal".*?</div>', html, re.S).group(0)
    assert 'href="/rules#S4.4"' in refusal and 'hx-get="/rules/S4.4"' in refusal
    assert 'hx-target="#rules-sheet-body"' in refusal


def test_working_lines_link_each_section_they_cite(app, client):
    with app.app_context():
        table = TableActions(client)
        for seat, tile, end in [(0, "4-4", None), (1, "4-1", "right"), (0, "4-6", "left"),
                                (1, "4-3", "up")]:  # RULES §S worked example: row 4 scores 10
            assert table.play(seat, tile, end).status_code == 200
        html = client.get(f"{table.url}/working?side=1", headers=HX).get_data(as_text=True)
    assert 'href="/rules#S6"' in html and "RULES §S6" in html


def test_every_page_links_the_rules_in_its_footer(app, client):
    with app.app_context():
        table = TableActions(client)
        pages = ["/", "/sessions", f"/s/{table.token}", table.url, "/rules"]
        for url in pages:
            html = client.get(url).get_data(as_text=True)
            footer = re.search(r"<footer.*?</footer>", html, re.S)
            assert footer and 'href="/rules"' in footer.group(0), url
            assert 'id="rules-sheet"' in html, url


def test_no_page_has_an_inline_script(app, client):
    with app.app_context():
        table = TableActions(client)
        for url in ["/rules", table.url]:
            html = client.get(url).get_data(as_text=True)
            assert all("src=" in tag for tag in re.findall(r"<script[^>]*>", html)), url


def test_the_document_is_rendered_once_per_file(client):
    from views.pages.rules_doc import render_file
    client.get("/rules")
    before = render_file.cache_info()
    client.get("/rules")
    client.get("/rules/S4.4", headers=HX)
    after = render_file.cache_info()
    assert after.misses == before.misses and after.hits >= before.hits + 2


@pytest.fixture
def translated(tmp_path, migrated_db):
    """An app in Indonesian whose rules folder holds RULES.md and RULES.id.md."""
    from app import create_app
    from tests.conftest import dispose
    folder = tmp_path / "docs"
    folder.mkdir()
    shutil.copyfile(ROOT / "docs" / "RULES.md", folder / "RULES.md")
    (folder / "RULES.id.md").write_text(
        "# ATURAN\n\n## S — Domino Lurus\n\n- **S4.4 Mencocokkan.** Kartu dipasang di ujung yang cocok.\n",
        encoding="utf-8")
    shutil.copyfile(migrated_db, tmp_path / "t.db")

    def make(locale):
        return create_app({"TESTING": True, "SECRET_KEY": SECRET, "RULES_DIR": str(folder),
                           "BABEL_DEFAULT_LOCALE": locale,
                           "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 't.db'}"})
    apps = [make("id"), make("en")]
    yield apps
    for one in apps:
        dispose(one)


def test_a_translation_is_served_in_its_locale(translated):
    indonesian, english = (one.test_client() for one in translated)
    html = indonesian.get("/rules/S4.4", headers=HX).get_data(as_text=True)
    assert "S4.4 Mencocokkan." in html and ids(html) == {"S4.4"}
    assert "S4.4 Matching." in english.get("/rules/S4.4", headers=HX).get_data(as_text=True)


def test_a_section_the_translation_lacks_comes_in_english(translated):
    indonesian = translated[0].test_client()
    assert "S6 Scoring a play." in indonesian.get("/rules/S6", headers=HX).get_data(as_text=True)


@pytest.mark.parametrize("path", sorted((ROOT / "docs").glob("RULES.*.md")), ids=str)
def test_each_translation_has_every_section(path):
    from views.pages.rules_doc import render_file
    assert render_file(str(path)).anchors >= set(SECTIONS) | set(PARTS)


def test_without_a_translation_the_english_document_is_served(client, app):
    app.config["BABEL_DEFAULT_LOCALE"] = "fr"
    html = client.get("/rules").get_data(as_text=True)
    assert "S4.4 Matching." in html


@pytest.mark.parametrize("language, name", [("en", "RULES.md"), ("id", "RULES.id.md")])
def test_the_page_starts_with_the_rules(client, language, name):
    """The page a player opens starts at the document's first part ("## G — General");
    the preamble before it (what the document is to the project: the engines, code
    and tests that cite it, the seed documents) stays in the file, off the page."""
    text = (ROOT / "docs" / name).read_text(encoding="utf-8")
    first_part = re.search(r"^## (G [—-] .+)$", text, re.M)
    preamble = text[:first_part.start()]
    assert "seeds/" in preamble  # what the page leaves out is the project's, not the rules
    html = client.get("/rules", headers={"Accept-Language": language}).get_data(as_text=True)
    article = html.split('class="card rules-doc">', 1)[1]
    assert re.match(r"\s*<h2[^>]*>" + re.escape(first_part.group(1)) + "</h2>", article)
    assert "seeds/" not in article and "`RULES §S5`" not in article
    assert ids(article) >= set(SECTIONS) | set(PARTS)
