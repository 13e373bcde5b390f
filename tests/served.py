"""The server as `make run` starts it, for tests and benchmarks that go over HTTP: the
command is read from the Makefile's `run` target (granian, wsgi:app, its worker flags),
bound to the loopback address on a free port, after `flask --app app db upgrade` as
`make run` does. Both run on the Python running the tests (sys.executable), so a suite run
from another environment than .venv tests the packages it has. Nothing listens beyond
this machine."""
import asyncio
import concurrent.futures
import os
import re
import shlex
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def flask_command(*arguments):
    """`flask --app app ARGUMENTS...` on the Python running the tests, as a list."""
    return [sys.executable, "-m", "flask", "--app", "app", *arguments]


def run_command(port, flags=None):
    """The server command of the Makefile's `run` target on 127.0.0.1:`port`, as a list;
    `flags` (a string) replaces its `--workers N --blocking-threads N`."""
    makefile = (ROOT / "Makefile").read_text().replace("\\\n", " ")
    line = next(line for line in makefile.splitlines() if "bin/granian" in line)
    command = line.strip().removeprefix("exec ").replace(
        "$(VENV)/bin/granian", f"{shlex.quote(sys.executable)} -m granian")
    if flags is not None:
        command = re.sub(r"--workers \d+ --blocking-threads \d+", flags, command)
    command = command.replace("--host 0.0.0.0", "--host 127.0.0.1")
    return shlex.split(command.replace("$(PORT)", str(port)))


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def set_up(env, umask=-1):
    """`make run`'s set-up: the migrations, on the database `env` names (`umask`: the
    process's, as for subprocess.Popen; -1 keeps this one's)."""
    subprocess.run(flask_command("db", "upgrade"), cwd=ROOT, env=env, check=True,
                   capture_output=True, umask=umask)


class Served:
    """A server as `make run` starts it, with `env` added to this process's environment
    (DATABASE_URL, SECRET_KEY, INSTANCE_PATH, ...); a context manager. Its log (granian's
    and the app's: both write to stderr) is kept in `.log_path`; `.url` is its address.
    `upgrade=False` skips the migrations (another server ran them); `umask` is the
    set-up's and the server's (-1: this process's)."""

    def __init__(self, env, flags=None, upgrade=True, umask=-1):
        self.env = {**os.environ, **env}
        self.flags, self.upgrade, self.umask = flags, upgrade, umask
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"

    def __enter__(self):
        if self.upgrade:
            set_up(self.env, self.umask)
        self._log = tempfile.NamedTemporaryFile("w+", prefix="served-", suffix=".log")
        self.log_path = self._log.name
        self.process = subprocess.Popen(run_command(self.port, self.flags), cwd=ROOT,
                                        env=self.env, stdout=self._log, stderr=self._log,
                                        umask=self.umask)
        self.wait_ready()
        return self

    def wait_ready(self, seconds=30):
        """Waits until granian says every worker started and the server answers."""
        command = run_command(self.port, self.flags)
        workers = int(command[command.index("--workers") + 1])
        deadline = time.monotonic() + seconds
        while True:
            if self.process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"the server did not start:\n{self.log()}")
            if self.log().count("Started worker-") >= workers:
                try:
                    if raw_request(self.port, b"GET /static/favicon.svg HTTP/1.1\r\n"
                                   b"Host: 127.0.0.1\r\nConnection: close\r\n\r\n")[0] == 200:
                        return
                except OSError:
                    pass
            time.sleep(0.05)

    def log(self):
        """What the server has written to its log so far."""
        return Path(self.log_path).read_text(errors="replace")

    def kill(self):
        """kill -9 the server and every worker at once, as a crash would take them:
        each is stopped first, so none goes on writing while another is killed."""
        pids = [self.process.pid, *descendants(self.process.pid)]
        for sent in (signal.SIGSTOP, signal.SIGKILL):
            for pid in pids:
                try:
                    os.kill(pid, sent)
                except ProcessLookupError:
                    pass
        self.process.wait()

    def __exit__(self, *exc):
        self.process.terminate()
        try:
            self.process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self._log.close()


def descendants(pid):
    """The ids of `pid`'s child processes, their children, and so on (Linux /proc)."""
    found = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            children = (task / "children").read_text().split()
        except OSError:
            continue
        for child in map(int, children):
            found += [child, *descendants(child)]
    return found


def raw_request(port, data, timeout=10):
    """Sends `data` (bytes: a whole HTTP/1.1 request) on a new connection to
    127.0.0.1:`port` and reads the answer until the server closes it. Returns
    (status, {header name lower-cased: value}, body bytes)."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as connection:
        connection.sendall(data)
        chunks = []
        while chunk := connection.recv(65536):
            chunks.append(chunk)
    head, _, body = b"".join(chunks).partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = dict(line.split(": ", 1) for line in lines[1:] if ": " in line)
    return int(lines[0].split()[1]), {k.lower(): v for k, v in headers.items()}, body


def run_async(function, *arguments):
    """`asyncio.run(function(*arguments))` in a thread of its own: Playwright's sync API
    (the browser tests, in the same pytest process) leaves an event loop running in this
    thread, where asyncio.run refuses to start another."""
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(lambda: asyncio.run(function(*arguments))).result()
