"""The server as `make run` starts it (granian, the same flags, read from the Makefile),
on a fresh SQLite file in a temporary folder: bench/load.py's, and through it the other
benches'."""
import os
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.served import flask_command, free_port, run_command  # noqa: E402

FLAGS = None  # --flags: the server's worker flags instead of the Makefile's, to compare


def server_command(port):
    """The server command of the Makefile's `run` target on `port`, as tests/served.py
    starts it (with --flags, those worker flags in place of the Makefile's)."""
    return run_command(port, FLAGS)


class Server:
    """The server as `make run` starts it, on a fresh SQLite file in a temporary folder.
    `env` adds to its environment; by default the per-address limits are off, since
    every table of the bench comes from this one address (web.rate_limits)."""

    def __init__(self, env=None):
        self.extra = {"DOMINO_RATELIMIT_ENABLED": "false"} if env is None else env

    def __enter__(self):
        self.folder = tempfile.TemporaryDirectory()
        self.port = free_port()
        env = {**os.environ, "DATABASE_URL": f"sqlite:///{self.folder.name}/load.db",
               "INSTANCE_PATH": self.folder.name, "SECRET_KEY": "load-bench", **self.extra}
        subprocess.run(flask_command("db", "upgrade"), cwd=ROOT, env=env, check=True,
                       capture_output=True)
        self.process = subprocess.Popen(server_command(self.port), cwd=ROOT, env=env,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.url = f"http://127.0.0.1:{self.port}"
        for _ in range(200):
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.1).close()
                break
            except OSError:
                time.sleep(0.05)
        return self

    def cpu_seconds(self):
        """CPU time (user + system) the master and its workers have used so far."""
        pids = [self.process.pid]
        children = Path(f"/proc/{self.process.pid}/task/{self.process.pid}/children")
        if children.exists():
            pids += [int(pid) for pid in children.read_text().split()]
        total = 0
        for pid in pids:
            try:
                fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            total += int(fields[11]) + int(fields[12])  # utime, stime (clock ticks)
        return total / os.sysconf("SC_CLK_TCK")

    def __exit__(self, *exc):
        self.process.terminate()
        self.process.wait(timeout=10)
        self.folder.cleanup()
