"""Hostile pass 76, part b: the web app and batch."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

DATA = Path(__file__).parent / "data"


def test_batch_summary_writes_every_count_with_separators(run_cli, tmp_path, monkeypatch):
    """A batch over a 246,384-board level bank said "resuming: 18,169 puzzles already in F, 228215 to go", and
    its table and recorded-solution line "25559" beside the title's "25,559 puzzles": every count now has its
    thousands separators, as counted() writes them."""
    import gridsat.batch as batch

    real = batch.run_batch

    def swollen(*args, **kw):  # the counts of a large run, from a small one
        start = kw["on_start"]
        kw["on_start"] = lambda todo, done: start(todo + 1000, done + 1000)
        summary = real(*args, **kw)
        summary.tally.statuses["solved"] += 1000
        summary.tally.matches[True] += 1000
        summary.skipped += 1000
        return summary

    monkeypatch.setattr(batch, "run_batch", swollen)
    shutil.copy(DATA / "batch" / "yinyang_6x6.txt", tmp_path / "a.txt")
    out = tmp_path / "out.jsonl"
    code, stdout, stderr = run_cli("batch", str(tmp_path / "a.txt"), "-o", str(out), "-j", "1", "--check-answer")
    assert code == 0, stderr
    assert "1,000 puzzles already in" in stderr and ", 1,001 to go" in stderr  # was "1001 to go"
    assert "│  1,001 │" in stdout  # was "│   1001 │"
    assert "recorded solutions: 1,000 matched, 0 differ" in stdout  # was "1000 matched"


def test_web_distinct_of_a_detected_kind_is_weighed_once_the_kind_is_known(api_client):
    """POST /api/solve of a Light Up URL (its kind detected) with 'distinct' alone was told "--distinct goes with
    --count or --solutions N, N of 2 or more"; adding count then got "--distinct does not apply to lightup
    puzzles". `gridsat solve URL --distinct` says the second at once, and so does the web now."""
    url = "https://puzz.link/p?akari/6/6/nekcakbl"
    for options in ({"distinct": True}, {"distinct": True, "count": True}):
        r = api_client.post("/api/solve", json={"puzzle": url, "options": options})
        assert r.status_code == 422 and r.json() == {"error": "--distinct does not apply to Light Up puzzles"}
    pack = api_client.post("/api/solve", json={"puzzle": '{"kind": "pack", "board": "3x20"}',
                                               "options": {"distinct": True}})  # a kind that lists distinct ones
    assert pack.status_code == 422 and pack.json()["error"] == "--distinct goes with --count or --solutions N, N of 2 or more"


def test_yinyang_page_generate_names_the_side_field_as_the_dominofit_page_does(live_server, browser):
    """The Yin-Yang page's Generate with 6.5 rows was told "Size '6.5x6' is not RxC (e.g. 10x10)", and 61 rows
    "Size 61x6: each side must be from 2 to 60", of a Size the page has no field for; the Domino Fit page says
    "“rows” must be a whole number from 2 to 100, got 6.5". Both now name the field, the generator's bound kept
    (60: more than the drawing grid's 30)."""
    pytest.importorskip("uvicorn")
    from web_server import by_id, idle, open_page, wait_for

    open_page(browser, live_server + "/puzzle/yinyang")
    for rows, said in (("6.5", "6.5"), ("61", "61")):
        browser.execute_script("document.getElementById('rows').value = arguments[0]", rows)
        by_id(browser, "generate").click()
        wait_for(browser, lambda: idle(browser) and by_id(browser, "error").text, 60)
        assert by_id(browser, "error").text == f"“rows” must be a whole number from 2 to 60, got {said}"


def test_web_costs_objective_without_costs_names_the_puzzle_field(api_client):
    """A Domino Fit puzzle sent with objective costs and no costs was told "Domino Fit 7x7: --objective costs needs
    per-placement costs in the puzzle file (none given)": the title the server gives the puzzle for its pictures,
    a name the request never gave, where every other bad puzzle is "puzzle: ..."."""
    text = (DATA / "dominofit" / "game0_7x7_b5.dot.json").read_text()
    r = api_client.post("/api/solve", json={"kind": "dominofit", "puzzle": text, "options": {"objective": "costs"}})
    assert (r.status_code, r.json()) == (422, {"error": "puzzle: --objective costs needs per-placement costs in the "
                                                        "puzzle file (none given)"})


def test_batch_memory_advice_under_keep_unknown_says_to_drop_it(run_cli, tmp_path):
    """A batch resumed with --keep-unknown over lines a memory limit had left unknown was told "run again with a
    larger --memory-limit to do them": run so, --keep-unknown kept them unknown again."""
    shutil.copy(DATA / "batch" / "yinyang_6x6.txt", tmp_path / "a.txt")
    out = str(tmp_path / "out.jsonl")
    code, stdout, _ = run_cli("batch", str(tmp_path / "a.txt"), "-o", out, "-j", "1", "--memory-limit", "0.000001")
    assert code == 0 and "run again with a larger --memory-limit to do them" in stdout
    code, stdout, _ = run_cli("batch", str(tmp_path / "a.txt"), "-o", out, "-j", "1", "--keep-unknown")
    assert code == 0 and "(recorded unknown); run again with a larger --memory-limit and without --keep-unknown to " \
                         "do them" in " ".join(stdout.split())
