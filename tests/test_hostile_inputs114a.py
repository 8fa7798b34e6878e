"""Hostile pass 114, part a: pass 113's vocabulary readers attacked again (digits listed twice, board sizes that
are not whole numbers in the helpers that lay out cells)."""

from itertools import combinations, permutations, product

import pytest

from gridsat.constraints import corners, loops, ring, shading, sight
from gridsat.constraints.sums import possible_digits, sum_combinations


def test_sum_combinations_held_to_a_brute_force_of_different_digits():
    for length in range(4):
        for total in range(0, 25):
            truth = sorted({tuple(sorted(p)) for p in permutations(range(1, 10), length) if sum(p) == total})
            assert list(sum_combinations(length, total)) == truth


def test_a_digit_listed_twice_is_refused_not_a_set_of_different_digits():
    # (1, 1, 2) gave the set (1, 1) for two different digits summing to 2, and possible_digits held each cell to 1
    with pytest.raises(ValueError, match=r"^digits: 1 is listed twice; a run's digits are different$"):
        sum_combinations(2, 2, (1, 1, 2))
    with pytest.raises(ValueError, match=r"^digits: 1 is listed twice"):
        possible_digits([(0, 0), (0, 1)], [([(0, 0), (0, 1)], 2)], (1, 1, 2))


def test_digits_given_as_a_list_or_range_are_read():
    # a list met Python's "unhashable type: 'list'"
    assert sum_combinations(2, 3, [1, 2, 3]) == ((1, 2),)
    assert sum_combinations(3, 6, range(1, 4)) == ((1, 2, 3),)
    assert list(combinations((1, 2, 3), 2)) == list(sum_combinations(2, None, [1, 2, 3]))
    with pytest.raises(TypeError, match=r"^digits must be a collection of whole numbers, got int$"):
        sum_combinations(2, 3, 9)


@pytest.mark.parametrize("call", [
    lambda rows: sight.rays(rows, 3, (0, 0)),
    lambda rows: sight.ray(rows, 3, (0, 0), "down"),
    lambda rows: corners.corner_cells(rows, 3, (1, 1)),
    lambda rows: ring.ring_cells(rows, 3, (1, 1)),
    lambda rows: loops.grid_points(rows, 3),
    lambda rows: shading.lines(rows, 3),
    lambda rows: shading.king_neighbours(rows, 3),
])
def test_the_layout_helpers_refuse_a_size_that_is_not_a_whole_number(call):
    # rows=True was one row (rays' down ray empty, lines' columns of one cell), "3" met Python's own words
    with pytest.raises(TypeError, match=r"^rows must be a whole number, got bool True$"):
        call(True)
    with pytest.raises(TypeError, match=r"^rows must be a whole number, got str '3'$"):
        call("3")
    with pytest.raises(ValueError, match=r"^rows must be 0 or more, got -1$"):
        call(-1)
    call(3)


def test_rays_reach_is_a_whole_number_or_none():
    assert sight.rays(3, 3, (1, 1), 1) == [[(0, 1)], [(2, 1)], [(1, 0)], [(1, 2)]]
    with pytest.raises(TypeError, match=r"^reach must be a whole number or None, got str '2'$"):
        sight.rays(3, 3, (0, 0), "2")
    with pytest.raises(TypeError, match=r"^reach must be a whole number or None, got bool True$"):
        sight.rays(3, 3, (0, 0), True)


@pytest.mark.parametrize("params, tail", [
    ("x" * 5000 + ":1", 'has no field named "' + "x" * 52 + '..." (5,000 characters).'),
    ("max_time_in_seconds:" + "x" * 5000, "Couldn't parse float: " + "x" * 52 + "... (5,000 characters)"),
])
def test_cp_sat_parameters_quote_a_long_name_or_value_short(params, tail):
    # protobuf's words quoted the 5,000 letters whole (a 5,000-character error line), after the quote cut to 60
    from gridsat.core.errors import PuzzleInputError
    from gridsat.engines.cpsat_params import parse_params

    with pytest.raises(PuzzleInputError) as caught:
        parse_params(params)
    assert str(caught.value).endswith(tail) and len(str(caught.value)) < 400


def _refusal(run_cli, tmp_path, record, *command):
    import json

    path = tmp_path / "p.json"
    path.write_text(json.dumps(record))
    code, _, err = run_cli(*command, str(path))
    assert code == 2
    return err.strip()


def test_a_json_puzzle_s_long_kind_is_quoted_cut_with_its_length(run_cli, tmp_path):
    # it was cut to 40 letters unsaid ('xxx...x', not 'nurikabe'), as if those were all
    said = _refusal(run_cli, tmp_path, {"kind": "x" * 5000, "rows": ["1.", ".."]}, "nurikabe")
    assert said.endswith(": the puzzle says kind '" + "x" * 41 + "...' (5,000 characters), not 'nurikabe'")


def test_a_json_puzzle_s_long_unknown_field_is_quoted_short(run_cli, tmp_path):
    # the field's name was quoted whole, the line cut at 1,000 characters before the fields it may be
    said = _refusal(run_cli, tmp_path, {"kind": "nurikabe", "rows": ["1.", ".."], "k" * 5000: 1}, "solve")
    assert said.endswith(": unknown field '" + "k" * 55 + "...' (5,000 characters) (fields: clues, cols, kind, name, "
                         "rows)")


def test_a_long_cell_s_length_is_written_with_separators(run_cli, tmp_path):
    # "(5000 characters)", where every other count of a message is written 5,000
    path = tmp_path / "m.txt"
    path.write_text("masyu\n" + "k" * 5000 + "\n")
    code, _, err = run_cli("solve", str(path))
    assert code == 2
    assert err.strip().endswith("line 2: 'kkkkkkkkkkkk'... (5,000 characters) is too long for a cell (at "
                                          "most 8)")


@pytest.mark.parametrize("text, said", [
    # an edition line, and the name in it that is none, were cut to 60 and 40 characters unsaid
    ("[editions]\nmine " + "m" * 300 + " = standard : O6\n",
     "line 2: expected 'NAME = BOARD : PIECE PIECE ...', got 'mine " + "m" * 54 + "...' (321 characters) (a name is "
     "ASCII letters, digits, '_' and '-': 'mine " + "m" * 34 + "...' (305 characters) is not)"),
    ("[board " + "m" * 300 + "\u00e9]\n###\n",
     "line 1: expected '[board NAME]', got '[board " + "m" * 52 + "...' (309 characters) (a name is ASCII letters, "
     "digits, '_' and '-': '" + "m" * 39 + "...' (301 characters) is not)"),
    ("[editions]\nmy ed = standard : O6\n",
     "line 2: expected 'NAME = BOARD : PIECE PIECE ...', got 'my ed = standard : O6' (a name is ASCII letters, "
     "digits, '_' and '-': 'my ed' is not)"),
])
def test_an_edition_file_s_long_line_is_quoted_cut_with_its_length(run_cli, tmp_path, text, said):
    path = tmp_path / "e.txt"
    path.write_text(text, encoding="utf-8")
    code, _, err = run_cli("calendar", "--verify-edition", str(path))
    assert code == 2 and err.strip().endswith(said), err


def test_an_unknown_turn_is_quoted_cut_with_its_length(run_cli):
    # cut to 20 letters unsaid
    code, _, err = run_cli("calendar", "2026-10-06", "--place", "L5@r3c4:" + "q" * 300)
    assert code == 2
    assert ": unknown turn '" + "q" * 19 + "...' (300 characters): use r0 r90 r180 r270" in err


def test_a_text_file_export_model_would_overwrite_quotes_its_long_first_line_cut_with_its_length(run_cli, tmp_path):
    path = tmp_path / "m.txt"
    path.write_text("x" * 300)
    code, _, err = run_cli("solve", "examples/yinyang-10x10.txt", "--export-model", str(path))
    assert code == 2
    assert "(its first line: '" + "x" * 59 + "...' (300 characters)): it would be written over" in err


def test_a_long_header_line_under_another_of_the_genre_s_names_is_quoted_as_the_file_wrote_it(run_cli, tmp_path):
    # 'akari 2 zzz...' was told as 'lightup 2 zzz...' (110 characters): the line renamed, cut with its length, was
    # not the line the file wrote
    path = tmp_path / "a.txt"
    path.write_text("akari 2 " + "z" * 100 + "\n. .\n. .\n")
    code, _, err = run_cli("lightup", str(path))
    assert code == 2
    assert err.strip().endswith(": line 1: 'akari 2 " + "z" * 29 + "...' (108 characters) is not a header line: a "
                                "header line is exactly 'lightup'")


def test_an_api_route_no_one_serves_is_quoted_short(api_client):
    # a 5,000-letter path was quoted whole in the 404's error
    said = api_client.get("/api/" + "q" * 5000).json()["error"]
    assert said.startswith("no API route '/api/" + "q" * 50 + "...' (5,005 characters) (routes: /api/kinds, ")
    assert api_client.get("/api/nosuch").json()["error"].startswith("no API route '/api/nosuch' (routes: ")


@pytest.mark.parametrize("args, said", [
    # each was quoted whole, the line cut at 1,000 characters before it said what was wrong
    (("solve", "examples/yinyang-10x10.txt", "--png", "/tmp/" + "z" * 3000 + "/"),
     "--png '/tmp/" + "z" * 190 + "...' (3,006 characters) ends in '/', as a folder's name does: give a file name"),
    (("solve", "examples/yinyang-10x10.txt", "--png", "/tmp/" + "z" * 3000 + ".svg"),
     "--png file must end in .png, got '/tmp/" + "z" * 190 + "...' (3,009 characters); an SVG picture is --svg FILE"),
    (("serve", "--host", "http://" + "z" * 3000),
     "--host 'http://" + "z" * 48 + "...' (3,007 characters) is written as in a URL: give the address alone "
     "(--host '" + "z" * 55 + "...' (3,000 characters))"),
    (("serve", "--host", "http://localhost:80"), "--host 'http://localhost:80' is written as in a URL: give the "
     "address alone, and the port as --port (--host localhost --port 80)"),
])
def test_file_options_and_host_quote_a_long_name_cut_with_its_length(run_cli, args, said):
    code, _, err = run_cli(*args)
    assert code == 2 and err.strip() == "gridsat: error: " + said


def test_batch_quotes_a_long_missing_path_or_url_cut_with_its_length(run_cli, tmp_path):
    # quoted whole: the line was cut at 1,000 characters
    deep = "/tmp/" + "/".join(["abcdefghi"] * 300)
    code, _, err = run_cli("batch", deep, "--out", str(tmp_path / "o.jsonl"))
    assert code == 2 and err.strip().endswith("...' (3,004 characters)") and len(err) < 300
    url = "https://puzz.link/p?akari/3/3/" + "g" * 3000
    code, _, err = run_cli("batch", url, "--out", str(tmp_path / "o.jsonl"))
    assert code == 2 and "...' (3,030 characters) is a puzzle's URL, and batch reads files and folders" in err


def test_an_api_route_s_query_names_are_each_quoted_short_and_counted(api_client):
    # the list was cut at 200 characters unsaid, in the middle of a name
    query = "&".join(f"{letter * 300}=1" for letter in "abcdefg")
    said = api_client.get("/api/kinds?" + query).json()["error"]
    assert said == ("the API reads no query parameters (got " + ", ".join(
        f"'{letter * 35}...' (300 characters)" for letter in "abcde") + ", ... (7 names)): /api/kinds takes none")
    assert api_client.get("/api/status?verbose=1&x").json()["error"] == (
        "the API reads no query parameters (got 'verbose', 'x'): /api/status takes none")


def _connected_answers(call) -> set:
    from gridsat.constraints import shading
    from gridsat.constraints.model import RuleModel
    from gridsat.core.grid import box_cells, box_neighbours

    from ortools.sat.python import cp_model

    cells = box_cells(2, 3)
    model = RuleModel()
    members = shading.cell_vars(model, cells)
    call(model, cells, box_neighbours(2, 3), members)
    out = set()
    for bits in product((0, 1), repeat=len(cells)):  # each shading tried as assumptions
        model.clear_assumptions()
        model.add_assumptions([members[c] if b else ~members[c] for c, b in zip(cells, bits)])
        solver = cp_model.CpSolver()
        solver.parameters.num_workers = 1
        if solver.solve(model) in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            out.add(frozenset(c for c, b in zip(cells, bits) if b))
    return out


def test_an_anchor_or_known_cell_written_as_a_list_is_the_cell_it_stands_for():
    # anchor=[0, 0] and known=[[0, 0]] met "unhashable type: 'list'", where the cells may be written so
    from gridsat.constraints import connectivity

    as_tuples = _connected_answers(lambda m, cells, nb, x: connectivity.connected(m, cells, nb, x, anchor=(0, 0)))
    assert as_tuples == _connected_answers(lambda m, cells, nb, x: connectivity.connected(m, cells, nb, x,
                                                                                          anchor=[0, 0]))
    from gridsat.core.grid import box_cells, box_neighbours, components

    nb = box_neighbours(2, 3)
    truth = {frozenset(s) for k in range(1, 7) for s in combinations(box_cells(2, 3), k) if (0, 0) in s
             and len(components(set(s), lambda c: [n for n in nb(c) if n in s])) == 1}
    assert as_tuples == truth
    assert as_tuples == _connected_answers(lambda m, cells, nb, x: (m.add(x[0, 0] == 1), connectivity.connected_around(
        m, cells, nb, x, [[0, 0]])))


def test_each_connected_refuses_an_anchor_off_the_cells():
    # met KeyError (9, 9)
    from gridsat.constraints import connectivity

    with pytest.raises(ValueError, match=r"^anchors: \(9, 9\) is not one of the cells$"):
        _connected_answers(lambda m, cells, nb, x: connectivity.each_connected(m, cells, nb, x, anchors=((9, 9), None)))
