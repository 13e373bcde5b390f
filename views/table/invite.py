"""A table's links as the other phones must open them, and their QR codes: the Invite
sheet (views.table.phone) and the organiser's table cards (views.night.organiser)."""
import ipaddress
from urllib.parse import urlsplit

import segno
from flask import url_for
from markupsafe import Markup

from web.lan import lan_address


def table_link(endpoint, **values):
    """The absolute link of `endpoint` as the other phones must open it: when this page
    came from the machine itself (localhost), the machine's LAN address instead."""
    url = url_for(endpoint, _external=True, **values)
    parts = urlsplit(url)
    if _is_loopback(parts.hostname) and (address := lan_address()):
        netloc = address + (f":{parts.port}" if parts.port else "")
        url = parts._replace(netloc=netloc).geturl()
    return url


def _is_loopback(host):
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def qr_svg(url, label):
    """`url` as a QR code, an inline SVG that scales to its box (error correction M,
    the standard quiet zone of 4 modules), dark on white in either theme."""
    code = segno.make(url, error="m", micro=False)
    svg = code.svg_inline(scale=1, border=4, omitsize=True, dark="#000", light="#fff",
                          svgclass="qr")
    return Markup('<div class="qr-box" role="img" aria-label="{}">{}</div>').format(
        label, Markup(svg))
