// Play mode: on the page of a kind that declares `explains` (GET /api/kinds),
// a card where the puzzle in the page's #puzzle box is played by hand.  A
// click cycles a cell through the kind's position values (0 undecided, then
// each of `position_values`); Undo steps back; Check and Hint ask
// POST /api/hint: Check shows the cells that contradict the puzzle's only
// answer (a partial position) or the rules a filled position breaks (the
// kind's independent checker); Hint shows the next step's sentence with its
// premises (blue) and the cells it decides (red) on the board, and Apply (or
// Hint again) fills them.  The puzzle and the position live in the URL's
// fragment (#play=PUZZLE&at=ROWS), so a reload or a shared link restores them.
// A kind whose cells show clues (numbers) sends them as `labels`, drawn in the cells; one with regions (rooms)
// sends `regions`, whose borders are drawn thick; one with walls sends `walls`, drawn dark and never clicked (light,
// its numbers dark, where the kind's `play_walls` is "frame": a frame of numbers round the board); the
// kind's `position_looks` (GET /api/kinds) say how each value is drawn (a dot, a star, a bulb, a loop cell: the lines
// its neighbours force drawn between them; none: white, dark).
// A kind whose `play_entry` is "digit" (a digit genre) is played by typing: a cell selected by a click or the arrow
// keys takes a digit typed (two digits, or a letter A-G, for 10 and up on a 16x16) or picked from the pad under
// the board; Backspace, Delete or 0 empties it; its values are the puzzle's (`values` of POST /api/hint).  Pencil
// marks (the pad's Pencil, or Shift with a digit) note candidates in an empty cell; they stay in the page (Undo
// takes them back), never sent to the server nor kept in the address.
// A kind whose `play_entry` is "bridge" draws bridges between its labelled cells (islands): a click between two of
// them, or on one and then another it sees, steps the pair through one bridge, two, none, undecided; a hint's bounds
// (at least one, at most one) are drawn pale and as a dash; the position is sent as the answer's horizontal/vertical
// strings (see the section "a board of bridges").
// A kind whose `play_entry` is "loop" (Masyu, Slitherlink) draws its loop's segments on the loop board of loop.js,
// between cell centres or between the grid's dots as its `loop_nodes` say: the position is the lattice of nodes and
// segments a hint's grid holds (1 drawn, 2 crossed), the steps' points and a Check's mistakes are its points, named
// as the steps name them (r1c4-r1c5, the top of r2c3); Check sends a closed loop as the whole answer (every other
// segment and node off it), which the kind's checker judges.
// A kind whose `play_entry` is "rectangle" (Shikaku) is played by dragging from one corner of a rectangle to the
// opposite one: its cells take the value of the one given cell inside it (the number's rank), the number's cells
// drawn before left; a drag round no given cell empties its cells.  The rectangles are drawn with thick borders.
// Nothing here names a kind: the values, the looks and the givens come from the server.
"use strict";

(() => {
  const $ = GS.$;
  let kind = null;      // the kind's entry in /api/kinds
  let puzzle = "";      // the puzzle text being played
  let givens = null;    // rows: the given cells' values (0: the player's cell)
  let labels = null;    // rows: what a cell shows besides its value (a clue's number), or null
  let regions = null;   // rows: each cell's region (room) number, or null
  let walls = null;     // rows: true on a wall (no value is for it), or null
  let points = null;    // rows + 1 rows of cols + 1: the numbers on the grid points (cells' corners), or null
  let origin = [0, 0];  // the rows and columns before the cell the steps name r1c1 (a frame of numbers round it)
  let pos = null;       // rows: the position (0 undecided), givens included
  let undo = [];        // earlier positions
  let step = null;      // the hint shown, waiting to be applied
  let marks = new Map(); // "r,c" -> extra class names
  let inFlight = null;  // the AbortController of the request in flight
  let judged = null;    // the position the checker last found solved (JSON), so the line under the board says so
  let broke = null;     // the position Check last found breaking a rule (JSON): "press Check" stayed under it
  let askedFirst = false; // the error line says a puzzle must be given above first
  let boxRefused = false; // the error line is the server's refusal of a puzzle started (the box's text)
  let looked = false;   // the address's game (#play=...) was looked at, by the first kind mount() knew
  let refused = null;   // the server's error of the last request, or null
  let values = [];      // the names of the values 1, 2, ... (a digit genre's: its puzzle's digits)
  let sel = null;       // a digit board's selected cell [r, c], or null
  let pending = null;   // a digit typed that may start a two-digit one ({ r, c, d, at, marking, moved })
  let notes = new Map(); // a digit board's pencil marks: "r,c" -> Set of values
  let pencil = false;   // the pad's Pencil is on: digits typed or picked mark candidates

  function kindName() {
    const m = location.pathname.match(/^\/puzzle\/([^/]+)/);
    if (m) return decodeURIComponent(m[1]);
    // the general page: the kind chosen in its menu, or the one its last answer recognised (general.js)
    return ($("kind") && $("kind").value) || document.body.dataset.recognised || null;
  }

  function copy(rows) { return rows.map((r) => r.slice()); }
  // a cell as the steps name it: counted from the board's own first cell where a frame of numbers stands round it
  function where(r, c) { return looped() ? LOOP.where(r, c) : `r${r + 1 - origin[0]}c${c + 1 - origin[1]}`; }
  // (a wall is no cell to decide: a Kakuro's clue cells, 0 in its position as in its answer)
  function undecidedCount(rows) {
    const wall = walls ? walls.flat() : [];
    return rows.flat().filter((v, i) => !v && !wall[i]).length;
  }
  function isWall(r, c) { return walls !== null && Boolean(walls[r][c]); }
  function undecided() { return bridged() ? openLinks() : looped() ? LOOP.counts(pos).open : undecidedCount(pos); }
  function unit() { return bridged() ? "island pair" : looped() ? "segment" : "cell"; }
  // a digit genre's board (its cells take a digit typed), not one whose clicks cycle the values
  function typed() { return kind !== null && kind.play_entry === "digit"; }
  // what a typed value is called in the field ("height" of a Skyscrapers, "number" of a Fillomino)
  function word() { return (kind && kind.play_value_word) || "digit"; }
  // a board of bridges between islands (play_entry "bridge"): a click between two islands steps their bridges
  function bridged() { return kind !== null && kind.play_entry === "bridge"; }
  // a loop board (play_entry "loop"): the loop's segments drawn between cell centres or dots (loop.js)
  function looped() { return kind !== null && kind.play_entry === "loop"; }
  // a board of rectangles (play_entry "rectangle"): a drag from corner to corner draws one round a given cell
  function rected() { return kind !== null && kind.play_entry === "rectangle"; }
  let dragged = null;   // a rectangle board's drag: { from: [r, c], to: [r, c] }, or null
  let keyFrom = null;   // a rectangle board's first corner chosen from the keyboard: [r, c], or null
  let cellSize = 0;     // the board's cell size in px (a rectangle board's borders are redrawn at it)
  // what a loop board's nodes are, in the card's words
  function nodes() { return kind.loop_nodes === "dots" ? "dots" : "cell centres"; }

  // -- the URL ----------------------------------------------------------------------------------------------
  function saveUrl() {
    const params = new URLSearchParams();
    // the general page names the kind chosen in its menu (its address names none): opened again, it chooses it
    if (!/^\/puzzle\//.test(location.pathname) && kind) params.set("kind", kind.name);
    params.set("play", puzzle);
    // (a rank past 35 is no one character: such a position is not kept in the address)
    if (pos && !pos.some((row) => row.some((v) => v > 35))) params.set("at", pos.map((row) => row.map((v) => v.toString(36)).join("")).join("."));  // 10: a
    // (a ?NAME=VALUE, which no page with a play card reads, is left out: the address written, shared or reloaded,
    // said "the address holds ..., which this page does not read" anew after every move)
    history.replaceState(null, "", `${location.pathname}#${params.toString()}`);
  }

  function fromUrl() {
    const params = new URLSearchParams(location.hash.slice(1));
    const text = params.get("play");
    if (!text) return null;
    const at = params.get("at");
    // a digit board's 10 and up: a-z, in either case (a 16x16's address edited by hand in the page's own capitals,
    // "A" to "G", was "not rows of digits")
    const cells = typed() || bridged() || rected() ? /^[0-9a-z]+(\.[0-9a-z]+)*$/i : /^[0-9]+(\.[0-9]+)*$/;
    // a puzzle or position given twice with two values (a link with "&at=..." put after its own) took the first
    // unsaid: a position given twice is taken from neither, a puzzle given twice is not played (restore says so)
    const twice = ["play", "at"].find((key) => new Set(params.getAll(key)).size > 1) || null;
    const given = twice ? [...new Set(params.getAll(twice))] : [];
    const rows = twice !== "at" && at && cells.test(at)
      ? at.split(".").map((row) => row.split("").map((ch) => parseInt(ch, 36))) : null;
    // a position that is not one is named, not dropped
    return { text, rows, at, badAt: at && !rows && twice !== "at" ? at : null, twice, given };
  }

  // -- the card ---------------------------------------------------------------------------------------------
  function button(id, text, cls = "") { return GS.el("button", { type: "button", id, class: `play-act ${cls}`.trim() }, text); }

  function buildCard() {
    const names = kind.position_values;
    const card = GS.el("section", { class: "card play", id: "play", "aria-label": "Play" });
    card.append(GS.el("h2", {}, "Play it yourself"));
    card.append(GS.el("p", { class: "hint-text" }, (looped()
      ? `Click between two ${nodes()} (or drag from one to the next) to draw the loop, or erase a segment drawn; a ` +
        "right click (or X with the board focused, then an arrow) crosses a segment the loop does not take. Check " +
        "tells you whether your loop is right so far, and judges it once it closes; "
      : bridged()
      ? "Click a cell between two islands (or an island, then another it sees) to draw one bridge, then two, then " +
        "none, then undecided again. Check tells you whether your bridges are right so far; "
      : rected()
      ? "Drag from one corner of a rectangle to the opposite corner to draw it round the number it holds (its cells " +
        "take that number; a drag round no number empties its cells). Check tells you whether your rectangles are " +
        "right so far; "
      : typed()
      ? `Click a cell (or move with the arrow keys) and type its ${word()}, or pick it from the pad under the board; ` +
        `Backspace, Delete or 0 empties it; Pencil (or Shift with a digit) notes candidates. Check tells you ` +
        `whether your ${word()}s are right so far; `
      : `Click a cell to make it ${names.join(", then ")}, then undecided again. Check tells you whether your cells ` +
        "are right so far; ") + "Hint shows the next step a person can take, and why."));
    const actions = GS.el("div", { class: "actions" });
    actions.append(button("play-start", "Play this puzzle", "primary"), button("play-undo", "Undo"),
      button("play-check", "Check"), button("play-hint", "Hint"), button("play-apply", "Apply the hint"));
    card.append(actions, GS.el("p", { class: "error", id: "play-error", role: "alert", hidden: "" }));
    const body = GS.el("div", { class: "play-body" });
    const left = GS.el("div", { class: "play-left" });
    left.append(GS.el("div", { class: "grid play-board", id: "play-board", "aria-label": "the board" }),
      GS.el("div", { class: "play-pad", id: "play-pad", role: "group", "aria-label": `${word()}s`, hidden: "" }),
      GS.el("p", { class: "counter", id: "play-count" }));
    const right = GS.el("div", { class: "play-right", "aria-live": "polite" });
    right.append(GS.el("p", { class: "verdict", id: "play-verdict" }), GS.el("p", { class: "play-message", id: "play-message" }),
      GS.el("ul", { class: "play-lines", id: "play-lines" }), GS.el("p", { class: "hint-text", id: "play-note" }));
    const legend = GS.el("p", { class: "hint-text play-legend", id: "play-legend", hidden: "" });
    // (a step reading no decided cell, a Star Battle's "cramped" from the givens, keyed a blue frame it did not draw)
    const why = GS.el("span", { id: "play-legend-premise" });
    // (a loop board's steps are of both; on the dots of dots too, its numbers' cells among the premises)
    const points = !looped() ? "the cells" : kind.loop_nodes === "dots" ? "the dots, cells and segments"
      : "the cells and segments";
    why.append(GS.el("span", { class: "swatch premise" }), document.createTextNode(` ${points} that justify the step  `));
    legend.append(why, GS.el("span", { class: "swatch decided" }), document.createTextNode(` ${points} it decides`));
    right.append(legend);
    body.append(left, right);
    card.append(body);
    const main = document.querySelector("main");
    main.append(card);
    $("play-start").addEventListener("click", () => {
      const text = $("puzzle") ? $("puzzle").value : "";
      if (!text.trim()) { showError(`${ways()} a puzzle above first`); askedFirst = true; return; }
      start(text, null);
    });
    // a puzzle pasted or chosen after it answers that line: it stayed under the pasted puzzle and its answer
    // so does another puzzle's refusal (the address's "#play=%": "symbol '%' is not 0 (empty)..." stayed beside the
    // puzzle typed in its place, as if that were refused)
    GS.onReplaced(() => { if (askedFirst || boxRefused) { askedFirst = false; showError(""); } });
    $("play-undo").addEventListener("click", () => { back(); keepFocus($("play-undo")); });
    $("play-check").addEventListener("click", check);
    card.addEventListener("keydown", typingOff);
    $("play-hint").addEventListener("click", () => (step ? apply() : hint()));
    $("play-apply").addEventListener("click", () => { apply(); keepFocus($("play-apply")); });  // (it hides)
    buttons();
  }

  // How this page gives a puzzle (said when Play is pressed without one): a page with no drawing grid or
  // generator (Nurikabe's, the general page's) was told "paste, draw or generate a puzzle above first".  The general
  // page's Generate counts only where its kind has a generator (its box is hidden otherwise).
  function ways() {
    const made = $("generate") && !$("generate").closest("[hidden]");
    const have = ["paste", $("file") && "choose", $("editor") && "draw", made && "generate"].filter(Boolean);
    return have.length > 1 ? `${have.slice(0, -1).join(", ")} or ${have[have.length - 1]}` : have[0];
  }

  // A play button pressed from the keyboard and disabled or hidden meanwhile (Check, Hint, Play while asking; Undo
  // with no more to take back; Apply, hidden once applied) dropped the focus to the page's top: it goes back to the
  // button, else the next usable after it, else the one before (Apply: Hint; it went to "Play this puzzle", the
  // card's first, where Enter pressed for the next step started the game over)
  function keepFocus(pressed) {
    if (!pressed || !pressed.closest || !pressed.closest("#play")) return;
    setTimeout(() => {
      const a = document.activeElement;
      if (a && a !== document.body && !a.disabled && !a.hidden) return;
      const all = [...$("play").querySelectorAll(".actions button")];
      const usable = (b) => !b.disabled && !b.hidden;
      const at = all.indexOf(pressed);
      const next = usable(pressed) ? pressed : all.slice(at + 1).find(usable) || all.slice(0, at).reverse().find(usable);
      if (next) next.focus();
    }, 0);
  }

  function buttons() {
    const playing = pos !== null;
    $("play-undo").disabled = !playing || !undo.length || inFlight !== null;
    $("play-check").disabled = !playing || inFlight !== null;
    $("play-hint").disabled = !playing || inFlight !== null;
    $("play-apply").hidden = step === null;
    $("play-start").disabled = inFlight !== null;
  }

  function showError(message) { askedFirst = false; boxRefused = false; GS.setError($("play-error"), message); }

  function say(verdict, tone, message, lines = [], note = "") {
    $("play-verdict").textContent = verdict;
    $("play-verdict").className = tone ? `verdict ${tone}` : "verdict";
    $("play-message").textContent = message;
    $("play-lines").replaceChildren(...lines.map((line) => GS.el("li", {}, line)));
    $("play-note").textContent = note;
  }

  // The board: built once per puzzle, then its cells updated in place (a cell keeps its focus).
  function build() {
    const board = $("play-board");
    board.classList.remove("loop-board");
    if (looped()) {
      LOOP.build(board, labels, { value: (r, c) => pos[r][c], change: drawLoop, redraw: render }, kind.loop_nodes,
        regions);
      return;
    }
    const rows = pos.length;
    const cols = pos[0].length;
    // (a new size redraws the regions' lines, drawn at the cells' size)
    const size = GS.fitCells(board, cols, 14, 44, (now) => {
      const lines = board.querySelector(".play-regions");
      cellSize = now;
      if (lines) lines.replaceWith(borders(rows, cols, now, rected() ? drawnRegions() : regions));
      const numbers = board.querySelector(".play-points");
      if (numbers) numbers.replaceWith(corners(rows, cols));
    });
    board.style.gridTemplateColumns = `repeat(${cols}, var(--cell))`;
    const cells = [];
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const b = GS.el("button", { type: "button", class: "cell" });
        b.dataset.row = r; b.dataset.col = c;
        if ((givens[r][c] && !rected()) || isWall(r, c)) b.disabled = true;
        else if (rected()) {
          b.addEventListener("pointerdown", (event) => dragFrom(event, r, c));
          b.addEventListener("click", (event) => { if (event.detail === 0) keyCorner(r, c); });  // Enter or Space
          b.addEventListener("focus", () => { if (keyFrom) { dragged.to = [r, c]; render(); } });
        }
        else if (typed()) { b.addEventListener("click", () => choose(r, c)); b.addEventListener("focus", () => choose(r, c)); }
        else if (bridged()) b.addEventListener("click", () => bridgeClick(r, c));
        else b.addEventListener("click", () => turn(r, c));
        if (typed()) b.append(GS.el("span", { class: "digit" }));
        if (labels && labels[r][c]) {  // a clue of many digits cut, as the pictures cut it: written whole, it ran
          // across its row over the other cells (the cell's title and spoken name keep it whole)
          const whole = String(labels[r][c]);
          const shown = whole.length <= 6 ? whole : `${whole.slice(0, 5)}\u2026`;
          const label = GS.el("span", { class: "label" }, shown);
          // scaled to the cell: at the page's own size a 20x20 Hitori's cells are ~21 px, where two digits at
          // the page's font ran edge to edge ("1015151410" along a row) and under the hint's red frame
          const share = shown.length === 1 ? 0.55 : shown.length <= 3 ? 1 / shown.length : 1.2 / shown.length;
          label.style.fontSize = `min(1em, calc(var(--cell) * ${share.toFixed(3)}))`;
          b.append(label);
          if (whole.length > 6) b.title = whole;
        }
        cells.push(b);
      }
    }
    board.replaceChildren(...cells);
    cellSize = size;
    if (regions || rected()) board.append(borders(rows, cols, size, rected() ? drawnRegions() : regions));
    if (points) board.append(corners(rows, cols));
    GS.gridKeys(board, cols);  // one Tab stop, arrow keys between cells
    board.classList.toggle("labelled", labels !== null);
    board.classList.toggle("regioned", regions !== null);
    board.classList.toggle("pointed", points !== null);  // room round it for the numbers on its edge  // its shaded cells lighter: the borders show across them
    board.classList.toggle("digits", typed());
    board.classList.toggle("framed", kind !== null && kind.play_walls === "frame");  // its walls a frame of numbers, drawn light
    board.classList.toggle("rects", rected());
    board.classList.toggle("wide", typed() && values.some((name) => name.length > 1));  // two-digit values: smaller
    sel = null;
    pending = null;
    notes = new Map();
    board.style.setProperty("--k", String(Math.ceil(Math.sqrt(values.length))));  // pencil marks: k x k a cell
    if (typed()) { board.addEventListener("keydown", typing); pad(); }
    keyFrom = null;
    dragged = null;
    if (rected()) board.addEventListener("keydown", (event) => { if (event.key === "Escape" && keyFrom) letCornerGo(); });
  }

  // The thick lines between regions (and round the board), drawn over the cells' gaps: the board's cells are `size`
  // px apart by 2 px gaps inside a 2 px padding, so a line between columns c-1 and c runs at x = 1 + c * (size + 2).
  function borders(rows, cols, size, by = regions) {
    const ns = "http://www.w3.org/2000/svg";
    const at = (i) => 1 + i * (size + 2);
    const svg = document.createElementNS(ns, "svg");
    svg.setAttribute("class", "play-regions");
    svg.setAttribute("aria-hidden", "true");
    svg.setAttribute("viewBox", `0 0 ${at(cols) + 1} ${at(rows) + 1}`);
    let d = `M${at(0)} ${at(0)}H${at(cols)}V${at(rows)}H${at(0)}Z`;
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        if (c + 1 < cols && by[r][c] !== by[r][c + 1]) d += `M${at(c + 1)} ${at(r)}V${at(r + 1)}`;
        if (r + 1 < rows && by[r][c] !== by[r + 1][c]) d += `M${at(c)} ${at(r + 1)}H${at(c + 1)}`;
      }
    }
    const path = document.createElementNS(ns, "path");
    path.setAttribute("d", d);
    svg.append(path);
    return svg;
  }

  // The numbers on the grid points, each in a small white circle on its corner of the cells, as puzz.link draws
  // them: cells one unit apart from a corner at 0 (an SVG in units of cells, scaled over the board: its 2 px padding
  // and gaps are a few pixels off at most); hidden from screen readers, as the regions are (a hint names its points).
  function corners(rows, cols) {
    const ns = "http://www.w3.org/2000/svg";
    const svg = document.createElementNS(ns, "svg");
    svg.setAttribute("class", "play-points");
    svg.setAttribute("aria-hidden", "true");
    svg.setAttribute("viewBox", `0 0 ${cols} ${rows}`);
    svg.setAttribute("preserveAspectRatio", "none");
    svg.style.overflow = "visible";
    for (let r = 0; r <= rows; r++) {
      for (let c = 0; c <= cols; c++) {
        const number = points[r] && points[r][c];
        if (!number) continue;
        const circle = document.createElementNS(ns, "circle");
        circle.setAttribute("cx", c); circle.setAttribute("cy", r); circle.setAttribute("r", 0.27);
        const text = document.createElementNS(ns, "text");
        text.setAttribute("x", c); text.setAttribute("y", r + 0.012);
        text.textContent = number;
        svg.append(circle, text);
      }
    }
    return svg;
  }

  // a cell's frame in words: a screen reader read "row 2, column 3: white" alone, the frames seen only by the eye
  const MARKS = { premise: ", justifies the step", decided: ", the step decides it", wrong: ", a mistake",
    conflict: ", a clue that cannot hold with the others framed" };

  // A value drawn as a bulb lights its row and column up to a wall or the edge (what the look means): the cells
  // lit, "r,c" (a bulb among them is lit by another: two that see each other).  Empty where no value is a bulb.
  function litCells(looks) {
    const bulb = looks.indexOf("bulb") + 1;
    const out = new Set();
    const rows = pos.length;
    const cols = pos[0].length;
    const open = (i, j) => i >= 0 && i < rows && j >= 0 && j < cols && !(walls && walls[i][j]);
    for (let r = 0; bulb && r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        if (pos[r][c] !== bulb) continue;
        for (const [dr, dc] of [[0, 1], [0, -1], [1, 0], [-1, 0]]) {
          for (let i = r + dr, j = c + dc; open(i, j); i += dr, j += dc) out.add(`${i},${j}`);
        }
      }
    }
    return out;
  }

  // A value drawn as a loop cell is on one loop through cell centres (what the look means), and the board draws the
  // joins its cells force as lines: a loop cell whose ways left (neighbours that are loop cells or undecided, no wall,
  // no join ruled out) are two joins both; a cell holding two joins takes no other; the two ends of one piece side by
  // side are not joined while a loop cell lies off it; until nothing changes.  Lines are drawn between loop cells (a
  // finished grid: the whole loop).  An SVG in units of cells over the board, as the grid points' numbers are drawn.
  function loopLines(looks) {
    const loop = looks.indexOf("loop") + 1;
    const board = $("play-board");
    const old = board.querySelector(".play-loop");
    board.classList.toggle("looped", loop > 0);  // its walls pale (style.css), told apart from shaded cells
    if (!loop) { if (old) old.remove(); return; }
    const rows = pos.length;
    const cols = pos[0].length;
    const id = (r, c) => r * cols + c;
    const key = (a, b) => (a < b ? `${a},${b}` : `${b},${a}`);
    const on = [];
    const near = new Map();
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        if (walls && walls[r][c]) continue;
        if (pos[r][c] === loop) on.push(id(r, c));
        near.set(id(r, c), [[r - 1, c], [r + 1, c], [r, c - 1], [r, c + 1]].filter(([i, j]) => i >= 0 && i < rows
          && j >= 0 && j < cols && !(walls && walls[i][j]) && (pos[i][j] === 0 || pos[i][j] === loop))
          .map(([i, j]) => id(i, j)));
      }
    }
    const chosen = new Set();
    const banned = new Set();
    const held = (a) => near.get(a).filter((b) => chosen.has(key(a, b)));
    const end = (a, b) => {  // the other end of the piece from a through b
      let before = a;
      let here = b;
      for (;;) {
        const ahead = held(here).filter((x) => x !== before);
        if (!ahead.length || ahead[0] === a) return ahead.length ? -1 : here;
        before = here; here = ahead[0];
      }
    };
    for (let changed = true, rounds = 0; changed && rounds < 4 * rows * cols; rounds++) {
      changed = false;
      for (const a of on) {
        const ways = near.get(a).filter((b) => !banned.has(key(a, b)));
        const has = held(a);
        if (has.length === 2 && ways.length > 2) {
          for (const b of ways) if (!has.includes(b)) { banned.add(key(a, b)); changed = true; }
        } else if (ways.length === 2 && has.length < 2) {
          for (const b of ways) if (!has.includes(b)) { chosen.add(key(a, b)); changed = true; }
        }
      }
      if (changed) continue;
      for (const a of on) {  // a piece's ends side by side, not joined while a loop cell lies off the piece
        const has = held(a);
        if (has.length !== 1) continue;
        const z = end(a, has[0]);
        if (z < 0 || !near.get(a).includes(z) || chosen.has(key(a, z)) || banned.has(key(a, z))) continue;
        let size = 1;
        for (let before = a, here = has[0]; here !== z; size++) {
          const next = held(here).find((x) => x !== before);
          before = here; here = next;
        }
        if (size + 1 < on.length && pos[Math.floor(z / cols)][z % cols] === loop) { banned.add(key(a, z)); changed = true; }
      }
    }
    let d = "";
    for (const pair of chosen) {
      const [a, b] = pair.split(",").map(Number);
      const [ra, ca, rb, cb] = [Math.floor(a / cols), a % cols, Math.floor(b / cols), b % cols];
      if (pos[ra][ca] === loop && pos[rb][cb] === loop) d += `M${ca + 0.5} ${ra + 0.5}L${cb + 0.5} ${rb + 0.5}`;
    }
    const ns = "http://www.w3.org/2000/svg";
    const svg = document.createElementNS(ns, "svg");
    svg.setAttribute("class", "play-loop");
    svg.setAttribute("aria-hidden", "true");
    svg.setAttribute("viewBox", `0 0 ${cols} ${rows}`);
    svg.setAttribute("preserveAspectRatio", "none");
    const path = document.createElementNS(ns, "path");
    path.setAttribute("d", d);
    svg.append(path);
    if (old) old.replaceWith(svg); else board.append(svg);
  }

  function render() {
    if (looped()) { renderLoop(); return; }
    if (rected()) {  // the rectangles drawn so far: borders between cells of different values (none between undecided)
      const lines = $("play-board").querySelector(".play-regions");
      if (lines) lines.replaceWith(borders(pos.length, pos[0].length, cellSize, drawnRegions()));
    }
    const names = [typed() ? "empty" : "undecided"].concat(values);
    const looks = kind.position_looks || [];
    const lit = litCells(looks);
    loopLines(looks);
    const cols = pos[0].length;
    const near = nearSelected();
    $("play-board").querySelectorAll(".cell").forEach((b, i) => {
      const r = Math.floor(i / cols);
      const c = i % cols;
      if (bridged()) { drawBridges(b, r, c); return; }
      const v = pos[r][c];
      const given = givens[r][c] !== 0;
      const wall = walls !== null && walls[r][c];
      const look = !wall && v && looks[v - 1] ? ` look-${looks[v - 1]}` : "";
      const shone = lit.has(`${r},${c}`) ? " lit" : "";
      // each cell written only when it changed: a click on a 100x100 Light Up rewrote all 10,000 cells (350 ms)
      const held = rected() && dragged && inside(dragged, r, c) ? " dragged" : "";
      const cls = (`cell v${v}${held}${given ? " given" : ""}${wall ? " wall" : ""}${look}${shone}${near(r, c, v)} ` +
        `${marks.get(`${r},${c}`) || ""}`).trim();
      if (b.className !== cls) b.className = cls;
      if (b.dataset.value !== String(v)) b.dataset.value = v;
      if (typed()) writeDigit(b, r, c, v);
      const shows = labels && labels[r][c] ? ` ${labels[r][c]}` : "";
      // a digit board's cell the step decides says the digit drawn red in it (it said "the step decides it" alone,
      // and the pencil marks the red digit hides)
      const coming = typed() && !v && step ? step.decided.find(({ cell }) => cell[0] === r && cell[1] === c) : null;
      const mark = coming ? `, the step writes ${values[coming.value - 1]} here`
        : MARKS[(marks.get(`${r},${c}`) || "").split(" ")[0]] || "";
      const candidates = typed() && !v && !coming ? noted(r, c).map((w) => values[w - 1]) : [];
      const pencilled = candidates.length ? `, pencil marks ${candidates.join(" ")}` : "";
      const what = wall ? "a wall" : `${names[v]}${given ? " (given)" : ""}${shone ? ", lit" : ""}${pencilled}`;
      // a cell of a frame of numbers round the board is none of the board's cells the steps name (r-2c1)
      const framing = wall && (r < origin[0] || c < origin[1]);
      const said = framing ? `the frame${shows ? `, the number${shows}` : ""}` : `${where(r, c)}${shows}: ${what}${mark}`;
      if (b.getAttribute("aria-label") !== said) b.setAttribute("aria-label", said);
    });
    const left = undecided();
    // it said "press Check" under a board that Check had just called Solved!
    const solved = judged !== null && judged === JSON.stringify(pos);
    $("play-count").textContent = left ? `${GS.plural(left, unit())} to ${typed() ? "fill" : "decide"}.`
      : solved ? `Every ${unit()} is decided: solved.` : broke === JSON.stringify(pos)
        ? `Every ${unit()} is decided, and a rule is broken (above).` : `Every ${unit()} is decided: press Check.`;
    $("play-legend").hidden = step === null;
    $("play-legend-premise").hidden = step === null || !step.premises.length;
    buttons();
    padButtons();
  }

  // -- a loop board (play_entry "loop", loop.js) ---------------------------------------------------------------
  // Lattice point (r, c) set to v by the player (a segment drawn, erased, crossed); `joined`: a drag's later
  // segments, one Undo with its first.
  function drawLoop(r, c, v, joined) {
    if (pos[r][c] === v) return;
    stopAsking();
    if (!joined) undo.push(snapshot());
    pos[r][c] = v;
    forget();
    say("", "", "");
    render();
    saveUrl();
  }

  function renderLoop() {
    LOOP.render(pos, marks);
    const { drawn, crossed } = LOOP.counts(pos);
    const solved = judged !== null && judged === JSON.stringify(pos);
    $("play-count").textContent = `${GS.plural(drawn, "segment")} drawn, ${crossed.toLocaleString("en")} crossed` +
      (solved ? ": solved." : !LOOP.closed(pos) ? "." : broke === JSON.stringify(pos)
        ? ": the loop is closed, and a rule is broken (above)." : ": the loop is closed, press Check.");
    $("play-legend").hidden = step === null;
    $("play-legend-premise").hidden = step === null || !step.premises.length;
    buttons();
  }

  // -- a digit board (play_entry "digit") ------------------------------------------------------------------
  // The digit a cell shows: its own, else the one the hint shown would write there (drawn red in its red frame).
  function writeDigit(b, r, c, v) {
    const coming = !v && step ? step.decided.find(({ cell }) => cell[0] === r && cell[1] === c) : null;
    const text = v ? values[v - 1] : coming ? values[coming.value - 1] : "";
    const span = b.querySelector(".digit");
    if (span.textContent !== text) span.textContent = text;
    span.classList.toggle("coming", Boolean(coming));
    const list = text ? [] : noted(r, c);
    let box = b.querySelector(".notes");
    if ((box ? box.dataset.list : "") === list.join(",")) return;
    if (!box) { box = GS.el("span", { class: "notes", "aria-hidden": "true" }); b.append(box); }
    box.dataset.list = list.join(",");
    const k = Math.ceil(Math.sqrt(values.length));  // each candidate at its own place, as on paper
    box.replaceChildren(...list.map((w) => {
      const mark = GS.el("span", {}, values[w - 1]);
      mark.style.gridRow = String(Math.floor((w - 1) / k) + 1);
      mark.style.gridColumn = String(((w - 1) % k) + 1);
      return mark;
    }));
  }

  // The pencil marks of cell (r, c), in order; the Undo snapshot of the position, its pencil marks with it.
  function noted(r, c) { return [...(notes.get(`${r},${c}`) || [])].sort((a, b) => a - b); }
  function snapshot() {
    const saved = copy(pos);
    if (typed()) saved.notes = cloned(notes);
    return saved;
  }
  function cloned(from) { return new Map([...from].map(([at, set]) => [at, new Set(set)])); }

  // A digit written at (r, c) is no more a candidate of its row, column and region: struck from their marks (a
  // board without regions, Fillomino's, holds a number any number of times in a row: none struck).
  function strike(r, c, v) {
    if (!regions) return;
    for (const [at, set] of notes) {
      const [i, j] = at.split(",").map(Number);
      if (i === r || j === c || (regions && regions[i][j] === regions[r][c])) set.delete(v);
    }
  }

  // A pencil mark v toggled in cell (r, c) (0: its marks cleared); `merge`: the second digit of a two-digit value,
  // toggled in place of its first.  A cell holding a digit takes none.
  function mark(r, c, v, merge = false) {
    if (givens[r][c] || isWall(r, c)) return false;
    // a digit pencilled into a cell holding one did nothing, unsaid
    if (pos[r][c]) { say("", "warn", `${where(r, c)} holds a ${word()}: pencil marks go in an empty cell.`); return false; }
    const at = `${r},${c}`;
    const before = merge && undo.length && undo[undo.length - 1].notes ? undo[undo.length - 1].notes.get(at) : null;
    if (!merge) undo.push(snapshot());
    const set = merge ? new Set(before || []) : notes.get(at) || new Set();
    if (v === 0) set.clear(); else if (set.has(v)) set.delete(v); else set.add(v);
    notes.set(at, set);
    say("", "", "");
    render();
    return true;
  }

  // The selected cell's peers (its row, column and region, lightly tinted) and the cells holding its digit (a
  // darker tint), as Sudoku apps show them: a class to add to cell (r, c) holding v.
  function nearSelected() {
    if (!typed() || sel === null) return () => "";
    const [sr, sc] = sel;
    const digit = pos[sr][sc];
    return (r, c, v) => (r === sr && c === sc ? " selected" : digit && v === digit ? " same"
      : regions && (r === sr || c === sc || regions[r][c] === regions[sr][sc]) ? " peer" : "");  // (no regions:
    // Fillomino, whose rows and columns are no Sudoku's units)
  }

  function choose(r, c) {
    if (sel && sel[0] === r && sel[1] === c) return;
    sel = [r, c];
    pending = null;
    render();
  }

  // The digit pad under the board: a button a value, and one that empties the cell (a phone has no keys).
  function pad() {
    const box = $("play-pad");
    const keys = values.map((name, i) => {
      const b = GS.el("button", { type: "button", class: "pad-key", "data-value": String(i + 1) }, name);
      b.addEventListener("click", () => fromPad(i + 1));
      return b;
    });
    const clear = GS.el("button", { type: "button", class: "pad-key pad-clear", "data-value": "0",
      "aria-label": "empty the cell" }, "\u232B");
    clear.addEventListener("click", () => fromPad(0));
    const toggle = GS.el("button", { type: "button", class: "pad-key pad-pencil", id: "play-pencil",
      "aria-pressed": String(pencil), title: `pencil marks: ${word()}s typed or picked note candidates (or Shift+digit)` },
    "\u270E Pencil");
    toggle.addEventListener("click", () => {
      pencil = !pencil;
      toggle.setAttribute("aria-pressed", String(pencil));
      if (sel) cellAt(sel[0], sel[1]).focus({ preventScroll: true });
    });
    box.replaceChildren(...keys, clear, toggle);
    box.hidden = false;
  }

  function padButtons() {
    const box = $("play-pad");
    if (!box || box.hidden) return;
    const none = sel === null;
    box.querySelectorAll("button:not(.pad-pencil)").forEach((b) => { b.disabled = none; });
    box.setAttribute("aria-label", none ? `${word()}s (select a cell first)` : `${word()}s for ${where(sel[0], sel[1])}`);
  }

  function fromPad(v) {
    if (sel === null) return;
    pending = null;
    write(sel[0], sel[1], v, pencil);
    cellAt(sel[0], sel[1]).focus({ preventScroll: true });  // typing goes on from the cell
  }

  function cellAt(r, c) { return $("play-board").querySelectorAll(".cell")[r * pos[0].length + c]; }

  // A key on a digit board: 1-9 write a digit; a second digit within TWO_DIGITS ms of a first makes a two-digit
  // value where the board has one (1 then 6: 16), as does a letter (A: 10, ..., G: 16); Backspace, Delete and 0
  // (not after a 1) empty the cell.  Other keys (arrows, Tab) go on to the page.
  const TWO_DIGITS = 1500;
  function typing(event, to = null) {
    if (event.ctrlKey || event.metaKey || event.altKey || !pos) return;
    const cell = to || (event.target.closest && event.target.closest(".cell"));
    if (!cell || cell.disabled) return;
    const [r, c] = [Number(cell.dataset.row), Number(cell.dataset.col)];
    const n = values.length;
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    // Shift+1 is "!" on most keyboards: the key's place says its digit; a key that types no character is no digit
    // (the number pad's 2 with Num Lock off is ArrowDown: it wrote a 2 in the cell the arrow then left), unless Num
    // Lock is on (Shift with the pad's 2 is ArrowDown then: a pencil mark, as Shift with the 2 above the letters)
    const numLock = event.getModifierState && event.getModifierState("NumLock") && /^Numpad/.test(event.code || "");
    const code = event.key.length === 1 || numLock ? /^(?:Digit|Numpad)([0-9])$/.exec(event.code || "") : null;
    const digit = /^[0-9]$/.test(key) ? key : code ? code[1] : null;
    let v = null;
    let merge = false;
    let joined = false;  // the second digit of a two-digit value
    if (digit !== null) {
      const d = Number(digit);
      // a mark's first digit goes on only as a mark, a digit's as a digit: Shift+1 (a mark 1) then 6 (a digit) wrote
      // 16 in the cell, the mark taken off
      const marking = pencil || event.shiftKey;
      const first = pending && pending.r === r && pending.c === c && pending.marking === marking
        && Date.now() - pending.at < TWO_DIGITS ? pending.d : 0;
      // (one move with its first only if the first made one: 1 typed on a cell holding 1 changed nothing, and 6 after
      // it took the marks back from the move before, undoing a pencil mark made since, the 16 one Undo with it)
      if (first && first * 10 + d <= n) { v = first * 10 + d; joined = true; merge = pending.moved; }
      else v = d <= n ? d : null;
      pending = v && !joined && v * 10 <= n ? { r, c, d: v, at: Date.now(), marking, moved: false } : null;
      if (v === null) say("", "warn", `This board takes the ${word()}s 1 to ${values[n - 1]}.`);
    } else if (/^[a-z]$/.test(key) && n > 9) {
      v = 10 + key.charCodeAt(0) - 97;
      if (v > n) { v = null; say("", "warn", `This board takes the ${word()}s 1 to ${values[n - 1]}.`); }
      pending = null;
    } else if (key === "Backspace" || key === "Delete") { v = 0; pending = null; } else return;
    event.preventDefault();
    choose(r, c);
    const moved = v !== null && write(r, c, v, pencil || event.shiftKey, merge);
    if (pending) pending.moved = moved;
  }

  // A digit, letter, Backspace or Delete typed in the card outside the board (its focus on Check, Hint, Undo or Hint
  // after Apply) goes to the cell still shown selected: it went nowhere, the player's next digit lost after each Check.
  // An arrow key there moves the selection from that cell, as on the board.
  function typingOff(event) {
    if (!typed() || sel === null || !pos || event.target.closest(".play-board")) return;
    const { key } = event;
    if (/^Arrow(?:Right|Left|Up|Down)$/.test(key) && !event.target.closest("input, select, textarea")) {
      // an arrow after Check moved nothing, and the digit typed next overwrote the cell left selected
      const from = cellAt(sel[0], sel[1]);
      if (from && !from.disabled) { from.focus({ preventScroll: true }); $("play-board").onkeydown(event); }
      return;
    }
    if (!/^[0-9a-z]$/i.test(key) && key !== "Backspace" && key !== "Delete" && !/^(?:Digit|Numpad)[0-9]$/.test(
      key.length === 1 ? event.code || "" : "")) return;
    const cell = cellAt(sel[0], sel[1]);
    if (!cell || cell.disabled) return;
    typing(event, cell);
    if (event.defaultPrevented) cell.focus({ preventScroll: true });
  }

  // A value typed or picked: a digit written, or with `marking` a pencil mark toggled; 0 empties a cell holding a
  // digit, Pencil on or off (with Pencil on, Backspace, the pad's key and 0 did nothing to a digit written: it could
  // not be taken off without turning Pencil off first), and an empty cell emptied again loses its marks.
  function write(r, c, v, marking, merge = false) {
    const marks = v === 0 ? !pos[r][c] && noted(r, c).length > 0 : marking;
    return marks ? mark(r, c, v, merge) : put(r, c, v, merge);  // (whether it moved)
  }

  // Cell (r, c) of a digit board set to v (0: emptied); `merge`: the second digit of a two-digit value, one move
  // with its first (one Undo takes both back).
  function put(r, c, v, merge = false) {
    if (givens[r][c] || isWall(r, c) || pos[r][c] === v) return false;
    stopAsking();
    if (!merge) undo.push(snapshot());
    // (the marks its first digit struck, back: 1 then 6 strikes 16 alone)
    else if (undo.length && undo[undo.length - 1].notes) notes = cloned(undo[undo.length - 1].notes);
    pos[r][c] = v;
    if (v) strike(r, c, v);
    forget();
    say("", "", "");
    render();
    saveUrl();
    return true;
  }

  // -- a board of bridges (play_entry "bridge") ------------------------------------------------------------
  // The islands are the labelled cells; a link joins two that see each other along a row or column over empty
  // cells.  A cell holds the state of the side to its right and the side below it, each a code: 0 undecided, 1 no
  // bridge, 2 one, 3 two, 4 at least one (PLUS), 5 at most one (MINUS); its value is right + 6 x down (one base-36
  // character in the address).  Sent to the server as the answer's horizontal/vertical strings.
  const PLUS = 4;
  const MINUS = 5;
  const SIDE = ".012+-";
  let links = [];       // [{a: [r, c], b: [r, c], cells: [a, ...cells between], h: true along a row}]
  let picked = null;    // the island clicked first ([r, c]), or null

  function isIsland(r, c) { return labels !== null && labels[r][c] !== ""; }
  function findLinks() {
    links = [];
    picked = null;
    const rows = labels.length;
    const cols = labels[0].length;
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        if (!isIsland(r, c)) continue;
        for (const [dr, dc] of [[0, 1], [1, 0]]) {
          const cells = [[r, c]];
          let y = r + dr;
          let x = c + dc;
          while (y < rows && x < cols && !isIsland(y, x)) { cells.push([y, x]); y += dr; x += dc; }
          if (y < rows && x < cols) links.push({ a: [r, c], b: [y, x], cells, h: dr === 0 });
        }
      }
    }
  }
  function sideOf(v, h) { return h ? v % 6 : Math.floor(v / 6); }
  function withSide(v, h, code) { return h ? code + 6 * Math.floor(v / 6) : (v % 6) + 6 * code; }
  function linkState(k) { const [r, c] = links[k].a; return sideOf(pos[r][c], links[k].h); }
  function setLink(k, code) {
    for (const [r, c] of links[k].cells) pos[r][c] = withSide(pos[r][c], links[k].h, code);
  }
  function openLinks() { return links.filter((_, k) => ![1, 2, 3].includes(linkState(k))).length; }
  // the board before any move: every link undecided, every other side no bridge
  function openBoard() {
    const rows = copy(givens).map((row) => row.map(() => 1 + 6));
    for (const { cells, h } of links) for (const [r, c] of cells) rows[r][c] = withSide(rows[r][c], h, 0);
    return rows;
  }
  function linkOf([a, b]) {
    const k = links.findIndex((l) => l.a[0] === a[0] && l.a[1] === a[1] && l.b[0] === b[0] && l.b[1] === b[1]);
    return k < 0 ? null : k;
  }
  function sideStrings(rows) {
    const out = { horizontal: [], vertical: [] };
    for (let r = 0; r < rows.length; r++) {
      out.horizontal.push(rows[r].slice(0, -1).map((v) => SIDE[sideOf(v, true)] || ".").join(""));
      if (r + 1 < rows.length) out.vertical.push(rows[r].map((v) => SIDE[sideOf(v, false)] || ".").join(""));
    }
    return out;
  }
  const NEXT = { 0: 2, 2: 3, 3: 1, 1: 0, 4: 3, 5: 2 };  // one, two, none, undecided (a bound: on to a count)
  function stepLink(k) {
    stopAsking();
    undo.push(snapshot());
    setLink(k, NEXT[linkState(k)]);
    picked = null;
    forget();
    say("", "", "");
    render();
    saveUrl();
  }
  function bridgeClick(r, c) {
    if (isIsland(r, c)) {  // an island, then another it sees: their link
      if (picked && (picked[0] !== r || picked[1] !== c)) {
        const k = linkOf([picked, [r, c]].sort((p, q) => p[0] - q[0] || p[1] - q[1]));
        if (k !== null) { stepLink(k); return; }
      }
      picked = picked && picked[0] === r && picked[1] === c ? null : [r, c];
      render();
      return;
    }
    // a cell between two islands: the link through it (where two cross, the one drawn, else the one along the row)
    const through = links.map((l, k) => k).filter((k) => links[k].cells.slice(1).some(([y, x]) => y === r && x === c));
    if (!through.length) return;
    const drawn = through.find((k) => [2, 3, PLUS].includes(linkState(k)));
    stepLink(drawn !== undefined ? drawn : through[0]);
  }
  // a cell's look: an island a circle with its number, a bridge one or two lines across the cell (at an island,
  // from its side), at least one a pale line, at most one a short dash
  const INK = "#2a6fdb";
  const PALE = "#9fbfee";
  function drawBridges(b, r, c) {
    const parts = [];
    const line = (h, half, n, colour) => {
      const size = h ? `${half ? "50%" : "100%"} 2px` : `2px ${half ? "50%" : "100%"}`;
      const along = half === "start" ? "0%" : half === "end" ? "100%" : "0%";
      for (const off of n === 2 ? ["calc(50% - 3px)", "calc(50% + 3px)"] : ["50%"]) {
        const at = h ? `${along} ${off}` : `${off} ${along}`;
        parts.push(`linear-gradient(${colour}, ${colour}) ${at} / ${size} no-repeat`);
      }
    };
    let dash = false;
    links.forEach((l, k) => {
      const code = linkState(k);
      const n = code === 2 ? 1 : code === 3 ? 2 : code === PLUS ? 1 : 0;
      const colour = code === PLUS ? PALE : INK;
      const inside = l.cells.slice(1).some(([y, x]) => y === r && x === c);
      if (code === MINUS && inside) dash = true;
      if (!n) return;
      if (inside) line(l.h, null, n, colour);
      else if (l.a[0] === r && l.a[1] === c) line(l.h, "end", n, colour);
      else if (l.b[0] === r && l.b[1] === c) line(l.h, "start", n, colour);
    });
    const island = isIsland(r, c);
    const cls = (`cell bridges${island ? " island" : ""}${dash ? " at-most-one" : ""}` +
      `${picked && picked[0] === r && picked[1] === c ? " picked" : ""} ${marks.get(`${r},${c}`) || ""}`).trim();
    if (b.className !== cls) b.className = cls;
    const image = parts.concat(["#ffffff"]).join(", ");
    if (b.style.background !== image) b.style.background = image;
    b.dataset.value = pos[r][c];
    const said = `${where(r, c)}${island ? ` island ${labels[r][c]}` : ""}`;
    if (b.getAttribute("aria-label") !== said) b.setAttribute("aria-label", said);
  }

  function forget() { step = null; marks = new Map(); }

  // -- a board of rectangles (play_entry "rectangle") --------------------------------------------------------
  // The regions the borders are drawn between: each cell's value, every undecided cell one region (no borders
  // between them).
  function drawnRegions() { return pos.map((row) => row.map((v) => v || 0)); }
  function corner(drag) {
    const [a, b] = [drag.from, drag.to];
    return [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[0], b[0]), Math.max(a[1], b[1])];
  }
  function inside(drag, r, c) {
    const [top, left, bottom, right] = corner(drag);
    return r >= top && r <= bottom && c >= left && c <= right;
  }
  function cellUnder(event) {
    const hit = document.elementFromPoint(event.clientX, event.clientY);
    const b = hit && hit.closest(".play-board .cell");
    return b ? [Number(b.dataset.row), Number(b.dataset.col)] : null;
  }
  function dragFrom(event, r, c) {
    if (event.button !== 0) return;
    event.preventDefault();
    keyFrom = null;
    dragged = { from: [r, c], to: [r, c] };
    render();
  }
  window.addEventListener("pointermove", (event) => {
    if (!dragged) return;
    const at = cellUnder(event);
    if (at && (at[0] !== dragged.to[0] || at[1] !== dragged.to[1])) { dragged.to = at; render(); }
  });
  // From the keyboard (the board had no way to draw a rectangle without a pointer): Enter or Space on one corner,
  // the arrow keys to the opposite one (the rectangle shown as a drag's), Enter or Space there; Escape lets it go.
  function keyCorner(r, c) {
    if (!keyFrom) {
      keyFrom = [r, c];
      dragged = { from: [r, c], to: [r, c] };
      render();
      say("", "", `Corner ${where(r, c)}: move to the opposite corner and press Enter or Space (Escape: no rectangle).`);
      return;
    }
    const drag = { from: keyFrom, to: [r, c] };
    keyFrom = null;
    dragged = null;
    drawRectangle(drag);
  }
  function letCornerGo() {
    keyFrom = null;
    dragged = null;
    render();
    say("", "", "No rectangle drawn.");
  }
  window.addEventListener("pointerup", () => {
    if (!dragged || keyFrom) return;  // (a keyboard's corner waits for its opposite one, not a click elsewhere)
    const drag = dragged;
    dragged = null;
    drawRectangle(drag);
  });
  function drawRectangle(drag) {
    const [top, left, bottom, right] = corner(drag);
    const held = [];
    for (let r = top; r <= bottom; r++) for (let c = left; c <= right; c++) if (givens[r][c]) held.push(givens[r][c]);
    if (held.length > 1) {
      render();
      say("", "warn", `A rectangle holds one number: this one holds ${held.length}.`);
      return;
    }
    stopAsking();
    undo.push(snapshot());
    const v = held.length ? held[0] : 0;
    if (v) pos = pos.map((row, r) => row.map((w, c) => (w === v && !givens[r][c] ? 0 : w)));
    for (let r = top; r <= bottom; r++) for (let c = left; c <= right; c++) if (!givens[r][c]) pos[r][c] = v;
    forget();
    const size = `${bottom - top + 1}x${right - left + 1}`;
    const [gr, gc] = v ? findGiven(v) : [0, 0];
    say("", "", v ? `Drawn: a ${size} rectangle round the ${labels ? labels[gr][gc] : "number"} at ${where(gr, gc)}.`
      : `Emptied: ${GS.plural((bottom - top + 1) * (right - left + 1), "cell")} (the numbers' own cells kept).`);
    render();
    saveUrl();
  }
  function findGiven(v) {
    for (let r = 0; r < givens.length; r++) for (let c = 0; c < givens[r].length; c++) if (givens[r][c] === v) return [r, c];
    return [0, 0];
  }

  // The position changes: a Check or Hint on its way answers the position it was asked about, not this one.
  function stopAsking() { if (inFlight) inFlight.abort(); }
  window.addEventListener("pagehide", stopAsking);  // the page left: its Check or Hint stopped, as common.js stops

  function turn(r, c) {
    stopAsking();
    undo.push(snapshot());
    pos[r][c] = (pos[r][c] + 1) % (kind.position_values.length + 1);
    forget();
    say("", "", "");
    render();
    saveUrl();
  }

  function back() {
    if (!undo.length) return;
    stopAsking();
    // a first digit taken back waits for no second: 1, Undo, 6 wrote 16 as one move with the move before the 1
    pending = null;
    pos = undo.pop();
    if (pos.notes) notes = pos.notes;
    forget();
    say("", "", "Undone.");
    render();
    saveUrl();
  }

  // -- the API ----------------------------------------------------------------------------------------------
  // POST /api/hint about `text` (default: the puzzle being played) from `position`; the answer, or null.
  async function ask(position, text = puzzle) {
    if (inFlight) inFlight.abort();
    const mine = new AbortController();
    const pressed = document.activeElement;
    inFlight = mine;
    refused = null;
    buttons();
    showError("");
    const body = { kind: kind.name, puzzle: text };
    if (position) body.position = bridged() ? sideStrings(position) : position;
    try {
      const response = await fetch("/api/hint", { method: "POST", headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body), signal: mine.signal });
      let data;
      // a body stopped on its way (a click, a new request, Cancel) is a stopped request, not a reply: read as
      // {error: "the server answered 200"}, Check said "This puzzle cannot be checked cell by cell" under the click
      try { data = await response.json(); } catch (e) {
        if (mine.signal.aborted) throw e;
        data = { error: `the server answered ${response.status}` };
      }
      if (!response.ok) { refused = data.error; showError(GS.inPageWords(data.error)); return null; }
      return data;
    } catch (e) {
      if (e.name !== "AbortError" && !mine.signal.aborted) {
        showError("the server cannot be reached (is gridsat serve still running?)");
      }
      return null;
    } finally {
      if (inFlight === mine) inFlight = null;
      buttons();
      keepFocus(pressed);
    }
  }

  // The board of `text` (from `rows`, or its givens).  The puzzle played changes only once its board has come: a
  // refused or stopped start left the old board on screen bound to the new text (its clicks saved that text in
  // the address, Check and Hint asked about it -- of a puzzle of the same size, a wrong verdict on the board shown).
  async function start(text, rows) {
    // "Play this puzzle" pressed again on the game in progress (the card's first, primary button) started it over
    // and emptied Undo: every move made was lost with no way back.  The moves stay one Undo away.
    // (a digit board's pencil marks are moves too: marks alone were lost with no way back)
    // (the same board from a text written otherwise is the same game: a newline added to the box's puzzle, or the
    // Yin-Yang editor's rows for the address's URL, started over with Undo emptied, every move lost)
    const marked = pos !== null && typed() && [...notes.values()].some((set) => set.size > 0);
    const moved = pos !== null && !rows && (undecidedCount(pos) !== undecidedCount(givens) || marked);
    const kept = moved ? undo.concat([snapshot()]) : [];
    const board = moved ? JSON.stringify([givens, labels, regions, walls, values, points]) : null;
    const data = await ask(rows, text);
    if (!data) { boxRefused = refused !== null; return false; }
    puzzle = text;
    givens = data.givens;
    labels = data.labels || null;
    regions = data.regions || null;
    walls = data.walls || null;
    points = data.points || null;
    origin = data.origin || [0, 0];
    values = data.values && data.values.length ? data.values : kind.position_values;
    // (the lattice's: the server's are the answer's rows of sides)
    if (looped()) givens = LOOP.givens(labels, kind.loop_nodes, data.position);
    const played = moved && board === JSON.stringify([givens, labels, regions, walls, values, points]);
    if (bridged()) { findLinks(); pos = rows ? copy(rows) : openBoard(); } else pos = copy(data.position);
    undo = played && (marked || JSON.stringify(pos) !== JSON.stringify(kept[kept.length - 1])) ? kept : [];
    forget();
    // a puzzle with no answer: its clues that cannot all hold are framed from the start, as Hint frames them (the
    // board was drawn unmarked beside "the island size 9 at r3c3 cannot hold", until Hint was pressed)
    const framed = data.verdict !== "unique" && data.refusal ? markConflict(data) : "";
    build();
    render();
    saveUrl();
    $("play").scrollIntoView({ block: "start" });
    // "play on without Check and Hint", yet Check judges a filled grid: of a puzzle of several answers, and of one
    // whose answers the time limit cut (a 31x45 Heyawake was told so, and Check called its filled grid solved)
    if (data.verdict === "not_unique" || data.verdict === "unknown") {
      say("", "warn", `${refusal(data)}: play on without Hint; Check judges your ` +
        `${looped() ? "loop once it closes" : "grid once every cell is filled"}.`);
    } else if (data.verdict !== "unique" && data.refusal) {
      say("", "warn", `${refusal(data)}${framed}: play on without Check and Hint.`);
    } else if (undo.length && played) say("", "", "Started again from the givens: Undo brings your position back.");
    // (a puzzle whose every cell is given was told "select a cell and type its digit", no cell to select)
    else if (!rows && !undecidedCount(givens)) say("", "", "Every cell is given: Check judges the grid.");
    else say("", "", rows ? "Your position is back: play on." : looped() ? "Your move: draw the loop between the " +
      `${nodes()} (click or drag; a right click crosses a segment), or ask for a Hint.` : typed() ? "Your move: select a cell and type its " +
      `${word()}${values.length > 9 ? ` (10 to ${values[values.length - 1]}: two digits, or A for 10, B for 11...)` : ""}, ` +
      "or ask for a Hint." : rected() ? "Your move: drag a rectangle round a number (or press Enter on one corner and on " +
      "the opposite one), or ask for a Hint."
      : "Your move: click a cell, or ask for a Hint.");
    return true;
  }

  // The server's refusal says what the command line does about it; the page says what the page does: a page with a
  // task menu names its task (Nurikabe's page said "Solve with the uniqueness check", a check it has under no name,
  // and its Solve alone finds one answer)
  const UNIQUE_ASIDE = " (its solve command with --unique shows a second)";
  function refusal(data) {
    const task = document.querySelector('#task option[value="unique"]');
    const how = task ? `Solve with the task “${task.textContent}” shows a second one`
      : "Solve shows a second one";  // (the Yin-Yang page's Solve proves an answer unique or shows a second: it
    // said "Solve with the uniqueness check", a check the page has under no name)
    return data.refusal && data.refusal.split(UNIQUE_ASIDE).join(` (${how})`);
  }

  // what a Check's mistakes are on this board: cells, or on a loop board the segments drawn or crossed (a cell a
  // hint put on or off the loop among them: points of the lattice)
  function thing(data) {
    return !looped() ? "cell" : data.mistakes.every(([r, c]) => (r + c) % 2 === 1) ? "segment" : "point";
  }

  // `own`: only the points the player set (a closed loop is judged as the whole answer, every segment not drawn off
  // it: its mistakes were the answer's segments the player never drew, framed red -- Check drew the answer's loop)
  function markMistakes(data, own = false) {
    for (const [r, c] of data.mistakes) if (!own || pos[r][c]) marks.set(`${r},${c}`, "wrong");
  }

  // A puzzle with no answer: the clues that cannot all hold (the picture `gridsat hint --png` outlines) are framed
  // on the board too; the page said only "r3c3" in a sentence beside a board with nothing marked
  function markConflict(data) {
    const cells = data.conflict || [];
    // a puzzle with no answer names its clues' cells (as its picture frames them); a loop board's marks are lattice
    // points, where cell r, c is (2r, 2c) on cell centres, (2r + 1, 2c + 1) on dots: the pearl at r2c1 was framed
    // as the segment r1c1-r2c1
    const lattice = looped() && data.verdict === "no_solution";
    for (const [r, c] of cells) marks.set(lattice ? LOOP.cellPoint(r, c, kind.loop_nodes).join(",") : `${r},${c}`,
      "conflict");
    return cells.length ? ` (${cells.length === 1 ? "framed" : "all framed"} on the board)` : "";
  }

  const BROKEN_SHOWN = 10;  // the rules a filled grid breaks, listed under Check, and the mistaken cells named
  // the first cells and how many more, as the command line names them ("r1c5, ... r2c1 and 1217 more"): a 100x100
  // Light Up's 1,227 mistakes were named in one sentence of 1,227 cells
  function named(cells) {
    const more = cells.length - BROKEN_SHOWN;
    return more > 0 ? `${cells.slice(0, BROKEN_SHOWN).join(", ")} and ${more.toLocaleString("en")} more` : cells.join(", ");
  }

  async function check() {
    forget();
    const data = await ask(looped() ? LOOP.judged(pos, givens) : pos);
    if (!data) return;
    if (data.violations) {
      if (!data.violations.length) {
        judged = JSON.stringify(pos);
        say("Solved!", "good", "Every rule holds: the kind's own checker finds nothing wrong with your " +
          `${looped() ? "loop" : "grid"}.`);
      } else {
        broke = JSON.stringify(pos);
        markMistakes(data, looped());
        // the first few, as the command line says one "(and 8285 more)": a filled 100x100 Light Up listed all
        // 8,286 of its dark cells and wall numbers down the page
        const more = data.violations.length - BROKEN_SHOWN;
        // each rule as the command line's `hint --position` says it: the checker's lines name the request's field
        // ("position: 1 appears twice among ..."), which a board under "Your grid breaks these rules" has not
        const rules = data.violations.slice(0, BROKEN_SHOWN).map((line) => line.replace(/^position: /, ""));
        say("Not an answer yet", "bad", `Your ${looped() ? "loop" : "grid"} breaks these rules:`,
          rules.concat(more > 0 ? [`and ${more.toLocaleString("en")} more`] : []));
      }
    } else if (data.verdict === "not_unique" || data.verdict === "unknown") {  // Check was answered "no hints: ...",
      // words for the other button
      const which = data.verdict === "unknown" ? "which the time limit ran out before finding"
        : "and this puzzle has more than one";
      say("", "warn", `Check compares your ${looped() ? "segments" : "cells"} with the puzzle's only answer, ${which}: `
        + (looped() ? "close the loop and Check judges it by the rules."
          : "fill every cell and Check judges your grid by the rules."));
    } else if (data.verdict !== "unique") {
      const framed = markConflict(data);  // "no hints: the puzzle has no answer: ..." said of Check, the other
      // button's words: the reason alone
      const why = refusal(data) && refusal(data).replace(/^no hints: /, "");
      say("", "warn", (why ? `${why.charAt(0).toUpperCase()}${why.slice(1)}` : "This puzzle cannot be checked cell by cell.")
        + framed);
    } else if (data.mistakes.length) {
      // the rule the cells already break, as `gridsat hint --position` says it (Yin-Yang, Nurikabe, Hitori); its
      // cells framed first, a mistake among them then marked as one
      const broken = data.reason ? ` As it stands, ${data.reason}${markConflict(data)}.` : "";
      markMistakes(data);
      const cells = data.mistakes.map(([r, c]) => where(r, c));
      say(`${GS.plural(cells.length, "mistake")}`, "bad",
        `${cells.length === 1 ? `This ${thing(data)} contradicts` : `These ${thing(data)}s contradict`} the ` +
        "puzzle's only answer " +
        `(marked on the board): ${named(cells)}.${broken}`);
    } else if (looped()) {
      say("No mistakes so far", "good", "Every segment drawn and crossed agrees with the puzzle's only answer; the " +
        "loop is not closed yet.");
    } else {
      say("No mistakes so far", "good", `${GS.plural(undecided(), unit())} to go.`);
    }
    render();
  }

  async function hint() {
    forget();
    const data = await ask(pos);
    if (!data) return;
    // a closed loop agreeing with the only answer is that answer (a loop within one loop is all of it): Hint stepped
    // on ("r1c1 is on the loop") under a finished loop; Check judges it
    // the time limit came before a first step, the answers found: its refusal is the command line's sentence
    const late = data.verdict === "unique" && !data.complete && !data.steps.length && !data.mistakes.length;
    if (looped() && LOOP.closed(pos) && data.verdict === "unique" && (!data.refusal || late) && !data.mistakes.length) {
      await check();
      return;
    }
    if (data.refusal && !late) {
      const framed = markConflict(data);  // (a mistake among its cells marked as one)
      markMistakes(data);
      say("No hint", "warn", refusal(data) + framed);
    } else if (late) {
      // the time limit came before a first step (the answer was found, the step not): it said "Nothing to deduce:
      // every cell is decided" of a board with hundreds of cells undecided
      say("No hint", "warn", "The server's time limit ran out before a first step was found: the command line's "
        + "gridsat hint with a longer -t looks for it longer.");
    } else if (!data.steps.length) {
      if (data.violations && !data.violations.length) {
        judged = JSON.stringify(pos);
        say("Solved!", "good", `Every ${unit()} is decided and every rule holds.`);
      } else say("", "", "Nothing to deduce: every cell is decided. Press Check.");
    } else {
      step = data.steps[0];
      for (const [r, c] of step.premises) marks.set(`${r},${c}`, "premise");
      const looks = kind.position_looks || [];  // the cell it decides shows the look it will take (a star, a bulb)
      if (bridged()) {  // a link between two islands: its cells framed
        for (const { cell } of step.decided) {
          const k = linkOf(cell);
          if (k !== null) for (const [r, c] of links[k].cells.concat([links[k].b])) marks.set(`${r},${c}`, "decided");
        }
      } else for (const { cell: [r, c], value } of step.decided) {
        marks.set(`${r},${c}`, `decided next-v${value}${looks[value - 1] ? ` next-${looks[value - 1]}` : ""}`);
      }
      const what = { 0: `rule: ${step.rule}`, 1: "a trial", 2: "a guess" }[step.depth];
      say(`Next step (${what})`, "", step.sentence,
        [], bridged() ? "Apply the hint (or press Hint again) to draw its bridges between the islands framed red " +
          "(at least one: one drawn pale; at most one: a dash)."
          : typed() ? `Apply the hint (or press Hint again) to write its ${word()} in the cell framed red.`
          : looped() ? "Apply the hint (or press Hint again) to draw its segments (red) and crosses, the " +
            `${LOOP.nodeWord()}s it puts on or off the loop framed red.`
          : "Apply the hint (or press Hint again) to fill the cells framed red.");
      $("play-message").dataset.rule = step.rule;
    }
    render();
  }

  function apply() {
    if (!step) return;
    stopAsking();
    pending = null;  // (a digit typed next is no second digit of one typed before: see back())
    undo.push(snapshot());
    if (bridged()) {
      for (const { cell, value: [lo, hi] } of step.decided) {
        const k = linkOf(cell);
        if (k !== null) setLink(k, lo === hi ? lo + 1 : lo === 1 ? PLUS : MINUS);
      }
    } else for (const { cell: [r, c], value } of step.decided) { pos[r][c] = value; if (typed()) strike(r, c, value); }
    const n = looped() ? LOOP.decidedWords(step.decided) : GS.plural(step.decided.length, unit());
    forget();
    say("", "", `Applied: ${n} decided.`);
    render();
    saveUrl();
  }

  async function mount() {
    const name = kindName();
    const { kinds } = await GS.kinds();
    const entry = kinds.find((k) => k.name === name);
    const card = $("play");
    const first = entry && !looked;  // the address's game is looked at once, by the first kind known
    if (entry) looked = true;
    unplayed = entry && !entry.play_card ? entry.title : undefined;
    if (!entry || !entry.play_card) {
      if (card) card.hidden = true;
      // an address's game (#kind=heyawake&play=...) of a kind without the play card was dropped without a word
      const saved = first && fromUrl();
      if (saved && $("error") && $("puzzle")) {
        $("puzzle").value = saved.text;
        $("puzzle").dispatchEvent(new Event("input"));
        const playable = kinds.filter((k) => k.play_card).map((k) => k.title);
        GS.setError($("error"), `the address's game is of ${entry.title}, which cannot be played here (the kinds ` +
          `that can: ${playable.join(", ")}): its puzzle is in the box above, to solve`);
      } else if (first && entry && addressSaid && $("error") && $("error").textContent.includes(addressSaid)) {
        // what common.js said of the address before the kind was known told to press "Play this puzzle", which a
        // kind without the play card has not
        const words = GS.fragmentWords(unplayed);
        GS.setError($("error"), $("error").textContent.replace(addressSaid, words));
        addressSaid = words;
      }
      return;
    }
    if (card && kind && kind.name === entry.name) { card.hidden = false; return; }
    if (card) card.remove();
    // a Check or Hint of the game left is stopped: answered after the Kind changed, its step was said in the new
    // kind's card beside no board (a TypeError in the console), whose Play stayed disabled meanwhile
    stopAsking();
    inFlight = null;
    kind = entry;
    puzzle = ""; givens = null; labels = null; regions = null; walls = null; points = null; pos = null; undo = []; values = []; forget();
    notes = new Map(); pencil = false;
    buildCard();
    await restore();
  }

  // The puzzle and position of the URL's fragment, if it has them (on load, or a link opened in this tab).
  async function restore() {
    const saved = fromUrl();
    if (!saved || !kind) return;
    const named = new URLSearchParams(location.hash.slice(1)).get("kind");
    // the general page's game of another kind: a Nurikabe played, then a Hitori recognised, was sent as Hitori ("this
    // looks like a Nurikabe puzzle, not Hitori") under a board-less card; that game's card is gone, and the address
    // holding it is left for the page as it now is
    if (!/^\/puzzle\//.test(location.pathname) && named !== null && GS.kindSpelt(named) !== kind.name) {
      history.replaceState(null, "", location.pathname);
      return;
    }
    if (saved.twice === "play") {
      say("", "warn", `the address gives more than one puzzle (${saved.given.map(quoted).join(", ")}): open the ` +
        "link of the one meant, or paste it above and press Play this puzzle");
      return;
    }
    if ($("puzzle")) {  // the page's own box shows the puzzle too (its editor redraws on input)
      // a link opened in the tab of another puzzle's answer left that answer ("Yin-Yang 3x4: Not unique") beside it
      if ($("puzzle").value !== saved.text) GS.clearAnswer();
      $("puzzle").value = saved.text;
      $("puzzle").dispatchEvent(new Event("input"));
    }
    say("", "", "");  // the last address's words (its bad position, say) stood beside a refusal of this one
    let badAt = saved.twice === "at" ? `is given more than once (${saved.given.map(quoted).join(", ")})`
      : saved.badAt && `${quoted(saved.badAt)} is not rows of digits joined by "." (e.g. 01200.00210)`;
    let started = await start(saved.text, saved.rows);
    // rows of digits that are no position of this puzzle (a row short, a 9, a clue's cell shaded) left no board at
    // all beside the API's "position: the position has 2 rows...", where "abc" started from the givens: the
    // same, with the server's reason (the puzzle's own fault, if it has one, is said by the second start)
    // (an address's position past the server's size, "the position has 30,000 cells; this server takes at most 10,000",
    // showed no board at all: no position of a puzzle the server takes is that large)
    const why = refused && refused.startsWith("position: ") ? refused.slice("position: ".length)
      : refused && refused.startsWith("the position has ") ? refused : null;
    if (!started && saved.rows && why !== null) {
      badAt = `${quoted(saved.at)} is not a position of this puzzle (${GS.inPageWords(why)})`;
      started = await start(saved.text, null);
      const past = started ? pastDigits(saved) : null;
      if (past) badAt = `${quoted(saved.at)} is not a position of this puzzle (${past})`;
    }
    if (started && badAt) say("", "warn", `the address's position ${badAt}: the play starts from the givens.`);
    // a link opened in this tab whose game is refused leaves the game shown, and the address is that game's again: it
    // held the refused one beside the board of the other (reloaded, that board was gone; a move wrote it back)
    if (!started && pos) saveUrl();
  }

  // An address's position quoted, cut past 40 characters with its length said: a 9x9's 89 were quoted as their first
  // 40 in whole quotes ("000008010.700020009.900000000.020300750."), read as all the address held
  const quoted = GS.quoted;

  // An address holding a character past the board's values, in the address's own words: the server's were of the
  // value it was sent and of a text position ("row 1, column 5: '17' is not a digit from 1 to 16, '.', 0 or ?" of a
  // Sudoku address's "h"; "'3' is not 0 or ? (undecided), 1 or . (unshaded), 2 or # (shaded)" of a Nurikabe's 3),
  // where "." joins rows and "?" and "#" are refused
  function pastDigits(saved) {
    if (looped()) return null;  // (the server's words name the point: "point (1, 2) is 3, not 0 (undecided)...")
    const n = values.length;
    for (const [r, row] of saved.rows.entries()) {
      const c = row.findIndex((v) => v > n);
      if (c < 0) continue;
      const letters = n > 9 ? `, then a to ${(n).toString(36)} for 10 to ${values[n - 1]}` : "";
      const digits = typed() ? `0 (empty) and 1 to ${values[Math.min(n, 9) - 1]}${letters}`
        : rected() ? `0 (undecided) and 1 to ${values[Math.min(n, 9) - 1]}${letters} (the numbers in reading order)`
        : ["undecided"].concat(values).map((name, v) => `${v} (${name})`).join(", ").replace(/, (?=[^,]*$)/, " and ");
      return `row ${r + 1}, column ${c + 1}: ${JSON.stringify(saved.at.split(".")[r][c])} is no ${typed() || rected() ? word() : "digit"} of this ` +
        `board: ${digits}`;
    }
    return null;
  }

  // A link opened in this tab (the hash changed): on the general page, a game of another kind than the one played
  // (#kind=hitori&play=... over a Nurikabe game: "this looks like a Hitori puzzle, not Nurikabe"), of a kind this
  // server lacks (played as the kind shown, unsaid) or with none played yet (nothing happened) is read as the
  // page reads an address it opens with, choosing the kind in the menu or saying why not.
  // A game naming no kind there too (#play=... over a Sudoku game: "this looks like a Nurikabe puzzle, not Sudoku",
  // where the page opened with it says "the address's game names no kind: choose its kind in the menu above").
  let unplayed;  // the title of the kind shown when it has no play card (its page has no "Play this puzzle")
  let addressSaid = "";  // what the error line said of the address's fragment (common.js, on load), or ""
  function addressChanged() {
    const params = new URLSearchParams(location.hash.slice(1));
    const named = params.get("kind");
    // (the page's own addresses name the kind played: one naming none is a link, with a game played or not)
    if (!/^\/puzzle\//.test(location.pathname)
      && (named !== null ? GS.kindSpelt(named) !== (kind ? kind.name : null) : params.has("play"))) {
      location.reload();
    } else {
      // a link with a name the page does not read (#PLAY=..., #at=... alone) is told, as the page opened with it, and
      // the line said of the last link goes with it
      const words = GS.fragmentWords(unplayed);
      if ($("error") && (words || $("error").textContent === addressSaid)) GS.setError($("error"), words);
      addressSaid = words;
      // a kind without the play card puts the game's puzzle in the box, to solve, as when the page opened with it:
      // a link edited by hand kept the last puzzle there (Solve answered the puzzle the address no longer held)
      if (unplayed && fromUrl()) {
        looked = false;
        mount();
        return;
      }
      restore();
    }
  }

  document.addEventListener("DOMContentLoaded", () => {
    addressSaid = GS.fragmentWords();
    mount();
    if ($("kind")) $("kind").addEventListener("change", () => { delete document.body.dataset.recognised; mount(); });
    document.addEventListener("gs-recognised", mount);
    window.addEventListener("hashchange", addressChanged);  // our own changes use replaceState: no event
  });
})();
