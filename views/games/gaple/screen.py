"""What the Gaple screen shows, read off the rules State: the scoreboard (under
`penalty`, low is good and the limit shows), the line and its two ends, the tile
picker, who leads and with what, the buttons the step allows, the last action, the
flags of passes proven false, the reports and the score sheet. No rule is decided
here; legality comes from `rules.gaple.check` (RULES §GP)."""
from typing import NamedTuple

from rules.tiles import DOUBLE_SIX
from views.table.ahead import leads_to
from views.games.drawing import Laid, Line, draw_layout
from web.i18n import gettext as _
from views.table.out_of_turn import offer as out_of_turn_offer, turn_lost
from views.games.screen import Pick, post_urls, score_sheet, side_names, unaccounted
from views.games.gaple.sheet import flag_lines, hand_lines, sheet_entries
from views.games.wording import with_names

AT_RISK = 20  # under `penalty`, a total within this many points of the limit stands out
ANY_DOUBLE = "double"  # rules.gaple.lead: the lead is any double (GP3.2)


class Side(NamedTuple):
    """A side on the scoreboard (as views.games.screen.Side, which the shared scoreboard
    reads), with `low_wins` (penalty: `to_go` is what is left to the limit),
    `at_risk` (within AT_RISK of the limit), `lost` (at or over it, game over) and
    `first` (first place, shared or not)."""

    names: str
    score: int
    to_go: int
    share: float
    to_play: bool
    won: bool
    low_wins: bool
    at_risk: bool
    lost: bool
    first: bool


class LastPlay(NamedTuple):
    """The latest tile of the hand; `either_end`: it went out, and it fitted both ends
    (what GP8.3 and GP8.4 score)."""

    who: str
    tile: str
    end: str
    lead: bool
    either_end: bool
    kind: str = "play"
    stood: str = ""  # laid out of turn, and it stood: "out of turn, Budi's turn lost" (G6.1)


class LastPass(NamedTuple):
    """The latest pass: who, the ends it was made against, how many passes in a row."""

    who: str
    ends: str
    in_a_row: int
    kind: str = "pass"


class LastHand(NamedTuple):
    """The hand just scored: its number, how it ended in words and its lines."""

    hand: int
    title: str
    lines: list
    kind: str = "hand"


def game_context(game, state, module, oob=False, read_only=False, error=None, section=None,
                 out_of_turn=None):
    """Template context for gaple/game.html: `state` is the rules State of `game`;
    `out_of_turn`, a play just refused as out of turn (RULES G4), is offered to be
    logged as the play out of turn that stood (G6.1)."""
    names = [seat.player.name for seat in game.seats]
    options = state.options
    seat = acting_seat(game, state)
    playing = state.phase in ("lead", "play")
    return {
        "game": game, "state": state, "options": options, "names": names, "oob": oob,
        "read_only": read_only, "seat": seat, "error": with_names(error, names),
        "section": section, "sides": sides(state, names, seat),
        "drawing": draw_layout(line_layout(state.line), []),
        "ends": list(state.open_ends.items()),
        "picker": (picks := picker(state) if playing else []),
        "ahead": "{}" if read_only else leads_to(state, module, seat, picks, len(names), depth=2),
        "lead": lead_words(state, names, seat) if state.phase == "lead" else None,
        "holder_wanted": holder_wanted(state),
        "allowed": allowed(state, module, seat),
        "last": last_action(state, names),
        "new_flags": flag_lines(new_flags(state), names),
        "hand_flags": flag_lines(state.hand_flags, names),
        "dead": [str(t) for t in state.dead_doubles] if playing else [],
        "stranded": [(str(t), v) for t, v in state.stranded.items()],
        "ended": ended_words(state, names),
        "sheet": score_sheet(sheet_entries(state, names), options.sides)
        if state.phase == "over" else [],
        "reporter": state.reports_due[0] if state.reports_due else None,
        "due_names": [names[s] for s in state.reports_due],
        "unaccounted": unaccounted(state) if state.phase == "reports" else [],
        "fill": fill_in(state, names),
        "offer": out_of_turn_offer(state, module, out_of_turn, _do_out_of_turn)
        if out_of_turn is not None and not read_only else None,
        "who_laid": state.turn is not None,
        **post_urls(game, read_only),
    }


def _do_out_of_turn(tile, effect):
    """The screen's post of a play out of turn that stood (RULES G6.1)."""
    end = effect["end"]
    return f"play {tile} override" if end == "lead" else f"play {tile} {end} override"


def acting_seat(game, state):
    """The seat to act: the rules' turn; in hand 1 under `first-lead=any`, the seat the
    app drew or the table picked (GP3.1). None while the holder of a particular
    double is to lead it (the table taps who, GP3.4), reports are due, or the game
    is over."""
    if state.turn is not None:
        return state.turn
    lead = state.lead
    if state.phase == "lead" and lead is not None and lead.tile is None:
        return game.first_seat or 0
    return None


def holder_wanted(state):
    """The double whose holder leads it, while the table has not said who (RULES
    GP3.1, GP3.3, GP3.4: "0-0"), else None."""
    lead = state.lead
    if state.phase != "lead" or lead is None or lead.seat is not None:
        return None
    return lead.tile if lead.tile not in (None, ANY_DOUBLE) else None


def sides(state, names, seat):
    """The scoreboard, one Side per side. Under `penalty` (GP8.1, GP9) `to_go` is what
    is left to the limit and a total within AT_RISK of it is at risk; the progress
    bar fills towards the target or the limit (never below empty: `points` totals
    may go negative, GP8.4)."""
    o = state.options
    over = state.phase == "over"
    rows = []
    for side, score in enumerate(state.scores):
        left = o.target - score
        rows.append(Side(
            names=side_names(side, state, names), score=score, to_go=max(left, 0),
            share=min(max(score / o.target, 0), 1),
            to_play=seat is not None and o.side_of(seat) == side and not over,
            won=state.winner == side, low_wins=o.low_wins,
            at_risk=o.low_wins and not over and 0 < left <= AT_RISK,
            lost=side in state.losers, first=over and side in state.first))
    return rows


def line_layout(line):
    """The rules' line (rules.gaple.Line, left to right) as the drawing reads a line
    through its lead (views.games.drawing.Line): each arm nearest the lead first."""
    tiles = line.tiles
    if not tiles:
        return Line()
    at = next(i for i, p in enumerate(tiles) if p.end == "lead")
    lead = tiles[at]
    return Line(Laid(lead.tile, lead.left, lead.right),
                tuple(Laid(p.tile, p.right, p.left) for p in reversed(tiles[:at])),
                tuple(Laid(p.tile, p.left, p.right) for p in tiles[at + 1:]))


def picker(state):
    """The 28 tiles with what a tap does (RULES GP3, GP4): on the table already; fits
    (the lead, one end, or both ends showing one number: one tap; both ends with
    different results: a second tap names the end); or fits nowhere (dimmed)."""
    on_table = state.on_table
    ends = state.open_ends
    same = len(set(ends.values())) == 1
    tiles = []
    for tile in DOUBLE_SIX:
        where = state.ends_for(tile)
        if len(where) == 2 and not same:
            do = None
        elif where and where != ["lead"] and not same:
            do = f"play {tile} {where[0]}"
        else:
            do = f"play {tile}"
        tiles.append(Pick(tile=str(tile), high=tile.high, low=tile.low,
                          played=tile in on_table, ends=[e for e in where if e != "lead"],
                          fits=bool(where), do=do))
    return tiles


def allowed(state, module, seat):
    """Which buttons the step allows: `pass` (GP5, not a fourth in a row, GP10.2),
    `no_double` (GP3.2) and `redeal` (GP2: before the hand's first tile, claimed by
    any seat)."""
    def legal(kind, who):
        return who is not None and module.check(state, {"type": kind, "seat": who}).legal
    lead = state.lead if state.phase == "lead" else None
    return {"pass": state.phase == "play" and legal("pass", seat),
            "no_double": lead is not None and lead.tile == ANY_DOUBLE
            and legal("no-double", seat),
            "redeal": lead is not None and legal("redeal", 0)}


def lead_words(state, names, seat):
    """What the lead must be, in words, for the panel's title (RULES GP3); `seat` the
    acting seat."""
    lead = state.lead
    if lead.tile is None:
        return _("%(name)s leads: any tile", name=names[seat])
    if lead.tile == ANY_DOUBLE:
        said = [names[c.seat] for c in state.claims]
        words = _("%(name)s leads a double, or says none", name=names[lead.seat])
        return words + (" · " + _("no double: %(names)s", names=", ".join(said)) if said else "")
    return _("Whoever holds %(tile)s leads it", tile=lead.tile)


def last_action(state, names):
    """The latest pass or tile of this hand, or the last hand's result when this one
    has not begun (also at the game's end)."""
    if state.plays and state.phase != "over":
        if state.passes and state.pass_log:
            record = state.pass_log[-1]
            return LastPass(names[record.seat], _("%(a)s and %(b)s", a=record.ends["left"],
                                                  b=record.ends["right"]), state.passes)
        play = state.plays[-1]
        return LastPlay(names[play.seat], play.tile, _(play.end), play.end == "lead",
                        play.either_end and state.ended == "out",
                        stood=turn_lost(names, play.skipped) if play.skipped is not None else "")
    if state.history:
        result = state.history[-1]
        return LastHand(result.hand, hand_title(result, names),
                        hand_lines(state.options, result, names))
    return None


def hand_title(result, names):
    """"Citra went out" or "gaple 5" (RULES GP6.1, GP6.2)."""
    if result.how == "out":
        return _("%(name)s went out", name=names[result.went_out])
    return _("gaple %(n)s", n=result.blocked)


def ended_words(state, names):
    """While reports are due: how the hand ended ("gaple 5: Budi blocked the line",
    "Citra went out"), else None."""
    if state.phase != "reports":
        return None
    if state.blocked is not None:
        return _("gaple %(n)s: %(name)s blocked the line", n=state.blocked,
                 name=names[state.blocker])
    return _("%(name)s went out", name=names[state.went_out])


def new_flags(state):
    """The flags the latest tile raised (RULES GP10.3: a pass or no-double claim it
    proves false), shown once as a note; every flag of the hand stays listed. The
    tile that ends the hand counts too (GP10.3), also when the hand was scored at
    once (an out under `points`, GP6.3) and the next hand, or the game's end, is on
    the screen."""
    if state.passes:
        return []
    if state.plays and state.phase != "over":
        tile, flags = state.plays[-1].tile, state.hand_flags
    elif state.history and _scored_at_once(state):
        result = state.history[-1]
        tile, flags = result.last_tile, result.flags
    else:
        return []
    return [f for f in flags if f["proof"] == "play" and f["tile"] == tile]


def _scored_at_once(state):
    """The latest action ended the last hand, scored without reports (GP6.3): no
    report came after it, and nothing yet in the hand that followed."""
    result = state.history[-1]
    unreported = all(p is None for s, p in enumerate(result.pips) if s != result.went_out)
    fresh = state.phase == "over" or not (state.plays or state.claims or state.redeals)
    return result.how == "out" and unreported and fresh


def fill_in(state, names):
    """The last report, which the whole set determines (RULES GP10.4): {"seat",
    "name", "tiles"} or {"seat", "name", "pips"}, for the table to confirm; None
    unless exactly one report is due."""
    due = state.last_report
    if due is None:
        return None
    return {**due, "name": names[due["seat"]]}
