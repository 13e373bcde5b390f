"""Gaple's screen through the Flask test client (RULES §GP): the new-game form and its
options, whole hands of the worked examples logged through the screen's forms, the
refusals and flags with their GP sections, the score working, the scoreboard under
penalty, check mode, onlookers and the screen in Bahasa Indonesia."""
import re

import pytest

from extensions import db
from models import Game, Session
from rules import gaple
from tests.rules import gaple_hands as hands
from tests.rules.gaple_table import GapleTable
from tests.web.gaple_web import (ANY, FOUR, do_of, gaple_table, in_indonesian, log, ok,
                                 plain, score_of)


# ---- the new-game form ---------------------------------------------------------------

def test_the_new_game_form_offers_gaple_and_its_options(client):
    token = ok(client.post("/sessions", data={f"players-{i}": n for i, n in enumerate(FOUR)}),
               303).headers["Location"].rsplit("/", 1)[-1]
    page = ok(client.get(f"/s/{token}/games/new?kind=gaple")).get_data(as_text=True)
    assert 'aria-current="page">Gaple<' in page
    for name in ("partners", "scoring", "target", "hands", "direction", "redeal_doubles",
                 "first_lead", "winner_lead", "after_gaple", "blocked", "gaple_winner",
                 "pass_point", "dead_0_0", "dead_6_6", "failed_block", "both_ends"):
        assert f'name="{name}"' in page, name
    words = plain(page)
    assert "Penalty: each adds their own pips; reach the limit and lose" in words
    assert "Whoever holds 0-0 leads it" in words and "More table rules" in words


@pytest.mark.parametrize("options, stored", [
    ({}, {"scoring": "penalty", "target": 100, "partners": False, "dead_0_0": 25,
          "dead_6_6": None, "redeal_doubles": 5, "hands": None}),
    ({"scoring": "collect", "dead_6_6": "50", "redeal_doubles": "None"},
     {"scoring": "collect", "target": 101, "dead_6_6": 50, "redeal_doubles": None}),
    ({"scoring": "points", "partners": "y", "blocked": "duel", "hands": "8"},
     {"scoring": "points", "target": 7, "partners": True, "blocked": "duel", "hands": 8}),
    ({"target": "150", "pass_point": "y"}, {"target": 150, "pass_point": True}),
], ids=["GP9-penalty-limit-100", "GP9-collect-target-101", "GP9-points-target-7",
        "GP9-limit-chosen"])
def test_a_new_game_keeps_the_options_chosen(app, client, options, stored):
    with app.app_context():
        table = gaple_table(client, **options)
        kept = db.session.get(Game, table.game_id).options
        assert {k: kept[k] for k in stored} == stored
        assert gaple.Options.from_json(kept).to_json() == kept


@pytest.mark.parametrize("names, options, lang, said", [
    (FOUR[:3], {}, "en", "Gaple is for four players (RULES §GP1)"),
    (FOUR, {"partners": "y"}, "en",
     # RULES GP11.1: the refusal names the fix, collect or points scoring.
     "penalty scoring is for players each on their own: turn partners off, or choose "
     "collect or points scoring (RULES §GP1)"),
    (FOUR, {"scoring": "points"}, "id",
     "skor poin untuk kemitraan"),  # GLOSSARY: the scorings read penalti, kumpul, poin
], ids=["GP1-four-players", "GP1-penalty-without-partners", "GP1-points-with-partners-id"])
def test_the_form_refuses_what_gp1_refuses(client, names, options, lang, said):
    client.set_cookie("lang", lang)
    token = ok(client.post("/sessions", data={f"players-{i}": n for i, n in enumerate(names)}),
               303).headers["Location"].rsplit("/", 1)[-1]
    page = client.get(f"/s/{token}/games/new?kind=gaple").get_data(as_text=True)
    ids = re.findall(r'<option (?:selected )?value="(\d+)"', page)[:len(names)]
    form = {"kind": "gaple", "scoring": "penalty", "first_lead": "0-0", **options}
    form.update({f"seats-{i}": ids[i] if i < len(names) else -1 for i in range(4)})
    refused = client.post(f"/s/{token}/games", data=form)
    assert refused.status_code == 422
    assert said.lower() in plain(refused.get_data(as_text=True)).lower()


# ---- whole hands through the forms ---------------------------------------------------

def test_worked_example_1_through_the_screen(app, client):
    """RULES GP example 1, as the table logs it: A goes out with 5-3, the reports come
    in and each player adds their own pips; D's 0-0 is stranded and counts 25."""
    with app.app_context():
        table = gaple_table(client, **ANY)
        screen = plain(table.page())
        assert "Ana's turn" in screen and "tap the lead" in screen and "limit 100" in screen
        log(table, hands.EXAMPLE_1)
        screen = table.page()
        assert 'class="end-number" data-end="left" data-match="5"' in screen
        assert 'class="end-number" data-end="right" data-match="3"' in screen
        assert "Dewi passed at 5 and 3" in plain(screen)
        log(table, hands.EXAMPLE_1_OUT)
        screen = plain(table.page())
        assert "Hand over: Ana went out" in screen and "Budi holds 2 tiles" in screen
        log(table, hands.EXAMPLE_1_REPORTS)
        screen = table.page()
        assert db.session.get(Game, table.game_id).scores == [0, 20, 7, 30]
        words = plain(screen)
        assert "Hand 1: Ana went out" in words
        assert "Dewi adds 30 (0-0 is stranded and counts 25) (RULES §GP8.1, §GP8.2)" in words
        assert "Budi adds 20 (RULES §GP8.1)" in words and "Ana leads: any tile" in words
        assert "Hand 1 +30 30 Ana went out with 5-3; Dewi adds 30 (0-0 is stranded and counts " \
               "25) (RULES §GP8.1, §GP8.2)" in score_of(client, table, 3)
        assert "nothing: Ana went out with 5-3" in score_of(client, table, 0)


def test_worked_example_2_a_gaple_through_the_screen(app, client):
    """RULES GP example 2: B blocks the line with 1-5, gaple 5; the screen says so and
    asks for the reports; D's lowest hand wins the hand and D leads next (GP3.3)."""
    with app.app_context():
        table = gaple_table(client)
        page = plain(table.page())
        assert "Who holds 0-0? · they lead it" in page
        log(table, hands.EXAMPLE_2 + ", " + hands.EXAMPLE_2_BLOCK)
        screen = table.page()
        assert "Gaple 5!" in screen and "Hand over: gaple 5" in plain(screen)
        assert "Budi played 5-1 right · gaple 5: Budi blocked the line" in plain(screen)
        log(table, hands.EXAMPLE_2_REPORTS)
        assert db.session.get(Game, table.game_id).scores == [12, 6, 9, 5]
        words = plain(table.page())
        assert "Hand 1: gaple 5" in words and "Dewi's turn" in words
        assert "lowest hand: Ana 12, Budi 6, Citra 9, Dewi 5; Dewi wins the hand (RULES §GP7)" \
            in words


def test_the_last_report_is_offered_filled_in(app, client):
    """RULES GP10.4: with one report left the whole set tells it; the screen offers it."""
    with app.app_context():
        table = gaple_table(client, **ANY)
        log(table, hands.EXAMPLE_1 + ", " + hands.EXAMPLE_1_OUT + ", B shows 6-4 5-5, C shows 6-1")
        words = plain(table.page())
        assert "The whole set tells the rest: Dewi holds 4-1 0-0." in words
        assert 'name="tiles" value="0-0"' in table.page()


def test_a_points_out_is_scored_at_once(app, client):
    """RULES GP6.3, GP8.4: under points no report is asked after an out; B's 6-2 fitted
    one end only: 1 point to B and D."""
    with app.app_context():
        table = gaple_table(client, scoring="points", partners="y")
        log(table, hands.PLAIN_OUT)
        assert db.session.get(Game, table.game_id).scores == [0, 1]
        words = plain(table.page())
        assert "Hand 1: Budi went out" in words
        # A partnership is two players: its verb agrees ("seats 0+2 score 15", RULES §S).
        assert "Budi & Dewi score 1: out (RULES §GP8.4)" in words
        assert "Budi's turn" in words  # who went out leads next (GP3.2)


# ---- refusals and flags --------------------------------------------------------------

@pytest.mark.parametrize("options, script, do, seat, section, said", [
    (ANY, "A 5-3, B pass, C pass, D pass", "pass", 0, "GP10.2",
     "a fourth pass in a row is impossible"),
    (ANY, "A 5-3", "play 6-6", 1, "GP4", "6-6 does not fit: the ends show 5 and 3"),
    (ANY, "A 5-3", "play 5-1 right", 1, "GP4", "5-1 does not fit the right end (3)"),
    (ANY, "A 5-3", "play 6-5", 2, "G4", "it is Budi's turn, not Citra's"),
    ({}, "", "play 6-6", 2, "GP3.4", "this hand is led with 0-0"),
    ({}, "", "pass", 1, "GP3.4", "nothing comes before it"),
    (ANY, "A 5-3", "redeal", 1, "GP2", "the hand's first tile is down"),
    (ANY, "", "no-double", 0, "GP3.2", "no double is due"),
    ({"redeal_doubles": "None"}, "", "redeal", 3, "GP2", "this game has no redeal"),
], ids=["GP10.2-fourth-pass", "GP4-fits-no-end", "GP4-not-that-end", "G4-turn",
        "GP3.4-the-double-leads", "GP3.4-no-pass-before-the-lead", "GP2-redeal-too-late",
        "GP3.2-no-double-not-due", "GP2-no-redeal"])
def test_refusals_cite_their_gp_section(app, client, options, script, do, seat, section, said):
    with app.app_context():
        table = gaple_table(client, **options)
        log(table, script)
        refused = table.post(do, seat)
        assert refused.status_code == 422
        html = refused.get_data(as_text=True)
        assert f"RULES §{section}" in html and said in plain(html)


def test_a_draw_is_not_an_action_of_gaple(app, client):
    """RULES GP2: the whole set is dealt; the screen has no Draw and the post is refused."""
    with app.app_context():
        table = gaple_table(client, **ANY)
        assert 'value="draw"' not in table.page()
        refused = table.post("draw", 0)
        assert refused.status_code == 422
        assert "That is not an action of this game." in refused.get_data(as_text=True)


def test_a_false_pass_is_flagged_the_moment_a_tile_proves_it(app, client):
    """RULES GP10.3, example 5: B passes at 2 and 6, then lays 6-1: a note at once, and
    the flag stays listed for the hand."""
    with app.app_context():
        table = gaple_table(client, **ANY)
        log(table, "A 2-6, B pass, C 6-4 right, D 4-1 right, A 2-2 left")
        assert "A false pass!" not in table.page()
        html = ok(table.play(1, "6-1", "right")).get_data(as_text=True)
        assert "A false pass!" in html and "RULES §GP10.3" in html
        assert "Budi's 1st pass in hand 1, after 6-2 was played" in plain(html)
        ok(table.play(2, "2-1", "left"))
        page = table.page()
        assert "A false pass!" not in page and "⚑ 1" in page


def test_the_out_that_proves_a_pass_false_is_flagged_at_once_under_points(app, client):
    """RULES GP10.3: the tile that ends the hand proves a pass too. Dewi passes at 5
    and 4, then goes out with 5-4; under `points` no reports are asked (GP6.3) and the
    next hand is on the screen, with the note about Dewi's pass."""
    from tests.rules.test_gaple_clarifications import OUT_PROVES_PASS
    with app.app_context():
        table = gaple_table(client, scoring="points", partners="y", first_lead="any")
        *before, out = [step.strip() for step in OUT_PROVES_PASS.replace("\n", " ").split(",")]
        log(table, ", ".join(before))
        assert "A false pass!" not in table.page()
        html = ok(table.play(3, "5-4", "right")).get_data(as_text=True)
        words = plain(html)
        assert "A false pass!" in words and "RULES §GP10.3" in words
        assert "Dewi's 1st pass in hand 1, after 5-2 was played: Dewi held 5-4" in words
        ok(table.post("play 6-6", 3))  # Dewi leads hand 2: the note is gone
        assert "A false pass!" not in table.page()


def test_two_passes_proven_false_at_once_are_one_note(app, client):
    """RULES GP10.3: B passes on 2 and 6, then on 2 and 1, and lays 6-1: the tile proves
    both passes false. One note says so, with a line for each pass, so that the board
    stays in sight."""
    with app.app_context():
        table = gaple_table(client, **ANY)
        log(table, "A 2-6, B pass, C 6-4 right, D 4-1 right, A 2-2 left, B pass, "
                   "C 1-3 right, D 3-5 right, A 5-6 right")
        html = ok(table.play(1, "6-1", "right")).get_data(as_text=True)
        assert html.count('class="flag-note"') == 1 and html.count('class="flag-line"') == 2
        words = plain(html)
        assert "2 false passes!" in words
        assert "Budi's 1st pass in hand 1, after 6-2 was played" in words
        assert "Budi's 2nd pass in hand 1, after 2-2 was played" in words


def test_a_false_pass_reads_pas_in_indonesian(app, client):
    """GLOSSARY: a Gaple table says "pas", in every Gaple string: the button, and the
    flag of a pass that 6-1 proves false (RULES GP10.3), "pas ke-1 Budi", not "pass"."""
    with app.app_context():
        table = gaple_table(client, **ANY)
        in_indonesian(client)
        log(table, "A 2-6, B pass, C 6-4 right, D 4-1 right, A 2-2 left")
        words = plain(ok(table.play(1, "6-1", "right")).get_data(as_text=True))
        assert "pas ke-1 Budi di ronde 1, setelah 6-2 dimainkan: Budi memegang 6-1" in words
        assert not re.search(r"\bpass\b", words, re.I), words
        # The checker's answer to a pass, in the same words (RULES GP5), Citra showing
        # all six tiles she holds, none bearing the ends' 2 or 6 (only the whole hand
        # proves a pass legal, RULES G7).
        whole = ["5-5", "5-3", "4-4", "3-3", "5-4", "3-1"]
        words = plain(ok(table.check("pass", 2, hand=whole)).get_data(as_text=True))
        assert "Citra boleh pas" in words and not re.search(r"\bpass\b", words, re.I), words


def test_undo_names_a_redeal(app, client):
    """RULES G6, GP2: a redeal undone is named in the table's language."""
    with app.app_context():
        table = gaple_table(client)
        ok(table.post("redeal", 2))
        assert "Undone: redeal" in ok(table.undo()).get_data(as_text=True)
        ok(table.post("redeal", 2))
        in_indonesian(client)
        assert "Dibatalkan: bagi ulang" in ok(table.undo()).get_data(as_text=True)


def test_the_check_mode_answers_a_pass_with_the_tiles_shown(app, client):
    """RULES G7, GP10.4: B shows 6-5 and 3-3 at ends 5 and 3: the pass was not legal."""
    with app.app_context():
        table = gaple_table(client, **ANY)
        log(table, "A 5-3")
        html = ok(table.check("pass", 1, hand=["6-5", "3-3"])).get_data(as_text=True)
        assert "Not legal" in html and "RULES §GP5" in html
        assert "Budi could have played 6-5 on the left end instead of passing" in plain(html)
        assert len(table.events()) == 1


def test_the_check_mode_says_not_proven_when_part_of_the_hand_is_shown(app, client):
    """RULES G7: B holds 7 tiles after A 5-3 and shows two, neither bearing 5 or 3: the
    verdict is "not proven", 5 tiles not shown, never "Legal"; the card offers no
    "Log it". In Indonesian the same card says "Belum terbukti" and "pas" (GLOSSARY)."""
    with app.app_context():
        table = gaple_table(client, **ANY)
        log(table, "A 5-3")
        words = plain(ok(table.check("pass", 1, hand=["6-6", "2-1"])).get_data(as_text=True))
        assert "Not proven" in words and "RULES §G7" in words
        assert "not proven: 5 tiles not shown" in words
        assert "Legal" not in words.replace("Not legal", "") and "Log it" not in words
        in_indonesian(client)
        words = plain(ok(table.check("pass", 1, hand=["6-6", "2-1"])).get_data(as_text=True))
        assert "Belum terbukti" in words and "5 kartu tidak ditunjukkan" in words
        whole = ["6-6", "2-1", "6-4", "4-4", "2-0", "1-1", "1-0"]
        words = plain(ok(table.check("pass", 1, hand=whole)).get_data(as_text=True))
        assert "Budi boleh pas" in words and not re.search(r"\bpass\b", words, re.I), words
        assert len(table.events()) == 1


# ---- the scoreboard under penalty ----------------------------------------------------

def play_along(table, sim, each=lambda: None):
    """Logs the simulated table's whole game through the screen's posts, calling
    `each()` after every action."""
    while (action := sim.next_action()) is not None:
        sim.apply(action)
        do, extra = do_of(action)
        ok(table.post(do, action["seat"], **extra))
        each()


def test_a_penalty_game_to_its_end_shows_who_is_at_risk_and_who_lost(app, client):
    """RULES GP8.1, GP9: a whole random game under penalty, logged through the forms: a
    total within 20 of the limit stands out, and at the end who reached it lost."""
    with app.app_context():
        table = gaple_table(client)
        sim = GapleTable(gaple.Options(), seed=0)  # a game that passes 80-99 on its way to 100
        seen = []

        def look():
            if any(80 <= s < 100 for s in sim.state.scores) and not sim.state.over:
                seen.append('class="at-risk"' in table.page())
        play_along(table, sim, look)
        assert seen and all(seen)
        page = table.page()
        lost = [i for i, s in enumerate(sim.state.scores) if s >= 100]
        assert page.count('class="lost"') == len(lost) > 0
        assert "reached the limit" in plain(page)
        assert [int(s) for s in re.findall(r'data-side="\d">(-?\d+)<', page)] == sim.state.scores


def test_a_penalty_game_of_four_hands_ends_with_the_lowest_first(app, client):
    """RULES GP9 `hands`: after 4 hands nobody has reached the limit; the lowest total,
    Dewi's 25, is first."""
    with app.app_context():
        table = gaple_table(client, hands="4")
        sim = GapleTable(gaple.Options(hands=4), seed=1)
        play_along(table, sim)
        assert sim.state.scores == [31, 33, 48, 25] and sim.state.hand == 4
        page = table.page()
        assert "first: Dewi" in plain(page) and "reached the limit" not in plain(page)
        assert page.count('class="first"') == 1 and 'class="lost"' not in page


def test_the_screen_reads_in_indonesian(app, client):
    with app.app_context():
        table = gaple_table(client, **ANY)
        in_indonesian(client)
        log(table, "A 5-3")
        words = plain(table.page())
        assert "batas 100" in words and "sisa 100" in words
        # A heading starts with a capital (PUEBI): "Giliran Budi".
        assert ">Pas<" in table.page() and "Giliran Budi" in words


def test_the_check_mode_answers_who_leads_the_double(app, client):
    """RULES G7, GP3.4: whoever logs 0-0 as the lead is its holder; the checker says it
    leads, and offers to log it."""
    with app.app_context():
        table = gaple_table(client)
        html = ok(table.check("play 0-0", 2)).get_data(as_text=True)
        assert "verdict legal" in html and "0-0 leads" in plain(html)
        assert "It leads the hand (RULES §GP3)" in plain(html) and "Log it" in html
        assert table.events() == []


def test_onlookers_follow_a_gaple_game(app, client):
    with app.app_context():
        table = gaple_table(client, **ANY)
        log(table, "A 5-3")
        view_token = Session.by_edit_token(table.token).view_token
        html = ok(client.get(f"/v/{view_token}/g/{table.game_id}")).get_data(as_text=True)
        assert "View only" in html and 'data-end="left" data-match="5"' in html
        assert 'name="do"' not in html
