"""Hostile pass 105, part a: passes 103 and 104's fixes, hostile (their neighbours and edges)."""

from __future__ import annotations

import gridsat


def test_nurikabes_no_answer_reason_says_a_size_taken_away_keeps_its_island():
    # was: "the island size 7 at r3c3 cannot hold, even with every other island size taken away", yet the 7 alone on
    # that 3x3 has an answer: taken away, a size is a '?' whose cell is still an island's (pass 104's Cave fault)
    nurikabe = gridsat.kinds.get("nurikabe")
    result = nurikabe.parse("nurikabe\n1 . 1\n. . .\n. . 7").solve()
    assert (str(result.status), result.reason) == (
        "infeasible", "the island size 7 at r3c3 cannot hold, even with every other island size taken away, each "
        "numbered cell still in an island of its own")
    assert str(nurikabe.parse("nurikabe\n. . .\n. . .\n. . 7").solve().status) == "solved"


def test_shikakus_no_answer_reason_says_an_area_taken_away_keeps_its_rectangle():
    # was: "... cannot all hold, even with every other area taken away (take one of these away too and an answer
    # exists)": with the 1 at r3c4 gone too, the 3 alone covers 3 of the 12 cells, no answer; the number is a '?'
    shikaku = gridsat.kinds.get("shikaku")
    result = shikaku.parse("shikaku\n7 . . .\n1 . . 3\n. . . 1").solve()
    assert result.reason == ("the areas 3 at r2c4 and 1 at r3c4 cannot all hold, even with every other area taken "
                             "away, each numbered cell still in a rectangle of its own (take one of these away too "
                             "and an answer exists)")
    assert str(shikaku.parse("shikaku\n? . . .\n? . . 3\n. . . ?").solve().status) == "solved"


def test_a_listing_of_more_answers_than_the_time_holds_keeps_those_found():
    # '-n 100000 -t 6' on an empty 5x5 Slitherlink listed 63 loops where '-n 1000' lists 1,000: the search ran to the
    # listing's deadline (it had not found them all), which left its loops no time to be decoded (64 at a time)
    from gridsat.core.options import SolverOptions
    from gridsat.core.task import Task

    kind = gridsat.kinds.get("slitherlink")
    puzzle = kind.parse("slitherlink\n" + ". . . . .\n" * 5)
    result = kind.run(puzzle, Task("solutions", n=10 ** 5, engine="search",
                                   options=SolverOptions(time_limit=1.5).started()))
    assert not result.complete and result.to_json()["status"] == "solved" and len(result.solutions) > 64


def test_a_negative_hitori_number_is_not_told_a_clue_is_a_count(run_cli, tmp_path):
    # was: "clue '-1' is below 0: a clue is a count, or '?'" (pass 104's words for the count genres): a Hitori number
    # counts nothing, it only must not repeat
    (tmp_path / "h.txt").write_text("hitori\n1 -1\n2 1\n")
    assert run_cli("solve", str(tmp_path / "h.txt")) == (
        2, "", "gridsat: error: h.txt: row 1, column 2: clue '-1' is below 0: a clue is a number, 0 or more (a value "
               "that must not repeat, not a count), or '?'\n")


def test_a_negative_yajilin_number_without_its_arrow_is_told_it_counts_below_0():
    # was: "clue -1 has no arrow: a Yajilin number points up, down, left or right (-1^, -1v, -1<, -1>)", and each of
    # those is refused in turn ("counts below 0")
    yajilin = gridsat.kinds.get("yajilin")
    for clue, said in ((-1, "-1"), ("-1^", "'-1^'")):
        try:
            yajilin.parse_json({"kind": "yajilin", "rows": 2, "cols": 2, "clues": [[clue, None], [None, None]]})
        except gridsat.PuzzleInputError as exc:
            assert str(exc).endswith(f"row 1, column 1: clue {said} counts below 0: an arrow counts shaded cells")
        else:
            raise AssertionError(clue)


def test_a_sudoku_line_with_commas_in_a_file_is_told_of_its_separators(run_cli, tmp_path):
    # pass 104 told the line given on the command line "the commas between them are not cells"; the same line in a
    # file (or from standard input) was "not a puzzle gridsat can read (kinds: ...)"
    line = ",".join("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
    (tmp_path / "s.txt").write_text(line + "\n")
    told = "read as a Sudoku's cells in one line, the commas between them are not cells: leave them out\n"
    assert run_cli("solve", str(tmp_path / "s.txt")) == (2, "", f"gridsat: error: s.txt: {told}")
    (tmp_path / "t.txt").write_text(line.replace(",", ";") + "\n")
    assert run_cli("solve", str(tmp_path / "t.txt"))[2] == f"gridsat: error: t.txt: {told.replace('commas', 'semicolons')}"
    # and so is it by the Sudoku's own command (it was "line 1, column 2: ',' is no digit: a Sudoku written without
    # spaces has a digit a cell ...")
    assert run_cli("sudoku", str(tmp_path / "s.txt"))[2] == f"gridsat: error: s.txt: line 1: {told}"
