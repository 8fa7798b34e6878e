// The packing page: a board (preset or drawn), a piece set (built in, or a
// piece file of your own); first tiling, the next one, the count.
"use strict";

(() => {
  const DRAWN = "your own (drawn below)";
  // Cells of the built-in piece sets: the 12 pentominoes, the 5 tetrominoes and the 35 hexominoes
  // (tests/test_web_pages.py checks these against the server's piece sets).
  const BUILTIN_AREAS = { pentominoes: 60, tetrominoes: 20, hexominoes: 210 };
  let mask = [];         // rows of 1 (board cell) / 0 (not part of the board)
  let preset = "6x10";   // the preset the mask shows, or null once changed
  let shown = 0;         // which tiling is on screen (1-based), 0 = none
  let upload = null;     // {name, text, area} of the piece file chosen, or null

  function presetMask(name) {
    if (name === "8x8-centre") {
      return Array.from({ length: 8 }, (_, r) => Array.from({ length: 8 }, (_, c) => (
        r >= 3 && r <= 4 && c >= 3 && c <= 4 ? 0 : 1)));
    }
    const [rows, cols] = name.split("x").map(Number);
    return Array.from({ length: rows }, () => new Array(cols).fill(1));
  }

  // The cells a piece file's pieces cover, read as gridsat reads piece files
  // (NAME[*N]: rows split by '/', '#' '1' or the name's letter a square;
  // '#' lines are comments); null when a line is not of that form.  A BigInt: 'B*99999999999999999999: #'
  // was counted as a float, "cover 100000000000000000000" (the server: 99,999,999,999,999,999,999 and the rest).
  function pieceFileArea(text) {
    let area = 0n;
    let pieces = 0n;
    for (const raw of text.replace(/^\ufeff/, "").split(/\r\n|\r|\n/)) {
      const line = raw.trim();
      if (!line || line.startsWith("#")) continue;
      const m = line.match(/^([A-Za-z0-9_]+)\s*(?:[*x]\s*(\d+))?\s*:\s*(\S.*)$/);
      if (!m) return null;
      const letter = /[A-Za-z]/.test(m[1][0]) ? m[1][0] : null;
      // a symbol the server refuses ("C: ###x"): no area, rather than "the pieces in p.txt cover 7. Take 53 out"
      // beside the server's "unknown symbol 'x' in row 1 of piece C"
      if ([...m[3]].some((ch) => !"#1.0 /".includes(ch) && ch !== letter)) return null;
      const cells = [...m[3]].filter((ch) => ch === "#" || ch === "1" || ch === letter).length;
      area += BigInt(m[2] || 1) * BigInt(cells);
      pieces += BigInt(m[2] || 1);
    }
    return pieces ? area : null;
  }

  function fromFile() { return GS.$("pieces").value.startsWith("file:"); }

  function piecesArea() { return fromFile() ? (upload ? upload.area : null) : BUILTIN_AREAS[GS.$("pieces").value]; }

  function piecesLabel() { return fromFile() && upload ? upload.chosen : GS.$("pieces").value; }

  // A count of cells in words, exact however large (a BigInt).
  function cellWords(n) { return `${n.toLocaleString("en")} ${n === 1n ? "cell" : "cells"}`; }

  // Cells drawn against cells the pieces cover, and what to do about a difference.
  function showCounter() {
    const cells = BigInt(mask.flat().filter(Boolean).length);
    const given = piecesArea();
    const area = given === null || given === undefined ? given : BigInt(given);
    const box = GS.$("counter");
    const words = [`Board: ${cellWords(cells)}.`];
    let state = "good";
    if (area === null || area === undefined) {
      words.push("The pieces' cells are counted when you solve.");
      state = "";
    } else {
      words.push(fromFile() ? `The pieces in ${piecesLabel()} cover ${area.toLocaleString("en")}.`
        : `The ${piecesLabel()} cover ${area.toLocaleString("en")}.`);
      if (cells > area && GS.$("holes").checked) {
        words.push(`${cellWords(cells - area)} will stay empty (holes allowed).`);
      } else if (cells > area) {
        words.push(`Take ${(cells - area).toLocaleString("en")} out, or tick “Allow holes”.`);
        state = "warn";
      } else if (cells < area) {
        words.push(`${cellWords(area - cells)} too few: the pieces cannot all fit.`);
        state = "warn";
      } else {
        words.push("They match.");
      }
    }
    box.textContent = words.join(" ");
    box.className = `counter ${state}`;
  }

  function drawEditor() {
    GS.$("rows").value = mask.length;
    GS.$("cols").value = mask[0].length;
    GS.cellGrid(GS.$("editor"), mask.length, mask[0].length, mask, ["off", "on"], ["not in the board", "board cell"],
      () => { preset = null; GS.$("board").value = DRAWN; changed(); });
  }

  function changed() {
    GS.formChanged();  // (a new board or piece file: not a field's own event)
    shown = 0;
    GS.$("another").disabled = true;
    showCounter();
  }

  function request(options) {
    const pieces = fromFile() && upload ? upload.name : GS.$("pieces").value;
    const board = preset || mask.map((row) => row.map((v) => (v ? "#" : ".")).join(""));
    const puzzle = JSON.stringify({ kind: "pack", board, pieces, one_sided: GS.$("one-sided").checked,
      holes: GS.$("holes").checked });
    const body = { kind: "pack", puzzle, options, svg: true };
    if (fromFile() && upload) body.files = { [upload.name]: upload.text };
    return body;
  }

  function failed(message) {
    GS.fail(message);
    shown = 0;
    GS.$("another").disabled = true;
  }

  async function ask(options, label) {
    GS.setError(GS.$("error"), "");
    if (fromFile() && !upload) { failed("choose a piece file first"); return null; }
    if (GS.$("distinct").checked && (options.count || options.skip !== undefined)) options = { ...options, distinct: true };
    // what is asked (the form may change meanwhile), one-sided said as the calendar's heading says it (a one-sided
    // count was headed as a two-sided one)
    const title = `${piecesLabel()} into ${preset || "your board"}${GS.$("one-sided").checked ? ", pieces one-sided" : ""}`;
    const reply = await GS.call("/api/solve", request(options), label, "mark");
    if (reply.cancelled) { GS.cancelled(); return null; }
    if (!reply.ok) { failed(reply.data.error); return null; }
    const data = reply.data;
    // a first tiling or a count starts from an empty panel: the tiling of the board before stayed beside "No
    // solution exists (proven)" for the new one; stepping on keeps the tiling shown until the next replaces it
    if (!options.skip) GS.clearAnswer();
    GS.$("title").textContent = title;
    GS.$("verdict").className = GS.tone(data);
    return { ...data, changed: reply.changed };
  }

  // The board or pieces changed while the answer was on its way: it is about the form as it was, so nothing
  // steps on from it (a new First tiling or Count is about the form now).
  function formMoved(data) {
    if (!data.changed) return;
    shown = 0;
    GS.$("another").disabled = true;
    GS.$("facts").textContent += " The board or pieces changed meanwhile: press First tiling or Count them for them.";
  }

  // Tiling k alone (the server passes over the k-1 before it, in the same
  // order every time): the first, or the one after the tiling shown.
  async function step(k) {
    const noun = GS.$("distinct").checked ? "distinct tiling" : "tiling";
    const data = await ask({ solutions: 1, skip: k - 1, time_limit: 60 }, k > 1 ? `Looking for ${noun} ${k}…` : "Solving…");
    if (!data) return;
    const verdict = GS.$("verdict");
    GS.$("facts").textContent = GS.seconds(data);
    if (data.solutions.length) {
      shown = k;
      verdict.textContent = `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${k}` +
        `${data.complete ? (k > 1 ? ` (the last one: there are ${k})` : " (the only one)") : ""}.`;
      GS.showSvg(GS.$("picture"), data.svg);
      GS.$("another").disabled = data.complete;
    } else if (data.status === "infeasible") {
      shown = 0;
      verdict.textContent = GS.verdict(data);
      GS.$("another").disabled = true;
    } else if (data.complete) {
      verdict.className = "verdict good";
      verdict.textContent = `No more: there ${data.skipped === 1 ? "is" : "are"} ${GS.plural(data.skipped, noun)}.`;
      GS.$("another").disabled = true;
    } else {
      verdict.className = "verdict warn";
      verdict.textContent = `The time limit ran out before ${noun} ${k} was found.`;
    }
    formMoved(data);
  }

  async function count() {
    const data = await ask({ count: true }, "Counting every tiling…");
    if (!data) return;
    GS.$("verdict").textContent = GS.verdict(data, "tiling");  // "distinct" when the answer says it counted so
    GS.$("facts").textContent = `${data.status === "solved" && data.svg ? "Tiling 1 is shown. " : ""}${GS.seconds(data)}`;
    GS.showSvg(GS.$("picture"), data.svg);
    shown = data.status === "solved" ? 1 : 0;
    GS.$("another").disabled = !shown || data.count === 1;
    formMoved(data);
  }

  document.addEventListener("DOMContentLoaded", async () => {
    GS.watchForm();  // a change of the board or pieces: nothing steps on from the answer on its way
    GS.phrase("puzzle: board puzzle has", "Your board has");  // a drawn board is read as the puzzle's own
    GS.phrase("puzzle: board ", "Board ");
    GS.phrase('"holes": true', "tick “Allow holes”");  // a drawn board is sent as a puzzle file's fields
    GS.wordsFor("--holes", "tick “Allow holes”");
    GS.wordsFor("--one-sided", "“One-sided”");
    GS.wordsFor("--distinct", "“Up to symmetry”");
    const { kinds } = await GS.kinds();
    const pack = kinds.find((k) => k.name === "pack");
    // a server without the compiled tiling engine offers no "distinct" (GET /api/kinds): the box was shown all the
    // same, and ticking it met "“Up to symmetry” needs the compiled exact-cover tiling engine"
    GS.$("distinct").closest("label").hidden = !pack.distinct;
    if (!pack.distinct) GS.$("distinct").checked = false;
    for (const name of pack.choices.board.concat([DRAWN])) GS.$("board").append(GS.el("option", { value: name }, name));
    for (const name of pack.choices.pieces) GS.$("pieces").append(GS.el("option", { value: name }, name));
    mask = presetMask(preset);
    drawEditor();
    showCounter();
    GS.$("board").addEventListener("change", () => {
      const name = GS.$("board").value;
      if (name !== DRAWN) { preset = name; mask = presetMask(name); drawEditor(); }
      changed();
    });
    GS.$("resize").addEventListener("click", () => {
      let rows, cols;
      try {
        rows = GS.whole(GS.$("rows"));
        cols = GS.whole(GS.$("cols"));
      } catch (error) {  // the board stays, but its answer is gone: "Another tiling" stepped on from a tiling
        if (!(error instanceof GS.FieldError)) throw error;  // no longer shown, beside "Not solved"
        failed(error.message);
        return;
      }
      GS.inputReplaced();  // a message about the board that was there goes with it ("Not solved" and it stayed)
      mask = Array.from({ length: rows }, () => new Array(cols).fill(1));
      preset = null; GS.$("board").value = DRAWN;
      drawEditor(); changed();
    });
    GS.readFile(GS.$("piece-file"), (name, text) => {
      const safe = GS.fileName(name, "pieces.txt");
      upload = { name: safe, text, area: pieceFileArea(text), chosen: name };  // (chosen: the name shown)
      const select = GS.$("pieces");
      select.querySelectorAll("option[value^='file:']").forEach((o) => o.remove());
      select.append(GS.el("option", { value: `file:${safe}` }, `${name} (your file)`));
      select.value = `file:${safe}`;
      changed();
    });
    for (const id of ["pieces", "one-sided", "holes", "distinct"]) GS.$(id).addEventListener("change", changed);
    GS.$("solve").addEventListener("click", () => step(1));
    GS.$("another").addEventListener("click", () => step(shown + 1));
    GS.$("count").addEventListener("click", count);
    window.addEventListener("resize", () => drawEditor());
  });
})();
