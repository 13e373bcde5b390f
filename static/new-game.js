// The new-game form: "Partnerships" only when all four seats are filled (RULES S1).
// The server renders it shown or hidden for the seats it filled, and ignores it for
// fewer than four players; this keeps it in step as the seats change.
function showPartnerships(form) {
  const box = form && form.querySelector("[data-partnerships]");
  if (!box) return;
  const seats = form.querySelectorAll('select[name^="seats-"]');
  box.hidden = [...seats].filter((seat) => Number(seat.value) >= 0).length !== 4;
}

// "Who leads first" names each seat's player as the seats now stand ("Seat 1: Ana"):
// the label the server wrote, its name part replaced by the seat's choice; an empty
// seat is not offered (the server refuses it).
function nameFirstSeats(form) {
  const first = form && form.querySelector('select[name="first"]');
  if (!first) return;
  form.querySelectorAll('select[name^="seats-"]').forEach((seat, i) => {
    const option = first.querySelector(`option[value="${i}"]`);
    if (!option) return;
    const label = option.dataset.seat || (option.dataset.seat = option.textContent.split(":")[0]);
    const filled = Number(seat.value) >= 0;
    option.hidden = option.disabled = !filled;  // disabled too: iOS lists hidden options
    option.textContent = filled ? `${label}: ${seat.selectedOptions[0].textContent}` : label;
  });
}

// The new-game form as its selects now hold it: on a change, and when the page is
// shown, since a browser going Back restores the seats chosen, not the names drawn.
function freshen(form) {
  showPartnerships(form);
  nameFirstSeats(form);
  form.querySelectorAll(".field select").forEach(showChosen);
}
document.addEventListener("htmx:load", (event) => {
  event.detail.elt.querySelectorAll(".new-game").forEach(freshen);
});
window.addEventListener("pageshow", () => document.querySelectorAll(".new-game").forEach(freshen));
document.addEventListener("change", (event) => {
  const form = event.target.closest(".new-game");
  if (form) freshen(form);
});
// Back from the game it started lands on this form at its top, where the game still
// going is offered (templates/game_new.html), not at the Start button it left: the
// browser keeps no scroll position for this page.
if (document.querySelector(".new-game")) history.scrollRestoration = "manual";

// The new-event form keeps the organiser's time zone with the event, for the times its
// pages show (the server checks the name, and takes UTC for one it does not know).
document.addEventListener("DOMContentLoaded", () => {
  document.querySelectorAll("input[data-time-zone]").forEach((input) => {
    if (input.value) return;
    try {
      input.value = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
    } catch (error) {
      input.value = "UTC";
    }
  });
});
