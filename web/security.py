"""The security headers every response carries, pages, fragments, errors and static
files alike, set in one place.

Scripts come only from this site's own files (no inline script, no eval: htmx runs with
`allowEval` off); inline styles are allowed, because the SVG drawings use `style=`
attributes and htmx adds its indicator <style>. No page may be framed (clickjacking),
and no Referer leaves with a link, since links carry a table's tokens. No browser keeps
an answer that may name a session's link (Cache-Control: no-store): a shared phone's
disk cache would hand the table to the next person."""
from flask import request

CONTENT_SECURITY_POLICY = "; ".join([
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
])
HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
}


# The answers that never name a session's link, which a browser may keep: static files,
# the service worker, the manifest, the rules, the checker, the offline and import pages.
# Every other answer (home and its list of this phone's sessions, every /s/ and /v/
# page, fragment and export, redirects to them, errors) is no-store.
KEEPABLE = frozenset({"static", "phone.service_worker", "language.manifest", "rules.page",
                      "rules.section", "checker.page", "phone.offline",
                      "exchange.import_page"})


def init_app(app):
    app.after_request(security_headers)
    app.after_request(no_store)


def security_headers(response):
    """Adds HEADERS to `response`, leaving any a view set itself."""
    for name, value in HEADERS.items():
        response.headers.setdefault(name, value)
    return response


def static_headers(headers, path, url):
    """WhiteNoise's hook for a static file it serves outside Flask: HEADERS too."""
    for name, value in HEADERS.items():
        headers[name] = value


def no_store(response):
    """Cache-Control: no-store on `response` unless its endpoint is in KEEPABLE."""
    if request.endpoint not in KEEPABLE:
        response.headers["Cache-Control"] = "no-store"
    return response
