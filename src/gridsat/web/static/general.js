// The general page: any kind, any file.  Everything kind-specific comes from
// the kind's declaration in /api/kinds: the tasks, the engines, and a form
// field per setting (choices: a menu; true/false: a box; numbers: a number
// field; text: a text field offering the suggestions), so a new kind gets a
// working page with no new page code.
"use strict";

(() => {
  const TASKS = { solve: "a solution", solutions: "several solutions", count: "the number of solutions",
    unique: "a solution, and prove it is the only one", forced: "what every solution shares" };
  let kinds = [];
  let allTasks = [];
  const CARRIED = "gridsat-carried-puzzle";  // the box's text, carried to the page of the kind chosen in the menu
  const files = new Map();   // name -> text of the files chosen to send with the puzzle
  const chosenAs = {};       // name sent -> the name the file was chosen under (fileName changes some)

  function chosen() { return kinds.find((k) => k.name === GS.$("kind").value) || null; }

  function fill(select, values, labels) {
    const keep = select.value;
    select.replaceChildren(...values.map((v) => GS.el("option", { value: v }, labels ? labels[v] || v : v)));
    if (values.includes(keep)) select.value = keep;
  }

  function title(name) { return name.charAt(0).toUpperCase() + name.slice(1).replace(/_/g, " "); }

  // One form field for a declared setting ({name, type, default, help, option,
  // choices | suggestions, tasks, minimum, maximum}); ids `${prefix}-NAME` (a generator's: "gen-set").
  function settingField(s, prefix = "set") {
    const id = `${prefix}-${s.name}`;
    const row = GS.el("div", { class: "setting", "data-setting": s.name });
    if (s.tasks) row.dataset.tasks = s.tasks.join(" ");
    let input;
    if (s.type === "bool") {
      input = GS.el("input", { type: "checkbox", id });
      input.checked = s.default === true;
      const label = GS.el("label", { class: "check", for: id });
      label.append(input, document.createTextNode(` ${title(s.name)}`));
      row.append(label);
    } else {
      row.append(GS.el("label", { for: id }, title(s.name)));
      const shown = s.default === null || s.default === undefined ? "" : String(s.default);
      if (s.choices) {
        input = GS.el("select", { id });
        input.append(GS.el("option", { value: "" }, shown ? `default (${shown})` : "not set"));
        for (const c of s.choices) input.append(GS.el("option", { value: String(c) }, String(c)));
      } else if (s.type === "int" || s.type === "float") {
        input = GS.el("input", { type: "number", id, step: s.type === "int" ? "1" : "any", placeholder: shown });
        if (s.minimum !== undefined) input.min = s.minimum;
        if (s.maximum !== undefined) input.max = s.maximum;
      } else {
        input = GS.el("input", { type: "text", id, spellcheck: "false",
          placeholder: s.type === "list" ? "values separated by spaces" : shown });
        if (s.suggestions) {
          const list = GS.el("datalist", { id: `${id}-values` });
          for (const v of s.suggestions) list.append(GS.el("option", { value: v }));
          input.setAttribute("list", list.id);
          row.append(list);
        }
      }
      row.append(input);
    }
    input.dataset.type = s.type;
    const help = GS.el("p", { class: "hint-text" }, s.help ? `${s.help} ` : "");
    help.append(GS.el("code", { class: "option" }, s.option));
    row.append(help);
    GS.wordsFor(s.option, `“${title(s.name)}”`);
    return row;
  }

  // The settings a solve takes: those of the command line's modes (stage "mode": --jobs, --use...)
  // go with their modes, and /api/solve refuses them.
  function solveSettings(kind) {
    return kind ? kind.settings.filter((s) => s.stage !== "mode") : [];
  }

  // The settings given (left empty or at their default: not sent).
  function settingValues(kind) { return kind ? valuesOf(solveSettings(kind), "set") : {}; }

  // The generator's own settings but its grade (Nonogram's density, Domino Fit's rule...), as /api/generate takes them.
  function generatorSettings(kind) {
    return kind && kind.generator ? kind.generator.settings.filter((s) => s.name !== "grade") : [];
  }

  function valuesOf(settings, prefix) {
    const out = {};
    for (const s of settings) {
      const input = GS.$(`${prefix}-${s.name}`);
      if (!input || input.closest(".setting").hidden) continue;
      if (s.type === "bool") {
        if (input.checked !== (s.default === true)) out[s.name] = input.checked;
        continue;
      }
      const value = s.type === "int" || s.type === "float" ? GS.numberText(input) : input.value.trim();
      if (!value) continue;
      if (s.type === "int") out[s.name] = GS.exactWhole(input, Number(value));
      else if (s.type === "float") out[s.name] = Number(value);
      else if (s.type === "list") out[s.name] = value.split(/\s+/);
      else out[s.name] = value;
    }
    return out;
  }

  function kindChanged() {
    const kind = chosen();
    fill(GS.$("task"), kind ? kind.tasks : allTasks, TASKS);
    fill(GS.$("engine"), kind ? kind.engines : ["auto"]);
    GS.$("example").hidden = !kind;
    GS.clearWords();
    GS.wordsFor("--time-limit", "“Time limit (seconds)”");  // as its label says
    GS.phrase("time_limit must be", "“Time limit (seconds)” must be");  // the API's words for this page's field
    GS.wordsFor("--engine", "“Engine”");
    GS.phrase("'size' ", "“Size” ");  // the generator's size (/api/generate): this page's field
    // a Generate cut by its time limit: what to send next in this page's fields
    GS.generateWords("“Size”", "“Seed”", "“Time limit (seconds)”");
    const box = GS.$("settings");
    box.replaceChildren(...solveSettings(kind).map((s) => settingField(s)));
    GS.$("settings-box").hidden = !solveSettings(kind).length;
    const arg = kind ? kind.argument : null;
    const ownArgument = Boolean(arg && !["PUZZLE", "FILE"].includes(arg.metavar));
    GS.$("argument-row").hidden = !ownArgument;
    if (ownArgument) {
      GS.$("argument-label").textContent = `…or the ${arg.metavar.toLowerCase()}`;
      GS.$("argument-help").textContent = arg.help;
    }
    GS.$("build-hint").hidden = !(arg && !arg.required && solveSettings(kind).length);
    // a date or a board pasted as the puzzle: the API's "send it as "argument" ..." in this page's fields' words
    for (const k of kinds) {
      const field = (name) => (kind && k.name === kind.name ? `or type it in ${name} instead`
        : `or choose “${k.title}” under Kind and type it in ${name}`);
      const metavar = k.argument ? k.argument.metavar.toLowerCase() : "";
      GS.phrase(`or send it as "argument" with "kind": "${k.name}"`, field(`“…or the ${metavar}”`));
      for (const s of solveSettings(k)) {
        GS.phrase(`or send it as the option "${s.name}" with "kind": "${k.name}"`, field(`“${title(s.name)}”`));
      }
      // a piece set with the board it fills: 'the options {"board": "4x5", "pieces": "tetrominoes"}' named fields
      // this page does not have
      const set = (kind && k.name === kind.name ? "or set " : `or choose “${k.title}” under Kind and set `);
      GS.phrasePattern(new RegExp(`or send it as the options (\\{[^{}]*\\}) with "kind": "${k.name}"`), (all, json) => {
        try {
          return set + Object.entries(JSON.parse(json)).map(([name, value]) => `“${title(name)}” to ${value}`).join(" and ");
        } catch (error) {
          return all;
        }
      });
    }
    // files to send: for any file (kind unknown yet), or a kind with an open text setting (a file's name)
    GS.$("files-box").hidden = Boolean(kind) && !solveSettings(kind).some((s) => ["str", "list"].includes(s.type) && !s.choices);
    // a kind with a generator (`gridsat generate KIND`) offers Generate here, its grade where the generator takes one
    const maker = kind && kind.generator;
    GS.$("generate-box").hidden = !maker;
    GS.$("gen-grade-box").hidden = !(maker && maker.settings.some((s) => s.name === "grade"));
    // the kind's own size (Nurimisaki's 6x6: a 10x10 often finds no puzzle), unless one was typed (a field left
    // as it was follows its default); a field emptied shows that default greyed, as Generate will use it
    if (maker) GS.$("gen-size").defaultValue = GS.$("gen-size").placeholder = maker.default_size;
    // the generator's other settings (Nonogram's density had no field here), named in /api/generate's words too
    GS.$("gen-settings").replaceChildren(...generatorSettings(kind).map((s) => settingField(s, "gen-set")));
    for (const s of generatorSettings(kind)) GS.phrase(`'${s.name}' `, `“${title(s.name)}” `);
    taskChanged();
  }

  // A new puzzle of the chosen kind (POST /api/generate, as `gridsat generate KIND --size --seed --grade`): its
  // text goes in the box, its picture in the answer's place, unsolved until Solve
  async function generate() {
    GS.setError(GS.$("error"), "");
    const kind = chosen();
    if (!kind || !kind.generator) { GS.fail("choose a kind with a generator under Kind first"); return; }
    const size = GS.$("gen-size").value.trim() || GS.$("gen-size").defaultValue;
    const seed = GS.whole(GS.$("gen-seed"));
    const grade = GS.$("gen-grade-box").hidden ? null : GS.$("gen-grade").value || null;
    // the time limit typed, else the server's longest (Cancel stops it sooner): a 10x10 Kurodoko takes seconds
    const field = GS.$("time-limit");
    const limit = field.value === field.defaultValue ? Number(field.max) || undefined : typedTimeLimit();
    const body = { kind: kind.name, size, seed, svg: true };
    if (limit !== undefined) body.time_limit = limit;
    if (grade) body.grade = grade;
    Object.assign(body, valuesOf(generatorSettings(kind), "gen-set"));
    const reply = await GS.call("/api/generate", body, "Making a puzzle…", "stop");
    if (reply.cancelled) { GS.cancelled(); return; }
    if (!reply.ok) { GS.fail(reply.data.error); return; }
    const data = reply.data;
    GS.clearAnswer();
    if (data.status === "unknown") { GS.fail(data.message); return; }
    GS.$("puzzle").value = typeof data.puzzle === "string" ? data.puzzle : JSON.stringify(data.puzzle, null, 1);
    GS.inputReplaced();
    GS.$("title").textContent = `A new ${size.replace(/\s*[xX]\s*/, "×")} ${kind.title} puzzle (seed ${data.seed})`;
    GS.$("verdict").className = "verdict good";
    const clues = typeof data.givens === "number" ? `${GS.plural(data.givens, kind.generator.given_noun)}, ` : "";
    GS.$("verdict").textContent = clues + (data.unique ? "exactly one answer (proven)" : "a planted answer") +
      (data.grade ? `, graded ${data.grade}` : "") + ". Press Solve to see it.";
    GS.$("facts").textContent = `Made in ${data.seconds.toFixed(2)} s.` + (data.url ? ` puzz.link: ${data.url}` : "") +
      (data.svg_unfinished ? ` No picture: ${data.svg_unfinished}.` : "");
    GS.showSvg(GS.$("picture"), data.svg, "the new puzzle, unsolved");
    GS.$("gen-seed").value = GS.nextSeed(GS.$("gen-seed"), seed);
  }

  function taskChanged() {
    const task = GS.$("task").value;
    GS.$("n-row").hidden = task !== "solutions";
    GS.$("limit-row").hidden = task !== "count";
    document.querySelectorAll("#settings .setting[data-tasks]").forEach((row) => {
      row.hidden = !row.dataset.tasks.split(" ").includes(task);
    });
  }

  // A number field as typed (empty: the default). 0 was replaced by the default (a time limit of 0 solved
  // for 10 s, "How many" 0 listed one), where the command line refuses it: the server's line now says why.
  function typed(id, fallback) {
    const value = GS.numberText(GS.$(id));
    return value === "" ? fallback : Number(value);
  }

  // The time limit field starts at the server's own (gridsat serve -t), up to its cap: it said 10 whatever the
  // server's was, and sent it, so -t was ignored for this page's requests.
  async function serverTimeLimit() {
    try {
      const { limits } = await (await fetch("/api/status")).json();
      const field = GS.$("time-limit");
      field.max = String(limits.max_time_limit);
      if (field.value === field.defaultValue) field.value = String(limits.time_limit);
      field.defaultValue = String(limits.time_limit);
      GS.$("n").max = String(limits.max_solutions);  // the most this server lists
    } catch (e) { /* the field keeps its value: an empty one sends none, and the server's own applies */ }
  }

  // "How many" and "Stop counting after" as whole numbers within the fields' bounds (empty: the fallback), said in
  // the page's words: 2.5, 0 or 101 got the server's "option 'solutions' must be a whole number", "limit must be at
  // least 1, got 0", "solutions 101 is more than this server lists", naming fields the page does not have.
  function wholeField(id, fallback) {
    return GS.numberText(GS.$(id)) === "" ? fallback : GS.whole(GS.$(id));
  }

  // The time limit typed (empty: undefined, none sent, the server's own applies), refused past the server's cap
  // (/api/status): 61 was lowered to 60 unsaid, where "How many" past its most is refused. Generate used to
  // send it unchecked, so the same 61 that Solve refused made a puzzle under 60 s unsaid.
  function typedTimeLimit() {
    const limit = typed("time-limit", undefined);
    const most = Number(GS.$("time-limit").max || Infinity);
    if (limit > most) {
      throw new GS.FieldError(GS.$("time-limit"), `“Time limit (seconds)” must be at most ${most} on this server, ` +
        `got ${GS.numberText(GS.$("time-limit"))}`);
    }
    return limit;
  }

  function options() {
    const task = GS.$("task").value;
    const out = { ...settingValues(chosen()), engine: GS.$("engine").value };
    const limit = typedTimeLimit();
    if (limit !== undefined) out.time_limit = limit;
    if (task === "solutions") out.solutions = wholeField("n", 1);
    else if (task === "count") {
      out.count = true;
      const limit = wholeField("limit", undefined);
      if (limit !== undefined) out.limit = limit;
    } else if (task !== "solve") out[task] = true;
    return out;
  }

  function showFiles() {
    const list = GS.$("file-list");
    list.replaceChildren();
    for (const name of files.keys()) {
      // a name the server does not take is sent as another: said, since the puzzle must name it so
      const renamed = chosenAs[name] && chosenAs[name] !== name ? ` (chosen as “${chosenAs[name]}”: name it ${name}) ` : " ";
      const item = GS.el("li", {}, `${name}${renamed}`);
      const drop = GS.el("button", { type: "button", class: "small", "aria-label": `remove ${name}` }, "remove");
      drop.addEventListener("click", () => { files.delete(name); showFiles(); });
      item.append(drop);
      list.append(item);
    }
  }

  async function solve() {
    GS.setError(GS.$("error"), "");
    const kind = chosen();
    const text = GS.$("puzzle").value;
    const argument = GS.$("argument-row").hidden ? "" : GS.$("argument").value.trim();
    const asked = options();
    const body = { options: asked, svg: true, text: true };
    if (kind) body.kind = kind.name;
    if (text.trim()) body.puzzle = text;
    else if (argument) body.argument = argument;
    else if (!kind || kind.argument.required) { GS.fail("paste or choose a puzzle first"); return; }
    if (files.size && !GS.$("files-box").hidden) body.files = Object.fromEntries(files);
    // the puzzle or a setting changed while it was solved ("Try an example" pressed meanwhile): the answer to what
    // was asked came back beside the new text without a word, and a count of an empty 40x40 read as the example's
    const reply = await GS.call("/api/solve", body, "Solving…", "mark");
    if (reply.cancelled) { GS.cancelled(); return; }
    if (!reply.ok) { GS.fail(GS.renamedFile(reply.data.error, chosenAs)); return; }
    const data = reply.data;
    GS.clearAnswer();
    const solved = kinds.find((k) => k.name === data.kind);
    GS.$("title").textContent = solved ? solved.title : data.kind;
    if (!kind) {  // recognised from the puzzle: its play card, as the kind's own page has (play.js)
      document.body.dataset.recognised = data.kind || "";
      document.dispatchEvent(new Event("gs-recognised"));
    }
    GS.$("verdict").className = GS.tone(data);
    let words = GS.verdict(data, "solution", asked.limit);
    if (data.solutions && data.count === undefined) {
      // fewer than asked for, cut by the time limit: it said "2 solutions listed." as if there were no more
      const cut = !data.complete && asked.solutions !== undefined && data.solutions.length < asked.solutions
        ? ` of ${asked.solutions} asked for: the time limit ran out before more were found; there may be more` : "";
      const what = data.distinct ? "distinct solution" : "solution";  // as a count says it (and the command line)
      words += ` ${GS.plural(data.solutions.length, what)} listed${data.complete ? "; no more exist" : cut}.`;
    }
    GS.$("verdict").textContent = words;
    GS.$("facts").textContent = GS.seconds(data) +
      (reply.changed ? " The puzzle or its settings changed meanwhile: press Solve for them." : "");
    const first = data.status !== "solved" ? "the puzzle as read, unsolved"
      : data.forced ? "the cells every solution shares" : data.solutions ? "solution 1, the first listed" : "the answer";
    GS.showSvg(GS.$("picture"), data.svg, first);
    // several solutions listed: "2 solutions listed" showed the first alone (the server's svg_last went unused); the
    // last is drawn beside it, and the terminal drawing of every one listed below them
    const listed = data.solutions && data.svg_last ? data.solutions.length : 0;
    const other = data.svg_second || (listed ? data.svg_last : "");
    GS.$("second-caption").textContent = data.svg_second ? "A second answer."
      : `Solution ${listed}, the last listed${listed > 2 ? "; the text below draws every one" : ""}.`;
    GS.showSvg(GS.$("second"), other, data.svg_second ? "a second answer" : listed && `solution ${listed}, the last listed`);
    GS.$("second").parentElement.hidden = !other;
    // no picture: the terminal drawing, unless it is only the status word the verdict already says ("infeasible")
    const drawing = (data.svg && listed <= 2) || data.text === data.status ? "" : (data.text || "");
    GS.$("text").textContent = drawing;
    GS.$("text").hidden = !drawing;
    const shown = { ...data };
    for (const key of ["svg", "svg_second", "svg_last", "text"]) delete shown[key];
    GS.$("json").textContent = JSON.stringify(shown, null, 1);
    GS.$("json-box").hidden = false;
  }

  document.addEventListener("DOMContentLoaded", async () => {
    GS.watchForm();  // a puzzle or setting changed while one is solved: its answer says so (solve)
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
    // a game played here (/file, its kind chosen in the menu) keeps the kind in the address beside the puzzle
    // (#kind=nurikabe&play=...): opened again, the page came up with no kind chosen and the game was gone
    // (read in any capitals, as the server reads /puzzle/NAME: "#kind=Nurikabe" was told "the address's game is of
    // kind “Nurikabe”, which this server does not have", of a kind it has)
    const played = new URLSearchParams(location.hash.slice(1)).get("kind");
    const fromHash = !match && played && kinds.some((k) => k.name === GS.kindSpelt(played));
    if (fromHash) GS.$("kind").value = GS.kindSpelt(played);
    // a game whose kind is unknown here, or named by none, was dropped without a word: the page came up empty
    // (so was a kind alone that this server lacks, or an empty one: "#kind=bogus" came up with no kind chosen, unsaid)
    const game = !match && new URLSearchParams(location.hash.slice(1)).get("play");
    if (!match && played !== null && !fromHash) {
      const shown = played.length <= 40 ? `“${played}”` : `“${played.slice(0, 40)}...” (${played.length} characters)`;
      GS.addError(GS.$("error"), `${game ? "the address's game is of" : "the address names"} kind ${shown}, which ` +
        "this server does not have: choose its kind in the menu above");
    } else if (game && !fromHash) {
      GS.addError(GS.$("error"), "the address's game names no kind: choose its kind in the menu above to play it");
    }
    // the API's field names, which this page's fields stand for
    GS.phrase("'argument' '-' (standard input) means nothing here: send the text as 'puzzle'",
      "“-” (standard input) means nothing on this page: paste the puzzle's text in the box above");
    // a file the puzzle names is chosen in the box below the message, which the server's words do not know
    GS.phrase('send it in "files"', "choose it under “Files the puzzle or settings name”, below");
    GS.phrase("; an edition file is named only by a puzzle file, in its folder",
      " or an edition file chosen under “Files the puzzle or settings name”, below");
    // a kind's page (/puzzle/NAME) is that kind's: another kind chosen in its menu was solved under this kind's
    // heading, words and play card (Hitori solved on the Nurikabe page, whose Play then refused it as "not
    // Nurikabe"); the chosen kind's form now opens (/puzzle/NAME/file: its page, or its page for any file when it
    // has a page of its own; "recognise it": /file), the puzzle in the box going with it
    if (match) {
      const menu = GS.$("kind");
      const go = () => {
        if (menu.value === match[1]) return;
        const text = GS.$("puzzle").value;
        try { if (text.trim()) sessionStorage.setItem(CARRIED, text); } catch (e) { /* no storage: not carried */ }
        const name = menu.value;
        menu.value = match[1];  // this page, come back to (Back), is of its own kind still
        location.assign(name ? `/puzzle/${name}/file` : "/file");
      };
      // an arrow key on the closed menu changes it a kind at a time: the page is left on Enter or on leaving the
      // menu, not at the first step (a keyboard user stepping through the kinds was taken to the next one's page)
      let keyed = false;
      menu.addEventListener("keydown", (event) => { if (event.key === "Enter") go(); else keyed = true; });
      menu.addEventListener("pointerdown", () => { keyed = false; });
      menu.addEventListener("change", () => { if (!keyed) go(); });
      menu.addEventListener("blur", go);
    } else GS.$("kind").addEventListener("change", kindChanged);
    GS.$("task").addEventListener("change", taskChanged);
    GS.$("example").addEventListener("click", () => {
      const k = chosen();
      if (k) { GS.$("puzzle").value = k.example; GS.inputReplaced(); }
    });
    GS.fileInto(GS.$("file"), GS.$("puzzle"));
    GS.$("files").addEventListener("change", () => {
      for (const file of GS.$("files").files) {
        const reader = new FileReader();
        const sent = GS.fileName(file.name, "file.txt");
        reader.onload = () => { files.set(sent, reader.result); chosenAs[sent] = file.name; showFiles(); };
        reader.readAsText(file);
      }
      GS.$("files").value = "";
    });
    GS.$("solve").addEventListener("click", solve);
    GS.$("generate").addEventListener("click", generate);
    kindChanged();
    try {  // the box of the kind's page left for this one
      const carried = sessionStorage.getItem(CARRIED);
      sessionStorage.removeItem(CARRIED);
      if (carried !== null && !GS.$("puzzle").value) GS.$("puzzle").value = carried;
    } catch (e) { /* no storage */ }
    if (fromHash) GS.$("kind").dispatchEvent(new Event("change"));  // the play card's too: it restores the game
    serverTimeLimit();
  });
})();
