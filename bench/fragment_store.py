"""Serving a shared fragment from the store the workers share: web.fragments'
FragmentFiles (a file a fragment, in /dev/shm) against diskcache (a SQLite index and
its values), both in the same folder kind, on the same gzipped fragment.

Prints the CPU time of one read (a phone's poll served from another worker's
fragment), of one read that misses, and of one write (a play's fragment), each the
best of a few batches. diskcache is not one of the app's requirements: install it in a
folder of its own to compare (`pip install --target /tmp/dc diskcache==5.6.3`) and run
`PYTHONPATH=/tmp/dc .venv/bin/python bench/fragment_store.py`."""
import gzip
import os
import sys
import tempfile
import time
from pathlib import Path
from random import Random

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.request_cost import cpu  # noqa: E402
from web.fragments import GZIPPED, FragmentFiles  # noqa: E402


def main():
    parent = "/dev/shm" if os.access("/dev/shm", os.W_OK) else tempfile.gettempdir()
    random = Random(1)  # a board's worth of HTML that compresses as a real one (about 3 KB)
    body = gzip.compress("".join(
        f"<button class='tile t{random.randrange(7)}-{random.randrange(7)}' "
        f"name='tiles' value='{random.randrange(7)}-{random.randrange(7)}'>"
        f"{random.randrange(10 ** 6)}</button>" for _ in range(300)).encode(), 3)
    key = ("token", 17, 42, "board", "id")
    other = ("token", 17, 43, "board", "id")
    results = {}
    with tempfile.TemporaryDirectory(dir=parent) as root:
        files = FragmentFiles(root, "server")
        files.write(key, body, GZIPPED)
        assert files.read(key, GZIPPED) == body
        results["FragmentFiles"] = (cpu(lambda: files.read(key, GZIPPED), 2000, 9),
                                    cpu(lambda: files.read(other, GZIPPED), 2000, 9),
                                    cpu(lambda: files.write(key, body, GZIPPED), 1000, 9))
    try:
        import diskcache
    except ImportError:
        diskcache = None
    if diskcache is not None:
        with tempfile.TemporaryDirectory(dir=parent) as root:
            cache = diskcache.Cache(root)
            name = repr(key) + GZIPPED
            cache.set(name, body, expire=120)
            assert cache.get(name) == body
            results[f"diskcache {diskcache.__version__}"] = (
                cpu(lambda: cache.get(name), 2000, 9),
                cpu(lambda: cache.get(repr(other) + GZIPPED), 2000, 9),
                cpu(lambda: cache.set(name, body, expire=120), 1000, 9))
            cache.close()
    print(f"a gzipped fragment of {len(body)} bytes, in {parent}")
    for store, (read, miss, write) in results.items():
        print(f"{store:18s} read {read * 1e6:6.1f} µs   miss {miss * 1e6:6.1f} µs   "
              f"write {write * 1e6:6.1f} µs")


if __name__ == "__main__":
    main()
