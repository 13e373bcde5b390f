"""A storage for the `limits` library (Flask-Limiter's counters) in a SQLite file, so the
workers of one server count one client's requests together: Flask-Limiter's memory
storage is per process, and with three workers a client would get three times its
limit. It needs no other server. Servers on other machines each count their own.

Counters follow the fixed-window strategy: a key's count and the moment it expires."""
import os
import sqlite3
import threading
import time

from limits.storage import Storage

SCHEME = "domino-sqlite"


class SQLiteFileStorage(Storage):
    """`domino-sqlite:///absolute/path/limits.db`: one table of (key, count, expires),
    created 0600 on first use. Each thread of each process has its own connection;
    every change is one short write transaction."""

    STORAGE_SCHEME = [SCHEME]

    def __init__(self, uri, wrap_exceptions=False, **options):
        super().__init__(uri, wrap_exceptions, **options)
        self.path = uri.split("://", 1)[1]
        self._local = threading.local()

    @property
    def base_exceptions(self):
        return sqlite3.Error

    def _connection(self):
        """This thread's connection (a new one after a fork: a connection is not shared
        across processes)."""
        if getattr(self._local, "pid", None) != os.getpid():
            if not os.path.exists(self.path):
                os.close(os.open(self.path, os.O_WRONLY | os.O_CREAT, 0o600))
            connection = sqlite3.connect(self.path, timeout=2, isolation_level=None,
                                         check_same_thread=False)
            connection.execute("PRAGMA journal_mode=WAL")
            connection.execute("PRAGMA synchronous=OFF")  # counters: a crash may lose some
            connection.execute("CREATE TABLE IF NOT EXISTS counters (key TEXT PRIMARY KEY,"
                               " count INTEGER NOT NULL, expires REAL NOT NULL)")
            self._local.connection, self._local.pid = connection, os.getpid()
        return self._local.connection

    def incr(self, key, expiry, amount=1):
        """Adds `amount` to `key`'s count (a new window of `expiry` seconds when it had
        none or it expired); returns the count."""
        now = time.time()
        connection = self._connection()
        with connection:
            connection.execute("BEGIN IMMEDIATE")
            connection.execute("DELETE FROM counters WHERE expires <= ?", (now,))
            return connection.execute(
                "INSERT INTO counters VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE"
                " SET count = count + excluded.count RETURNING count",
                (key, amount, now + expiry)).fetchone()[0]

    def get(self, key):
        row = self._connection().execute(
            "SELECT count FROM counters WHERE key = ? AND expires > ?",
            (key, time.time())).fetchone()
        return row[0] if row else 0

    def get_expiry(self, key):
        row = self._connection().execute(
            "SELECT expires FROM counters WHERE key = ? AND expires > ?",
            (key, time.time())).fetchone()
        return row[0] if row else time.time()

    def check(self):
        try:
            self._connection().execute("SELECT 1")
            return True
        except sqlite3.Error:
            return False

    def reset(self):
        with self._connection() as connection:
            return connection.execute("DELETE FROM counters").rowcount

    def clear(self, key):
        with self._connection() as connection:
            connection.execute("DELETE FROM counters WHERE key = ?", (key,))
