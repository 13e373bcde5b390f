"""Straight Domino (RULES §S): what its screen, forms, checker tab, review, exports
and statistics plug into the shared views (views.games.kind.Kind)."""
from rules import straight
from web.i18n import gettext as _, lazy_gettext as _l
from views.games.kind import Kind
from views.games.straight import checker, forms, screen, sheet, stats, words


def hand_word(number=None):
    """"Hand", or "Hand 3" (DESIGN glossary)."""
    return _("Hand") if number is None else _("Hand %(n)s", n=number)


KIND = Kind(
    name="straight", title=_l("Straight Domino"), rules=straight,
    new_form=forms.NewStraightForm, context=screen.game_context,
    grammar=forms.GRAMMAR, parse=forms.parse,
    sheet_entries=sheet.sheet_entries, working_entries=sheet.working_entries,
    review_words=words.review_words, effect_lines=words.effect_lines,
    stats=stats.STATS, hand_word=hand_word, checker=checker.CHECKER,
    misplay=screen.misplay, first_phase=screen.FIRST_PHASE, first_tile=words.first_tile)
