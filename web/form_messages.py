"""WTForms' own messages in the request's language. WTForms ships no Indonesian, so
its messages are part of the app's catalogue (listed below for `make translations`),
and every form of the app gets them through `Meta = FormMeta`."""
from flask import request
from werkzeug.datastructures import FileStorage, MultiDict
from wtforms.fields import FileField

from rules.messages import N_
from web.i18n import FormTranslations

MESSAGES = (
    N_("This field is required."), N_("Invalid input."), N_("Not a valid choice."),
    N_("Not a valid integer value."), N_("Number must be at least %(min)s."),
    N_("Number must be at most %(max)s."), N_("Number must be between %(min)s and %(max)s."),
    N_("Field must be between %(min)d and %(max)d characters long."),
    N_("Invalid Choice: could not coerce."),
)


def _plural_messages(ngettext=lambda singular, plural, n: None):
    """Only for extraction: WTForms' plural messages the app's validators can give."""
    ngettext("Field must be at least %(min)d character long.",
             "Field must be at least %(min)d characters long.", 1)
    ngettext("Field cannot be longer than %(max)d character.",
             "Field cannot be longer than %(max)d characters.", 1)
    ngettext("'%(value)s' is not a valid choice for this field.",
             "'%(value)s' are not valid choices for this field.", 1)


class FormMeta:
    """A form's `Meta`: WTForms' messages come from the app's catalogue, and a post's
    fields are read as text (`wrap_formdata`)."""

    def wrap_formdata(self, form, formdata):
        """The submitted fields, keeping only text, and a file only in a field that
        takes one: a JSON body (which Flask-WTF would read as fields), or a file sent in
        place of a text field, is dropped, so the form refuses the post as incomplete
        (422) instead of taking it, or a validator meeting something that is not a str."""
        if request.is_json and not hasattr(formdata, "getlist"):
            # No form data given (Flask-WTF's default is a marker to read the request,
            # which takes a JSON body as fields): a form's fields come from a form post,
            # and a JSON body is none.
            return None
        data = super().wrap_formdata(form, formdata)
        if data is None or not hasattr(data, "items"):
            return data
        files = {field.name for field in form if isinstance(field, FileField)}
        return MultiDict([(name, value) for name, value in data.items(multi=True)
                          if isinstance(value, str)
                          or (name in files and isinstance(value, FileStorage))])

    def get_translations(self, form):
        return FormTranslations()


def form_errors(form):
    """A refused form's errors in the request's language, each after the label of its
    field ("Action: This field is required."), not the field's name in the code."""
    def label(name):
        return str(form[name].label.text) if name in form else name
    return " ".join(f"{label(name)}: {' '.join(_sentence(str(e)) for e in errors)}"
                    for name, errors in form.errors.items())


def _sentence(message):
    """`message` ending as a sentence does, so messages read one after another
    ("Seat: This field is required. Action: …"), never "required.; Action"."""
    message = message.rstrip()
    return message if message.endswith((".", "!", "?", "…")) else message + "."


def error_lines(form, skip=()):
    """A refused form's errors as (its field's label, the messages in one line) pairs,
    in the request's language, leaving out the fields named in `skip`; a list field's
    messages (lists of lists) are flattened, each said once. Each message is text, never
    split."""
    def flat(errors):
        for error in errors:
            if isinstance(error, (list, tuple)):
                yield from flat(error)
            elif error:
                yield str(error)
    lines = []
    for name, errors in form.errors.items():
        if name in skip:
            continue
        lines.append((str(form[name].label.text) if name in form else name,
                       " ".join(dict.fromkeys(flat(errors)))))  # a message once a field
    return lines
