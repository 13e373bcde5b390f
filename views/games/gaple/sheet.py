"""Gaple's score sheet and a side's working (DESIGN: every number can be tapped to
show how it was made), read off the rules State: each hand's lines say how it ended
(RULES GP6, GP7), who added what under `penalty` or who scored what and why (GP8),
the pass points (GP5) and the passes proven false (GP10.3, G9)."""

from rules.messages import Seat, Seats
from web.i18n import gettext as _
from views.games.wording import with_names

SCORING_SECTION = {"penalty": "GP8.1", "collect": "GP8.3", "points": "GP8.4"}


def cited(text, section):
    """`text` with its RULES section: "… (RULES §GP8.1)" (the section's name stays as
    it is in every language)."""
    return f"{text} (RULES §{section})"


def hand_lines(options, result, names):
    """A finished hand's working as lines, each citing its section, with `names` for
    seats: how it ended (GP6.1 out, GP6.2 gaple, then GP7's decision), what each
    side scored or added (GP8.x, GP8.2 when a stranded double counted), each pass
    point (GP5), each play out of turn that stood (G6.1), each flag (GP10.3 or G9)."""
    head = 1 if result.how == "out" else 2
    tail = len(result.lines) - sum(result.pass_points)
    scoring = SCORING_SECTION[options.scoring]
    sections = (["GP6.1"] if result.how == "out" else ["GP6.2", "GP7"]) \
        + [scoring] * (tail - head) + ["GP5"] * (len(result.lines) - tail)
    lines = []
    for n, (line, section) in enumerate(zip(result.lines, sections)):
        if head <= n < tail and any(double in line for double in result.stranded):
            section += ", §GP8.2"  # the line of the stranded double's holder
        lines.append(cited(with_names(line, names), section))
    lines += [cited(with_names(line, names), "G6.1") for line in result.overrides]
    return lines + flag_lines(result.flags, names)


def flag_lines(flags, names):
    """Flags of passes and claims proven false, as lines: "⚑ … (RULES §GP10.3)"."""
    return ["⚑ " + cited(with_names(flag["message"], names), flag["section"])
            for flag in flags]


def sheet_entries(state, names):
    """The score sheet's entries, one per finished hand: (hand, what it added to each
    side's total, pass points included, the hand's working as lines)."""
    return [(r.hand, list(r.total), hand_lines(state.options, r, names))
            for r in state.history]


def _about(line, side_words, scored):
    """Whether a working line (an engine Msg) is about the side: it names the side
    (`side_words`: its seats, or its partnership) as the one that scores, loses or
    adds ("{side} scores", "{blocking} −1", "{seat} adds"), or it names nobody and
    the side `scored` in that hand ("doubled to 54: ...")."""
    params = getattr(line, "params", {})
    subjects = [params[k] for k in ("side", "blocking") if k in params] \
        or [params[k] for k in ("seat",) if k in params]
    if not subjects:
        return scored
    return any(isinstance(v, (Seat, Seats)) and v in side_words for v in subjects)


def working_entries(state, names, side):
    """`side`'s score as (label, points, how), hand by hand: how the hand ended and
    the lines that name the side (what it added or scored, and why); then this
    hand's pass points so far (RULES GP5, GP8)."""
    o = state.options
    seats = [s for s in range(4) if o.side_of(s) == side]
    side_words = {Seat(s) for s in seats} | ({Seats(seats[0], seats[1])} if o.partners else set())
    for r in state.history:
        head = 1 if r.how == "out" else 2
        mine = [with_names(line, names) for line in r.lines[head:]
                if _about(line, side_words, r.total[side] != 0)]
        ended = "; ".join(with_names(line, names) for line in r.lines[:head])
        how = "; ".join([ended] + mine) if mine else _("nothing: %(how)s", how=ended)
        section = SCORING_SECTION[o.scoring]
        if any(double in line for line in r.lines[head:] for double in r.stranded
               if _about(line, side_words, True)):
            section += ", §GP8.2"
        yield (_("Hand %(n)s", n=r.hand), r.total[side], cited(how, section))
    for point in state.point_log:
        if point.side == side:
            yield (_("Hand %(n)s", n=state.hand), 1,
                   cited(_("%(who)s passed after %(tile)s: a pass point", who=names[point.seat],
                           tile=point.after), "GP5"))
