// Playing the calendar puzzle on its board: click a month and a day on the
// board to pick the date; "Hint" asks POST /api/hint for the next piece and
// shows it with the reason it must go there (or, where several answers
// remain and no piece is forced, a placement that leads to one, said so).
"use strict";

(() => {
  const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  const COLOURS = ["#aec7e8", "#3cb44b", "#ffe119", "#4363d8", "#f58231", "#911eb4", "#46f0f0", "#f032e6",
    "#bcf60c", "#fabebe", "#008080", "#e6beff", "#9a6324", "#fffac8", "#800000", "#aaffc3"];
  let board = null;    // {labels, givens, position, colours} of the date on screen
  let last = null;     // the last hint's step
  let held = null;     // a note the date's reload must not wipe out (a day the month lacks, moved to its last)

  // Each piece on the board keeps the colour it got when it was first placed, and no two pieces of a
  // board share one (a colour from the piece's name alone gave O6 and N5 of dragonfjord the same one).
  function colour(piece) {
    const colours = board.colours;
    if (!colours.has(piece)) colours.set(piece, COLOURS[colours.size % COLOURS.length]);
    return colours.get(piece);
  }

  function puzzle() {
    return JSON.stringify({ kind: "calendar", date: GS.$("date").value, edition: GS.$("edition").value,
      one_sided: GS.$("one-sided").checked });
  }

  function positionText(rows) {
    return rows.map((row) => row.map((v) => (v === 0 ? "." : String(v))).join(" ")).join("\n") + "\n";
  }

  function say(text, tone = "") {
    const why = GS.$("play-why");
    why.textContent = text;
    why.className = tone ? `play-message ${tone}` : "play-message";
  }

  function draw() {
    const box = GS.$("play-board");
    box.replaceChildren();
    if (!board) return;
    const { labels, givens, position } = board;
    box.style.gridTemplateColumns = `repeat(${labels[0].length}, var(--cell))`;
    const decided = new Set(last ? last.decided.map((d) => d.cell.join(",")) : []);
    const premises = new Set(last ? last.premises.map((c) => c.join(",")) : []);
    labels.forEach((row, r) => row.forEach((label, c) => {
      const value = position[r][c];
      const cell = GS.el("button", { type: "button", class: "cal-cell" }, label);
      cell.dataset.row = r; cell.dataset.col = c; cell.dataset.label = label;
      if (givens[r][c] === "#" && !label) cell.classList.add("off");
      else if (givens[r][c] === "#") cell.classList.add("date");
      if (value !== 0 && value !== "#") {
        cell.classList.add("piece");
        cell.dataset.piece = value;
        cell.style.background = colour(value);
        cell.title = `piece ${value}`;
      }
      if (decided.has(`${r},${c}`)) cell.classList.add("new");
      if (premises.has(`${r},${c}`)) cell.classList.add("premise");
      // the hint's frames in words too (a screen reader read only "piece 3", the frames seen only by the eye)
      const mark = decided.has(`${r},${c}`) ? ", placed by the hint" : premises.has(`${r},${c}`) ? ", justifies the hint" : "";
      cell.setAttribute("aria-label", `${label || "no cell"}${value !== 0 && value !== "#" ? `: piece ${value}` : ""}${mark}`);
      cell.addEventListener("click", () => pick(label));
      box.append(cell);
    }));
  }

  // A month or day cell clicked: that month or day becomes the date's (the year kept).
  function pick(label) {
    // (an empty date: the user's own today, as the page's; toISOString's was UTC's, a day off near midnight)
    const now = new Date();
    const value = GS.$("date").value || `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`;
    let [y, m, d] = value.split("-").map(Number);
    if (MONTHS.includes(label)) m = MONTHS.indexOf(label) + 1;
    else if (/^\d+$/.test(label)) d = Number(label);
    else return;
    const days = new Date(y, m, 0).getDate();
    if (d > days) {  // said after the reload below, which said only "Press Hint" (31 clicked in Feb: 28, unsaid)
      held = `${MONTHS[m - 1]} ${y} has ${days} days, so the date is ${MONTHS[m - 1]} ${days}: pick a day up to ${days}.`;
      say(held, "warn");
      d = days;
    }
    const date = `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
    if (date === GS.$("date").value && board) { held = null; return; }  // no reload: said above, and kept
    GS.$("date").value = date;
    GS.$("date").dispatchEvent(new Event("change"));  // the page's own reset, and the board's reload below
  }

  async function ask(position) {
    if (GS.$("edition").value.startsWith("file:")) {
      say("Playing on the board takes a built-in edition.", "warn");
      return null;
    }
    // no date chosen: the server's "puzzle: date '' is not YYYY-MM-DD (or MM-DD)" was said, naming a request's
    // field and a format the date field never shows; Solve says "choose a date"
    if (!GS.$("date").value) { say("Choose a date above first.", "warn"); return null; }
    const body = { kind: "calendar", puzzle: puzzle() };
    if (position) body.position = positionText(position);
    const reply = await GS.call("/api/hint", body, "Thinking…");
    if (reply.cancelled) return null;
    if (!reply.ok) { say(reply.data.error, "bad"); return null; }
    return reply.data;
  }

  // The board of the date chosen, no piece placed.
  async function load() {
    last = null;
    const data = await ask(null);
    if (!data) return;
    board = { labels: data.labels, givens: data.givens, position: data.givens.map((row) => row.slice()),
      colours: new Map() };
    if (held) say(`${held} Press Hint for the next piece.`, "warn");
    else say("Press Hint for the next piece.");
    held = null;
    draw();
  }

  async function hint() {
    if (!board) { await load(); if (!board) return; }
    const data = await ask(board.position);
    if (!data) return;
    if (data.refusal) { say(data.refusal, "bad"); return; }
    if (!data.steps.length) {  // a time limit that came first was said in the colour of a solved board
      if (data.solved) {  // the last step's frames stayed on the solved board
        last = null;
        draw();
        say("Solved: every piece is placed.", "good");
      } else say("No hint: the server's time limit ran out before a first step was found.", "warn");
      return;
    }
    last = data.steps[0];
    board.position = data.grid;
    const kind = last.rule === "choice" ? "A choice" : last.depth === 2 ? "A guess" : last.depth === 1 ? "A trial" : "Forced";
    say(`${kind}: ${last.sentence}`, last.depth === 2 ? "warn" : "good");
    draw();
  }

  document.addEventListener("DOMContentLoaded", () => {
    GS.$("play-hint").addEventListener("click", hint);
    GS.$("play-clear").addEventListener("click", load);
    for (const id of ["edition", "one-sided"]) GS.$(id).addEventListener("change", () => { board = null; last = null; draw(); });
    // an edition file: its buttons stayed enabled, and each press said only that play takes a built-in edition
    GS.$("edition").addEventListener("change", () => {
      const file = GS.$("edition").value.startsWith("file:");
      for (const id of ["play-show", "play-hint", "play-clear"]) GS.$(id).disabled = file;
      say(file ? "Playing on the board takes a built-in edition: choose one above to play." : "", file ? "warn" : "");
    });
    GS.$("play-show").addEventListener("click", load);
    GS.$("date").addEventListener("change", () => { if (board) load(); });  // a new date: its board, no piece
  });
})();
