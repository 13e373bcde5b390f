"""Extension objects, created unbound here and bound to an app in `create_app`."""
import sqlite3

from flask_babel import Babel
from flask_compress import Compress
from flask_migrate import Migrate
from flask_sqlalchemy import SQLAlchemy
from flask_wtf.csrf import CSRFProtect
from htmx_flask import Htmx
from sqlalchemy import MetaData, event
from sqlalchemy.engine import Engine
from sqlalchemy.orm import DeclarativeBase


class Base(DeclarativeBase):
    # Named constraints, so migrations can drop or alter them (SQLite batch mode needs names).
    metadata = MetaData(naming_convention={
        "ix": "ix_%(table_name)s_%(column_0_N_name)s",
        "uq": "uq_%(table_name)s_%(column_0_N_name)s",
        "ck": "ck_%(table_name)s_%(constraint_name)s",
        "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
        "pk": "pk_%(table_name)s",
    })


# Objects stay loaded after a commit: a view renders the game it just logged to
# without reloading it (each request has its own session, so nothing goes stale).
db = SQLAlchemy(model_class=Base, session_options={"expire_on_commit": False})
migrate = Migrate()
csrf = CSRFProtect()
babel = Babel()
compress = Compress()
htmx = Htmx()


@event.listens_for(Engine, "connect")
def _sqlite_pragmas(dbapi_connection, connection_record):
    """WAL so readers never wait for the phone that is writing; synchronous=NORMAL, so a
    commit does not wait for the disk (under WAL a power cut can lose the last commits,
    never corrupt the file; docs/performance.md); foreign keys on (SQLite's default is
    off); wait up to 5 s for a write lock instead of failing at once."""
    if isinstance(dbapi_connection, sqlite3.Connection):  # leaves psycopg connections alone
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=NORMAL")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute("PRAGMA busy_timeout=5000")
        cursor.close()
