"""Work every request would otherwise redo, done once per process: the session
cookie's signing serializer, the Vary header's merge, and the gzip of a fragment every
phone at the table fetches. Behaviour and bytes on the wire stay as before; only the
repeated work goes (README, Performance)."""
import functools
import threading
from collections import OrderedDict

from flask import g
from flask.sessions import SecureCookieSessionInterface
from werkzeug.http import parse_set_header


class SessionCookies(SecureCookieSessionInterface):
    """Flask's signed cookie session, with its serializer built once per secret key:
    Flask builds a new one for every request (and probes its JSON serializer each time),
    which cost more than reading the cookie. Serializers hold no per-request state.

    A phone's poll (an htmx GET of a path ending in /poll that is neither a boosted
    navigation nor Back asking for a page again, both of which get whole pages: a
    game's poll, by either link, is the only such route, and a new one must not write
    the session) opens no
    session at all: its answer is a 204 or the table's shared fragment, which holds
    nothing of one phone, and checking the cookie's signature was a sixth of the poll.
    It gets Flask's null session (read, it is empty; written, it raises), and no
    cookie goes back."""

    _cached = (None, None)

    def open_session(self, app, request):
        if (request.method == "GET" and request.path.endswith("/poll")
                and request.headers.get("HX-Request") == "true"
                and not request.headers.get("HX-Boosted")
                and not request.headers.get("HX-History-Restore-Request")):
            return self.make_null_session(app)
        return super().open_session(app, request)

    def get_signing_serializer(self, app):
        key = (app.secret_key, tuple(app.config.get("SECRET_KEY_FALLBACKS") or ()))
        cached_key, serializer = self._cached
        if cached_key != key:
            serializer = super().get_signing_serializer(app)
            self._cached = (key, serializer)
        return serializer


@functools.lru_cache(maxsize=256)
def merged_vary(current, names):
    """The Vary header `current` (a string, or None) with `names` (a tuple) added, as
    werkzeug's `response.vary.add` writes it; memoized, since it is the same few
    strings on every response."""
    header_set = parse_set_header(current)
    for name in names:
        header_set.add(name)
    return header_set.to_header()


def add_vary(response, *names):
    """`response.vary.add(name)` for each of `names`, without parsing the header anew."""
    response.headers["Vary"] = merged_vary(response.headers.get("Vary"), names)


class FragmentGzip:
    """Flask-Compress's cache backend: the compressed body of a shared fragment
    (views.fragments), by the fragment's key and the algorithm, so the table's phones
    that fetch it cost one compression, not one each. Requests that set no key
    (`g.compress_key`) are compressed as usual and never stored. Keeps `size` entries."""

    NO_KEY = ";no-key"

    def __init__(self, size=512):
        self.size = size
        self._bodies = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key):
        if key.endswith(self.NO_KEY):
            return None
        with self._lock:
            return self._bodies.get(key)

    def set(self, key, body):
        if key.endswith(self.NO_KEY):
            return
        with self._lock:
            self._bodies[key] = body
            while len(self._bodies) > self.size:
                self._bodies.popitem(last=False)


def compress_key(request):
    """The COMPRESS_CACHE_KEY: the shared fragment's key when the response is one."""
    return g.get("compress_key") or FragmentGzip.NO_KEY[1:]
