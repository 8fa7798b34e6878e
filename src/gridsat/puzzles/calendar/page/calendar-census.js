// The calendar page's "Every date" tab: the census of an edition (built in,
// or an edition file of your own) -- every date's solution count at once, as
// `gridsat calendar --census` prints it, with its heat map on the board.
// It asks POST /api/mode {kind, mode: "census", settings, options, files, svg}.
"use strict";

(() => {
  let upload = null;   // {name, text} of the edition file chosen here, or null
  const DATE_TITLE = "Choose a date and press Solve";
  const CENSUS_TITLE = "Choose an edition and press Count every date";
  const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  const SHOWN = 12;    // dates listed in a row before "and N more"

  // "10-06" -> "Oct 6"; "04-06-Mon" -> "Apr 6 Mon".
  function dateWords(key) {
    const [m, d, weekday] = key.split("-");
    return [`${MONTHS[Number(m) - 1]} ${Number(d)}`, weekday].filter(Boolean).join(" ");
  }

  function dateList(keys) {
    const words = keys.slice(0, SHOWN).map(dateWords).join(", ");
    return keys.length > SHOWN ? `${words} and ${(keys.length - SHOWN).toLocaleString("en")} more` : words;
  }

  function edition() {
    const value = GS.$("census-edition").value;
    return value.startsWith("file:") ? value.slice(5) : value;
  }

  function row(id, count, dates) {
    const cells = GS.$(id).querySelectorAll("td");
    cells[0].textContent = count;
    cells[1].textContent = dates;
  }

  // Every date's count as a table (a row per month, or per month and weekday; a column per day), which the heat
  // map gave by colour alone, and as a CSV file to download.
  let csvUrl = null;
  function showCounts(counts, complete) {
    const rows = new Map();
    for (const [key, n] of Object.entries(counts || {})) {
      const [m, d, weekday] = key.split("-");
      const label = [MONTHS[Number(m) - 1], weekday].filter(Boolean).join(" ");
      if (!rows.has(label)) rows.set(label, new Map());
      rows.get(label).set(Number(d), n);
    }
    const table = GS.el("table", { class: "census-counts" });
    table.append(GS.el("caption", {}, complete ? "Solutions of each date" : "Solutions of each date found so far"));
    const head = GS.el("tr");
    head.append(GS.el("th", { scope: "col" }, "Day"));
    for (let d = 1; d <= 31; d++) head.append(GS.el("th", { scope: "col" }, String(d)));
    table.append(head);
    for (const [label, days] of rows) {
      const tr = GS.el("tr");
      tr.append(GS.el("th", { scope: "row" }, label));
      for (let d = 1; d <= 31; d++) {
        const n = days.get(d);
        tr.append(GS.el("td", complete && n === 0 ? { class: "bad" } : {}, n === undefined ? "" : n.toLocaleString("en")));
      }
      table.append(tr);
    }
    GS.$("census-grid").replaceChildren(table);
    if (csvUrl) URL.revokeObjectURL(csvUrl);
    // a census cut short says so in its file too: its column was "solutions" and the dates not reached read 0,
    // taken for dates without a solution by a spreadsheet that never saw the page
    const column = complete ? "solutions" : "solutions found so far (the count was cut short: lower bounds)";
    const csv = `date,${column}\n` + Object.entries(counts || {}).map(([key, n]) => `${key},${n}`).join("\n") + "\n";
    csvUrl = URL.createObjectURL(new Blob([csv], { type: "text/csv" }));
    GS.$("census-csv").href = csvUrl;
    GS.$("census-csv").download = complete ? "census.csv" : "census-so-far.csv";
  }

  function showCensus(data, label) {
    const report = data.report;
    const what = report.combinations === 366 ? "dates" : "date and weekday combinations";
    const verdict = GS.$("verdict");
    const none = report.unsolvable.length;
    GS.$("title").textContent = `Every date on ${label}${report.one_sided ? ", pieces one-sided" : ""}`;
    if (!report.complete) {
      verdict.className = "verdict warn";
      verdict.textContent = "Incomplete: the time limit stopped the count.";
      GS.$("facts").textContent = `At least ${GS.plural(report.total, "solution")} over ${report.combinations.toLocaleString("en")} `
        + `${what} so far (counts are lower bounds), in ${report.seconds.toFixed(2)} s.`;
    } else {
      verdict.className = none ? "verdict bad" : "verdict good";
      verdict.textContent = none ? `${GS.plural(none, "date")} ${none === 1 ? "has" : "have"} no solution.`
        : "Every date is solvable.";
      GS.$("facts").textContent = `${GS.plural(report.total, "solution")} over ${report.combinations.toLocaleString("en")} `
        + `${what}, all counted in ${report.seconds.toFixed(2)} s.`;
    }
    // Cut short, every count is a lower bound: the most found so far is one, but the fewest and the median of
    // lower bounds say nothing (dates not reached yet read 0).
    const unknown = ["?", "not known: the count was cut short"];
    // a count of 0 is the dates without a solution, listed once below (a design with 228 of them listed them
    // under fewest, median and none alike)
    const dates = (entry) => entry.count === 0 ? "the dates with no solution (below)" : dateList(entry.dates);
    row("census-fewest", ...(report.complete ? [report.fewest.count.toLocaleString("en"), dates(report.fewest)]
      : unknown));
    row("census-median", ...(report.complete ? [report.median.count.toLocaleString("en"), dates(report.median)]
      : unknown));
    // cut before any solution was found, "most so far" is 0 on every date: none, as the command line says (every
    // date was listed as the most, "Jan 1, Jan 2, ... and 354 more")
    if (!report.complete && report.most.count === 0) row("census-most", "none so far", "the count was cut before it found a solution");
    else row("census-most", report.most.count.toLocaleString("en") + (report.complete ? "" : " so far"), dates(report.most));
    if (!report.complete) row("census-none", ...unknown);
    else row("census-none", none.toLocaleString("en"), none ? dateList(report.unsolvable) : "none");
    GS.$("census-none").className = report.complete && none ? "bad" : "";
    showCounts(report.counts, report.complete);
    GS.$("census-facts").hidden = false;
    const picture = GS.$("picture");
    picture.alt = `heat map of every date's solution count on ${label}`;
    picture.parentElement.classList.add("tall");  // the whole card's width, as tall as it needs: labels stay readable
    GS.showSvg(picture, data.svg || "");
    const undrawn = data.svg_unfinished || data.svg_skipped;
    if (undrawn) GS.$("facts").textContent += ` No picture: ${undrawn}.`;
  }

  // The line beside the edition, and the answer panel saying so (not left blank; "Not solved", the one-date
  // tab's words, was said of a "Stop after" the page could not read).
  function refused(message) {
    GS.clearAnswer();
    const words = GS.inPageWords(message);
    GS.$("title").textContent = "Not counted";
    GS.$("facts").textContent = words;
    GS.setError(GS.$("error"), "");
    GS.setError(GS.$("census-error"), words);
  }

  async function run() {
    GS.setError(GS.$("census-error"), "");
    GS.clearAnswer();
    const chosen = GS.$("census-edition").selectedOptions[0];
    const label = chosen ? chosen.textContent : edition();
    let limit;
    try {
      limit = GS.number(GS.$("census-time"));
      // past the field's most (the server's cap): 1000 was lowered to 60 unsaid, where the general page's
      // "Time limit (seconds)" past its most is refused
      const most = Number(GS.$("census-time").max);
      if (limit > most) {
        throw new GS.FieldError(GS.$("census-time"), `“Stop after” must be at most ${most} seconds on this ` +
          `server, got ${GS.numberText(GS.$("census-time"))}`);
      }
    } catch (error) {
      if (!(error instanceof GS.FieldError)) throw error;
      refused(error.message);
      return;
    }
    const body = { kind: "calendar", mode: "census", svg: true,
      settings: { edition: edition(), one_sided: GS.$("census-one-sided").checked },
      options: { time_limit: limit } };
    if (upload && GS.$("census-edition").value.startsWith("file:")) body.files = { [upload.name]: upload.text };
    const reply = await GS.call("/api/mode", body, "Counting every date…");
    // cancelled by a switch to the other tab: "Cancelled." was left under its heading
    if (reply.cancelled) { if (!GS.$("panel-census").hidden) GS.cancelled(); return; }
    if (!reply.ok) { refused(reply.data.error); return; }
    showCensus(reply.data, label);
  }

  // The chosen edition's blank board and its pieces, to print (the same as gridsat calendar --blank): a maker
  // had no board to print without a date left out.
  async function blank() {
    GS.setError(GS.$("census-error"), "");
    GS.clearAnswer();
    const chosen = GS.$("census-edition").selectedOptions[0];
    const label = chosen ? chosen.textContent : edition();
    const body = { kind: "calendar", mode: "blank", svg: true, settings: { edition: edition() } };
    if (upload && GS.$("census-edition").value.startsWith("file:")) body.files = { [upload.name]: upload.text };
    const reply = await GS.call("/api/mode", body, "Drawing the blank board…");
    if (reply.cancelled) { if (!GS.$("panel-census").hidden) GS.cancelled(); return; }
    if (!reply.ok) { refused(reply.data.error); GS.$("title").textContent = "Not drawn"; return; }
    const report = reply.data.report;
    const pieces = report.pieces.reduce((n, piece) => n + piece.count, 0);
    GS.$("title").textContent = `The blank board of ${label}`;
    GS.$("facts").textContent = `${GS.plural(report.cells.length, "cell")}, ${GS.plural(report.labels.length, "label")}`
      + `${report.fillers.length ? `, ${GS.plural(report.fillers.length, "filler cell")}` : ""}; `
      + `${GS.plural(pieces, "piece")} below it at the board's scale. Print the page to cut or engrave it.`;
    const picture = GS.$("picture");
    picture.alt = `the blank board of ${label}: every cell with its label, and its pieces`;
    picture.parentElement.classList.add("tall");
    GS.showSvg(picture, reply.data.svg || "");
    const undrawn = reply.data.svg_unfinished || reply.data.svg_skipped;
    if (undrawn) GS.$("facts").textContent += ` No picture: ${undrawn}.`;
  }

  // The tabs: "One date" (the page as it was) and "Every date"; switching
  // stops a request in flight and clears the answer.
  function choose(tab) {
    const census = tab === "census";
    GS.$("tab-date").setAttribute("aria-selected", String(!census));
    GS.$("tab-census").setAttribute("aria-selected", String(census));
    GS.$("tab-date").tabIndex = census ? -1 : 0;  // the tabs are one Tab stop, the chosen one (the ARIA tab pattern)
    GS.$("tab-census").tabIndex = census ? 0 : -1;
    GS.$("panel-date").hidden = census;
    GS.$("panel-play").hidden = census || GS.$("panel-play").dataset.off === "yes";  // the board to play on, full width under the date's cards
    GS.$("panel-census").hidden = !census;
    GS.cancel();
    GS.clearAnswer();
    GS.$("date").dispatchEvent(new Event("change"));  // the one-date tab forgets its solution (its own reset)
    GS.setError(GS.$("error"), "");
    GS.setError(GS.$("census-error"), "");
    GS.$("title").textContent = census ? CENSUS_TITLE : DATE_TITLE;
    GS.$("picture").alt = census ? "heat map of every date's solution count" : "the solved calendar board";
    GS.$("picture").parentElement.classList.toggle("tall", census);
    history.replaceState(null, "", census ? "#every-date" : location.pathname + location.search);
  }

  document.addEventListener("DOMContentLoaded", async () => {
    GS.$("tab-date").addEventListener("click", () => choose("date"));
    GS.$("tab-census").addEventListener("click", () => choose("census"));
    // the arrow keys (Home, End) step between the tabs, as role="tab" promises a screen reader's user: they did
    // nothing, and both tabs were stops of the Tab key
    GS.$("tab-census").tabIndex = -1;
    GS.$("tab-date").closest("[role=tablist]").addEventListener("keydown", (event) => {
      const to = { ArrowLeft: "date", Home: "date", ArrowRight: "census", End: "census" }[event.key];
      if (!to || GS.$(`tab-${to}`).hidden) return;
      event.preventDefault();
      if (GS.$(`tab-${to}`).getAttribute("aria-selected") !== "true") choose(to);
      GS.$(`tab-${to}`).focus();
    });
    GS.$("census-run").addEventListener("click", run);
    GS.$("census-blank").addEventListener("click", blank);
    // an emptied answer panel is headed by the tab it is under: a file chosen, a Cancel, on this tab headed it
    // "Choose a date and press Solve" (the page's first heading, the other tab's)
    GS.onClear(() => { if (!GS.$("panel-census").hidden) GS.$("title").textContent = CENSUS_TITLE; });
    GS.wordsFor("--one-sided", "“One-sided”");
    GS.phrase("time_limit must be", "“Stop after” must be");  // the API's words for this page's field
    GS.readFile(GS.$("census-file"), (name, text) => {
      const safe = GS.fileName(name, "edition.txt");
      upload = { name: safe, text };
      const select = GS.$("census-edition");
      select.querySelectorAll("option[value^='file:']").forEach((o) => o.remove());
      const values = GS.editionChoices(safe, text);
      for (const [value, label] of values) select.append(GS.el("option", { value }, label));
      select.value = values[0][0];
      GS.clearAnswer();
    });
    if (location.hash === "#every-date") choose("census");
    // the address /puzzle/calendar#every-date opened from the page itself (a link, the address bar: only the hash
    // changes) stayed on the One date tab; the tab's address, "#every-date" taken away, is the One date tab's again
    window.addEventListener("hashchange", () => {
      if (location.hash === "#every-date") choose("census");
      else if (!location.hash && !GS.$("panel-census").hidden) choose("date");
    });
    const { kinds } = await GS.kinds();
    const calendar = kinds.find((k) => k.name === "calendar");
    if (!calendar.web_modes.some((m) => m.name === "census")) GS.$("tab-census").hidden = true;
    GS.$("census-blank").hidden = !calendar.web_modes.some((m) => m.name === "blank");
    if (!calendar.explains) {  // installed without the compiled tiling engine: its Hint could only be refused
      GS.$("panel-play").dataset.off = "yes";
      GS.$("panel-play").hidden = true;
    }
    for (const name of calendar.choices.edition) GS.$("census-edition").append(GS.el("option", { value: name }, name));
    // the address's edition (?edition=weekday, as the One date tab reads it): Every date counted dragonfjord's
    // (given twice with two values, neither is taken, as the One date tab takes neither: it counted the first's)
    const asked = new Set(new URLSearchParams(location.search).getAll("edition"));
    if (asked.size === 1 && calendar.choices.edition.includes([...asked][0])) GS.$("census-edition").value = [...asked][0];
  });
})();
