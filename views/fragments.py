"""The game screen's fragments, rendered once per game and seq and shared by every phone
at the table: four phones polling after a play cost one render, not four, and the
phone that played renders the fragments the others then poll.

A shared fragment holds nothing of one phone: its forms carry no CSRF field (a phone's
htmx posts send the token in the X-CSRFToken header, from <body hx-headers>)."""
import threading
from collections import OrderedDict

from flask import current_app, g
from flask_wtf.csrf import generate_csrf


class SharedFragments:
    """Per-process cache of rendered fragments, by key (game id, seq, and whatever else
    changes the HTML: the link, check mode, the language). Keeps the `size` most
    recently used. Thread-safe; the values are immutable strings."""

    def __init__(self, size=512):
        self.size = size
        self._html = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key, render):
        """The HTML for `key`; `render()` makes it (returning (html, status)) on a miss,
        with `form_csrf_token()` empty while it runs."""
        with self._lock:
            if key in self._html:
                self._html.move_to_end(key)
                return self._html[key]
        g.shared_fragment = True
        try:
            html, _status = render()
        finally:
            g.shared_fragment = False
        with self._lock:
            self._html[key] = html
            while len(self._html) > self.size:
                self._html.popitem(last=False)
        return html


def shared_fragments():
    """The app's SharedFragments (one per app: two apps in one process never share ids)."""
    return current_app.extensions.setdefault("shared_fragments", SharedFragments())


def form_csrf_token():
    """The CSRF token for a form's hidden field; empty in a shared fragment, whose
    forms post through htmx with the token in a header."""
    return "" if g.get("shared_fragment") else generate_csrf()
