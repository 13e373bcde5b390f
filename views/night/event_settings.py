"""An event file's settings (views.night.event_file reads the rest): its name, its game
and options, the match length, the rounds and their time limit, the bye rule, the
tie-breaks, what a table level at time plays, the draw number, the round it stands at,
when its clock started (and was paused) and the event's time zone. Raises FileRefused."""
from rules.messages import Msg
from rules.night import BYE_RULES, LEGACY_TIE_BREAKS, TIME_LEVEL, check_tie_breaks
from views.exchange.file_events import FileRefused, dated, whole
from views.exchange.table_file import MAX_TARGET
from views.games.wording import with_names
from views.night.clock import time_zone
from views.night.file_finals import read_finals
from web.forms import is_text, tidy
from web.i18n import gettext as _

NAME_LENGTH = 120  # an event's or an entry's name, as the columns (models/night.py)
MAX_ROUNDS, MAX_MINUTES, MAX_SEED = 15, 600, 2**31 - 1  # as the new-event form


def read_settings(event, kinds):
    """The event's own fields, checked as the new-event form checks them."""
    if not isinstance(event, dict):
        raise FileRefused(_("The file's event must be an object with its settings."))
    name = tidy(event.get("name"))
    if not isinstance(name, str) or not 1 <= len(name) <= NAME_LENGTH or not is_text(name):
        raise FileRefused(_("The event's name must be text of 1 to %(n)s characters.",
                            n=NAME_LENGTH))
    kind = event.get("kind")
    if not isinstance(kind, str) or kind not in kinds:
        raise FileRefused(_("The event's game must be one of %(kinds)s.",
                            kinds=", ".join(kinds)))
    options = _options(event.get("options"), kinds[kind].rules)
    _number(event.get("best_of"), (1, 3), _("A match is one game (1) or the best of three "
                                            "(3)."))
    _number(event.get("rounds"), range(1, MAX_ROUNDS + 1),
            _("An event has 1 to %(n)s rounds.", n=MAX_ROUNDS))
    minutes = event.get("round_minutes")
    if minutes is not None:
        _number(minutes, range(1, MAX_MINUTES + 1),
                _("A round's time limit is 1 to %(n)s minutes, or none.", n=MAX_MINUTES))
    if event.get("bye_rule") not in BYE_RULES:
        raise FileRefused(_("A bye counts as one of %(rules)s.", rules=", ".join(BYE_RULES)))
    ties = event.get("tie_breaks", list(LEGACY_TIE_BREAKS))
    try:
        check_tie_breaks(ties if isinstance(ties, list) else [None])
    except ValueError:
        raise FileRefused(_("The tie-breaks are a list of %(ties)s, each at most once.",
                            ties=", ".join(("buchholz", "difference", "points", "head"))))
    if event.get("time_level", "hand") not in TIME_LEVEL:
        raise FileRefused(_("A table level at time plays one of %(rules)s.",
                            rules=", ".join(TIME_LEVEL)))
    _number(event.get("seed"), range(MAX_SEED + 1),
            _("The draw number must be a whole number from 0 to %(n)s.", n=MAX_SEED))
    finals, stages = read_finals(event, kinds[kind].rules.Options.from_json(options).sides)
    _number(event.get("round"), range(1, event["rounds"] + stages + 1),
            _("The round being played must be one of the event's rounds."))
    started, paused = event.get("round_started_at"), event.get("round_paused_at")
    where = _("The event")
    return {"name": name, "kind": kind, "options": options, "best_of": event["best_of"],
            "round_minutes": minutes, "rounds": event["rounds"], "finals": finals,
            "bye_rule": event["bye_rule"], "seed": event["seed"], "round": event["round"],
            "tie_breaks": ",".join(ties), "time_level": event.get("time_level", "hand"),
            "round_started_at": None if started is None else dated(started, where),
            "round_paused_at": None if paused is None else dated(paused, where),
            "time_zone": time_zone(event.get("time_zone", "UTC")),
            "created_at": dated(event.get("created_at"), where)}


def _options(options, rules):
    """The event's game options, as `Options.to_json` writes them."""
    if not isinstance(options, dict):
        raise FileRefused(_("The event's options must be an object."))
    try:
        read = rules.Options.from_json(options)
    except (TypeError, ValueError) as error:
        said = error.args[0] if error.args else None
        why = with_names(said) if isinstance(said, Msg) else \
            _("an option's value is not one this game takes")
        raise FileRefused(_("The event's options do not hold: %(why)s", why=why)) from None
    if not 1 <= read.target <= MAX_TARGET:
        raise FileRefused(_("The event's target must be 1 to %(n)s points.", n=MAX_TARGET))
    return read.to_json()


def _number(value, allowed, message):
    if not whole(value) or value not in allowed:
        raise FileRefused(message)
