"""The rules document, docs/RULES.md, as a page with an anchor per section, and the
citation links every screen uses: "RULES §S4.4" opens that section (a sheet over the
screen with htmx, the page at /rules#S4.4 without).

A translation sits beside it as docs/RULES.<locale>.md with the same section numbers;
the page in the request's locale is served when it exists. The page starts at the
document's first part: the preamble before it speaks to the project, not the table.
Each file is rendered once per process."""
import functools
import os
import re
from dataclasses import dataclass

from flask import Blueprint, abort, current_app, redirect, render_template, url_for
from flask_babel import get_locale
from htmx_flask import request
from markdown_it import MarkdownIt
from markupsafe import Markup, escape
from mdit_py_plugins.anchors import anchors_plugin
from mdit_py_plugins.anchors.index import slugify

from web.fast_paths import link
from web.i18n import gettext as _

bp = Blueprint("rules", __name__)

DOCS = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                    "docs")
SECTION = r"(?:GP|[GSMB])\d+(?:\.\d+)*"
RULING = re.compile(rf"({SECTION})(?![\w.])")  # the bold words a ruling starts with
PART = re.compile(r"(GP|[GSMB]) [—-] ")  # "## G — General" is the part G
# "RULES §S6, §S8" (a "§" left out is read the same: "RULES GP1, GP7").
CITATION = re.compile(rf"RULES (§?)({SECTION})((?:,? §?{SECTION})*)")
MORE = re.compile(rf"(,? )(§?)({SECTION})")


@dataclass(frozen=True)
class RulesDoc:
    """A rendered rules document: `html`, the page body (the rules, from the first
    part on: `_first_part`); `sections`, each ruling's id ("S4.4", "G9") to the HTML
    of that ruling alone (sub-rulings included); `anchors`, every id on the page
    (rulings and headings)."""

    html: str
    sections: dict
    anchors: frozenset


def _heading_slug(title):
    part = PART.match(title)
    return part.group(1) if part else slugify(title)


@functools.lru_cache(maxsize=8)
def render_file(path):
    """The RulesDoc of the Markdown file at `path` (cached: once per process)."""
    with open(path, encoding="utf-8") as doc:
        text = doc.read()
    md = MarkdownIt("commonmark").enable("table")
    md.use(anchors_plugin, min_level=1, max_level=3, slug_func=_heading_slug)
    tokens = md.parse(text)
    sections = {}
    for i, token in enumerate(tokens):
        holder = _ruling_holder(tokens, i)
        if holder is not None:
            section = RULING.match(token.content.lstrip("*")).group(1)
            if section not in sections:
                tokens[holder].attrSet("id", section)
                sections[section] = holder
    page = tokens[_first_part(tokens):]
    anchors = {t.attrGet("id") for t in page if t.attrGet("id")}
    return RulesDoc(
        html=md.renderer.render(page, md.options, {}),
        sections={s: _render_part(md, tokens, i) for s, i in sections.items()},
        anchors=frozenset(anchors))


def _first_part(tokens):
    """The index of the heading of the document's first part ("## G — General"): the
    page a player opens starts with the rules. What comes before it (the title, what
    the document is for in the project, its notation) is for the people who keep the
    rules and the code, and stays in the file. 0 when no heading names a part."""
    return next((i for i, t in enumerate(tokens) if t.type == "heading_open"
                 and PART.match(tokens[i + 1].content)), 0)


def _ruling_holder(tokens, i):
    """The index of the list item (or paragraph) that the inline token at `i` starts
    as a ruling (`**S4.6 A misplay that stands.**`), else None."""
    token = tokens[i]
    if token.type != "inline":
        return None
    children = [c for c in token.children or [] if c.type != "text" or c.content]
    if len(children) < 2:
        return None
    first, text = children[0], children[1]
    if first.type != "strong_open" or text.type != "text" or not RULING.match(text.content):
        return None
    if i >= 2 and tokens[i - 1].type == "paragraph_open":
        return i - 2 if tokens[i - 2].type == "list_item_open" else i - 1
    return None


def _render_part(md, tokens, start):
    """The HTML of the list item or paragraph opening at `start`, with what it holds."""
    opening = tokens[start]
    closing = opening.type.replace("_open", "_close")
    end = next(j for j in range(start + 1, len(tokens))
               if tokens[j].type == closing and tokens[j].level == opening.level)
    html = md.renderer.render(tokens[start:end + 1], md.options, {})
    return f'<ul class="rules-list">{html}</ul>' if opening.type == "list_item_open" else html


def document():
    """The RulesDoc for the request's locale: docs/RULES.<locale>.md (or its
    language's) when it exists, else docs/RULES.md."""
    folder = current_app.config.get("RULES_DIR", DOCS)
    locale = str(get_locale() or "")
    for name in (f"RULES.{locale}.md", f"RULES.{locale.split('_')[0]}.md"):
        path = os.path.join(folder, name)
        if locale and os.path.exists(path):
            return render_file(path)
    return render_file(os.path.join(folder, "RULES.md"))


@bp.get("/rules")
def page():
    doc = document()
    return render_template("rules.html", doc=doc)


@bp.get("/rules/<section>")
def section(section):
    """One ruling for the sheet (htmx); otherwise the page at its anchor."""
    doc = document()
    if section not in doc.sections:  # a translation behind the English document
        doc = render_file(os.path.join(current_app.config.get("RULES_DIR", DOCS), "RULES.md"))
    if section not in doc.sections:
        abort(404, description=_("The rules have no section %(section)s.", section=section[:40]))
    if not request.htmx or request.htmx.boosted:
        return redirect(url_for("rules.page", _anchor=section), 303)
    return render_template("_rules_section.html", section=section,
                           html=Markup(doc.sections[section]))


@bp.app_template_global()
def cite(section, text=None):
    """A link that opens RULES `section` ("S4.4"): the sheet with htmx, the page's
    anchor without. `text` defaults to "RULES §S4.4"."""
    label = text if text is not None else f"RULES §{section}"
    return Markup(
        '<a class="cite" href="{page}" hx-get="{one}" hx-target="#rules-sheet-body"'
        ' hx-swap="innerHTML" hx-push-url="false"><span class="section">{label}</span></a>'
    ).format(
            page=link("rules.page", _anchor=section),
            one=link("rules.section", section=section), label=label)


@bp.app_template_filter("cited")
def cited(text):
    """`text` escaped, each "RULES §S6" (and a following ", §S8") in it a citation link
    that reads as written ("RULES GP1, GP7" without the "§", too)."""
    def one(match):
        rest = MORE.sub(lambda m: m.group(1) + cite(m.group(3), m.group(2) + m.group(3)),
                        match.group(3))
        return cite(match.group(2), f"RULES {match.group(1)}{match.group(2)}") + Markup(rest)
    if text is None:
        return ""
    return Markup(CITATION.sub(one, str(escape(text))))
