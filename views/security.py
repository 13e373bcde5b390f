"""The security headers every response carries, pages, fragments, errors and static
files alike, set in one place.

Scripts come only from this site's own files (no inline script, no eval: htmx runs with
`allowEval` off); inline styles are allowed, because the SVG drawings use `style=`
attributes and htmx adds its indicator <style>. No page may be framed (clickjacking),
and no Referer leaves with a link, since links carry a table's tokens."""

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


def init_app(app):
    app.after_request(security_headers)


def security_headers(response):
    """Adds HEADERS to `response`, leaving any a view set itself."""
    for name, value in HEADERS.items():
        response.headers.setdefault(name, value)
    return response
