"""What every phone at the table needs beyond the game: the Invite sheet (QR codes
of the session's links), the theme the phone chose, the service worker and the
page it shows when the connection is gone."""
import hashlib
import json
import os

from flask import Blueprint, current_app, request, url_for

from models import Session
from views.table.invite import qr_svg, table_link
from web.i18n import gettext as _
from web.rendering import render

bp = Blueprint("phone", __name__)
bp.add_app_template_global(table_link)

THEME_COOKIE = "theme"  # set by static/phone.js when the person picks a theme
THEMES = ("light", "dark")  # no cookie: follow the phone's setting (auto)
# What the service worker keeps for a fast start: the shell, never a game or a post.
# Each game's stylesheet (`games/<kind>.css`) joins it: shell().
SHELL = ("app.css", "app.js", "review.css", "night.css", "vendor/htmx-2.0.11.min.js",
         "favicon.svg", "icons/icon-192.png", "icons/icon-512.png")


@bp.get("/s/<token:token>/invite")
def invite(token):
    """The Invite sheet of a session: its table link (edit) and its view link."""
    return _invite(Session.by_edit_token(token), read_only=False)


@bp.get("/v/<token:view_token>/invite")
def view_invite(view_token):
    """The Invite sheet an onlooker sees: the view link only, never the table link."""
    return _invite(Session.by_view_token(view_token), read_only=True)


def _invite(table, read_only):
    links = [] if read_only else [
        {"label": _("Table link"), "hint": _("Scan to log plays from this phone too."),
         "url": table_link("home.session", token=table.edit_token)}]
    links.append({"label": _("View link"), "hint": _("Scan to follow the game without logging."),
                  "url": table_link("home.view_session", view_token=table.view_token)})
    for link in links:
        link["qr"] = qr_svg(link["url"], _("QR code of the %(what)s", what=link["label"].lower()))
    return render("invite.html", "sheet", session=table, links=links, read_only=read_only)


@bp.app_template_global()
def theme_choice():
    """The theme this phone chose: "light", "dark", or "auto" (the phone's setting)."""
    choice = request.cookies.get(THEME_COOKIE)
    return choice if choice in THEMES else "auto"


@bp.get("/sw.js")
def service_worker():
    """The service worker, served from the root so its scope is the whole app. Its
    text names the shell and carries a digest of it, so a new release replaces the
    cached shell."""
    with open(os.path.join(current_app.static_folder, "sw.js"), encoding="utf-8") as script:
        body = script.read()
    body = body.replace("__SHELL_VERSION__", _shell_version()) \
               .replace('"__SHELL_URLS__"', json.dumps(shell_urls()))
    return current_app.response_class(body, mimetype="text/javascript", headers={
        "Service-Worker-Allowed": "/", "Cache-Control": "no-cache"})


def _shell_version():
    digest = hashlib.sha256()
    for name in shell():
        with open(os.path.join(current_app.static_folder, name), "rb") as asset:
            digest.update(asset.read())
    return digest.hexdigest()[:12]


def shell_urls():
    """The URLs the service worker caches for a fast start."""
    return [url_for("static", filename=name) for name in shell()] + [url_for("phone.offline")]


def shell():
    """The static files the service worker keeps (names under the static folder): SHELL
    and every game's stylesheet the build holds (`games/*.css`), so no list here names
    a game."""
    games = os.path.join(current_app.static_folder, "games")
    own = sorted(f"games/{name}" for name in os.listdir(games) if name.endswith(".css")) \
        if os.path.isdir(games) else []
    return SHELL + tuple(own)


@bp.get("/offline")
def offline():
    """What a phone shows when it opens the app with no connection (the service worker
    keeps this page; scores live on the server, so nothing can be logged from it)."""
    return render("offline.html")
