"""axe on Gaple's screens, in the light theme and the dark one (as tests/browser/
test_accessibility.py does for the other games): the new-game form with its table
rules open, the game screen with a false pass just flagged, a player at risk under
penalty (RULES GP8.1, GP9), the reports, the game over, the checker tab and a
review. No violations of any kind, contrast included."""
import pytest
from playwright.sync_api import Page

from rules import gaple
from tests.browser.glance import post
from tests.browser.test_accessibility import no_violations, theme  # noqa: F401 (fixture)
from tests.browser.test_gaple_glance import start
from tests.browser.test_table_phones import PHONE
from tests.rules.gaple_table import GapleTable

pytestmark = [pytest.mark.browser, pytest.mark.browser_context_args(**PHONE)]


def play_until(page, table, until):
    """Logs the simulated table's actions until `until(state)` (False at the end)."""
    while not until(table.state):
        action = table.next_action()
        if action is None:
            return False
        table.apply(action)
        post(page, table.actions[-1])
    return True


def test_gaple_screens(page: Page, theme):  # noqa: F811
    start(page, {})
    game = page.url
    page.goto(game.rsplit("/g/", 1)[0] + "/games/new?kind=gaple")
    page.locator("details.more-rules summary").tap()
    no_violations(page, f"gaple new game ({theme})")
    page.goto(game)
    table = GapleTable(gaple.Options(), seed=11, false_pass_rate=0.08)
    moments = [("a false pass flagged", lambda s: s.hand_flags),
               ("the reports", lambda s: s.phase == "reports"),
               ("a player at risk", lambda s: any(80 <= p < 100 for p in s.scores)),
               ("the game over", lambda s: s.phase == "over")]
    for what, until in moments:
        assert play_until(page, table, until), what
        no_violations(page, f"gaple, {what} ({theme})")
    page.goto(game + "/review?hand=1&step=3")
    no_violations(page, f"gaple review ({theme})")
    page.goto("/check/gaple?scoring=points&position=play+5-3,play+3-1+right"
              "&ask=play+5-1+left&out=y")
    no_violations(page, f"gaple checker ({theme})")
