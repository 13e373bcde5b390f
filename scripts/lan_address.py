"""Print this machine's address on the local network (what the phones at the table open).

Connecting a UDP socket sends nothing; it only makes the OS pick the interface it would
route through. Prints nothing and exits 1 when there is no network.
"""
import socket
import sys


def lan_address():
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.255.255.255", 1))
            address = probe.getsockname()[0]
        except OSError:
            return None
    return None if address.startswith("127.") or address == "0.0.0.0" else address


if __name__ == "__main__":
    address = lan_address()
    if address is None:
        sys.exit(1)
    print(address)
