"""Bounds on what a form post may carry, before any of it is parsed: werkzeug applies
MAX_FORM_PARTS and MAX_FORM_MEMORY_SIZE to multipart posts only, so a urlencoded post of
200,000 repeated `tiles` fields (1.6 MB, under MAX_CONTENT_LENGTH) was parsed whole and
validated, holding a worker for a second. Here a urlencoded body larger than
MAX_FORM_MEMORY_SIZE, or of more than MAX_FORM_PARTS fields, is a 413 at once."""
from werkzeug.exceptions import RequestEntityTooLarge
from werkzeug.formparser import FormDataParser


class BoundedFormParser(FormDataParser):
    """werkzeug's parser, with its multipart limits applied to urlencoded bodies too."""

    def _parse_urlencoded(self, stream, mimetype, content_length, options):
        limit = self.max_form_memory_size
        if limit is not None and content_length is not None and content_length > limit:
            raise RequestEntityTooLarge()  # refused from the header, the body unread
        body = stream.read(limit + 1) if limit is not None else stream.read()
        if limit is not None and len(body) > limit:
            raise RequestEntityTooLarge()
        if self.max_form_parts is not None and body.count(b"&") >= self.max_form_parts:
            raise RequestEntityTooLarge()
        return super()._parse_urlencoded(_Body(body), mimetype, content_length, options)


class _Body:
    """The body already read, as the stream the parent parser reads once."""

    def __init__(self, data):
        self.data = data

    def read(self, *size):
        return self.data


def bounded(request_class):
    """A subclass of `request_class` (the app's, e.g. htmx-flask's) that parses forms
    with BoundedFormParser."""
    return type("BoundedRequest", (request_class,), {"form_data_parser_class": BoundedFormParser})
