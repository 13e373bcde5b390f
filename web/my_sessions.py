"""The sessions this device opened (the home page lists them, review finds a player's
games through them): their edit tokens, newest first, in a signed cookie."""
from flask import current_app, request
from itsdangerous import BadData, URLSafeSerializer

MY_SESSIONS_COOKIE = "my_sessions"
MY_SESSIONS_MAX = 30


def _serializer():
    return URLSafeSerializer(current_app.secret_key, salt=MY_SESSIONS_COOKIE)


def my_tokens():
    """Edit tokens of the sessions this device opened, newest first (signed cookie)."""
    try:
        tokens = _serializer().loads(request.cookies.get(MY_SESSIONS_COOKIE, ""))
    except BadData:
        return []
    return [t for t in tokens if isinstance(t, str)][:MY_SESSIONS_MAX] if isinstance(tokens, list) else []


def remember(response, token):
    """`response` (a Response, or what a view returns: (html, status)) with session
    `token` added to this device's sessions (the signed cookie `my_tokens` reads)."""
    response = current_app.make_response(response)
    tokens = [token] + [t for t in my_tokens() if t != token]
    response.set_cookie(MY_SESSIONS_COOKIE, _serializer().dumps(tokens[:MY_SESSIONS_MAX]),
                        max_age=400 * 24 * 3600, httponly=True, samesite="Lax")
    return response
