"""Hostile pass 85, helper c: a Domino Fit player with the game's whole level bank."""

from __future__ import annotations

# a 2x4 board whose targets no tiling reaches: every one of its 5 tilings is an answer
SEVERAL = "dominofit rule=dot targets=at-most\n99 99 99 99\n. . . .  99\n. . . .  99\n"


def test_a_grade_reached_by_choices_says_choice(run_cli, tmp_path):
    # a board with several answers graded by its choices was told "(its hardest steps use a domino no rule or
    # one-step trial forces (a guess))" beside "0 guesses; 2 choices": the packing kinds' words name the choice
    board = tmp_path / "several.txt"
    board.write_text(SEVERAL)
    code, out, err = run_cli("grade", str(board))
    assert code == 0, err
    assert out.splitlines()[0] == ("grade: guess (its hardest steps use a domino no rule or one-step trial forces "
                                   "(a guess), or a choice among several answers)")
    assert "guesses: 0; choices: " in out


def test_a_row_copied_from_the_drawing_names_its_symbol(run_cli, tmp_path):
    # the drawing's domino '<==>' typed into a puzzle file was "row has 8 cells, expected 6 (one per column
    # target)": its '=' counted as cells before any was refused
    board = tmp_path / "drawn.txt"
    board.write_text("dominofit rule=dot\n2 3 5 4 3 6\n<==>. . . .   6\n. . . # . .   5\n. . . . . #   2\n"
                     "# . . # . #   3\n. . . # . #   3\n. # . . . .   4\n")
    code, out, err = run_cli("dominofit", str(board))
    assert code == 2
    assert err == f"gridsat: error: {board.name}: line 3: unknown cell symbol '=' (use . # < > ^ v)\n"


def test_a_json_target_that_is_no_number_is_quoted_as_json_writes_it(run_cli, tmp_path):
    # "row_targets": [true, ...] was "is True", null "is None" and "6" "is '6'": Python's spellings, where "rows":
    # true is "got true" (pass 21)
    import json

    for value, said in ((True, "true"), (None, "null"), ("6", '"6"')):
        path = tmp_path / "d.json"
        path.write_text(json.dumps({"rows": 2, "cols": 2, "row_targets": [2, value], "col_targets": [2, 2]}))
        assert run_cli("dominofit", str(path)) == (
            2, "", f"gridsat: error: d.json: row_targets[1] (row 2) is {said}; targets must be whole numbers\n")
    import numpy as np
    from gridsat.puzzles.dominofit import puzzle_from_json

    rec = {"rows": 2, "cols": 2, "row_targets": [np.int64(2), 2], "col_targets": [2, 2]}
    assert puzzle_from_json(rec).row_targets == (2, 2)


def test_a_json_relation_it_does_not_know_is_quoted_as_json_writes_it(run_cli, tmp_path):
    # "row_relations": ["=<", ...] was "row_relations[0] is '=<'; use '=', '<=' or '>='" (Python's quotes), where an
    # array there is "must be '=', '<=', '>=' or null, got [...]": now one message, in JSON's words
    import json

    path = tmp_path / "d.json"
    path.write_text(json.dumps({"rows": 2, "cols": 2, "row_targets": [2, 2], "col_targets": [2, 2],
                                "row_relations": ["=<", "="]}))
    assert run_cli("dominofit", str(path)) == (
        2, "", "gridsat: error: d.json: row_relations[0] must be '=', '<=', '>=' or null, got \"=<\"\n")


def test_a_json_rule_it_does_not_know_is_quoted_as_json_writes_it(run_cli, tmp_path):
    # "rule": true was "unknown rule True", null "unknown rule None", ["dot"] "unknown rule ['dot']": Python's words
    import json

    for value, said in ((True, "true"), (None, "null"), (["dot"], '["dot"]')):
        path = tmp_path / "d.json"
        path.write_text(json.dumps({"rows": 2, "cols": 2, "row_targets": [2, 2], "col_targets": [2, 2],
                                    "rule": value}))
        assert run_cli("dominofit", str(path)) == (
            2, "", f"gridsat: error: d.json: unknown rule {said}; choose cell or dot\n")


def test_a_board_whose_targets_leave_no_tiling_exports_a_model_without_answers(run_cli, tmp_path):
    # a game board read with the other rule (--rule cell on a dot board: row 2's 8 free cells score 8 or more,
    # never 6) met "AttributeError: 'Contradiction' object has no attribute 'model'", a traceback, from
    # --model-stats and --export-model: the targets' arithmetic answers without building a CP-SAT model
    from ortools.sat.python import cp_model
    from test_model_export import load

    board = tmp_path / "game.txt"
    board.write_text("dominofit rule=dot\n3 3 7 4 8 4 7 4\n. . . . . . . .  8\n. . . . . . . .  6\n"
                     ". . # . . # . .  6\n. # # . . . . .  4\n. . . . . . . .  4\n. . . . . . . .  6\n"
                     ". . . . . . . .  2\n# # . . . . . .  4\n")
    path = tmp_path / "m.txt"
    code, out, err = run_cli("dominofit", str(board), "--rule", "cell", "--export-model", str(path))
    assert (code, out, err) == (0, f"wrote {path} (94 variables, 1 constraint)\n", "")
    model = load(path)
    assert cp_model.CpSolver().solve(model) == cp_model.INFEASIBLE
    assert [c.name for c in model.proto.constraints] == [
        "the targets leave no tiling: row 2 has 8 free cells, so its score under the cell rule is 8 plus 2 for "
        "each horizontal domino in it: never 6"]
    assert "H0_0" in [v.name for v in model.proto.variables]
    code, out, err = run_cli("dominofit", str(board), "--rule", "cell", "--model-stats", "--json")
    assert code == 0 and '"constraints": 1' in out


def test_another_kinds_line_under_kind_is_told_to_leave_it_out(run_cli, tmp_path):
    # a game-bank line (a Domino Fit JSON object) under 'batch --kind yinyang' got Yin-Yang's reader words alone
    # ("this is JSON, which Yin-Yang reads only as a generated puzzle's record ..."), and a Domino Fit text line
    # "gridsat dominofit dominofit rule=dot 2 3 5 ...": a command reading the line's text as a file name
    import json

    board = "dominofit rule=dot\n2 3 5 4 3 6\n. . . . . .   6\n. . . # . .   5\n. . . . . #   2\n" \
            "# . . # . #   3\n. . . # . #   3\n. # . . . .   4\n"
    game = {"rows": 6, "cols": 6, "blocked": [[1, 3], [2, 5], [3, 0], [3, 3], [3, 5], [4, 3], [4, 5], [5, 1]],
            "row_targets": [6, 5, 2, 3, 3, 4], "col_targets": [2, 3, 5, 4, 3, 6], "rule": "dot"}
    lines = tmp_path / "bank.jsonl"
    lines.write_text(json.dumps(game) + "\n" + json.dumps(board) + "\n")
    out = tmp_path / "r.jsonl"
    assert run_cli("batch", str(lines), "-o", str(out), "-k", "yinyang", "-q")[0] == 0
    errors = sorted((r["line"], r["error"]) for r in map(json.loads, out.read_text().splitlines()))
    said = "this looks like a Domino Fit puzzle, not Yin-Yang: leave out --kind yinyang (or give --kind dominofit)"
    assert errors == [(1, f"bank.jsonl: line 1: {said}"), (2, f"bank.jsonl: line 2: puzzle: {said}")]


def test_another_kinds_object_in_a_record_of_a_kind_names_the_records_kind(run_cli, tmp_path):
    # {"kind": "yinyang", "puzzle": {A DOMINO FIT OBJECT}} got Yin-Yang's reader words alone, where a text or URL
    # there is "this looks like ..., not Yin-Yang (the record's kind): make its "kind" ..."
    import json

    game = {"rows": 2, "cols": 2, "row_targets": [2, 2], "col_targets": [2, 2], "rule": "dot"}
    lines = tmp_path / "c.jsonl"
    lines.write_text(json.dumps({"kind": "yinyang", "puzzle": game}) + "\n" + json.dumps({"puzzle": game}) + "\n")
    out = tmp_path / "r.jsonl"
    assert run_cli("batch", str(lines), "-o", str(out), "-q")[0] == 0
    records = sorted(map(json.loads, out.read_text().splitlines()), key=lambda r: r["line"])
    assert records[0]["error"] == ("c.jsonl: line 1: this looks like a Domino Fit puzzle, not Yin-Yang (the record's "
                                   "kind): make its \"kind\" 'dominofit', or leave it out")
    assert records[1]["kind"] == "dominofit" and "error" not in records[1]
    run_cli("batch", str(lines), "-o", str(tmp_path / "k.jsonl"), "-q", "-k", "yinyang")
    records = sorted(map(json.loads, (tmp_path / "k.jsonl").read_text().splitlines()), key=lambda r: r["line"])
    assert records[1]["error"] == ("c.jsonl: line 2: this looks like a Domino Fit puzzle, not Yin-Yang: leave out "
                                   "--kind yinyang (or give --kind dominofit)")


def test_solve_of_a_record_whose_kind_is_not_its_objects_names_the_records_kind(run_cli, tmp_path):
    # solve of {"kind": "yinyang", "puzzle": {A DOMINO FIT OBJECT}} met only Yin-Yang's reader words: the record's
    # kind, merged into the object, made it look like the Yin-Yang it is not
    import json

    path = tmp_path / "r.json"
    path.write_text(json.dumps({"kind": "yinyang", "puzzle": {"rows": 2, "cols": 2, "row_targets": [2, 2],
                                                              "col_targets": [2, 2]}}))
    assert run_cli("solve", str(path)) == (2, "", "gridsat: error: r.json: this looks like a Domino Fit puzzle, not "
                                           "Yin-Yang (the record's kind): make its \"kind\" 'dominofit', or leave it "
                                           "out\n")
    path.write_text('{"kind": "yinyang", "puzzle": "{bad"}')  # text that only starts like JSON: as before
    assert run_cli("solve", str(path))[2].startswith("gridsat: error: r.json: not valid JSON")


def test_the_kinds_command_and_the_web_name_the_records_kind_too(run_cli, api_client, tmp_path):
    # 'gridsat yinyang' and POST /api/solve of the same record met Yin-Yang's reader words alone, as solve did
    import json

    record = {"kind": "yinyang", "puzzle": {"rows": 2, "cols": 2, "row_targets": [2, 2], "col_targets": [2, 2]}}
    path = tmp_path / "r.json"
    path.write_text(json.dumps(record))
    assert run_cli("yinyang", str(path)) == (2, "", "gridsat: error: r.json: this looks like a Domino Fit puzzle, "
                                             "not Yin-Yang (the record's kind): make its \"kind\" 'dominofit', or "
                                             "leave it out\n")
    reply = api_client.post("/api/solve", json={"puzzle": json.dumps(record)})
    assert reply.status_code == 422
    assert "this looks like a Domino Fit puzzle, not Yin-Yang" in reply.json()["error"]
