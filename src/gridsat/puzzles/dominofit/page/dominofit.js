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
      if (objective === "edge") {
        out.side = GS.$("side").value;
        const depth = GS.$("depth");
        if (GS.numberText(depth)) out.depth = GS.exactWhole(depth, Number(depth.value));  // empty: the default, not 0
      }
    }
    return out;
  }

  // A board as the generator gave it ({rows, cols, blocked, row_targets,
  // col_targets, givens...}), drawn unsolved: free and blocked cells, the
  // given dominoes, column targets above and row targets to the right.
  function drawBoard(puzzle) {
    const view = GS.$("board-view");
    view.replaceChildren();
    const { rows, cols } = puzzle;
    const label = (target, relation) => `${{ "<=": "≤", ">=": "≥" }[relation] || ""}${target}`;
    const colRel = puzzle.col_relations || [];
    const rowRel = puzzle.row_relations || [];
    // a cell at least as wide as the widest column target (about 9 px a character, and a gap), the board scrolling in its card
    // when that is wider than the card: a 100x100 board's 8 px cells ran its 3-digit targets together
    // ("98102610...") and the board out of its card and the page
    const widest = Math.max(1, ...puzzle.col_targets.map((t, c) => label(t, colRel[c]).length));
    const least = Math.min(40, Math.max(8, 9 * widest + 6));
    GS.fitCells(view, cols, least, 40, null,
      (room) => Math.max(least, Math.min(40, Math.floor(room / (cols + 1.5)) - 2)));
    view.style.gridTemplateColumns = `repeat(${cols}, var(--cell)) calc(1.5 * var(--cell))`;
    const blocked = new Set((puzzle.blocked || []).map(([r, c]) => `${r},${c}`));
    const given = new Map();
    for (const [dir, r, c] of puzzle.givens || []) {
      given.set(`${r},${c}`, `given ${dir === "H" ? "h first" : "v first"}`);
      given.set(dir === "H" ? `${r},${c + 1}` : `${r + 1},${c}`, `given ${dir === "H" ? "h" : "v"}`);
    }
    for (let c = 0; c < cols; c++) view.append(GS.el("span", { class: "target" }, label(puzzle.col_targets[c], colRel[c])));
    view.append(GS.el("span", { class: "target" }));
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const key = `${r},${c}`;
        view.append(GS.el("span", { class: `square ${blocked.has(key) ? "blocked" : given.get(key) || "free"}` }));
      }
      view.append(GS.el("span", { class: "target row" }, label(puzzle.row_targets[r], rowRel[r])));
    }
    view.hidden = false;
  }

  async function solve() {
    GS.setError(GS.$("error"), "");
    const text = GS.$("puzzle").value;
    if (!text.trim()) { GS.fail("paste, choose or generate a board first"); return; }
    const reply = await GS.call("/api/solve", { kind: "dominofit", puzzle: text, options: options(), svg: true },
      "Solving…", "mark");  // a board changed meanwhile: its answer says so
    if (reply.cancelled) { GS.cancelled(); return; }
    if (!reply.ok) { GS.fail(reply.data.error); return; }
    const data = reply.data;
    GS.clearAnswer();
    GS.$("title").textContent = `Domino Fit, ${data.rule} rule`;
    const verdict = GS.$("verdict");
    verdict.className = GS.tone(data);
    if (data.forced) {
      verdict.textContent = data.complete ? `${GS.plural(data.forced.length, "domino", "dominoes")} in every tiling.`
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
    if (reply.changed) facts.push("The board or its settings changed meanwhile: press Solve for them.");
    GS.$("facts").textContent = facts.join(" ");
    GS.showSvg(GS.$("picture"), data.svg, data.forced ? "the dominoes in every tiling" : data.status === "solved"
      ? "the tiling" : "the board, unsolved");
    if (data.svg_second) {
      GS.showSvg(GS.$("second"), data.svg_second);
      GS.$("second").parentElement.hidden = false;
    }
  }

  async function generate() {
    GS.setError(GS.$("error"), "");
    // within the page's own bounds (2 to 100: the board is drawn cell by cell), as the fields say: the server
    // made and sent any size up to its own 1000 for the page to draw.  An empty field is its default, as on every
    // page (it was sent as it was: "Size 'x' is not RxC"), and the seed is the field's to name ('seed' was the API's)
    const size = `${GS.whole(GS.$("rows"))}x${GS.whole(GS.$("cols"))}`;
    const seed = GS.whole(GS.$("seed"));
    const body = { kind: "dominofit", size, seed, rule: GS.$("gen-rule").value, unique: GS.$("gen-unique").checked,
      time_limit: 60 };  // the server's longest (Cancel stops it sooner): a unique 100x100 board ran out at its 10 s
    const reply = await GS.call("/api/generate", body, "Making a board…", "stop");
    if (reply.cancelled) { GS.cancelled(); return; }
    if (!reply.ok) { GS.fail(reply.data.error); return; }
    const data = reply.data;
    GS.clearAnswer();
    if (data.status === "unknown") { GS.fail(data.message); return; }
    GS.$("puzzle").value = JSON.stringify(data.puzzle);
    GS.$("title").textContent = `A new ${size.replace("x", "×")} board (seed ${data.seed})`;
    GS.$("verdict").className = "verdict good";
    GS.$("verdict").textContent = data.unique ? "Exactly one tiling (proven). Press Solve to find it."
      : "It has at least one tiling. Press Solve to find one.";
    GS.$("facts").textContent = `Made in ${data.seconds.toFixed(2)} s.`;
    drawBoard(data.puzzle);
    const givens = (data.puzzle.givens || []).length;
    GS.$("caption").textContent = `The board, unsolved: cover the free cells with dominoes so each row and column scores its target (${data.rule} rule)` +
      (givens ? `; the framed ${givens === 1 ? "domino is" : `${givens} dominoes are`} given, part of every answer.` : ".");
    GS.$("seed").value = GS.nextSeed(GS.$("seed"), seed);
  }

  document.addEventListener("DOMContentLoaded", async () => {
    GS.onClear(() => { GS.$("board-view").hidden = true; GS.$("board-view").replaceChildren(); });
    GS.phrase("'size' ", "Size ");  // the generator's size: this page's rows and columns
    GS.watchForm();  // a board typed or chosen while one is made stops the making (it would overwrite it)
    // the command line's options in a message, in this page's words
    for (const [option, words] of [["--weights", "“Weights H,V”"], ["--objective", "“Objective”"],
      ["--targets", "“Targets”"], ["--side", "the band's edge"], ["--depth", "“band”"]]) GS.wordsFor(option, words);
    for (const option of GS.$("task").options) {
      if (option.value !== "solve") GS.wordsFor(`--${option.value}`, `the task “${option.textContent}”`);
    }
    const { kinds } = await GS.kinds();
    // a Generate cut by its time limit: "send a smaller size or another seed" named fields this page lacks
    GS.generateWords("“rows” × “columns”", "“Seed”");
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
    GS.$("example").addEventListener("click", () => { GS.$("puzzle").value = kind.example; GS.inputReplaced(); });
    GS.$("solve").addEventListener("click", solve);
    GS.$("generate").addEventListener("click", generate);
  });
})();
