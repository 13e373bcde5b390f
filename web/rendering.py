"""The one helper that picks a full page or its fragments."""
from flask import render_template
from htmx_flask import request
from jinja2_fragments.flask import render_blocks


def wants_blocks():
    """True for an htmx request that is not a boosted navigation nor Back or Forward
    asking for the page again (htmx keeps no copies of pages: their scores would be
    old): it gets a page's blocks, not the page."""
    return bool(request.htmx) and not request.htmx.boosted \
        and not request.htmx.history_restore_request


def render(template, *blocks, status=200, **context):
    """`template` as a full page, or, where `wants_blocks()`, only the named `blocks`
    of it (all of them, in order). Returns (html, status) for a view to return."""
    if blocks and wants_blocks():
        return render_blocks(template, list(blocks), **context), status
    return render_template(template, **context), status
