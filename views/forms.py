"""Forms of the home pages (Flask-WTF: CSRF token included)."""
from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from flask_wtf.file import FileField, FileRequired
from wtforms import FieldList, StringField
from wtforms.validators import Length, Optional, ValidationError

from views.form_messages import FormMeta

MIN_PLAYERS, MAX_PLAYERS = 2, 4


class NewSessionForm(FlaskForm):
    """Who sits at the table: 2 to 4 names, blanks ignored; an optional title."""

    Meta = FormMeta

    title = StringField(_l("Title (optional)"), validators=[Optional(), Length(max=120)])
    players = FieldList(StringField(validators=[Length(max=40)]),
                        min_entries=MAX_PLAYERS, max_entries=MAX_PLAYERS)

    def names(self):
        """The names entered, tidied, in order, blanks dropped."""
        return [" ".join(entry.data.split()) for entry in self.players if entry.data and entry.data.strip()]

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
        if any(not name.isprintable() for name in names):
            raise ValidationError(_l("Names are letters, digits and punctuation only."))


class ImportForm(FlaskForm):
    """A Domino Table file (JSON) to import as a new session."""

    Meta = FormMeta

    file = FileField(_l("Domino Table file (.json)"),
                     validators=[FileRequired(_l("Choose a file exported from Domino Table."))])
