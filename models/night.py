"""An event (a domino night): its entries, the matches of each round (one session per
table, so every table plays on the ordinary game screen), and the log of the
organiser's corrections.

The code says `Tournament` where the screens say "event": `models.Event` is already
the row of a game's append-only event log, and two classes named Event would be read
for each other."""
from datetime import datetime

from flask import url_for
from sqlalchemy import JSON, ForeignKey, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column, relationship

from extensions import db
from models.table import LinkTokens, Session, utcnow


class Tournament(LinkTokens, db.Model):
    """An event: `kind` and `options` are the game every table plays (the JSON of its
    rules Options), `best_of` 1 (one game to the target) or 3, `round_minutes` the
    round's time limit (None: untimed), `rounds` how many, `bye_rule` what a bye counts
    for (rules.night.BYE_RULES), `seed` the draw of round 1. `round` is the round being
    played (0 before the first is seated) and `round_started_at` when it was seated.
    `finals` how many of the standings go into the seeded knockout after the Swiss
    rounds (rules.night.finals.FINALS: 0, 4 or 8); its stages are seated as rounds
    after the last Swiss round (`round` > `rounds`: views.night.finals).
    The organiser's link (`edit_token`) seats rounds and corrects; the view link
    (`view_token`) shows the standings to everyone."""

    __tablename__ = "tournament"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(120))
    kind: Mapped[str] = mapped_column(String(20))
    options: Mapped[dict] = mapped_column(JSON, default=dict)
    best_of: Mapped[int] = mapped_column(default=1)
    round_minutes: Mapped[int | None]
    rounds: Mapped[int]
    bye_rule: Mapped[str] = mapped_column(String(10), default="win")
    seed: Mapped[int]
    tie_breaks: Mapped[str] = mapped_column(String(60), default="buchholz,difference,points,head",
                                            server_default="difference,points,head")
    time_level: Mapped[str] = mapped_column(String(10), default="hand", server_default="hand")
    finals: Mapped[int] = mapped_column(default=0, server_default="0")
    round: Mapped[int] = mapped_column(default=0)
    round_started_at: Mapped[datetime | None]
    round_paused_at: Mapped[datetime | None]
    time_zone: Mapped[str] = mapped_column(String(64), default="UTC", server_default="UTC")
    created_at: Mapped[datetime] = mapped_column(default=utcnow)

    entries: Mapped[list["Entry"]] = relationship(
        back_populates="tournament", order_by="Entry.number", cascade="all, delete-orphan")

    @property
    def tie_break_order(self):
        """The tie-breaks after match points, in order: a tuple of rules.night.TIE_BREAKS
        names."""
        return tuple(t for t in (self.tie_breaks or "").split(",") if t)

    @property
    def url(self):
        """The organiser's page."""
        return url_for("night.organiser", token=self.edit_token)

    @property
    def view_url(self):
        """The standings for everyone's phones."""
        return url_for("standings.public", view_token=self.view_token)


class Entry(db.Model):
    """A player, or a partnership, entered in an event: `number` (from 1, in the order
    entered), `name` (the team's, or the player's), `player_ids` in seat order
    within the side, and `withdrawn_from`: the first round it is not seated in, once
    the organiser withdrew it (None while it plays on)."""

    __tablename__ = "tournament_entry"
    __table_args__ = (UniqueConstraint("tournament_id", "number"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournament.id"), index=True)
    number: Mapped[int]
    name: Mapped[str] = mapped_column(String(120))
    player_ids: Mapped[list[int]] = mapped_column(JSON, default=list)
    withdrawn_from: Mapped[int | None]

    tournament: Mapped[Tournament] = relationship(back_populates="entries")


class Match(db.Model):
    """One table of one round: `entry_ids` by side; `session_id` the table's session,
    whose games are the match (a best of three goes on with "Play again"). A bye is a
    match with one entry, no table and no session. `voided` and `ended` (a result the
    organiser settled when time ran out: `{"points": [...], "winner": side, "hand": n}`)
    and `settled` (a result the organiser decided: `{"how": "forfeit" or "hand",
    "points": [...], "winner": side}`) are a projection of the corrections log,
    rewritten with each correction."""

    __tablename__ = "tournament_match"
    __table_args__ = (UniqueConstraint("tournament_id", "round", "table_no"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournament.id"), index=True)
    round: Mapped[int]
    table_no: Mapped[int | None]
    session_id: Mapped[int | None] = mapped_column(ForeignKey("table_session.id"), unique=True)
    entry_ids: Mapped[list[int]] = mapped_column(JSON, default=list)
    voided: Mapped[bool] = mapped_column(default=False)
    ended: Mapped[dict | None] = mapped_column(JSON)
    settled: Mapped[dict | None] = mapped_column(JSON)

    session: Mapped[Session | None] = relationship()

    @property
    def is_bye(self):
        return self.table_no is None


class Correction(db.Model):
    """One of the organiser's corrections, append-only: `seq` from 1 within the
    event, `kind` (views.night.corrections.KINDS: "void", "restore", "time", "move",
    "reopen", "withdraw", "forfeit", "late", "rename", "hand", "start", "pause",
    "resume"), `payload` what it changed."""

    __tablename__ = "tournament_correction"
    __table_args__ = (UniqueConstraint("tournament_id", "seq"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournament.id"), index=True)
    seq: Mapped[int]
    kind: Mapped[str] = mapped_column(String(20))
    payload: Mapped[dict] = mapped_column(JSON)
    at: Mapped[datetime] = mapped_column(default=utcnow)
