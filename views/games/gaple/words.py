"""Gaple in words: a review step (views.review.words) and the effect of a checker
verdict (views.games.checker), read off the rules; nothing is decided here (RULES §GP)."""

from rules.messages import N_
from rules.tiles import Tile
from views.games.gaple.sheet import cited, flag_lines
from web.i18n import gettext as _, pgettext
from views.table.out_of_turn import turn_lost
from views.games.wording import describe, with_names

# Undo names these actions by their type (views.games.wording.describe): "Undone: redeal".
ACTION_WORDS = (N_("redeal"), N_("no-double"))


def first_tile(state):
    """"lead" when the next tile laid in `state` leads the hand (RULES GP3), else None
    (views.games.kind.Kind.first_tile)."""
    return "lead" if state.phase == "lead" else None


def action_words(action, names, first=None):
    """views.games.wording.describe, with a pass in Gaple's word, "pas" (docs/GLOSSARY.md;
    views.games.kind.Kind.action_words)."""
    if action["type"] == "pass":
        return pgettext("gaple", "%(who)s passed", who=names[action["seat"]])
    return describe(action, names, first)


def review_words(action, before, after, names):
    """What `action` (a JSON dict) did, from the rules State `before` to `after`:
    "Budi played 5-3 left · Hand over: gaple 5 · Hand 2 — …"."""
    who = names[action["seat"]] if 0 <= action.get("seat", -1) < len(names) else ""
    kind = action["type"]
    if kind == "play":
        words = [_play_words(action, before, who, out=before.held[action["seat"]] == 1)]
        if action.get("override"):  # out of turn, and it stood (RULES G6.1)
            words[0] += " " + _("(override: %(what)s)", what=turn_lost(names, before.turn))
    elif kind == "pass":
        ends = before.open_ends
        words = [_("%(who)s passed at %(a)s and %(b)s", who=who, a=ends.get("left"),
                   b=ends.get("right"))]
        if len(after.point_log) > len(before.point_log):
            words.append(cited(_("a pass point"), "GP5"))
    elif kind == "redeal":
        words = [cited(_("%(who)s claimed a redeal: the hand is dealt again", who=who), "GP2")]
    elif kind == "no-double":
        words = [cited(_("%(who)s holds no double: %(next)s leads a double, or says none",
                         who=who, next=names[after.lead.seat]), "GP3.2")]
    else:
        words = [describe(action, names)]
    if after.ended and not before.ended:
        words.append(_("Hand over: %(how)s", how=_ended(after, names)))
    words += flag_lines(after.flags[len(before.flags):], names)
    for result in after.history[len(before.history):]:
        words.append(_("Hand %(n)s", n=result.hand) + " — " + with_names(result.working, names))
    return " · ".join(w for w in words if w)


def _play_words(action, before, who, out):
    """The tile laid; for the last tile, whether it fitted either end (GP8.3, GP8.4)."""
    tile = str(Tile(action["tile"]))
    if before.phase == "lead":
        return _("%(who)s led %(tile)s", who=who, tile=tile)
    end = action.get("end") or before.ends_for(tile)[0]
    words = _("%(who)s played %(tile)s %(end)s", who=who, tile=tile, end=_(end))
    if out and before.line.fits_either_end(Tile(tile)):
        words += " " + _("(it fitted either end)")
    return words


def _ended(state, names):
    if state.blocked is not None:
        return _("gaple %(n)s: %(name)s blocked the line", n=state.blocked,
                 name=names[state.blocker])
    return _("%(name)s went out", name=names[state.went_out])


def effect_lines(effect, names):
    """A verdict's effect (rules.gaple.check) as lines for the checker's card: where a
    tile fits (GP3, GP4), whether it fitted either end (GP8.3, GP8.4), a gaple
    (GP6.2), what an out scores at once (GP8.4), the game won (GP9), passes in a row
    (GP10.2), the next leader (GP3.2) and the flags raised (GP10.3)."""
    lines = []
    if "ends" in effect:
        lines += _play_lines(effect, names)
    if effect.get("passes"):
        lines.append(cited(_("%(n)s passes in a row: a fourth is impossible", n=effect["passes"]),
                           "GP10.2"))
    if effect.get("pass_point") is not None:
        lines.append(cited(_("a pass point is scored"), "GP5"))
    if effect.get("leader") is not None:
        lines.append(cited(_("%(name)s is next to lead a double, or to say none",
                             name=names[effect["leader"]]), "GP3.2"))
    if effect.get("winner") is not None:
        lines.append(cited(_("That wins the game"), "GP9"))
    lines += ["⚑ " + cited(with_names(f, names), "GP10.3") for f in effect.get("flags", ())]
    return lines


def _play_lines(effect, names):
    ends = effect["ends"]
    if ends == ["lead"]:
        return [cited(_("It leads the hand"), "GP3")]
    lines = []
    if effect["either_end"]:
        lines.append(cited(_("It fits either end: an out with it counts as fitting either "
                             "end"), "GP8.4"))
    else:
        lines.append(cited(_("It fits the %(end)s end only", end=_(ends[0])), "GP4"))
    lines.append(_("The %(end)s end then shows %(n)s", end=_(effect["end"]), n=effect["shows"]))
    if effect.get("gaple") is not None:
        lines.append(cited(_("Gaple %(n)s: %(name)s blocks the line; the hand ends and the "
                             "tiles left are reported", n=effect["gaple"],
                             name=names[effect["blocker"]]), "GP6.2"))
    if effect.get("points") is not None:
        lines.append(cited(_("Scores at once: %(how)s", how=with_names(effect["working"], names)),
                           "GP8.4"))
    return lines
