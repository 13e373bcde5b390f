// The board's scroll area (a layout or chain larger than the phone): open it on the
// open ends (the numbers the table plays to), and keep where the
// table panned to when a play redraws the board.
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
    if (was) {
      area.scrollLeft = Math.round(room[0] * was[0]);
      area.scrollTop = Math.round(room[1] * was[1]);
    } else {
      showEnds(area);
    }
  }

  // Centre the end badges when they all fit in view; otherwise the last tile drawn
  // (the tip of an arm or of the chain, so an open end and its badge are in sight);
  // the middle without either.
  function showEnds(area) {
    var view = area.getBoundingClientRect();
    var box = null;
    area.querySelectorAll(".end-label, .end-mark").forEach(function (end) {
      var r = end.getBoundingClientRect();
      box = box ? {left: Math.min(box.left, r.left), right: Math.max(box.right, r.right),
                   top: Math.min(box.top, r.top), bottom: Math.max(box.bottom, r.bottom)}
                : {left: r.left, right: r.right, top: r.top, bottom: r.bottom};
    });
    var fits = box && box.right - box.left <= view.width && box.bottom - box.top <= view.height;
    if (!fits) {
      var tiles = area.querySelectorAll(".domino, .tile-outline");
      box = tiles.length ? tiles[tiles.length - 1].getBoundingClientRect() : null;
    }
    if (!box) {
      area.scrollLeft = Math.round((area.scrollWidth - area.clientWidth) / 2);
      area.scrollTop = Math.round((area.scrollHeight - area.clientHeight) / 2);
      return;
    }
    area.scrollLeft += Math.round((box.left + box.right) / 2 - (view.left + view.right) / 2);
    area.scrollTop += Math.round((box.top + box.bottom) / 2 - (view.top + view.bottom) / 2);
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
