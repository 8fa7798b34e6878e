"""Hostile pass 40, part b: the web app and batch."""

from __future__ import annotations

import pytest

from gridsat.web.limits import Limits
from gridsat.web.modes import BadRequest, plan_mode
from gridsat.puzzles.kinds import names

KINDS = ", ".join(names())  # every registered kind (was written out: a new kind edited it)


def _refused(body) -> str:
    with pytest.raises(BadRequest) as caught:
        plan_mode(body, Limits(warm=False))
    return str(caught.value)


def test_web_mode_kind_of_the_wrong_type_is_not_said_to_be_missing():
    # {"kind": 5} was told "'kind' is required", where /api/solve says it must be a string
    assert _refused({"kind": 5, "mode": "census"}) == f"'kind' must be a string, one of: {KINDS}"
    assert _refused({"mode": "census"}) == f"'kind' is required: one of {KINDS}"
    assert _refused({"kind": None, "mode": "census"}) == f"'kind' is required: one of {KINDS}"


def test_web_mode_of_the_wrong_type_is_not_said_to_be_missing():
    assert _refused({"kind": "calendar", "mode": ["census"]}) == (
        "'mode' must be a string, one of Calendar puzzle's web modes (census, verify, blank)")
    assert _refused({"kind": "calendar", "mode": {"a": 1}}) == (
        "'mode' must be a string, one of Calendar puzzle's web modes (census, verify, blank)")
    assert _refused({"kind": "calendar"}) == "'mode' is required: one of Calendar puzzle's web modes (census, verify, blank)"
    assert _refused({"kind": "calendar", "mode": ""}) == "Calendar puzzle has no mode '' (its web modes: census, verify, blank)"


NURIKABE_QUESTION = "https://puzz.link/p?nurikabe/10/10/h3h5h4g4x3p.x5p3x4g4h2h3h"  # a '?' clue at r5c1


def _solved(url):
    from gridsat import Task
    from gridsat.puzzles.kinds import get

    kind = get("nurikabe")
    return kind, kind.run(kind.parse(url), Task("solve"))


def test_a_nurikabe_answer_drawn_with_a_question_mark_clue_is_read_back():
    # `gridsat nurikabe URL > NAME.solution.txt` draws the clue without its number as '?': batch --check-answer
    # said "a recorded Nurikabe solution must be rows of #/./*/x or of numbers" of gridsat's own drawing
    kind, result = _solved(NURIKABE_QUESTION)
    drawing = result.text(result.grid).plain.rstrip("\n") + "\n"
    assert "? ·" in drawing
    assert kind.same_answer(result, drawing + "solved in 0.010 s\n") is True
    edited = drawing.splitlines()
    r, c = next((r, c) for r, line in enumerate(edited) for c in range(0, len(line), 2) if line[c:c + 2] == "· ")
    edited[r] = edited[r][:c] + "██" + edited[r][c + 2:]
    assert kind.same_answer(result, "\n".join(edited) + "\n") is False


def test_an_edited_hitori_drawing_still_reads_as_the_hint_reader_reads_it():
    from gridsat import Task
    from gridsat.puzzles.kinds import get

    kind = get("hitori")
    result = kind.run(kind.parse("https://puzz.link/p?hitori/5/5/3455232354214552314125232"), Task("solve"))
    lines = result.text(result.grid).plain.splitlines()
    assert lines[0] == "██4 5 ██2 "
    lines[0] = "· 4 5 ██2 "  # a shaded cell unshaded by hand (gridsat would draw its number): another answer
    assert kind.same_answer(result, "\n".join(lines) + "\n") is False


def _record_line(kind_name, url, solution):
    import json

    from gridsat.batch.work import Item, Settings, solve_item

    line = json.dumps({"kind": kind_name, "puzzle": url, "solution": solution})
    return solve_item(Item("c.jsonl", 1, line), Settings(check_answer=True))


@pytest.mark.parametrize("kind_name, url", [
    ("heyawake", "https://puzz.link/p?heyawake/6/6/lll155007rs12222j"),
    ("nurikabe", NURIKABE_QUESTION),
    ("slitherlink", "https://puzz.link/p?slither/4/4/dgdh2c71"),
    ("sudoku", "https://puzz.link/p?sudoku/4/4/g1k23k3g"),
    ("yinyang", "https://puzz.link/p?yinyang/5/5/016612300"),
])
def test_a_record_solution_given_as_the_lines_of_gridsats_drawing_is_read(kind_name, url):
    # the drawing's lines as a list were "a recorded Heyawake solution must be rows of #/./*/x or of numbers" (Yin-Yang:
    # "rows of 1/2"), where the same lines as one string, or in NAME.solution.txt, were read
    from gridsat import Task
    from gridsat.puzzles.kinds import get

    kind = get(kind_name)
    result = kind.run(kind.parse(url), Task("solve"))
    lines = result.text(result.grid).plain.splitlines()
    record = _record_line(kind_name, url, lines)
    assert (record["status"], record["matches_record"]) == ("solved", True), record


def test_a_record_solution_as_rows_with_spaced_cells_is_read_as_the_same_text_is():
    url = "https://puzz.link/p?sudoku/4/4/g1k23k3g"
    assert _record_line("sudoku", url, ["2 1 4 3", "4 3 1 2", "3 4 2 1", "1 2 3 4"])["matches_record"] is True
    assert _record_line("sudoku", url, "2 1 4 3\n4 3 1 2\n3 4 2 1\n1 2 3 4\n")["matches_record"] is True
    differs = _record_line("sudoku", url, ["2 1 4 3", "4 3 1 2", "3 4 2 1", "1 2 4 3"])
    assert (differs["matches_record"], differs["record_is_an_answer"]) == (False, False)
    yy = "https://puzz.link/p?yinyang/5/5/016612300"
    assert _record_line("yinyang", yy, ["11111", "12221", "22111", "12221", "11111"])["matches_record"] is True
    assert _record_line("yinyang", yy, ["1111x", "12221", "22111", "12221", "11111"])["error"] == (
        "c.jsonl: line 1: 'solution': line 1, column 5: symbol 'x' is not 1 (white) or 2 (black)")


def test_a_results_line_repeated_is_named_with_the_line_it_repeats_not_a_python_tuple(tmp_path):
    # "line 32 repeats the key (2, 1, None) of an earlier line" (a census file), "('g/a.url', None)" (batch)
    from gridsat.core.errors import PuzzleInputError
    from gridsat.core.jsonl_records import read_jsonl

    path = tmp_path / "out.jsonl"
    path.write_text('{"file": "a.url", "line": null}\n{"file": "b.url"}\n{"file": "a.url", "line": null}\n'
                    '{"file": "c.jsonl", "line": 3}\n{"file": "c.jsonl", "line": 3}\n')
    with pytest.raises(PuzzleInputError) as caught:
        read_jsonl(path, lambda r: (r["file"], r.get("line")))
    assert str(caught.value) == (f"{path}: line 3 repeats line 1's key ('a.url'): "
                                 "delete one of the two lines, or choose another output file")
    path.write_text('{"file": "c.jsonl", "line": 3}\n{"file": "c.jsonl", "line": 3}\n')
    with pytest.raises(PuzzleInputError) as caught:
        read_jsonl(path, lambda r: (r["file"], r.get("line")))
    assert str(caught.value) == (f"{path}: line 2 repeats line 1's key ('c.jsonl', 3): "
                                 "delete one of the two lines, or choose another output file")


SLITHER = "https://puzz.link/p?slither/4/4/dgdh2c71"


def _slither():
    from gridsat import Task
    from gridsat.puzzles.kinds import get

    kind = get("slitherlink")
    result = kind.run(kind.parse(SLITHER), Task("solve"))
    return kind, result, result.text(result.grid).plain.rstrip("\n").splitlines()


def test_a_loop_drawing_pasted_indented_is_read_as_the_rooms_drawings_are():
    # "must be horizontal/vertical edge strings or rows of side bitmasks (hex digits)", of gridsat's own drawing
    kind, result, lines = _slither()
    assert kind.same_answer(result, "".join(f"    {line}\n" for line in lines) + "solved in 0.01 s\n") is True
    assert kind.same_answer(result, "\n".join(lines) + "\n") is True


def test_a_loop_drawing_with_an_edited_clue_or_cut_short_says_so():
    from gridsat.core.errors import PuzzleInputError

    kind, result, lines = _slither()
    assert lines[1].startswith("│ 3 ")
    edited = [lines[0], "│ 2 " + lines[1][4:], *lines[2:]]
    with pytest.raises(PuzzleInputError) as caught:
        kind.same_answer(result, "\n".join(edited) + "\n")
    assert str(caught.value) == ("the drawn loop's cell r1c1 shows '2' where gridsat draws '3' for that loop (a "
                                 "drawing edited by hand?)")
    with pytest.raises(PuzzleInputError) as caught:
        kind.same_answer(result, "\n".join(lines[:7]) + "\n")
    assert str(caught.value) == "the drawn loop's board has 3 rows of 4 cells; the puzzle has 4 rows of 4"


@pytest.mark.parametrize("url", [
    "https://puzz.link/p?akari/6/6/nekcakbl",
    "https://puzz.link/p?hitori/5/5/3455232354214552314125232",
    "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g",
    NURIKABE_QUESTION,
    "https://puzz.link/p?yinyang/5/5/016612300",
])
@pytest.mark.parametrize("indent", ["    ", "\t"])
def test_an_answer_drawing_without_borders_pasted_indented_is_read(url, indent):
    # "a recorded Light Up solution must be rows of #/./*/x or of numbers" (Yin-Yang: "symbol '██●' is not 1 (white)
    # or 2 (black)"), where a board of rooms pasted so was read
    from gridsat import Task
    from gridsat.puzzles.kinds import detect

    kind = detect(url)
    result = kind.run(kind.parse(url), Task("solve"))
    lines = result.text(result.grid).plain.rstrip("\n").splitlines()
    assert kind.same_answer(result, "".join(f"{indent}{line}\n" for line in lines)) is True


def test_a_drawn_cell_differing_in_its_spacing_alone_is_not_said_to_show_what_gridsat_draws():
    # a tab for a cell's space: "cell r1c1 shows '·' where gridsat draws '·'"
    from gridsat import Task
    from gridsat.core.errors import PuzzleInputError
    from gridsat.puzzles.kinds import get

    kind = get("lightup")
    result = kind.run(kind.parse("https://puzz.link/p?akari/6/6/nekcakbl"), Task("solve"))
    text = result.text(result.grid).plain
    assert text.startswith("· ")
    with pytest.raises(PuzzleInputError) as caught:
        kind.same_answer(result, "·\t" + text[2:])
    assert str(caught.value) == ("the drawn answer's cell r1c1 shows '·\\t' where gridsat draws '· ' for that answer "
                                 "(a drawing edited by hand?)")


def test_one_board_kept_of_a_listing_is_read_with_its_heading_and_summary_lines():
    # `gridsat norinori P -n 2 > P.solution.txt`, the second board deleted: "must be rows of #/./*/x or of numbers"
    # (its "solution 1" heading), "not as gridsat draws an answer" (its "2 solutions listed" line); the second board
    # kept alone was "holds 1 answers as gridsat prints them"
    from gridsat import Task
    from gridsat.core.errors import PuzzleInputError
    from gridsat.puzzles.kinds import get

    kind = get("norinori")
    url = "https://puzz.link/p?norinori/6/6/" + "0" * 12
    listed = kind.run(kind.parse(url), Task("solutions", n=2))
    first, second = (listed.text(answer).plain.rstrip("\n") for answer in listed.solutions)
    result = kind.run(kind.parse(url), Task("solve"))
    tail = "2 solutions listed (there may be more)\nsolved in 0.011 s\n"
    kept_first = f"solution 1\n{first}\n{tail}"
    kept_second = f"solution 2\n{second}\n{tail}"
    assert kind.same_answer(result, kept_first) is (result.grid == listed.solutions[0])
    assert kind.same_answer(result, kept_second) is (result.grid == listed.solutions[1])
    assert not result.with_answer(kind.recorded_answer(result, kept_second)).violations()
    with pytest.raises(PuzzleInputError) as caught:
        kind.same_answer(result, f"solution 1\n{first}\nsolution 2\n{second}\n{tail}")
    assert str(caught.value) == ("the recorded solution holds 2 answers as gridsat prints them ('solution 2'): keep "
                                 "the one board to compare with, and its lines only")


@pytest.mark.parametrize("url", [
    "https://puzz.link/p?heyawake/6/6/lll155007rs12222j",
    "https://puzz.link/p?akari/6/6/nekcakbl",
    SLITHER,
])
def test_the_answer_saved_from_unique_is_read_with_its_uniqueness_line(url):
    # `gridsat solve P --unique > P.solution.txt`: "unique: no other answer exists" made gridsat's own answer "not
    # as gridsat draws an answer" (Light Up: "must be rows of #/./*/x"; Slitherlink: "edge strings")
    from gridsat import Task
    from gridsat.puzzles.kinds import detect

    kind = detect(url)
    result = kind.run(kind.parse(url), Task("unique"))
    drawing = result.text(result.grid).plain.rstrip("\n")
    assert kind.same_answer(result, f"{drawing}\nunique: no other answer exists\nsolved in 0.010 s\n") is True


def test_the_second_answer_of_unique_kept_alone_is_one_answer():
    from gridsat import Task
    from gridsat.core.errors import PuzzleInputError
    from gridsat.puzzles.kinds import get

    kind = get("norinori")
    url = "https://puzz.link/p?norinori/6/6/" + "0" * 12
    result = kind.run(kind.parse(url), Task("unique"))
    first, second = (result.text(grid).plain.rstrip("\n") for grid in (result.grid, result.second))
    tail = "not unique: another answer exists (shown above)\nsolved in 0.007 s\n"
    assert kind.same_answer(result, f"a second answer\n{second}\n{tail}") is False  # it was "holds 2 answers"
    assert kind.recorded_answer(result, f"a second answer\n{second}\n{tail}") == [list(row) for row in result.second]
    with pytest.raises(PuzzleInputError, match="holds 2 answers as gridsat prints them"):
        kind.same_answer(result, f"{first}\na second answer\n{second}\n{tail}")


@pytest.mark.parametrize("url", [
    "https://puzz.link/p?heyawake/6/6/lll155007rs12222j",
    "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g",
    "https://puzz.link/p?yinyang/5/5/016612300",
    SLITHER,
])
def test_an_answer_drawing_saved_in_colour_is_read(url):
    # `FORCE_COLOR=1 gridsat solve P > P.solution.txt`: its escape codes made it "not as gridsat draws an answer"
    import io

    from rich.console import Console

    from gridsat import Task
    from gridsat.puzzles.kinds import detect

    kind = detect(url)
    result = kind.run(kind.parse(url), Task("solve"))
    out = io.StringIO()
    Console(file=out, force_terminal=True, color_system="standard", width=200).print(result.text(result.grid))
    assert "\x1b[" in out.getvalue()
    assert kind.same_answer(result, out.getvalue() + "solved in 0.010 s\n") is True
