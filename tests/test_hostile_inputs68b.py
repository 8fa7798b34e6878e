"""Hostile pass 68, part b: the web app and batch (and the readers they share)."""

import json

HITORI = "https://puzz.link/p?hitori/4/4/1114142333214213"


def _run(tmp_path, lines, **options):
    """The results lines of a batch run of a collection of ``lines``, by line number."""
    from gridsat.batch.run import run_batch

    collection = tmp_path / "c.jsonl"
    collection.write_text("".join(line + "\n" for line in lines))
    out = tmp_path / "r.jsonl"
    run_batch([str(collection)], str(out), jobs=1, **options)
    return {d["line"]: d for d in map(json.loads, out.read_text().splitlines())}


def test_b_a_collection_line_of_a_url_with_more_names_its_own_line_only(tmp_path):
    # was "c.jsonl: line 2: line 1: 'trailing' after the URL on the same line: a puzzle is its URL alone (a list of
    # puzzles goes one URL a line, in a .jsonl file for gridsat batch)": a "line 1" that is the collection's line 2,
    # and advice to do what was done
    got = _run(tmp_path, [HITORI, f"{HITORI} trailing", json.dumps({"puzzle": f"{HITORI} {HITORI}"})])
    assert got[1]["status"] == "solved"
    assert got[2]["error"] == ("c.jsonl: line 2: 'trailing' after the URL: a collection line holds one puzzle, its URL "
                               "alone (each puzzle on a line of its own)")
    assert got[3]["error"] == (f"c.jsonl: line 3: the 'puzzle' field holds '{HITORI}' after the URL: a collection "
                               "line holds one puzzle, its URL alone (each puzzle on a line of its own)")


def test_b_generate_sent_options_is_told_its_own_fields_only(api_client):
    # /api/generate was told "its time_limit and memory_limit are fields of the request", then refused memory_limit
    # as an unknown field
    reply = api_client.post("/api/generate", json={"kind": "yinyang", "options": {"seed": 3}})
    assert reply.status_code == 422
    assert reply.json()["error"] == (
        "unknown field 'options' (fields: kind, size, seed, time_limit, svg, grade); this route takes no options: its "
        "time_limit and seed are fields of the request, {\"time_limit\": 5}")
    reply = api_client.post("/api/hint", json={"puzzle": HITORI, "options": {}})
    assert reply.json()["error"].endswith("this route takes no options: its time_limit and memory_limit are fields of "
                                          "the request, {\"time_limit\": 5}")


def test_b_a_collection_line_s_headerless_grid_is_told_how_a_line_names_its_kind(tmp_path):
    # was "... write the kind's name on a line of its own above the grid (as --to text writes it), or gridsat KIND
    # FILE": FILE being the whole collection
    grid = "1 1 1 4\n1 4 2 3\n3 3 2 1\n4 2 1 3"
    got = _run(tmp_path, [json.dumps(grid), json.dumps({"puzzle": grid})])
    readers = "which nurikabe, lightup, slitherlink, sudoku, hitori, shikaku, kurodoko, tapa, cave, fillomino, hashi, numberlink, kurotto and mochikoro all read: write the kind's name " \
              "on a line of its " \
              "own above the grid, or "
    assert got[1]["error"] == f'c.jsonl: line 1: puzzle: a grid with no kind named above it, {readers}write the line ' \
                              'as {"kind": "KIND", "puzzle": ...}'
    assert got[2]["error"] == f'c.jsonl: line 2: a grid with no kind named above it, {readers}give the record its "kind"'


def test_b_a_collection_line_s_string_of_several_lines_names_its_lines_as_the_puzzle_s(tmp_path):
    # was "c.jsonl: line 1: line 2: '..' is cells written together": two line numbers, as a record's puzzle no longer
    got = _run(tmp_path, [json.dumps("lightup\n..\n.#")])
    assert got[1]["error"] == "c.jsonl: line 1: puzzle: line 2: '..' is cells written together: separate a row's " \
                              "cells by spaces ('. .')"


def test_b_a_recorded_list_of_rows_far_larger_than_its_board_is_refused_before_it_is_read(tmp_path):
    # a record's solution ["." * 20,000,000] for a 4x4 Hitori took 4.2 s under `batch --check-answer -t 1`: the guard
    # measured a solution's text, not a list of rows
    got = _run(tmp_path, [json.dumps({"puzzle": HITORI, "solution": ["." * 2_000_000]}),
                          json.dumps({"puzzle": HITORI, "solution": [[0] * 2000] * 4})], check_answer=True, time_limit=60)
    assert got[1]["status"] == "bad_input"  # (no wall-clock bound: tests run on loaded machines; the size line says
    # the rows were never read)
    assert got[1]["error"] == ("c.jsonl: line 1: 'solution': the recorded solution has 1 row (2,000,000 cells), far "
                               "more than an answer of this 4x4 board")
    assert got[2]["error"] == ("c.jsonl: line 2: 'solution': the recorded solution has 4 rows (8,000 cells), far more "
                               "than an answer of this 4x4 board")


SLITHER = "https://puzz.link/p?slither/5/5/cbcbcddad"
RECORD_SAYS = ("this looks like a Slitherlink puzzle, not Sudoku (the record's kind): make its \"kind\" 'slitherlink', "
               "or leave it out")


def test_b_a_record_naming_another_kind_than_its_url_s_says_so_in_batch(tmp_path):
    # was "c.jsonl: line 1: Sudoku: URL is a 'slither' puzzle, not sudoku": puzz.link's genre name, no kind gridsat has
    got = _run(tmp_path, [json.dumps({"kind": "sudoku", "puzzle": SLITHER})])
    assert got[1]["error"] == f"c.jsonl: line 1: {RECORD_SAYS}"


def test_b_a_record_naming_another_kind_than_its_url_s_says_so_on_the_command_line_and_web(run_cli, api_client,
                                                                                             tmp_path):
    path = tmp_path / "rec.json"
    path.write_text(json.dumps({"kind": "sudoku", "puzzle": SLITHER}))
    assert run_cli("solve", str(path)) == (2, "", f"gridsat: error: rec.json: {RECORD_SAYS}\n")
    reply = api_client.post("/api/solve", json={"puzzle": path.read_text()})
    assert reply.status_code == 422
    assert reply.json()["error"] == RECORD_SAYS


def test_b_a_record_of_the_kind_s_own_name_with_another_kind_s_url_says_so_to_the_kind_s_command(run_cli, api_client,
                                                                                                tmp_path):
    # `gridsat nurikabe r.json` and the web's "argument" of a sent file said "Nurikabe: URL is a 'hitori' puzzle, not
    # nurikabe"
    path = tmp_path / "r.json"
    path.write_text(json.dumps({"kind": "nurikabe", "puzzle": HITORI}))
    said = ("this looks like a Hitori puzzle, not Nurikabe (the record's kind): make its \"kind\" 'hitori', or leave "
            "it out")
    assert run_cli("nurikabe", str(path)) == (2, "", f"gridsat: error: r.json: {said}\n")
    reply = api_client.post("/api/solve", json={"kind": "nurikabe", "argument": "r.json",
                                                "files": {"r.json": path.read_text()}})
    assert reply.status_code == 422
    assert reply.json()["error"] == f"r.json: {said}"


def test_b_a_recorded_domino_fit_solution_of_many_dominoes_is_compared(run_cli, tmp_path):
    # the size guard read a list of Domino Fit's dominoes as rows: a generated 12x12 board's record (61 dominoes)
    # was "the recorded solution has 61 lines (61 rows), far more than an answer of this 12x12 board", as were the
    # shared data's 100x100 boards
    code, out, _ = run_cli("generate", "dominofit", "--size", "12x12", "--seed", "1", "--json")
    assert code == 0 and len(json.loads(out)["solution"]) > 2 * 12 + 20
    got = _run(tmp_path, [out.strip()], check_answer=True)
    assert got[1]["status"] == "solved" and got[1]["matches_record"] is not None, got[1].get("error")


def test_b_a_resume_from_another_folder_names_the_files_as_this_run_does(tmp_path, monkeypatch):
    # run in a/ as `batch in -o r.jsonl`, resumed from above as `batch a/in -o a/r.jsonl`: "slowest: in/p.txt", no file
    # from there
    from gridsat.batch.run import run_batch

    folder = tmp_path / "a" / "in"
    folder.mkdir(parents=True)
    (folder / "p.txt").write_text(f"{HITORI}\n")
    monkeypatch.chdir(tmp_path / "a")
    run_batch(["in"], "r.jsonl", jobs=1)
    monkeypatch.chdir(tmp_path)
    summary = run_batch(["a/in"], "a/r.jsonl", jobs=1)
    assert summary.skipped == 1 and [s["file"] for s in summary.slowest()] == ["a/in/p.txt"]
