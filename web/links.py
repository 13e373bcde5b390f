"""The URL converters for what a link carries: a row id (`<id:game_id>`) and a session
link token (`<token:token>`). Anything else in their place is a 404 from the router,
before any query: a number larger than the id column holds (PostgreSQL's `integer` is
32-bit, SQLite's 64-bit; the bound is the column type's, so both databases answer
alike), or a token with a NUL byte or a character no token has."""
from sqlalchemy import BigInteger, Integer
from werkzeug.routing import BaseConverter, IntegerConverter

LARGEST = {Integer: 2**31 - 1, BigInteger: 2**63 - 1}


def largest_id(*columns):
    """The largest id that every one of `columns` (SQLAlchemy Columns) can hold."""
    return min(LARGEST[type(column.type)] for column in columns)


def converters(*id_columns):
    """{name: converter class} to add to an app's `url_map.converters`: `id` bounded by
    `id_columns` (the columns a URL's ids are looked up in), `token` as
    models.table.new_token makes them."""

    class RowId(IntegerConverter):
        """A whole number from 0 to the largest id the columns hold."""

        def __init__(self, url_map, *args, **kwargs):
            kwargs.setdefault("max", largest_id(*id_columns))
            super().__init__(url_map, *args, **kwargs)

    return {"id": RowId, "token": LinkToken}


class LinkToken(BaseConverter):
    """A session link token: URL-safe base64 characters, as `secrets.token_urlsafe`
    writes them, no longer than the token columns (32)."""

    regex = r"[A-Za-z0-9_-]{1,32}"
