"""What the views stand on: rendering, i18n, security headers, rate limits, form bounds,
shared fragments and the fast paths, form fields and messages, URL converters, the LAN
address. Nothing here imports a view."""
