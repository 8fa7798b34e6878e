"""The sixth hostile pass over the web server, the Python API and the
answers (issue 20): each fault it found, kept as a test."""

from __future__ import annotations

import pytest

pytest.importorskip("starlette")
from gridsat.web import Limits  # noqa: E402


@pytest.mark.parametrize("method, path, allow", [
    ("POST", "/api/kinds", "GET, HEAD"), ("POST", "/api/status", "GET, HEAD"), ("GET", "/api/mode", "POST"),
    ("PUT", "/api/solve", "POST"), ("DELETE", "/api/generate", "POST"), ("PATCH", "/api/hint", "POST"),
])
def test_an_api_route_asked_with_another_method_names_the_one_it_takes(api_client, method, path, allow):
    """POST /api/kinds was answered 404 "no API route '/api/kinds' (routes: /api/kinds, ...)", and PUT /api/solve
    the plain text 'Method Not Allowed' where every other API error is JSON."""
    response = api_client.request(method, path)
    assert response.status_code == 405
    assert response.json() == {"error": f"use {allow.split(',')[0]} for {path}"}
    assert response.headers["allow"] == allow


def test_an_unknown_api_route_lists_the_routes_whatever_the_method(api_client):
    for method in ("GET", "POST", "PUT"):
        response = api_client.request(method, "/api/nothing")
        assert response.status_code == 404
        assert response.json() == {"error": "no API route '/api/nothing' (routes: /api/kinds, /api/solve, "
                                            "/api/generate, /api/hint, /api/mode, /api/status)"}


@pytest.mark.parametrize("gb, message", [
    ("1e30", "--memory-limit must be a positive number of GB (below a billion), got 1e+30"),
    ("inf", "--memory-limit must be a positive number of GB (below a billion), got inf"),
])
def test_serve_refuses_a_memory_limit_as_every_command_does(run_cli, gb, message):
    """gridsat serve --memory-limit 1e30 (or inf) ended in a ValueError traceback from Limits (exit 1); 1e-30
    served, every request then refused (now refused as below a byte, by Limits too: the test below)."""
    code, out, err = run_cli("serve", "--port", "0", "--memory-limit", gb)
    assert (code, out, err) == (2, "", f"gridsat: error: {message}\n")


def test_a_memory_limit_below_a_byte_is_named_as_asked():
    """The web API's memory_limit 1e-30 (GB) was refused as 'got 0' (its bytes, rounded down, shown as GB), and the
    Python API's SolverOptions(memory_limit=-5), in bytes, as 'got -4.65661e-09' GB."""
    from gridsat.core.errors import PuzzleInputError
    from gridsat.core.options import SolverOptions
    from gridsat.web.requests import plan_solve

    with pytest.raises(PuzzleInputError) as caught:
        plan_solve({"kind": "nurikabe", "puzzle": "https://puzz.link/p?nurikabe/2/2/1j",
                    "options": {"memory_limit": 1e-30}}, Limits(workers=1, warm=False))
    assert str(caught.value) == "memory_limit 1e-30 GB is less than one byte"
    for value in (-5, 0.5, float("nan")):
        with pytest.raises(PuzzleInputError) as caught:
            SolverOptions(memory_limit=value)
        assert str(caught.value) == f"memory_limit must be a number of bytes, 1 or more (None: the default), got {value:g}"
    with pytest.raises(ValueError, match="memory_limit 1e-12 GB is less than one byte"):
        Limits(workers=1, memory_limit=1e-12)


def test_a_decided_board_is_solved_only_when_it_is_an_answer():
    """hint --json said "verdict": "no_solution" beside "solved": true on a Nurikabe board of clues only (every
    cell decided, none an answer), and "solved": true for a position filled in wrongly in every cell."""
    import gridsat

    nurikabe = gridsat.kinds.get("nurikabe")
    clues_only = nurikabe.parse("1 2\n1 3\n")
    out = nurikabe.hints(clues_only)
    assert (out.verdict, out.grid, out.solved, out.to_json()["solved"]) == ("no_solution", [[1, 1], [1, 1]], False,
                                                                            False)
    puzzle = nurikabe.parse("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")
    answer = nurikabe.hints(puzzle).grid
    assert nurikabe.hints(puzzle, start=answer).solved
    clued = {(r, c) for r, row in enumerate(puzzle.clues) for c, v in enumerate(row) if v is not None}
    wrong = [[v if (r, c) in clued else 3 - v for c, v in enumerate(row)] for r, row in enumerate(answer)]
    out = nurikabe.hints(puzzle, start=wrong)
    assert (out.verdict, len(out.mistakes), out.steps, out.solved) == ("unique", 21, [], False)


def test_a_census_cut_short_names_no_fewest_in_its_json_nor_its_picture():
    """A census the time limit stopped said 'fewest: not known' on the command line and the page, but its JSON (the
    web API's census report and --json) still had "fewest": {"count": 0, "dates": [every date not reached yet]}
    and a median, and its heat map 'fewest 0, ...; no solution on 2562: 01-01-Mon ...' though nothing was proven."""
    from gridsat.puzzles.calendar.census import CensusReport
    from gridsat.puzzles.calendar.draw_census import _title

    counts = {("Jan", "1", "Mon"): 3, ("Jan", "1", "Tue"): 0, ("Jan", "2", "Mon"): 5}
    cut = CensusReport("weekday", True, counts, False, 1.0, False)
    data = cut.to_json()
    assert (data["complete"], data["fewest"], data["median"], data["unsolvable"]) == (False, None, None, [])
    assert data["most"] == {"count": 5, "dates": ["01-02-Mon"]} and data["total"] == 8
    assert _title(cut, None)[0] == ("weekday: solutions per date x weekday\n"
                                    "most so far 5 (incomplete: every count is a lower bound)")
    whole = CensusReport("weekday", True, counts, True, 1.0, False)
    assert whole.to_json()["fewest"] == {"count": 0, "dates": ["01-01-Tue"]}
    assert _title(whole, None)[0] == ("weekday: solutions per date x weekday\n"
                                      "fewest 0, median 3, most 5; no solution on 1: 01-01-Tue")


@pytest.mark.parametrize("kind, url", [
    ("nurikabe", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"),
    ("sudoku", "https://puzz.link/p?sudoku/4/4/g1k23k3g"),
    ("masyu", "https://puzz.link/p?mashu/6/6/1063000i3000"),
])
def test_the_checker_names_a_grid_that_is_not_rows_of_cells(kind, url):
    """violations(None) (or 5, or rows of None) raised "'NoneType' object is not iterable" or "object of type 'int'
    has no len()" in every grid genre, and Sudoku's checker "unhashable type: 'list'" for a cell holding a list."""
    import gridsat

    kind_ = gridsat.kinds.get(kind)
    puzzle = kind_.parse(url)
    for grid, shown in ((None, "NoneType None"), (5, "int 5"), ([None] * puzzle.rows, "list [None, None, None, "),
                        ("abc", "str 'abc'")):
        with pytest.raises(TypeError) as caught:
            puzzle.violations(grid)
        assert str(caught.value).startswith(f"grid must be rows of cell values (a list of lists), got {shown}")
    nested = [[[0]] * puzzle.cols for _ in range(puzzle.rows)]
    with pytest.raises(ValueError) as caught:
        puzzle.violations(nested)
    assert str(caught.value).startswith(f"cell r1c1 holds [0]; a {kind_.title} answer holds ")
    answer = puzzle.solve().grid
    assert puzzle.violations(answer) == [] and puzzle.violations(tuple(map(tuple, answer))) == []


@pytest.mark.parametrize("kind, url", [("nurikabe", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"),
                                       ("yinyang", "https://puzz.link/p?yinyang/5/5/016612300")])
def test_hints_name_an_argument_of_another_type(kind, url):
    """kind.hints(puzzle, deadline="1") raised "unsupported operand type(s) for -: 'str' and 'float'", start=5
    "'int' object is not iterable", and first=2 was taken as true."""
    import gridsat

    kind_ = gridsat.kinds.get(kind)
    puzzle = kind_.parse(url)
    for given, message in (({"deadline": "1"}, "deadline must be a time.perf_counter() value in seconds or None, "
                                              "got str '1'"),
                           ({"start": 5}, "start must be a position (the kind's rows of values, or its text) or "
                                          "None, got int 5"),
                           ({"first": 2}, "first must be True or False, got int 2")):
        with pytest.raises(TypeError) as caught:
            kind_.hints(puzzle, **given)
        assert str(caught.value) == message
    assert kind_.hints(puzzle, first=True).verdict == "unique"
