"""This machine's address on the local network: what the phones at the table open
(`make run` prints it; an Invite sheet opened on the machine itself names it).

Connecting a UDP socket sends nothing; it only makes the OS pick the interface it would
route through.
"""
import socket


def lan_address():
    """The machine's IPv4 address on the local network, or None without a network."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.255.255.255", 1))
            address = probe.getsockname()[0]
        except OSError:
            return None
    return None if address.startswith("127.") or address == "0.0.0.0" else address

