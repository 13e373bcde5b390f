"""Driving a game screen as the table's phone does, action by action, and measuring
what a person at the table sees after each one: every control of the step, Undo,
Check and the numbers the next player needs inside the screen, each side's score a
target a thumb can tap and its line read whole, nothing on a tile, and a page that
has not scrolled by itself."""
import re

from playwright.sync_api import Page, expect

from tests.web.table import do_of

# The step's own form, not a note's (a note's form, such as Gaple's "the whole set tells
# the rest", carries fields of its own that htmx would post too).
POST = r"""async (fields) => {
  const form = document.querySelector('#panel form[hx-post]:not([data-note])');
  const url = form ? form.getAttribute('hx-post') : null;
  if (!url) return 'no action form';
  const values = {};
  for (const [k, v] of fields) (values[k] = values[k] || []).push(v);
  for (const k in values) if (values[k].length === 1) values[k] = values[k][0];
  values.seq = document.querySelector('#panel input[name=seq]').value;
  const done = new Promise(r => document.body.addEventListener('htmx:afterSettle', r, {once: true}));
  const xhr = htmx.ajax('POST', url, {source: form, values, swap: 'none'});
  await xhr; await done;
  return 'ok';
}"""


def post(page: Page, action):
    """Logs `action` through htmx, as a tap does, and waits for the swap to settle."""
    result = page.evaluate(POST, do_of(action))
    assert result == "ok", (action, result)
    refusal = page.locator("#panel .refusal")
    assert refusal.count() == 0, (action, refusal.inner_text())


MEASURE = r"""() => {
  const vw = innerWidth, vh = innerHeight;
  const inside = r => r.width > 0 && r.left >= -0.5 && r.top >= -0.5 && r.right <= vw + 0.5 && r.bottom <= vh + 0.5;
  const shown = e => { if (e.closest('[popover]:not(:popover-open)')) return false;
                       const d = e.closest('details'); if (d && !d.open && !e.closest('summary')) return false;
                       const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
  const name = e => (e.getAttribute('aria-label') || e.value || e.textContent || e.id).trim().slice(0, 40);
  const out = [];
  const need = [...document.querySelectorAll('#panel button:not([disabled]), #panel input[type=number], #undo-button, #check-button, #count, .end-number, .end-statuses li, #led, #trick-result, #trump-chip')].filter(shown);
  for (const e of need) if (!inside(e.getBoundingClientRect())) out.push('outside: ' + name(e));
  const tiles = [...document.querySelectorAll('#board .domino rect, #board .tile-outline')].map(t => t.getBoundingClientRect());
  const labels = [...document.querySelectorAll('#board .end-label rect, .end-statuses li, #board .draw-down, #board .board-note')].map(l => [l, l.getBoundingClientRect()]);
  for (const [l, r] of labels) for (const t of tiles)
    if (r.left < t.right - 1 && r.right > t.left + 1 && r.top < t.bottom - 1 && r.bottom > t.top + 1) { out.push('on a tile: ' + name(l.closest('[data-end]') || l)); break; }
  if (scrollY !== 0) out.push('scrolled: ' + scrollY);
  if (document.documentElement.scrollWidth > vw + 0.5) out.push('wider than the screen: ' + document.documentElement.scrollWidth);
  // Whose step it is: the panel title's first part is never cut (its muted tail may be).
  const title = document.querySelector('#panel .panel-title > span:first-child');
  if (title && shown(title) && (title.scrollWidth > title.clientWidth + 1 || !inside(title.getBoundingClientRect())))
    out.push('title cut: ' + name(title));
  // A citation in the panel's title is never cut (it takes a line of its own instead).
  for (const cite of document.querySelectorAll('#panel .panel-title .muted .cite')) {
    const box = cite.closest('.muted');
    if (shown(cite) && (box.scrollWidth > box.clientWidth + 1
        || cite.getBoundingClientRect().right > box.getBoundingClientRect().right + 0.5))
      out.push('citation cut: ' + name(box));
  }
  // The game's name in the bar reads whole (it may take two lines).
  const bar = document.querySelector('.bar-title');
  if (bar && (bar.scrollHeight > bar.clientHeight + 1 || bar.scrollWidth > bar.clientWidth + 1))
    out.push('bar title cut: ' + name(bar));
  // The folded last play shows its points whole (an ellipsis once cut +20 to "+2…").
  for (const plus of document.querySelectorAll('#lastplay details:not([open]) summary .plus')) {
    const box = plus.closest('summary').getBoundingClientRect(), r = plus.getBoundingClientRect();
    if (r.right > box.right + 0.5 || r.bottom > box.bottom + 0.5 || plus.closest('summary').scrollWidth > box.width + 1)
      out.push('points cut: ' + name(plus.closest('summary')));
  }
  // The board clips what overflows it: its chips and lines lie wholly inside.
  const board = document.querySelector('#board');
  if (board) {
    const b = board.getBoundingClientRect();
    for (const e of board.querySelectorAll('.chip, .board-note, .in-trick, .board-title')) {
      if (!shown(e)) continue;
      const r = e.getBoundingClientRect();
      if (r.top < b.top - 0.5 || r.bottom > b.bottom + 0.5 || r.left < b.left - 0.5 || r.right > b.right + 0.5)
        out.push('cut by the board: ' + name(e));
    }
  }
  // Nor do they overlap one another (a trick's tiles squeezed onto its chips).
  const parts = [...document.querySelectorAll('#board .trick-head, #board .in-trick, #board .board-note')].filter(shown);
  for (const [i, a] of parts.entries()) for (const c of parts.slice(i + 1)) {
    const p = a.getBoundingClientRect(), q = c.getBoundingClientRect();
    if (p.left < q.right - 1 && p.right > q.left + 1 && p.top < q.bottom - 1 && p.bottom > q.top + 1)
      out.push('overlap: ' + name(a) + ' / ' + name(c));
  }
  // A bid on the bidding board stands apart from its bidder's name, however the name
  // wraps (a wrapped name's last line once ran into it: "Maria Fernanda4").
  for (const li of document.querySelectorAll('#board .bids li')) {
    const who = li.querySelector('span'), bid = li.querySelector('strong');
    if (!who || !bid || !shown(bid)) continue;
    const lines = [...who.getClientRects()], b = bid.getBoundingClientRect();
    if (lines.some(r => r.top < b.bottom && r.bottom > b.top && r.right > b.left - 6 && r.left < b.right))
      out.push('bid against the name: ' + name(li));
  }
  // A trick's lead, alone on the table, names its player whole: the board's width is
  // the caption's while no other tile shares it.
  const alone = document.querySelectorAll('#board .trick > .in-trick');
  if (alone.length === 1) {
    const caption = alone[0].querySelector('figcaption');
    if (caption && shown(caption) && caption.scrollWidth > caption.clientWidth + 1)
      out.push('lead caption cut: ' + name(caption));
  }
  // Whoever played a tile of the trick is named at least by the name the table calls
  // them ("Anastasia", not "Anastasi…"), whole, however many tiles share the board.
  const pen = document.createElement('canvas').getContext('2d');
  for (const caption of document.querySelectorAll('#board .in-trick figcaption')) {
    if (!shown(caption)) continue;
    const style = getComputedStyle(caption), first = caption.firstChild;
    const called = (first && first.nodeType === 3 ? first.textContent : caption.textContent).trim();
    pen.font = style.font;
    const room = caption.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    if (pen.measureText(called).width > room + 1) out.push('trick name cut: ' + called);
  }
  // A renege waiting for its ruling leaves the trick on the table in sight.
  for (const n of document.querySelectorAll('#panel .renege')) {
    const r = n.getBoundingClientRect();
    for (const e of document.querySelectorAll('#board .chip, #board .in-trick, #board .board-note'))
      { const t = e.getBoundingClientRect();
        if (r.left < t.right - 1 && r.right > t.left + 1 && r.top < t.bottom - 1 && r.bottom > t.top + 1) { out.push('renege covers: ' + name(e)); break; } }
  }
  // A side's second line (what it still needs, its tricks and bid) reads whole.
  for (const line of document.querySelectorAll('#scoreboard .side-to-go'))
    if (line.scrollWidth > line.clientWidth + 1) out.push('score line cut: ' + name(line));
  // A side's score opens how it was scored: a thumb's target (DESIGN: big targets).
  for (const score of document.querySelectorAll('#scoreboard .side-score'))
    if (score.getBoundingClientRect().height < 43.5) out.push('score too small to tap: ' + name(score));
  // While tiles are being played the drawing of the tiles down keeps room to be read (at
  // a hand's end the report takes the room; the end chips still show every end); before
  // the first tile, the board's words ("Ana leads: any tile") read whole: centred in the
  // board, they may lose 3 px at the top and the bottom, their lines' leading, no more.
  const drawing = document.querySelector('#board svg.layout');
  if (drawing && drawing.querySelector('.domino') && document.querySelector('#panel .picker-form')
      && drawing.getBoundingClientRect().height < 64)
    out.push('board too small: ' + Math.round(drawing.getBoundingClientRect().height));
  const empty = document.querySelector('#board .board-empty');
  if (empty && shown(empty) && (empty.scrollHeight > empty.clientHeight + 6 || empty.scrollWidth > empty.clientWidth + 1))
    out.push('board words cut: ' + name(empty));
  return out;
}"""


def quiet(page: Page):
    """Waits until htmx has no request in flight and has settled its last swap: a boosted
    page is scrolled to the top only as it settles."""
    page.wait_for_function("() => !document.querySelector('.htmx-request, .htmx-swapping, .htmx-settling')")


def troubles(page: Page):
    """What a person would miss on the screen now (a list of strings; empty is good)."""
    return page.evaluate(MEASURE)


def scores(page: Page):
    """The scoreboard's scores, as shown."""
    return [int(s) for s in page.locator("#scoreboard .side-score").all_inner_texts()]
