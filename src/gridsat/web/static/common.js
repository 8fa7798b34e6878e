// gridsat web pages: what every page shares.
// Everything that comes from input or from the server is put into the page
// as text (textContent, attributes), never as markup; pictures are shown as
// <img> from a blob URL, so nothing inside an SVG ever runs.
"use strict";

const GS = (() => {
  let controller = null;   // the AbortController of the request in flight
  let timer = null;
  const pictures = new Map();  // img element -> its blob URL

  function $(id) { return document.getElementById(id); }

  function el(tag, attrs = {}, text = "") {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
    if (text) node.textContent = text;
    return node;
  }

  // Show an SVG text in an <img>; remove the picture when svg is empty.
  // alt: what the picture shows, for a screen reader (a fixed "the answer" was read out over the forced cells, the
  // unsolved puzzle of an infeasible one, a generated puzzle, a hint's few pieces and the last of several listed)
  function showSvg(img, svg, alt) {
    if (alt) img.alt = alt;
    if (pictures.has(img)) URL.revokeObjectURL(pictures.get(img));
    pictures.delete(img);
    if (!svg) { img.removeAttribute("src"); img.hidden = true; return; }
    const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
    pictures.set(img, url);
    img.src = url;
    img.hidden = false;
  }

  function setError(box, message) {
    box.textContent = message || "";
    box.hidden = !message;
  }
  // One more problem of the address said on the line (after what it says already, as one line): a page's own
  // reading of its address took the place of what this script had said of it ("?x=1#kind=bogus" named the kind alone)
  function addError(box, message) {
    setError(box, box.hidden || !box.textContent ? message : `${box.textContent}; ${message}`);
  }

  // The busy panel over the answer: a spinner, the seconds so far, Cancel.
  // The action buttons are disabled meanwhile and get their own state back after.
  // The button pressed keeps the focus through the work: disabled, it dropped the focus to the page's top (a
  // keyboard user's next Tab started over, a screen reader said nothing); Cancel holds it meanwhile, and it goes
  // back to the button after.  The seconds are not read out: inside the answer's live region, a screen reader
  // announced "Solving… 0.1 s", "0.2 s"... ten times a second; the label is said once.
  const held = new Map();  // button -> its disabled state before the work
  let pressed = null;  // the action button that had the focus when the work began
  function busy(on, label) {
    const panel = $("busy");
    if (!panel) return;
    clearInterval(timer);
    const focused = document.activeElement;
    document.querySelectorAll("button.act").forEach((b) => {
      if (on) { if (!held.has(b)) held.set(b, b.disabled); b.disabled = true; } else if (held.has(b)) b.disabled = held.get(b);
    });
    if (!on) held.clear();
    panel.hidden = !on;
    const stop = $("cancel");
    if (!on) {
      const button = pressed;
      pressed = null;
      const lost = () => { const a = document.activeElement; return !a || a === document.body || a === stop || a.disabled; };
      if (button && lost() && !button.disabled) button.focus();
      // the page may disable it once it has the answer (Another at the last one): the first of its card's
      // buttons still usable then
      if (button) {
        setTimeout(() => {
          const card = button.closest("section");
          const next = card && card.querySelector("button.act:not([disabled])");
          if (lost() && next) next.focus();
        }, 0);
      }
      return;
    }
    if (focused && focused.matches && focused.matches("button.act")) {
      pressed = focused;
      if (stop) stop.focus();
    }
    const start = performance.now();
    const seconds = el("span", { "aria-hidden": "true" });
    const queued = el("span");  // said once when it appears (the live region): no solver process was free
    $("busy-text").replaceChildren(`${label} `, seconds, queued);
    let looks = 0;
    const tick = () => {
      const took = (performance.now() - start) / 1000;
      seconds.textContent = `${took.toFixed(1)} s`;
      // each second from the second on, the server's pool: every process busy with others' work and requests
      // waiting, this one may be among them (a third tab on a two-process server showed "Solving… 8 s" of a 4 s
      // limit, its wait unsaid); the reply says how long it waited (`waited`)
      if (took < 1 + looks) return;
      looks += 1;
      fetch("/api/status").then((r) => r.json()).then((s) => {
        if (panel.hidden) return;
        // (a process settling -- stopping a cancelled request, or a fresh one starting in place of one stopped --
        // is no free one: a request waiting for it was said nothing, its seconds past its time limit unexplained)
        const full = s.pool && s.pool.waiting > 0 && s.pool.busy + (s.pool.settling || 0) >= s.pool.workers;
        const text = full ? ` (every solver process is busy: ${plural(s.pool.waiting, "request")} waiting for ` +
          "one, and its time limit starts when one is free)" : "";
        if (queued.textContent !== text) queued.textContent = text;  // (the same words set again are said again)
      }).catch(() => {});
    };
    tick();
    timer = setInterval(tick, 100);
  }

  function cancel() { if (controller) controller.abort(); }
  // The request in flight (an object to compare with; null when none): a page stops only its own.
  function current() { return controller; }

  // The page's form changed while a request about it was in flight (one asked with call's `form`).  A request
  // whose answer would overwrite the form (a generator's new puzzle) is stopped, as Cancel stops it: what was
  // typed meanwhile stays.  Another's answer comes back marked `changed`: it is shown as the answer to what was
  // asked, but the page neither redraws its form from it nor steps on from it (the packing page showed the
  // board before's count, and "Another tiling" then stepped on the new board from there: "Tiling 2.", its first
  // never shown; the Yin-Yang page redrew the grid before over the one typed meanwhile).
  let formAsked = null;
  function formChanged() {
    if (!formAsked || formAsked !== controller) return;
    if (formAsked.form === "stop") cancel();
    else formAsked.changed = true;
  }
  // Every input, choice and file field of the page stops a request about the form when it changes (the
  // page's own changes made in code -- an example, a cell of a drawn grid -- call formChanged themselves; the
  // play board's are its own).
  function watchForm() {
    for (const type of ["input", "change"]) {
      document.addEventListener(type, (e) => {
        const field = e.target.closest("input, select, textarea");
        if (field && !field.closest("#play")) formChanged();
      }, true);
    }
  }

  // POST body as JSON to path; resolves to {ok, status, data} or
  // {cancelled: true}.  Shows the busy panel while it works.  `form`: the request is about the page's form as
  // it is now: "stop" (a change of the form stops it) or "mark" (the reply then has `changed: true`); see
  // formChanged and watchForm.
  async function call(path, body, label = "Solving…", form = null) {
    if (controller) controller.abort();
    controller = new AbortController();
    const mine = controller;
    mine.form = form;
    formAsked = form ? mine : null;
    busy(true, label);
    try {
      const response = await fetch(path, {
        method: "POST", headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body), signal: mine.signal,
      });
      let data;
      // a body stopped on its way (a click, a new request, Cancel) is a stopped request, not a reply: read as
      // {error: "the server answered 200"}, Check said "This puzzle cannot be checked cell by cell" under the click
      try { data = await response.json(); } catch (e) {
        if (mine.signal.aborted) throw e;
        data = { error: `the server answered ${response.status}` };
      }
      const sent = Object.entries(body.files || {}).sort((a, b) => b[1].length - a[1].length);
      // the puzzle box too: a 1.4 MB file chosen as the puzzle was told only "the request has 1,400,780 bytes"
      if (typeof body.puzzle === "string") sent.push(["puzzle", body.puzzle]);
      sent.sort((a, b) => b[1].length - a[1].length);
      if (response.status === 413 && sent.length && data.error) {  // the file chosen, named: "the request has 600,146
        // bytes; this server takes at most 524,288" said not which of the page's inputs was too large
        const which = sent[0][0] === "puzzle" && sent[0][1] === body.puzzle ? "the puzzle" : `the file ${sent[0][0]}`;
        data.error += ` (${which} has ${sent[0][1].length.toLocaleString("en")} characters)`;
      }
      return { ok: response.ok, status: response.status, data, changed: Boolean(mine.changed) };
    } catch (e) {
      if (e.name === "AbortError" || mine.signal.aborted) return { cancelled: true };
      return { ok: false, status: 0, data: { error: "the server cannot be reached (is gridsat serve still running?)" } };
    } finally {
      if (formAsked === mine) formAsked = null;
      if (controller === mine) { controller = null; busy(false); }
    }
  }

  let kindsCache = null;
  async function kinds() {
    if (!kindsCache) kindsCache = fetch("/api/kinds").then((r) => r.json());
    return kindsCache;
  }

  function plural(n, word, many = `${word}s`) { return `${n.toLocaleString("en")} ${n === 1 ? word : many}`; }

  // The verdict in words, as the command line prints it under a drawing.  A count cut short says what cut it, as
  // the command line does (it said "a limit stopped the count", which one unsaid): the count limit the request
  // gave (``countLimit``) once reached, else the time limit (a web request has no other).
  function verdict(data, noun = "solution", countLimit = undefined) {
    const lines = [];
    if (data.status === "infeasible") {  // with the proof in words when one settled it (the chessboard colouring)
      lines.push(data.reason ? `No solution exists (proven): ${data.reason}.` : "No solution exists (proven).");
    }
    const forced = Array.isArray(data.forced);  // a forced task's answer: what every answer shares
    if (data.status === "unknown" && data.count === undefined) {
      // the forced cells' proof cut after an answer was found: "No answer yet" stood beside the answer's picture
      lines.push(forced ? "An answer was found; the time limit ran out before what every answer shares was proven."
        : "No answer yet: the time limit ran out before the search finished.");
    } else if (forced && data.complete) {
      lines.push("Shown: what every answer shares (proven).");
    }
    const uniqueness = {
      unique: "Unique: no other answer exists.",
      not_unique: "Not unique: another answer exists.",
      unknown: "Uniqueness unknown: the time limit ran out before it was proven.",
      no_solution: "No solution exists.",
    }[data.uniqueness];
    if (uniqueness && !(data.status === "infeasible" && data.uniqueness === "no_solution")) lines.push(uniqueness);  // said once
    if (data.count !== undefined) {
      const what = data.distinct ? `distinct ${noun}` : noun;
      lines.push(data.complete ? `${plural(data.count, what)} (all counted).`
        : `At least ${plural(data.count, what)}: ${countLimit !== undefined && data.count >= countLimit
          ? `the count stopped at its limit of ${countLimit.toLocaleString("en")}`
          : "the time limit ran out before the count finished"}.`);
    }
    if (data.status === "solved" && !lines.length) lines.push("Solved.");
    return lines.join(" ");
  }

  // The verdict's colour: good (solved; unique, counted, proven), warn (not
  // unique, or a limit cut the work short), bad (no solution).
  function tone(data) {
    if (data.status === "infeasible" || data.uniqueness === "no_solution") return "verdict bad";
    const cut = data.complete === false && (data.count !== undefined || data.forced !== undefined);
    if (data.status !== "solved" || data.uniqueness === "not_unique" || data.uniqueness === "unknown" || cut) {
      return "verdict warn";
    }
    return "verdict good";
  }

  // An answer panel back to empty: its heading as the page first had it, no
  // verdict, facts, captions, pictures or answer text (standard ids; the ones
  // a page lacks are skipped), then what each page registered with onClear.
  const clearers = [];
  let firstTitle = null;
  function onClear(fn) { clearers.push(fn); }
  function clearAnswer() {
    if ($("title") && firstTitle !== null) $("title").textContent = firstTitle;
    for (const id of ["verdict", "facts", "caption", "second-caption"]) { if ($(id)) $(id).textContent = ""; }
    if ($("verdict")) $("verdict").className = "verdict";
    for (const id of ["picture", "second"]) {
      if ($(id)) showSvg($(id), "");
    }
    if ($("second")) $("second").parentElement.hidden = true;
    document.querySelectorAll(".answer-part").forEach((node) => { node.hidden = true; });
    for (const fn of clearers) fn();
  }

  // The command line's option names in a message, in the words of the page's
  // own fields ({"--holes": "“Allow holes” below"}), so a message never points
  // at an option the page does not have.
  // A request's setting is named by its JSON name too ("option 'one_sided' must be true or false"): that name
  // gets the same words.
  const optionWords = new Map();
  const settingWords = new Map();
  function wordsFor(option, words) {
    optionWords.set(option, words);
    const name = option.replace(/^--/, "").replace(/-/g, "_");
    for (const form of [`option '${name}'`, `setting '${name}'`]) settingWords.set(form, words);
  }
  function clearWords() { optionWords.clear(); settingWords.clear(); }
  const phrases = new Map();  // whole phrases of a message the page words its own way
  function phrase(from, to) { phrases.set(from, to); }
  // phrases with a part that varies (the options a board needs: 'the options {"board": "4x5", ...}'), by pattern
  const patterns = new Map();
  function phrasePattern(from, to) { patterns.set(from.source, [from, to]); }
  // a size pasted as a puzzle: the page's Generate is named first; the API's request after it is not the page's
  phrasePattern(/, or POST \/api\/generate \{[^{}]*\}/, "");
  // a puzzle record with a request's option or field in it (engine, count, svg, position...): the API's words said to
  // send it in the request's "options" or beside "puzzle", neither of which a page has
  phrase('send it in the request\'s "options"', "take it out of the puzzle's text and set it with this page's own fields");
  phrase('send it as the request\'s own field, beside "puzzle"', "take it out of the puzzle's text: the page sends its own");
  phrase('send it as /api/hint\'s "position"', "take it out of the puzzle's text: a position is played on the board");
  // a binary file chosen: the API's "send a puzzle file's text" named a request the page makes itself
  phrase("send a puzzle file's text", "choose a puzzle file, or paste its text");
  // A Generate cut by its time limit, in a page's own words: /api/generate's message says what to send next in the
  // request's fields ("send a smaller size or another seed"); the Yin-Yang and Domino Fit pages showed it so, naming
  // a size field they do not have.  ``size``, ``seed``, ``time``: the page's words for its fields (``time`` null: the
  // page has no time-limit field).
  function generateWords(size, seed, time = null) {
    if (time) phrase("send a longer time_limit", `give a longer ${time}`);
    phrase("a smaller size or another seed", `a smaller ${size} or another ${seed}`);
    phrase(": send a smaller ", ": give a smaller ");
  }
  function inPageWords(message) {
    let out = message || "";
    for (const [from, to] of patterns.values()) out = out.replace(from, to);
    for (const [from, to] of phrases) out = out.split(from).join(to);
    // a whole puzzle chosen where a part goes (the packing page's piece file, the calendar's edition file): "give
    // it as the puzzle itself" named a box that a page without one does not have; the "Any file" page reads it
    if (!$("puzzle")) out = out.split("give it as the puzzle itself").join("open it on the “Any file” page (/file)");
    for (const [from, to] of settingWords) out = out.split(from).join(to);
    for (const [option, words] of optionWords) {
      out = out.split(new RegExp(`(?<![\\w-])${option.replace(/[-]/g, "\\-")}(?![\\w-])`)).join(words);
    }
    return out;
  }

  // Bad input: the server's one line next to the input, no stale answer, and
  // the answer panel saying so (left blank under its first heading, it read
  // as if Solve had done nothing).
  const NOT_SOLVED = "Not solved";
  // A refused Generate ("rows must be a whole number from 2 to 100") said "Not solved" above its message: the
  // title a failure gets is the last button's (Generate's "Not made"), and both count as a failure's title below
  const NOT_MADE = "Not made";
  const FAILED = [NOT_SOLVED, NOT_MADE];
  let failing = NOT_SOLVED;
  document.addEventListener("click", (event) => {
    const pressed = event.target.closest && event.target.closest("button");
    // (a new empty grid or full board refused is no solve either)
    if (pressed) failing = ["generate", "empty", "resize"].includes(pressed.id) ? NOT_MADE : NOT_SOLVED;
  }, true);
  function fail(message) {
    clearAnswer();
    const words = inPageWords(message);
    setError($("error"), words);
    if ($("title")) $("title").textContent = failing;
    if ($("facts")) $("facts").textContent = words;
  }

  // The page put new text in the puzzle box (an example, a file chosen): a message about the text that was there
  // is about what is no longer there (it stayed beside the example, "Not solved" above its answer panel).
  // What else on the page spoke of the puzzle box (the play card's "paste or choose a puzzle above first")
  // goes when its text is replaced or edited: it stayed beside the pasted puzzle and its answer.
  const replacers = [];
  function onReplaced(fn) { replacers.push(fn); }
  function inputReplaced() {
    formChanged();
    for (const fn of replacers) fn();
    if ($("error") && !$("error").hidden) setError($("error"), "");
    // (also once typing took the message away: "Not solved" and the message under it stayed beside the new text)
    if ($("title") && FAILED.includes($("title").textContent)) clearAnswer();
  }

  // Cancel: the answer panel emptied too (an earlier answer left beside "Cancelled." read as this one's).
  function cancelled() {
    clearAnswer();
    if ($("facts")) $("facts").textContent = "Cancelled.";
  }

  // A field the page cannot read as asked: its message goes where bad input goes (fail), from any handler.
  class FieldError extends Error {
    constructor(input, message) { super(message); this.input = input; }
  }
  function fieldName(input) {
    const label = input.labels && input.labels[0];
    return `“${(label ? label.textContent : input.getAttribute("aria-label") || input.id).trim()}”`;
  }

  // A number field's text: "" when left empty.  A field holding what is not a number ("7e-", "2-", "1e999")
  // gives its value as "" too, which read as left empty: the default was used (a seed typed "7e-" made puzzle
  // 1, "2-" hints placed 3) -- it is refused, naming the field.
  function numberText(input) {
    if (input.validity && input.validity.badInput) {
      throw new FieldError(input, `${fieldName(input)} holds no number as typed: type digits (or empty it for the default)`);
    }
    const text = input.value.trim();
    // 1e-400 was sent as 0, and told "must be a positive number of seconds, got 0" (the command line: "'1e-400' is
    // too small to tell from 0")
    if (text !== "" && Number(text) === 0 && /[1-9]/.test(text.split(/e/i)[0])) {
      throw new FieldError(input, `${fieldName(input)} ${text} is too small to tell from 0`);
    }
    return text;
  }

  // A number field's value; left empty, its default (the page's own value attribute), never 0.
  function number(input) {
    const text = numberText(input);
    return Number(text === "" ? input.defaultValue : text);
  }

  // A whole number within the field's own min and max, for what the page builds itself (an empty grid of
  // rows x columns): 2.5 columns stopped the button with an error in the console, 45 became 30 unsaid and 0 the
  // default.
  // A whole number field's value past 2**53, which a page does not hold exactly (12345678901234567891 was sent as
  // 12345678901234567000, and 1e30 as 1e+30, which the server takes for no whole number, in its words): refused
  // here, as typed.  Returns `value`.
  function exactWhole(input, value) {
    if (Number.isInteger(value) && !Number.isSafeInteger(value)) {
      throw new FieldError(input, `${fieldName(input)} is past the largest whole number a page holds exactly `
        + `(${Number.MAX_SAFE_INTEGER.toLocaleString("en")}), got ${numberText(input)}`);
    }
    return value;
  }

  // `most`: a bound other than the field's own (a Yin-Yang side the generator takes, 60, in the drawing grid's field)
  function whole(input, most) {
    const low = input.min === "" ? -Infinity : Number(input.min);
    const high = most !== undefined ? most : input.max === "" ? Infinity : Number(input.max);
    const range = high === Infinity ? (low === -Infinity ? "" : ` of at least ${low}`) : ` from ${low} to ${high}`;
    const given = number(input);
    if (!Number.isSafeInteger(given) && Number.isInteger(given) && (given > high || given < low)) {
      // a seed of 1e30 was told "past the largest whole number a page holds exactly (9,007,199,254,740,991)",
      // a bound that is not the field's: its own range is named, the number as typed
      throw new FieldError(input, `${fieldName(input)} must be a whole number${range}, got ${numberText(input)}`);
    }
    const value = exactWhole(input, given);
    if (!Number.isInteger(value) || value < low || value > high) {
      throw new FieldError(input, `${fieldName(input)} must be a whole number${range}, got ${value}`);
    }
    return value;
  }

  // The seed a generator page offers next: one more than the seed it made, or its field's least past its largest
  // (a puzzle of seed 2147483647 left 2147483648 in the field, which the next Generate refused as out of range)
  function nextSeed(input, seed) {
    return seed < Number(input.max) ? seed + 1 : Number(input.min);
  }

  // The facts line of an answer: its time and engine, then the notes the command line prints on stderr
  // (`notices`: a weekday not the date's own, a pzprv3 file's answer rows breaking a rule), which no page showed.
  function seconds(data) {
    // a picture the time limit left undrawn is said: "Tiling 1 is shown" stood beside an empty panel; the first
    // drawn and a second (a listing's last, a second answer) cut, "No picture" stood under the first picture
    const undrawn = data.svg ? "No second picture" : "No picture";
    // a request that waited for a free solver process says so: "Solving… 8 s" of a 4 s limit was unexplained
    const waited = data.waited ? ` It waited ${data.waited.toFixed(1)} s for a free solver first.` : "";
    const notes = waited + (data.notices || []).map((n) => ` Note: ${n}.`).join("") +
      (data.svg_unfinished ? ` ${undrawn}: ${data.svg_unfinished}.` : "");
    if (data.seconds === undefined) return notes.trim();
    const took = data.seconds < 0.0005 ? "under a millisecond" : `${data.seconds.toFixed(3)} s`;  // not "0.000 s"
    // no answer found ("No answer yet: the time limit ran out") was "Answered in under a millisecond"
    const did = data.status === "unknown" ? "Searched for" : "Answered in";
    return `${did} ${took} by the ${data.engine || ""} engine.${notes}`;
  }

  // A file's name as the server takes it (letters, digits, '.', '_', '-'; no folder). A letter with an accent
  // keeps its letter ("édition.txt" was sent, and its editions shown, as "dition.txt": the first letter dropped).
  // A message about the file names it as it was chosen ("my edition (1).txt: line 2: ...", not the name sent).
  function fileName(name, fallback) {
    const sent = name.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[^A-Za-z0-9._-]/g, "_")
      .replace(/^[^A-Za-z0-9]+/, "").slice(0, 100) || fallback;
    if (sent !== name) phrase(`${sent}: `, `${name}: `);
    return sent;
  }

  // A file chosen under its own name that the server does not take ("my edition (1).txt", as a browser saves a
  // second download) is sent as fileName's: a puzzle naming it as chosen was told "'my edition (1).txt' is not a
  // file sent with this request (files sent: my_edition__1_.txt): choose it under ...", of the file just chosen
  // there. ``sentAs``: {name sent: name chosen}. Gives the message to show.
  function renamedFile(message, sentAs) {
    for (const [sent, chosen] of Object.entries(sentAs)) {
      if (sent !== chosen && message.startsWith(`'${chosen}' is not a file sent with this request`)) {
        return `'${chosen}' is the file chosen, sent as '${sent}' (the server takes names of letters, digits, ` +
          `'.', '_' and '-' alone): name it '${sent}' in the puzzle`;
      }
    }
    return message;
  }

  // A file chosen with <input type=file>, as text: then(name, text).
  // A file chosen takes the place of the one before: the error about that one goes, as for new text in the
  // puzzle box (the packing page went on saying "pieces2.txt: line 1: unknown symbol 'x'", "Not solved" above,
  // beside the pieces1.txt chosen after it; the calendar's edition file alike).
  function readFile(input, then) {
    input.addEventListener("change", () => {
      const file = input.files[0];
      if (!file) return;
      const reader = new FileReader();
      reader.onload = () => {
        const card = input.closest("section");
        const box = card && card.querySelector(".error");
        if (box && box !== $("error")) setError(box, "");  // a card's own error line (the calendar's census)
        else inputReplaced();
        then(file.name, reader.result);
      };
      reader.readAsText(file);
      input.value = "";
    });
  }

  // A file chosen with <input type=file> goes into a textarea as text.
  function fileInto(input, textarea, after) {
    readFile(input, (name, text) => {
      // an empty file emptied the box without a word (its text lost), and Solve then said "paste or choose a
      // puzzle first" to one who had chosen one: the box is kept, and the file named as the command line names it
      if (!text.trim()) { setError($("error"), `${name.slice(0, 100)}: empty input: no puzzle in it`); return; }
      textarea.value = text; inputReplaced(); if (after) after();
    });
  }

  // The width inside an element's padding (px; 340 when it has no layout yet).
  function innerWidth(node) {
    if (!node || !node.clientWidth) return 340;
    const style = getComputedStyle(node);
    return node.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  }

  // A grid's cells sized to fit its card, `sizeOf(room)` px in a card `room` px wide inside its padding (default:
  // `cols` cells, less the grid's 2px padding and 2px gaps, between `least` and `most` px); fitted again when the
  // window's width changes (a phone turned upright: a board built in landscape kept its 44 px cells, a 9x9 Sudoku's
  // last columns out of sight in a card scrolling sideways), `then(size)` told each new size.  The size now, px.
  const fitted = new Map();  // grid -> its fit
  function fitCells(container, cols, least, most, then = null, sizeOf = null) {
    const measured = () => {
      // (measured without the grid: a card as wide as its content was held open by the grid's old width)
      const shown = container.style.display;
      container.style.display = "none";
      const room = innerWidth(container.parentElement);
      container.style.display = shown;
      return sizeOf ? sizeOf(room) : Math.max(least, Math.min(most, Math.floor((room - 4 - 2 * (cols - 1)) / cols)));
    };
    fitted.set(container, () => {
      const size = measured();
      if (container.style.getPropertyValue("--cell") === `${size}px`) return;
      container.style.setProperty("--cell", `${size}px`);
      if (then) then(size);
    });
    const size = measured();
    container.style.setProperty("--cell", `${size}px`);
    return size;
  }
  let widthBefore = window.innerWidth;
  window.addEventListener("resize", () => {
    if (window.innerWidth === widthBefore) return;  // (a phone's address bar showing or hiding changes the height)
    widthBefore = window.innerWidth;
    for (const [grid, fit] of fitted) { if (grid.isConnected) fit(); else fitted.delete(grid); }
  });

  // A clickable grid of cells: values cycle through `states` (class names).
  function cellGrid(container, rows, cols, values, states, labels, onChange) {
    container.replaceChildren();
    fitCells(container, cols, 6, 34);
    container.style.gridTemplateColumns = `repeat(${cols}, var(--cell))`;
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const b = el("button", { type: "button", class: `cell ${states[values[r][c]]}` });
        b.setAttribute("aria-label", `row ${r + 1}, column ${c + 1}: ${labels[values[r][c]]}`);
        b.dataset.row = r; b.dataset.col = c;
        b.addEventListener("click", () => {
          values[r][c] = (values[r][c] + 1) % states.length;
          b.className = `cell ${states[values[r][c]]}`;
          b.setAttribute("aria-label", `row ${r + 1}, column ${c + 1}: ${labels[values[r][c]]}`);
          formChanged();
          onChange(values);
        });
        container.append(b);
      }
    }
    gridKeys(container, cols);
  }

  // A board of cell buttons as one stop of the Tab key, its cells stepped through with the arrow keys: every cell
  // was a stop of its own, so a keyboard user pressed Tab 60 times (900 on a 30x30 board) to get past a packing
  // board to its Pieces and First tiling. The cell Tab comes back to is the one last focused; disabled cells (a
  // play board's givens) are stepped over.
  function gridKeys(container, cols) {
    const cells = () => [...container.querySelectorAll(".cell")];
    const list = cells();
    list.forEach((b) => { b.tabIndex = -1; });
    const first = list.find((b) => !b.disabled);
    if (first) first.tabIndex = 0;
    for (const b of list) b.addEventListener("focus", () => cells().forEach((o) => { o.tabIndex = o === b ? 0 : -1; }));
    container.onkeydown = (event) => {
      const step = { ArrowRight: [0, 1], ArrowLeft: [0, -1], ArrowDown: [1, 0], ArrowUp: [-1, 0] }[event.key];
      const all = cells();
      const at = all.indexOf(document.activeElement);
      if (!step || at < 0) return;
      let [r, c] = [Math.floor(at / cols), at % cols];
      for (;;) {
        r += step[0]; c += step[1];
        if (r < 0 || c < 0 || c >= cols || r * cols + c >= all.length) return;
        if (!all[r * cols + c].disabled) { event.preventDefault(); all[r * cols + c].focus(); return; }
      }
    };
  }

  // The header's links: the start page's kinds, and the general page -- in one line when they fit
  // the window, else behind a "Puzzles" button that opens them as a menu (one kind a line wrapped
  // the bar onto two lines at 1200 px with 16 kinds, and more kinds only make it worse).
  async function nav() {
    const bar = $("nav");
    if (!bar) return;
    const { kinds: list } = await kinds();
    const links = el("div", { id: "nav-links", class: "nav-links" });
    for (const [href, title] of list.map((k) => [k.page, k.title]).concat([["/file", "Any file"]])) {
      const a = el("a", { href }, title);
      if (href === location.pathname) a.setAttribute("aria-current", "page");
      links.append(a);
    }
    const here = links.querySelector("[aria-current]");
    const button = el("button", { type: "button", class: "nav-menu", "aria-expanded": "false",
                                  "aria-controls": "nav-links" }, here ? `Puzzles: ${here.textContent}` : "Puzzles");
    bar.append(button, links);
    const open = (yes) => { bar.classList.toggle("open", yes); button.setAttribute("aria-expanded", String(yes)); };
    const fit = () => {  // one line when every link fits; the menu otherwise (left open if it was)
      const wasOpen = bar.classList.contains("open");
      bar.classList.remove("compact", "open");  // measured as one line
      const compact = links.scrollWidth > links.clientWidth + 1;
      bar.classList.toggle("compact", compact);
      open(compact && wasOpen);
    };
    button.addEventListener("click", () => open(!bar.classList.contains("open")));
    document.addEventListener("click", (event) => { if (!bar.contains(event.target)) open(false); });
    document.addEventListener("keydown", (event) => {
      if (event.key === "Escape" && bar.classList.contains("open")) { open(false); button.focus(); }
    });
    window.addEventListener("resize", fit);
    fit();
  }

  // A FieldError thrown by any button's handler is said where bad input is (the error line of the field's own
  // card: the calendar's "Every date" has its own), not left in the console.
  function fieldFailed(event, error) {
    if (!(error instanceof FieldError)) return;
    event.preventDefault();
    fail(error.message);
    const card = error.input.closest("section");
    const box = card ? card.querySelector(".error") : null;
    if (box && box !== $("error")) {
      setError($("error"), "");
      setError(box, inPageWords(error.message));
    }
  }
  // Leaving the page (a link, a reload, another address, the tab closed) stops its request as Cancel does: the
  // browser kept the connection open after the page had gone, and the server's solver worked on for nobody to
  // the request's time limit (a count of 60 s held one of its two solver processes a minute).
  window.addEventListener("pagehide", cancel);
  // Typing in a field: a message about what it held is about what is no longer there (the line stayed beside
  // the box while the user corrected it, as if the new text were still refused); Solve says anew.
  // A menu chosen anew likewise (the packing page's pieces set back to pentominoes kept "bad_pieces.txt: line 1:
  // unknown symbol" beside "The pentominoes cover 60. They match.").
  function fieldEdited(event) {
    const field = event.target;
    if (!field.matches || !field.matches("input:not([type=file]), textarea, select") || !field.closest("main")) return;
    if (field.id === "puzzle") for (const fn of replacers) fn();
    const card = field.closest("section");
    const box = card && card.querySelector(".error");
    if (box && box !== $("error") && !box.hidden) {
      const said = box.textContent;
      setError(box, "");
      // the answer panel repeating it under "Not counted" (the calendar's "Every date") loses it too: another
      // edition chosen after a bad file still showed that file's message there, the line beside it gone
      if ($("facts") && said && $("facts").textContent === said) $("facts").textContent = "";
    }
    if ($("error") && !$("error").hidden) {
      setError($("error"), "");
      // "Not solved" stays above an empty answer: the message under it was the one taken away (it stayed there)
      if ($("title") && FAILED.includes($("title").textContent) && $("facts")) $("facts").textContent = "";
    }
  }
  document.addEventListener("input", fieldEdited);
  document.addEventListener("change", (event) => { if (event.target.matches && event.target.matches("select")) fieldEdited(event); });
  window.addEventListener("error", (event) => fieldFailed(event, event.error));
  window.addEventListener("unhandledrejection", (event) => fieldFailed(event, event.reason));

  document.addEventListener("DOMContentLoaded", () => {
    if ($("title")) firstTitle = $("title").textContent;
    const button = $("cancel");
    if (button) button.addEventListener("click", cancel);
    nav();
    // a game's link (#play=...) opened on a page with no play mode was dropped without a word: the page came up
    // empty. Only the generic play card's script reads #play= ("$=play.js" matched the calendar's own
    // calendar-play.js, which reads none); a kind's page says why in its body's data-game-link.
    const game = new URLSearchParams(location.hash.slice(1)).get("play");
    // (each problem of the address is said, in one line: "?x=1#PLAY=..." named the x alone)
    const said = [];
    if (game && !document.querySelector('script[src="/static/play.js"]')) {
      said.push("this address holds a game (#play=...), " + (document.body.dataset.gameLink ||
        "but this page has no play mode; solve it with the form above"));
    }
    if (document.body.dataset.address === undefined && queryName()) {
      // /puzzle/pack?board=3x20 came up on 6x10 unsaid: only the calendar page reads its address's parameters
      // (its body's data-address; it names those it does not read), and every other page now says so
      said.push(`the address holds ${quoted(queryName())}, which this page does not read (it reads no ?NAME=VALUE): ` +
        "choose on the page itself");
    }
    if (fragmentWords()) said.push(fragmentWords());
    if ($("error") && said.length) setError($("error"), said.join("; "));
  });

  // The first name of the address's ?NAME=VALUE&... ("=x" for a value named by none), or "" when it holds none: a
  // bare "?&" (no name at all, as "?" is none) was named "&" on every page but the calendar's, which reads it as none
  function queryName() {
    for (const [name, value] of new URLSearchParams(location.search)) if (name || value) return name || `=${value}`;
    return "";
  }

  // A value from the address, quoted, cut past 40 characters with its length said: the first 40 of a longer one,
  // quoted whole ("the address holds "xxxx...x"" of a 60-character name), were read as all the address held
  function quoted(text) {
    return text.length <= 40 ? JSON.stringify(text) : `${JSON.stringify(`${text.slice(0, 40)}...`)} (${text.length} characters)`;
  }

  // The kind a name in the address spells, as the command line reads one: "#kind=Yin-Yang", "Light_Up", "star battle"
  // are yinyang, lightup, starbattle (capitals alone were read; "#kind=yin-yang" was "a kind this server does not have")
  function kindSpelt(said) { return said.toLowerCase().replace(/[\s_\u2010-\u2015-]+/g, ""); }

  // What the address's fragment in the NAME=VALUE form holds that this page does not read, in one line, or "": a
  // game's page (play.js) reads #play=PUZZLE&at=ROWS, the general page (/file) #kind=NAME too, no other page any
  // (#every-date, a plain anchor, is no NAME=VALUE). "#PLAY=..." (capitals), a misspelt "#paly=...", "#at=..." with no
  // puzzle and an empty "#play=" opened the page as if the address held nothing.
  // unplayed: the title of the page's kind when it has no play card (play.js says so once the kinds are known): its
  // page reads the puzzle of a #play= alone, to solve, and has no "Play this puzzle" to press (Hashiwokakero's page
  // said to press it of a "#puzzle=...")
  function fragmentWords(unplayed) {
    const hash = location.hash.slice(1);
    if (!hash.includes("=")) return "";
    const params = new URLSearchParams(hash);
    const playing = !!document.querySelector('script[src="/static/play.js"]');
    const own = location.pathname.match(/^\/puzzle\/([^/]+)/);
    const reads = !playing ? ["play"] : unplayed ? (own ? ["play"] : ["kind", "play"])  // (play: said above)
      : own ? ["play", "at"] : ["kind", "play", "at"];
    const form = !playing ? "no #NAME=VALUE" : `${own ? "" : "#kind=NAME&"}play=PUZZLE${unplayed ? "" : "&at=ROWS"}`
      .replace(/^play/, "#play");
    const todo = !playing ? "choose on the page itself"
      : unplayed ? `paste the puzzle above and press Solve (${unplayed} is not played on this page)`
        : params.get("play") ? "the game is played without it" : "paste the puzzle above and press Play this puzzle";
    // (a kind's own page names the kind it is: #kind=nurikabe on /puzzle/nurikabe is no stray)
    const stray = [...params].find(([name, value]) => (name || value) && !reads.includes(name)
      && !(name === "kind" && own && kindSpelt(value) === kindSpelt(own[1])));
    if (stray) {
      const capitals = reads.includes(stray[0].toLowerCase()) ? "; its names are in small letters" : "";
      return `the address holds ${quoted(`#${stray[0]}=`)}, which this page does not read (it reads ${form}` +
        `${capitals}): ${todo}`;
    }
    if (!playing) return "";
    if (params.has("play") && !params.get("play")) return `the address's game (#play=) holds no puzzle: ${todo}`;
    if (!params.has("play") && params.has("at")) {
      return `the address holds a position (#at=...) but no puzzle (#play=...) to play it on: ${todo}`;
    }
    return "";
  }

  return { $, el, quoted, kindSpelt, fragmentWords, showSvg, setError, addError, clearAnswer, onClear, onReplaced, fail, cancelled, inputReplaced, formChanged, exactWhole, watchForm, wordsFor, clearWords, phrase, phrasePattern, generateWords, inPageWords, call, cancel, current, kinds, number,
    numberText, whole, nextSeed, FieldError, verdict, tone, seconds, plural, fileName, renamedFile, fileInto, readFile, cellGrid, gridKeys, innerWidth, fitCells };
})();
