// Opens the rules sheet (templates/_rules_sheet.html) when a citation's ruling has
// been swapped into it; a tap on the backdrop closes it, as its Close button does.
document.addEventListener("htmx:afterSwap", (event) => {
  if (event.detail.target && event.detail.target.id === "rules-sheet-body") {
    const sheet = document.getElementById("rules-sheet");
    if (!sheet.open) sheet.showModal();
  }
});
document.addEventListener("click", (event) => {
  if (event.target.id === "rules-sheet" && event.target.open) event.target.close();
});
