"""A session at the table (one evening, several games) and the players who sit at it."""
import secrets
from datetime import datetime, timezone

from flask import url_for
from sqlalchemy import JSON, String, func, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Mapped, mapped_column, relationship

from extensions import db


def utcnow():
    return datetime.now(timezone.utc).replace(tzinfo=None)


def new_token():
    """An unguessable link token (22 URL-safe characters, 128 bits)."""
    return secrets.token_urlsafe(16)


class LinkTokens:
    """A row reached by two unguessable links, with no accounts: `edit_token` (who has
    it may change the row) and `view_token` (who has it may only look)."""

    edit_token: Mapped[str] = mapped_column(String(32), unique=True, index=True, default=new_token)
    view_token: Mapped[str] = mapped_column(String(32), unique=True, index=True, default=new_token)

    @classmethod
    def by_edit_token(cls, token):
        """The row for an edit link, or a 404."""
        return db.first_or_404(select(cls).where(cls.edit_token == token))

    @classmethod
    def by_view_token(cls, token):
        """The row for a view link, or a 404."""
        return db.first_or_404(select(cls).where(cls.view_token == token))


class Session(LinkTokens, db.Model):
    """One sitting at the table. The edit link (`edit_token`) lets any phone log plays;
    the view link (`view_token`) only lets onlookers read. No accounts."""

    __tablename__ = "table_session"

    id: Mapped[int] = mapped_column(primary_key=True)
    title: Mapped[str | None] = mapped_column(String(120))
    # Player ids in the order they were entered, to prefill the seats of a new game.
    player_ids: Mapped[list[int]] = mapped_column(JSON, default=list)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)

    games: Mapped[list["Game"]] = relationship(  # noqa: F821
        back_populates="session", order_by="Game.id")

    @property
    def players(self):
        """The session's players in the order they were entered."""
        by_id = {p.id: p for p in db.session.scalars(
            select(Player).where(Player.id.in_(self.player_ids)))}
        return [by_id[i] for i in self.player_ids if i in by_id]

    @property
    def name(self):
        """The title, or the players' names when there is none."""
        return self.title or ", ".join(p.name for p in self.players)

    @property
    def unfinished_games(self):
        return [game for game in self.games if not game.is_over]

    @property
    def url(self):
        return url_for("home.session", token=self.edit_token)

    @property
    def view_url(self):
        return url_for("home.view_session", view_token=self.view_token)


class Player(db.Model):
    """A name at the table. Names are matched without regard to case: "ana" is Ana."""

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(40), unique=True)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)

    @classmethod
    def named(cls, name):
        """The player with this name (any case, spaces tidied), created if new.
        Adds a new player to the db session without committing."""
        name = " ".join(name.split())
        # Both sides lowered by the database: SQLite lowers only ASCII letters, so a
        # name lowered by Python ("É" -> "é") could miss the row that holds it.
        query = select(cls).where(func.lower(cls.name) == func.lower(name))
        player = db.session.scalar(query)
        if player is None:
            try:
                with db.session.begin_nested():  # a savepoint: a lost race rolls back alone
                    player = cls(name=name)
                    db.session.add(player)
            except IntegrityError:  # another phone created the same name just now
                player = db.session.scalar(query)
        return player

    @classmethod
    def recent_names(cls, sessions, limit=50):
        """Names to offer in the new-session form, newest first: the players of
        `sessions` (this device's), never the names other tables typed."""
        ids = {i for table in sessions for i in table.player_ids}
        return list(db.session.scalars(
            select(cls.name).where(cls.id.in_(ids))
            .order_by(cls.created_at.desc(), cls.id.desc()).limit(limit)))
