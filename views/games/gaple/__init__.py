"""Gaple (RULES §GP): what its screen, forms, checker tab, review, exports and
statistics plug into the shared views (views.games.kind.Kind)."""
from dataclasses import replace


from rules import gaple
from views.games.gaple import checker, forms, screen, sheet, stats, words
from web.i18n import gettext as _, lazy_gettext as _l
from views.games.kind import Kind
from views.table.out_of_turn import refused_play


def hand_word(number=None):
    """"Hand", or "Hand 3" (DESIGN glossary)."""
    return _("Hand") if number is None else _("Hand %(n)s", n=number)


def review_state(entry):
    """For a review step whose tile ended the hand and was scored at once (an out
    under `points`, RULES GP6.3): the line as it ended, that tile laid. Otherwise
    None: the State before the hand's last report shows the whole line."""
    action, before = entry.action, entry.before
    if action.get("type") != "play" or before.phase not in ("lead", "play"):
        return None
    line, _end = before.line.lay(action["tile"], action.get("end"), action["seat"])
    return replace(before, line=line, ended="out", went_out=action["seat"], lead=None)


KIND = Kind(
    name="gaple", title=_l("Gaple"), rules=gaple,
    new_form=forms.NewGapleForm, context=screen.game_context,
    grammar=forms.GRAMMAR, parse=forms.parse,
    sheet_entries=sheet.sheet_entries, working_entries=sheet.working_entries,
    review_words=words.review_words, effect_lines=words.effect_lines,
    stats=stats.STATS, hand_word=hand_word, checker=checker.CHECKER,
    review_state=review_state, low_wins=lambda options: options.low_wins,
    first_tile=words.first_tile, misplay=refused_play,
    action_words=words.action_words)
