// The Domino Fit page: paste, upload or generate a board; solve, prove unique,
// count, forced dominoes, objectives.
"use strict";

(() => {
  function options() {
    const task = GS.$("task").value;
    const out = task === "solve" ? {} : { [task]: true };
    const targets = GS.$("targets").value;
    const objective = GS.$("objective").value;
    if (targets) out.targets = targets;
    if (objective) {
      out.objective = objective;
      if (objective === "weighted") out.weights = GS.$("weights").value;
      if (objective === "edge") { out.side = GS.$("side").value; out.depth = Number(GS.$("depth").value); }
    }
    return out;
  }

  function clearAnswer() {
    for (const id of ["verdict", "facts", "caption"]) GS.$(id).textContent = "";
    GS.showSvg(GS.$("picture"), "");
    GS.showSvg(GS.$("second"), "");
    GS.$("second").parentElement.hidden = true;
  }

  async function solve() {
    GS.setError(GS.$("error"), "");
    const text = GS.$("puzzle").value;
    if (!text.trim()) { GS.setError(GS.$("error"), "paste, choose or generate a board first"); return; }
    const reply = await GS.call("/api/solve", { kind: "dominofit", puzzle: text, options: options(), svg: true });
    if (reply.cancelled) { GS.$("facts").textContent = "Cancelled."; return; }
    if (!reply.ok) { GS.fail(reply.data.error); return; }
    const data = reply.data;
    clearAnswer();
    GS.$("title").textContent = `Domino Fit, ${data.rule} rule`;
    const verdict = GS.$("verdict");
    verdict.className = GS.tone(data);
    if (data.forced) {
      verdict.textContent = data.complete ? `${GS.plural(data.forced.length, "domino")} in every tiling.`
        : "The time limit ran out before the forced dominoes were proven.";
    } else {
      verdict.textContent = GS.verdict(data, "tiling") || (data.reason ? `No tiling: ${data.reason}.` : "");
      if (data.reason && data.status === "infeasible") verdict.textContent = `No tiling exists: ${data.reason}.`;
    }
    const facts = [];
    if (data.objective) {
      facts.push(`${data.objective}: ${data.objective_value}` + (data.optimal ? " (proven optimal)."
        : data.bound !== undefined ? ` (best bound ${data.bound}).` : "."));
    }
    facts.push(GS.seconds(data));
    GS.$("facts").textContent = facts.join(" ");
    GS.showSvg(GS.$("picture"), data.svg);
    if (data.svg_second) {
      GS.showSvg(GS.$("second"), data.svg_second);
      GS.$("second").parentElement.hidden = false;
    }
  }

  async function generate() {
    GS.setError(GS.$("error"), "");
    const size = `${GS.$("rows").value}x${GS.$("cols").value}`;
    const seed = Number(GS.$("seed").value);
    const body = { kind: "dominofit", size, seed, rule: GS.$("gen-rule").value, unique: GS.$("gen-unique").checked,
      svg: true };
    const reply = await GS.call("/api/generate", body, "Making a board…");
    if (reply.cancelled) { GS.$("facts").textContent = "Cancelled."; return; }
    if (!reply.ok) { GS.fail(reply.data.error); return; }
    const data = reply.data;
    clearAnswer();
    if (data.status === "unknown") { GS.fail(data.message); return; }
    GS.$("puzzle").value = JSON.stringify(data.puzzle);
    GS.$("title").textContent = `A new ${size.replace("x", "×")} board (seed ${data.seed})`;
    GS.$("verdict").className = "verdict good";
    GS.$("verdict").textContent = data.unique ? "Exactly one tiling (proven). Press Solve to find it."
      : "It has at least one tiling. Press Solve to find one.";
    GS.$("facts").textContent = `Made in ${data.seconds.toFixed(2)} s.`;
    GS.showSvg(GS.$("picture"), data.svg);
    GS.$("caption").textContent = "The planted tiling.";
    GS.$("seed").value = seed + 1;
  }

  document.addEventListener("DOMContentLoaded", async () => {
    const { kinds } = await GS.kinds();
    const kind = kinds.find((k) => k.name === "dominofit");
    const c = kind.choices;
    for (const name of c.rule) GS.$("gen-rule").append(GS.el("option", { value: name }, `${name} rule`));
    for (const name of c.targets) GS.$("targets").append(GS.el("option", { value: name }, name));
    for (const name of c.objective) GS.$("objective").append(GS.el("option", { value: name }, name));
    for (const name of c.side) GS.$("side").append(GS.el("option", { value: name }, name));
    GS.$("objective").addEventListener("change", () => {
      GS.$("weights-row").hidden = GS.$("objective").value !== "weighted";
      GS.$("edge-row").hidden = GS.$("objective").value !== "edge";
    });
    GS.fileInto(GS.$("file"), GS.$("puzzle"));
    GS.$("example").addEventListener("click", () => { GS.$("puzzle").value = kind.example; });
    GS.$("solve").addEventListener("click", solve);
    GS.$("generate").addEventListener("click", generate);
  });
})();
