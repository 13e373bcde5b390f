/* Domino Table's service worker, served at /sw.js (views/table/phone.py fills in the shell
   and its version). It keeps the static shell (styles, scripts, icons) so the app
   opens at once, and an offline page for a navigation the network cannot answer.
   It never caches or replays a post, a poll or a game page: scores live on the
   server, and a screen must never show an old score as if it were the table's. */
const VERSION = "__SHELL_VERSION__";
const SHELL = "shell-" + VERSION;
const SHELL_URLS = "__SHELL_URLS__";
const OFFLINE_URL = "/offline";

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll(SHELL_URLS)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((names) => Promise.all(names.filter((name) => name !== SHELL).map((name) => caches.delete(name))))
    .then(() => self.clients.claim()));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;  // posts go to the network, never to a cache
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    // A page: always the network (the table as it is now); the offline page if it fails.
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE_URL)));
    return;
  }
  if (SHELL_URLS.indexOf(url.pathname) >= 0 && url.search === "") {
    event.respondWith(caches.match(request).then((hit) => hit || fetch(request)));
  }
  // Anything else (polls, fragments, exports) goes to the network untouched.
});
