"""The round's clock of an event: started by the organiser's Start round (not by
seating), paused and resumed (each logged: views.night.corrections), counted down on
the organiser's page and the big screen."""
import math
from datetime import timezone
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from babel.dates import format_datetime
from flask_babel import get_locale

from models.table import utcnow
from rules.night.evening import seconds_left


def clock(event):
    """The round's clock: whole minutes left (rounded up, never below 0; 0 once the
    time is up, never more than the round's limit), or None for an untimed event or
    a round whose clock the organiser has not started (Start round). A paused clock
    stands at what was left when it was paused (rules.night.evening.seconds_left)."""
    left = clock_seconds(event)
    return None if left is None else math.ceil(left / 60)


def clock_seconds(event):
    """The round clock's whole seconds left (None: untimed, or not started)."""
    return seconds_left(event.round_minutes, event.round_started_at,
                        event.round_paused_at, utcnow())


def time_zone(name):
    """`name` (posted: the organiser's phone's IANA zone, "Asia/Jakarta") if zoneinfo
    knows it, else "UTC"."""
    if not isinstance(name, str) or not 1 <= len(name) <= 64:
        return "UTC"
    try:
        ZoneInfo(name)
    except (ValueError, ZoneInfoNotFoundError):
        return "UTC"
    return name


def event_time(moment, zone="UTC"):
    """`moment` (naive UTC, as the app stores it) in the event's time zone `zone`,
    short, in the reader's language, with the zone's name."""
    try:
        where = ZoneInfo(zone)
    except (ValueError, ZoneInfoNotFoundError):
        where, zone = timezone.utc, "UTC"
    local = moment.replace(tzinfo=timezone.utc).astimezone(where)
    return f"{format_datetime(local, 'short', tzinfo=where, locale=get_locale())} ({zone})"
