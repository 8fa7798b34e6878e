"""Hostile pass 75, part c: the Python API, answers' correctness and the designers."""

from __future__ import annotations

import json

import gridsat


def test_with_answer_of_the_second_answer_keeps_the_first_as_the_other():
    # was: result.with_answer(result.second) kept 'second', so its checker said "the second answer equals the
    # first" of a valid answer, and batch --check-answer wrote "record_is_an_answer": false for a recorded
    # solution that was the second answer itself
    kind = gridsat.kinds.get("lightup")
    result = kind.parse("lightup\n. . .\n. . .").uniqueness(engine="search")
    assert str(result.uniqueness) == "not_unique"
    shown = result.with_answer(result.second)
    assert shown.grid == result.second and shown.second == result.grid
    assert shown.violations() == []
    assert shown.check() is shown


def test_dominofit_with_answer_of_the_second_tiling_in_another_order():
    kind = gridsat.kinds.get("dominofit")
    puzzle = kind.parse(json.dumps({"rows": 2, "cols": 2, "row_targets": [9, 9], "col_targets": [9, 9],
                                    "rule": "dot"}), targets="at-most")
    result = puzzle.uniqueness()
    assert str(result.uniqueness) == "not_unique"
    shown = result.with_answer(list(reversed(result.second)))  # the same tiling, its dominoes in another order
    assert shown.violations() == []
    assert shown.second == result.dominoes


def test_batch_check_answer_calls_the_second_answer_an_answer(tmp_path, run_cli):
    (tmp_path / "p.txt").write_text("lightup\n. . .\n. . .\n")
    first = gridsat.kinds.get("lightup").parse("lightup\n. . .\n. . .").uniqueness(engine="search")
    second = first.second
    (tmp_path / "p.solution.txt").write_text(
        "".join("".join("*" if v else "." for v in row) + "\n" for row in second))
    out = tmp_path / "r.jsonl"
    code, _, err = run_cli("batch", str(tmp_path), "--out", str(out), "--unique", "--check-answer",
                           "--engine", "auto", "--kind", "lightup")
    line = json.loads(out.read_text().splitlines()[0])
    assert line["uniqueness"] == "not_unique"
    if line["answer"]["grid"] != second:
        assert line["matches_record"] is False and line["record_is_an_answer"] is True


def test_json_doc_names_every_engine_a_result_can_name():
    # was: docs/json.md's engine field listed exact, search ("the Yin-Yang and Domino Fit searches"), cycles, cpsat,
    # cuts, scip: a Nurikabe answered by its deductions says "logic", and every puzz.link genre's search "search"
    from pathlib import Path

    doc = (Path(__file__).resolve().parent.parent / "docs" / "json.md").read_text()
    line = next(line for line in doc.splitlines() if line.startswith("engine "))
    for name in gridsat.kinds.names():
        for engine in gridsat.kinds.get(name).engines:
            if engine not in ("auto", "race"):  # race: the one that settled first, as the line says
                assert any(f"{engine}{end}" in line for end in (" (", ",", " or", ";")), engine
    assert "logic (Nurikabe's deductions alone)" in line
    result = gridsat.kinds.get("nurikabe").parse("nurikabe\n1 .\n. .").solve()
    assert result.engine in line


def test_with_answer_of_the_second_tiling_or_cover_in_another_order():
    # was: pack's with_answer(second) with its placements in another order kept second, and check() raised "two
    # listed solutions are the same tiling" of a valid answer; a cover's second given as [6, 2] beside [2, 6] was
    # neither swapped nor seen as the same cover by the checker
    from dataclasses import replace
    from pathlib import Path

    examples = Path(__file__).resolve().parent.parent / "examples"
    _, pack = gridsat.read(str(examples / "pack-3x20.json"))
    result = pack.uniqueness()
    shown = result.with_answer(list(reversed(result.second)))
    assert shown.violations() == [] and shown.second == result.placements
    _, cover = gridsat.read(str(examples / "cover-abc.dlx"))
    result = cover.uniqueness()
    shown = result.with_answer(list(reversed(result.second)))
    assert shown.violations() == [] and shown.second == result.cover
    assert replace(result, second=list(reversed(result.cover))).violations() == ["the second cover equals the first"]
