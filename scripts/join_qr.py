"""Print the link the phones at the table open, and the same link as a QR code in
the terminal, so the first phone joins by scanning the laptop's screen.

    python scripts/join_qr.py http://192.168.1.20:5000     # `make run` does this

segno draws the light modules as blocks, half a module per line: a dark terminal
shows the code as printed. On a light terminal the code comes out inverted, which
phone cameras read as well (the Invite sheet in the app is the fallback)."""
import sys

import segno


def main(argv):
    link = argv[1] if len(argv) > 1 else "http://localhost:5000"
    print(f"\nOpen {link} on the phones at the table, or scan this:\n")
    segno.make(link, error="m", micro=False).terminal(compact=True)
    print(flush=True)


if __name__ == "__main__":
    main(sys.argv)
