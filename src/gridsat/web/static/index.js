// The start page: one card per registered kind, from /api/kinds.
"use strict";

document.addEventListener("DOMContentLoaded", async () => {
  const list = GS.$("kinds");
  const { kinds } = await GS.kinds();
  const cards = kinds.map((k) => [k.page, k.title, k.summary]);
  cards.push(["/file", "Any puzzle file", "upload or paste any file gridsat reads; its kind is recognised"]);
  for (const [href, title, summary] of cards) {
    const card = GS.el("a", { class: "card", href });
    card.append(GS.el("h2", {}, title), GS.el("p", {}, summary.charAt(0).toUpperCase() + summary.slice(1) + "."));
    list.append(card);
  }
});
