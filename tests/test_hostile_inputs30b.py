"""Hostile pass 30, part b: the web app, batch runs and the calendar's results files.

Each test is a fault this pass found, written before its fix.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gridsat.puzzles.calendar import design_eval, design_space
from gridsat.puzzles.calendar.design import search_designs
from gridsat.puzzles.calendar.design_modes import DesignReport

from test_hostile_inputs23c import LIBRARY



def ctrl_c_after_two_censuses(tmp_path, monkeypatch):
    """A piece library written to ``tmp_path`` (``lib.txt``) and the design search set to raise KeyboardInterrupt
    in its third census (chunks of one node and up): ``(lib, the real census)``."""
    lib = tmp_path / "lib.txt"
    lib.write_text(LIBRARY)
    monkeypatch.setattr(design_space, "CHUNK_MIN", 1)
    census = design_eval.Evaluator.census
    allowed = [2]

    def stopped(self, design, *, deadline=None):  # Ctrl-C in the census after the allowed ones
        allowed[0] -= 1
        if allowed[0] < 0:
            raise KeyboardInterrupt
        return census(self, design, deadline=deadline)

    monkeypatch.setattr(design_eval.Evaluator, "census", stopped)
    return lib, census


def test_a_design_search_stopped_in_a_chunk_reports_the_designs_it_censused(tmp_path, monkeypatch):
    """``calendar --design dragonfjord --pieces pentominoes+tetrominoes --choose 9 --out d.jsonl -t 5`` wrote two
    design lines with every date solvable, then said "0 censused, 0 with every date solvable" and "no design with
    every date solvable found so far"; run again, three such lines in the file and the same words.  The designs of
    a chunk not finished are censused whole: they are counted and ranked (this run's and those the file holds)."""
    lib = tmp_path / "lib.txt"
    lib.write_text(LIBRARY)
    monkeypatch.setattr(design_space, "CHUNK_MIN", 1)
    census = design_eval.Evaluator.census
    allowed = [0]

    def stopped(self, design, *, deadline=None):  # a time limit met in the census after the allowed ones
        allowed[0] -= 1
        counts, complete = census(self, design, deadline=deadline)
        return counts, complete and allowed[0] >= 0

    monkeypatch.setattr(design_eval.Evaluator, "census", stopped)
    out = tmp_path / "d.jsonl"
    for given, known in ((2, 2), (1, 3)):
        allowed[0] = given
        result = search_designs("dragonfjord", str(lib), 8, out=out, jobs=1, verify=0)
        written = [json.loads(line) for line in out.read_text().splitlines()]
        designs = [r["design"] for r in written if r["record"] == "design"]
        assert (result.complete, result.partial, len(designs)) == (False, given, known)
        assert sorted(d["design"] for d in result.best) == sorted(designs)
        solvable = sum(r["all_solvable"] for r in written if r["record"] == "design")
        text = DesignReport(result, out).text()
        assert f"{known} decided, 0 ruled out by proof, {known} censused, {solvable} with every date solvable " \
               "(stopped by the time limit: run again with the same --out to go on) in " in text[0]
        assert "no design with every date solvable found so far" not in text
        assert result.to_json()["censused"] == known


EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def _statuses(out) -> dict:
    return {Path(r["file"]).name: (r["status"], "uniqueness" in r) for r in map(json.loads, out.read_text().splitlines())}


def test_lines_taken_out_to_do_again_come_back_when_the_run_stops_before_them(tmp_path, monkeypatch):
    """``batch DIR --out r.jsonl --engine cpsat --kind yinyang --total-time 1.5`` over 232 solved lines (or
    ``--unique`` stopped by Ctrl-C) took every line out to do it again and stopped after two: the file was left with
    none of the 230 answers.  The lines not done again are put back (and counted as resumed, not redone)."""
    from gridsat.batch import run

    out = tmp_path / "r.jsonl"
    run.run_batch([str(EXAMPLES / "batch")], out, jobs=1)
    before = _statuses(out)
    assert len(before) == 5 and not any(verdict for _, verdict in before.values())

    def stopped(chunk, settings):  # Ctrl-C as the first puzzle done again is being solved
        raise KeyboardInterrupt

    monkeypatch.setattr(run, "solve_chunk", stopped)
    with pytest.raises(KeyboardInterrupt):
        run.run_batch([str(EXAMPLES / "batch")], out, jobs=1, unique=True)
    after = _statuses(out)
    assert sorted(after) == sorted(before) and len(out.read_text().splitlines()) == 5
    assert after == before  # the chunk in flight too keeps its old answer (91b: it was written "interrupted",
    # its answer lost, though "every line written is kept"); the next run does it again

    def nothing(*args):  # --total-time over before any puzzle was handed out
        return None

    monkeypatch.setattr(run, "_run", nothing)
    summary = run.run_batch([str(EXAMPLES / "batch")], out, jobs=1, unique=True)
    assert (summary.redone, summary.skipped, summary.new, summary.puzzles) == (0, 5, 0, 5)
    assert _statuses(out) == after


YY_URL = "https://puzz.link/p?yinyang/6/6/6a166b230900"


def test_a_recorded_solution_of_another_kind_or_with_no_answer_is_named_so(tmp_path):
    """``batch c.jsonl --check-answer`` took a line's ``"solution": {"kind": "sudoku", "status": "solved", "grid":
    ...}`` (what ``gridsat solve --json`` prints of another puzzle) for the Yin-Yang puzzle's answer ("matches_record":
    true), and said of an infeasible result "a recorded Yin-Yang solution must be rows of 1/2".  A puzzle file's own
    'solution' field was not read as a result at all (an answer file's was)."""
    from gridsat.batch.run import run_batch

    grid = [[2, 2, 2, 1, 1, 1], [2, 1, 1, 1, 2, 2], [2, 2, 2, 1, 1, 2], [2, 1, 2, 2, 1, 2], [2, 1, 1, 1, 1, 2],
            [2, 2, 2, 2, 2, 2]]  # (its only answer)
    lines = [{"puzzle": YY_URL, "solution": {"kind": "sudoku", "status": "solved", "grid": grid}},
             {"puzzle": YY_URL, "solution": {"kind": "yinyang", "status": "infeasible"}},
             {"puzzle": YY_URL, "solution": {"kind": "yinyang", "status": "solved", "grid": grid}}]
    collection = tmp_path / "c.jsonl"
    collection.write_text("".join(json.dumps(line) + "\n" for line in lines))
    record = tmp_path / "p.json"  # a puzzle file holding a record, its solution a result of another kind
    record.write_text(json.dumps({"kind": "yinyang", "puzzle": YY_URL,
                                  "solution": {"kind": "nurikabe", "status": "solved", "grid": grid}}))
    out = tmp_path / "r.jsonl"
    run_batch([str(collection), str(record)], out, jobs=1, check_answer=True)
    got = {r.get("line"): (r["status"], r.get("matches_record"), r.get("error"))
           for r in map(json.loads, out.read_text().splitlines())}
    assert got == {
        1: ("bad_input", None, "c.jsonl: line 1: the record's 'solution' holds a Sudoku result, but the puzzle is "
                               "Yin-Yang: give this puzzle's solution"),
        2: ("bad_input", None, "c.jsonl: line 2: the record's 'solution' holds a yinyang result with no answer in it "
                               "(status infeasible): write the puzzle's solution in it, or remove it"),
        3: ("solved", True, None),
        None: ("bad_input", None, "p.json: the record's 'solution' holds a Nurikabe result, but the puzzle is "
                                  "Yin-Yang: give this puzzle's solution")}
    out.unlink()
    run_batch([str(collection), str(record)], out, jobs=1)  # without --check-answer the field is not read
    assert {r["status"] for r in map(json.loads, out.read_text().splitlines())} == {"solved"}


def test_an_edition_given_with_the_census_of_a_design_is_refused(run_cli):
    """``calendar --census --design dragonfjord --pieces pentominoes+tetrominoes --use "..." -e weekday`` counted the
    design on dragonfjord's board, the --edition dropped unsaid (``--design`` alone refuses it); ``POST /api/mode``
    with ``settings: {"design", "edition": "weekday", ...}`` alike."""
    from gridsat.core.errors import PuzzleInputError
    from gridsat.web.limits import Limits
    from gridsat.web.modes import plan_mode

    use = "F5 I5 L5 N5 P5 I4 O4 T4 S4"
    assert run_cli("calendar", "--census", "--design", "dragonfjord", "--pieces", "pentominoes+tetrominoes", "--use",
                   use, "-e", "weekday") == (2, "", "gridsat: error: --edition does not apply to --census --design "
                                                    "(the census of a design counts the design's board and pieces)\n")
    settings = {"design": "dragonfjord", "pieces": "pentominoes+tetrominoes", "use": use}
    with pytest.raises(PuzzleInputError) as info:
        plan_mode({"kind": "calendar", "mode": "census", "settings": {**settings, "edition": "weekday"}}, Limits())
    assert str(info.value) == ("setting 'edition' does not apply to the Calendar puzzle mode 'census' with setting 'design' (the "
                               "census of a design counts the design's board and pieces)")
    assert plan_mode({"kind": "calendar", "mode": "census", "settings": settings}, Limits()).settings["use"] == use


def test_the_summary_does_not_count_refused_recorded_solutions_as_none(run_cli, tmp_path):
    """``batch c.jsonl --check-answer`` over lines that each had a recorded solution, seven of them refused as bad
    input, said "recorded solutions: 4 matched, 1 differ, 7 without one"."""
    grid = [[2, 2, 2, 1, 1, 1], [2, 1, 1, 1, 2, 2], [2, 2, 2, 1, 1, 2], [2, 1, 2, 2, 1, 2], [2, 1, 1, 1, 1, 2],
            [2, 2, 2, 2, 2, 2]]
    collection = tmp_path / "c.jsonl"
    collection.write_text("".join(json.dumps(line) + "\n" for line in (
        {"puzzle": YY_URL, "solution": grid}, {"puzzle": YY_URL, "solution": [[1]]}, {"puzzle": YY_URL},
        {"puzzle": YY_URL + "zz", "solution": grid})))
    code, printed, _ = run_cli("batch", str(collection), "--out", str(tmp_path / "r.jsonl"), "--check-answer")
    assert code == 0
    assert "recorded solutions: 1 matched, 0 differ, 1 without one, 2 not compared (bad input, or no answer)" in \
        " ".join(printed.split())


def test_a_design_search_stopped_by_ctrl_c_keeps_the_designs_its_chunk_censused(tmp_path, monkeypatch):
    """``calendar --design dragonfjord --pieces pentominoes+tetrominoes --choose 9 --out d.jsonl`` stopped by Ctrl-C
    after 8 s wrote nothing and said "0 censused" (a time limit's run keeps the designs of its unfinished chunk):
    the designs censused before the Ctrl-C are written and reported, and the next run takes them as known."""
    lib, census = ctrl_c_after_two_censuses(tmp_path, monkeypatch)
    out = tmp_path / "d.jsonl"
    with pytest.raises(KeyboardInterrupt) as info:
        search_designs("dragonfjord", str(lib), 8, out=out, jobs=1, verify=0)
    written = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["record"] for r in written] == ["search", "design", "design"]
    result = info.value.partial
    assert (result.interrupted, len(result.designs), result.to_json()["censused"]) == (True, 2, 2)
    assert "2 censused" in DesignReport(result, out).text()[0]
    monkeypatch.setattr(design_eval.Evaluator, "census", census)
    again = search_designs("dragonfjord", str(lib), 8, out=out, jobs=1, verify=0)  # they are not censused again
    assert again.complete and sum(1 for line in out.read_text().splitlines() if '"design": "' in line) == \
        again.to_json()["censused"]


def test_a_year_stopped_before_the_dates_it_took_out_puts_their_lines_back(tmp_path, monkeypatch):
    """``calendar --year 2027 --out y.jsonl -t 1 --engine cpsat`` over a year the exact engine had solved took out
    every line to solve it again, stopped after three, and left 3 lines of 365."""
    import datetime as dt

    from gridsat.puzzles.calendar import year

    out = tmp_path / "y.jsonl"
    days = [dt.date(2027, 1, d) for d in range(1, 6)]
    year.solve_year("dragonfjord", 2027, out, dates=days)
    before = out.read_text().splitlines()
    solve = year.date_record
    calls = [0]

    def stopped(*args, **kwargs):  # Ctrl-C as the second date is solved again
        calls[0] += 1
        if calls[0] == 2:
            raise KeyboardInterrupt
        return solve(*args, **kwargs)

    monkeypatch.setattr(year, "date_record", stopped)
    with pytest.raises(KeyboardInterrupt):
        year.solve_year("dragonfjord", 2027, out, engine="cpsat", dates=days)
    after = [json.loads(line) for line in out.read_text().splitlines()]
    assert sorted(r["date"] for r in after) == [d.isoformat() for d in days]
    assert [r.get("engine") for r in after] == ["cpsat", None, None, None, None]
    assert {line for line in before} - {line for line in out.read_text().splitlines()} == {before[0]}
    monkeypatch.setattr(year, "date_record", solve)
    done = year.solve_year("dragonfjord", 2027, out, engine="cpsat", dates=days)
    assert done.redone == 4 and {r.get("engine") for r in map(json.loads, out.read_text().splitlines())} == {"cpsat"}


@pytest.mark.slow
def test_a_message_typed_away_leaves_no_copy_in_the_answer_panel(live_server, browser):
    """On the Yin-Yang page, Generate with 6x1 said "Size 6x1: each side must be from 2 to 60"; typing 6 took the
    message from beside the form but left it under "Not solved" in the answer panel, and Empty (a new grid in the
    box) then kept both, the check for a message to clear finding none."""
    from web_server import by_id, idle, open_page, wait_for

    open_page(browser, live_server + "/puzzle/yinyang")
    cols = by_id(browser, "cols")
    cols.clear()
    cols.send_keys("1")
    by_id(browser, "generate").click()
    wait_for(browser, lambda: idle(browser) and by_id(browser, "error").text, 90)
    assert by_id(browser, "facts").text == "“columns” must be a whole number from 2 to 60, got 1"  # (pass 76)
    cols.send_keys("\b6")
    wait_for(browser, lambda: not by_id(browser, "error").is_displayed())
    assert (by_id(browser, "title").text, by_id(browser, "facts").text) == ("Not made", "")  # (a refused Generate: pass 38)
    by_id(browser, "empty").click()
    assert by_id(browser, "title").text == "Paste or draw a puzzle, then press Solve"


def test_the_argument_help_a_request_is_given_offers_no_standard_input():
    """``GET /api/kinds`` gave the calendar's argument help as the command line has it, "YYYY-MM-DD (default:
    today), MM-DD, a JSON puzzle file, or - for standard input.", which the general page showed under its date
    field: "-" there met "'argument' '-' (standard input) means nothing here: send the text as 'puzzle'"."""
    from gridsat.web.forms import kind_entry, web_help

    assert kind_entry("calendar")["argument"]["help"] == "YYYY-MM-DD (default: today), MM-DD or a JSON puzzle file."
    assert web_help('JSON {"primary", "secondary", "options"}; - for standard input.') == \
        'JSON {"primary", "secondary", "options"}.'
    assert web_help("A puzzle file, a puzz.link URL, or - for standard input.") == "A puzzle file or a puzz.link URL."


@pytest.mark.slow
def test_the_general_page_words_the_standard_input_refusal_in_its_own_terms(live_server, browser):
    """The general page's calendar form offered "- for standard input" under "…or the date", and "-" was refused
    naming the request's fields 'argument' and 'puzzle', which the page does not have."""
    from web_server import by_id, idle, open_page, wait_for

    open_page(browser, live_server + "/puzzle/calendar/file")
    assert by_id(browser, "argument-help").text == "YYYY-MM-DD (default: today), MM-DD or a JSON puzzle file."
    by_id(browser, "argument").send_keys("-")
    by_id(browser, "solve").click()
    wait_for(browser, lambda: idle(browser) and by_id(browser, "error").text, 90)
    assert by_id(browser, "error").text == ("“-” (standard input) means nothing on this page: paste the puzzle's text "
                                            "in the box above")
