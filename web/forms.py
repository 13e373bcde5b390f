"""Forms of the home pages (Flask-WTF: CSRF token included), and the one rule every
form, query string and import applies to a number or a piece of text a person typed."""
import re
import unicodedata

from flask_wtf import FlaskForm
from flask_wtf.file import FileField, FileRequired
from wtforms import FieldList, IntegerField, StringField
from wtforms.validators import Optional, StopValidation, ValidationError

from web.form_messages import FormMeta
from web.i18n import lazy_gettext as _l

MIN_PLAYERS, MAX_PLAYERS = 2, 4
NAME_LENGTH, TITLE_LENGTH = 40, 120  # as the columns (models/table.py)
WHOLE_NUMBER = re.compile(r"\s*[-+]?[0-9]{1,15}\s*")  # far past any count, seq or target
NOT_TEXT = _l("Names and titles are letters, digits, spaces and punctuation only.")


def whole_number(text):
    """`text` (a str) read as a whole number: ASCII digits only, at most 15 of them, an
    optional sign, spaces around (no other digits Python's int() reads: "١٢", "𝟘"; no
    "1_000"). The one rule for a form's number box and a query string's number, and a
    werkzeug `type=`: raises ValueError for anything else."""
    if not isinstance(text, str) or not WHOLE_NUMBER.fullmatch(text):
        raise ValueError(f"not a whole number of at most 15 digits: {text!r:.40}")
    return int(text)


def posted_twice(data, names=None):
    """The first of `names` (every field of `data` when None) posted more than once in
    `data` (a MultiDict: request.form), or None. A screen posts each of its fields once:
    two values are no choice, not the first of them."""
    return next((name for name in (data if names is None else names)
                 if len(data.getlist(name)) > 1), None)


def tidy(value):
    """`value` with every run of whitespace (tabs, line breaks, …) as one space, and
    whitespace and invisible characters (`DEFAULT_IGNORABLE`) trimmed at both ends;
    anything that is not a str is returned as it is."""
    if not isinstance(value, str):
        return value
    text = " ".join(value.split())
    start, end = 0, len(text)
    while start < end and (text[start].isspace() or invisible(text[start])):
        start += 1
    while end > start and (text[end - 1].isspace() or invisible(text[end - 1])):
        end -= 1
    return text[start:end]


# Unicode's Default_Ignorable_Code_Point set (DerivedCoreProperties.txt; unchanged from
# Unicode 14 to 16): code points a font draws as nothing - the zero-width space and
# joiners, bidirectional marks and controls, variation selectors, fillers, tags. The
# unicodedata module has no such property, so the ranges are listed here.
DEFAULT_IGNORABLE = (
    (0x00AD, 0x00AD), (0x034F, 0x034F), (0x061C, 0x061C), (0x115F, 0x1160),
    (0x17B4, 0x17B5), (0x180B, 0x180F), (0x200B, 0x200F), (0x202A, 0x202E),
    (0x2060, 0x206F), (0x3164, 0x3164), (0xFE00, 0xFE0F), (0xFEFF, 0xFEFF),
    (0xFFA0, 0xFFA0), (0xFFF0, 0xFFF8), (0x1BCA0, 0x1BCA3), (0x1D173, 0x1D17A),
    (0xE0000, 0xE0FFF),
)


def invisible(char):
    """Whether `char` (one character) is in Unicode's Default_Ignorable_Code_Point set."""
    code = ord(char)
    return any(low <= code <= high for low, high in DEFAULT_IGNORABLE)


def shows_nothing(value):
    """Whether `value` (a str) holds characters but only invisible ones and whitespace:
    a name a table could not see."""
    return bool(value.strip()) and all(c.isspace() or invisible(c) for c in value)


def is_text(value):
    """Whether `value` (a str, tidied) holds only what a name or title may: no control
    character (NUL included), no surrogate, no Unicode noncharacter (U+FFFE, U+FFFF,
    U+FDD0..U+FDEF, ...), no bidirectional embedding, override or isolate (U+202A..U+202E,
    U+2066..U+2069: one left open reverses the words that follow the name on a screen).
    Such text is stored alike by SQLite and PostgreSQL and goes through a JSON export
    and back unchanged."""
    return not any(unicodedata.category(c) in ("Cc", "Cs") or _noncharacter(c)
                   or c in BIDI_CONTROLS for c in value)


BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def _noncharacter(char):
    code = ord(char)
    return 0xFDD0 <= code <= 0xFDEF or code & 0xFFFE == 0xFFFE


def plain_text(form, field):
    """WTForms validator: `is_text` (with the field tidied by the `tidy` filter)."""
    if field.data and not is_text(field.data):
        raise ValidationError(NOT_TEXT)


def player_name(field):
    """How a person reads the n-th player's name field: "Player 2's name"."""
    return _l("Player %(number)s’s name", number=int(field.name.rsplit("-", 1)[1]) + 1)


def title_name(field):
    """How a person reads the title field: "The title"."""
    return _l("The title")


def visible(named):
    """WTForms validator: a field filled only with invisible characters (and
    whitespace) is refused, naming the field (`named(field)` gives its name); the
    `tidy` filter has already trimmed them away, so the raw post is read."""
    def check(form, field):
        raw = field.raw_data[0] if field.raw_data else ""
        if not field.data and isinstance(raw, str) and shows_nothing(raw):
            raise StopValidation(_l("%(field)s shows nothing: it is made only of invisible "
                                    "characters.", field=named(field)))
    return check


def at_most(length, named):
    """WTForms validator: at most `length` characters, refused naming the field
    (`named(field)` gives its name) and how long it is."""
    def check(form, field):
        if field.data and len(field.data) > length:
            raise ValidationError(_l("%(field)s is %(length)s characters long: at most "
                                     "%(max)s characters.", field=named(field),
                                     length=len(field.data), max=length))
    return check


class WholeNumberField(IntegerField):
    """An IntegerField that reads only a whole number of at most 15 digits, so
    NumberRange never meets a number too large to compare (it converts to float)."""

    def process_formdata(self, valuelist):
        if valuelist and valuelist[0]:
            try:
                whole_number(valuelist[0])
            except ValueError:
                self.data = None
                raise ValueError(_l("Not a whole number of at most 15 digits.")) from None
        super().process_formdata(valuelist)

    def pre_validate(self, form):
        # A value given but not read has nothing for the other validators to check:
        # its one reason is the reading's, not also "must be at least 0". (An empty
        # value goes on to them: Optional() accepts it.)
        if self.process_errors and self.raw_data and self.raw_data[0]:
            raise StopValidation()


class NewSessionForm(FlaskForm):
    """Who sits at the table: 2 to 4 names, blanks ignored; an optional title."""

    Meta = FormMeta

    title = StringField(_l("Title (optional)"), filters=[tidy],
                        validators=[visible(title_name), Optional(),
                                    at_most(TITLE_LENGTH, title_name), plain_text])
    players = FieldList(StringField(filters=[tidy], validators=[
        visible(player_name), at_most(NAME_LENGTH, player_name), plain_text]),
        min_entries=MAX_PLAYERS, max_entries=MAX_PLAYERS)

    def names(self):
        """The names entered, tidied, in order, blanks dropped."""
        return [entry.data for entry in self.players if entry.data]

    def player_errors(self):
        """The players' messages as one flat list (FieldList nests each entry's list)."""
        flat = []
        for error in self.players.errors:
            flat.extend(error if isinstance(error, list) else [error])
        return list(dict.fromkeys(flat))

    def validate_players(self, field):
        names = self.names()
        if len(names) < MIN_PLAYERS:
            raise ValidationError(_l("Enter at least two players."))
        if len({name.lower() for name in names}) != len(names):
            raise ValidationError(_l("Each player needs a different name."))


class ImportForm(FlaskForm):
    """A Domino Table file (JSON) to import as a new session."""

    Meta = FormMeta

    file = FileField(_l("Domino Table file (.json)"),
                     validators=[FileRequired(_l("Choose a file exported from Domino Table."))])
