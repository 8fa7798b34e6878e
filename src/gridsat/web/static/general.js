// The general page: any kind, any file; the task among the kind's tasks and
// the engine among its engines, all read from /api/kinds.
"use strict";

(() => {
  const TASKS = { solve: "a solution", solutions: "several solutions", count: "the number of solutions",
    unique: "a solution, and prove it is the only one", forced: "what every solution shares" };
  let kinds = [];
  let allTasks = [];

  function chosen() { return kinds.find((k) => k.name === GS.$("kind").value) || null; }

  function fill(select, values, labels) {
    const keep = select.value;
    select.replaceChildren(...values.map((v) => GS.el("option", { value: v }, labels ? labels[v] || v : v)));
    if (values.includes(keep)) select.value = keep;
  }

  function kindChanged() {
    const kind = chosen();
    fill(GS.$("task"), kind ? kind.tasks : allTasks, TASKS);
    fill(GS.$("engine"), kind ? kind.engines : ["auto"]);
    GS.$("example").hidden = !kind;
    taskChanged();
  }

  function taskChanged() {
    const task = GS.$("task").value;
    GS.$("n-row").hidden = task !== "solutions";
    GS.$("limit-row").hidden = task !== "count";
  }

  function options() {
    const task = GS.$("task").value;
    const out = { engine: GS.$("engine").value, time_limit: Number(GS.$("time-limit").value) || 10 };
    if (task === "solutions") out.solutions = Number(GS.$("n").value) || 1;
    else if (task === "count") {
      out.count = true;
      if (GS.$("limit").value) out.limit = Number(GS.$("limit").value);
    } else if (task !== "solve") out[task] = true;
    return out;
  }

  async function solve() {
    GS.setError(GS.$("error"), "");
    const text = GS.$("puzzle").value;
    if (!text.trim()) { GS.setError(GS.$("error"), "paste or choose a puzzle first"); return; }
    const body = { puzzle: text, options: options(), svg: true, text: true };
    if (GS.$("kind").value) body.kind = GS.$("kind").value;
    const reply = await GS.call("/api/solve", body);
    if (reply.cancelled) { GS.$("facts").textContent = "Cancelled."; return; }
    if (!reply.ok) { GS.fail(reply.data.error); return; }
    const data = reply.data;
    const kind = kinds.find((k) => k.name === data.kind);
    GS.$("title").textContent = kind ? kind.title : data.kind;
    GS.$("verdict").className = GS.tone(data);
    let words = GS.verdict(data);
    if (data.solutions && data.count === undefined) {
      words += ` ${GS.plural(data.solutions.length, "solution")} listed${data.complete ? "; no more exist" : ""}.`;
    }
    GS.$("verdict").textContent = words;
    GS.$("facts").textContent = GS.seconds(data);
    GS.showSvg(GS.$("picture"), data.svg);
    GS.showSvg(GS.$("second"), data.svg_second);
    GS.$("second").parentElement.hidden = !data.svg_second;
    GS.$("text").textContent = data.svg ? "" : (data.text || "");
    GS.$("text").hidden = Boolean(data.svg) || !data.text;
    const shown = { ...data };
    for (const key of ["svg", "svg_second", "svg_last", "text"]) delete shown[key];
    GS.$("json").textContent = JSON.stringify(shown, null, 1);
    GS.$("json-box").hidden = false;
  }

  document.addEventListener("DOMContentLoaded", async () => {
    const listing = await GS.kinds();
    kinds = listing.kinds;
    allTasks = listing.tasks;
    for (const k of kinds) GS.$("kind").append(GS.el("option", { value: k.name }, k.title));
    const match = location.pathname.match(/^\/puzzle\/([^/]+)(\/file)?$/);
    if (match && kinds.some((k) => k.name === match[1])) {
      GS.$("kind").value = match[1];
      const kind = chosen();
      GS.$("heading").textContent = kind.title;
      GS.$("lead").textContent = `${kind.summary.charAt(0).toUpperCase()}${kind.summary.slice(1)}. Reads: ${kind.reads.join("; ")}.`;
      document.title = `${kind.title} · gridsat`;
    }
    GS.$("kind").addEventListener("change", kindChanged);
    GS.$("task").addEventListener("change", taskChanged);
    GS.$("example").addEventListener("click", () => { const k = chosen(); if (k) GS.$("puzzle").value = k.example; });
    GS.fileInto(GS.$("file"), GS.$("puzzle"));
    GS.$("solve").addEventListener("click", solve);
    kindChanged();
  });
})();
