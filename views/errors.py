"""Friendly pages for the errors a phone can meet: a bad link, an expired form, a crash."""
from flask_babel import gettext as _
from flask_wtf.csrf import CSRFError
from htmx_flask import request

from views import render


def register(app):
    app.register_error_handler(CSRFError, _csrf_error)
    app.register_error_handler(400, _bad_request)
    app.register_error_handler(404, _not_found)
    app.register_error_handler(405, _bad_request)
    app.register_error_handler(413, _too_large)
    app.register_error_handler(422, _unprocessable)
    app.register_error_handler(500, _server_error)


def _page(status, heading, message):
    return render("error.html", "error", status=status, heading=heading, message=message)


def _csrf_error(error):
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


def _not_found(error):
    return _page(404, _("Not found"),
                 _("This link does not lead to a session or game. Check that it was copied whole."))


def _server_error(error):
    return _page(500, _("Something went wrong"),
                 _("The app hit an error. Nothing more was recorded; reload and try again."))
