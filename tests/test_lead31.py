"""The lead's own mends of session 2026-12-06, second sitting (issue 20)."""

from __future__ import annotations

import json

import pytest

from gridsat.puzzles.kinds import REGISTRY, get

MASYU = "https://puzz.link/p?mashu/6/6/1063000i3000"


def test_a_loop_answer_given_as_its_edge_strings_alone_is_read_by_its_declared_parts(run_cli, tmp_path):
    # batch named the loop kinds' fields 'horizontal'/'vertical' itself; the result types now declare them
    assert {n for n in REGISTRY if get(n).result_type.answer_parts} == {"masyu", "slitherlink", "yajilin", "hashi", "numberlink",
                                                                                  "countryroad"}
    assert get("masyu").result_type.answer_parts == ("horizontal", "vertical")
    first = tmp_path / "first.jsonl"
    (tmp_path / "p.jsonl").write_text(json.dumps({"kind": "masyu", "puzzle": MASYU}) + "\n")
    assert run_cli("batch", str(tmp_path / "p.jsonl"), "-o", str(first), "-j", "1", "-q")[0] == 0
    answer = json.loads(first.read_text())["answer"]
    edges = {k: answer[k] for k in ("horizontal", "vertical")}
    wrong = dict(edges, horizontal=["0" * len(row) for row in edges["horizontal"]])
    records = tmp_path / "r.jsonl"
    records.write_text("".join(json.dumps({"kind": "masyu", "puzzle": MASYU, "solution": s}) + "\n"
                               for s in (edges, wrong)))
    code, stdout, stderr = run_cli("batch", str(records), "-o", str(tmp_path / "o.jsonl"), "-j", "1",
                                   "--check-answer")
    assert code == 0, stderr
    assert "recorded solutions: 1 matched, 1 differ" in stdout


def test_a_solved_line_edited_to_an_empty_answer_is_redone(tmp_path):
    # a line whose 'answer' was edited to {} or {"grid": []} was kept as solved by every resume (only a line with
    # no 'answer' object at all was redone)
    from gridsat.batch import run_batch

    collection, out = tmp_path / "c.jsonl", tmp_path / "r.jsonl"
    collection.write_text("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g\n" * 3 + MASYU + "\n")
    run_batch([collection], out, jobs=1)
    records = [json.loads(line) for line in out.read_text().splitlines()]
    kept = records[0]["answer"]
    for record, empty in zip(records, ({}, {"grid": []}, {"grid": None, "rows": 5})):
        record["answer"] = empty
    masyu = records[3]["answer"]
    records[3]["answer"] = {"horizontal": masyu["horizontal"], "vertical": []}
    out.write_text("".join(json.dumps(r) + "\n" for r in records))
    again = run_batch([collection], out, jobs=1)
    assert (again.redone, again.skipped) == (4, 0)
    answers = {r["line"]: r["answer"] for r in map(json.loads, out.read_text().splitlines())}
    assert [answers[line]["grid"] for line in (1, 2, 3)] == [kept["grid"]] * 3
    assert answers[4] == masyu


def test_results_named_as_a_table_are_refused_before_any_work(run_cli, tmp_path):
    # `batch DIR --out res.csv` wrote JSON lines into res.csv (and calendar --year likewise)
    assert run_cli("batch", "examples", "-o", str(tmp_path / "res.csv")) == (
        2, "", f"gridsat: error: --out '{tmp_path}/res.csv' would hold the run's results (JSON lines), no CSV "
               f"table: name it '{tmp_path}/res.jsonl'\n")
    assert run_cli("calendar", "--year", "2025", "-o", "r.XLSX")[2] == (
        "gridsat: error: --out 'r.XLSX' would hold the run's results (JSON lines), no XLSX table: name it "
        "'r.jsonl'\n")
    assert not (tmp_path / "res.csv").exists()


def test_a_generated_puzzle_named_as_a_table_is_refused(run_cli, tmp_path):
    # `generate dominofit -o d.csv` wrote the puzzle's JSON into d.csv (pass 78a)
    assert run_cli("generate", "dominofit", "-o", str(tmp_path / "d.csv")) == (
        2, "", f"gridsat: error: --out '{tmp_path}/d.csv' would hold the puzzle as JSON, not CSV: name it d.json "
               "(--to changes what is printed, not the file)\n")


def test_grouping_and_writing_a_model_are_under_the_time_limit(run_cli, tmp_path, monkeypatch):
    # after the model was built, --model-stats grouped it and --export-model named and wrote it unwatched: a
    # 300x300 Yin-Yang with -t 60 ran 85 s (22 s grouping 1.7 million constraints, 12 s naming and writing)
    from gridsat.constraints import model as rule_model

    calls = []
    model = rule_model.RuleModel()
    x = [model.new_bool_var(f"x{i}") for i in range(9000)]
    with model.rule("one of each pair"):
        for a, b in zip(x, x[1:]):
            model.add_bool_or([a, b])
    assert model.stats(check=lambda: calls.append(1))["rules"] == [{"rule": "one of each pair", "variables": 0, "constraints": 8999,
                                       "types": {"bool_or": 8999}},
                                      {"rule": "(other)", "variables": 9000, "constraints": 0, "types": {}}]
    assert len(calls) == 3  # the clock read every 4,096 constraints grouped (a model built with a time limit,
    # grouped later from Python, is not refused: only the command line reads its deadline here)
    monkeypatch.setattr(rule_model, "EXPORT_TEXT_SECONDS", 1e6)  # CP-SAT's export, which cannot be stopped
    assert run_cli("solve", "examples/yinyang-10x10.txt", "--export-model", str(tmp_path / "m.txt"), "-t", "60") == (
        1, "", "gridsat: the time limit ran out while writing the CP-SAT model; nothing was written (give more time with -t)\n")
    assert not (tmp_path / "m.txt").exists()
    assert run_cli("solve", "examples/yinyang-10x10.txt", "--export-model", str(tmp_path / "m.pb"))[0] == 0


@pytest.mark.slow  # a browser playing a date to the end: 5-20 s
def test_the_solved_calendar_board_keeps_no_hint_frames(live_server, browser):
    # after the last hint, "Solved: every piece is placed." stood under the last step's red and blue frames (78b)
    from web_server import by_id, idle, open_page, wait_for

    open_page(browser, live_server + "/puzzle/calendar?date=2026-10-06")
    wait_for(browser, lambda: by_id(browser, "edition").get_attribute("value") == "dragonfjord")
    by_id(browser, "play-show").click()
    wait_for(browser, lambda: browser.find_elements("css selector", "#play-board .cal-cell") and idle(browser), 120)
    for _ in range(12):
        by_id(browser, "play-hint").click()
        wait_for(browser, lambda: idle(browser))
        if by_id(browser, "play-why").text.startswith("Solved"):
            break
    assert by_id(browser, "play-why").text == "Solved: every piece is placed."
    assert browser.find_elements("css selector", "#play-board .new, #play-board .premise") == []


def test_a_plain_name_in_a_packing_file_that_is_no_set_and_no_file_says_both(run_cli, tmp_path):
    # was "/x/nosuch: cannot read piece file: No such file or directory", naming neither the puzzle file nor the
    # built-in sets (pass 79b)
    path = tmp_path / "p.json"
    path.write_text('{"kind": "pack", "board": "3x20", "pieces": "nosuch"}')
    assert run_cli("solve", str(path)) == (2, "", "gridsat: error: p.json: pieces 'nosuch' is no built-in piece set "
                                                  "(pentominoes, tetrominoes, hexominoes) and no file beside the "
                                                  "puzzle file\n")
    path.write_text('{"kind": "pack", "board": "nosuch", "pieces": "pentominoes"}')
    assert run_cli("pack", str(path))[2] == ("gridsat: error: p.json: board 'nosuch' is no built-in board "
                                             "(8x8-centre, or a size such as 6x10) and no file beside the puzzle "
                                             "file\n")
    (tmp_path / "nosuch").write_text("T: ###/.#./.#.\n")  # a file of that name beside it is read
    path.write_text('{"kind": "pack", "board": "3x20", "pieces": "nosuch"}')
    assert "but the pieces cover 5;" in run_cli("solve", str(path))[2]


def test_a_batch_puzzle_whose_piece_file_was_missing_is_redone_once_it_is_there(tmp_path):
    from gridsat.batch import run_batch

    folder, out = tmp_path / "puzzles", tmp_path / "r.jsonl"
    folder.mkdir()
    (folder / "p.json").write_text('{"kind": "pack", "board": "1x4", "pieces": "bar"}')
    run_batch([folder], out, jobs=1)
    assert json.loads(out.read_text())["error"].startswith("p.json: pieces 'bar' is no built-in piece set")
    (folder / "bar").write_text("I: ####\n")
    assert run_batch([folder], out, jobs=1).edited == 1  # its files read (none) have changed
    assert json.loads(out.read_text())["status"] == "solved"


def test_unique_asked_of_a_generator_that_always_proves_it_says_so(run_cli):
    # was "-u: gridsat generate yinyang does not take it, though other commands do" (pass 78a)
    assert run_cli("generate", "yinyang", "-u")[2] == (
        "gridsat: error: No such option: -u: every puzzle gridsat generate yinyang makes is proven unique before it "
        "is given (see 'gridsat generate yinyang --help')\n")


def test_a_one_sided_edition_check_says_so_in_its_json(run_cli):
    # `--verify-edition --face-up --json` printed the two-sided check's fields alone (pass 80a)
    code, out, _ = run_cli("calendar", "--verify-edition", "examples/swapped-edition.txt", "--face-up", "--json")
    got = json.loads(out)
    assert (code, got["one_sided"], got["checked"]) == (1, True, 366)
    code, out, _ = run_cli("calendar", "--verify-edition", "examples/swapped-edition.txt", "--json")
    assert (code, json.loads(out)["unsolvable"], "one_sided" in json.loads(out)) == (1, ["05-07"], False)


@pytest.mark.slow  # a browser generating a graded puzzle: 3-10 s
def test_the_yinyang_page_generates_a_puzzle_of_the_grade_chosen(live_server, browser, run_cli):
    # the page had no grade, though /api/generate and `gridsat generate yinyang --grade` take one (pass 79b)
    from selenium.webdriver.support.ui import Select
    from web_server import by_id, idle, open_page, wait_for

    open_page(browser, f"{live_server}/puzzle/yinyang")
    Select(by_id(browser, "grade")).select_by_visible_text("easy")
    by_id(browser, "generate").click()
    wait_for(browser, lambda: idle(browser) and by_id(browser, "verdict").text, 120)
    record = json.loads(run_cli("generate", "yinyang", "--size", "6x6", "--seed", "1", "--grade", "easy",
                                "--json")[1])
    assert (record["givens"], record["grade"]) == (21, "easy")
    assert by_id(browser, "verdict").text == ("21 circles, exactly one answer (proven), graded easy. Press Solve to "
                                              "see it.")
    assert by_id(browser, "puzzle").get_attribute("value") == run_cli(
        "generate", "yinyang", "--size", "6x6", "--seed", "1", "--grade", "easy", "--to", "url")[1].strip()


def test_a_results_line_of_a_kind_gridsat_lacks_keeps_its_answer_object():
    # _holds_answer said "any object" for such a line but read it as holding none (so it was redone)
    from gridsat.batch.lines import held

    line = {"file": "c.jsonl", "line": 1, "kind": "kakuro", "status": "solved", "answer": {"grid": [[1]]}}
    assert held(line)["answer"] == {} and held({**line, "kind": "nurikabe", "answer": {}})["answer"] is None
