"""Pass 101, part d: the loop genres (Masyu, Slitherlink)."""

import gridsat


def _reason(kind, text):
    result = gridsat.kinds.get(kind).parse(text).solve().to_json()
    assert result["status"] == "infeasible"
    return result["reason"], result["conflict"]


def test_the_f_flag_on_an_odd_number_of_grid_points_is_named_as_why_there_is_no_answer():
    # a 2x2 Slitherlink with the f flag (9 grid points) said "there is none even with every clue taken away", where
    # the same board without the flag has 13 loops: the flag was why, unsaid
    reason, conflict = _reason("slitherlink", "slitherlink full\n1 .\n. .\n")
    assert reason == ("the f flag asks for a loop through all 9 grid points of the 2x2 board, and no loop visits an "
                      "odd number of them: it steps between a checkerboard's two colours, as many of each (the "
                      "puzzle without the f flag may have an answer)")
    assert conflict == []


def test_the_f_flag_on_an_odd_number_of_masyu_cells_is_named_as_why_there_is_no_answer():
    # 'masyu full' on an empty 3x3 board said "the board has no clue, and the rules alone leave none"
    reason, _ = _reason("masyu", "masyu full\n. . .\n. . .\n. . .\n")
    assert reason.startswith("the f flag asks for a loop through all 9 cells of the 3x3 board, and no loop visits")
    reason, _ = _reason("masyu", "https://puzz.link/p?mashu/f/3/3/030")
    assert reason.startswith("the f flag asks for a loop through all 9 cells of the 3x3 board")


def test_a_masyu_board_one_cell_wide_says_no_loop_fits_it():
    # it said "there is none even with every pearl taken away", unsaid that no loop fits any board 1 cell wide
    reason, conflict = _reason("masyu", "masyu\n. W .\n")
    assert reason == "no loop fits a board of 1 row: a loop through cell centres needs 2 rows and 2 columns"
    assert conflict == []


def test_an_even_board_with_the_f_flag_still_names_the_clues_that_cannot_hold():
    # the board's reason only where the board alone has no loop: a 2x2 Masyu with the flag keeps its pearl's reason
    reason, conflict = _reason("masyu", "masyu full\n. W\n. .\n")
    assert reason == "the pearl W at r1c2 cannot hold, even with every other pearl taken away"
    assert conflict == [[0, 1]]
    assert gridsat.kinds.get("masyu").parse("masyu full\n. .\n. .\n").count().count == 1


def test_an_unknown_run_offers_no_engine_the_memory_limit_refuses():
    # an empty 400x400 Slitherlink cut short on --engine search was told "a longer -t may settle it, and so may
    # --engine cpsat", and --engine cpsat then was "a CP-SAT model of a 400x400 Slitherlink needs about 3.6 GB of
    # memory; the limit is 2 GB": the engine's model is weighed before it is offered
    from gridsat.cli.verdicts import advice
    from gridsat.core.options import SolverOptions

    kind = gridsat.kinds.get("slitherlink")
    puzzle = kind.parse("https://puzz.link/p?slither/20/20/zzzzzzzzzzzzzzzzzzzz")
    tight = gridsat.Task("solve", engine="search", options=SolverOptions(memory_limit=5_000_000, time_limit=1))
    assert advice(kind, puzzle, tight) == "a longer -t may settle it"
    roomy = gridsat.Task("solve", engine="search", options=SolverOptions(memory_limit=2**30, time_limit=1))
    assert advice(kind, puzzle, roomy) == "a longer -t may settle it, and so may engine='cpsat'"


def test_check_of_a_loop_puzzle_names_the_way_to_check_an_answer_of_ones_own(run_cli, tmp_path):
    # `gridsat check SLITHERLINK-URL` said only "Slitherlink has no hints, grades or position checks yet", and
    # `gridsat check FILE` pointed at `gridsat hint PUZZLE --position FILE`, which refuses Slitherlink and Masyu;
    # `batch --check-answer` checks a Slitherlink answer of one's own, and its line names the rule it breaks
    own = ("your own answer: save it beside the puzzle file as NAME.solution.txt, then gridsat batch NAME.txt --out "
           "RES.jsonl --check-answer (its line names the first rule the answer breaks)")
    code, out, err = run_cli("check", "https://puzz.link/p?numlin/5/5/1j2h3m1h2j3")  # (a Slitherlink until pass 111)
    assert (code, out) == (2, "") and f"checked by an independent checker; {own}; Numberlink has no hints" in err
    code, out, err = run_cli("check", "https://puzz.link/p?slither/4/4/dgdh2c71")  # its positions are checked now
    assert (code, out) == (2, "") and f"your own position: gridsat hint PUZZLE --position FILE (its mistakes first); " \
        f"{own}" in err
    puzzle = tmp_path / "p.txt"
    puzzle.write_text("slitherlink\n3 . .\n1 . .\n0 . 3\n")
    assert f"(its mistakes first); {own} (see 'gridsat --help')" in run_cli("check", str(puzzle))[2]
    (tmp_path / "p.solution.txt").write_text("[[13, 5, 3], [1, 3, 10], [0, 0, 0]]\n")
    results = tmp_path / "r.jsonl"
    assert run_cli("batch", str(puzzle), "--out", str(results), "--check-answer")[0] == 0
    import json

    line = json.loads(results.read_text())
    assert (line["matches_record"], line["record_is_an_answer"]) == (False, False)
    assert line["record_breaks"] == "answer: the loop has 1 line at the top-left corner of r3c3"
