"""The twenty-ninth hostile pass, third part: the Python API and the designers' tools.

Each test is a fault this pass found, written before its fix.
"""

from __future__ import annotations

import pytest

import gridsat

DOMINO = gridsat.Polyomino("D", [(0, 0), (0, 1)])


@pytest.mark.parametrize("method", ["is_orientation", "orientation_of"])
@pytest.mark.parametrize("cells, shown", [
    (None, "None"), ("ab", "'ab'"), (5, "5"), (((0.5, 0), (0.5, 1)), "((0.5, 0), (0.5, 1))"),
    (((True, 0), (True, 1)), "((True, 0), (True, 1))"),
], ids=["None", "str", "int", "half-squares", "bools"])
def test_a_pieces_shape_question_names_its_argument(method, cells, shown):
    """``Polyomino.is_orientation(None)`` met "'NoneType' object is not iterable", ``'ab'`` "not enough values to
    unpack (expected 2, got 1)", and half-squares ``((0.5, 0), (0.5, 1))`` were answered True (orientation 0): a
    domino made of half-squares."""
    with pytest.raises(TypeError) as caught:
        getattr(DOMINO, method)(cells)
    assert str(caught.value) == f"Polyomino.{method} cells must be (row, col) pairs of whole numbers, got {shown}"


def test_a_pieces_shape_question_takes_lists_and_no_cell():
    """``Polyomino.orientation_of([(0, 0), (1, 0)])`` met "unhashable type: 'list'" (``is_orientation`` took the
    same list), ``()`` met "min() arg is an empty sequence", and ``flip='x'`` was taken for True."""
    assert DOMINO.orientation_of([(0, 0), (1, 0)]) == DOMINO.orientation_of(((5, 7), (6, 7))) == 1
    assert DOMINO.orientation_of([[0, 0], [1, 0]]) == 1 and DOMINO.is_orientation([[3, 3], [3, 4]]) is True
    assert DOMINO.orientation_of(()) is None and DOMINO.is_orientation([]) is False
    assert DOMINO.orientation_of(((0, 0), (0, 1), (0, 2))) is None
    with pytest.raises(TypeError, match=r"^Polyomino.orientation_of flip must be True or False, got 'x'$"):
        DOMINO.orientation_of(((0, 0), (0, 1)), flip="x")


@pytest.mark.parametrize("name", ["yinyang", "dominofit"])
def test_a_generators_line_check_and_size_refuse_wrong_types(name):
    """``generator.line_fault(None)`` (a collection line's check, documented on every generator) met
    "AttributeError: 'NoneType' object has no attribute 'get'", and ``generator.size(None)`` said "size 'None' is
    not RxC", quoting a text the caller never wrote."""
    generator = gridsat.kinds.get(name).generator()
    for record in (None, "x", [1]):
        with pytest.raises(TypeError) as caught:
            generator.line_fault(record)
        assert str(caught.value).startswith("record must be a dict, a line of a collection as Generated.record "
                                            "makes it, got ")
    assert generator.line_fault({}) == "its seed is no whole number from 0 to 2147483647"
    with pytest.raises(TypeError, match=r"^size must be 'RxC' text, got None$"):
        generator.size(None)
    with pytest.raises(TypeError, match=r"^size must be 'RxC' text, got 5$"):
        generator.size(5)
    assert generator.size(" 4x5 ") == (4, 5)


@pytest.mark.parametrize("sided, how", [("", "turned or flipped"), ("-one-sided", "turned")])
def test_a_design_library_with_one_shape_under_two_names_is_refused(tmp_path, sided, how):
    """``calendar --design standard --pieces FILE --choose 8`` with a piece file drawing P5 twice (as P5 and P5b)
    listed "7. O6 U5 V5 Z5 L5 N5 Y5 P5" and "8. O6 U5 V5 Z5 L5 N5 Y5 P5b" as two designs, the same counts, where
    the space's docstring says no design is listed twice."""
    from gridsat.puzzles.calendar.design_space import DesignSpace
    from gridsat.puzzles.calendar.library import load_board, load_library

    pieces = tmp_path / "nine.txt"
    pieces.write_text("O6: ###/###\nU5: #.#/###\nP5: ##/##/#.\nP5b: .#/##/##\n", encoding="utf-8")
    with pytest.raises(gridsat.PuzzleInputError) as caught:
        DesignSpace(load_board("standard"), load_library(f"{pieces}{sided}"), 8)
    assert str(caught.value) == (f"pieces P5 and P5b of library {pieces}{sided} are the same shape ({how}), so each "
                                 "design with one would be listed again with the other; keep one of them (in a piece "
                                 "file, 'P5*2: ...' allows two copies)")
    assert DesignSpace(load_board("standard"), load_library("pentominoes-one-sided+hexominoes-one-sided"),
                       8).total == 1_909_440  # mirror images are two shapes when one-sided


@pytest.mark.parametrize("name", gridsat.kinds.names())
def test_a_kinds_recorded_answer_refuses_what_is_not_its_result(name):
    """``kind.recorded_answer(puzzle, solution)`` (documented: "TypeError: result not the kind's") met
    "AttributeError: 'HitoriPuzzle' object has no attribute 'puzzle'" in every grid kind, and ``None`` for the
    result "'NoneType' object has no attribute 'puzzle'"; ``same_answer`` already said which result it takes."""
    kind = gridsat.kinds.get(name)
    puzzle = kind.parse(kind.example)
    for result in (puzzle, None, "x"):
        with pytest.raises(TypeError) as caught:
            kind.recorded_answer(result, [[1]])
        assert str(caught.value) == (f"result must be a {kind.result_type.__name__} (from puzzle.solve() or "
                                     f"kind.run()), got {type(result).__name__}")


def test_a_cover_whose_primary_item_is_in_no_option_says_why(tmp_path, run_cli):
    """``gridsat cover F.json`` with ``{"options": [["a"]], "primary": ["a", "b"]}`` (or a DLX item line naming an
    item no option names) printed only "infeasible", and its JSON no reason."""
    import json

    problem = tmp_path / "p.json"
    problem.write_text('{"options": [["a"], ["a", "c"]], "primary": ["a", "b", "d"], "secondary": ["c"]}')
    why = "primary item 'b' (and 1 other) is in no option, so nothing covers it"
    for engine in ("exact", "cpsat"):
        code, out, _ = run_cli("cover", str(problem), "--engine", engine)
        assert (code, out.splitlines()[0]) == (1, f"no cover: {why}")
    code, out, _ = run_cli("cover", str(problem), "--json")
    assert (code, json.loads(out)["status"], json.loads(out)["reason"]) == (1, "infeasible", why)
    solvable = tmp_path / "q.json"
    solvable.write_text('{"options": [["a", "x:A"], ["b", "x:B"]], "primary": ["a", "b"], "secondary": ["x"]}')
    code, out, _ = run_cli("cover", str(solvable), "--json")  # infeasible by the colours: no reason is made up
    assert code == 1 and "reason" not in json.loads(out)


def test_a_collection_given_for_one_puzzle_names_the_right_next_step(tmp_path, run_cli):
    """``gridsat grade FILE.jsonl`` (and ``hint``) of a collection pointed only to ``gridsat batch``, which neither
    grades nor hints, and ``gridsat.read(FILE.jsonl)`` told the Python caller of "this command" and ``--out``."""
    import json

    path = tmp_path / "two.jsonl"
    line = json.dumps({"kind": "yinyang", "puzzle": gridsat.kinds.get("yinyang").example})
    path.write_text(f"{line}\n{line}\n")
    with pytest.raises(gridsat.PuzzleInputError) as caught:
        gridsat.read(str(path))
    assert str(caught.value) == ("two.jsonl: a collection of 2 puzzles, one a line; gridsat.read and gridsat.solve "
                                 "take one: a file holding one of its lines is read as that puzzle; "
                                 f"gridsat.batch.run_batch([{str(path)!r}], 'results.jsonl') solves them all")
    one = tmp_path / "one.jsonl"
    one.write_text(f"{line}\n")
    code, out, err = run_cli("grade", str(one))
    assert code == 0 and err == "" and out


def test_a_results_file_read_from_python_names_no_option(tmp_path):
    """``gridsat.read("year.jsonl")`` (a ``calendar --year`` results file) told the Python caller to "give it to
    that command as --out"."""
    import json

    year = tmp_path / "year.jsonl"
    year.write_text("".join(json.dumps({"date": f"2026-01-0{d}", "edition": "dragonfjord", "status": "unknown",
                                        "complete": False}) + "\n" for d in (1, 2)))
    with pytest.raises(gridsat.PuzzleInputError) as caught:
        gridsat.read(str(year))
    assert str(caught.value) == ("year.jsonl: this file holds the results of a gridsat calendar --year run, not "
                                 "puzzles (that command goes on with the run when given it again as its output file)")
