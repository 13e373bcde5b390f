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
// the label the server wrote, its name part replaced by the seat's choice.
function nameFirstSeats(form) {
  const first = form && form.querySelector('select[name="first"]');
  if (!first) return;
  form.querySelectorAll('select[name^="seats-"]').forEach((seat, i) => {
    const option = first.querySelector(`option[value="${i}"]`);
    if (!option) return;
    const label = option.dataset.seat || (option.dataset.seat = option.textContent.split(":")[0]);
    option.textContent = Number(seat.value) >= 0
      ? `${label}: ${seat.selectedOptions[0].textContent}` : label;
  });
}

// A choice reads whole: a phone's closed <select> cuts its option at one line
// ("Penalty: each adds their own pi"), so each select of a form's fields (a new game's,
// a new event's, the checker's) is covered by a box that shows the chosen option's
// text, wrapping; the select itself, made transparent over it, still takes the tap,
// the keyboard and the label.
function showChosen(select) {
  let box = select.parentElement;
  if (!box.classList.contains("select-box")) {
    box = document.createElement("span");
    box.className = "select-box";
    select.replaceWith(box);
    const shown = document.createElement("span");
    shown.className = "select-text";
    shown.setAttribute("aria-hidden", "true");
    box.append(shown, select);
  }
  box.firstChild.textContent = select.selectedOptions[0]?.textContent ?? "";
}

// The new-game form as its selects now hold it: on a change, and when the page is
// shown, since a browser going Back restores the seats chosen, not the names drawn.
function freshen(form) {
  showPartnerships(form);
  nameFirstSeats(form);
  form.querySelectorAll(".field select").forEach(showChosen);
}
function showAllChosen(root) {
  root.querySelectorAll(".field select").forEach(showChosen);
  root.querySelectorAll(".new-game").forEach(freshen);
}
document.addEventListener("htmx:load", (event) => showAllChosen(event.detail.elt));
window.addEventListener("pageshow", () => showAllChosen(document));
document.addEventListener("change", (event) => {
  const form = event.target.closest(".new-game");
  if (form) freshen(form);
  else if (event.target.matches(".field select")) showChosen(event.target);
});
