"""A game in a session, its seats, and its event log (one row per accepted action)."""
from datetime import datetime
from types import SimpleNamespace

from flask import abort, url_for
from sqlalchemy import JSON, ForeignKey, String, UniqueConstraint, bindparam, select
from sqlalchemy.orm import Mapped, contains_eager, joinedload, mapped_column, relationship

from extensions import db
from models.table import Player, Session, utcnow


class GameLinks:
    """What pages read of a game, whether it was loaded as a Game or a GameRow: its
    links, whether it is over, and its sides."""

    @property
    def url(self):
        """The game screen on the table's edit link."""
        return url_for("games.show", game_id=self.id, token=self.session.edit_token)

    @property
    def view_url(self):
        """The game screen on the session's read-only link, for onlookers."""
        return url_for("games.view", game_id=self.id, view_token=self.session.view_token)

    @property
    def review_url(self):
        """The game's review (score sheet, chart, step-through) on the edit link."""
        return url_for("review.review", game_id=self.id, token=self.session.edit_token)

    @property
    def view_review_url(self):
        """The game's review on the read-only link."""
        return url_for("review.view_review", game_id=self.id,
                       view_token=self.session.view_token)

    @property
    def is_over(self):
        return self.status == "over"

    @property
    def sides(self):
        """[(player names, score, won?)] per side. A side is a seat, or in a partnership
        game the seats that share `seat % number of sides` (DESIGN: side = seat % 2)."""
        if not self.scores:
            return [([seat.player.name], 0, False) for seat in self.seats]
        count = len(self.scores)
        return [([seat.player.name for seat in self.seats if seat.position % count == side],
                 score, side == self.winner)
                for side, score in enumerate(self.scores)]


class Game(GameLinks, db.Model):
    """One game of `kind` (a registered game's name: views.games.registry). The event
    log is the truth; `status`, `scores`, `winner` and `hand` are a projection of it,
    rewritten with every event so list pages need no replay. `last_seq` is the seq of
    the newest event."""

    id: Mapped[int] = mapped_column(primary_key=True)
    session_id: Mapped[int] = mapped_column(ForeignKey("table_session.id"), index=True)
    kind: Mapped[str] = mapped_column(String(20))
    options: Mapped[dict] = mapped_column(JSON, default=dict)
    first_seat: Mapped[int | None]
    status: Mapped[str] = mapped_column(String(10), default="playing")
    scores: Mapped[list[int]] = mapped_column(JSON, default=list)
    winner: Mapped[int | None]
    hand: Mapped[int] = mapped_column(default=1)
    last_seq: Mapped[int] = mapped_column(default=0)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)
    # The game this one was started from with "Play again": unique, so two phones
    # tapping it at once start one game, not two.
    again_of: Mapped[int | None] = mapped_column(unique=True, index=True)

    session: Mapped[Session] = relationship(back_populates="games")
    seats: Mapped[list["Seat"]] = relationship(
        back_populates="game", order_by="Seat.position", cascade="all, delete-orphan")

    @classmethod
    def by_link(cls, token, game_id, read_only=False):
        """The game `game_id` of the session whose edit link (or, `read_only`, its
        read-only link) is `token`, with its session and seats, in one query; 404 (via
        flask.abort) for anything else."""
        query = _BY_VIEW_LINK if read_only else _BY_EDIT_LINK
        game = db.session.execute(query, {"game_id": game_id, "token": token}) \
            .unique().scalar_one_or_none()
        if game is None:
            abort(404)
        return game


class Seat(db.Model):
    """Who sits at `position` (0..n-1, in order of play) in a game."""

    game_id: Mapped[int] = mapped_column(ForeignKey("game.id"), primary_key=True)
    position: Mapped[int] = mapped_column(primary_key=True)
    player_id: Mapped[int] = mapped_column(ForeignKey("player.id"))

    game: Mapped[Game] = relationship(back_populates="seats")
    player: Mapped["Player"] = relationship(lazy="joined")  # noqa: F821


class Event(db.Model):
    """One accepted action, append-only. `seq` counts from 1 within a game; `kind` is the
    action's "type" (or "undo"); `payload` is the action's JSON as the rules read it."""

    __table_args__ = (UniqueConstraint("game_id", "seq"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("game.id"))
    seq: Mapped[int]
    kind: Mapped[str] = mapped_column(String(20))
    payload: Mapped[dict] = mapped_column(JSON)
    at: Mapped[datetime] = mapped_column(default=utcnow)
    # The phone's own id for the tap that posted it (static/phone.js), or None: how a
    # retry whose first answer was lost knows its action stands (models.log.logged_on).
    tap: Mapped[str | None] = mapped_column(String(32))


class GameRow(GameLinks):
    """A game as a game screen's post or poll reads it: its columns, `session` (id and
    links) and `seats` (position, player_id, player with id and name), read in one Core
    query with no ORM objects (building those was most of reading a game). Read-only
    to templates and rules alike; `models.log.append` updates what it logged."""

    COLUMNS = ("id", "session_id", "kind", "options", "first_seat", "status", "scores",
               "winner", "hand", "last_seq", "again_of")

    def __init__(self, rows):
        first = rows[0]
        for column in self.COLUMNS:
            setattr(self, column, getattr(first, column))
        self.session = SimpleNamespace(id=first.session_id, edit_token=first.edit_token,
                                       view_token=first.view_token)
        self.seats = [SimpleNamespace(position=row.position, player_id=row.player_id,
                                      player=SimpleNamespace(id=row.player_id, name=row.name))
                      for row in rows]

    @classmethod
    def query(cls, link):
        """The statement reading a game by `game_id` and the session's `link` column
        ("edit_token" or "view_token") equal to `token`: one row per seat."""
        game, table = Game.__table__, Session.__table__
        seat, player = Seat.__table__, Player.__table__
        return (select(*(game.c[c] for c in cls.COLUMNS), table.c.edit_token,
                       table.c.view_token, seat.c.position, seat.c.player_id, player.c.name)
                .select_from(game.join(table).join(seat).join(player))
                .where(game.c.id == bindparam("game_id"),
                       table.c[link] == bindparam("token"))
                .order_by(seat.c.position))

    @classmethod
    def load(cls, connection, query, game_id, token):
        """The GameRow `query` (from `GameRow.query`) finds on `connection`, or None."""
        rows = connection.execute(query, {"game_id": game_id, "token": token}).all()
        return cls(rows) if rows else None


def _game_by(link):
    """The query for a game with its session and seats, by id and a session link."""
    return (select(Game).join(Game.session)
            .where(Game.id == bindparam("game_id"), link == bindparam("token"))
            .options(contains_eager(Game.session), joinedload(Game.seats)))


# Built once: building this statement (and its cache key) costs more than running it.
_BY_EDIT_LINK = _game_by(Session.edit_token)
_BY_VIEW_LINK = _game_by(Session.view_token)

