"""Bendomino (RULES §B): what its screen, forms, checker tab, review, exports and
statistics plug into the shared views (views.games.kind.Kind)."""
from rules import bendomino
from views.games.bendomino import checker, forms, screen, sheet, stats, words
from web.i18n import gettext as _, lazy_gettext as _l
from views.games.kind import Kind
from views.table.out_of_turn import refused_play


def hand_word(number=None):
    """"Round", or "Round 3": Bendomino plays rounds (DESIGN glossary)."""
    return _("Round") if number is None else _("Round %(n)s", n=number)


KIND = Kind(
    name="bendomino", title=_l("Bendomino"), rules=bendomino,
    new_form=forms.NewBendominoForm, context=screen.game_context,
    grammar=forms.GRAMMAR, parse=forms.parse,
    sheet_entries=sheet.sheet_entries, working_entries=sheet.working_entries,
    review_words=words.review_words, effect_lines=words.effect_lines,
    stats=stats.STATS, hand_word=hand_word, checker=checker.CHECKER,
    question=screen.confirm_question, first_tile=words.first_tile, misplay=refused_play,
    action_words=words.action_words)
