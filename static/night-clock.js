/* The round clock of an event's pages (the organiser's, the big screen): counts the
   seconds down between the live block's refreshes, from the seconds left the server
   rendered (data-seconds-left) when the clock runs (data-running="1"). */
(function () {
  "use strict";
  function tick() {
    var now = Date.now();
    document.querySelectorAll("[data-seconds-left]").forEach(function (el) {
      if (!el.dataset.at) { el.dataset.at = String(now); }
      var left = Number(el.dataset.secondsLeft);
      if (el.dataset.running === "1") {
        left -= Math.floor((now - Number(el.dataset.at)) / 1000);
      }
      left = Math.max(0, left);
      var out = el.querySelector(".clock-count");
      if (out) {
        out.textContent = Math.floor(left / 60) + ":" + String(left % 60).padStart(2, "0");
      }
    });
  }
  setInterval(tick, 1000);
  document.addEventListener("DOMContentLoaded", tick);
  document.addEventListener("htmx:afterSwap", tick);
}());
