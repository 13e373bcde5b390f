"""The English words an Indonesian screen must not show, built from the catalogue and
the glossary (docs/GLOSSARY.md), never listed by hand.

An English word is a word of the English msgids, unless
- the glossary keeps it in Indonesian: a term of its Indonesian column (Pass, bid,
  trump, trick, doubles, layout, target...; a term of several words, such as "All
  Fives", is kept as a whole). A row about one game ("boneyard (Straight)") keeps
  its term only on that game's screens;
- it is also an Indonesian word: a word some Indonesian msgstr uses where its own
  msgid does not (so it was chosen in Indonesian, not carried over from the
  English: "file", "per").
Words an Indonesian msgstr carries over from its own English (typed action words
and option values, such as "left" in "play 6-4 left" or "wins-game") stay English
words: the glossary leaves them untranslated where they are typed, which a screen
shows as code (`<code>`) or quotes in a refusal of what was typed.

On a screen, a word written in capitals (RULES, JSON, CSV, QR) is a name or an
abbreviation, the same in every language; a link is not words; a word joined to a
dot, a slash or a digit is part of a file's name, a token or a formula (".json",
"/s/Xy3th", round5); text in `<code>` is typed, not read as words."""
import re
from functools import cache
from html.parser import HTMLParser
from pathlib import Path

from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
PO = ROOT / "translations" / "id" / "LC_MESSAGES" / "messages.po"
GLOSSARY = ROOT / "docs" / "GLOSSARY.md"
WORD = re.compile(r"[A-Za-z][A-Za-z_'’-]*[A-Za-z]")
SHOWN_WORD = re.compile(r"(?<![\w./])[A-Za-z][A-Za-z_'’-]*[A-Za-z](?!\w)")
PLACEHOLDER = re.compile(r"%\(\w+\)[sd]|\{[^}]*\}")
# The games, by their rules' folders (the glossary names them in its rows).
GAMES = tuple(sorted(p.name for p in (ROOT / "rules").iterdir() if (p / "__init__.py").exists()))


def words(text):
    """The words of `text` (a catalogue string: placeholders dropped), lower case."""
    return {w.lower() for w in WORD.findall(PLACEHOLDER.sub(" ", text))}


def _strings(value):
    return value if isinstance(value, (tuple, list)) else (value,)


@cache
def catalogue():
    with PO.open("rb") as f:
        return tuple(m for m in read_po(f) if m.id)


@cache
def glossary():
    """The glossary's rows: (English, Indonesian, note)."""
    rows = []
    for line in GLOSSARY.read_text(encoding="utf-8").splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if line.startswith("|") and len(cells) == 3 and cells[0] != "English" \
                and not set(cells[0]) <= set("-: "):
            rows.append(tuple(cells))
    return tuple(rows)


def games_of(english):
    """The games a glossary row is about ("tile (Bendomino)": bendomino); () for a
    row about every game."""
    said = re.search(r"\(([^)]*)\)", english)
    return tuple(g for g in GAMES if said and g in said.group(1).lower())


@cache
def kept_terms(game=None):
    """The terms the glossary keeps in Indonesian on `game`'s screens (None: on the
    screens of no one game, where every game's are kept), lower case: its Indonesian
    cells split at "/", "," and brackets, without words in capitals."""
    terms = set()
    for english, indonesian, _ in glossary():
        if game is None or not games_of(english) or game in games_of(english):
            for term in re.split(r"[/,()]", indonesian):
                term = " ".join(w for w in term.split() if not w.isupper())
                if WORD.search(term):
                    terms.add(term.lower())
    return frozenset(terms)


@cache
def english_words(game=None):
    """The English words an Indonesian screen of `game` (None: of no one game) must
    not show."""
    english, indonesian = set(), set()
    for message in catalogue():
        ids = set().union(*map(words, _strings(message.id)))
        english |= ids
        indonesian |= set().union(*map(words, _strings(message.string))) - ids
    kept = {term for term in kept_terms(game) if " " not in term}
    return frozenset(english - indonesian - kept)


CAPITALS = re.compile(r"(?<![A-Za-z])[A-Z]{2,}(?![a-z])")  # RULES, JSON, GP (in GP1)
LINK = re.compile(r"\S+://\S+")  # a link shown to copy: its token is random letters


def english_on(text, game=None):
    """The English words (see the module) in `text`, what a screen shows (the text of
    a page, `screen_text`, or of an export)."""
    text = CAPITALS.sub(" ", LINK.sub(" ", text)).lower()
    for term in sorted(kept_terms(game), key=len, reverse=True):
        if " " in term:
            text = text.replace(term, " ")
    return sorted(set(SHOWN_WORD.findall(text)) & english_words(game))


class _Screen(HTMLParser):
    """Text a person reads or hears: text nodes (not scripts, styles or code) and the
    title, aria-label, placeholder and alt attributes."""

    SKIP = ("script", "style", "code")

    def __init__(self):
        super().__init__()
        self.parts, self._skip = [], 0

    def handle_starttag(self, tag, attrs):
        self._skip += tag in self.SKIP
        self.parts += [v for k, v in attrs if k in ("title", "aria-label", "placeholder",
                                                      "alt") and v]

    def handle_endtag(self, tag):
        self._skip -= tag in self.SKIP

    def handle_data(self, data):
        if not self._skip:
            self.parts.append(data)


def screen_text(html):
    """The text a person reads or hears on the page `html` (see `_Screen`)."""
    parser = _Screen()
    parser.feed(html)
    return " ".join(" ".join(parser.parts).split())
