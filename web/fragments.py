"""The game screen's fragments, rendered once per game and seq and shared by every phone
at the table: four phones polling after a play cost one render, not four, and the
phone that played renders the fragments the others then poll.

A shared fragment holds nothing of one phone: its forms carry no CSRF field (a phone's
htmx posts send the token in the X-CSRFToken header, from <body hx-headers>).

The workers of one server share what they render through files (FragmentFiles): the
phones' connections are spread over the workers, so without it a play's fragments
were rendered once by the worker that logged it and once again by the other. A file
holds the fragment as it went out, gzipped (web.fast_paths.FragmentGzip writes it
once Flask-Compress has compressed it): one write a play, and a worker that reads it
sends those bytes and has the HTML by unzipping them. A fragment sent uncompressed is
not shared (a browser always asks for gzip)."""
import gzip
import hashlib
import os
import shutil
import stat
import tempfile
import threading
import time
from dataclasses import dataclass
from functools import partial

from cachetools import LRUCache

from flask import current_app, g, has_request_context, request
from flask_wtf.csrf import generate_csrf
from markupsafe import Markup

from web.i18n import language


# Pieces of a page drawn the same way on response after response (a picker's tile
# button, a side's score card, a table's line on an event's pages), by everything they
# show: each is rendered once per process. Bounded: a busy evening's tables make tens
# of thousands of distinct score cards; 50,000 pieces of under a kilobyte each is
# at most about 40 MB a worker, and past that the pieces are made again.
_PIECES = {}
_PIECES_KEPT = 50_000


def piece(key, render):
    """The Markup `render()` makes, kept under `key` (a tuple naming everything it
    shows, its language included) and made once per process."""
    html = _PIECES.get(key)
    if html is None:
        if len(_PIECES) >= _PIECES_KEPT:
            _PIECES.clear()
        html = _PIECES[key] = Markup(render())
    return html


def kept(*key, caller):
    """A template's call block, made once per process:
    `{% call kept("handnote", game.kind, state.hand) %}...{% endcall %}` renders its body
    the first time for these values in the request's language and keeps the HTML. The
    key (hashable values) names everything the body shows; a body that shows anything
    else (a CSRF field, a value not in the key) must not be kept."""
    root = request.script_root if has_request_context() else None
    return piece(("kept", language(), root, *key), caller)


def kept_each(name, items, macro, *fields):
    """`macro(item)` for each of `items`, joined, each kept as `kept` keeps a call
    block: under `name`, the request's language and the item's `fields` (attribute
    names), or the item itself (hashable) when none are named. One call from a
    template in place of a loop of call blocks, whose each turn costs a macro."""
    root = request.script_root if has_request_context() else None
    lang = language()
    return Markup("".join(
        piece(("kept", lang, root, name,
               *((getattr(item, f) for f in fields) if fields else (item,))),
              partial(macro, item))
        for item in items))


class SharedFragments:
    """Per-process cache of rendered fragments, by key (game id, seq, and whatever else
    changes the HTML: the link, check mode, the language). Keeps the `size` most
    recently used. Thread-safe; the values are immutable strings."""

    def __init__(self, size=512, files=None):
        self.size = size
        self.files = files
        self._html = LRUCache(maxsize=size)
        self._lock = threading.Lock()  # cachetools' caches are not thread-safe themselves

    def get(self, key, render, new=False):
        """The HTML for `key`; `render()` makes it (returning (html, status)) on a miss
        here and in `files`, with `form_csrf_token()` empty while it runs. `new`: the
        key names what this process has just made (a play's seq), which no other
        process can have stored yet, so the files are not read. A fragment found in
        the files leaves its gzipped body in the request's Sharing, to be sent as it is."""
        with self._lock:
            html = self._html.get(key)  # (a hit is the most recently used)
        if html is not None:
            return html
        stored = self.files.read(key, GZIPPED) if self.files and not new else None
        if stored is not None:
            html = gzip.decompress(stored).decode()
            if (shared := sharing()) is not None:
                shared.gzip = stored
        else:
            g.shared_fragment = True
            try:
                html, _status = render()
            finally:
                g.shared_fragment = False
        with self._lock:
            self._html[key] = html  # (past `size`, the least recently used goes)
        return html

    def answer(self, key, render, new=False):
        """The HTML for `key` as `get` finds or makes it, for a response that is this
        fragment alone: the request's Sharing then says so, and the response is
        compressed once for every phone and worker (web.fast_paths.FragmentGzip)."""
        g.sharing = Sharing(key, f"{id(self)}{key}", self.files, new)
        return self.get(key, render, new=new)


@dataclass
class Sharing:
    """What a response that is one shared fragment shares with the server's other
    workers: the fragment's `key`, the key its compressed body goes under
    (`compress_key`: the app's SharedFragments and the fragment), the FragmentFiles
    (`files`, or None), whether this request has just made it (`new`: nobody can have
    stored it yet) and its gzipped body when it was read from the files (`gzip`).

    Flask-Compress asks its cache for a response's body knowing only the request
    (COMPRESS_CACHE_KEY), so this record is the request's (`sharing()`), set by
    SharedFragments.answer alone."""

    key: tuple
    compress_key: str
    files: object
    new: bool
    gzip: bytes | None = None


def sharing():
    """The request's Sharing (SharedFragments.answer), or None for any other response."""
    return g.get("sharing")


GZIPPED = ".gzip"  # a fragment's file: its body as Flask-Compress's gzip made it


class FragmentFiles:
    """Rendered fragments as files in `folder`, shared by the processes of one server.
    A key must name its content for good (the link's token, game, seq, ...): a file is
    written whole (a finished file of this thread renamed into place) and never changed.
    Files go into `root`/<minute>/`server`/ and are read from the last two minutes;
    older minutes (of every server) are deleted when a worker starts a new minute, so
    a phone more than a minute behind renders anew; a stopped server's last minutes
    stay until a server runs again (or the machine restarts, for /dev/shm)."""

    MINUTE = 60

    def __init__(self, root, server):
        self.root, self.server = root, server
        self._made = None  # the minute whose subfolder this process has made

    def read(self, key, suffix=""):
        """The bytes stored under `key` and `suffix` (the body's compression) in the
        last two minutes, or None."""
        name, now = self._name(key) + suffix, self._minute()
        for minute in (now, now - 1):
            try:
                with open(os.path.join(self.root, str(minute), self.server, name), "rb") as file:
                    return file.read()
            except OSError:
                continue
        return None

    def write(self, key, data, suffix=""):
        """Stores `data` (bytes) under `key` and `suffix`; a failure to write only costs
        a later render (or compression)."""
        minute = self._minute()
        folder = os.path.join(self.root, str(minute), self.server)
        try:
            if self._made != minute:
                os.makedirs(folder, exist_ok=True)
                self._forget_before(minute - 1)
                self._made = minute
            name = self._name(key) + suffix
            temporary = os.path.join(folder, f".{name}.{os.getpid()}.{threading.get_ident()}")
            with open(os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600),
                      "wb") as file:
                file.write(data)
            os.replace(temporary, os.path.join(folder, name))
        except OSError:
            pass

    def _forget_before(self, minute):
        for entry in os.scandir(self.root):
            if entry.name.isdigit() and int(entry.name) < minute:
                shutil.rmtree(entry.path, ignore_errors=True)

    def _minute(self):
        return int(time.time() // self.MINUTE)

    @staticmethod
    def _name(key):
        return hashlib.sha1(repr(key).encode()).hexdigest()


def shared_fragments():
    """The app's SharedFragments (one per app: two apps in one process never share ids),
    sharing files with the other workers of the same database."""
    fragments = current_app.extensions.get("shared_fragments")
    if fragments is None:
        root, server = _files_folder()
        fragments = current_app.extensions.setdefault("shared_fragments", SharedFragments(
            files=FragmentFiles(root, server) if root else None))
    return fragments


def _files_folder():
    """(this user's folder in shared memory or the temporary folder, a name for this
    server): one name per database, secret key and running server (the workers' parent
    process, granian's), so the workers of one server share files, and nothing else
    does: not a second server on the same database (it may run other code, mid-upgrade),
    nor the same server started again (its database may have been restored since, and a
    game's seq then names other plays). The folder is None when it cannot be this
    user's alone: then each worker renders for itself."""
    config = current_app.config
    server = hashlib.sha1(f"{config['SQLALCHEMY_DATABASE_URI']}|{config['SECRET_KEY']}|"
                          f"{os.getppid()}".encode()).hexdigest()[:16]
    memory = "/dev/shm"  # Linux's shared memory: a file there costs no disk journal
    parent = memory if os.access(memory, os.W_OK) else tempfile.gettempdir()
    return private_folder(os.path.join(parent, f"domino-table-fragments-{os.getuid()}")), server


def private_folder(path):
    """`path`, made a folder only this user can read or write; None when something
    else is there (another user's folder, or one others may write to, where they could
    plant a fragment that every phone would be served)."""
    try:
        os.mkdir(path, 0o700)
    except FileExistsError:
        pass
    except OSError:
        return None
    info = os.lstat(path)
    if not stat.S_ISDIR(info.st_mode) or info.st_uid != os.getuid() or info.st_mode & 0o077:
        return None
    return path


def form_csrf_token():
    """The CSRF token for a form's hidden field; empty in a shared fragment, whose
    forms post through htmx with the token in a header."""
    return "" if g.get("shared_fragment") else generate_csrf()
