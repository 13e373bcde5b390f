/* Domino Table's service worker, served at /sw.js (views/table/phone.py fills in the shell
   and its version). It keeps the static shell (styles, scripts, icons) so the app
   opens at once, and an offline page for a navigation the network cannot answer.
   It never caches or replays a post or a poll. A game screen always comes from the
   network; only when the network cannot answer is the last screen of that game this
   phone saw shown instead (kept in SCREENS here and by static/phone.js), with the
   taps waiting on the phone and the line saying the connection is gone: reloaded
   with no connection, the board stays (issue 35). */
const VERSION = "__SHELL_VERSION__";
const SHELL = "shell-" + VERSION;
const SCREENS = "screens";  // the same name in static/phone.js
const GAME = /^\/s\/[^/]+\/g\/\d+$/;
const SHELL_URLS = "__SHELL_URLS__";
const OFFLINE_URL = "/offline";

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll(SHELL_URLS)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((names) => Promise.all(names.filter((name) => name !== SHELL && name !== SCREENS)
      .map((name) => caches.delete(name))))
    .then(() => self.clients.claim()));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;  // posts go to the network, never to a cache
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    // A page: always the network (the table as it is now). If it fails: a game's last
    // screen this phone saw, or the offline page.
    const game = GAME.test(url.pathname);
    event.respondWith(fetch(request).then((response) => {
      if (game && response.ok) {
        const copy = response.clone();
        caches.open(SCREENS).then((cache) => cache.put(url.pathname, copy));
      }
      return response;
    }).catch(() => (game ? caches.match(url.pathname, { cacheName: SCREENS }) : Promise.resolve())
      .then((hit) => hit || caches.match(OFFLINE_URL))));
    return;
  }
  if (SHELL_URLS.indexOf(url.pathname) >= 0 && url.search === "") {
    event.respondWith(caches.match(request).then((hit) => hit || fetch(request)));
  }
  // Anything else (polls, fragments, exports) goes to the network untouched.
});
