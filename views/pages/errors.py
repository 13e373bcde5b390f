"""Friendly pages for the errors a phone can meet: a bad link, an expired form, a crash."""
from flask import current_app, render_template
from flask.globals import request_ctx
from flask_wtf.csrf import CSRFError
from htmx_flask import request
from werkzeug.exceptions import NotFound

from web.rendering import render
from web.i18n import gettext as _


def register(app):
    app.register_error_handler(CSRFError, _csrf_error)
    app.register_error_handler(400, _bad_request)
    app.register_error_handler(404, _not_found)
    app.register_error_handler(405, _bad_request)
    app.register_error_handler(413, _too_large)
    app.register_error_handler(422, _unprocessable)
    app.register_error_handler(429, _too_many)
    app.register_error_handler(500, _server_error)


def _page(status, heading, message):
    if request_ctx.url_adapter is None:
        return _plain_page()
    return render("error.html", "error", status=status, heading=heading, message=message)


def _plain_page():
    """A 400 for a request whose Host header is not a host name (werkzeug's BadHost:
    64 letters, `a..b`): the router could not bind to it, so nothing can build a URL
    and the site's pages cannot render; whatever else went wrong, this is the answer.
    One short line in the log, not a traceback: a loop of such requests must not fill
    the disk."""
    current_app.logger.warning("400: the Host header is not a host name: %.64r",
                               request.headers.get("Host", ""))
    return render_template("error_plain.html", heading=_("That did not work"),
                           message=_("The request was not understood. Nothing was recorded.")), 400


def _csrf_error(error):
    if request.content_length and not request.form and not request.files:
        # A body that is not a form (not UTF-8, JSON) has no token to read: the post
        # was not understood, and the page is not out of date.
        return _bad_request(error)
    html, status = _page(400, _("This page is out of date"),
                         _("Reload the page and try again. Nothing was recorded."))
    # htmx does not swap a 400, so a tap would seem to do nothing: reload the page
    # instead, which brings a fresh token and the table as it is now.
    return html, status, {"HX-Refresh": "true"} if request.htmx else {}


def _bad_request(error):
    return _page(error.code, _("That did not work"),
                 _("The request was not understood. Nothing was recorded."))


def _too_large(error):
    return _page(413, _("Too large"),
                 _("That was more than this app accepts. Nothing was recorded."))


def _unprocessable(error):
    return _page(422, _("That did not work"),
                 _("The app could not use what was sent. Nothing was recorded."))


def _too_many(error):
    """Flask-Limiter's refusal (web.rate_limits); it adds the Retry-After header."""
    return _page(429, _("Too many at once"),
                         _("This device has started many sessions, games or imports in the "
                           "last minute. Wait a minute and try again. Nothing was recorded."))


def _not_found(error):
    """The game's own words when a view said what is missing (`abort(404, description=)`:
    a hand, a step, a side the game has not), else a link that leads nowhere."""
    if error.description != NotFound.description:
        return _page(404, _("Not found"), error.description)
    return _page(404, _("Not found"),
                 _("This link does not lead to a session or game. Check that it was copied whole."))


def _server_error(error):
    return _page(500, _("Something went wrong"),
                 _("The app hit an error. Nothing more was recorded; reload and try again."))
