"""The twenty-eighth hostile pass over the web app and the long runs (``gridsat serve``, ``gridsat batch``,
``calendar --census --out``; issue 20): each fault it found, kept as a test."""

from __future__ import annotations

from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
SUDOKU = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"


@pytest.mark.slow  # (over a second: a browser, censuses, or six solves)
def test_a_hint_the_time_limit_cut_before_its_first_step_is_not_said_to_have_nothing_to_deduce(live_server, browser):
    """Hint on the play board of a large Yin-Yang whose next step the server's time limit cut (the answer proven
    unique, no step found yet: ``{"verdict": "unique", "complete": false, "steps": []}``, as ``gridsat hint -t``
    says "the time limit ran out before a first step was found") said "Nothing to deduce: every cell is decided.
    Press Check." beside a board of undecided cells.  It now says the time limit ran out and where to look longer.
    (The server's answer is made to come cut: a time limit that lands between the proof and the step is a window
    of milliseconds.)"""
    from web_server import by_id, open_page, wait_for

    open_page(browser, f"{live_server}/puzzle/yinyang")
    wait_for(browser, lambda: by_id(browser, "play-start").is_displayed())
    browser.execute_script("document.getElementById('puzzle').value = arguments[0]",
                           (EXAMPLES / "yinyang-10x10.txt").read_text())
    by_id(browser, "play-start").click()
    wait_for(browser, lambda: len(browser.find_elements("css selector", "#play-board .cell")) == 100)
    _hint_comes_cut(browser)
    try:
        by_id(browser, "play-hint").click()
        wait_for(browser, lambda: by_id(browser, "play-verdict").text)
        said = (by_id(browser, "play-verdict").text, by_id(browser, "play-message").text)
    finally:
        browser.refresh()  # the page's own fetch back for the tests after
    assert said == ("No hint", "The server's time limit ran out before a first step was found: the command line's "
                               "gridsat hint with a longer -t looks for it longer.")


def _hint_comes_cut(browser) -> None:
    """The page's next ``/api/hint`` replies as a time limit that came before a first step makes it."""
    browser.execute_script(
        "const real = window.fetch; window.fetch = async (url, init) => { const r = await real(url, init);"
        " if (!String(url).endsWith('/api/hint')) return r; const data = await r.json();"
        " return new Response(JSON.stringify({...data, steps: [], complete: false, solved: false}),"
        " {status: r.status, headers: {'Content-Type': 'application/json'}}); };")


@pytest.mark.slow  # (over a second: a browser, censuses, or six solves)
def test_the_calendar_boards_hint_cut_by_the_time_limit_is_no_success(live_server, browser):
    """The calendar page's Hint cut by the server's time limit said "No hint: the time limit ran out." in the green
    of a solved board.  It is now a warning, saying which time limit and what it stopped."""
    from web_server import by_id, idle, open_page, wait_for

    open_page(browser, f"{live_server}/puzzle/calendar")
    by_id(browser, "play-show").click()
    wait_for(browser, lambda: idle(browser) and by_id(browser, "play-why").text)
    _hint_comes_cut(browser)
    try:
        by_id(browser, "play-hint").click()
        wait_for(browser, lambda: idle(browser) and "time limit" in by_id(browser, "play-why").text)
        said = (by_id(browser, "play-why").text, by_id(browser, "play-why").get_attribute("class"))
    finally:
        browser.refresh()
    assert said == ("No hint: the server's time limit ran out before a first step was found.", "play-message warn")


def test_a_sent_files_name_is_refused_by_the_rule_it_breaks(api_client):
    """A file sent as ``"-h"`` or ``"_p.txt"`` was refused: "must be letters, digits, '.', '_' or '-' (at most 100,
    not starting with '.')", which both names are: the rule broken (a name starts with a letter or digit) went
    unsaid.  The message now states it."""
    said = "must be ASCII letters (A-Z, a-z), digits, '.', '_' or '-' (at most 100, starting with a letter or digit): " \
           "a plain name, no folder"
    for name in ("-h", "_p.txt", ".p"):
        reply = api_client.post("/api/solve", json={"kind": "pack", "options": {"board": "1x2", "pieces": name},
                                                     "files": {name: "A: ##"}})
        assert (reply.status_code, reply.json()) == (422, {"error": f"file name '{name}' {said}"})
    reply = api_client.post("/api/solve", json={"kind": "pack", "options": {"board": "1x2", "pieces": "p-_.1"},
                                                 "files": {"p-_.1": "A: ##"}})
    assert (reply.status_code, reply.json()["status"]) == (200, "solved")


@pytest.mark.slow  # (over a second: a browser, censuses, or six solves)
def test_a_batchs_or_hints_option_written_in_a_record_is_refused_not_dropped(run_cli, tmp_path):
    """Collection lines ``{"kind": "sudoku", "puzzle": ..., "check_answer": true}`` (compared with nothing),
    ``"jobs": 4``, ``"workers": 3`` and a hint request's ``"position"`` (solved from the givens) were solved with
    the field dropped, nothing said, where the solver options beside them (``"engine"``, ``"count"``...) were refused
    naming the command's option.  They are refused alike, naming the command that takes each; a generator's own
    fields (``unique``, ``seed``, ``steps``, ``grade``) are still read past."""
    import json

    from gridsat.batch import run_batch

    lines = [{"check_answer": True}, {"jobs": 4}, {"workers": 3}, {"position": "x"}, {"keep_unknown": True},
             {"unique": True, "seed": 4, "steps": 17, "grade": "hard"}]
    (tmp_path / "c.jsonl").write_text("".join(json.dumps({"kind": "sudoku", "puzzle": SUDOKU, **line}) + "\n"
                                              for line in lines))
    run_batch([str(tmp_path / "c.jsonl")], tmp_path / "r.jsonl", jobs=1)
    rows = sorted((json.loads(t) for t in (tmp_path / "r.jsonl").read_text().splitlines()), key=lambda r: r["line"])
    said = "not one a puzzle record has (kind, puzzle, solution): give it to the command"
    assert [(r["status"], r.get("error")) for r in rows] == [
        ("bad_input", f"c.jsonl: line 1: the record's field 'check_answer' is a batch's option, {said} "
                      "(gridsat batch PATH --check-answer)"),
        ("bad_input", f"c.jsonl: line 2: the record's field 'jobs' is a batch's option, {said} (gridsat batch PATH -j N)"),
        ("bad_input", f"c.jsonl: line 3: the record's field 'workers' is a solver option, {said} (gridsat solve FILE -w N)"),
        ("bad_input", f"c.jsonl: line 4: the record's field 'position' is a hint's option, {said} "
                      "(gridsat hint FILE --position FILE)"),
        ("bad_input", f"c.jsonl: line 5: the record's field 'keep_unknown' is a batch's option, {said} "
                      "(gridsat batch PATH --keep-unknown)"),
        ("solved", None)]
    (tmp_path / "p.json").write_text(json.dumps({"kind": "sudoku", "puzzle": SUDOKU, "workers": 2}))
    assert run_cli("solve", str(tmp_path / "p.json")) == (
        2, "", f"gridsat: error: p.json: the record's field 'workers' is a solver option, {said} (gridsat solve FILE -w N)\n")


@pytest.mark.slow  # (over a second: a browser, censuses, or six solves)
def test_a_web_modes_setting_given_as_null_is_its_default_not_a_500(api_client):
    """``POST /api/mode {"kind": "calendar", "mode": "census", "settings": {"edition": null}}`` (or ``"one_sided":
    null``) answered 500 "internal error: TypeError: edition must be an edition's name...": the null replaced the
    setting's default and reached the run.  A null setting is now not given, as a solve's options take one: the
    census of the default edition; a null trigger setting of a mode that needs one is refused by name."""
    asked = {"kind": "calendar", "mode": "census", "options": {"time_limit": 20}}
    plain = api_client.post("/api/mode", json=asked)
    for settings in ({"edition": None}, {"one_sided": None}, {"census": None}):
        reply = api_client.post("/api/mode", json={**asked, "settings": settings})
        assert reply.status_code == 200, reply.json()
        assert ({k: v for k, v in reply.json()["report"].items() if k != "seconds"}
                == {k: v for k, v in plain.json()["report"].items() if k != "seconds"})
    reply = api_client.post("/api/mode", json={"kind": "calendar", "mode": "verify", "settings": {"verify_edition": None}})
    assert reply.status_code == 422
    assert reply.json()["error"].startswith("the Calendar puzzle mode 'verify' needs setting 'verify_edition' (")


def test_a_puzzle_record_sent_as_the_puzzle_is_read_as_the_command_line_reads_its_file(api_client):
    """``gridsat sudoku P --to text --json`` prints a record ``{"kind": "sudoku", "puzzle": ...}``, and ``gridsat
    solve`` reads it as a file; pasted into the web's "Any file" box (``POST /api/solve {"puzzle": RECORD}``) it was
    "Sudoku: unknown field 'puzzle'", and a Yin-Yang record's URL went to the URL reader whole ("URL body character
    6 is '\\"'").  The web now takes a record apart as the command line does: its puzzle read, its kind checked
    against the one asked, its solver options refused."""
    import json

    record = {"kind": "sudoku", "format": "text", "rows": 9, "cols": 9, "puzzle": SUDOKU}

    def solve(body: dict, path: str = "/api/solve"):
        reply = api_client.post(path, json=body)
        return reply.status_code, reply.json().get("error") or reply.json().get("status") or reply.json()["verdict"]

    assert solve({"puzzle": json.dumps(record)}) == (200, "solved")
    assert solve({"kind": "sudoku", "puzzle": json.dumps(record)}) == (200, "solved")
    assert solve({"kind": "yinyang", "puzzle": json.dumps(record)}) == (422, "puzzle: the record's kind is 'sudoku', "
                                                                               "where Yin-Yang puzzles were asked for")
    assert solve({"puzzle": json.dumps({"kind": "yinyang", "puzzle": "https://puzz.link/p?yinyang/6/6/0309j"})}) == (
        422, "Yin-Yang: URL body ends after 5 characters, missing 7 of its 12 characters (3 cells per character) (is "
             "the URL cut short?)")
    assert solve({"puzzle": json.dumps({**record, "engine": "cpsat"})})[1].startswith(
        "puzzle: the record's field 'engine' is a solver option")
    yinyang = {"kind": "yinyang", "puzzle": (EXAMPLES / "yinyang-10x10.txt").read_text()}
    assert solve({"puzzle": json.dumps(yinyang)}, "/api/hint") == (200, "unique")


def test_a_request_at_the_servers_memory_limit_is_told_to_raise_the_servers_not_its_own():
    """On a server started with a small ``--memory-limit``, a request refused for memory was told "raise it with the
    request's memory_limit option, in GB, up to the server's limit", with or without that option, though it already
    had the server's whole limit (a request's is lowered to the server's): no option of the request could help.
    It is now told where the limit is raised; a request asking less than the server's is still told its own."""
    from starlette.testclient import TestClient

    from gridsat.web import Limits, create_app

    puzzle = (EXAMPLES / "yinyang-10x10.txt").read_text()
    with TestClient(create_app(Limits(workers=1, warm=False, grace=5.0, memory_limit=0.00001))) as client:
        said = []
        for options in ({}, {"memory_limit": 1}, {"memory_limit": 0.000005}):
            reply = client.post("/api/solve", json={"kind": "yinyang", "puzzle": puzzle, "options": options})
            said.append((reply.status_code, reply.json()["error"].split("(raise it with ")[1]))
        hint = client.post("/api/hint", json={"kind": "yinyang", "puzzle": puzzle})
        said.append((hint.status_code, hint.json()["error"].split("(raise it with ")[1]))
    server = "gridsat serve --memory-limit GB, where the server is started: a request has at most its limit)"
    assert said == [(422, server), (422, server),
                    (422, "the request's memory_limit option, in GB, up to the server's limit)"), (422, server)]


def test_a_results_file_of_any_long_run_is_named_so_not_read_as_puzzles(run_cli, tmp_path):
    """``gridsat solve year.jsonl`` (a ``calendar --year --out`` file) said "a collection of 365 puzzles ... gridsat
    batch year.jsonl --out results.jsonl", and that batch made 365 lines "not a puzzle gridsat can read"; a census
    file alike (2,562), and one in a searched folder too; ``solve`` of a batch's own results file sent the reader to
    ``batch``, which refuses it, and of a one-line one said "unknown field 'answer'".  Each is now named as the
    results of the run that wrote it, given by name or met in a folder, as a batch's results file already was."""
    import json

    year, census = tmp_path / "year.jsonl", tmp_path / "census.jsonl"
    year.write_text("".join(json.dumps({"date": f"2026-01-0{d}", "edition": "dragonfjord", "status": "unknown",
                                        "complete": False}) + "\n" for d in (1, 2)))
    census.write_text(json.dumps({"subtree": 0, "of": 9, "edition": "dragonfjord", "design": "x", "counts": []}) + "\n"
                      + json.dumps({"month": 1, "day": 1, "count": 3, "edition": "dragonfjord"}) + "\n")
    (tmp_path / "c.jsonl").write_text(json.dumps({"kind": "sudoku", "puzzle": SUDOKU}) + "\n")
    assert run_cli("batch", str(tmp_path / "c.jsonl"), "-o", str(tmp_path / "r.jsonl"), "-q")[0] == 0
    (tmp_path / "one.jsonl").write_text((tmp_path / "r.jsonl").read_text())
    said = "not puzzles (give it to that command as --out to go on with the run)"
    for name, command in (("year", "gridsat calendar --year"), ("census", "gridsat calendar --census"),
                          ("one", "gridsat batch")):
        assert run_cli("solve", str(tmp_path / f"{name}.jsonl")) == (
            2, "", f"gridsat: error: {name}.jsonl: this file holds the results of a {command} run, {said}\n")
    assert run_cli("batch", str(year), "-o", str(tmp_path / "x.jsonl")) == (
        2, "", f"gridsat: error: {str(year)!r} holds the results of a gridsat calendar --year run, not puzzles (give it "
               "as --out to resume that run)\n")
    from gridsat.batch.sources import find_sources
    from gridsat.core.errors import PuzzleInputError
    from gridsat.web.jobs import read
    from gridsat.web.requests import SolvePlan

    with pytest.raises(PuzzleInputError) as refused:  # a web request's puzzle: it was "Sudoku: unknown field 'answer'"
        read(SolvePlan(None, (tmp_path / "one.jsonl").read_text(), {}, {}, 10.0))
    assert str(refused.value) == "puzzle: this is the results of a gridsat batch run, not a puzzle"
    found = find_sources([str(tmp_path)], {".txt"}, results=tmp_path / "r.jsonl")
    assert found.collections == [str(tmp_path / "c.jsonl")]
    assert sorted(found.skipped) == [
        (str(census), "results of a gridsat calendar --census run, not puzzles"),
        (str(tmp_path / "one.jsonl"), "results of another gridsat batch run"),
        (str(tmp_path / "r.jsonl"), "the results file, out"),
        (str(year), "results of a gridsat calendar --year run, not puzzles")]


def test_an_answer_file_holding_gridsats_drawing_of_a_tiling_is_read(run_cli, tmp_path):
    """``gridsat solve P.json > P.solution.txt`` for a packing or a calendar date, then ``gridsat batch .
    --check-answer``: the answer file, gridsat's own drawing of the tiling, made the puzzle bad input ("a recorded
    solution must be a list of {"piece": ...}"), as the grid kinds' and Domino Fit's drawings did before them.  It is
    now read as the tiling it draws (as a hint's position is); a drawing of another tiling differs, and one of
    another size is named as the recorded solution's."""
    import json

    from gridsat.batch import run_batch

    for name in ("pack-3x20.json", "calendar-oct6.json"):
        (tmp_path / name).write_text((EXAMPLES / name).read_text())
        code, drawing, _ = run_cli("solve", str(tmp_path / name))
        assert code == 0
        (tmp_path / name.replace(".json", ".solution.txt")).write_text(drawing)
    (tmp_path / "mirror.json").write_text((EXAMPLES / "pack-3x20.json").read_text())
    rows = [line for line in (tmp_path / "pack-3x20.solution.txt").read_text().splitlines() if line.strip()][:3]
    (tmp_path / "mirror.solution.txt").write_text("".join(" ".join(row.split()[::-1]) + "\n" for row in rows))
    (tmp_path / "short.json").write_text((EXAMPLES / "pack-3x20.json").read_text())
    (tmp_path / "short.solution.txt").write_text(rows[0] + "\n")
    run_batch([str(tmp_path)], tmp_path / "r.jsonl", jobs=1, check_answer=True)
    got = {Path(r["file"]).name: (r["status"], r.get("matches_record"), r.get("error"))
           for r in map(json.loads, (tmp_path / "r.jsonl").read_text().splitlines())}
    assert got == {"pack-3x20.json": ("solved", True, None), "calendar-oct6.json": ("solved", True, None),
                   "mirror.json": ("solved", False, None),
                   "short.json": ("bad_input", None, "short.solution.txt: the recorded solution has 1 row; the board "
                                                     "has 3 rows")}


def test_an_answer_file_holding_gridsats_printed_cover_is_read(run_cli, tmp_path):
    """``gridsat solve P.dlx > P.solution.txt`` then ``gridsat batch . --check-answer``: the answer file, the cover as
    gridsat prints it ("1: b", "2: a c", "solved in ..."), made the puzzle bad input ("a recorded exact-cover
    solution must be a list of option indices").  It is read as the cover it prints; a line whose items are not its
    option's is named."""
    import json

    from gridsat.batch import run_batch

    (tmp_path / "p.dlx").write_text((EXAMPLES / "cover-abc.dlx").read_text())
    code, printed, _ = run_cli("solve", str(tmp_path / "p.dlx"))
    assert code == 0 and printed.startswith("1: b\n2: a c\n")
    (tmp_path / "p.solution.txt").write_text(printed)
    (tmp_path / "q.dlx").write_text((EXAMPLES / "cover-abc.dlx").read_text())
    (tmp_path / "q.solution.txt").write_text("9: a\n8: b c\n")  # another cover: differs
    (tmp_path / "w.dlx").write_text((EXAMPLES / "cover-abc.dlx").read_text())
    (tmp_path / "w.solution.txt").write_text("1: a b\n2: c\n")
    run_batch([str(tmp_path)], tmp_path / "r.jsonl", jobs=1, check_answer=True)
    got = {Path(r["file"]).name: (r["status"], r.get("matches_record"), r.get("error"))
           for r in map(json.loads, (tmp_path / "r.jsonl").read_text().splitlines())}
    assert got == {"p.dlx": ("solved", True, None), "q.dlx": ("solved", False, None),
                   "w.dlx": ("bad_input", None, "w.solution.txt: line 1: option 1 is 'b', not 'a b'")}


def test_a_sudoku_answer_file_written_by_gridsat_is_read_past_its_status_line(run_cli, tmp_path):
    """``gridsat solve s.txt > s.solution.txt`` for a Sudoku, then ``gridsat batch . --check-answer``: the answer
    file, the digits gridsat prints and its "solved in 0.015 s" line under them, made the puzzle bad input ("a
    recorded sudoku solution must be rows of 1/2/.../9 or of numbers") for that line alone.  The status line is left
    out, as it is of every drawn answer; any other line is still the rows'."""
    import json

    from gridsat.batch import run_batch

    (tmp_path / "s.txt").write_text(SUDOKU + "\n")
    code, printed, _ = run_cli("solve", str(tmp_path / "s.txt"))
    assert code == 0 and printed.splitlines()[-1].startswith("solved in ")
    (tmp_path / "s.solution.txt").write_text(printed)
    (tmp_path / "t.txt").write_text(SUDOKU + "\n")
    (tmp_path / "t.solution.txt").write_text(printed.replace("solved in", "solved by me in"))
    run_batch([str(tmp_path)], tmp_path / "r.jsonl", jobs=1, check_answer=True)
    got = {Path(r["file"]).name: (r["status"], r.get("matches_record"), r.get("error"))
           for r in map(json.loads, (tmp_path / "r.jsonl").read_text().splitlines())}
    assert got == {"s.txt": ("solved", True, None),
                   "t.txt": ("bad_input", None, "t.solution.txt: a recorded Sudoku solution must be rows of "
                                                "digits or of numbers")}


@pytest.mark.slow  # (over a second: a browser, censuses, or six solves)
def test_an_answer_file_holding_gridsats_drawing_of_a_shading_bulb_or_star_answer_is_read(run_cli, tmp_path):
    """``gridsat solve P > P.solution.txt`` for a Heyawake, LITS, Norinori, Statue Park, Light Up or Star Battle,
    then ``gridsat batch . --check-answer``: the answer file, gridsat's own drawing (``██``, ``·``, clues, ``◉``,
    ``★``), made the puzzle bad input ("must be rows of #/./*/x or of numbers"), as Nurikabe's did before it was
    read.  A drawing is now read when drawing what it reads gives the same text back; a drawing of another answer
    differs, and a mangled one is still refused by the kind's reader."""
    import json

    from gridsat.batch import run_batch
    from gridsat.puzzles.kinds import get

    names = ("heyawake", "lits", "norinori", "statuepark", "lightup", "starbattle")
    for name in names:
        (tmp_path / f"{name}.txt").write_text(get(name).example)
        code, drawing, _ = run_cli("solve", str(tmp_path / f"{name}.txt"))
        assert code == 0
        (tmp_path / f"{name}.solution.txt").write_text(drawing)
    drawing = (tmp_path / "heyawake.solution.txt").read_text()
    (tmp_path / "other.txt").write_text(get("lits").example)  # one shaded cell drawn unshaded: another grid
    (tmp_path / "other.solution.txt").write_text((tmp_path / "lits.solution.txt").read_text().replace("██", "· ", 1))
    (tmp_path / "mangled.txt").write_text(get("heyawake").example)
    (tmp_path / "mangled.solution.txt").write_text(drawing.replace("██", "@@", 1))
    run_batch([str(tmp_path)], tmp_path / "r.jsonl", jobs=1, check_answer=True)
    got = {Path(r["file"]).stem: (r["status"], r.get("matches_record"), r.get("error"))
           for r in map(json.loads, (tmp_path / "r.jsonl").read_text().splitlines())}
    assert got == {**{name: ("solved", True, None) for name in names}, "other": ("solved", False, None),
                   "mangled": ("bad_input", None, "mangled.solution.txt: the recorded answer is drawn inside borders, "
                                                  "but not as gridsat draws an answer of this 6x6 board ('gridsat "
                                                  "heyawake PUZZLE' prints one)")}


def test_an_answer_file_holding_gridsats_drawing_of_a_slitherlink_loop_is_read():
    """``gridsat solve P > P.solution.txt`` for a Slitherlink, then ``batch --check-answer``: the answer file, the
    loop as gridsat draws it (``·───·``, ``│``), was bad input ("must be horizontal/vertical edge strings or rows of
    side bitmasks").  It is read when drawing what it reads gives the same text back: another loop differs, a side
    drawn off the grid's lines is still refused."""
    from gridsat.core.errors import PuzzleInputError
    from gridsat.core.task import Task
    from gridsat.puzzles.kinds import get

    kind = get("slitherlink")
    result = kind.run(kind.parse(kind.example), Task("solve"))
    drawing = result.text().plain + "\nsolved in 0.040 s\n"
    row = "│ 2           1     │"
    assert row in drawing
    assert kind.same_answer(result, drawing) is True
    assert kind.same_answer(result, drawing.replace(row, "│ 2     │     1     │")) is False  # one side more
    with pytest.raises(PuzzleInputError, match=r"the drawn loop has a side inside cell r\d+c2, off the grid's lines"):
        kind.same_answer(result, drawing.replace(row, "│ 2   │       1     │"))  # a side between two points
