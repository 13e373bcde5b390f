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
    if (detail.elt && detail.elt.hasAttribute && detail.elt.hasAttribute("data-retry")) detail.elt.remove();
    const status = detail.xhr ? detail.xhr.status : 0;
    if (CONNECTION_LOST.indexOf(status) < 0 && net.offlineSince) {
      net.offlineSince = null;  // the server answered: back online, and catch up
      showBanners();
      if (!isPoll(detail)) pollNow();
    }
  });

  /* ---- A post that never reached the server: say so, offer Try again ---- */
  function connectionLost(event) {
    const detail = event.detail;
    const config = detail.requestConfig || {};
    if (!net.offlineSince) net.offlineSince = new Date();
    if (config.verb === "post") net.failed = remembered(detail);
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
    const form = document.createElement("form");
    form.method = "post";
    form.action = sent.path;
    form.hidden = true;
    form.setAttribute("data-retry", "");
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

  function showBanners() {
    const failed = document.getElementById("net-failed");
    if (failed) failed.hidden = !net.failed;
    const offline = document.getElementById("net-offline");
    if (offline) {
      offline.hidden = !net.offlineSince || !!net.failed;
      const since = offline.querySelector("[data-offline-since]");
      if (since && net.offlineSince) {
        since.dateTime = net.offlineSince.toISOString();
        since.textContent = net.offlineSince.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
      }
    }
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
  let panelTop = "";
  function fitNotes() {
    const panel = document.getElementById("panel");
    if (!panel) return;
    const top = panel.getBoundingClientRect().top + window.scrollY + "px";
    if (top !== panelTop) document.documentElement.style.setProperty("--panel-top", panelTop = top);
  }
  window.addEventListener("resize", fitNotes);

  /* ---- Page life ---- */
  function settle() {
    fitNotes();
    showBanners();
    keepAwake();
    const themes = document.querySelector(".theme-switch");
    if (themes) themes.hidden = false;  // it works only with this script
  }

  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "visible") pollNow();
    keepAwake();
  });
  window.addEventListener("online", pollNow);
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
