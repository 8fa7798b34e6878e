// The loop board of the play card (play.js), for a kind whose `play_entry` is "loop": the player draws the loop's
// segments between neighbouring nodes, as on puzz.link.  The kind's `loop_nodes` say where the nodes lie: "centres"
// (the cells' centres, Masyu's; the cells' `labels` are pearls, "W" white, "B" black, on the loop from the start, or
// a room's number, written in its cell's top left corner, the rooms' `regions` drawn thick: Country Road's) or
// "dots" (the grid's dots, the cells' corners, Slitherlink's; the cells' `labels` are numbers written between the
// dots).  A click on the line between two nodes draws its segment, or erases one drawn; a drag from node to node
// draws (or, begun on a drawn segment, erases) each segment it passes, one Undo for the whole drag; a right click
// puts a cross on the segment (the loop does not go there), or takes it off.  From the keyboard: the arrow keys move
// a dashed frame from node to node, Shift with an arrow draws or erases the segment that way (and moves along it), X
// then an arrow crosses that side (X over the segment the pointer is on crosses it at once).
// The position is the lattice a hint's `grid` holds, as POST /api/hint reads it: the nodes at (even, even) points
// (1 on the loop, 2 off), a segment between two of them (1 drawn, 2 crossed), 0 undecided, the faces (odd, odd) 2.
// On cell centres it is rows 0..2R-2 of columns 0..2C-2, (2r, 2c) the cell r, c, its faces the grid's corners; on
// the dots, rows 0..2R of columns 0..2C, (2r, 2c) the dot at the top-left corner of cell r, c, (2r+1, 2c+1) the cell.
// The one geometry: lattice point (i, j) lies at (j / 2 + shift, i / 2 + shift) in units of cells, `shift` 0.5 on
// the centres and 0 on the dots.  Nothing here names a kind.
"use strict";

const LOOP = (() => {
  const NS = "http://www.w3.org/2000/svg";
  const SIDES = [[-1, 0], [0, 1], [1, 0], [0, -1]];  // up, right, down, left
  const PEARLS = new Set(["W", "B"]);  // a cell centre's label drawn as a pearl (on the loop); another is a number
  const ARROWS = { ArrowUp: 0, ArrowRight: 1, ArrowDown: 2, ArrowLeft: 3 };

  function svg(name, attrs = {}) {
    const node = document.createElementNS(NS, name);
    for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
    return node;
  }

  function isEdge(r, c) { return (r + c) % 2 === 1; }

  // A lattice point in the steps' words: on the centres a cell r2c3, a segment its two cells r2c3-r2c4; on the dots
  // a dot as a cell's corner ("the top-left corner of r2c3"), a segment as a cell's side ("the top of r2c3"; the last
  // row's and column's "the bottom of", "the right of"), a cell r2c3.
  function where(r, c) {
    if (state && !state.shift) return dotWhere(r, c);
    const [i, j] = [Math.floor(r / 2) + 1, Math.floor(c / 2) + 1];
    if (r % 2 === 0 && c % 2 === 0) return `r${i}c${j}`;
    if (r % 2 === 0) return `r${i}c${j}-r${i}c${j + 1}`;
    if (c % 2 === 0) return `r${i}c${j}-r${i + 1}c${j}`;
    return `the corner below right of r${i}c${j}`;
  }
  function dotWhere(r, c) {
    const { rows, cols } = state;
    const cell = (i, j) => `r${Math.min(i, rows - 1) + 1}c${Math.min(j, cols - 1) + 1}`;
    const [i, j] = [Math.floor(r / 2), Math.floor(c / 2)];
    if (r % 2 && c % 2) return cell(i, j);
    if (r % 2 === 0 && c % 2 === 0) {
      return `the ${i === rows ? "bottom" : "top"}-${j === cols ? "right" : "left"} corner of ${cell(i, j)}`;
    }
    if (r % 2 === 0) return `the ${i === rows ? "bottom" : "top"} of ${cell(i, j)}`;
    return `the ${j === cols ? "right" : "left"} of ${cell(i, j)}`;
  }

  // Where a kind's nodes lie: the lattice's shift (a node's offset from the grid's lines, in cells), its size for a
  // board of `rows` x `cols` cells, and the lattice point of the board's cell r, c (a clue's, a conflict's frame).
  function shiftOf(on) { return on === "dots" ? 0 : 0.5; }
  function size(on, rows, cols) { return on === "dots" ? [2 * rows + 1, 2 * cols + 1] : [2 * rows - 1, 2 * cols - 1]; }
  function cellPoint(r, c, on = "centres") { return on === "dots" ? [2 * r + 1, 2 * c + 1] : [2 * r, 2 * c]; }

  // The lattice before any move, for nodes `on` "centres" or "dots": the faces off (the grid's corners, the cells),
  // a pearl's node on the loop, every dot on it where `start` (the server's position from the givens) has them all
  // on (a board whose loop visits every dot: Slitherlink's f flag), the rest undecided.
  function givens(labels, on = "centres", start = null) {
    const [height, width] = size(on, labels.length, labels[0].length);
    const dots = on === "dots";
    const every = dots && start !== null && start.length === height
      && start.every((row, r) => r % 2 || row.every((v, c) => c % 2 || v === 1));
    const out = [];
    for (let r = 0; r < height; r++) {
      out.push([]);
      for (let c = 0; c < width; c++) {
        const node = r % 2 === 0 && c % 2 === 0;
        out[r].push(r % 2 && c % 2 ? 2 : node && (dots ? every : PEARLS.has(labels[r / 2][c / 2])) ? 1 : 0);
      }
    }
    return out;
  }

  // The segment point between cells a and b ([r, c], side by side), or null.
  function between([ra, ca], [rb, cb]) {
    if (Math.abs(ra - rb) + Math.abs(ca - cb) !== 1) return null;
    return [ra + rb, ca + cb];
  }

  // The segments drawn at node (r, c) of lattice `pos` (its point (2r, 2c)).
  function degree(pos, r, c) {
    let n = 0;
    for (const [dr, dc] of SIDES) {
      const i = 2 * r + dr;
      const j = 2 * c + dc;
      if (i >= 0 && i < pos.length && j >= 0 && j < pos[0].length && pos[i][j] === 1) n++;
    }
    return n;
  }

  function counts(pos) {
    let drawn = 0;
    let crossed = 0;
    let open = 0;
    pos.forEach((row, r) => row.forEach((v, c) => {
      if (!isEdge(r, c)) return;
      if (v === 1) drawn++; else if (v === 2) crossed++; else open++;
    }));
    return { drawn, crossed, open };
  }

  // Whether the segments drawn close up: some drawn, and every node holding two or none (one loop or several: the
  // kind's checker tells them apart).
  function closed(pos) {
    if (!counts(pos).drawn) return false;
    for (let r = 0; r < pos.length; r += 2) {
      for (let c = 0; c < pos[0].length; c += 2) if (![0, 2].includes(degree(pos, r / 2, c / 2))) return false;
    }
    return true;
  }

  // What Check sends of a closed loop: the loop drawn is the whole answer claimed, so every segment not drawn is
  // off it and every node without one is off it (a given one stays on: the checker says the loop misses it); a loop
  // not closed is sent as it is (compared with the puzzle's only answer).
  function judged(pos, given) {
    if (!closed(pos)) return pos;
    return pos.map((row, r) => row.map((v, c) => {
      if (isEdge(r, c)) return v === 1 ? 1 : 2;
      if (r % 2) return v;
      return degree(pos, r / 2, c / 2) ? 1 : given[r][c] || 2;
    }));
  }

  // What a node is called: a cell (on the centres), a dot.
  function nodeWord() { return state && !state.shift ? "dot" : "cell"; }

  // A step's points in words: "3 segments and 2 cells" (its `decided`: [{cell: [r, c], value}]; on the dots "2 dots").
  function decidedWords(decided) {
    const edges = decided.filter(({ cell: [r, c] }) => isEdge(r, c)).length;
    const nodes = decided.length - edges;
    return [edges && GS.plural(edges, "segment"), nodes && GS.plural(nodes, nodeWord())].filter(Boolean).join(" and ");
  }

  // -- the board ----------------------------------------------------------------------------------------------
  // An SVG in units of cells (the board's top left corner at 0, 0), built once per puzzle; `render` redraws its
  // moves.  `hand.change(r, c, v, joined)` sets lattice point (r, c) to v (`joined`: the same drag's, one Undo).
  // Nodes are counted as the lattice's (even, even) points: `nodes` [rows, cols], node r, c at point (2r, 2c).
  let state = null;  // { root, rows, cols, nodes, shift, labels, hand, cursor: node [r, c] or null, hover: point
  // [r, c] or null, crossing, drag }

  function build(board, labels, hand, on = "centres", regions = null) {
    const rows = labels.length;
    const cols = labels[0].length;
    const shift = shiftOf(on);
    const [height, width] = size(on, rows, cols);
    GS.fitCells(board, cols, 16, 44);
    const pad = shift ? 0.06 : 0.3;  // (room round the board for a dot's frame and a drag begun on an edge's dot)
    const root = svg("svg", { class: `loop-svg loop-on-${on}`, viewBox: `${-pad} ${-pad} ${cols + 2 * pad} ` +
      `${rows + 2 * pad}`, tabindex: "0", role: "application", "aria-roledescription": "loop board",
      "aria-keyshortcuts": "ArrowUp ArrowDown ArrowLeft ArrowRight Shift+ArrowUp X" });
    root.style.width = `calc(var(--cell) * ${cols + 2 * pad})`;
    let grid = "";
    for (let c = 1; c < cols; c++) grid += `M${c} 0V${rows}`;
    for (let r = 1; r < rows; r++) grid += `M0 ${r}H${cols}`;
    root.append(svg("rect", { class: "loop-back", x: 0, y: 0, width: cols, height: rows }),
      svg("path", { class: "loop-grid", d: grid }),
      svg("rect", { class: "loop-frame", x: 0, y: 0, width: cols, height: rows }),
      svg("g", { class: "loop-marks" }), svg("g", { class: "loop-lines" }), svg("g", { class: "loop-pearls" }),
      svg("g", { class: "loop-top" }));
    if (regions) {  // the rooms' borders, drawn thick between cells of two rooms
      let walls = "";
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          if (c + 1 < cols && regions[r][c] !== regions[r][c + 1]) walls += `M${c + 1} ${r}V${r + 1}`;
          if (r + 1 < rows && regions[r][c] !== regions[r + 1][c]) walls += `M${c} ${r + 1}H${c + 1}`;
        }
      }
      root.querySelector(".loop-grid").after(svg("path", { class: "loop-rooms", d: walls }));
    }
    const clues = root.querySelector(".loop-pearls");
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const label = labels[r][c];
        if (!label) continue;
        if (shift && PEARLS.has(label)) {
          clues.append(svg("circle", { class: `pearl pearl-${label}`, cx: c + 0.5, cy: r + 0.5, r: 0.3 }));
        } else {  // a number between the dots, or a room's number in its cell's corner, as puzz.link writes them
          const corner = shift ? 0.22 : 0.5;
          const text = svg("text", { class: `loop-number${shift ? " loop-corner" : ""}`, x: c + corner,
            y: r + corner });
          text.textContent = label;
          clues.append(text);
        }
      }
    }
    board.replaceChildren(root);
    board.classList.add("loop-board");
    state = { root, rows, cols, nodes: [(height + 1) / 2, (width + 1) / 2], shift, labels, hand, cursor: null,
      hover: null, crossing: false, drag: null };
    listen(root);
  }

  // Lattice point (i, j)'s place on the board [x, y], in units of cells.
  function place(i, j) { return [j / 2 + state.shift, i / 2 + state.shift]; }

  // The node nearest the pointer, and where from it ([r, c, fx, fy]: fx, fy from the node, -0.5 to 0.5 cells).
  function at(event) {
    const point = state.root.createSVGPoint();
    point.x = event.clientX;
    point.y = event.clientY;
    const p = point.matrixTransform(state.root.getScreenCTM().inverse());
    const [x, y] = [p.x - state.shift, p.y - state.shift];
    const r = Math.floor(y + 0.5);
    const c = Math.floor(x + 0.5);
    return [r, c, x - c, y - r];
  }
  function inside(r, c) { return r >= 0 && r < state.nodes[0] && c >= 0 && c < state.nodes[1]; }

  // The segment nearest the pointer: from the node it is nearest, the way the pointer lies, or null (the board's
  // edge, or the pointer near the node, where no way is nearer than another: a click there drew a segment at random).
  function nearest(event) {
    const [r, c, fx, fy] = at(event);
    if (!inside(r, c) || Math.max(Math.abs(fx), Math.abs(fy)) < 0.2) return null;
    const side = Math.abs(fx) > Math.abs(fy) ? (fx > 0 ? 1 : 3) : (fy > 0 ? 2 : 0);
    return sideOf(r, c, side);
  }
  function sideOf(r, c, side) {
    const [dr, dc] = SIDES[side];
    return inside(r + dr, c + dc) ? between([r, c], [r + dr, c + dc]) : null;
  }

  function listen(root) {
    root.addEventListener("contextmenu", (event) => {
      event.preventDefault();
      const edge = nearest(event);
      if (edge) cross(edge, false);
    });
    root.addEventListener("pointerdown", (event) => {
      if (event.button !== 0) return;
      const [r, c] = at(event);
      if (!inside(r, c)) return;
      root.setPointerCapture(event.pointerId);
      state.drag = { from: [r, c], start: event, mode: null, moved: false };
    });
    root.addEventListener("pointermove", (event) => {
      const drag = state.drag;
      if (!drag) { hover(nearest(event)); return; }
      const [r, c] = at(event);
      if (!inside(r, c) || (r === drag.from[0] && c === drag.from[1])) return;
      const edge = between(drag.from, [r, c]);
      drag.from = [r, c];
      if (!edge) return;  // (a jump past a neighbour: drawn from the cell reached on)
      const v = state.hand.value(edge[0], edge[1]);
      if (drag.mode === null) drag.mode = v === 1 ? 0 : 1;  // begun on a drawn segment: the drag erases
      // the frame moved before the board is redrawn (set after, the board and its line said the cell left behind)
      state.cursor = [r, c];
      if (v !== drag.mode) { state.hand.change(edge[0], edge[1], drag.mode, drag.moved); drag.moved = true; }
      else state.hand.redraw();
    });
    const up = (event) => {
      const drag = state.drag;
      state.drag = null;
      if (!drag || drag.mode !== null || event.type === "pointercancel") return;
      const edge = nearest(drag.start);  // a click: the segment nearest where it was pressed
      if (edge) state.hand.change(edge[0], edge[1], state.hand.value(edge[0], edge[1]) === 1 ? 0 : 1, false);
    };
    root.addEventListener("pointerup", up);
    root.addEventListener("pointercancel", up);
    root.addEventListener("pointerleave", () => hover(null));
    root.addEventListener("focus", () => { if (!state.cursor) state.cursor = [0, 0]; state.hand.redraw(); });
    root.addEventListener("blur", () => { state.crossing = false; state.hand.redraw(); });
    root.addEventListener("keydown", keys);
  }

  function hover(edge) {
    const same = edge && state.hover && edge[0] === state.hover[0] && edge[1] === state.hover[1];
    if (same || (!edge && !state.hover)) return;
    state.hover = edge;
    state.hand.redraw();
  }

  // A cross put on segment `edge`, or taken off.
  function cross([r, c], joined) {
    state.hand.change(r, c, state.hand.value(r, c) === 2 ? 0 : 2, joined);
  }

  function keys(event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    if (key === "x") {
      event.preventDefault();
      if (state.hover) cross(state.hover, false);
      else { state.crossing = !state.crossing; state.hand.redraw(); }
      return;
    }
    if (key === "Escape" && state.crossing) { state.crossing = false; state.hand.redraw(); return; }
    if (!(key in ARROWS)) return;
    event.preventDefault();
    const side = ARROWS[key];
    const [r, c] = state.cursor || [0, 0];
    const edge = sideOf(r, c, side);
    if (state.crossing) {
      state.crossing = false;
      if (edge) cross(edge, false); else state.hand.redraw();
      return;
    }
    if (event.shiftKey && edge) {
      state.cursor = [r + SIDES[side][0], c + SIDES[side][1]];
      state.hand.change(edge[0], edge[1], state.hand.value(edge[0], edge[1]) === 1 ? 0 : 1, false);
      return;
    }
    if (inside(r + SIDES[side][0], c + SIDES[side][1])) state.cursor = [r + SIDES[side][0], c + SIDES[side][1]];
    state.hand.redraw();
  }

  // The marks play.js keeps ("r,c" of a lattice point -> "premise", "decided next-v1", "wrong", "conflict"): a
  // segment's drawn along it, a cell's as a frame round it (a node on the centres, a face on the dots), a dot's as a
  // small frame round the dot.
  function mark(r, c, what, into) {
    const kind = what.split(" ")[0];
    const next = / next-v(\d)/.exec(what);
    const cls = `loop-mark ${kind}${next ? ` next-v${next[1]}` : ""}`;
    if (!isEdge(r, c)) {
      const [x, y] = place(r, c);
      const half = (r % 2 === 0) === Boolean(state.shift) ? 0.42 : 0.2;  // a cell's frame, or a dot's
      const at = (v) => +v.toFixed(4);  // (0.5 - 0.42 was written 0.08000000000000002)
      into.append(svg("rect", { class: cls, x: at(x - half), y: at(y - half), width: 2 * half, height: 2 * half }));
      return;
    }
    const [x1, y1, x2, y2] = ends(r, c);
    into.append(svg("line", { class: cls, x1, y1, x2, y2 }));
    if (kind === "decided" && next && next[1] === "2") into.append(crossAt(r, c, "loop-cross coming"));
  }

  // A segment point's two nodes [x1, y1, x2, y2], in units of cells.
  function ends(r, c) {
    return r % 2 === 0 ? [...place(r, c - 1), ...place(r, c + 1)] : [...place(r - 1, c), ...place(r + 1, c)];
  }
  function crossAt(r, c, cls) {
    const [x, y] = place(r, c);
    const s = 0.11;
    return svg("path", { class: cls, d: `M${x - s} ${y - s}L${x + s} ${y + s}M${x - s} ${y + s}L${x + s} ${y - s}` });
  }

  // The board drawn from lattice `pos` and the marks; returns what a screen reader hears of it.
  function render(pos, marks) {
    const { root } = state;
    const lines = root.querySelector(".loop-lines");
    const top = root.querySelector(".loop-top");
    const under = root.querySelector(".loop-marks");
    let d = "";
    const crosses = [];
    const nodes = [];
    pos.forEach((row, r) => row.forEach((v, c) => {
      if (isEdge(r, c) && v === 1) {
        const [x1, y1, x2, y2] = ends(r, c);
        d += `M${x1} ${y1}L${x2} ${y2}`;
      } else if (isEdge(r, c) && v === 2) crosses.push(crossAt(r, c, "loop-cross"));
      else if (r % 2 === 0 && c % 2 === 0 && (v === 2 || !state.shift)) {
        // a cell a hint put off the loop: a small dot; on the dots every dot, one off the loop pale
        const [cx, cy] = place(r, c);
        nodes.push(svg("circle", { class: state.shift ? "loop-off" : `loop-dot${v === 2 ? " off" : ""}`, cx, cy,
          r: state.shift ? 0.06 : 0.07 }));
      }
    }));
    lines.replaceChildren(svg("path", { class: "loop-line", d }), ...crosses, ...nodes);
    under.replaceChildren();
    top.replaceChildren();
    for (const [at, what] of marks) {  // (the step's red over the loop, the rest under it)
      const [r, c] = at.split(",").map(Number);
      mark(r, c, what, what.startsWith("decided") ? top : under);
    }
    if (state.hover && !state.drag) top.append(svg("line", { class: "loop-hover", ...xy(ends(...state.hover)) }));
    if (state.cursor && document.activeElement === root) {
      const [x, y] = place(2 * state.cursor[0], 2 * state.cursor[1]);
      const half = state.shift ? 0.46 : 0.22;  // (round a cell; round a dot)
      top.append(svg("rect", { class: `loop-cursor${state.crossing ? " crossing" : ""}`, x: x - half, y: y - half,
        width: 2 * half, height: 2 * half }));
    }
    const { drawn, crossed } = counts(pos);
    const clues = state.labels.flat().filter(Boolean).length;
    const cursor = state.cursor ? `; the frame on ${where(2 * state.cursor[0], 2 * state.cursor[1])}` : "";
    // (in the plural's words: "1 pearls: 1 segments drawn" was said of a 2x2's first segment)
    const clue = state.shift ? "pearl" : "number";
    const said = `the loop board, ${state.rows}x${state.cols}, ${GS.plural(clues, clue)}: ` +
      `${GS.plural(drawn, "segment")} drawn, ` +
      `${crossed} crossed${cursor}${state.crossing ? "; X: an arrow crosses that side" : ""}`;
    if (root.getAttribute("aria-label") !== said) root.setAttribute("aria-label", said);
  }
  function xy([x1, y1, x2, y2]) { return { x1, y1, x2, y2 }; }

  return { where, givens, cellPoint, nodeWord, counts, closed, judged, decidedWords, build, render };
})();
