// The calendar page: a date, an edition; solve, count, another solution, hints.
"use strict";

(() => {
  let shown = 0;      // which solution is on screen (1-based), 0 = none
  let total = null;   // the count of solutions for the current date, once known

  function today() {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  }

  function puzzle() {
    return JSON.stringify({ kind: "calendar", date: GS.$("date").value, edition: GS.$("edition").value,
      one_sided: GS.$("one-sided").checked });
  }

  const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
  const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December"];

  function heading() {
    const [y, m, d] = GS.$("date").value.split("-").map(Number);
    const weekday = WEEKDAYS[new Date(y, m - 1, d).getDay()];
    return `${weekday} ${d} ${MONTHS[m - 1]} ${y} on ${GS.$("edition").value}`;
  }

  function reset() {
    shown = 0; total = null;
    GS.$("another").disabled = true;
  }

  async function ask(options, label) {
    GS.setError(GS.$("error"), "");
    if (!GS.$("date").value) { GS.setError(GS.$("error"), "choose a date"); return null; }
    const reply = await GS.call("/api/solve", { kind: "calendar", puzzle: puzzle(), options, svg: true }, label);
    if (reply.cancelled) { GS.$("facts").textContent = "Cancelled."; return null; }
    if (!reply.ok) { GS.fail(reply.data.error); return null; }
    return reply.data;
  }

  function show(data, svg, words, facts) {
    const answer = GS.$("picture");
    GS.$("title").textContent = heading();
    const verdict = GS.$("verdict");
    verdict.textContent = words;
    verdict.className = `verdict ${data.status === "solved" ? "good" : "bad"}`;
    GS.$("facts").textContent = [facts, GS.seconds(data)].filter(Boolean).join(" ");
    GS.showSvg(answer, data.status === "solved" ? svg : "");
    answer.dataset.count = data.count === undefined ? "" : data.count;
  }

  async function solve(n) {
    const data = await ask({ count: true, solutions: n }, n > 1 ? "Finding another solution…" : "Solving…");
    if (!data) return;
    total = data.count;
    shown = Math.min(n, (data.solutions || [data.placements]).length);
    let words;
    if (data.status !== "solved") words = GS.verdict(data);
    else if (data.complete) words = `${GS.plural(total, "solution")} for this date.`;
    else words = `At least ${GS.plural(total, "solution")} (the count was cut short).`;
    const facts = data.status === "solved" ? `Showing solution ${shown} of ${total.toLocaleString("en")}.` : "";
    show(data, shown > 1 ? data.svg_last : data.svg, words, facts);
    GS.$("another").disabled = !(data.status === "solved" && shown < total);
  }

  async function hint() {
    const k = Number(GS.$("hint-k").value);
    const data = await ask({ hint: k }, "Finding a hint…");
    if (!data) return;
    const words = data.status === "solved" ? `A start: ${GS.plural(data.hint, "piece")} placed.` : GS.verdict(data);
    const facts = data.solutions_with_hint === undefined ? ""
      : `${GS.plural(data.solutions_with_hint, "solution")} ${data.solutions_with_hint === 1 ? "agrees" : "agree"} with this hint.`;
    show(data, data.svg, words, facts);
    shown = 0;
    GS.$("another").disabled = total === null;
  }

  document.addEventListener("DOMContentLoaded", async () => {
    GS.$("date").value = today();
    const { kinds } = await GS.kinds();
    const calendar = kinds.find((k) => k.name === "calendar");
    for (const name of calendar.choices.edition) GS.$("edition").append(GS.el("option", { value: name }, name));
    for (const id of ["date", "edition", "one-sided"]) GS.$(id).addEventListener("change", reset);
    GS.$("solve").addEventListener("click", () => solve(1));
    GS.$("another").addEventListener("click", () => solve(shown + 1));
    GS.$("hint").addEventListener("click", hint);
    const asked = new URLSearchParams(location.search).get("date");
    if (asked && /^\d{4}-\d{2}-\d{2}$/.test(asked)) GS.$("date").value = asked;
  });
})();
