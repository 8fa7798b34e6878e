"""The twentieth hostile pass, the lead's own cases (issue 20): what the nineteenth pass's report left behind."""

from __future__ import annotations

import json

import pytest

from gridsat.core.options import SolverOptions, TimeUp
from gridsat.puzzles.kinds import get


#: ``gridsat generate yinyang --size 6x6 --seed 1``: a unique puzzle and its answer.
PUZZLE = "0 0 0 0 1 0\n0 0 0 1 0 0\n2 0 1 0 0 0\n1 0 0 0 2 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n"
ANSWER = [[2, 2, 2, 1, 1, 1], [2, 1, 1, 1, 2, 1], [2, 2, 1, 2, 2, 1], [1, 2, 1, 1, 2, 1], [1, 2, 2, 2, 2, 1],
          [1, 1, 1, 1, 1, 1]]


def _record(tmp_path, **fields) -> str:
    made = tmp_path / "made.jsonl"
    made.write_text(json.dumps({"kind": "yinyang", "puzzle": PUZZLE, **fields}) + "\n")
    return str(made)


def test_a_misspelt_solution_field_is_named_not_counted_as_none(run_cli, tmp_path):
    """``batch made.jsonl --check-answer`` with a record's "solution" typed "solutoin": solved, and counted
    "without one" among the recorded solutions, the typo never named."""
    made = _record(tmp_path, solutoin=ANSWER, seed=1, givens=6)
    out = tmp_path / "out.jsonl"
    run_cli("batch", made, "--out", str(out), "--check-answer")
    line = json.loads(out.read_text())
    assert (line["status"], line["error"]) == (
        "bad_input", "made.jsonl: line 1: the record's field 'solutoin' is not one gridsat reads (did you mean "
                     "'solution'?)")


def test_a_record_saved_as_a_file_names_its_misspelt_solution_field(run_cli, tmp_path):
    """The same record saved as a puzzle file of its own: its answer was compared with nothing, silently."""
    one = tmp_path / "one.json"
    one.write_text(json.dumps({"kind": "yinyang", "puzzle": PUZZLE, "soluton": ANSWER}))
    out = tmp_path / "out.jsonl"
    run_cli("batch", str(one), "--out", str(out), "--check-answer")
    assert json.loads(out.read_text())["error"] == ("one.json: the record's field 'soluton' is not one gridsat reads "
                                                    "(did you mean 'solution'?)")


def test_fields_a_generator_writes_beside_the_record_are_read_as_before(run_cli, tmp_path):
    """The fields ``generate --json`` writes beside kind, puzzle and solution (seed, givens, size...) are no typo."""
    made = _record(tmp_path, solution=ANSWER, seed=1, givens=6, size="6x6", checks=21, unique=True)
    out = tmp_path / "out.jsonl"
    assert run_cli("batch", made, "--out", str(out), "--check-answer")[0] == 0
    line = json.loads(out.read_text())
    assert (line["status"], line["matches_record"]) == ("solved", True)


def test_a_generator_out_of_time_says_so_to_a_python_caller():
    """``Generator.generate`` out of time raised ``TimeUp()`` with no words: a Python caller printing it printed
    an empty line (only the command line and the web app had wording of their own)."""
    generator = get("dominofit").generator()
    try:
        generator.generate(60, 60, 1, SolverOptions(time_limit=0.01), unique=True)
    except TimeUp as stop:
        said = str(stop)
    assert said == ("the time limit of 0.01 s ran out before the Domino Fit puzzle of seed 1 (60x60) was proven; no "
                    "unproven puzzle is given")


def _web_error(body: dict, route: str = "/api/solve") -> str:
    pytest.importorskip("starlette")
    from starlette.testclient import TestClient

    from gridsat.web import Limits, create_app

    with TestClient(create_app(Limits(workers=1, warm=False, grace=5.0))) as client:
        response = client.post(route, json=body)
    assert response.status_code == 422, response.text
    return response.json()["error"]


def test_a_file_the_request_did_not_send_is_named_as_not_sent():
    """``{"kind": "calendar", "mode": "census", "settings": {"edition": "mine.txt"}}`` with no files said
    "mine.txt: cannot read edition file: No such file or directory", as if the server had looked on its disk."""
    assert _web_error({"kind": "calendar", "mode": "census", "settings": {"edition": "mine.txt"},
                       "files": {"other.txt": "x"}}, "/api/mode") == (
        "'mine.txt' is not a file sent with this request (files sent: other.txt): send it in \"files\"")


@pytest.mark.slow  # 4 s in a browser
def test_the_yin_yang_editor_never_passes_for_a_puzzle_it_does_not_show(live_server, browser):
    """A puzzle drawn, then a URL (or a bad paste) put in the box: the editor kept the drawn puzzle, in full,
    though Solve solved the box's text. It is dimmed with a note until Solve reads the box, then shows it."""
    from web_server import by_id, open_page, wait_for

    open_page(browser, f"{live_server}/puzzle/yinyang")
    box = by_id(browser, "puzzle")
    box.send_keys("1 0 2\n0 0 0\n0 0 0\n")
    wait_for(browser, lambda: len(browser.find_elements("css selector", "#editor .cell")) == 9)
    assert not by_id(browser, "editor-note").is_displayed()
    box.clear()
    box.send_keys("https://puzz.link/p?yinyang/5/5/016612300")
    assert "stale" in by_id(browser, "editor").get_attribute("class")
    assert by_id(browser, "editor-note").text.startswith("The grid above is not the puzzle in the box")
    by_id(browser, "solve").click()
    wait_for(browser, lambda: by_id(browser, "title").text == "Yin-Yang 5×5", 60)
    assert len(browser.find_elements("css selector", "#editor .cell")) == 25
    assert "stale" not in by_id(browser, "editor").get_attribute("class")
    assert not by_id(browser, "editor-note").is_displayed()


def test_a_pzprv3_file_of_a_genre_gridsat_does_not_solve_is_named_so(run_cli, tmp_path):
    """``gridsat solve k.pzprv3`` of a Kurodoko was told "gridsat reads pzprv3 files of Yin-Yang only; give this
    puzzle as its puzz.link URL", which gridsat refuses in turn: the genre is said to be one gridsat does not
    solve. A genre it solves is still told to give its URL."""
    from gridsat.puzzles.kinds import names

    bad = tmp_path / "k.pzprv3"
    bad.write_text("pzprv3\nkusabi\n2\n2\n. .\n. .\n")
    assert run_cli("solve", str(bad)) == (2, "", f"gridsat: error: k.pzprv3: a 'kusabi' pzprv3 file: a genre gridsat "
                                                 f"does not solve (kinds: {', '.join(names())})\n")
    bad.write_text("pzprv3\nnurikabe\n2\n2\n. .\n. .\n")
    assert run_cli("solve", str(bad))[2] == ("gridsat: error: k.pzprv3: a 'nurikabe' pzprv3 file: gridsat reads pzprv3 "
                                             "files of Yin-Yang only; give this puzzle as its puzz.link URL, a text "
                                             "grid or JSON\n")


def test_a_worker_started_apart_words_its_records_as_the_run_does(tmp_path):
    """A Dask worker (a process started apart, not the command line's child) wrote the Python API's words in the
    lines of a ``gridsat batch`` run ("raise it with SolverOptions(memory_limit=BYTES)"): the settings carry the
    run's wording, taken where they are made."""
    from gridsat.batch.sources import Item
    from gridsat.batch.work import Settings, solve_chunk
    from gridsat.core.settings import command_line, command_line_run

    puzzle = tmp_path / "p.txt"
    puzzle.write_text(PUZZLE)
    with command_line_run():
        settings = Settings(memory_limit=100)  # made by the command line
    assert settings.option_words and not command_line()  # solved in a process that is not
    line = solve_chunk([Item(str(puzzle))], settings).lines
    assert json.loads(line)["note"] == (
        f"the memory limit stopped it: {puzzle}: reading this puzzle file (72 bytes) needs about 1.4 KB of memory; "
        "the limit is 100 bytes (raise it with --memory-limit GB or GRIDSAT_MEMORY_LIMIT)")
    line = solve_chunk([Item(str(puzzle))], Settings(memory_limit=100)).lines  # made by a Python caller
    assert json.loads(line)["note"].endswith("(raise it with memory_limit=BYTES (the call's, or its SolverOptions') "
                                             "or "
                                             "GRIDSAT_MEMORY_LIMIT (in GB))")


@pytest.mark.parametrize("args, flag, what", [
    (("batch", "{example}", "--out", "-"), "--out ", "it"),  # was "'-': ... its results": no option named
    (("generate", "yinyang", "-o", "-"), "--out ", "it"),
    (("calendar", "--year", "2026", "--out", "-", "-t", "2"), "--out ", "it"),
    (("yinyang", "{example}", "--export-model", "-"), "--export-model ", "it"),
])
def test_an_output_named_dash_is_refused_not_made_a_file(run_cli, tmp_path, monkeypatch, args, flag, what):
    """``batch P --out -``, ``generate yinyang -o -``, ``calendar --year 2026 --out -``: each wrote a file named
    '-' in the working folder (exit 0), where standard output was meant."""
    from pathlib import Path

    monkeypatch.chdir(tmp_path)
    example = str(Path(__file__).resolve().parent.parent / "examples" / "yinyang-10x10.txt")
    assert run_cli(*(a.format(example=example) for a in args)) == (
        2, "", f"gridsat: error: {flag}'-': gridsat writes {what} to a file, not to standard output: give a file "
               "name\n")
    assert not (tmp_path / "-").exists()
