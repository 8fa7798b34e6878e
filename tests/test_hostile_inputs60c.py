"""Hostile pass 60, part C: the Python API's words for another kind's word given where a puzzle goes."""

from __future__ import annotations

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError


def test_an_edition_given_to_read_names_the_kind_that_takes_it():
    # gridsat.read('weekday') said "edition='weekday'" alone: gridsat.read('2026-10-06', edition='weekday')
    # was then refused in turn (the calendar's kind was not named)
    with pytest.raises(PuzzleInputError) as exc:
        gridsat.read("weekday")
    assert str(exc.value) == ("weekday: no such file; 'weekday' is an edition of the Calendar puzzle: "
                              "kind='calendar' with edition='weekday'")
    kind, puzzle = gridsat.read("2026-10-06", kind="calendar", edition="weekday")  # what it says works
    assert kind.name == "calendar"


def test_an_edition_given_to_solve_on_the_command_line_keeps_its_command(capsys):
    from gridsat.cli import main

    with pytest.raises(SystemExit) as exc:
        main(["solve", "weekday"])
    assert exc.value.code == 2
    assert capsys.readouterr().err.strip().splitlines()[-1] == (
        "gridsat: error: weekday: no such file; 'weekday' is an edition of the Calendar puzzle: "
        "gridsat calendar DATE --edition weekday")


@pytest.mark.parametrize("kind", ["nurikabe", "sudoku", "yinyang", "dominofit", "cover"])
def test_a_named_packing_board_given_to_another_kind_is_told_so(kind):
    # '8x8-centre' (a built-in board of pack) to Nurikabe was "cannot read puzzle file: No such file or
    # directory" alone, where 'pentominoes' to Yin-Yang names the packing's piece set
    with pytest.raises(PuzzleInputError) as exc:
        gridsat.read("8x8-centre", kind)
    assert str(exc.value) == ("8x8-centre: no such file; '8x8-centre' is a board of the Polyomino packing: "
                              "kind='pack' with board='8x8-centre'")


def test_a_size_given_to_a_grid_kind_is_still_told_of_sizes():
    with pytest.raises(PuzzleInputError) as exc:
        gridsat.read("3x20", "nurikabe")
    assert str(exc.value) == ("3x20: cannot read puzzle file: No such file or directory; '3x20' is a size, not a "
                              "puzzle: give a puzzle file or a puzz.link URL")


def test_a_named_packing_board_sent_to_another_kinds_page_names_the_packing(api_client):
    got = api_client.post("/api/solve", json={"kind": "nurikabe", "argument": "8x8-centre"}).json()
    assert got["error"] == ("argument: '8x8-centre' is a board of the Polyomino packing, not a puzzle: give it on the "
                            "Polyomino packing page (/puzzle/pack), or send it as the option \"board\" with "
                            "\"kind\": \"pack\"")


def test_a_piece_set_that_does_not_fill_the_default_board_is_offered_a_board_it_fills(capsys):
    # `gridsat pack --pieces tetrominoes` (the default board, 6x10) and gridsat.pack(pieces='tetrominoes') were told
    # only "(or allow holes: --holes)", which leaves 40 of the 60 cells empty; the docs' example gives 4x5
    from gridsat.cli import main

    with pytest.raises(PuzzleInputError) as exc:
        gridsat.pack(pieces="tetrominoes")
    assert str(exc.value) == ("board 6x10 has 60 cells to cover but the pieces cover 20; the areas must be equal (or "
                              "allow holes: holes=True); the pieces' area (20 cells) is that of a board such as 4x5")
    with pytest.raises(SystemExit) as code:
        main(["pack", "--pieces", "hexominoes"])
    assert code.value.code == 2
    assert capsys.readouterr().err.strip().splitlines()[-1] == (
        "gridsat: error: board 6x10 has 60 cells to cover but the pieces cover 210; the pieces do not fit; the "
        "pieces' area (210 cells) is that of a board such as 14x15")
    assert gridsat.pack("4x5", pieces="tetrominoes").status.value == "infeasible"  # what it offers reads


def test_a_masked_board_or_a_huge_piece_area_is_offered_no_rectangle():
    with pytest.raises(PuzzleInputError) as exc:
        gridsat.pack("8x8-centre", pieces="tetrominoes")
    assert str(exc.value) == ("board 8x8-centre has 60 cells to cover but the pieces cover 20; the areas must be "
                              "equal (or allow holes: holes=True)")
    with pytest.raises(PuzzleInputError) as exc:
        gridsat.pack("2x2", pieces={"A*2000000": "#"})
    assert str(exc.value) == "board 2x2 has 4 cells to cover but the pieces cover 2,000,000; the pieces do not fit"


def test_minimal_givens_out_of_time_says_so():
    # minimal_givens(..., deadline=past) raised TimeUp with no words at all (random_colouring's says what ran out)
    import time

    from gridsat.core.options import TimeUp
    from gridsat.puzzles.yinyang.generator import comb_answer, minimal_givens

    with pytest.raises(TimeUp) as exc:
        minimal_givens(comb_answer(6, 6), 1, deadline=time.perf_counter() - 1)
    assert str(exc.value) == "the deadline passed before the 6x6 givens were proven unique"
    givens, checks = minimal_givens(comb_answer(4, 4), 1, deadline=time.perf_counter() + 60)
    assert len(givens) == 4 and checks > 0


def test_a_distinct_count_of_a_packing_with_pre_placed_pieces_names_them():
    # PackingPuzzle(fixed=...).count(distinct=True) was told "which blocked cells may break ... leave those cells off
    # the board (Board.without)": no cell was blocked
    import dataclasses

    from gridsat.puzzles.pack.io import make_puzzle

    base = make_puzzle("3x20", "pentominoes")
    first = base.solve().placements
    with pytest.raises(PuzzleInputError) as exc:
        dataclasses.replace(base, fixed=(first[0],)).count(distinct=True)
    assert str(exc.value) == ("distinct counts up to the board's symmetry, which pre-placed pieces (fixed) may break: "
                              "count without distinct")
    assert dataclasses.replace(base, fixed=(first[0],)).count().count == 4  # of the 8 tilings, those holding it
    assert dataclasses.replace(base, fixed=tuple(first)).count(distinct=True).count == 1  # all placed: the one


def test_a_packing_with_blocked_cells_is_offered_no_other_board():
    import dataclasses

    from gridsat.puzzles.pack.io import make_puzzle

    with pytest.raises(PuzzleInputError) as exc:
        dataclasses.replace(make_puzzle("3x20", "pentominoes"), blocked=frozenset({(0, 0)}))
    assert str(exc.value) == "board 3x20 has 59 cells to cover but the pieces cover 60; the pieces do not fit"


def test_a_domino_fit_answer_leaving_one_cell_says_one_cell():
    # "1 free cells are not covered", where a packing's checker says "1 cell is not covered"
    from gridsat.puzzles import dominofit

    kind = gridsat.kinds.get("dominofit")
    result = kind.parse(kind.example).solve()
    moved = [list(d) for d in result.dominoes]
    first = next(d for d in moved if d[0] == "H" and [d[0], d[1], d[2] + 1] not in moved)
    first[2] += 1  # one cell left bare, another covered twice (or off the board)
    problems = result.with_answer([tuple(d) for d in moved]).violations()
    assert any(p.startswith("1 free cell is not covered (first ") for p in problems), problems
    assert dominofit.check_dominoes(result.puzzle, [])[0].endswith("free cells are not covered (first r1c1)")
