"""Work every request would otherwise redo, done once per process: the session
cookie's signing serializer, the templates' globals, the Vary header's merge, the
links a screen draws again and again, and the gzip of a fragment every phone at the
table fetches. Behaviour and bytes on the wire stay as before; only the repeated work
goes (docs/performance.md)."""
import functools
import threading

from cachetools import LRUCache
from flask import has_request_context, request, url_for
from flask.sessions import SecureCookieSessionInterface
from flask.templating import Environment
from werkzeug.http import parse_set_header

from web.fragments import GZIPPED, sharing


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


class SharedGlobalsEnvironment(Environment):
    """Flask's Jinja environment, whose templates read its globals themselves rather
    than through a ChainMap of their own (none of ours has globals of its own): Jinja
    walks a template's globals on every `{% import %}` and every new context, and over
    a ChainMap that walk cost more than many a block it rendered. A template given
    globals of its own still gets the ChainMap."""

    def make_globals(self, d):
        return self.globals if not d else super().make_globals(d)


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


def link(endpoint, **values):
    """`url_for(endpoint, **values)` (a relative URL), memoized: the same few links
    (where a screen's forms post, a citation's two targets) are drawn on every
    response, and building one cost more than a block's other work. A relative URL
    depends only on the route, the values and the app's script root."""
    if not has_request_context():  # an app context's URL (SERVER_NAME): not kept
        return url_for(endpoint, **values)
    return _link(request.script_root, endpoint, tuple(values.items()))


@functools.lru_cache(maxsize=4096)
def _link(script_root, endpoint, values):
    return url_for(endpoint, **dict(values))


class FragmentGzip:
    """Flask-Compress's cache backend: the compressed body of a shared fragment
    (web.fragments), by the fragment's key and the algorithm, so the table's phones
    that fetch it cost one compression, not one each, whichever worker serves them: a
    body compressed here is also stored as the fragment's file (FragmentFiles), which
    the other workers read; one missing here is the body the request read from there
    (its web.fragments.Sharing), or is looked for there. Responses that are not a shared
    fragment are compressed as usual and never stored. Keeps `size` entries."""

    NO_KEY = ";no-key"

    def __init__(self, size=512):
        self.size = size
        self._bodies = LRUCache(maxsize=size)
        self._lock = threading.Lock()  # cachetools' caches are not thread-safe themselves

    def get(self, key):
        if key.endswith(self.NO_KEY):
            return None
        with self._lock:
            body = self._bodies.get(key)
        if body is None and (stored := _stored(key)) is not None and not sharing().new:
            files, fragment, suffix = stored
            body = sharing().gzip if suffix == GZIPPED else None
            if body is None:
                body = files.read(fragment, suffix)
            if body is not None:
                self._keep(key, body)
        return body

    def set(self, key, body):
        # Flask-Compress sets what it got from `get` too: that one is stored already.
        if key.endswith(self.NO_KEY) or self._bodies.get(key) is body:
            return
        self._keep(key, body)
        if (stored := _stored(key)) is not None:
            files, fragment, suffix = stored
            files.write(fragment, body, suffix)

    def _keep(self, key, body):
        with self._lock:
            self._bodies[key] = body  # (past `size`, the least recently used goes)


def _stored(key):
    """(the FragmentFiles, the fragment's key, the file's suffix: the algorithm) for the
    compressed body under Flask-Compress's `key` ("gzip;..."), or None when this
    request's fragment is not shared through files."""
    shared = sharing()
    if shared is None or shared.files is None:
        return None
    return shared.files, shared.key, "." + key.partition(";")[0]


def compress_key(request):
    """The COMPRESS_CACHE_KEY: the shared fragment's key when the response is one."""
    shared = sharing()
    return shared.compress_key if shared is not None else FragmentGzip.NO_KEY[1:]
