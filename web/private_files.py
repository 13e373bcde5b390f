"""Files only this user may read: the instance folder (the database, whose edit links
take over every table, and the secret key), the SQLite database, the import jobs' folder."""
import os

from sqlalchemy.engine import make_url


def private_folder(path):
    """Makes `path` a folder only this user may open (0700), whatever the umask: it holds
    the database, whose edit links take over every table, and the secret key. A folder
    already there is made 0700 too when it is this user's (left as it is otherwise)."""
    os.makedirs(path, mode=0o700, exist_ok=True)
    _owner_only(path, 0o700)


def private_sqlite_file(uri):
    """When `uri` names a SQLite file: creates it empty (a valid empty database) with
    mode 0600 before SQLite first opens it, since SQLite creates a database 0644 less the
    umask, and gives its -wal and -shm files the database file's mode; a database and
    its -wal and -shm already there are made 0600 when they are this user's. Anything
    else (PostgreSQL, an in-memory database, a folder that is missing) is left to the
    driver."""
    url = make_url(uri)
    path = url.database
    if url.get_backend_name() != "sqlite" or not path or path == ":memory:" \
            or path.startswith("file:") or url.query.get("mode") == "memory":
        return
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
    except OSError:
        pass
    for name in (path, f"{path}-wal", f"{path}-shm"):
        _owner_only(name, 0o600)


def _owner_only(path, mode):
    try:
        info = os.stat(path)
        if info.st_uid == os.getuid() and info.st_mode & 0o777 != mode:
            os.chmod(path, mode)
    except OSError:
        pass
