// The packing page: a board (preset or drawn), a piece set; first tiling,
// another one, the count.
"use strict";

(() => {
  const DRAWN = "your own (drawn below)";
  let mask = [];         // rows of 1 (board cell) / 0 (not part of the board)
  let preset = "6x10";   // the preset the mask shows, or null once changed
  let shown = 0;         // which tiling is on screen (1-based)

  function presetMask(name) {
    if (name === "8x8-centre") {
      return Array.from({ length: 8 }, (_, r) => Array.from({ length: 8 }, (_, c) => (
        r >= 3 && r <= 4 && c >= 3 && c <= 4 ? 0 : 1)));
    }
    const [rows, cols] = name.split("x").map(Number);
    return Array.from({ length: rows }, () => new Array(cols).fill(1));
  }

  function drawEditor() {
    GS.$("rows").value = mask.length;
    GS.$("cols").value = mask[0].length;
    GS.cellGrid(GS.$("editor"), mask.length, mask[0].length, mask, ["off", "on"], ["not in the board", "board cell"],
      () => { preset = null; GS.$("board").value = DRAWN; changed(); });
  }

  function changed() { shown = 0; GS.$("another").disabled = true; }

  function puzzle() {
    const board = preset || mask.map((row) => row.map((v) => (v ? "#" : ".")).join(""));
    return JSON.stringify({ kind: "pack", board, pieces: GS.$("pieces").value, one_sided: GS.$("one-sided").checked });
  }

  async function ask(options, label) {
    GS.setError(GS.$("error"), "");
    const distinct = GS.$("distinct").checked && (options.count || (options.solutions || 1) > 1);
    const body = { kind: "pack", puzzle: puzzle(), options: distinct ? { ...options, distinct } : options, svg: true };
    const reply = await GS.call("/api/solve", body, label);
    if (reply.cancelled) { GS.$("facts").textContent = "Cancelled."; return null; }
    if (!reply.ok) { GS.fail(reply.data.error); return null; }
    const data = reply.data;
    GS.$("title").textContent = `${GS.$("pieces").value} into ${preset || "your board"}`;
    GS.$("verdict").className = GS.tone(data);
    return data;
  }

  async function tiling(n) {
    const data = await ask(n > 1 ? { solutions: n } : {}, n > 1 ? "Looking for another tiling…" : "Solving…");
    if (!data) return;
    const listed = data.solutions ? data.solutions.length : (data.status === "solved" ? 1 : 0);
    shown = Math.min(n, listed);
    if (data.status !== "solved") {
      GS.$("verdict").textContent = GS.verdict(data);
    } else if (n > listed) {
      GS.$("verdict").textContent = `No more tilings: there are ${GS.plural(listed, data.distinct ? "distinct tiling" : "tiling")}.`;
    } else {
      GS.$("verdict").textContent = `Tiling ${shown}${data.complete && n > 1 ? ` (the last one: there are ${listed})` : ""}.`;
    }
    GS.$("facts").textContent = GS.seconds(data);
    GS.showSvg(GS.$("picture"), shown > 1 ? data.svg_last : data.svg);
    GS.$("another").disabled = data.status !== "solved" || (n > 1 && data.complete);
  }

  async function count() {
    const data = await ask({ count: true }, "Counting every tiling…");
    if (!data) return;
    GS.$("verdict").textContent = GS.verdict(data, "tiling");
    GS.$("facts").textContent = `${data.status === "solved" ? "The first one is shown. " : ""}${GS.seconds(data)}`;
    GS.showSvg(GS.$("picture"), data.svg);
    shown = data.status === "solved" ? 1 : 0;
    GS.$("another").disabled = !shown;
  }

  document.addEventListener("DOMContentLoaded", async () => {
    const { kinds } = await GS.kinds();
    const pack = kinds.find((k) => k.name === "pack");
    for (const name of pack.choices.board.concat([DRAWN])) GS.$("board").append(GS.el("option", { value: name }, name));
    for (const name of pack.choices.pieces) GS.$("pieces").append(GS.el("option", { value: name }, name));
    mask = presetMask(preset);
    drawEditor();
    GS.$("board").addEventListener("change", () => {
      const name = GS.$("board").value;
      if (name !== DRAWN) { preset = name; mask = presetMask(name); drawEditor(); }
      changed();
    });
    GS.$("resize").addEventListener("click", () => {
      const rows = Math.max(1, Math.min(30, Number(GS.$("rows").value) || 6));
      const cols = Math.max(1, Math.min(30, Number(GS.$("cols").value) || 10));
      mask = Array.from({ length: rows }, () => new Array(cols).fill(1));
      preset = null; GS.$("board").value = DRAWN;
      drawEditor(); changed();
    });
    for (const id of ["pieces", "one-sided", "distinct"]) GS.$(id).addEventListener("change", changed);
    GS.$("solve").addEventListener("click", () => tiling(1));
    GS.$("another").addEventListener("click", () => tiling(shown + 1));
    GS.$("count").addEventListener("click", count);
  });
})();
