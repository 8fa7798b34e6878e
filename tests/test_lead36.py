"""The lead's fixes of the seventh sitting of 2026-12-06."""

import json

import gridsat
from records import assert_reads_back


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
    assert_reads_back(run_cli, tmp_path, made)
