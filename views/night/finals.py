"""An event's finals (rules.night.finals): the seeded knockout after the Swiss rounds.
Its stages are seated as rounds after the last Swiss round (round `rounds` + 1 is the
first stage), each table a session like a round's, the higher seed at side 0; they do
not count in the standings, which stay those of the Swiss rounds. The bracket, read
from the tables, is shown beside the standings."""
from rules.night.finals import advances, bracket, first_stage, next_stage, seeds_of, \
    stages
from rules.night.pairing import Seating
from web.i18n import gettext as _, pgettext


def check_finals(size, sides, count):
    """Raises ValueError (with the organiser's message) unless finals of `size` (0, 4
    or 8) fit an event whose tables are of `sides` sides with `count` entries: a
    knockout is one side against one, of at least `size` entries."""
    if not size:
        return
    if sides != 2:
        raise ValueError(_("Finals are played one side against one: they need tables of "
                           "two sides (two players, or two partnerships), not %(n)s.",
                           n=sides))
    if count < size:
        raise ValueError(_("Finals of the top %(size)s need at least %(size)s entries.",
                           size=size))


def last_round(event):
    """The last round `event` seats: its Swiss rounds and its knockout's stages."""
    return event.rounds + stages(event.finals)


def is_knockout(event, number):
    """Whether round `number` of `event` is a stage of its finals."""
    return number > event.rounds


def stage_name(event, number):
    """The name of round `number` of `event` when it is a stage of the finals: the
    final, the semi-finals, the quarter-finals; None for a Swiss round."""
    if not is_knockout(event, number):
        return None
    left = last_round(event) - number
    return (_("Final"), _("Semi-finals"), _("Quarter-finals"))[left]


def round_name(event, number):
    """Round `number`'s short name: "Round 2", or its stage of the finals."""
    return stage_name(event, number) or pgettext("event", "Round %(n)s", n=number)


def round_title(event, number):
    """Round `number`'s title on the event's pages: "Round 2 of 5", or its stage."""
    return stage_name(event, number) or _("Round %(n)s of %(total)s", n=number,
                                          total=event.rounds)


def _pair(table):
    return tuple(table.match.entry_ids)


def stage_winners(event, tables):
    """For each knockout stage seated, its tables' winners (the entry that advances, or
    None while undecided or voided), in table order. `tables`: every Table of `event`
    (views.night.live). A drawn match goes to the higher seed (rules.night.finals)."""
    first = [_pair(t) for t in tables if t.match.round == event.rounds + 1]
    if not first:
        return []
    seed_of = seeds_of(first)
    out = []
    for number in range(event.rounds + 1, event.round + 1):
        out.append([None if t.status == "void" or not t.is_decided else
                    advances(_pair(t), t.winner, t.drawn, seed_of)
                    for t in tables if t.match.round == number and not t.match.is_bye])
    return out


def knockout_seating(event, number, tables, ranked):
    """The seating of stage `number` (a round after the Swiss rounds): the first stage
    from `ranked` (the entries in the standings' order after the Swiss rounds; those
    withdrawn are skipped), a later one from the stage before's winners. Raises
    ValueError when a table of the stage before has no winner (voided)."""
    if number == event.rounds + 1:
        withdrawn = {e.id for e in event.entries if e.withdrawn_from is not None}
        return Seating(first_stage([e for e in ranked if e not in withdrawn], event.finals),
                       ())
    winners = stage_winners(event, tables)[number - event.rounds - 2]
    if None in winners:
        raise ValueError(_("A table of the %(stage)s has no winner (its result is voided): "
                           "restore it, or enter its result by hand, first.",
                           stage=stage_name(event, number - 1)))
    first = [_pair(t) for t in tables if t.match.round == event.rounds + 1]
    return Seating(next_stage(winners, seeds_of(first)), ())


def event_bracket(event, tables):
    """The bracket for the pages: None for an event without finals; else a dict with
    `stages` (each {"name", "ties"}: rules.night.finals.Tie with entries as ids) and
    `champion` (an entry id, or None). `tables`: every Table of `event`."""
    if not event.finals:
        return None
    first = [_pair(t) for t in tables if t.match.round == event.rounds + 1]
    shown, champion = bracket(first, stage_winners(event, tables), event.finals)
    points = {(t.match.round, _pair(t)): t for t in tables if is_knockout(event, t.match.round)}
    return {"stages": [{"name": stage_name(event, event.rounds + 1 + i), "ties": ties,
                        "round": event.rounds + 1 + i} for i, ties in enumerate(shown)],
            "champion": champion, "tables": points}


def seat_words(event):
    """The organiser's button that seats the next round or stage of `event`."""
    number = event.round + 1
    if not is_knockout(event, number):
        return _("Seat round %(n)s", n=number)
    left = last_round(event) - number
    return (_("Seat the final"), _("Seat the semi-finals"), _("Seat the quarter-finals"))[left]
