/* A tap on a phone: taken at once, and its answer drawn with as little work as it needs.
   Kept apart from static/phone.js (the connection, the waiting taps). */
(function () {
  "use strict";

  // The button whose tap posts shows pressed (static/base.css: .pressed) from the next
  // frame until the answer, guessing nothing of it: the server stays the judge. A tap
  // that waits on the phone (static/phone.js) shows in the waiting line instead.
  document.addEventListener("htmx:beforeRequest", function (event) {
    const config = event.detail.requestConfig, tap = config && config.triggeringEvent;
    if (!event.defaultPrevented && tap && tap.submitter) tap.submitter.classList.add("pressed");
  });
  document.addEventListener("htmx:afterRequest", function () {
    document.querySelectorAll(".pressed").forEach(function (button) { button.classList.remove("pressed"); });
  });

  // An answer brings every block of the screen (views.games.BLOCKS); a block whose HTML
  // is the same as the last answer brought for it is left as it stands, so the phone
  // does not build, style, lay out and paint it again.
  document.addEventListener("htmx:oobBeforeSwap", function (event) {
    const detail = event.detail, fresh = detail.fragment && detail.fragment.firstElementChild;
    if (!fresh || !detail.shouldSwap) return;
    const html = fresh.outerHTML;
    if (detail.target.__html === html) detail.shouldSwap = false;
    else fresh.__html = html;
  });
}());
