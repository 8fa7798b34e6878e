"""The twenty-second hostile pass over the web app and the long runs (``gridsat serve``, ``gridsat batch``; issue
20): each fault it found, kept as a test."""

from __future__ import annotations

import json
from pathlib import Path

import pytest


def test_a_file_name_no_file_system_holds_is_bad_input_not_a_traceback(run_cli, api_client, tmp_path):
    """A pack puzzle file naming its board ``"\\ud800"`` (half of a UTF-16 pair, as JSON may write it) or
    ``"a\\u0000b"`` stopped ``gridsat solve`` with a UnicodeEncodeError or ValueError traceback, and a whole
    ``gridsat batch`` over its folder with one (no results file at all with ``-j 1``); a web request naming such a
    file (the argument, a board, an edition to verify) was answered 500 "internal error".  Each is now the
    puzzle's bad input in one line, naming the name and why no file can have it; the other puzzles are solved."""
    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "a.json").write_text('{"kind": "pack", "board": "\\ud800"}')
    (folder / "b.json").write_text('{"kind": "pack", "board": "a\\u0000b"}')
    (folder / "c.json").write_text(json.dumps({"kind": "pack", "board": "3x20"}))
    assert run_cli("solve", str(folder / "a.json"))[::2] == (
        2, "gridsat: error: a.json: board '\\ud800': a file name cannot hold U+D800, half of a UTF-16 pair\n")
    assert run_cli("solve", str(folder / "b.json"))[::2] == (
        2, "gridsat: error: b.json: board 'a\\x00b': a file name cannot hold a NUL character\n")
    out = tmp_path / "r.jsonl"
    assert run_cli("batch", str(folder), "-o", str(out), "-q", "-j", "1")[::2] == (0, "")
    records = {Path(r["file"]).name: (r["status"], r.get("error")) for r in map(json.loads, out.read_text().splitlines())}
    assert records == {
        "a.json": ("bad_input", "a.json: board '\\ud800': a file name cannot hold U+D800, half of a UTF-16 pair"),
        "b.json": ("bad_input", "b.json: board 'a\\x00b': a file name cannot hold a NUL character"),
        "c.json": ("solved", None)}
    for route, body, message in (
            ("/api/solve", {"kind": "yinyang", "argument": "\ud800"},
             "'\\ud800': cannot read puzzle file: a file name cannot hold U+D800, half of a UTF-16 pair"),
            ("/api/solve", {"kind": "pack", "options": {"board": "\ud800.txt"}},
             "'\\ud800.txt': cannot read board file: a file name cannot hold U+D800, half of a UTF-16 pair"),
            ("/api/solve", {"kind": "pack", "options": {"board": "a\x00b"}},
             "unknown board 'a\\x00b': give RxC (e.g. 6x10), a mask file, or one of: 8x8-centre"),
            ("/api/solve", {"kind": "calendar", "argument": "12-25", "options": {"edition": "\ud800"}},
             "unknown edition '\\ud800': give a built-in edition (dragonfjord, jarringwords, creamakerspace, "
             "tetromino, weekday) or an edition file"),
            ("/api/mode", {"kind": "calendar", "mode": "verify", "settings": {"verify_edition": "e\x00.txt"}},
             "'e\\x00.txt': cannot read edition file: a file name cannot hold a NUL character")):
        reply = api_client.post(route, content=json.dumps(body), headers={"Content-Type": "application/json"})
        assert (reply.status_code, reply.json()) == (422, {"error": message}), body


def test_a_sudoku_answer_file_as_gridsat_prints_it_or_in_one_line_is_compared(run_cli, tmp_path):
    """``batch --check-answer`` beside ``s.txt`` a ``s.solution.txt`` holding the answer as ``gridsat sudoku s.txt``
    prints it (digits separated by spaces) was bad input, "the recorded solution is 81x1; the puzzle is 9x9"; the
    answer's 81 digits in one line (as the puzzle itself may be written, and as Sudoku collections record both)
    was "1x81".  Both are now read as the 9x9 answer and compared: the right one matches, a digit changed
    differs."""
    sudoku = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
    answer = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "s.txt").write_text(sudoku + "\n")
    code, printed, _ = run_cli("sudoku", str(folder / "s.txt"))
    assert code == 0 and printed.splitlines()[0] == "5 3 4 6 7 8 9 1 2 "
    results = []
    for recorded in ("\n".join(printed.splitlines()[:9]) + "\n", answer + "\n", answer[:-1] + "8\n"):
        (folder / "s.solution.txt").write_text(recorded)
        out = tmp_path / f"r{len(results)}.jsonl"
        assert run_cli("batch", str(folder), "-o", str(out), "--check-answer", "-q", "-j", "1")[::2] == (0, "")
        line = json.loads(out.read_text())
        results.append((line["status"], line.get("matches_record"), line.get("error")))
    assert results == [("solved", True, None), ("solved", True, None), ("solved", False, None)]
    lines = tmp_path / "c.jsonl"
    lines.write_text(json.dumps({"kind": "sudoku", "puzzle": sudoku, "solution": answer}) + "\n")
    out = tmp_path / "c-r.jsonl"
    assert run_cli("batch", str(lines), "-o", str(out), "--check-answer", "-q", "-j", "1")[::2] == (0, "")
    assert json.loads(out.read_text())["matches_record"] is True


def test_a_wrong_typed_web_setting_is_quoted_as_json_on_every_route(api_client):
    """``POST /api/generate {"kind": "yinyang", "grade": true}`` said "'grade' must be a string, got True", and an
    object sent for any setting was quoted as Python writes it, ``{'a': None}``: the request was JSON, the message
    spoke Python (solve's options said "true" already).  Every route now quotes the value as JSON writes it."""
    for route, body, message in (
            ("/api/generate", {"kind": "yinyang", "size": "6x6", "grade": True}, "'grade' must be a string, got true"),
            ("/api/generate", {"kind": "dominofit", "size": "6x6", "blocked": {"a": None}},
             "'blocked' must be a number, got {\"a\": null}"),
            ("/api/solve", {"kind": "pack", "options": {"board": {"a": None}}},
             "option 'board' must be a string, got {\"a\": null}"),
            ("/api/mode", {"kind": "calendar", "mode": "census", "settings": {"edition": ["x" * 60]}},
             "setting 'edition' must be a string, got [\"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...")):
        reply = api_client.post(route, json=body)
        assert (reply.status_code, reply.json()) == (422, {"error": message}), body


HALF_SENT = '''
import struct, sys, time

from gridsat.core.workers import run_on_processes


def half_sent(_):
    """Write the head of a result and part of its body into the pool's result pipe, then stay: what a worker
    ended while it wrote a large result leaves there."""
    frame = sys._getframe()
    while "result_queue" not in frame.f_locals:
        frame = frame.f_back
    frame.f_locals["result_queue"]._writer._send(struct.pack("!i", 100_000) + b"x" * 10)
    time.sleep(600)


if __name__ == "__main__":
    start = time.monotonic()
    run_on_processes(half_sent, [(1,)], 1, lambda: time.monotonic() - start > 2, lambda result: None, grace=0.2)
    print("ended")
'''


@pytest.mark.slow  # 2.3 s of workers
def test_workers_ended_in_the_middle_of_a_result_do_not_hang_the_run(tmp_path):
    """``gridsat batch`` given Ctrl-C (to its process group) while a worker was sending a chunk of answers larger
    than a pipe holds printed nothing and never ended: the worker was ended half-way through the result, and the
    pool's thread reading it waited for the rest for ever (the run's own process holds the pipe's other end),
    with the run waiting on that thread.  The workers' end now closes that pipe end: the run ends (here at its
    deadline, as at a Ctrl-C or a worker's death)."""
    from conftest import run_script

    done = run_script(tmp_path / "half_sent.py", HALF_SENT, timeout=60)
    assert (done.returncode, done.stdout, done.stderr) == (0, "ended\n", "")


@pytest.mark.slow  # 1.8 s
def test_a_results_file_of_another_editions_counts_cut_short_is_refused_not_taken_over(run_cli, tmp_path):
    """``calendar --census --edition weekday --out c.jsonl -t 1`` (every count cut short, each line ``complete:
    false``) and then ``calendar --census --out c.jsonl``: the second run took the file over, its 2,562 weekday
    lines gone without a word ("wrote c.jsonl", 366 dragonfjord lines), where a file of complete counts of
    another edition is refused.  ``--year`` took such lines out of the file before refusing it.  The lines to do
    again are now looked at with the others before any is taken out: the file is refused, untouched; the same
    run goes on with it and does them again."""
    census = tmp_path / "c.jsonl"
    code, _, err = run_cli("calendar", "--census", "--edition", "weekday", "--out", str(census), "-t", "1")
    lines = census.read_text()
    dates = [line for line in lines.splitlines() if not line.startswith("{\"subtree\"")]  # (and parts finished)
    assert len(dates) == 2562 and lines.count('"complete": false') == 2562, err
    assert run_cli("calendar", "--census", "--out", str(census))[::2] == (
        2, f"gridsat: error: {census}: line 1: the file holds counts of edition weekday: it belongs to another run; "
           "choose another --out\n")
    assert census.read_text() == lines
    year = tmp_path / "y.jsonl"
    assert run_cli("calendar", "--year", "2024", "--edition", "weekday", "--out", str(year), "-t", "1")[0] in (0, 1)
    records = [json.loads(line) for line in year.read_text().splitlines()]
    records[-1].update(status="unknown", complete=False)  # the date the limit cut: done again by its own run
    year.write_text("".join(json.dumps(r) + "\n" for r in records))
    before = year.read_text()
    assert run_cli("calendar", "--year", "2024", "--out", str(year))[::2] == (
        2, f"gridsat: error: {year}: line 1: the file holds a line for 2024-01-01 of edition weekday: it belongs to "
           "another run; choose another --out\n")
    assert year.read_text() == before
    code, out, _ = run_cli("calendar", "--year", "2024", "--edition", "weekday", "--out", str(year), "-t", "1")
    assert f"{len(records) - 1} already in" in out and "1 redone" in out, out


def test_a_skip_past_the_last_solution_draws_nothing_in_text_either(api_client):
    """``POST /api/solve {"puzzle": URL, "options": {"skip": 3}, "svg": true, "text": true}`` on a puzzle with one
    solution answered no picture and no solution listed, as documented, yet its ``text`` drew the solution that
    was passed over.  Past the last solution nothing is drawn now, in text either; a skip that leaves a solution
    still draws it."""
    url = "https://puzz.link/p?yinyang/6/6/6a166b230900"
    reply = api_client.post("/api/solve", json={"puzzle": url, "options": {"skip": 3}, "svg": True, "text": True})
    data = reply.json()
    assert (reply.status_code, data["solutions"], data["skipped"], data["complete"]) == (200, [], 1, True)
    assert "text" not in data and "svg" not in data
    reply = api_client.post("/api/solve", json={"kind": "pack", "options": {"board": "3x20", "skip": 7}, "svg": True,
                                                "text": True})
    data = reply.json()
    assert (len(data["solutions"]), data["skipped"]) == (1, 7) and data["text"] and data["svg"].startswith("<?xml")


@pytest.mark.slow  # 2.3 s in a browser
def test_an_example_or_a_file_put_in_the_puzzle_box_clears_the_message_about_the_text_before(live_server, browser):
    """On the Domino Fit, Yin-Yang and general pages, text that cannot be read and Solve showed its one line and
    "Not solved"; "Try an example" (or a file chosen) then put a good puzzle in the box, and the message about the
    text no longer there stayed beside it, "Not solved" above.  Both go as the box's text is replaced; Solve
    then solves the example."""
    from web_server import by_id, idle, open_page, wait_for

    for page in ("/puzzle/dominofit", "/puzzle/yinyang", "/puzzle/nurikabe"):
        open_page(browser, live_server + page)
        first = by_id(browser, "title").text
        by_id(browser, "puzzle").send_keys("zzz")
        by_id(browser, "solve").click()
        wait_for(browser, lambda: by_id(browser, "error").text and idle(browser))
        assert by_id(browser, "title").text == "Not solved", page
        by_id(browser, "example").click()
        assert (by_id(browser, "error").is_displayed(), by_id(browser, "title").text) == (False, first), page
        by_id(browser, "solve").click()
        wait_for(browser, lambda: idle(browser) and by_id(browser, "title").text not in (first, "Not solved"))
        assert not by_id(browser, "error").is_displayed(), page


def test_an_answer_file_holding_json_is_read_as_json_and_an_empty_one_is_named(run_cli, tmp_path):
    """``batch --check-answer`` beside ``pack-3x20.json`` a ``pack-3x20.solution.txt`` holding the placements as
    ``solve --json`` writes them was bad input, "a recorded solution must be a list of {"piece": ...}" (the
    file's text was never read as JSON: no pack, calendar, Domino Fit or exact-cover answer file could be
    used); an empty answer file was compared as an empty tiling, "recorded solutions: 0 matched, 1 differ".  The
    JSON is read now (and matches), and an empty file is that puzzle's bad input, named."""
    examples = Path(__file__).resolve().parents[1] / "examples"
    folder = tmp_path / "in"
    folder.mkdir()
    for name in ("pack-3x20.json", "dominofit-8x8.json", "calendar-oct6.json"):
        (folder / name).write_text((examples / name).read_text())
    for name, field in (("pack-3x20", "placements"), ("dominofit-8x8", "dominoes")):
        code, printed, _ = run_cli("solve", str(folder / f"{name}.json"), "--json")
        (folder / f"{name}.solution.txt").write_text(json.dumps(json.loads(printed)[field]) + "\n")
    (folder / "calendar-oct6.solution.txt").write_text("")
    out = tmp_path / "r.jsonl"
    assert run_cli("batch", str(folder), "-o", str(out), "--check-answer", "-q", "-j", "1")[::2] == (0, "")
    records = {Path(r["file"]).name: (r["kind"], r["status"], r.get("matches_record"), r.get("error"))
               for r in map(json.loads, out.read_text().splitlines())}
    assert records == {
        "pack-3x20.json": ("pack", "solved", True, None), "dominofit-8x8.json": ("dominofit", "solved", True, None),
        "calendar-oct6.json": ("calendar", "bad_input", None, "calendar-oct6.solution.txt: the answer file is empty: "
                                                              "write the puzzle's solution in it, or remove it")}
