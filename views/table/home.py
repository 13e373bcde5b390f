"""Home page, sessions at the table, and the read-only view for onlookers."""
from datetime import datetime, timedelta, timezone

from flask import Blueprint, redirect
from flask_babel import format_date, format_timedelta
from sqlalchemy import select

from extensions import db
from models import Player, Session
from web.rendering import render
from web.forms import NewSessionForm
from web.i18n import gettext as _
from web.my_sessions import my_tokens, remember
from views.games.registry import KINDS, game_name
from views.night.remembered import my_events

bp = Blueprint("home", __name__)
bp.add_app_template_filter(game_name, "game_name")


@bp.get("/")
def index():
    return _home_page(NewSessionForm())


@bp.post("/sessions")
def create_session():
    form = NewSessionForm()
    if not form.validate_on_submit():
        return _home_page(form, status=422)
    table = Session(title=form.title.data or None,
                    player_ids=[Player.named(name).id for name in form.names()])
    db.session.add(table)
    db.session.commit()
    return remember(redirect(table.url, 303), table.edit_token)


@bp.get("/s/<token:token>")
def session(token):
    table = Session.by_edit_token(token)
    return remember(render("session.html", session=table, read_only=False), token)


@bp.get("/v/<token:view_token>")
def view_session(view_token):
    return render("session.html", session=Session.by_view_token(view_token), read_only=True)


@bp.app_template_filter("hand_word")
def hand_word(kind, number=None):
    """The game `kind`'s word for a hand ("Hand", "Hand 3"; some games play rounds:
    "Round 3"; DESIGN glossary)."""
    return KINDS[kind].hand_word(number)


@bp.app_template_filter("played_ago")
def played_ago(when):
    """How long ago `when` (a naive UTC datetime) was: "just now", "5 minutes ago",
    "3 hours ago", or past a week the date."""
    age = datetime.now(timezone.utc).replace(tzinfo=None) - when
    if age < timedelta(minutes=1):
        return _("just now")
    if age > timedelta(days=7):
        return format_date(when, "medium")
    return format_timedelta(-age, granularity="minute", add_direction=True)


def _home_page(form, status=200):
    tokens = my_tokens()
    mine = db.session.scalars(select(Session).where(Session.edit_token.in_(tokens))).all()
    mine.sort(key=lambda s: tokens.index(s.edit_token))
    return render("home.html", "new_session", status=status, form=form,
                  my_sessions=mine, recent_names=Player.recent_names(mine),
                  my_events=my_events())
