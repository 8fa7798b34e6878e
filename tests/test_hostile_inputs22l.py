"""Faults the lead found in the twenty-second hostile pass (issue 20), each as the user met it."""

from __future__ import annotations

from pathlib import Path

import pytest

from gridsat.core.options import SolverOptions
from gridsat.puzzles.kinds import get

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def test_a_count_keeping_every_packing_keeps_what_memory_holds_and_counts_on(monkeypatch):
    """``count(keep=None)`` of a packing kept every tiling with no memory estimate (the exact engine listed all
    of them whatever the limit), where the exact cover and the grid kinds count on past what half the memory
    limit holds: a packing now keeps as many as that and counts on (the 3x20 pentomino box: 8 tilings, 2 up to symmetry)."""
    from gridsat.puzzles.placement import search

    puzzle = get("pack").parse('{"board": "3x20"}')
    assert len(puzzle.count(keep=None).solutions) == 8  # the default limit holds them all
    monkeypatch.setattr(search, "BYTES_PER_TILING_PIECE", 2_500_000)  # half of 200 MB: 3 tilings of 12 pieces
    result = puzzle.count(keep=None, options=SolverOptions(memory_limit=200_000_000))
    assert (result.count, result.complete, len(result.solutions)) == (8, True, 3)
    assert not result.violations()


def test_a_yin_yang_count_keeping_every_answer_counts_past_what_memory_holds(monkeypatch):
    """``count(keep=None)`` of an empty Yin-Yang stopped the count (not complete) where the answers kept filled
    half the memory limit, while the other kinds count on past them: it counts on (an empty 5x5 has 660
    answers, counted by the brute force of tests/test_yinyang.py's rules too)."""
    from gridsat.puzzles.yinyang import search

    monkeypatch.setattr(search, "LISTED_BYTES_PER_CELL", 198_000)  # 200,000 a cell, 25 cells: 20 answers
    puzzle = get("yinyang").parse("https://puzz.link/p?yinyang/5/5/000000000")
    result = puzzle.count(keep=None, options=SolverOptions(memory_limit=200_000_000))
    assert (result.count, result.complete, len(result.solutions)) == (660, True, 20)
    assert len({str(s) for s in result.solutions}) == 20
    assert result.check() is result


@pytest.mark.parametrize("cells, count", [(16, "288 solutions (all counted)"), (81, None)])
def test_a_file_of_an_empty_sudoku_line_is_a_sudoku_not_a_one_row_yin_yang(run_cli, tmp_path, cells, count):
    """A file holding one line of 81 zeros (an empty 9x9 Sudoku as most tools write it) was read by ``gridsat
    solve`` as a 1x81 Yin-Yang and "solved": it is a Sudoku (an empty 4x4 has 288 answers, by brute force in
    tests/test_hostile_inputs21.py); a Yin-Yang text grid has two rows or more."""
    path = tmp_path / "empty.txt"
    path.write_text("0" * cells + "\n")
    args = ["solve", str(path)] + (["--count"] if count else [])
    code, out, err = run_cli(*args)
    assert (code, err) == (0, "")
    rows = [line.split() for line in out.splitlines() if line.split() and all(w.isdigit() for w in line.split())]
    side = int(cells ** 0.5)
    assert len(rows[:side]) == side and all(sorted(map(int, r)) == list(range(1, side + 1)) for r in rows[:side])
    if count:
        assert count in out


def test_a_collection_cut_short_mid_download_keeps_the_lines_before_the_cut(run_cli, tmp_path):
    """``batch DIR`` with a .jsonl.gz cut off mid-download left the whole collection unread ("not read, its
    puzzles without a line"), its whole lines too: they are done, and the line after the last whole one is the
    cut's bad input, naming it (a first line that cannot be read is still the file's, tests/test_hostile_inputs20b)."""
    import gzip
    import json
    import random

    rng = random.Random(22)
    lines = [json.dumps({"puzzle": "https://puzz.link/p?yinyang/5/5/016612300", "id": i,
                         "note": "%032x" % rng.getrandbits(128)}) for i in range(120)]
    whole = gzip.compress(("\n".join(lines) + "\n").encode())
    folder = tmp_path / "p"
    folder.mkdir()
    (folder / "cut.jsonl.gz").write_bytes(whole[: len(whole) // 2])
    code, _, err = run_cli("batch", str(folder), "-o", str(tmp_path / "r.jsonl"), "-q", "-j", "1")
    records = sorted((json.loads(line) for line in (tmp_path / "r.jsonl").read_text().splitlines()),
                     key=lambda r: r["line"])
    whole_lines = len(records) - 1
    assert (code, err) == (0, "") and 10 < whole_lines < 120
    assert [r["status"] for r in records] == ["solved"] * whole_lines + ["bad_input"]
    assert [r["line"] for r in records] == list(range(1, whole_lines + 2))
    assert records[-1]["error"] == (f"cut.jsonl.gz: line {whole_lines + 1}: the compressed collection ends after "
                                    f"line {whole_lines} (it is cut short: its compressed data stop before their "
                                    "end): the lines after it are lost; get the whole file again")


@pytest.mark.slow  # 4.5 s in a browser
def test_the_domino_fit_page_keeps_its_generator_within_the_board_it_draws(live_server, browser):
    """The Domino Fit page's rows and columns say 2 to 100 (the board is drawn cell by cell), but "Generate" sent
    what was typed: 101 or 400 rows were made by the server and drawn.  The page's bound is said, nothing sent."""
    from web_server import by_id, open_page, wait_for

    open_page(browser, f"{live_server}/puzzle/dominofit")
    rows = by_id(browser, "rows")
    rows.clear()
    rows.send_keys("101")
    by_id(browser, "generate").click()
    wait_for(browser, lambda: by_id(browser, "error").text != "")
    assert by_id(browser, "error").text == "“rows” must be a whole number from 2 to 100, got 101"
    assert by_id(browser, "puzzle").get_attribute("value") == ""


def test_the_status_counts_a_worker_stopping_a_cancelled_request_as_not_free():
    """``GET /api/status`` said ``"busy": 0`` while the one worker was still stopping a request its client had
    left (up to seconds): it was counted neither busy nor waiting, as if free.  It is counted ``settling``."""
    import asyncio

    from gridsat.web import Limits
    from gridsat.web.pool import WorkerPool
    from gridsat.web.requests import plan_solve

    empty = {"kind": "yinyang", "puzzle": "\n".join(["0 " * 10] * 10), "options": {"count": True, "time_limit": 30}}

    async def cancel_one() -> list:
        pool = WorkerPool(1, queue=0, queue_wait=5, warm=False)
        seen = []
        try:
            work = asyncio.ensure_future(pool.run(("solve", plan_solve(empty, Limits(max_time_limit=60))), 60))
            for _ in range(400):
                await asyncio.sleep(0.05)
                if pool.pids(working=True):
                    break
            await asyncio.sleep(0.3)
            work.cancel()
            await asyncio.sleep(0)
            seen.append({k: pool.stats()[k] for k in ("busy", "settling", "waiting")})
            for _ in range(400):
                await asyncio.sleep(0.05)
                if not pool.stats()["settling"]:
                    break
            seen.append({k: pool.stats()[k] for k in ("busy", "settling", "waiting")})
        finally:
            pool.close()
        return seen

    assert asyncio.run(cancel_one()) == [{"busy": 0, "settling": 1, "waiting": 0},
                                         {"busy": 0, "settling": 0, "waiting": 0}]


@pytest.mark.slow  # 1.5 s in a browser
def test_the_calendar_page_steps_past_a_count_cut_short(live_server, browser):
    """On the calendar page, a count the time limit cut short ("At least 2 solutions") disabled "Another" at
    solution 2, though more follow, and said "Showing solution 2 of 2".  It steps on, "of at least" so many.
    (The server's count is cut in the page itself: a real count of one date ends in a fraction of a second.)"""
    from web_server import by_id, idle, open_page, wait_for

    open_page(browser, f"{live_server}/puzzle/calendar")
    browser.execute_script(
        "const real = GS.call; GS.call = async (url, body, label) => { const reply = await real(url, body, label);"
        " if (reply.ok && body.options.count) { reply.data.complete = false; reply.data.count = 2; } return reply; };")
    by_id(browser, "date").send_keys("")
    by_id(browser, "solve").click()
    wait_for(browser, lambda: idle(browser) and by_id(browser, "verdict").text != "", 60)
    assert by_id(browser, "verdict").text == "At least 2 solutions (the count was cut short)."
    for k in (2, 3):
        assert by_id(browser, "another").is_enabled()
        by_id(browser, "another").click()
        wait_for(browser, lambda: idle(browser) and f"Showing solution {k}" in by_id(browser, "facts").text, 60)
        assert by_id(browser, "facts").text.startswith(f"Showing solution {k} of at least {k}.")
        assert by_id(browser, "verdict").text == f"At least {k} solutions (the count was cut short)."


def test_a_url_cut_short_counts_what_is_missing_with_separators(run_cli):
    """``solve 'https://puzz.link/p?nurikabe/1000/1000/5'`` said "missing 999999 of the 1000000 cells": counts in
    messages are written 999,999 as everywhere else."""
    assert run_cli("solve", "https://puzz.link/p?nurikabe/1000/1000/5") == (
        2, "", "gridsat: error: Nurikabe: URL body ends after 1 character, missing 999,999 of the 1,000,000 cells "
               "(is the URL cut short?)\n")


def test_a_coloured_item_written_as_a_number_elsewhere_is_told_its_colour_makes_it_a_string(run_cli, tmp_path):
    """A JSON cover ``{"secondary": [2], "options": [[1, "2:R"]]}`` was told "item 2 is written both as 2 and as
    "2"", though it was written as a number only, and coloured: the colour's notation is what makes it a string."""
    path = tmp_path / "c.json"
    path.write_text('{"primary": [1], "secondary": [2], "options": [[1, "2:R"]]}')
    assert run_cli("cover", str(path)) == (
        2, "", 'gridsat: error: c.json: JSON: item 2 is written both as 2 and as "2", which its colour ("2:R") makes '
               'a string (a number and a string are different items): write it "2" everywhere\n')


@pytest.mark.parametrize("args, error", [
    (["calendar", "Oct", "6"], "gridsat calendar takes one DATE, and '6' is one more word: a date is written "
                               "YYYY-MM-DD or MM-DD, without spaces (e.g. 2026-10-06 or 10-06); quote a file name "
                               "holding spaces (see 'gridsat calendar --help')"),
    (["generate", "yinyang", "x"], "gridsat generate yinyang takes no argument, got 'x': its settings are options "
                                   "(see 'gridsat generate yinyang --help')"),
])
def test_extra_words_are_told_what_the_command_takes(run_cli, args, error):
    """``gridsat calendar Oct 6`` said "Got unexpected extra argument(s) (6)" (click's words): it says what the
    command takes."""
    assert run_cli(*args) == (2, "", f"gridsat: error: {error}\n")


def test_a_batch_of_empty_collections_is_told_so_as_an_empty_folder_is(run_cli, tmp_path):
    """``batch empty.jsonl --out r.jsonl`` printed a summary of 0 puzzles and exited 0, where an empty folder is
    refused ("no puzzle files found"): it is refused in one line too, and no results file is made."""
    (tmp_path / "a.jsonl").write_text("")
    (tmp_path / "b.jsonl").write_text("\n\n")
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    assert run_cli("batch", str(a), str(b), "--out", str(tmp_path / "r.jsonl")) == (
        2, "", f"gridsat: error: no puzzles in {a}, {b}: every collection is empty\n")
    assert not (tmp_path / "r.jsonl").exists()


def test_a_gridsat_error_on_one_puzzle_is_recorded_and_the_batch_goes_on(run_cli, tmp_path, monkeypatch):
    """An error of gridsat's own (a bug) on one puzzle of a collection ended the whole batch with a traceback,
    and every resume stopped at that puzzle again.  It is recorded, status ``internal_error``, the other puzzles
    are done, the summary says so (exit 1), and a resume does that puzzle again (a newer gridsat may do it)."""
    import json

    kind = get("yinyang")
    real = type(kind).run

    def run(self, puzzle, task, **settings):
        if getattr(puzzle, "rows", 0) == 5:
            raise ZeroDivisionError("division by zero")
        return real(self, puzzle, task, **settings)

    monkeypatch.setattr(type(kind), "run", run)
    collection = tmp_path / "c.jsonl"
    collection.write_text("https://puzz.link/p?yinyang/5/5/016612300\n"
                          + json.dumps((EXAMPLES / "yinyang-10x10.txt").read_text()) + "\n")
    out = tmp_path / "r.jsonl"
    code, text, err = run_cli("batch", str(collection), "-o", str(out), "-j", "1")
    records = sorted((json.loads(line) for line in out.read_text().splitlines()), key=lambda r: r["line"])
    assert code == 1 and "Traceback" not in err and [r["status"] for r in records] == ["internal_error", "solved"]
    assert records[0]["error"] == ("ZeroDivisionError: division by zero (a gridsat bug: please report it with this "
                                   "puzzle; a resume does it again)")
    assert ("gridsat failed on 1 puzzle (status check_failed or internal_error, a bug: its line says which; "
            "please report it)") in " ".join(text.split())
    monkeypatch.undo()
    code, text, err = run_cli("batch", str(collection), "-o", str(out), "-j", "1")
    records = sorted((json.loads(line) for line in out.read_text().splitlines()), key=lambda r: r["line"])
    assert code == 0 and [r["status"] for r in records] == ["solved", "solved"]
