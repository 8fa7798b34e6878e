"""The lead's fixes of the seventh sitting of 2026-12-06."""

import json

import gridsat


def test_a_generated_yin_yangs_json_reads_back_as_the_command_lines_record(run_cli, tmp_path):
    # was: generate(6, 6, seed=3).to_json() gave {"puzzle": [[0, 1, ...]], "answer": ...}, and every reader refused
    # it: "the record's field 'answer' is not one gridsat reads"
    from gridsat.puzzles.yinyang import generate

    made = generate(6, 6, seed=3).to_json()
    code, out, err = run_cli("generate", "yinyang", "--size", "6x6", "--seed", "3", "--json")
    printed = json.loads(out)
    assert code == 0 and {k: made[k] for k in ("kind", "puzzle", "solution", "seed", "givens")} == {
        k: printed[k] for k in ("kind", "puzzle", "solution", "seed", "givens")}
    assert made["puzzle"] == "0 1 0 2 0 0\n0 0 0 0 0 0\n0 2 0 1 0 0\n0 0 0 0 1 0\n0 1 2 0 0 0\n1 0 0 0 0 0\n"
    puzzle = gridsat.kinds.get("yinyang").parse_json(made)
    assert puzzle.solve().grid == made["solution"]
    (tmp_path / "g.json").write_text(json.dumps(made))
    code, out, err = run_cli("solve", str(tmp_path / "g.json"), "-u")
    assert (code, err) == (0, "") and "unique" in out
    code, out, err = run_cli("batch", str(tmp_path / "g.json"), "--out", str(tmp_path / "r.jsonl"), "--check-answer")
    line = json.loads((tmp_path / "r.jsonl").read_text())
    assert code == 0 and (line["status"], line["matches_record"]) == ("solved", True)
