"""Which language a phone reads: English or Bahasa Indonesia (issue 10).

The `lang` cookie, set by the switch in every page's footer, wins; without it the
browser's Accept-Language picks the best of the languages the app has; English
otherwise. Every response, pages and htmx fragments alike, uses the same choice."""
import functools
import json
import os
from urllib.parse import urlsplit

from flask import Blueprint, current_app, jsonify, redirect, request, url_for
from werkzeug.datastructures import LanguageAccept
from werkzeug.http import parse_accept_header

from web.fast_paths import add_vary
from web.i18n import gettext as _

bp = Blueprint("language", __name__)

LANGUAGES = {"en": "English", "id": "Bahasa Indonesia"}
COOKIE = "lang"
ONE_YEAR = 365 * 24 * 3600


def select_locale():
    """The request's locale: the `lang` cookie, else Accept-Language, else the
    app's BABEL_DEFAULT_LOCALE ("en")."""
    chosen = request.cookies.get(COOKIE)
    if chosen in LANGUAGES:
        return chosen
    return _best_match(request.headers.get("Accept-Language", "")) or \
        current_app.config.get("BABEL_DEFAULT_LOCALE", "en")


@functools.lru_cache(maxsize=256)
def _best_match(accept_language):
    """The best of LANGUAGES for an Accept-Language header, or None; parsed once per
    header text (a table's phones send the same few on every request)."""
    return parse_accept_header(accept_language, LanguageAccept).best_match(LANGUAGES)


@bp.get("/language/<code>")
def switch(code):
    """Remember `code` on this device and go back to the page the switch was on:
    `?next=` (the pages send no Referer: their links carry the table's tokens)."""
    if code not in LANGUAGES:
        code = "en"
    response = redirect(_back(request.args.get("next")), 303)
    response.set_cookie(COOKIE, code, max_age=ONE_YEAR, samesite="Lax",
                        secure=request.is_secure)
    response.vary.add("Cookie")
    return response


def _back(target):
    """The path of `target` (a path, or a URL of this site) if it is a page of this
    site, else home (never an open redirect)."""
    parts = urlsplit(target or "")
    if parts.netloc not in ("", request.host) or not parts.path.startswith("/") \
            or parts.path.startswith("//") or "\\" in parts.path:
        return url_for("home.index")
    return parts.path + (f"?{parts.query}" if parts.query else "")


@bp.get("/manifest.webmanifest")
def manifest():
    """The web app manifest (static/manifest.webmanifest: icons, colours, display)
    with its name and description in the phone's language."""
    response = jsonify({
        **_static_manifest(),
        "name": _("Domino Table"),
        "short_name": _("Dominoes"),
        "description": _("Keeps score at a domino table."),
        "lang": select_locale(),
    })
    response.mimetype = "application/manifest+json"
    response.vary.add("Accept-Language")
    response.vary.add("Cookie")
    return response


@functools.cache
def _static_manifest():
    with open(os.path.join(current_app.static_folder, "manifest.webmanifest")) as file:
        return json.load(file)


def init_app(app):
    """Every response may differ by language: caches key on its inputs."""
    @app.after_request
    def vary_on_language(response):
        add_vary(response, "Accept-Language", "Cookie")
        return response

    app.jinja_env.globals["languages"] = LANGUAGES
    app.register_blueprint(bp)
