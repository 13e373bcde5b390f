"""The events this device organises, remembered in a signed cookie (as the home page
remembers its sessions), so the organiser finds the event again from the home page."""
from flask import current_app, request
from itsdangerous import BadData, URLSafeSerializer
from sqlalchemy import select

from extensions import db
from models import Tournament

MY_EVENTS_COOKIE = "my_events"
MY_EVENTS_MAX = 10


def _serializer():
    return URLSafeSerializer(current_app.secret_key, salt=MY_EVENTS_COOKIE)


def my_event_tokens():
    """Organiser links (edit tokens) of the events this device opened, newest first."""
    try:
        tokens = _serializer().loads(request.cookies.get(MY_EVENTS_COOKIE, ""))
    except BadData:
        return []
    if not isinstance(tokens, list):
        return []
    return [t for t in tokens if isinstance(t, str)][:MY_EVENTS_MAX]


def my_events():
    """The Tournaments this device organises, newest first."""
    tokens = my_event_tokens()
    if not tokens:
        return []
    events = list(db.session.scalars(select(Tournament).where(Tournament.edit_token.in_(tokens))))
    return sorted(events, key=lambda e: tokens.index(e.edit_token))


def remember_event(response, token):
    """`response` with the organiser link `token` first among this device's events."""
    tokens = [token] + [t for t in my_event_tokens() if t != token]
    response.set_cookie(MY_EVENTS_COOKIE, _serializer().dumps(tokens[:MY_EVENTS_MAX]),
                        max_age=400 * 24 * 3600, httponly=True, samesite="Lax")
    return response
