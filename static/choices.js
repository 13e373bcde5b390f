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
document.addEventListener("htmx:load", (event) => {
  event.detail.elt.querySelectorAll(".field select").forEach(showChosen);
});
window.addEventListener("pageshow", () => document.querySelectorAll(".field select").forEach(showChosen));
document.addEventListener("change", (event) => {
  if (event.target.matches(".field select")) showChosen(event.target);
});
