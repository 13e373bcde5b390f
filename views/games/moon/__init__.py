"""Moon (RULES §M): what its screen, forms, checker tab, review, exports and
statistics plug into the shared views (views.games.kind.Kind)."""
from dataclasses import replace


from rules import moon
from rules.moon import tile_set
from web.i18n import gettext as _, lazy_gettext as _l
from views.games.kind import Kind
from views.games.moon import checker, forms, screen, sheet, stats, words


def hand_word(number=None):
    """"Hand", or "Hand 3" (DESIGN glossary)."""
    return _("Hand") if number is None else _("Hand %(n)s", n=number)


def review_state(entry):
    """For a review step whose action ended the hand: the finished hand with its
    tricks (they stay readable on the board), else None."""
    if entry.after.tricks and entry.action.get("type") in ("play", "ruling"):
        return replace(entry.after, hand=entry.hand, phase="over")
    return None


KIND = Kind(
    name="moon", title=_l("Moon"), rules=moon,
    new_form=forms.NewMoonForm, context=screen.game_context,
    grammar=forms.GRAMMAR, parse=forms.parse,
    sheet_entries=sheet.sheet_entries, working_entries=sheet.working_entries,
    review_words=words.review_words, effect_lines=words.effect_lines,
    stats=stats.STATS, hand_word=hand_word, checker=checker.CHECKER,
    in_play=tile_set, prefill=forms.prefill, review_state=review_state,
    first_phase=screen.FIRST_PHASE, first_tile=words.first_tile,
    action_words=words.action_words)
