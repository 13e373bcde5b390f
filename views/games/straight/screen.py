"""What the Straight Domino screen shows, read off the rules State: names, the
scoreboard, the tile picker, the allowed buttons, the last play and the score
sheet. No rule is decided here; legality comes from `rules.straight.check`."""
from typing import NamedTuple

from rules.tiles import DOUBLE_SIX, Tile
from views.table.ahead import leads_to
from views.games.drawing import draw_layout
from web.i18n import gettext as _
from views.games.screen import Choice, Pick, acting_seat, post_urls, score_sheet, scored_sides, sides, \
    unaccounted
from views.table.out_of_turn import offer as out_of_turn_offer, refused_play, turn_lost
from views.games.straight.sheet import sheet_entries
from views.games.wording import with_names

# What the template reads per side, per picker tile and for the last play are tuples
# with named fields, not dicts: Jinja reads an object's attribute at once but a dict's
# key only after a failed attribute lookup, and a render makes a few hundred of these.

FIRST_PHASE = "lead"  # the first hand's first lead is by the seat drawn or picked (G4)


class LastPlay(NamedTuple):
    """The latest play of the hand, with the count's `working` ("6 + 3 + 2·3")."""

    who: str
    tile: str
    end: str
    lead: bool
    count: int
    points: int
    working: str
    kind: str = "play"
    override: bool = False  # a misplay that stands (RULES S4.6, G6.1)
    shows: int | None = None
    stood: str = ""  # a G6.1 override in words: "out of turn, Budi's turn lost"


class LastHand(NamedTuple):
    """The hand just scored: who scored what at its end (`scored`: (names, points)),
    with its `working` and the RULES G9 `flags`."""

    hand: int
    scored: list
    working: str
    flags: list
    kind: str = "hand"


def game_context(game, state, module, oob=False, read_only=False, error=None, section=None,
                 misplay=None, out_of_turn=None):
    """Template context for straight.html: `state` is the rules State of `game`;
    `misplay`, a tile just refused for not matching (RULES S4.4) or for a spinner
    side not yet open (S4.2), is offered to be logged as a misplay that stands (S4.6,
    G6.1); `out_of_turn`, a play refused as out of turn (G4), to be logged as the
    play out of turn that stood (G6.1) - or, if its tile does not match either, as
    that seat's misplay."""
    names = [seat.player.name for seat in game.seats]
    options = state.options
    seat = acting_seat(game, state, FIRST_PHASE)
    offer = None
    if out_of_turn is not None and not read_only:
        offer = out_of_turn_offer(state, module, out_of_turn, _do_out_of_turn)
        misplay = None if offer else out_of_turn["tile"]
    misplay_seat = out_of_turn["seat"] if out_of_turn is not None else seat
    return {
        "game": game, "state": state, "options": options, "names": names, "oob": oob,
        "read_only": read_only, "seat": seat,
        "error": with_names(error, names), "section": section,
        "sides": sides(state, names, seat),
        "drawing": draw_layout(state.layout, state.layout.count_terms(options.counting)),
        "picker": (picks := picker(state) if state.phase in ("lead", "play") else []),
        "ahead": "{}" if read_only else leads_to(state, module, seat, picks, len(names)),
        "allowed": _allowed(state, module, seat),
        "log_anyway": log_anyway(state, module, misplay_seat, misplay, names)
        if misplay and misplay_seat is not None and not read_only else [],
        "misplay": misplay, "misplay_seat": misplay_seat, "offer": offer,
        "who_laid": state.turn is not None and state.phase == "play",
        "last": last_play(state, names),
        # Shown once the game is over; until then it would only grow with every hand.
        "sheet": score_sheet(sheet_entries(state, names), options.sides)
        if state.phase == "over" else [],
        "reporter": state.reports_due[0] if state.reports_due else None,
        "due_names": [names[s] for s in state.reports_due],
        "unaccounted": unaccounted(state) if state.phase == "reports" else [],
        **post_urls(game, read_only),
    }


def _do_out_of_turn(tile, effect):
    """The screen's post of a play out of turn that stood (RULES G6.1): its end as the
    rules placed it (none for a lead)."""
    end = effect["end"]
    return f"play {tile} override" if end == "lead" else f"play {tile} {end} override"


def log_anyway(state, module, seat, tile, names):
    """For a tile the rules refused because it does not match (RULES S4.4) or lies at a
    spinner side not yet open (S4.2): each end where the table may log it, by `seat`,
    as a misplay that stands (S4.6, G6.1) - the open ends, then the spinner's sides
    not yet open - as (heading: the end and its number, choices) with one choice per
    number the tile may show there."""
    tile = Tile(tile)
    groups = []
    closed = state.layout.closed_sides
    for end, number in {**state.open_ends, **closed}.items():
        choices = []
        for shows in dict.fromkeys((tile.high, tile.low)):
            action = {"type": "play", "seat": seat, "tile": str(tile), "end": end,
                      "override": True, "shows": shows}
            if module.check(state, action).legal:
                choices.append(Choice(str(shows), f"play {tile} {end} override {shows}"))
        if choices and end in closed:
            groups.append((_("%(end)s (%(n)s, not open yet)", end=_(end), n=number), choices))
        elif choices:
            groups.append((_("%(end)s (%(n)s)", end=_(end), n=number), choices))
    return groups


def picker(state):
    """The 28 tiles with what a tap does: played already, fits one end (one tap) or
    several (a second tap names the end), or fits nowhere (dimmed, still tappable so
    the rules can say why)."""
    tiles = []
    on_table = state.on_table
    for tile in DOUBLE_SIX:
        fits = [] if tile in on_table else state.ends_for(tile)
        ends = [e for e in fits if e != "lead"]
        do = None if len(ends) > 1 else f"play {tile}" + (f" {ends[0]}" if ends else "")
        tiles.append(Pick(tile=str(tile), high=tile.high, low=tile.low,
                          played=tile in on_table, ends=ends, fits=bool(fits), do=do))
    return tiles


def _allowed(state, module, seat):
    if seat is None:
        return {"draw": False, "pass": False}
    return {kind: module.check(state, {"type": kind, "seat": seat}).legal
            for kind in ("draw", "pass")}


def last_play(state, names):
    """The latest play of this hand with its working, or the last hand's result (also
    at the game's end when a hand's end, not a play, reached the target, S8, S9)."""
    ended_by_hand = (state.phase == "over" and state.history
                     and state.history[-1].how != "target")
    if state.plays and not ended_by_hand:
        play = state.plays[-1]
        where = _("lead") if play.end == "lead" else _(play.end)
        return LastPlay(who=names[play.seat], tile=play.tile, end=where,
                        lead=play.end == "lead", count=play.count,
                        points=play.points, working=play.working, override=play.override,
                        shows=play.shown, stood=stood_words(play, names))
    if state.history:
        result = state.history[-1]
        return LastHand(hand=result.hand, scored=scored_sides(result.points, state, names),
                        working=with_names(result.working, names),
                        flags=[with_names(f["message"], names) for f in result.flags])
    return None


def stood_words(play, names):
    """What a misplay that stood under RULES G6.1 (a rules PlayRecord) did, in a few
    words: "out of turn, Budi's turn lost", "up opened early, shows 3"; "" for any
    other play (an S4.6 override says only what it shows)."""
    parts = []
    if play.skipped is not None:
        parts.append(turn_lost(names, play.skipped))
    if play.opened:
        parts.append(_("%(end)s opened early, shows %(n)s", end=_(play.end), n=play.shown))
    return ", ".join(parts)


def misplay(action, refusal):
    """For a play refused because the tile does not match (RULES S4.4) or lies at a
    spinner side not yet open (S4.2): the screen offers to log it as a misplay that
    stands (S4.6, G6.1); for one refused as out of turn (G4), as the play out of turn
    that stood (G6.1)."""
    if action.get("type") == "play" and refusal.section in ("S4.4", "S4.2") \
            and not action.get("override"):
        return {"misplay": action["tile"]}
    return refused_play(action, refusal)
