"""An event file's finals (docs/events.md): the knockout's stages are rounds after the
Swiss rounds. Reading the file checks each stage's shape (its tables, no byes, each
entry once); once the event is written (views/night/transfer.py), each stage's seating
is checked against the one the app seats from the standings and the stage before
(views.night.finals). Raises FileRefused."""
from rules.night.finals import FINALS, stages
from views.exchange.file_events import FileRefused, whole
from views.night.finals import check_finals, knockout_seating, round_title
from views.night.live import event_standings, tables_of
from web.i18n import gettext as _


def read_finals(event, sides):
    """The file's `finals` (0, 4 or 8; none in a file from before finals) for an event
    whose tables are of `sides` sides, and the last round it may stand at."""
    finals = event.get("finals", 0)
    if not whole(finals) or finals not in FINALS:
        raise FileRefused(_("The finals are of the top 4 or 8, or none (0)."))
    try:
        check_finals(finals, sides, finals)
    except ValueError as error:
        raise FileRefused(str(error)) from None
    return finals, stages(finals)


def knockout_round(number, tables, byes, settings):
    """Refuses a stage of the finals (round `number`) that does not seat its entries at
    the stage's tables, each once, with nobody sitting out."""
    first = settings["rounds"] + 1
    wanted = settings["finals"] // 2 ** (number - first + 1)
    sitting = [e for t in tables for e in t.entries]
    if byes or len(tables) != wanted or len(set(sitting)) != len(sitting):
        raise FileRefused(_("Round %(n)s is a stage of the finals: %(tables)s tables, each "
                            "entry once, and no byes.", n=number, tables=wanted))


def check_stages(event):
    """Refuses `event` (just written, not committed) when a stage of its finals is not
    seated as the app seats it: the first from the standings' seeds, each later one
    from the winners of the stage before (a draw to the higher seed)."""
    tables = tables_of(event)
    ranked = [row.entry for row in event_standings(event, tables)]
    for number in range(event.rounds + 1, event.round + 1):
        seated = tuple(tuple(t.match.entry_ids) for t in tables if t.match.round == number)
        try:
            expected = knockout_seating(event, number, tables, ranked).tables
        except ValueError as error:
            raise FileRefused(str(error)) from None
        if tuple(map(tuple, expected)) != seated:
            raise FileRefused(_("%(stage)s: its tables are not those its seeds give "
                                "(the standings after the last round, then the winners "
                                "of the stage before).", stage=round_title(event, number)))
