"""Gaple's dispute checker (RULES G7, GP10.4): the verdict on an action, without
recording it, and the hidden-hand questions answered from the tiles a player shows."""
from __future__ import annotations

from ..actions import Pass, Reveal
from ..engine import shown_hand, whole_hand
from ..errors import IllegalAction, ImpossibleQuestion, Verdict, refusal_verdict
from ..messages import InGame, Msg, Plural, Seat, Word
from ..reports import report_verdict
from ..tiles import Tile
from .actions import NoDouble, Play, Redeal, parse_action
from .line import shown
from .passes import players_of, side_name


def check_with(apply, state, action, hand=None) -> Verdict:
    """The verdict on `action` at `state` through `apply` (see `rules.gaple.check`)."""
    try:
        parsed = parse_action(action)
        after = apply(state, parsed)
        if hand is not None:
            _check_shown(state, parsed, hand)
    except IllegalAction as refusal:
        return refusal_verdict(refusal)
    new_flags = after.flags[len(state.flags):]
    if isinstance(parsed, Play):
        return _play_verdict(state, parsed, after, new_flags)
    if isinstance(parsed, Reveal):
        return report_verdict(parsed, state.history, after.history)
    effect = {"flags": [f["message"] for f in new_flags]}
    if isinstance(parsed, Pass):
        point = after.point_log[-1] if len(after.point_log) > len(state.point_log) else None
        effect.update(passes=after.passes, pass_point=point.side if point else None)
        if hand is not None:
            return Verdict(True, "GP5", InGame("gaple", "{seat} may pass: no tile shown "
                                               "fits {ends}", seat=Seat(parsed.seat),
                                               ends=shown(state.open_ends)), effect)
        return Verdict(True, "GP5", InGame("gaple", "{seat} may pass", seat=Seat(parsed.seat)),
                       effect)
    if isinstance(parsed, NoDouble):
        effect["leader"] = after.lead.seat
        return Verdict(True, "GP3.2", Msg("{seat} may say they hold no double: the right to "
                                          "lead passes to {next}", seat=Seat(parsed.seat),
                                          next=Seat(after.lead.seat)), effect)
    return Verdict(True, "GP2", Msg("{seat} may claim a redeal: the hand is dealt again",
                                    seat=Seat(parsed.seat)), effect)


def _play_verdict(state, play: Play, after, new_flags) -> Verdict:
    tile = Tile(play.tile)
    line, end = state.line.lay(play.tile, play.end, play.seat)  # apply accepted it
    out = state.held[play.seat] == 1
    either = state.line.fits_either_end(tile)
    effect = {"end": end, "ends": state.ends_for(tile), "either_end": either,
              "shows": line.open_ends["left" if end == "left" else "right"], "out": out,
              "gaple": None, "blocker": None, "points": None, "working": None,
              "winner": after.winner, "flags": [f["message"] for f in new_flags]}
    where = Msg("leads") if end == "lead" else Msg("goes on the {end} end", end=Word(end))
    section = "GP3" if end == "lead" else "GP4"
    message = Msg("{tile} {where}", tile=tile, where=where)
    if play.override:  # a play out of turn that stood (G6.1): apply accepted it
        message = Msg("{message}, out of turn: {skipped} loses the turn (override)",
                      message=message, skipped=Seat(state.turn))
    if len(after.history) > len(state.history):  # scored at once: an out under points
        result = after.history[-1]
        effect.update(points=list(result.points), working=result.working)
        message = Msg("{message}: {seat} goes out; {working}", message=message,
                      seat=Seat(play.seat), working=result.working)
        section = "GP8.4"
    elif out:
        message = Msg("{message}: {seat} goes out; {what}", message=message,
                      seat=Seat(play.seat), what=_out_scores(state, play.seat, either))
        section = "GP6.1"
    elif after.blocked is not None:
        effect.update(gaple=after.blocked, blocker=play.seat)
        message = Msg("{message}: gaple {n}, {seat} blocks the line; the hands are reported",
                      message=message, n=after.blocked, seat=Seat(play.seat))
        section = "GP6.2"
    return Verdict(True, section, message, effect)


def _out_scores(state, seat: int, either: bool) -> Msg:
    """What going out will score, before the reports (RULES GP8.1, GP8.3)."""
    o = state.options
    if o.scoring == "penalty":
        return Msg("every other player adds the pips left in their hand")
    name = side_name(o, o.side_of(seat))
    if either and o.both_ends == "x2":
        return Plural("{side} scores the pips left in the opponents' hands, doubled: the "
                      "tile fitted either end", "{side} score the pips left in the opponents' "
                      "hands, doubled: the tile fitted either end", players_of(o), side=name)
    return Plural("{side} scores the pips left in the opponents' hands",
                  "{side} score the pips left in the opponents' hands", players_of(o), side=name)


def _check_shown(state, action, hand) -> None:
    """The hidden-hand questions (RULES G7, GP10.4) against the tiles shown."""
    held = state.held[action.seat] if not isinstance(action, Reveal) else None
    tiles = shown_hand(hand, state.on_table, held)
    if isinstance(action, Play) and Tile(action.tile) not in tiles:
        raise ImpossibleQuestion(Msg("{tile} is not among the tiles shown", tile=Tile(action.tile)),
                            "G7")
    if isinstance(action, Pass):
        for tile in sorted(tiles, reverse=True):
            ends = state.line.ends_for(tile)
            if ends:
                raise IllegalAction(InGame("gaple", "{seat} could have played {tile} on "
                                           "the {end} end instead of passing",
                                           seat=Seat(action.seat), tile=tile,
                                           end=Word(ends[0])), "GP5")
        whole_hand(tiles, held)
    if isinstance(action, NoDouble):
        double = next((t for t in sorted(tiles, reverse=True) if t.is_double), None)
        if double is not None:
            raise IllegalAction(Msg("{seat} shows {tile}, a double: {seat} leads it",
                                    seat=Seat(action.seat), tile=double), "GP3.2")
        whole_hand(tiles, held)
    if isinstance(action, Redeal):
        doubles, needed = sum(1 for t in tiles if t.is_double), state.options.redeal_doubles
        if doubles < needed:
            raise IllegalAction(Plural("{n} double is shown: a redeal needs {needed}",
                                       "{n} doubles are shown: a redeal needs {needed}",
                                       doubles, needed=needed), "GP2")
