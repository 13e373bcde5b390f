"""Print this machine's address on the local network (what the phones at the table
open), for `make run`. Prints nothing and exits 1 when there is no network."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from web.lan import lan_address  # noqa: E402

if __name__ == "__main__":
    address = lan_address()
    if address is None:
        sys.exit(1)
    print(address)
