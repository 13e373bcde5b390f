"""The project's one way into gettext: the views' `_` (`gettext`), `ngettext`,
`pgettext` and `lazy_gettext` (`_l`, for forms' labels), the templates' callables, and
WTForms' messages (`FormTranslations`, through WTForms' `Meta.get_translations` hook) all
read the one catalogue Flask-Babel picks for the request (extensions.babel, the
locale from views.language), looked up once per request.

Flask-Babel finds the translations on every call (domain, locale and cache, each
through `flask.g`: about 9 µs), which on the game screen's few dozen strings cost more
than the rest of the render. The views' `_` (`gettext` here) and the templates' use
the translations Flask-Babel picked for the request, kept on the request. A context
processor hands each render them; Jinja's i18n extension then calls these with the
template context. Formatting and autoescaping stay Jinja's (newstyle gettext)."""
from flask import has_request_context, request
from flask_babel import LazyString, get_locale, get_translations
from jinja2 import pass_context
from markupsafe import Markup


def init_app(app):
    """Install the callables on `app`'s Jinja environment (after `babel.init_app`)."""
    app.context_processor(lambda: {"gettext_translations": translations()})
    app.jinja_env.install_gettext_callables(
        gettext=_gettext, ngettext=_ngettext, pgettext=_pgettext, npgettext=_npgettext,
        newstyle=True)
    # `_()` and `gettext()` in one call, not three: Jinja's alias and newstyle wrapper
    # each go through `context.call`, which on a game screen's few dozen strings cost
    # a tenth of a play's render. The same result (escaping, formatting) as theirs.
    app.jinja_env.globals.update(gettext=_newstyle_gettext, _=_newstyle_gettext)


def translations():
    """The request's translations, as Flask-Babel's `get_translations()` picks them,
    looked up once per request (outside one, Flask-Babel's own lookup)."""
    return _once_per_request("gettext_translations", get_translations)


def language():
    """The request's locale as a string ("en", "id"), looked up once per request."""
    return _once_per_request("babel_language", lambda: str(get_locale()))


def _once_per_request(name, look_up):
    """`look_up()`, kept on the request as `name` for the rest of it."""
    if not has_request_context():
        return look_up()
    found = getattr(request, name, None)
    if found is None:
        found = look_up()
        setattr(request, name, found)
    return found


def gettext(string, **variables):
    """Flask-Babel's `gettext`: `string` in the request's language, formatted with
    `variables` (%-style) when there are any."""
    translated = translations().ugettext(string)
    return translated % variables if variables else translated


def ngettext(singular, plural, num, **variables):
    """Flask-Babel's `ngettext`: the form for `num` in the request's language, formatted
    with `variables` and `num` (%-style)."""
    variables.setdefault("num", num)
    return translations().ungettext(singular, plural, num) % variables


def pgettext(message_context, string, **variables):
    """Flask-Babel's `pgettext`: `string` as said in `message_context`, in the request's
    language, formatted with `variables` when there are any."""
    translated = translations().upgettext(message_context, string)
    return translated % variables if variables else translated


def lazy_gettext(string, **variables):
    """Flask-Babel's `lazy_gettext` over `gettext`: a string translated when it is
    shown (a form's label, defined once at import), in that request's language."""
    return LazyString(gettext, string, **variables)


class FormTranslations:
    """WTForms' translations (a form's `Meta.get_translations`): its messages from the
    app's catalogue (web.form_messages lists them for extraction)."""

    def gettext(self, string):
        return translations().ugettext(string)

    def ngettext(self, singular, plural, n):
        return translations().ungettext(singular, plural, n)


def _translations(context):
    # A macro imported without context (or a template rendered without Flask's
    # context processors) finds none in its context: the request's.
    found = context.get("gettext_translations")
    return translations() if found is None else found


@pass_context
def _newstyle_gettext(__context, __string, **variables):
    """Jinja's newstyle gettext (jinja2.ext._make_new_gettext) over _gettext: the
    translation, marked safe when autoescaping, always formatted with `variables`."""
    translated = _translations(__context).ugettext(__string)
    if __context.eval_ctx.autoescape:
        translated = Markup(translated)
    return translated % variables


@pass_context
def _gettext(context, string):
    return _translations(context).ugettext(string)


@pass_context
def _ngettext(context, singular, plural, n):
    return _translations(context).ungettext(singular, plural, n)


@pass_context
def _pgettext(context, message_context, string):
    return _translations(context).upgettext(message_context, string)


@pass_context
def _npgettext(context, message_context, singular, plural, n):
    return _translations(context).unpgettext(message_context, singular, plural, n)
