"""The sixteenth hostile pass over what designers, calendar makers and Python users touch: hints, grades,
generators, the calendar's modes and edition files, packing, exact cover and the Python API (issue 20).
Each test is a fault it found, kept."""

from __future__ import annotations

import time

import pytest


@pytest.mark.parametrize("text, line, says", [
    ("A: ##\nB: #\n# a comment\nA: ###\n", 4, "piece name 'A' is used twice (first on line 1)"),
    ("A: ##\nB*0: #\n", 2, "piece B: the count of copies after * must be a whole number, 1 or more, got '0'"),
    ("O*2: ##/##\n\nOb: #\n", 3, "piece name 'Ob' is the label gridsat gives the 2nd copy of piece O (O*2)"),
    ("Ob: #\nO*2: ##/##\n", 1, "piece name 'Ob' is the label gridsat gives the 2nd copy of piece O (O*2)"),
])
def test_a_piece_file_names_the_line_of_a_name_used_twice_or_a_count_of_none(run_cli, tmp_path, text, line, says):
    """A piece file whose names clash or whose count is 0 was refused as 'pieces.txt: piece name 'A' is
    used twice', naming no line, where every other problem of the file (and docs/calendar.md for an
    edition file) names its line."""
    path = tmp_path / "pieces.txt"
    path.write_text(text)
    code, out, err = run_cli("pack", "--board", "3x3", "--pieces", str(path), "--holes")
    assert (code, out) == (2, "")
    assert err.startswith(f"gridsat: error: pieces.txt: line {line}: {says}"), err
    assert err.count("\n") == 1


def test_an_edition_file_names_the_line_of_a_piece_defined_twice(run_cli, tmp_path):
    """An edition file with two [pieces] lines of one name said 'mine.txt: piece name 'X5' is used twice',
    where docs/calendar.md promises each problem 'naming the file, line and cell'."""
    path = tmp_path / "mine.txt"
    path.write_text("[pieces]\nX5: .#./###/.#.\n\nX5: .#./###/.#.\n[editions]\n"
                    "mine = standard : O6 U5 V5 Z5 L5 N5 Y5 P5\n")
    code, out, err = run_cli("calendar", "10-06", "--edition", str(path))
    assert (code, out) == (2, "")
    assert err == "gridsat: error: mine.txt: line 4: piece name 'X5' is used twice (first on line 2)\n"


def test_a_json_pieces_object_names_the_key_of_a_clash(run_cli, tmp_path):
    """The same clash in a JSON puzzle's ``pieces`` object ('A*2' beside 'A') named neither key."""
    path = tmp_path / "p.json"
    path.write_text('{"kind": "pack", "board": "2x4", "pieces": {"A*2": "##", "A": "####"}}')
    code, out, err = run_cli("solve", str(path))
    assert (code, out) == (2, "")
    assert err == "gridsat: error: p.json: piece 'A': piece name 'A' is used twice (first as 'A*2')\n"


def _huge_edition(path, side: int = 40) -> str:
    """An edition file whose board is ``side`` x ``side`` (the 43 labels, then filler cells) tiled by dominoes."""
    labels = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split() + [str(d) for d in range(1, 32)]
    cells = labels + ["*"] * (side * side - len(labels))
    rows = "\n".join(" ".join(cells[r * side:(r + 1) * side]) for r in range(side))
    path.write_text(f"[board huge]\n{rows}\n[pieces]\nD2: ##\n[editions]\nhuge = huge : "
                    + " ".join(["D2"] * ((side * side - 2) // 2)) + "\n")
    return str(path)


@pytest.mark.parametrize("command", [
    lambda edition, tmp: ["calendar", "--census", "--edition", edition],
    lambda edition, tmp: ["calendar", "--verify-edition", edition],
    lambda edition, tmp: ["hint", str(tmp / "pack.json")],
])
def test_a_board_past_the_exact_cover_engine_names_no_engine_option_its_command_lacks(run_cli, tmp_path, command):
    """A census, a --verify-edition or a packing hint on a board of more than 1024 cells ended 'the exact-cover
    engine handles boards whose bounding box has at most 1024 cells; this one is 40x40 (use the CP-SAT
    engine)', where those commands have no engine to choose ('--engine does not apply to --census')."""
    edition = _huge_edition(tmp_path / "huge.txt")
    (tmp_path / "pack.json").write_text('{"kind": "pack", "board": "40x40", "pieces": {"D*800": "##"}}')
    code, out, err = run_cli(*command(edition, tmp_path))
    assert (code, out) == (2, "")
    assert err == ("gridsat: error: the exact-cover engine handles boards whose bounding box has at most 1024 cells; "
                   "this one is 40x40 (censuses, hints and design and layout searches run on it alone; solving, "
                   "counting and listing take --engine cpsat)\n")
    code, out, err = run_cli(*command(edition, tmp_path), "--engine", "cpsat")
    assert code == 2 and "--engine" in err


def test_a_calendar_hint_agreed_by_one_solution_says_agrees(run_cli):
    """``calendar 10-06 --hint 8`` (every piece: one solution keeps them all) printed '1 solution agree with it'."""
    code, out, err = run_cli("calendar", "10-06", "--hint", "8")
    assert code == 0, err
    assert "hint: 8 of 8 pieces; 1 solution agrees with it\n" in out
    code, out, err = run_cli("calendar", "10-06", "--hint", "1")
    assert code == 0, err
    assert "hint: 1 of 8 pieces; 6 solutions agree with it\n" in out   # the O6 placement 6 of the 7 share


def _busy(seconds: float) -> None:
    """Plain Python work with no clock read of its own, for ``seconds`` of CPU."""
    end = time.process_time() + seconds
    while time.process_time() < end:
        sum(range(1000))


def test_a_domino_fit_board_is_made_under_the_clock_between_its_checks(run_cli, tmp_path, monkeypatch):
    """``generate dominofit --size 1000x1000 -t 10`` ended after 14 to 20 s (-t 8: 11.4 s; 6 to 8 s of CPU past
    the limit): the clock was read between the generator's steps, and a step over a million cells (the matching's
    arcs and max flow, the flips' bookkeeping, sorting the tiling, the targets, the JSON text) runs for seconds.
    A step made slow here (30 s of CPU in the targets' sums) must be stopped by the limit."""
    from gridsat.puzzles.dominofit import generator

    sums = generator._line_sums

    def slow_sums(*args):
        _busy(30)
        return sums(*args)

    monkeypatch.setattr(generator, "_line_sums", slow_sums)
    began = time.process_time()
    code, out, err = run_cli("generate", "dominofit", "--size", "20x20", "-t", "1", "--out", str(tmp_path / "b.json"))
    assert time.process_time() - began < 10   # unlimited: 30 s
    assert (code, out) == (1, "")
    assert "the time limit of 1 s ran out before the Domino Fit puzzle of seed 1 (20x20) was made; no puzzle is given" in err
    assert not (tmp_path / "b.json").exists()


EDITION_TYPE = r"^edition must be an edition's name, an edition file \(a path\) or an Edition, got "


@pytest.mark.parametrize("call", ["load_edition", "verify_edition", "run_census", "make_calendar"])
@pytest.mark.parametrize("given, named", [(None, "NoneType"), (5, "int"), (b"dragonfjord", "bytes"),
                                          (["dragonfjord"], "list")])
def test_the_calendar_functions_name_an_edition_of_the_wrong_type(call, given, named):
    """docs/calendar.md's ``load_edition(None)`` and ``verify_edition(None)`` raised AttributeError ('NoneType'
    object has no attribute 'lower'), ``verify_edition(["dragonfjord"])`` "unhashable type: 'list'", and
    ``run_census("dragonfjord")`` "'str' object has no attribute 'board'"; ``make_calendar`` said it takes
    an edition file and refused a Path to one."""
    from gridsat.puzzles.calendar import load_edition, make_calendar, verify_edition
    from gridsat.puzzles.calendar.census import run_census

    function = {"load_edition": load_edition, "verify_edition": verify_edition, "run_census": run_census,
                "make_calendar": lambda edition: make_calendar("10-06", edition)}[call]
    with pytest.raises(TypeError, match=EDITION_TYPE + named + "$"):
        function(given)


def test_an_edition_is_taken_by_its_name_or_a_path_everywhere(tmp_path):
    from pathlib import Path

    from gridsat.puzzles.calendar import load_edition, make_calendar
    from gridsat.puzzles.calendar.census import run_census

    path = tmp_path / "mine.txt"
    path.write_text("[editions]\nmine = standard : O6 U5 V5 Z5 L5 N5 Y5 P5\n")
    assert load_edition(Path(path)).name == "mine"
    assert make_calendar("10-06", Path(path)).count().count == 7   # published: 7 on 6 October
    assert run_census("dragonfjord").to_json()["total"] == 24405   # published: 24,405 over the year


@pytest.mark.parametrize("call, error", [
    (lambda d: d.search_designs(None, "pentominoes", 8), "board must be a board's or an edition's name, an edition "
     "file (a path) or a CalendarBoard, got NoneType"),
    (lambda d: d.search_designs("dragonfjord", None, 8), "library must be built-in sets joined with '+', a piece "
     "file (a path) or a Library, got NoneType"),
    (lambda d: d.search_designs("dragonfjord", 5, 8), "library must be built-in sets joined with '+', a piece "
     "file (a path) or a Library, got int"),
    (lambda d: d.search_designs("dragonfjord", "pentominoes", None), "k must be a whole number, got NoneType"),
    (lambda d: d.search_designs("dragonfjord", "pentominoes", 8.0), "k must be a whole number, got float"),
    (lambda d: d.design_edition(None, "pentominoes", ["F5"]), "board must be a board's or an edition's name, an "
     "edition file (a path) or a CalendarBoard, got NoneType"),
    (lambda d: d.search_layouts(None), "edition must be an edition's name, an edition file (a path) or an Edition, "
     "got NoneType"),
])
def test_the_design_searches_name_an_argument_of_the_wrong_type(call, error):
    """docs/calendar.md's search_designs, design_edition and search_layouts raised what their insides hit:
    ``search_designs("dragonfjord", None, 8)`` AttributeError ('NoneType' object has no attribute 'split'),
    ``k=None`` "'<=' not supported", ``search_layouts(None)`` "'NoneType' object has no attribute 'board'"."""
    from types import SimpleNamespace

    from gridsat.puzzles.calendar.design import design_edition, search_designs
    from gridsat.puzzles.calendar.layout import search_layouts

    functions = SimpleNamespace(search_designs=search_designs, design_edition=design_edition,
                                search_layouts=search_layouts)
    with pytest.raises(TypeError) as caught:
        call(functions)
    assert str(caught.value) == error


def test_search_layouts_takes_an_edition_by_name():
    from gridsat.puzzles.calendar.layout import search_layouts

    with pytest.raises(gridsat_error(), match=r"^the label and filler search takes month/day boards \(a weekday board"):
        search_layouts("weekday")


def gridsat_error():
    import gridsat

    return gridsat.PuzzleInputError


@pytest.mark.parametrize("place, says", [
    (["L5@r1c3"], "'place' L5: the piece would cover the Oct cell r2c4, which stays uncovered on 6 Oct"),
    (["O6@r1c1", "O6@r4c1"], "'place' O6: piece O6 is placed twice"),
    (["Q5@r1c1"], "'place' 'Q5@r1c1': edition dragonfjord has no piece Q5 (pieces: O6 U5 V5 Z5 L5 N5 Y5 P5)"),
])
def test_a_calendar_file_names_its_place_field_not_the_command_lines_option(run_cli, tmp_path, place, says):
    """A calendar puzzle file whose 'place' entry was bad was refused as 'cj.json: --place L5: ...', naming an
    option the command line was not given; the file's field is named, as a request names its own fields."""
    import json

    path = tmp_path / "cj.json"
    path.write_text(json.dumps({"kind": "calendar", "date": "10-06", "place": place}))
    for command in (["solve", str(path)], ["hint", str(path)]):
        code, out, err = run_cli(*command)
        assert (code, out, err) == (2, "", f"gridsat: error: cj.json: {says}\n")
    code, out, err = run_cli("calendar", "10-06", *[f"--place={p}" for p in place])
    assert (code, out) == (2, "") and err.startswith("gridsat: error: --place ")


@pytest.mark.parametrize("line", ["Q5*2: ##/##/#.", "Q5 x 3: ##/##/#."])
def test_an_edition_files_piece_with_copies_is_refused_not_counted_once(run_cli, tmp_path, line):
    """An edition file's ``Q5*2: ...`` (a piece file's way to ask for two copies) was read as one Q5, its count
    dropped: the edition line names the copies.  ``calendar 10-06`` counted the 7 solutions of one copy."""
    path = tmp_path / "mine.txt"
    path.write_text(f"[pieces]\n# the P5 shape again\n{line}\n[editions]\nmine = standard : O6 U5 V5 Z5 L5 N5 Y5 Q5\n")
    code, out, err = run_cli("calendar", "10-06", "--edition", str(path), "--count")
    assert (code, out) == (2, "")
    assert err == ("gridsat: error: mine.txt: line 3: piece Q5: an edition's copies of a piece are named on its "
                   "[editions] line (Q5 Q5 for two), not with a count here\n")


def test_an_edition_line_naming_a_piece_twice_still_uses_two_copies(run_cli, tmp_path):
    path = tmp_path / "mine.txt"
    path.write_text("[pieces]\nQ5: ##/##/#.\nAx2: ##/##/#.\n[editions]\nmine = standard : O6 U5 V5 Z5 L5 N5 Q5 Q5\n"
                    "other = standard : O6 U5 V5 Z5 L5 N5 Y5 Ax2\n")
    code, out, err = run_cli("calendar", "10-06", "--edition", f"{path}:mine", "--count")
    assert code == 0 and "10 solutions (all counted)" in out, err   # checked by a brute-force tiler: 10
    code, out, err = run_cli("calendar", "10-06", "--edition", f"{path}:other", "--count")
    assert code == 0 and "7 solutions (all counted)" in out, err    # Ax2 is a name (P5's shape): published 7
