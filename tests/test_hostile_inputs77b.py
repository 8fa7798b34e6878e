"""Hostile pass 77, part b: the web app and batch."""

from __future__ import annotations

import json

EXAMPLES = {  # one small puzzle of a few kinds (the web pages' examples), as collection lines
    "pack": {"kind": "pack", "board": "3x20", "pieces": "pentominoes"},
    "dominofit": "dominofit rule=dot\n1 3 3 3\n. . . .   4\n. . . .   0\n# . . #   2\n. . . .   4\n",
    "cover": "| items a b c\na b c\nc\nb\na c\n",
    "nurikabe": "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g",
    "sudoku": "https://puzz.link/p?sudoku/4/4/g1k23k3g",
    "masyu": "https://puzz.link/p?mashu/6/6/1063000i3000",
}


def _lines(path):
    return [json.loads(line) for line in path.read_text().splitlines()]


def test_batch_reads_its_own_results_line_and_answer_object_as_a_recorded_solution(run_cli, tmp_path):
    """A batch's results line given as a record's 'solution' was bad input in every kind: "the record's
    'solution' holds a pack result with no answer in it (status solved)" (it holds one, under 'answer'); its
    'answer' object alone was read only by Slitherlink and Masyu ("a recorded Nurikabe solution must be rows of
    #/./*/x or of numbers").  Both are now compared, as a --json result is."""
    puzzles = tmp_path / "p.jsonl"
    puzzles.write_text("".join(json.dumps({"kind": k, "puzzle": p}) + "\n" for k, p in EXAMPLES.items()))
    first = tmp_path / "first.jsonl"
    assert run_cli("batch", str(puzzles), "-o", str(first), "-j", "1", "-q")[0] == 0
    results = {r["line"]: r for r in _lines(first)}
    for name, holds in (("line", lambda r: r), ("answer", lambda r: r["answer"])):
        records = tmp_path / f"{name}.jsonl"
        records.write_text("".join(json.dumps({"kind": k, "puzzle": p, "solution": holds(results[i])}) + "\n"
                                   for i, (k, p) in enumerate(EXAMPLES.items(), 1)))
        out = tmp_path / f"{name}.out.jsonl"
        code, stdout, stderr = run_cli("batch", str(records), "-o", str(out), "-j", "1", "--check-answer")
        assert code == 0, stderr
        assert f"recorded solutions: {len(EXAMPLES)} matched, 0 differ" in stdout, (name, _lines(out))
    wrong = dict(results[4], answer=dict(results[4]["answer"], grid=[[1 - v for v in row] for row in
                                                                          results[4]["answer"]["grid"]]))
    records = tmp_path / "wrong.jsonl"
    records.write_text(json.dumps({"kind": "nurikabe", "puzzle": EXAMPLES["nurikabe"], "solution": wrong}) + "\n")
    out = tmp_path / "wrong.out.jsonl"
    assert run_cli("batch", str(records), "-o", str(out), "-j", "1", "--check-answer", "-q")[0] == 0
    assert _lines(out)[0]["matches_record"] is False


def test_a_results_line_repeated_by_hand_says_what_to_do(run_cli, tmp_path):
    """A results file with a line pasted twice was refused with "line 3 repeats line 1's key ('.../a.url', None)"
    and no word of what to do (every other refusal of a results file says it)."""
    puzzle = tmp_path / "a.url"
    puzzle.write_text(EXAMPLES["nurikabe"] + "\n")
    out = tmp_path / "out.jsonl"
    assert run_cli("batch", str(puzzle), "-o", str(out), "-j", "1", "-q")[0] == 0
    out.write_text(out.read_text() * 2)
    code, _, stderr = run_cli("batch", str(puzzle), "-o", str(out), "-j", "1", "-q")
    assert (code, stderr) == (2, f"gridsat: error: {out}: line 2 repeats line 1's key ({str(puzzle)!r}): delete one "
                                 "of the two lines, or choose another output file\n")


def test_a_wide_answer_picture_leaves_no_blank_below_it(live_server, browser):
    """A 3x20 tiling was drawn in a box of the screen's height whatever its shape (its img 454 px tall for a
    board 120 px tall: a blank of some 330 px before "The answer as JSON"; a square board on a phone, 180 px):
    the box now takes the picture's proportions, still no taller than the screen allows."""
    import pytest

    pytest.importorskip("uvicorn")
    from web_server import by_id, idle, open_page, wait_for

    browser.set_window_size(1200, 900)
    open_page(browser, live_server + "/puzzle/pack/file")
    by_id(browser, "example").click()
    wait_for(browser, lambda: by_id(browser, "puzzle").get_attribute("value"), 10)
    by_id(browser, "solve").click()
    wait_for(browser, lambda: idle(browser) and by_id(browser, "verdict").text, 60)
    width, height = browser.execute_script(
        "const r = document.getElementById('picture').getBoundingClientRect(); return [r.width, r.height]")
    assert height < width / 4  # was 454 px by 570
