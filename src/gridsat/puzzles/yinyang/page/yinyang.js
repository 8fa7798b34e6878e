// The Yin-Yang page: paste, draw or generate a puzzle; solve with a uniqueness
// proof, show the forced cells.
"use strict";

(() => {
  let givens = [];   // the editor's grid: rows of 0 empty, 1 white, 2 black

  function emptyGrid(rows, cols) { return Array.from({ length: rows }, () => new Array(cols).fill(0)); }

  function textGrid(grid) { return grid.map((row) => row.join(" ")).join("\n") + "\n"; }

  function parseTextGrid(text) {
    // a blank line inside the grid is no grid (the server refuses "line 5 is empty inside the grid"): dropped, the
    // rows after it were drawn as part of the puzzle the editor showed, beside that refusal
    const lines = text.trim().split(/\r?\n/).map((l) => l.trim());
    if (lines.includes("")) return null;
    const rows = lines.map((l) => (/\s/.test(l) ? l.split(/\s+/) : l.split("")).map(Number));
    const ok = rows.length >= 2 && rows.every((r) => r.length === rows[0].length && r.every((v) => v >= 0 && v <= 2));
    return ok ? rows : null;
  }

  // The editor dimmed, with a note, while the box holds what it cannot show (a URL, a page, a bad paste): it
  // kept the last good puzzle, which read as the one Solve would solve.
  function staleEditor(stale) {
    GS.$("editor").classList.toggle("stale", stale);
    GS.$("editor-note").hidden = !stale;
  }

  function drawEditor(grid) {
    staleEditor(false);
    givens = grid.map((r) => r.slice());
    GS.$("rows").value = givens.length;
    GS.$("cols").value = givens[0].length;
    GS.cellGrid(GS.$("editor"), givens.length, givens[0].length, givens, ["empty", "white", "black"],
      ["empty", "white circle", "black circle"], (values) => {
        GS.$("puzzle").value = textGrid(values);
        GS.$("link-line").hidden = true;
        staleEditor(false);
      });
  }

  // What GS.clearAnswer leaves to this page: the answer as text.
  function clearText() {
    GS.$("as-text").hidden = true;
    GS.$("answer").textContent = "";
    GS.$("answer").removeAttribute("data-grid");
  }

  function differing(a, b) {
    let n = 0;
    a.forEach((row, r) => row.forEach((v, c) => { if (v !== b[r][c]) n += 1; }));
    return n;
  }

  async function solve(options, label) {
    GS.setError(GS.$("error"), "");
    const text = GS.$("puzzle").value;
    if (!text.trim()) { GS.fail("paste a puzzle, draw one or generate one first"); return; }
    const reply = await GS.call("/api/solve",
      { kind: "yinyang", puzzle: text, options, svg: true, text: true }, label, "mark");
    if (reply.cancelled) { GS.cancelled(); return; }
    if (!reply.ok) { GS.fail(reply.data.error); return; }
    const data = reply.data;
    GS.clearAnswer();
    if (!reply.changed) drawEditor(data.givens);  // (the grid typed or drawn meanwhile stays)
    GS.$("title").textContent = `Yin-Yang ${data.rows}×${data.cols}`;
    const verdict = GS.$("verdict");
    verdict.className = GS.tone(data);
    // (a puzzle typed, drawn or generated meanwhile stayed, and the answer to the one before came without a word)
    GS.$("facts").textContent = GS.seconds(data) + (reply.changed ? " The puzzle changed meanwhile: press Solve for it." : "");
    if (data.forced) {
      const cells = data.forced.flat();
      const forced = cells.filter((v) => v).length;
      // none forced: "0 of 64 cells are forced: every answer shades them the same way" (of an empty 8x8)
      const none = `No cell is forced: each of the ${cells.length} is white in some answer and black in another.`;
      verdict.textContent = data.complete
        ? (forced ? `${forced} of ${cells.length} cells are forced: every answer shades them the same way.` : none)
        : `At most ${forced} of ${cells.length} cells are forced (the time limit cut the proof short).`;
      // cut short, the cells shown are those not yet seen to vary: all of them says nothing of uniqueness
      GS.$("caption").textContent = !data.complete ? (forced === cells.length
        ? "Cells that may be forced; the time limit stopped the proof before any was shown to vary."
        : "Cells that may be forced (unproven); the hatched cells differ between answers.")
        : forced === cells.length ? "Every cell is forced: the answer is unique."
          : "Forced cells; the hatched cells differ between answers.";
    } else {
      verdict.textContent = GS.verdict(data);
      if (data.status === "solved") GS.$("caption").textContent = "The answer.";
    }
    GS.showSvg(GS.$("picture"), data.svg, data.forced ? "the forced cells" : data.status === "solved" ? "the answer"
      : "the puzzle, unsolved");
    // no picture (the time limit ran out while drawing, as the facts say): "Cells that may be forced (unproven);
    // the hatched cells differ between answers." captioned a picture that was not there
    if (!data.svg) GS.$("caption").textContent = "";
    if (data.second && data.svg_second) {
      const n = differing(data.grid, data.second);
      GS.showSvg(GS.$("second"), data.svg_second);
      GS.$("second-caption").textContent = `A second answer: ${GS.plural(n, "cell")} ${n === 1 ? "differs" : "differ"} (outlined in red).`;
      GS.$("second").parentElement.hidden = false;
    }
    const shown = data.forced || data.grid;
    if (shown) {
      const answer = GS.$("answer");
      answer.textContent = data.text;
      answer.dataset.grid = shown.map((row) => row.join("")).join("/");
      answer.dataset.rows = data.rows;
      answer.dataset.cols = data.cols;
      GS.$("as-text").hidden = false;
    }
  }

  async function generate() {
    GS.setError(GS.$("error"), "");
    // an empty side is its default, as Empty and every page take it (it was sent as it was: "Size 'x' is not
    // RxC"), up to the generator's own bounds; the seed is the field's to name ('seed' was the API's)
    // a side is named as the field is, in the words of every page's number field (the Domino Fit page's): a side of
    // 6.5 was told "Size '6.5x6' is not RxC (e.g. 10x10)", 61 "Size 61x6: ...", of a Size the page has no field for
    const { kinds } = await GS.kinds();
    const most = kinds.find((k) => k.name === "yinyang").generator.max_side;
    const side = (id) => (GS.numberText(GS.$(id)) ? GS.whole(GS.$(id), most) : GS.$(id).defaultValue);
    const size = `${side("rows")}x${side("cols")}`;
    const seed = GS.whole(GS.$("seed"));
    // the server's longest time limit (Cancel stops it sooner): with its 10 s default no side past about 20
    // could be made, though the fields take 60, and "the time limit of 10 s ran out" left nothing to change
    // a grade as `gridsat generate yinyang --grade` keeps (the page could not ask for one the API takes)
    const grade = GS.$("grade").value || null;
    const reply = await GS.call("/api/generate", { kind: "yinyang", size, seed, grade, svg: true, time_limit: 60 },
      "Making a puzzle…", "stop");
    if (reply.cancelled) { GS.cancelled(); return; }
    if (!reply.ok) { GS.fail(reply.data.error); return; }
    const data = reply.data;
    GS.clearAnswer();
    if (data.status === "unknown") { GS.fail(data.message); return; }
    GS.$("puzzle").value = data.url;
    drawEditor(parseTextGrid(data.puzzle));
    GS.$("link").textContent = data.url;
    GS.$("link").href = data.url;
    GS.$("link-line").hidden = false;
    GS.$("title").textContent = `A new ${size.replace("x", "×")} puzzle (seed ${data.seed})`;
    GS.$("verdict").className = "verdict good";
    GS.$("verdict").textContent = `${data.givens} circles, exactly one answer (proven)` +
      (data.grade ? `, graded ${data.grade}` : "") + ". Press Solve to see it.";
    // a picture the time limit left undrawn is said, not captioned "The puzzle." over an empty panel
    GS.$("facts").textContent = `Made in ${data.seconds.toFixed(2)} s.` +
      (data.svg_unfinished ? ` No picture: ${data.svg_unfinished}.` : "");
    GS.showSvg(GS.$("picture"), data.svg, "the new puzzle, unsolved");
    GS.$("caption").textContent = data.svg ? "The puzzle." : "";
    GS.$("seed").value = GS.nextSeed(GS.$("seed"), seed);
  }

  // The puzzle is no longer the one generated: its puzz.link line goes (it stayed, naming the generated puzzle,
  // beside an example, a file, an empty grid or text typed in its place).
  function unlink() { GS.$("link-line").hidden = true; }

  document.addEventListener("DOMContentLoaded", async () => {
    GS.onClear(clearText);
    GS.watchForm();  // typing in the box, the size or the seed: the answer on its way does not redraw them
    GS.phrase("'size' ", "Size ");  // the generator's size: this page's rows and columns
    // a Generate cut by its time limit: "send a smaller size or another seed" named fields this page lacks
    GS.generateWords("“rows” × “columns”", "“Seed”");
    drawEditor(emptyGrid(6, 6));
    GS.fileInto(GS.$("file"), GS.$("puzzle"), () => GS.$("puzzle").dispatchEvent(new Event("input")));  // unlinks
    GS.$("solve").addEventListener("click", () => solve({ unique: true }, "Solving and proving uniqueness…"));
    GS.$("forced").addEventListener("click", () => solve({ forced: true }, "Finding the forced cells…"));
    GS.$("generate").addEventListener("click", generate);
    GS.$("empty").addEventListener("click", () => {
      const rows = GS.whole(GS.$("rows"));
      const cols = GS.whole(GS.$("cols"));
      drawEditor(emptyGrid(rows, cols));
      GS.$("puzzle").value = textGrid(givens);
      GS.inputReplaced();  // its message and "Not solved" went with the text they were about (they stayed)
      unlink();
    });
    GS.$("puzzle").addEventListener("input", () => {
      unlink();
      const grid = parseTextGrid(GS.$("puzzle").value);
      if (grid) drawEditor(grid);
      else staleEditor(GS.$("puzzle").value.trim() !== "");
    });
    const { kinds } = await GS.kinds();
    const example = kinds.find((k) => k.name === "yinyang").example;
    // the sides New empty grid takes are those Generate takes, from the same two fields: the fields' max said 30
    // where Generate took 60, so a 40x40 puzzle pasted or generated (its sides written into the fields) could not
    // be cleared to an empty grid of its size ("“rows” must be a whole number from 2 to 30, got 40")
    const maker = kinds.find((k) => k.name === "yinyang").generator;
    if (maker) for (const id of ["rows", "cols"]) GS.$(id).max = String(maker.max_side);
    if (!kinds.find((k) => k.name === "yinyang").generator) {  // installed without the compiled search: Generate
      const row = GS.$("generate").closest(".row");  // could only be refused ("needs the compiled Yin-Yang search")
      row.hidden = true;
      if (row.previousElementSibling && row.previousElementSibling.tagName === "H3") row.previousElementSibling.hidden = true;
      GS.$("lead-make").hidden = true;  // the lead offered "or let gridsat make one" with no Generate on the page
      GS.$("lead-no-make").hidden = false;
    }
    GS.$("example").addEventListener("click", () => {
      GS.$("puzzle").value = example;
      GS.inputReplaced();
      GS.$("puzzle").dispatchEvent(new Event("input"));  // (unlinks, and draws the example in the editor)
    });
  });
})();
