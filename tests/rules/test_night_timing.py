"""A table ended by time (docs/events.md): the hand in play is finished first, then
the better total wins; level, one more hand or a draw as the event chose; tapped
before a hand's first play, at once. Values worked out by hand."""
from rules.night.timing import TimeEnd, after_play, at_tap, walk


def test_the_hand_in_play_is_finished_first():
    end = at_tap(3, started=True, over=False, points=(40, 35))
    assert end == TimeEnd(3)  # hand 3 is under way: it is the last
    # a play within hand 3 changes nothing, even one that scores points (Straight)
    assert after_play(end, 3, 3, False, (45, 35)) == end
    # the play that scores hand 3 (the game goes on to hand 4) ends the match: 45-60
    # after it, the second side wins
    assert after_play(end, 3, 4, False, (45, 60)) == TimeEnd(3, (45, 60), 1, ())


def test_before_the_first_play_of_a_hand_at_once():
    assert at_tap(4, started=False, over=False, points=(45, 60)) == TimeEnd(3, (45, 60), 1)
    # under penalty scoring the lower total wins (RULES §GP8.1)
    assert at_tap(2, False, False, (30, 12, 50, 41), low_wins=True) == \
        TimeEnd(1, (30, 12, 50, 41), 1)


def test_level_one_more_hand_or_a_draw():
    end = TimeEnd(3)
    again = after_play(end, 3, 4, False, (50, 50), level="hand")
    assert again == TimeEnd(4)  # one more hand: hand 4
    assert after_play(again, 4, 5, False, (55, 50), level="hand") == TimeEnd(4, (55, 50), 0)
    assert after_play(end, 3, 4, False, (50, 50), level="draw") == \
        TimeEnd(3, (50, 50), None, (0, 1))


def test_a_game_over_between_games_level_is_a_draw():
    # a best of three at one game each, the second game just over, level on points
    assert at_tap(5, started=True, over=True, points=(80, 80)) == \
        TimeEnd(4, (80, 80), None, (0, 1))


def test_walk_over_a_games_plays():
    steps = [(1, 1, False, (0, 0)), (1, 2, False, (10, 5)), (2, 2, False, (10, 5)),
             (2, 3, False, (10, 10)), (3, 3, False, (15, 10)), (3, 4, False, (20, 10))]
    # last hand 2, level after it (10-10): one more hand, hand 3 ends it 20-10
    assert walk(steps, TimeEnd(2)) == (TimeEnd(3, (20, 10), 0), 5)
    assert walk(steps, TimeEnd(2), level="draw") == (TimeEnd(2, (10, 10), None, (0, 1)), 3)
    assert walk(steps[:3], TimeEnd(2)) == (TimeEnd(2), None)  # hand 2 still in play
