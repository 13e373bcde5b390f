// The new-game form: "Partnerships" only when all four seats are filled (RULES S1).
// The server renders it shown or hidden for the seats it filled, and ignores it for
// fewer than four players; this keeps it in step as the seats change.
function showPartnerships(form) {
  const box = form && form.querySelector("[data-partnerships]");
  if (!box) return;
  const seats = form.querySelectorAll('select[name^="seats-"]');
  box.hidden = [...seats].filter((seat) => Number(seat.value) >= 0).length !== 4;
}
document.addEventListener("change", (event) => {
  if (event.target.matches('select[name^="seats-"]')) showPartnerships(event.target.form);
});
document.addEventListener("htmx:load", (event) => {
  event.detail.elt.querySelectorAll("form").forEach(showPartnerships);
});
