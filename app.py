"""Domino Table: the application factory. `make run` sets it up (the venv, the
catalogues, the static files, the migrations) and serves it with granian through wsgi.py."""
import mimetypes
import os
import secrets
import tempfile

from flask import Flask
from flask_babel import get_locale
from werkzeug.middleware.proxy_fix import ProxyFix
from whitenoise import WhiteNoise

from extensions import babel, compress, csrf, db, htmx, migrate
from views.pages import language
from web import bounded_forms, fast_paths, i18n, rate_limits, security
from web.private_files import private_folder, private_sqlite_file

mimetypes.add_type("application/manifest+json", ".webmanifest")
STATIC_BUILD = os.path.join(os.path.dirname(os.path.abspath(__file__)), "build", "static")


def create_app(test_config=None):
    """Build the app: defaults, then the instance config.py (or `test_config`), then
    extensions, then blueprints. `test_config` is a mapping that overrides any setting."""
    # INSTANCE_PATH (an absolute path) puts the instance folder elsewhere than ./instance.
    # The static files are those built from static/ (scripts/build_static.py, run by make).
    app = Flask(__name__, instance_path=os.environ.get("INSTANCE_PATH") or None,
                instance_relative_config=True, static_folder=STATIC_BUILD)
    app.jinja_environment = fast_paths.SharedGlobalsEnvironment
    if not os.path.exists(os.path.join(STATIC_BUILD, "app.css")):
        raise RuntimeError(f"{STATIC_BUILD} is not built: run `make` (or scripts/build_static.py)")
    private_folder(app.instance_path)
    app.config.from_mapping(
        SECRET_KEY=os.environ.get("SECRET_KEY"),
        SQLALCHEMY_DATABASE_URI=database_uri(os.environ.get("DATABASE_URL"), app.instance_path),
        BABEL_DEFAULT_LOCALE="en",
        # A phone may sit on one game screen all evening: its CSRF token must not
        # expire after the default hour (it still ends with the browser session).
        WTF_CSRF_TIME_LIMIT=None,
        SESSION_COOKIE_SAMESITE="Lax",
        COMPRESS_MIMETYPES=["text/html", "text/css", "text/javascript",
                            "application/javascript", "image/svg+xml"],
        # Pages go out gzipped. Static files are streamed, and Flask-Compress cannot stream
        # gzip, so those use its streaming default (zstd, br or deflate, as the browser accepts).
        COMPRESS_ALGORITHM="gzip",
        # Level 3, the best of zlib's fast levels (1-3): an action's response is
        # compressed in under half the time of the default 6 and comes out about a
        # tenth larger (still far under 4 KB).
        COMPRESS_LEVEL=3,
        # The largest post is a session file to import (views/exchange/routes.py).
        MAX_CONTENT_LENGTH=2 * 1024 * 1024,
        # A fragment the table's phones share is compressed once (web.fast_paths).
        COMPRESS_CACHE_BACKEND=fast_paths.FragmentGzip,
        COMPRESS_CACHE_KEY=fast_paths.compress_key,
        # Form posts: at most this many fields (and multipart parts); a urlencoded body
        # of at most this many bytes (web.bounded_forms). The largest form has ~30.
        MAX_FORM_PARTS=200,
        MAX_FORM_MEMORY_SIZE=64 * 1024,
        **rate_limits.config(app.instance_path),
    )
    # Settings from the environment: DOMINO_LIMIT_SESSIONS="5 per minute",
    # DOMINO_RATELIMIT_ENABLED=false (values are read as JSON where they parse).
    app.config.from_prefixed_env("DOMINO")
    if test_config is None:
        app.config.from_pyfile("config.py", silent=True)
    else:
        app.config.from_mapping(test_config)
    if not app.config["SECRET_KEY"]:
        app.config["SECRET_KEY"] = instance_secret_key(app.instance_path)
    private_sqlite_file(app.config["SQLALCHEMY_DATABASE_URI"])

    app.session_interface = fast_paths.SessionCookies()
    hops = int(os.environ.get("PROXY_HOPS") or 0)
    if hops:  # behind that many reverse proxies: the phone's address and scheme are theirs
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=hops, x_proto=hops)
    db.init_app(app)
    migrate.init_app(app, db)
    csrf.init_app(app)
    babel.init_app(app, locale_selector=language.select_locale)
    compress.init_app(app)
    htmx.init_app(app)
    app.request_class = bounded_forms.bounded(app.request_class)
    app.jinja_env.globals["get_locale"] = get_locale
    i18n.init_app(app)
    language.init_app(app)
    security.init_app(app)

    import models  # (registers the tables with SQLAlchemy and Alembic)
    from models import backup
    backup.init_app(app)
    from web.links import converters
    app.url_map.converters.update(converters(models.Game.id, models.Player.id))
    from models.log import GameStates
    app.extensions["game_states"] = GameStates()

    from views.exchange import import_jobs, routes as exchange
    from views.night import organiser, public, setup, transfer
    from views.pages import checker_page, errors, rules_doc
    from views.review import routes as review
    from views.table import game, game_start, home, phone
    errors.register(app)
    for blueprint in (home, phone, rules_doc, checker_page, game_start, game, exchange, review,
                      setup, transfer, organiser, public):
        app.register_blueprint(blueprint.bp)
    import_jobs.init_app(app)
    rate_limits.init_app(app)

    # Static files come from WhiteNoise, in front of Flask: the copies built and compressed
    # once when the app is set up (`make run`/`make test`), Brotli
    # or gzip as the phone accepts, with the same security headers as every page.
    app.wsgi_app = WhiteNoise(app.wsgi_app, root=app.static_folder, prefix="static/",
                              max_age=60, add_headers_function=security.static_headers,
                              mimetypes={".webmanifest": "application/manifest+json"})

    @app.after_request
    def close_streamed_files(response):
        # Flask-Compress swaps a streamed body (a static file) for a compressing
        # generator and never closes the file; close it along with the response.
        if response.is_streamed and hasattr(response.response, "close"):
            response.call_on_close(response.response.close)
        return response

    @app.after_request
    def vary_on_htmx(response):
        # The same URL answers with a page or with fragments, so caches must key on these.
        fast_paths.add_vary(response, "HX-Request", "HX-Boosted")
        return response

    return app


def database_uri(database_url, instance_path):
    """SQLAlchemy URI from DATABASE_URL (PostgreSQL URLs get the psycopg 3 driver),
    or a SQLite file in the instance folder when it is unset."""
    if not database_url:
        return f"sqlite:///{os.path.join(instance_path, 'domino.db')}"
    for prefix in ("postgres://", "postgresql://"):
        if database_url.startswith(prefix):
            return "postgresql+psycopg://" + database_url[len(prefix):]
    return database_url


def instance_secret_key(instance_path):
    """The key in instance/secret_key, created on first use, so sessions and the
    "your sessions" cookie survive restarts. Safe when several workers start at once:
    the file appears whole (link of a finished temp file) and the first one wins."""
    path = os.path.join(instance_path, "secret_key")
    if not os.path.exists(path):
        with tempfile.NamedTemporaryFile("w", dir=instance_path, delete=False) as tmp:
            tmp.write(secrets.token_hex(32))
        try:
            os.chmod(tmp.name, 0o600)
            os.link(tmp.name, path)
        except FileExistsError:
            pass
        finally:
            os.unlink(tmp.name)
    with open(path) as key_file:
        return key_file.read().strip()
