"""Hostile pass 46, part c: the Python API and designers."""
import json

import pytest

import gridsat
from gridsat import PuzzleInputError

RESULT_SAID = "a result as gridsat writes it in JSON, not a puzzle: give the puzzle itself (its file or URL)"


@pytest.mark.parametrize("name, text", [
    ("yinyang", "https://puzz.link/p?yinyang/5/5/016612300"),
    ("cover", "a b c\nc\nb\na c\n"),
])
def test_kind_parse_of_its_own_json_result_says_what_it_is(name, text):
    # yinyang said "this is JSON, which Yin-Yang reads only as a generated puzzle's record", cover
    # "JSON: unknown key 'status'", where every other kind's parse (and the command line) says what it is
    kind = gridsat.kinds.get(name)
    result = json.dumps(kind.parse(text).solve().to_json())
    with pytest.raises(PuzzleInputError) as caught:
        kind.parse(result)
    assert str(caught.value).endswith(RESULT_SAID)


@pytest.mark.parametrize("kw, said", [
    ({"dask": "tcp://127.0.0.1:1", "jobs": 2}, "jobs does not apply with dask (the cluster's workers run the chunks)"),
    ({"dask": "tcp://127.0.0.1:1", "jobs": None}, "jobs does not apply with dask (the cluster's workers run the chunks)"),
    ({"dask": " "}, "dask needs the scheduler's address, tcp://HOST:PORT (got ' ')"),
])
def test_design_search_refuses_jobs_with_dask_and_a_blank_address(kw, said):
    # jobs was taken and never used with dask; a blank address ran the search here: batch refuses both
    from gridsat.puzzles.calendar.design import search_designs

    with pytest.raises(PuzzleInputError) as caught:
        search_designs("dragonfjord", "pentominoes+hexominoes", 8, **kw)
    assert str(caught.value) == said


def test_design_search_command_refuses_jobs_with_dask(run_cli):
    code, out, err = run_cli("calendar", "--design", "dragonfjord", "--pieces", "pentominoes+hexominoes",
                             "--choose", "8", "--dask", "tcp://127.0.0.1:1", "--jobs", "1", "-t", "5")
    assert (code, out, err) == (2, "", "gridsat: error: --jobs does not apply with --dask (the cluster's workers run "
                                       "the chunks)\n")


def test_domino_fit_checker_reads_numpy_rows_and_columns_as_numbers():
    # ("H", np.int64(0), np.int64(0)) was "not a domino", so a right tiling held in numpy was called wrong,
    # where the result's with_answer and a hint's start take numpy's integers
    np = pytest.importorskip("numpy")
    from gridsat.puzzles.dominofit import check_dominoes, load_puzzle, solve

    puzzle = load_puzzle("examples/dominofit-8x8.json")
    tiling = solve(puzzle).dominoes
    assert check_dominoes(puzzle, [(k, np.int64(r), np.int64(c)) for k, r, c in tiling]) == []
    assert check_dominoes(puzzle, [("H", np.int64(0), np.int64(0))])[0] == "domino ['H', 0, 0] covers blocked cell r1c2"
    assert check_dominoes(puzzle, [("H", True, 0)])[0] == "['H', True, 0] is not a domino [\"H\"|\"V\", row, col]"


@pytest.mark.parametrize("unique, said", [
    (False, "the time limit of 0.001 s ran out before the Domino Fit puzzle of seed 1 (300x300) was made; no puzzle is given"),
    (True, "the time limit of 0.001 s ran out before the Domino Fit puzzle of seed 1 (300x300) was proven; no unproven "
           "puzzle is given"),
])
def test_domino_fit_generate_in_python_says_its_time_ran_out_in_words(unique, said):
    # TimeUp was raised with no words (an empty line), where Yin-Yang's generate names the limit, kind and seed
    from gridsat import SolverOptions
    from gridsat.core.options import TimeUp
    from gridsat.puzzles.dominofit import generate, generate_unique

    with pytest.raises(TimeUp) as caught:
        (generate_unique if unique else generate)(300, 300, options=SolverOptions(time_limit=0.001))
    assert str(caught.value) == said


NURIKABE = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"
NOT_A_POSITION = ("a solve's result as gridsat writes it in JSON, not a position: give the position's rows, or a hint's "
                  "result (as ")  # (the command line pass found it too: its words kept)


def test_a_solve_result_given_as_a_start_is_told_what_it_is():
    # its "grid" holds the answer's values (Nurikabe's 1 shaded, a position's 1 unshaded): the puzzle's own answer
    # was read as a position and told it has mistakes
    kind = gridsat.kinds.get("nurikabe")
    puzzle = kind.parse(NURIKABE)
    for start in (puzzle.solve().to_json(), json.dumps(puzzle.solve().to_json())):
        with pytest.raises(PuzzleInputError) as caught:
            kind.hints(puzzle, start=start)
        assert str(caught.value) == f"start: {NOT_A_POSITION}a Deduction's to_json() gives it)"
    record = kind.hints(puzzle).to_json()  # hint's own record stays a position
    assert kind.hints(puzzle, start=record).verdict == "unique"


def test_hint_position_of_a_solve_result_file_is_refused(run_cli, tmp_path):
    code, out, _ = run_cli("nurikabe", NURIKABE, "--json")
    assert code == 0
    saved = tmp_path / "r.json"
    saved.write_text(out)
    assert run_cli("hint", NURIKABE, "--position", str(saved)) == (
        2, "", f"gridsat: error: {saved}: {NOT_A_POSITION}hint --json prints it)\n")
