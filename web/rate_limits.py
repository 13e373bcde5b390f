"""What one client may start, per address and per minute: sessions, events, imports
(of a session or of an event, counted together) and games (Flask-Limiter). These need
no link (a session, an event, an import) or start work a table does a few times an
evening (a game), so a client looping on them could fill the database and the workers
(an event seats its first round: a session and a game a table);
everything else a table does is left alone.

The counts are kept in a SQLite file in the instance folder (web.rate_storage), shared
by the server's workers. Behind a reverse proxy, set PROXY_HOPS (app.py) so that the
address counted is the phone's, not the proxy's."""
import functools

from flask import current_app, request
from flask_limiter import Limiter
from flask_limiter.util import get_remote_address

# endpoint → (config key of its limit, the scope it shares with other endpoints or None)
LIMITED = {"home.create_session": ("LIMIT_SESSIONS", None),
           "night_setup.create": ("LIMIT_EVENTS", None),
           "exchange.import_file": ("LIMIT_IMPORTS", "imports"),
           "night_import.import_event": ("LIMIT_IMPORTS", "imports"),
           "start.create": ("LIMIT_GAMES", "games"),
           "games.again": ("LIMIT_GAMES", "games")}
DEFAULTS = {"LIMIT_SESSIONS": "10 per minute", "LIMIT_EVENTS": "5 per minute",
            "LIMIT_IMPORTS": "5 per minute",
            "LIMIT_GAMES": "20 per minute"}


def config(instance_path):
    """The settings Flask-Limiter reads, as defaults for `create_app`: counters in
    `instance_path`/limits.db, fixed one-minute windows, Retry-After on a 429, and a
    counter file that fails lets the request through (never a 500)."""
    return {"RATELIMIT_STORAGE_URI": f"domino-sqlite://{instance_path}/limits.db",
            "RATELIMIT_STRATEGY": "fixed-window", "RATELIMIT_HEADERS_ENABLED": True,
            "RATELIMIT_SWALLOW_ERRORS": True, "RATELIMIT_KEY_PREFIX": "domino", **DEFAULTS}


def init_app(app):
    """A limiter of this app's own (one shared by several apps in a process would count
    each request once per app) keyed on the client's address, and the LIMITED
    endpoints' views wrapped by it (call after the blueprints are registered).
    RATELIMIT_ENABLED is off for a TESTING app unless it sets it."""
    import web.rate_storage  # noqa: F401  (registers the domino-sqlite storage)
    app.config.setdefault("RATELIMIT_ENABLED", not app.testing)
    # Flask-Limiter's hooks run on every request: exempted by its public `request_filter`
    # they still cost 40-60 µs a request (a 204 poll, most requests, is about 850 µs),
    # against 9 µs here: they run only for the LIMITED endpoints (all the limits are),
    # registered through Flask's own hook methods (LimitedHooks).
    limiter = Limiter(get_remote_address, app=LimitedHooks(app))
    app.extensions["rate_limiter"] = limiter  # (the views' wrappers hold it weakly)
    for endpoint, (key, scope) in LIMITED.items():
        view = app.view_functions.get(endpoint)
        if view is None:
            continue
        limit = _limit_of(key)
        decorate = limiter.shared_limit(limit, scope) if scope else limiter.limit(limit)
        app.view_functions[endpoint] = decorate(view)


class LimitedHooks:
    """`app` as Flask-Limiter's `init_app` meets it: the request hooks it registers
    (`before_request`, `after_request`, `teardown_request`, Flask's public methods) run
    for the LIMITED endpoints only; everything else is the app's own
    (tests/web/test_library_pins.py holds Flask-Limiter to registering them so)."""

    def __init__(self, app):
        self.app = app

    def __getattr__(self, name):
        return getattr(self.app, name)

    def before_request(self, hook):
        return self.app.before_request(_for_limited(hook))

    def after_request(self, hook):
        return self.app.after_request(_for_limited(hook))

    def teardown_request(self, hook):
        return self.app.teardown_request(_for_limited(hook))


def _for_limited(hook):
    """`hook` (a before, after or teardown request function) for the LIMITED endpoints;
    for any other request it passes the response through (or does nothing)."""
    @functools.wraps(hook)
    def only_limited(*response):
        if request.endpoint in LIMITED:
            return hook(*response)
        return response[0] if response else None
    return only_limited


def _limit_of(key):
    return lambda: current_app.config[key]
