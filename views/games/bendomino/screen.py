"""What the Bendomino screen shows, read off the rules State: the chain as curved
tiles, each end's number and status, the tile picker with every place a tile can
go (end and turn, asked only when the tile's make does not decide it), Draw / Pass,
declaring an end blocked, the draw-down, the round's reports and result. Where a
tile may go is asked of `rules.bendomino.check`; nothing is decided here."""
from typing import NamedTuple

from rules import IllegalAction
from rules.bendomino import BLOCKED
from rules.messages import N_
from rules.tiles import DOUBLE_SIX
from views.games.bendomino.drawing import draw_chain, ghosts
from views.games.bendomino.sheet import sheet_entries
from web.i18n import gettext as _
from views.table.out_of_turn import offer as out_of_turn_offer, turn_lost
from views.games.screen import Choice, post_urls, score_sheet, scored_sides, sides, unaccounted
from views.games.wording import with_names

# An end's status in words (RULES B6); marked with N_ for the catalogue, translated when shown.
STATUS = {"open": N_("open"), "half-blocked": N_("half-blocked"), "dead-end": N_("dead end"),
          "joined": N_("joined"), "used-up": N_("used up"), "declared": N_("declared blocked")}


class Pick(NamedTuple):
    """A tile in the picker with the places it can go (`choices`) and the placements
    the lattice refuses that the table may still log (`overrides`)."""

    tile: str
    high: int
    low: int
    played: bool
    choices: list
    overrides: list

    @property
    def ghosts(self):
        """Ghost tiles (views.games.bendomino.drawing.Ghost) for every choice, numbered."""
        return ghosts([c.placed for c in self.choices + self.overrides])


def game_context(game, state, module, oob=False, read_only=False, error=None, section=None,
                 confirming=None, out_of_turn=None):
    """Template context for bendomino.html: `state` is the rules State of `game`;
    `confirming` ({question, do, seat}) asks before an action is logged;
    `out_of_turn`, a play just refused as out of turn (RULES G4), is offered to be
    logged as the play out of turn that stood (G6.1)."""
    names = [seat.player.name for seat in game.seats]
    seat = state.turn
    picker_ = picker(state, module, seat, names) if state.phase in ("opening", "play") else []
    return {
        "game": game, "state": state, "options": state.options, "names": names, "oob": oob,
        "read_only": read_only, "seat": seat, "error": with_names(error, names),
        "section": section, "sides": sides(state, names, seat), "confirming": confirming,
        "drawing": draw_chain(state),
        "ghost_box": ghost_box(state, picker_),
        "ends": end_rows(state),
        "picker": picker_,
        "allowed": {kind: seat is not None and module.check(
            state, {"type": kind, "seat": seat}).legal for kind in ("draw", "pass")},
        "last": last_play(state, names),
        "reporter": state.reports_due[0] if state.reports_due else None,
        "round_over": round_over_title(state, names),
        "due_names": [names[s] for s in state.reports_due],
        "unaccounted": unaccounted(state) if state.phase == "reports" else [],
        "sheet": score_sheet(sheet_entries(state, names), state.options.players)
        if state.phase == "over" else [],
        "offer": out_of_turn_offer(state, module, out_of_turn, _do_out_of_turn)
        if out_of_turn is not None and not read_only else None,
        "who_laid": state.phase == "play" and seat is not None,
        **post_urls(game, read_only),
    }


def _do_out_of_turn(tile, effect):
    """The screen's post of a play out of turn that stood (RULES G6.1), at the end and
    turn the rules placed it."""
    return f"play {tile} {effect['end']} {effect['turn']} override"


def confirm_question(before, after, action):
    """What to ask before logging `action` (a JSON dict) that took the rules State
    `before` to `after`, or None: a declaration (RULES B5) that leaves no end open
    starts the draw-down at once, so the table confirms it first."""
    if action.get("type") != "declare" or not action.get("blocked"):
        return None
    if after.phase == before.phase:
        return None
    if after.phase == "draw-down":
        return _("Declare end %(end)s blocked? No end is left open: the draw-down starts "
                 "at once, everyone drawing in turn until the stock is empty (RULES §B5).",
                 end=action["end"])
    return _("Declare end %(end)s blocked? No end is left open and the stock is empty: "
             "the round is scored at once (RULES §B5, §B7).", end=action["end"])


def ghost_box(state, picks):
    """The viewBox that holds the chain and every choice's ghost tile in `picks`."""
    placed = [c.placed for p in picks for c in p.choices + p.overrides if c.placed is not None]
    return draw_chain(state, placed)["viewbox"] if placed and state.chain else ""


def end_rows(state):
    """Each end as (name, number, status, status in words, turns) (RULES B6)."""
    return [(name, e["number"], e["status"], _(STATUS[e["status"]]), e["turns"])
            for name, e in state.ends.items()]


def picker(state, module, seat, names):
    """The 28 tiles with the ways each can be logged now (Pick)."""
    on_table = state.on_table
    return [Pick(str(t), t.high, t.low, t in on_table,
                 *(([], []) if t in on_table else _places(state, module, seat, names, t)))
            for t in DOUBLE_SIX]


def _places(state, module, seat, names, tile):
    """Every legal way to log `tile` now, and overrides for ends it matches where the
    lattice has no room (RULES B3, B6), each tried on the rules to say where the tile
    would lie and what it does to the end."""
    if state.phase == "opening":
        return _opening(state, module, names, tile), []
    choices, overrides = [], []
    for end, e in state.ends.items():
        if e["status"] in BLOCKED or not tile.has(e["number"]):
            continue
        for turn in ("left", "right"):
            action = {"type": "play", "seat": seat, "tile": str(tile), "end": end, "turn": turn}
            label = _("end %(end)s (%(n)s), turning %(turn)s", end=end, n=e["number"],
                      turn=_(turn))
            if (after := _tried(module, state, action)) is not None:
                choices.append(_choice(label, f"play {tile} {end} {turn}", after, end))
            elif turn not in e["turns"] and (
                    after := _tried(module, state, {**action, "override": True})) is not None:
                overrides.append(_choice(label, f"play {tile} {end} {turn} override", after,
                                         end))
    return ([c._replace(n=i) for i, c in enumerate(choices, start=1)],
            [c._replace(n=i) for i, c in enumerate(overrides, start=len(choices) + 1)])


def _tried(module, state, action):
    """The State after `action`, or None if the rules refuse it."""
    try:
        return module.apply(state, action)
    except IllegalAction:
        return None


def _choice(label, do, after, end):
    """A choice whose trial left the rules State `after`: what it does to `end`."""
    status = after.ends.get(end, {}).get("status") if after.chain else None
    note = {"joined": _("closes the circle: both ends blocked"),
            "dead-end": _("makes a dead end"),
            "half-blocked": _("leaves end %(end)s one turn only", end=end)}.get(status, "")
    if after.phase == "reports" and after.went_out is not None:
        note = _("goes out")
    elif after.phase == "draw-down" and status != "joined":
        note = (note + " · " if note else "") + _("starts the draw-down")
    return Choice(label, do, note=note, placed=after.chain[-1])


def _opening(state, module, names, tile):
    """Who lays the opening tile (B2) and, for a non-double whose make is not known,
    which way it turns the chain attached by its higher number."""
    turns = [None] if tile.is_double or state.right_number(tile) is not None \
        else ["right", "left"]
    choices = []
    for opener, name in enumerate(names):
        for turn in turns:
            label = name if turn is None else _(
                "%(name)s; attached by its %(n)s it turns %(turn)s", name=name, n=tile.high,
                turn=_(turn))
            choices.append(Choice(label, f"open {opener} {tile} {turn or '-'}"))
    return choices


def round_over_title(state, names):
    """The reports' title: the round is over, and why (RULES B5, B7)."""
    why = state.ended
    if why == "went-out":
        return _("Round over: %(name)s went out", name=names[state.went_out])
    if why == "ends-blocked":
        return _("Round over: both ends blocked, then the draw-down")
    if why == "passed":
        return _("Round over: blocked, nobody could play")
    return _("Round over")


def last_play(state, names):
    """The latest tile laid this round, or the round's result once the round has
    been scored (the game's end included: the strip names what ended it)."""
    if state.chain and not (state.history and state.phase == "over"):
        placed = state.chain[-1]
        how = _("opened") if placed.end == "open" else _(
            "at end %(end)s, turning %(turn)s", end=placed.end, turn=_(placed.turn))
        mark = _("override") if placed.override else ""  # off the lattice (B6)
        if placed.skipped is not None:  # out of turn, and it stood (G6.1)
            mark = _("override: %(what)s", what=turn_lost(names, placed.skipped))
        return {"kind": "play", "text": f"{names[placed.seat]}: {placed.tile} {how}"
                + (f" ({mark})" if mark else ""), "override": bool(mark)}
    if state.history:
        result = state.history[-1]
        return {"kind": "round", "round": result.round,
                "scored": scored_sides(result.points, state, names),
                "working": with_names(result.working, names),
                "flags": [with_names(f["message"], names) for f in result.flags]}
    return None
