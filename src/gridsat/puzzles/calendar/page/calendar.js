// The calendar page: a date, an edition (built in, or an edition file of your
// own); solve and count, step through the solutions, hints.
"use strict";

(() => {
  let shown = 0;       // which solution is on screen (1-based), 0 = none
  let total = null;    // the count of solutions for the current date, once known
  let counted = false; // whether that count ran to its end (cut short, more solutions may follow it)
  let upload = null;   // {name, text} of the edition file chosen, or null
  let asking = null;   // this tab's request in flight (GS.current()), or null

  function today() {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  }

  // What gridsat calls the chosen edition: a built-in name, FILE or FILE:NAME.
  function edition() {
    const value = GS.$("edition").value;
    return value.startsWith("file:") ? value.slice(5) : value;
  }

  function request(options) {
    const body = { kind: "calendar", argument: GS.$("date").value,
      options: { ...options, edition: edition(), one_sided: GS.$("one-sided").checked }, svg: true };
    if (upload && GS.$("edition").value.startsWith("file:")) body.files = { [upload.name]: upload.text };
    return body;
  }

  // The names of the editions an edition file defines (its [editions] lines
  // NAME = BOARD : PIECES), for the menu; the server reads the file itself.
  function editionNames(text) {
    const names = [];
    let section = null;
    for (const raw of text.split(/\r\n|\r|\n/)) {
      const line = raw.split("#")[0].trim();
      const head = line.match(/^\[\s*(\w+)/);
      if (head) { section = head[1].toLowerCase(); continue; }
      const m = section === "editions" && line.match(/^([^\s=]+)\s*=/);
      if (m) names.push(m[1]);
    }
    return names;
  }

  // The edition menu's entries for an edition file `safe` of `text`: [value, label] pairs, one per edition
  // it defines ("mine (d.txt)"), or the file alone when it names none ("d.txt (your file)", not "d.txt (d.txt)").
  function editionChoices(safe, text) {
    const names = editionNames(text);
    if (names.length > 1) return names.map((n) => [`file:${safe}:${n}`, `${n} (${safe})`]);
    return [[`file:${safe}`, names.length ? `${names[0]} (${safe})` : `${safe} (your file)`]];
  }
  GS.editionChoices = editionChoices;  // the "Every date" tab's menu too (calendar-census.js)

  const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
  const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December"];

  function heading() {
    const [y, m, d] = GS.$("date").value.split("-").map(Number);
    // (new Date(y, ...) takes a year 0-99 for 1900-1999: 1 January 1, a Monday, was headed "Tuesday")
    const day = new Date(Date.UTC(2000, m - 1, d));
    day.setUTCFullYear(y);
    const weekday = WEEKDAYS[day.getUTCDay()];
    const chosen = GS.$("edition").selectedOptions[0];
    const sided = GS.$("one-sided").checked ? ", pieces one-sided" : "";  // (its count was headed as two-sided)
    return `${weekday} ${d} ${MONTHS[m - 1]} ${y} on ${chosen ? chosen.textContent : edition()}${sided}`;
  }

  // The date, edition or sidedness changed: a request of this tab in flight asked about the form as it was
  // (its answer, shown under the new date's heading, gave another date's solutions and count), so it is
  // stopped -- not the play board's, which loads the new date's board.
  function reset() {
    if (asking && GS.current() === asking) GS.cancel();
    shown = 0; total = null; counted = false;
    GS.$("another").disabled = true;
  }

  function failed(message) {
    GS.fail(message);
    reset();
  }

  async function ask(options, label) {
    GS.setError(GS.$("error"), "");
    if (!GS.$("date").value) { failed("choose a date"); return null; }
    const pending = GS.call("/api/solve", request(options), label);
    asking = GS.current();
    const reply = await pending;
    asking = null;
    if (reply.cancelled) {  // by Cancel, or by a change of the form (nothing shown to step on from)
      if (!GS.$("panel-date").hidden) GS.cancelled();  // (not by a switch to the other tab, under its heading)
      if (!shown) GS.$("another").disabled = true;
      return null;
    }
    if (!reply.ok) { failed(reply.data.error); return null; }
    return reply.data;
  }

  function show(data, svg, words, facts, alt = "the solved calendar board") {
    const answer = GS.$("picture");
    GS.$("title").textContent = heading();
    const verdict = GS.$("verdict");
    verdict.textContent = words;
    verdict.className = `verdict ${data.status === "solved" ? "good" : data.status === "unknown" ? "warn" : "bad"}`;
    GS.$("facts").textContent = [facts, GS.seconds(data)].filter(Boolean).join(" ");
    GS.showSvg(answer, data.status === "solved" ? svg : "", alt);
    answer.dataset.count = data.count === undefined ? "" : data.count;
  }

  // Solve: the first solution, and the count of them all.
  async function solve() {
    const data = await ask({ count: true }, "Solving…");
    if (!data) return;
    total = data.count;
    counted = Boolean(data.complete);
    shown = data.status === "solved" ? 1 : 0;
    let words;
    if (data.status !== "solved") words = GS.verdict(data);
    else if (data.complete) words = `${GS.plural(total, "solution")} for this date.`;
    else words = `At least ${GS.plural(total, "solution")} (the count was cut short).`;
    // (with no picture, the time limit having run out while drawing, it is found, not shown)
    show(data, data.svg, words, shown ? `${data.svg ? "Showing" : "Found"} solution 1 of ${total.toLocaleString("en")}.` : "");
    // a count cut short is not the last solution: "Another" stopped at it though more may follow
    GS.$("another").disabled = !(shown && (shown < total || !counted));
  }

  // Solution k alone: the server passes over the k-1 before it.
  async function another() {
    const k = shown + 1;
    const data = await ask({ solutions: 1, skip: shown }, `Finding solution ${k}…`);
    if (!data) return;
    if (!data.solutions.length) {
      GS.$("verdict").className = "verdict warn";
      GS.$("verdict").textContent = data.complete ? `No more: there are ${GS.plural(data.skipped, "solution")} for this date.`
        : `The time limit ran out before solution ${k} was found.`;
      GS.$("facts").textContent = GS.seconds(data);
      GS.$("another").disabled = data.complete;
      return;
    }
    shown = k;
    const least = Math.max(total || 0, k);  // at least as many as this one's number
    const of = total === null ? "" : counted ? ` of ${total.toLocaleString("en")}` : ` of at least ${least.toLocaleString("en")}`;
    show({ ...data, count: total === null ? undefined : total }, data.svg,
      counted ? `${GS.plural(total || k, "solution")} for this date.` : `At least ${GS.plural(least, "solution")} (the count was cut short).`,
      `${data.svg ? "Showing" : "Found"} solution ${k}${of}.`);
    GS.$("another").disabled = data.complete || (counted && k >= total);
  }

  async function hint() {
    let k;
    try {
      k = GS.number(GS.$("hint-k"));
    } catch (e) {  // a field holding no number: refused, and nothing left to step on from (as any failure)
      failed(e.message);
      return;
    }
    const data = await ask({ hint: k }, "Finding a hint…");
    if (!data) return;
    const words = data.status === "solved" ? `A start: ${GS.plural(data.hint, "piece")} placed.` : GS.verdict(data);
    const facts = data.solutions_with_hint === undefined ? ""
      : `${GS.plural(data.solutions_with_hint, "solution")} ${data.solutions_with_hint === 1 ? "agrees" : "agree"} with this hint.`;
    show(data, data.svg, words, facts, `the calendar board with ${GS.plural(data.hint, "piece")} of a solution placed`);
    shown = 0;
    GS.$("another").disabled = total === null;
  }

  document.addEventListener("DOMContentLoaded", async () => {
    GS.$("date").value = today();
    GS.wordsFor("--one-sided", "“One-sided”");
    GS.wordsFor("--hint", "“Show hint”");
    const { kinds } = await GS.kinds();
    const calendar = kinds.find((k) => k.name === "calendar");
    for (const name of calendar.choices.edition) GS.$("edition").append(GS.el("option", { value: name }, name));
    for (const id of ["date", "edition", "one-sided"]) GS.$(id).addEventListener("change", reset);
    // The date and built-in edition chosen go into the address, so it can be shared or bookmarked (it kept the
    // first ones, and a shared address opened on another date); an edition file of one's own cannot go there.
    for (const id of ["date", "edition"]) {
      GS.$(id).addEventListener("change", () => {
        const params = new URLSearchParams();
        if (GS.$("date").value) params.set("date", GS.$("date").value);
        if (calendar.choices.edition.includes(GS.$("edition").value)) params.set("edition", GS.$("edition").value);
        const query = params.toString();
        // (a fragment the page named, "#play=..." or "#foo=1", is left out: written back, the address shared or
        // reloaded said it again; the Every date tab's own "#every-date" stays)
        const tab = location.hash === "#every-date" ? location.hash : "";
        history.replaceState(null, "", location.pathname + (query ? `?${query}` : "") + tab);
      });
    }
    GS.readFile(GS.$("edition-file"), (name, text) => {
      const safe = GS.fileName(name, "edition.txt");
      upload = { name: safe, text };
      const select = GS.$("edition");
      select.querySelectorAll("option[value^='file:']").forEach((o) => o.remove());
      const values = editionChoices(safe, text);
      for (const [value, label] of values) select.append(GS.el("option", { value }, label));
      select.value = values[0][0];
      select.dispatchEvent(new Event("change"));  // the page's reset, and the play card's (its buttons need a built-in)
    });
    GS.$("solve").addEventListener("click", solve);
    GS.$("another").addEventListener("click", another);
    GS.$("hint").addEventListener("click", hint);
    // A date in the address (?date=YYYY-MM-DD) is the one shown; one that is not a date is named and the
    // date left empty, never replaced by today's in silence (a mistyped link answered for another day).
    const address = new URLSearchParams(location.search);
    // Every problem of the address is said, in one line: each refusal took the place of the one before ("?date=bad&
    // edition=bad" named the date alone, and the page answered for dragonfjord unsaid), and it is said on the tab
    // shown (opened on #every-date, the line under the hidden One date tab was never seen: its census counted
    // dragonfjord's for "?edition=bad", unsaid).
    const problems = [];
    // a date or edition given twice with two values (a link with "&date=2026-12-25" put after its own date) took
    // the first unsaid, answering for another day than the one added: neither is taken, and both are named
    const twice = ["date", "edition"].find((key) => new Set(address.getAll(key)).size > 1);
    const asked = twice === "date" ? null : address.get("date");
    // ?edition=weekday was passed over in silence (dragonfjord shown, a shared address answered for another
    // board), as was any other parameter: a built-in edition is chosen, anything else named
    const edition = twice === "edition" ? null : address.get("edition");
    // (a name given no value, "?date" or "?&", is nothing the page could take: "?=x", a value named by none, is)
    const strays = [...address].filter(([key, value]) => key !== "date" && key !== "edition" && (key || value))
      .map(([key, value]) => key || `=${value}`);
    // a built-in name in any case (?edition=Weekday), as the command line and the API read it: it was "not a
    // built-in one (..., weekday)"
    const builtin = edition === null ? undefined
      : calendar.choices.edition.find((name) => name.toLowerCase() === edition.toLowerCase());
    if (builtin !== undefined) GS.$("edition").value = builtin;
    else if (edition !== null) {
      problems.push(`asks for edition ${GS.quoted(edition)}, which is not a built-in one ` +
        `(${calendar.choices.edition.join(", ")}): choose one`);
    }
    if (strays.length) {
      problems.push(`holds ${GS.quoted(strays[0])}, which this page does not read (it reads date=YYYY-MM-DD and ` +
        "edition=NAME)");
    }
    if (asked !== null) {
      const shaped = /^\d{4}-\d{2}-\d{2}$/.test(asked);
      // a date that does not exist (2026-02-30) is never put in the field: the field emptied it, but the browser
      // logged a warning on the console ("does not conform to the required format") for every such address
      const time = shaped ? Date.parse(`${asked}T00:00:00Z`) : NaN;  // NaN for 2026-13-45; 2026-02-30 rolls over
      const real = !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === asked;
      GS.$("date").value = real ? asked : "";
      // (an empty one, "?date=", left the field empty with nothing said, where "?edition=" was named)
      if (!asked || GS.$("date").value !== asked) {
        GS.$("date").value = "";
        const why = !asked ? "which is empty" : shaped ? "which does not exist"
          : "which is not of the form YYYY-MM-DD (e.g. 2026-10-06)";
        problems.push(`asks for date ${GS.quoted(asked)}, ${why}: choose a date`);
      }
    }
    if (twice) {
      if (twice === "date") GS.$("date").value = "";
      const given = [...new Set(address.getAll(twice))].map(GS.quoted);
      problems.unshift(`gives ${twice} more than once (${given.join(", ")}), and the page takes neither: choose ` +
        `the ${twice} meant`);
    }
    if (problems.length) {
      // (after what the page's common script said of the address: a game's link, "#play=...", or "#foo=1")
      const said = !GS.$("error").hidden && GS.$("error").textContent;
      const box = GS.$(GS.$("panel-census").hidden ? "error" : "census-error");
      if (said) GS.setError(box, said);
      GS.addError(box, `the address ${problems.join("; and it ")}`);
    }
  });
})();
