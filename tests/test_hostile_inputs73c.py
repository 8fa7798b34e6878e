"""Hostile pass 73, part c: the Python API, answers' correctness and the designers."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("command, engine", [("nurikabe", "cpsat"), ("solve", "cpsat"), ("pack", "exact")])
def test_dash_e_with_an_engine_points_at_engine(run_cli, command, engine):
    # was: "No such option: -e; an edition is the calendar's: gridsat calendar DATE -e EDITION; ..." for a
    # user who meant the engine
    code, _, err = run_cli(command, "x", "-e", engine)
    assert code == 2
    assert (f"No such option: -e; the solver is chosen with --engine (-e is the calendar's edition): "
            f"--engine {engine} (see 'gridsat {command} --help')") in err


def test_dash_e_with_another_kinds_engine_keeps_the_edition_advice(run_cli):
    code, _, err = run_cli("pack", "6x10", "-e", "search")  # pack has no search engine: not advised
    assert code == 2
    assert "an edition is the calendar's" in err


@pytest.mark.parametrize("where, text", [("file", "O*0: ##/##\n"), ("json", None)])
def test_a_count_of_zero_copies_is_said_as_a_negative_one_is(run_cli, tmp_path, where, text):
    # was: "p.txt: line 1: piece O has count 0; need at least 1" (a JSON key: "piece 'O*0': piece O has count 0;
    # need at least 1"), where O*-1 was "piece O: the count of copies after * must be a whole number, 1 or more"
    if where == "file":
        (tmp_path / "p.txt").write_text(text)
        args = ("pack", "-b", "2x2", "-p", str(tmp_path / "p.txt"))
        at = "p.txt: line 1"
    else:
        (tmp_path / "p.json").write_text('{"kind": "pack", "board": "2x2", "pieces": {"O*0": "##/##"}}')
        args, at = ("pack", str(tmp_path / "p.json")), "p.json"
    code, out, err = run_cli(*args)
    assert (code, out) == (2, "")
    assert err == (f"gridsat: error: {at}: piece O: the count of copies after * must be a whole number, 1 or more, "
                   "got '0'\n")


def test_a_piece_set_of_zero_copies_words_it_as_files_do():
    import gridsat

    square = gridsat.Polyomino("O", ((0, 0), (0, 1), (1, 0), (1, 1)))
    with pytest.raises(gridsat.PuzzleInputError) as told:  # was "piece O has count 0; need at least 1"
        gridsat.pack("2x2", gridsat.PieceSet(((square, 0),), "x"))
    assert str(told.value) == "piece O: the count of copies must be a whole number, 1 or more, got 0"


def test_generate_graded_words_a_bad_grade_as_the_command_line_does():
    from gridsat.puzzles.yinyang.graded import generate_graded

    with pytest.raises(ValueError) as told:  # was "grade must be one of ('easy', 'medium', 'hard', 'expert'),
        generate_graded(4, 4, 1, "eazy")  # got 'eazy'" (a tuple's repr, no guess)
    assert str(told.value) == "grade must be one of easy, medium, hard, expert, got 'eazy' (did you mean 'easy'?)"
