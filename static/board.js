// The board's scroll area (a layout or chain larger than the phone): open it centred,
// and keep where the table panned to when a play redraws the board.
(function () {
  "use strict";
  var kept = {};

  function key(area) {
    var section = area.closest("section");
    return location.pathname + " " + ((section && (section.id || section.className)) || "board");
  }

  function place(area) {
    var room = [area.scrollWidth - area.clientWidth, area.scrollHeight - area.clientHeight];
    var was = kept[key(area)];
    var share = was || [0.5, 0.5];
    area.scrollLeft = Math.round(room[0] * share[0]);
    area.scrollTop = Math.round(room[1] * share[1]);
  }

  function remember(event) {
    var area = event.target;
    if (!area.classList || !area.classList.contains("board-scroll")) return;
    var room = [area.scrollWidth - area.clientWidth, area.scrollHeight - area.clientHeight];
    kept[key(area)] = [room[0] ? area.scrollLeft / room[0] : 0.5,
                       room[1] ? area.scrollTop / room[1] : 0.5];
  }

  function placeAll() {
    document.querySelectorAll(".board-scroll").forEach(place);
  }

  document.addEventListener("scroll", remember, true);
  document.addEventListener("DOMContentLoaded", placeAll);
  document.addEventListener("htmx:afterSettle", placeAll);
})();
