/* Domino Table on a phone at the table: what the connection is doing, polling that
   rests while the page is hidden, buttons held while their post is in flight, the
   screen kept awake on a game screen, the theme switch, Copy and Share of a link,
   and the service worker. No inline script anywhere: the page's CSP allows only
   files from this server. Everything here degrades to the plain page where an API
   is missing. */
(function () {
  "use strict";

  const POLL = /\/poll(\?|$)/;
  const CONNECTION_LOST = [0, 502, 503, 504];  // 0: the request never got an answer
  const net = { failed: null, offlineSince: null };
  const held = new Map();  // xhr -> the buttons disabled while its post is in flight

  function isPoll(detail) {
    return POLL.test((detail.requestConfig && detail.requestConfig.path) || "");
  }

  /* ---- Polling: none while the page is hidden; at once when it is shown ---- */
  function pollNow() {
    if (document.querySelector(".poller") && window.htmx) htmx.trigger(document.body, "poll-now");
  }

  document.addEventListener("htmx:beforeRequest", function (event) {
    if (isPoll(event.detail) && document.visibilityState === "hidden") event.preventDefault();
  });

  /* ---- Taps that cannot reach the server wait, in order, on this phone ----
     Each tap posts an id of its own (`tap`), so a post whose answer was lost is known
     again as this phone's (views.table.game). A tap that finds no server joins a queue kept
     in localStorage; the taps after it queue behind it, on a screen moved on as far as
     the server said in advance (data-ahead, views.table.ahead). The queue sends itself, each
     post with the seq it was made on, and stops at the first refusal or when another
     phone logged meanwhile: the server stays the only judge. */
  const ACT = /\/actions$/;
  const UNDO = /\/undo$/;
  let q = { items: [], stop: null }, qKey = null, sending = false, base = null, sent = [], queueBox = null, holding = false, picked = -1;
  const byId = function (id) { return document.getElementById(id); };
  const saveQ = function () { try { localStorage.setItem(qKey, JSON.stringify(q)); } catch (e) { /* private mode */ } };

  function loadQ() {
    if (qKey === "q:" + location.pathname) return;
    qKey = "q:" + location.pathname;
    try { q = JSON.parse(localStorage.getItem(qKey)) || q; } catch (e) { /* kept in memory only */ }
    if (!q.items) q = { items: [], stop: null };
  }

  function closeSheets() {
    document.querySelectorAll("[popover]").forEach(function (sheet) {
      if (sheet.matches(":popover-open")) sheet.hidePopover();
    });
  }

  /* A queued tap: its fields as posted (the page's CSRF header goes with each send) and
     its words, in the table's language, as its button showed them. */
  function tapOf(config, form) {
    const fields = [];
    config.formData.forEach(function (value, name) {
      if (typeof value === "string" && name !== "csrf_token") fields.push([name, value]);
    });
    const field = function (name) { const f = fields.find(function (p) { return p[0] === name; }); return f ? f[1] : ""; };
    const doing = UNDO.test(config.path) ? "undo" : field("do"), tile = doing.split(" ")[1];
    const button = form && form.querySelector("button[name=do][value='" + CSS.escape(doing) + "']");
    const words = button ? button.textContent.trim() : (form && form.dataset.label) || doing;
    return { path: config.path, fields: fields, seq: +field("seq"), kind: doing.split(" ")[0],
             tile: doing.startsWith("play") ? tile : null,
             free: doing.split(" ").length === 2 && !!document.querySelector("#panel[data-moved]"),
             label: !doing.startsWith("play") ? words : button && button.closest(".ends-choice")
               ? tile + " " + words.split("·")[0].trim() : tile };
  }

  /* The screen as the server sent it, moved on by each waiting tap made on it as far
     as its tree of what each button leads to goes (data-ahead, views.ahead); past it,
     or once sending stopped, the screen's taps are held (`holding`) until the server answers. */
  function redraw() {
    let panel = byId("panel");
    holding = false;
    if (!panel) return;
    if (!panel.hasAttribute("data-moved")) base = panel.cloneNode(true);
    else if (base) {
      const fresh = base.cloneNode(true);
      panel.replaceWith(fresh);
      if (window.htmx) htmx.process(fresh);
      panel = fresh;
    }
    if (!q.items.length) return;
    panel.setAttribute("data-moved", "");
    let form = panel.querySelector("form[data-ahead]");
    const seq = form && form.querySelector("input[name=seq]"), names = form && JSON.parse(form.dataset.names);
    let node = form && JSON.parse(form.dataset.ahead);
    const hold = function () {
      panel.querySelectorAll("button[name=do], .pick, [popovertarget^=ends-]").forEach(function (b) { b.disabled = true; });
      form = null;
      holding = true;
    };
    if (q.stop) return hold();  // the table as the server holds it, until the person chooses
    q.items.forEach(function (item) {
      if (form && item.seq < +seq.value) return;  // logged, or not: the server will say
      const pick = item.tile && panel.querySelector(".pick:has(svg[aria-label='" + item.tile + "'])");
      if (pick) { pick.classList.add("waiting"); pick.disabled = true; }
      const on = form && node && item.seq === +seq.value ? node[item.kind] : null;
      if (!on) return holding || hold();  // the step after it is the server's to say
      // The seat: a hidden field, or the "who laid it" choice with the turn's seat ticked.
      const seat = form.querySelector("input[name=seat][type=hidden], input[name=seat]:checked");
      const next = (+seat.value + on[0]) % names.length;
      node = on[1];
      seq.value = item.seq + 1;
      form.querySelectorAll("input[name=seat]").forEach(function (s) {
        if (s.type === "radio") s.checked = +s.value === next; else s.value = next;
      });
      form.classList.add("ahead");
      const title = form.querySelector(".panel-title > span");
      (title.querySelector(".who-laid") || title).firstChild.textContent = form.dataset.turn.replace("{name}", names[next]);
      const sides = document.querySelectorAll("#scoreboard .side");
      sides.forEach(function (side, i) { side.classList.toggle("to-play", i === next % sides.length); });
      if (!node) return hold();  // further than the server told
      // The buttons the next step allows, as the server said; each judged when sent.
      form.querySelectorAll("button[name=do]:not(.pick)").forEach(function (b) {
        b.disabled = b.hidden = !(b.value.split(" ")[0] in node);
        b.removeAttribute("aria-disabled");  // refused now, perhaps not then
      });
      form.querySelectorAll(".pick:not(.played):not(.waiting)").forEach(function (b) {
        b.disabled = !("play" in node);
        if (item.kind !== "play") return;
        // Behind a waiting tile the open ends are the server's to say: a tile posts no
        // end (where it fits two, the server asks and sending stops there).
        b.removeAttribute("popovertarget");
        b.name = "do";
        b.value = "play " + b.querySelector("svg").getAttribute("aria-label");
      });
    });
  }

  function queueTap(item) {
    q.items.push(item);
    saveQ();
    closeSheets();
    redraw();
    showBanners();
  }

  function sendQueue() {
    loadQ();
    if (sending || q.stop || !q.items.length || !window.htmx) return;
    sending = true;
    postAgain({ path: q.items[0].path, fields: q.items[0].fields, attributes: [["hx-swap", "none"]] }, "data-queued");
  }

  /* A queued tap's answer: logged (the screen the server sends shows it), refused
     (422: dropped, and the rest wait for the person), or the table moved on (409: it
     waits with the rest, and the person chooses). */
  function answered(xhr) {
    sending = false;
    picked = -1;
    const item = q.items[0];
    const logged = /name="seq" value="(\d+)"/.exec(xhr.responseText || "");
    if (xhr.status === 200 && logged && +logged[1] > item.seq) {
      q.items.shift();
      sent.push(item.label);
      if (!q.items.length) setTimeout(function () { sent = []; showBanners(); }, 8000);
    } else {
      if (xhr.status !== 409) q.items.shift();
      q.stop = { why: xhr.status === 409 ? "moved" : "refused", what: item.label };
    }
    saveQ();
  }

  document.addEventListener("htmx:configRequest", function (event) {
    const detail = event.detail;
    if ((ACT.test(detail.path) || UNDO.test(detail.path)) && !detail.formData.has("tap")) {
      detail.formData.set("tap", Date.now().toString(36) + "-" + Math.random().toString(36).slice(2, 10));
    }
  });

  /* While taps wait, a new tap waits behind them, and Undo takes back the last one. */
  document.addEventListener("htmx:beforeRequest", function (event) {
    const detail = event.detail, config = detail.requestConfig || {};
    if (config.verb !== "post" || (detail.elt && detail.elt.hasAttribute("data-queued"))) return;
    loadQ();
    const form = detail.elt && detail.elt.closest("form");
    if (ACT.test(config.path) && (q.items.length || navigator.onLine === false)) {
      event.preventDefault();
      if (!net.offlineSince && navigator.onLine === false) net.offlineSince = new Date();
      queueTap(tapOf(config, form));
    } else if (UNDO.test(config.path) && q.items.length > (sending ? 1 : 0) && !q.stop) {
      event.preventDefault();
      q.items.pop();
      saveQ();
      redraw();
      showBanners();
    } else if (UNDO.test(config.path) && navigator.onLine === false && !q.items.length) {
      event.preventDefault();  // an Undo waits too, with its own tap id
      if (!net.offlineSince) net.offlineSince = new Date();
      queueTap(tapOf(config, form));
    }
  });

  /* ---- A double tap never posts twice: hold the form's buttons until the answer ---- */
  document.addEventListener("htmx:beforeRequest", function (event) {
    const detail = event.detail;
    if (event.defaultPrevented || !detail.requestConfig || detail.requestConfig.verb !== "post") return;
    const form = detail.elt && detail.elt.closest ? detail.elt.closest("form") : null;
    if (!form) return;
    const outside = form.id ? Array.from(document.querySelectorAll("button[form='" + form.id + "']")) : [];
    const buttons = Array.from(form.querySelectorAll("button")).concat(outside)
      .filter(function (button) { return !button.disabled; });
    buttons.forEach(function (button) { button.disabled = true; });
    held.set(detail.xhr, buttons);
  });

  document.addEventListener("htmx:afterRequest", function (event) {
    const detail = event.detail;
    const buttons = held.get(detail.xhr);
    if (buttons) {
      buttons.forEach(function (button) { button.disabled = false; });
      held.delete(detail.xhr);
    }
    const status = detail.xhr ? detail.xhr.status : 0;
    const lost = CONNECTION_LOST.indexOf(status) >= 0;
    const again = detail.elt && detail.elt.hasAttribute && detail.elt;
    if (again && again.hasAttribute("data-queued")) {
      if (!lost) answered(detail.xhr);
      sending = false;
      if (!lost) redraw();  // at once: the server's screen, moved on by what still waits
    }
    if (again && (again.hasAttribute("data-retry") || again.hasAttribute("data-queued"))) again.remove();
    if (!lost && net.offlineSince) {
      net.offlineSince = null;  // the server answered: back online, and catch up
      if (!isPoll(detail)) pollNow();
    }
    showBanners();
    if (!lost) setTimeout(sendQueue);
  });

  /* ---- A post that never reached the server: a tap waits in the queue; another
     post (an undo) is offered again, as it was ---- */
  function connectionLost(event) {
    const detail = event.detail;
    const config = detail.requestConfig || {};
    if (!net.offlineSince) net.offlineSince = new Date();
    if (config.verb === "post") {
      closeSheets();
      document.querySelectorAll("#panel [data-note]").forEach(function (note) { note.remove(); });
      const elt = detail.elt;
      if (elt && elt.hasAttribute && elt.hasAttribute("data-queued")) sending = false;
      else if (ACT.test(config.path) || UNDO.test(config.path)) queueTap(tapOf(config, elt && elt.closest("form")));
      else net.failed = remembered(detail);
    }
    showBanners();
  }

  document.addEventListener("htmx:sendError", connectionLost);
  document.addEventListener("htmx:responseError", function (event) {
    if (CONNECTION_LOST.indexOf(event.detail.xhr.status) >= 0) connectionLost(event);
  });

  /* What it takes to send the same post again: the same fields (the same seq, so the
     server logs it at most once) to the same place, answered the same way. */
  function remembered(detail) {
    const config = detail.requestConfig;
    const fields = [];
    (config.formData ? Array.from(config.formData.entries()) : []).forEach(function (entry) {
      if (typeof entry[1] === "string") fields.push(entry);
    });
    const attributes = [];
    ["hx-swap", "hx-target", "hx-select", "hx-replace-url", "hx-push-url"].forEach(function (name) {
      const value = detail.elt && detail.elt.getAttribute && detail.elt.getAttribute(name);
      if (value !== null && value !== undefined) attributes.push([name, value]);
    });
    return { path: config.path, fields: fields, attributes: attributes, boosted: !!config.boosted };
  }

  function tryAgain() {
    const sent = net.failed;
    if (!sent || !window.htmx) return;
    net.failed = null;
    showBanners();
    postAgain(sent, "data-retry");
  }

  function postAgain(sent, marker) {
    const form = document.createElement("form");
    form.method = "post";
    form.action = sent.path;
    form.hidden = true;
    form.setAttribute(marker, "");
    if (!sent.boosted) {
      form.setAttribute("hx-post", sent.path);
      sent.attributes.forEach(function (pair) { form.setAttribute(pair[0], pair[1]); });
    }
    sent.fields.forEach(function (pair) {
      const input = document.createElement("input");
      input.type = "hidden";
      input.name = pair[0];
      input.value = pair[1];
      form.appendChild(input);
    });
    document.body.appendChild(form);  // inside <body>: it inherits the CSRF header
    htmx.process(form);
    form.requestSubmit();
  }

  /* The words tell the truth: this phone offline, or the server out of reach; what
     waits, what was sent, and why sending stopped. */
  function showBanners() {
    loadQ();
    const failed = byId("net-failed");
    if (failed) failed.hidden = !net.failed;
    const since = net.offlineSince, offline = navigator.onLine === false;
    [["net-offline", offline], ["net-down", !offline]].forEach(function (pair) {
      const banner = byId(pair[0]);
      if (!banner) return;
      banner.hidden = !since || !pair[1] || !!net.failed;
      const time = banner.querySelector("time");
      if (since && time) {
        time.dateTime = since.toISOString();
        time.textContent = since.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
      }
    });
    const waiting = queueBox = byId("net-queue") || queueBox, n = q.items.length, stop = q.stop;
    const notes = document.querySelector("#panel .panel-notes");
    if (waiting && stop && notes) notes.prepend(waiting);
    else if (waiting && byId("net") && waiting.parentNode !== byId("net")) byId("net").insertBefore(waiting, byId("net-sent"));
    if (waiting) {
      waiting.hidden = !n && !stop;
      const count = waiting.querySelector("[data-count]");
      count.textContent = n ? count.getAttribute(n === 1 ? "data-one" : "data-many").replace("{n}", n) : "";
      // Each waiting tap is a button: tapped, it offers to remove it and the ones after it
      // (made on top of it), so the person can tap again what was meant.
      const list = waiting.querySelector("[data-list]"), drop = waiting.querySelector("[data-net=drop]");
      if (picked >= n || (sending && picked === 0)) picked = -1;
      list.replaceChildren();
      q.items.forEach(function (item, i) {
        if (i) list.append(", ");
        const tap = document.createElement("button");
        tap.type = "button";
        tap.className = "net-tap";
        tap.dataset.tap = i;
        tap.textContent = item.label;
        tap.disabled = sending && i === 0;  // on its way: the server will say
        tap.setAttribute("aria-pressed", picked >= 0 && i >= picked ? "true" : "false");
        list.append(tap);
      });
      drop.hidden = picked < 0;
      drop.querySelector("[data-drop]").textContent = q.items.slice(Math.max(picked, 0))
        .map(function (item) { return item.label; }).join(", ");
      const key = (stop ? stop.why : holding ? "held" : "waiting") + (n ? "" : "-none");
      waiting.querySelectorAll("[data-when]").forEach(function (part) {
        part.hidden = part.getAttribute("data-when").split(" ").indexOf(key) < 0;
      });
      waiting.querySelectorAll("[data-what]").forEach(function (what) { what.textContent = stop ? stop.what : ""; });
      const free = waiting.querySelector("[data-free]");
      if (free) free.hidden = !!stop || !q.items.some(function (item) { return item.free; });
    }
    const done = byId("net-sent");
    if (done) {
      // Once sending stops, the stop's note speaks (the sent line lay over its reason).
      done.hidden = !sent.length || n > 0 || !!stop;
      done.querySelector("[data-list]").textContent = sent.join(", ");
    }
    fitNotes();
  }

  function netChoice(choice) {
    if (choice === "discard") q = { items: [], stop: null };
    if (choice === "drop" && picked >= 0) q.items.splice(picked);
    picked = -1;
    if (choice === "anyway" && q.items.length && base) {  // made on the screen the person now sees
      const shift = +base.querySelector("input[name=seq]").value - q.items[0].seq;
      q.items.forEach(function (item) {
        item.seq += shift;
        item.fields.forEach(function (pair) { if (pair[0] === "seq") pair[1] = String(item.seq); });
      });
    }
    if (choice !== "send" && choice !== "drop") q.stop = null;
    saveQ();
    redraw();
    showBanners();
    sendQueue();
  }

  /* ---- Keep the screen awake on a game screen (Screen Wake Lock API) ---- */
  let wakeLock = null;
  const WAKE_KEY = "keepAwake";

  function wakeWanted() {
    try { return localStorage.getItem(WAKE_KEY) !== "off"; } catch (e) { return true; }
  }

  function keepAwake() {
    const onGame = !!document.querySelector(".poller");
    const toggle = document.querySelector(".wake-switch");
    if (toggle) {
      toggle.hidden = !onGame || !("wakeLock" in navigator);
      toggle.querySelector("input").checked = wakeWanted();
    }
    if (!("wakeLock" in navigator)) return;
    if (!onGame || !wakeWanted()) {
      if (wakeLock) wakeLock.release().catch(function () {});
      wakeLock = null;
      return;
    }
    if (document.visibilityState !== "visible" || (wakeLock && !wakeLock.released)) return;
    navigator.wakeLock.request("screen").then(function (lock) { wakeLock = lock; })
      .catch(function () { wakeLock = null; });  // refused (battery saver, no gesture yet)
  }

  document.addEventListener("change", function (event) {
    if (!event.target.matches("[data-keep-awake]")) return;
    try { localStorage.setItem(WAKE_KEY, event.target.checked ? "on" : "off"); } catch (e) { /* private mode */ }
    keepAwake();
  });

  /* ---- Theme: a cookie the server reads, so the page comes already in its colours ---- */
  function chooseTheme(button) {
    const value = button.value;
    const year = 400 * 24 * 3600;
    document.cookie = value === "auto" ? "theme=; Max-Age=0; Path=/; SameSite=Lax"
      : "theme=" + value + "; Max-Age=" + year + "; Path=/; SameSite=Lax";
    const root = document.documentElement;
    root.classList.remove("theme-auto", "theme-light", "theme-dark");
    root.classList.add("theme-" + value);
    button.closest(".theme-switch").querySelectorAll("button[name=theme]").forEach(function (other) {
      other.setAttribute("aria-pressed", other === button ? "true" : "false");
    });
  }

  /* ---- Copy and Share a link ---- */
  function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text);
    // A plain-http address at the table is not a secure context: the old way works there.
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    const done = document.execCommand("copy");
    area.remove();
    return done ? Promise.resolve() : Promise.reject(new Error("copy refused"));
  }

  function say(button, word) {
    if (!button.dataset.label) button.dataset.label = button.textContent;
    button.textContent = word;
    clearTimeout(button._sayTimer);
    button._sayTimer = setTimeout(function () { button.textContent = button.dataset.label; }, 2000);
  }

  function copyFrom(button, text) {
    copyText(text).then(function () { say(button, button.dataset.done); },
      function () { say(button, button.dataset.failed); });
  }

  document.addEventListener("click", function (event) {
    const target = event.target.closest ? event.target : event.target.parentElement;
    const theme = target.closest(".theme-switch button[name=theme]");
    if (theme) return chooseTheme(theme);
    if (target.closest("[data-net-retry]")) return tryAgain();
    const tap = target.closest("[data-tap]");
    if (tap) {
      picked = picked === +tap.dataset.tap ? -1 : +tap.dataset.tap;
      return showBanners();
    }
    const choice = target.closest("[data-net]");
    if (choice) return netChoice(choice.getAttribute("data-net"));
    if (target.closest("[data-net-dismiss]")) {
      net.failed = null;
      return showBanners();
    }
    const dismiss = target.closest("[data-dismiss]");
    if (dismiss && dismiss.closest("[data-note]")) return dismiss.closest("[data-note]").remove();
    const copy = target.closest("[data-copy]");
    if (copy) return copyFrom(copy, copy.dataset.copy);
    const share = target.closest("[data-share]");
    if (share) {
      const link = { title: share.dataset.shareTitle, url: share.dataset.share };
      if (navigator.share && (!navigator.canShare || navigator.canShare(link))) {
        navigator.share(link).catch(function () { /* the person closed the share sheet */ });
      } else {
        copyFrom(share, link.url);
      }
    }
  });

  /* ---- Notes over the board ---- */
  // The notes (a refusal, what to log anyway, a verdict) float over the board's foot
  // and may rise as far as the bar, no further (static/game.css: --panel-top): past
  // it, their first line and their close button were under the bar.
  // Set only when it moves: a property set on the root restyles the whole page.
  let panelTop = "", netBottom = "";
  function fitNotes() {
    const panel = document.getElementById("panel");
    if (!panel) return;
    const top = panel.getBoundingClientRect().top + window.scrollY + "px";
    if (top !== panelTop) document.documentElement.style.setProperty("--panel-top", panelTop = top);
    // ...nor over the connection's line in the layout, nor over the scores once the
    // waiting taps are among the notes (static/base.css: --net-bottom).
    const box = byId("net"), edge = document.querySelector(".panel-notes > .net-queue")
      ? byId("scoreboard") : box && box.closest(".game") ? box : null;
    const above = (edge ? edge.getBoundingClientRect().bottom + window.scrollY : 0) + "px";
    if (above !== netBottom) document.documentElement.style.setProperty("--net-bottom", netBottom = above);
  }
  window.addEventListener("resize", fitNotes);

  /* ---- The last screen of a game, for a reload with no connection (static/sw.js):
     kept as the server sent it, each time it shows a new step and no tap waits ---- */
  let keptAt = null;
  function keepScreen() {
    const seq = document.querySelector("#panel:not([data-moved]) input[name=seq]"), at = location.pathname + (seq && seq.value);
    if (!seq || !window.caches || q.items.length || keptAt === at || !/^\/s\/[^/]+\/g\/\d+$/.test(location.pathname)) return;
    keptAt = at;
    const page = new Response("<!DOCTYPE html>\n" + document.documentElement.outerHTML,
      { headers: { "Content-Type": "text/html; charset=utf-8" } });
    caches.open("screens").then(function (cache) { return cache.put(location.pathname, page); })
      .catch(function () { /* no room: the offline page instead */ });
  }

  /* ---- Page life ---- */
  function settle() {
    const box = byId("net"), game = document.querySelector(".game");
    if (box && game && box.parentNode !== game) game.insertBefore(box, byId("lastplay"));
    loadQ();
    if (navigator.onLine === false && !net.offlineSince) net.offlineSince = new Date();
    redraw();
    showBanners();
    setTimeout(keepScreen);  // once the buttons held for its post are free again
    setTimeout(sendQueue);
    keepAwake();
    const themes = document.querySelector(".theme-switch");
    if (themes) themes.hidden = false;  // it works only with this script
  }

  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "visible") pollNow();
    keepAwake();
  });
  window.addEventListener("online", function () { pollNow(); sendQueue(); });
  window.addEventListener("offline", function () {
    net.offlineSince = net.offlineSince || new Date();
    showBanners();
  });
  // Back and Forward show the table as it is now: a page the browser kept whole in
  // its back-forward cache is loaded again (htmx keeps no snapshots: historyCacheSize 0).
  window.addEventListener("pageshow", function (event) {
    if (event.persisted) location.reload();
  });
  document.addEventListener("htmx:afterSettle", settle);
  document.addEventListener("DOMContentLoaded", settle);

  if ("serviceWorker" in navigator && window.isSecureContext) {
    window.addEventListener("load", function () {
      navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(function () { /* no offline page */ });
    });
  }
}());
