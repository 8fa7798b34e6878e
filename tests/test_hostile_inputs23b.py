"""The twenty-third hostile pass over the web app and the long runs (``gridsat serve``, ``gridsat batch``; issue
20): each fault it found, kept as a test."""

from __future__ import annotations

import json

import pytest


def _post(api_client, route: str, body: dict):
    reply = api_client.post(route, content=json.dumps(body), headers={"Content-Type": "application/json"})
    return reply.status_code, reply.json()


def test_a_hint_keeps_the_memory_limit_of_its_proof_in_every_kind(api_client, run_cli, tmp_path):
    """``POST /api/hint`` of the packing, calendar and Yin-Yang examples with ``"memory_limit": 1e-9`` (one byte)
    answered 200 with a step, where ``/api/solve`` of the same puzzle refused the model it would build: the
    uniqueness proof of a placement puzzle built its placements and a Yin-Yang's ran its search unweighed (only
    Domino Fit's, Nurikabe's and Hitori's were weighed); ``gridsat grade`` of a pack file with ``--memory-limit
    0.0001`` graded it.  Each is now refused before the proof, naming what it would build, as a solve is."""
    examples = {k["name"]: k["example"] for k in json.loads(
        api_client.get("/api/kinds").text)["kinds"]}
    needs = {"pack": "board 3x20 with 12 pieces (up to 1,236 placements) needs about 1.8 MB of memory",
             "calendar": "board 7x7 with 8 pieces (up to 1,196 placements) needs about 1.7 MB of memory",
             "yinyang": "searching a 5x5 Yin-Yang board needs about 4.6 KB of memory"}
    for kind, need in needs.items():
        assert _post(api_client, "/api/hint", {"kind": kind, "puzzle": examples[kind], "memory_limit": 1e-9}) == (
            422, {"error": f"{need}; the limit is 1 byte (raise it with the request's memory_limit field, in GB, up "
                           "to the server's limit)"}), kind
        code, answer = _post(api_client, "/api/hint", {"kind": kind, "puzzle": examples[kind]})
        assert code == 200 and answer["steps"], kind
    puzzle = tmp_path / "p.json"
    puzzle.write_text(examples["pack"])
    assert run_cli("grade", str(puzzle), "--memory-limit", "0.0001")[::2] == (
        2, "gridsat: error: board 3x20 with 12 pieces (up to 1,236 placements) needs about 1.8 MB of memory; the "
           "limit is 0.102 MB (raise it with --memory-limit GB or GRIDSAT_MEMORY_LIMIT)\n")


def test_web_json_refuses_nan_and_infinity_and_quotes_a_long_whole_number_short(api_client):
    """``POST /api/solve`` took ``"time_limit": NaN`` and answered "got nan" (Python's word), took ``Infinity`` as
    a time limit (puzzle files refuse both: they are not JSON); a ``solutions`` of 400 digits was quoted in full, a
    one-line error of 400 characters; a ``seed`` past 4,300 digits was "option 'seed' must be a whole number" (it
    is one), and a calendar ``hint`` of as many digits stopped the solver process with "internal error:
    ValueError: Exceeds the limit (4300 digits)".  NaN and Infinity are now bad JSON, as in puzzle files, and a
    long whole number is quoted by its first digits and its length."""
    sudoku = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

    def solve(options: str):
        reply = api_client.post("/api/solve", content='{"kind": "sudoku", "puzzle": "%s", "options": %s}' % (
            sudoku, options), headers={"Content-Type": "application/json"})
        return reply.status_code, reply.json()

    assert solve('{"time_limit": NaN}') == (400, {"error": "the request is not valid JSON: NaN is not a JSON number"})
    assert solve('{"time_limit": -Infinity}') == (
        400, {"error": "the request is not valid JSON: -Infinity is not a JSON number"})
    assert solve('{"solutions": %s}' % ("9" * 400)) == (
        413, {"error": "solutions 999999999999... (400 digits) is more than this server lists (100)"})
    assert solve('{"skip": %s}' % ("9" * 5000)) == (
        413, {"error": "skip 999999999999... (5,000 digits) is not from 0 to 10,000 (the most solutions this server "
                       "passes over)"})
    assert solve('{"seed": %s}' % ("9" * 5000)) == (
        422, {"error": "seed must be a whole number from 0 to 2147483647, got 999999999999... (5,000 digits)"})
    reply = api_client.post("/api/solve", content='{"kind": "calendar", "argument": "12-25", "options": {"hint": %s}}'
                            % ("9" * 5000), headers={"Content-Type": "application/json"})
    assert (reply.status_code, reply.json()) == (
        422, {"error": "--hint must be 1..8 (pieces of dragonfjord), got 999999999999... (5,000 digits)"})
    assert solve('{"seed": 12345678901234567890}')[0] == 422  # 20 digits: an int as it is


def test_a_collection_compressed_or_not_against_its_name_says_which_name_it_needs(run_cli, tmp_path):
    """``gridsat batch c.jsonl`` of a gzip-compressed collection said "c.jsonl: line 1 is not UTF-8 text", and a
    plain collection named ``c.jsonl.gz`` "cannot read collection: Not a gzipped file (b'{\\"')", Python's words
    quoting its first bytes: neither said the file's name was what was wrong.  Each now names the ending it needs;
    a collection of two gzip members (as ``cat a.gz b.gz`` makes) is still read whole."""
    import gzip

    lines = "".join(json.dumps({"kind": "sudoku", "puzzle": "1" + "." * 15}) + "\n" for _ in range(3))
    (tmp_path / "gz.jsonl").write_bytes(gzip.compress(lines.encode()))
    (tmp_path / "plain.jsonl.gz").write_text(lines)
    (tmp_path / "two.jsonl.gz").write_bytes(gzip.compress(lines.encode()) + gzip.compress(lines.encode()))
    assert run_cli("batch", str(tmp_path / "gz.jsonl"), "-o", str(tmp_path / "r1.jsonl"), "-q")[::2] == (
        2, f"gridsat: error: {tmp_path / 'gz.jsonl'}: line 1 is not UTF-8 text: the file is gzip-compressed; name "
           "it .jsonl.gz\n")
    assert run_cli("batch", str(tmp_path / "plain.jsonl.gz"), "-o", str(tmp_path / "r2.jsonl"), "-q")[::2] == (
        2, f"gridsat: error: {tmp_path / 'plain.jsonl.gz'}: not gzip-compressed, though its name ends in .gz: if it "
           "is the text of a collection, name it .jsonl\n")
    out = tmp_path / "r3.jsonl"
    assert run_cli("batch", str(tmp_path / "two.jsonl.gz"), "-o", str(out), "-q", "-j", "1")[::2] == (0, "")
    assert [r["status"] for r in map(json.loads, out.read_text().splitlines())] == ["solved"] * 6


def test_an_answer_file_holding_what_json_prints_is_compared(run_cli, tmp_path):
    """docs/json.md says ``NAME.solution.txt`` holds "JSON, as a record's "solution" or --json's answer", but
    ``gridsat solve p.json --json > p.solution.txt`` made ``batch --check-answer`` call the puzzle bad input in every
    kind ("a recorded solution must be a list of {"piece": ..., "cells": ...}", "a recorded Sudoku solution must
    be rows of ...", Domino Fit "got 'kind'").  The result's answer field is now the recorded solution: the same
    answer matches, one changed differs, and a result without an answer is refused, naming its status."""
    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "p.json").write_text(json.dumps({"kind": "pack", "board": "3x20", "pieces": "pentominoes"}))
    (folder / "s.txt").write_text("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n")
    (folder / "y.url").write_text("https://puzz.link/p?yinyang/5/5/016612300\n")
    for name in ("p.json", "s.txt", "y.url"):
        code, printed, _ = run_cli("solve", str(folder / name), "--json")
        assert code == 0
        (folder / name).with_suffix(".solution.txt").write_text(printed)
    out = tmp_path / "r.jsonl"
    assert run_cli("batch", str(folder), "-o", str(out), "--check-answer", "-q", "-j", "1")[::2] == (0, "")
    assert {r["file"][-6:]: (r["status"], r.get("matches_record")) for r in map(json.loads, out.read_text()
                                                                                .splitlines())} == {
        "p.json": ("solved", True), "/s.txt": ("solved", True), "/y.url": ("solved", True)}
    answer = json.loads((folder / "s.solution.txt").read_text())
    answer["grid"][0][2], answer["grid"][0][3] = answer["grid"][0][3], answer["grid"][0][2]
    (folder / "s.solution.txt").write_text(json.dumps(answer))
    (folder / "p.solution.txt").write_text(json.dumps({"kind": "pack", "status": "unknown", "complete": False}))
    out.unlink()
    assert run_cli("batch", str(folder), "-o", str(out), "--check-answer", "-q", "-j", "1")[::2] == (0, "")
    assert {r["file"][-6:]: (r["status"], r.get("matches_record"), r.get("error")) for r in map(
        json.loads, out.read_text().splitlines())} == {
        "p.json": ("bad_input", None, "p.solution.txt: the answer file holds a pack result with no answer in it "
                                      "(status unknown): write the puzzle's solution in it, or remove it"),
        "/s.txt": ("solved", False, None), "/y.url": ("solved", True, None)}


@pytest.mark.slow  # 2 s in a browser
def test_the_generators_and_grid_buttons_of_the_pages_keep_to_their_fields(live_server, browser):
    """On the Yin-Yang and Domino Fit pages, Generate with the rows and columns left empty said "Size 'x' is not
    RxC (e.g. 10x10)" (the page sent "x"; Empty grid took the fields' defaults); a seed of -1 said "'seed' must be
    a whole number from 0 to 2147483647", the API's word, not the field's, and not what was typed.  After such an
    error, Empty grid (Yin-Yang) and Resize (packing) drew the new grid beside "Not solved" and the old message.
    An empty side is now its default, the seed is named as its field and quoted, and a new grid takes the old
    message away."""
    from web_server import by_id, idle, open_page, wait_for

    def state():
        return browser.execute_script(
            "const e = document.getElementById('error');"
            "return [e.hidden ? '' : e.textContent, document.getElementById('title').textContent,"
            " document.getElementById('facts').textContent];")

    def press(button, **fields):
        browser.execute_script("for (const [k, v] of Object.entries(arguments[0]))"
                               " document.getElementById(k).value = v;", fields)
        by_id(browser, button).click()
        wait_for(browser, lambda: idle(browser) and by_id(browser, "facts").text, 60)
        return state()

    for page, title in (("yinyang", "A new 6×6 puzzle (seed 2)"), ("dominofit", "A new 8×8 board (seed 2)")):
        open_page(browser, f"{live_server}/puzzle/{page}")
        assert press("generate", rows="", cols="", seed="2")[:2] == ["", title], page
        seed = "“Seed” must be a whole number from 0 to 2147483647, got -1"
        assert press("generate", rows="6", cols="6", seed="-1") == [seed, "Not made", seed], page
    open_page(browser, f"{live_server}/puzzle/yinyang")
    assert press("empty", rows="0")[0] == "“rows” must be a whole number from 2 to 60, got 0"
    browser.execute_script("document.getElementById('rows').value = '5'")
    by_id(browser, "empty").click()
    assert state() == ["", "Paste or draw a puzzle, then press Solve", ""]
    open_page(browser, f"{live_server}/puzzle/pack")
    assert press("resize", rows="0")[0] == "“rows” must be a whole number from 1 to 30, got 0"
    browser.execute_script("document.getElementById('rows').value = '5'")
    by_id(browser, "resize").click()
    assert state() == ["", "Pick a board and press First tiling", ""]


def test_a_packing_position_written_as_json_is_told_what_a_position_is(api_client, run_cli, tmp_path):
    """``POST /api/hint`` of the 3x20 packing with ``"position": "[]"`` (or placements as ``--json`` writes them),
    and ``gridsat hint p.json --position pos.json`` of such a file, said "the position has 1 row; the board has 3
    rows": JSON read as one row of letters.  It now says what a position is."""
    puzzle = json.dumps({"kind": "pack", "board": "3x20", "pieces": "pentominoes"})
    said = 'a position in JSON is rows of piece labels (as hint --json prints its "grid"), got '  # (the grid kinds'
    placed = json.dumps([{"piece": "X", "cells": [[0, 1], [1, 0], [1, 1], [1, 2], [2, 1]]}])  # reader since pass 33)
    for position, got in (("[]", "[]"), (placed, '[{"piece": "X", "cells": [[0, 1], [1,...')):
        assert _post(api_client, "/api/hint", {"kind": "pack", "puzzle": puzzle, "position": position}) == (
            422, {"error": f"position: {said}{got}"})
    said += '[{"piece": "X", "cells": [[0, 1], [1,...'
    (tmp_path / "p.json").write_text(puzzle)
    (tmp_path / "pos.json").write_text(placed)
    assert run_cli("hint", str(tmp_path / "p.json"), "--position", str(tmp_path / "pos.json"))[::2] == (
        2, f"gridsat: error: {tmp_path / 'pos.json'}: {said}\n")


def test_a_records_solution_holding_what_json_prints_is_compared(run_cli, tmp_path):
    """A collection line ``{"kind": "sudoku", "puzzle": ..., "solution": <what gridsat sudoku --json printed>}``
    was bad input under ``--check-answer`` ("a recorded Sudoku solution must be rows of ..."), as an answer file
    holding it was; its answer is now compared, and without ``--check-answer`` the field is left alone."""
    sudoku = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
    (tmp_path / "s.txt").write_text(sudoku + "\n")
    code, printed, _ = run_cli("sudoku", str(tmp_path / "s.txt"), "--json")
    assert code == 0
    lines = tmp_path / "c.jsonl"
    lines.write_text(json.dumps({"kind": "sudoku", "puzzle": sudoku, "solution": json.loads(printed)}) + "\n")
    for flags, compared in ((["--check-answer"], True), ([], None)):
        out = tmp_path / f"r{len(flags)}.jsonl"
        assert run_cli("batch", str(lines), "-o", str(out), "-q", "-j", "1", *flags)[::2] == (0, "")
        record = json.loads(out.read_text())
        assert (record["status"], record.get("matches_record")) == ("solved", compared)
