"""Hostile pass 81, part a: the Python API and a new genre built from the rule vocabulary."""

from __future__ import annotations

import re
from dataclasses import dataclass

import pytest

from gridsat.core.errors import PuzzleInputError


def _own_genre():
    """A genre puzz.link lacks, written as docs/adding-a-kind.md says: a GridPuzzle and a GridKind, no codec."""
    from gridsat.puzzles.grid.kind import GridKind, cell_encoding
    from gridsat.puzzles.grid.puzzle import GridPuzzle

    @dataclass(frozen=True)
    class NoThreePuzzle(GridPuzzle):
        kind_name = "notri"

        def model(self, model, options):
            from gridsat.constraints.shading import cell_vars, fixed

            shaded = cell_vars(model, self.cells())
            fixed(model, shaded, {c: False for c in self.clued()})
            return cell_encoding(self, shaded)

        def violations(self, grid):
            return []

        def drawing(self, grid, title=None):
            return None

    class NoThreeKind(GridKind):
        name = "notri"
        title = "No Three"
        summary = "shade cells"
        reads = ("text grid",)
        writes = ("text grid (--to text)",)
        puzzle_type = NoThreePuzzle

    return NoThreeKind()


def test_a_genre_without_a_puzzlink_codec_offers_no_url_writer():
    # was: writers ('url', 'text'), and `gridsat KIND FILE --to url` ended in AttributeError 'to_url' (a traceback);
    # its PUZZLE help said "A puzzle file, a puzz.link URL, or - for standard input."
    kind = _own_genre()
    assert [w.name for w in kind.writers] == ["text"]
    assert kind.argument.help == "A puzzle file, or - for standard input."
    with pytest.raises(PuzzleInputError, match="^writer must be one of text, got .url.$"):
        kind.writer("url")
    puzzle = kind.parse("notri\n. 1\n. .")
    assert kind.writer("text").write(puzzle, None) == "notri\n. 1\n. .\n"


def test_a_genre_with_a_codec_keeps_its_url_writer():
    from gridsat.puzzles.kinds import get

    assert [w.name for w in get("nurikabe").writers] == ["url", "text"]
    assert "puzz.link URL" in get("nurikabe").argument.help


def test_a_genre_whose_puzzle_class_lacks_the_checker_is_refused_when_defined():
    # was: defined without complaint; its first solve met AttributeError 'violations' deep in the result's check
    from gridsat.puzzles.grid.kind import GridKind
    from gridsat.puzzles.grid.puzzle import GridPuzzle

    @dataclass(frozen=True)
    class Bare(GridPuzzle):
        kind_name = "bare"

        def model(self, model, options):
            return None

    with pytest.raises(TypeError, match=r"^BareKind.puzzle_type Bare lacks violations\(grid\), the checker; "
                                        r"drawing\(grid, title=None\), the drawing \(see docs/adding-a-kind.md\)$"):
        type("BareKind", (GridKind,), {"name": "bare", "puzzle_type": Bare})


def test_a_genre_whose_puzzle_class_names_another_kind_is_refused_when_defined():
    # was: a puzzle class without kind_name had puzzle.solve() told "unknown kind ''"
    kind = type(_own_genre())
    unnamed = type("Unnamed", (kind.puzzle_type,), {"kind_name": ""})
    with pytest.raises(TypeError, match=r"^OtherKind.puzzle_type Unnamed has kind_name '', not the kind's name "
                                        r"'notri': set kind_name = 'notri'$"):
        type("OtherKind", (kind,), {"puzzle_type": unnamed})


def _vocabulary_model():
    from gridsat.constraints.model import RuleModel
    from gridsat.constraints.shading import cell_vars

    model = RuleModel()
    return model, cell_vars(model, [(0, 0), (0, 1)])


def test_count_refuses_a_group_cell_that_is_no_member_and_members_that_are_no_mapping():
    # was: KeyError (5, 5); a list of literals met OR-Tools' "__eq__(): incompatible function arguments"; a
    # group of one cell "not enough values to unpack (expected 2, got 1)"
    from gridsat.constraints.shading import count

    model, x = _vocabulary_model()
    with pytest.raises(ValueError, match=r"^groups: g's cell \(5, 5\) is not one of the members$"):
        count(model, [("g", [(0, 0), (5, 5)])], x, 1)
    with pytest.raises(TypeError, match=r"^members must be a mapping cell -> literal \(cell_vars gives one\), got "
                                        r"list$"):
        count(model, [("g", [(0, 0)])], list(x.values()), 1)
    with pytest.raises(TypeError, match=r"^groups must be \(name, cells\) pairs, got \[\(0, 0\)\]$"):
        count(model, [[(0, 0)]], x, 1)


def test_fixed_refuses_values_that_are_no_mapping_or_no_truth_value():
    # was: a list of cells met AttributeError 'items'; {cell: "no"} fixed the cell true
    from gridsat.constraints.shading import fixed

    model, x = _vocabulary_model()
    with pytest.raises(TypeError, match=r"^values must be a mapping \{cell: True / False\}, got list$"):
        fixed(model, x, [(0, 0)])
    with pytest.raises(ValueError, match=r"^values: \(0, 0\) must be True or False, got 'no'$"):
        fixed(model, x, {(0, 0): "no"})
    fixed(model, x, {(0, 0): 1, (0, 1): False})  # 0/1 and booleans stay


def test_edge_loop_on_a_cp_sat_model_points_to_boundary_loop():
    # was: AttributeError 'RuleModel' object has no attribute 'add_loop'
    from gridsat.constraints.loops import edge_loop

    model, _ = _vocabulary_model()
    with pytest.raises(TypeError, match=r"^edge_loop states the loop for the compiled search \(a CountingRecorder\); "
                                        r"a RuleModel is given it by boundary_loop\(model, rows, cols\)$"):
        edge_loop(model, 2, 2)


def test_readers_refuse_a_wrong_typed_argument_with_a_type_error_naming_it():
    # was: PuzzleInputError "input: expected text, got bytes (decode the file as UTF-8 first)" and "a Domino Fit JSON
    # puzzle must be an object with rows, ...", where every other reader raises TypeError naming the argument
    from gridsat.puzzles.cover import parse_cover
    from gridsat.puzzles.dominofit import puzzle_from_json

    with pytest.raises(TypeError, match=r"^parse_cover: text must be a string \(decode a file's bytes as UTF-8 "
                                        r"first\), got bytes b'a b\\n'$"):
        parse_cover(b"a b\n")
    with pytest.raises(TypeError, match=r"^puzzle_from_json: data must be a decoded JSON object \(dict\), got "
                                        r"NoneType None$"):
        puzzle_from_json(None)


def test_a_board_drawing_refuses_regions_given_as_the_puzzles_rows():
    # was: made without complaint; its terminal drawing met AttributeError "'tuple' object has no attribute 'get'"
    from gridsat.render.board import BoardDrawing

    with pytest.raises(TypeError, match=r"^BoardDrawing: regions must be \{cell: region id\} \(a grid puzzle's "
                                        r"region_of\(\) gives it\) or None, got tuple$"):
        BoardDrawing(2, 2, regions=((0, 0), (1, 1)))
    with pytest.raises(TypeError, match=r"^BoardDrawing: text must be \{cell: ...\}, got list$"):
        BoardDrawing(2, 2, text=["1"])
    assert BoardDrawing(1, 2, regions={(0, 0): 0, (0, 1): 1}).text_art().plain.count("│") == 3


@pytest.mark.parametrize("violations, got", [([], "list []"), (None, "NoneType None"), (5, "int 5")])
def test_a_solution_check_error_names_at_least_one_violation(violations, got):
    # was: [] made "answer breaks the rules: " naming none (its docstring says at least one); None met
    # "'NoneType' object is not iterable"
    from gridsat import SolutionCheckError

    with pytest.raises(TypeError, match=rf"^violations must be a rule violation \(str\) or a non-empty list of them, "
                                        rf"got {re.escape(got)}$"):
        SolutionCheckError(violations)
    assert str(SolutionCheckError(("a", "b"))) == "answer breaks the rules: a; b"


def test_a_genre_naming_puzzlink_genres_without_a_codec_is_refused_when_defined():
    # was: defined; a URL of that genre met AttributeError 'from_url'
    kind = type(_own_genre())
    with pytest.raises(TypeError, match=r"^UrlKind reads puzz.link's notri but NoThreePuzzle lacks from_url\(\) and "
                                        r"to_url\(\): write the codec, or leave url_names out$"):
        type("UrlKind", (kind,), {"url_names": ("notri",)})


def test_sight_refuses_a_member_outside_its_grid():
    # was: a member outside rows x cols (the sides swapped, or 0) was left out of every segment: never lit, a
    # model without its rule
    from gridsat.constraints.sight import lit_by_sight

    model, x = _vocabulary_model()
    with pytest.raises(ValueError, match=r"^open cell \(0, 1\) is outside the 2x1 grid$"):
        lit_by_sight(model, 2, 1, x)
    lit_by_sight(model, 1, 2, x)


@pytest.mark.parametrize("kind, title", [("slitherlink", "Slitherlink"), ("masyu", "Masyu")])
def test_a_loop_checker_names_the_cell_holding_a_side_mask_out_of_range(kind, title):
    # was: the violation "answer values must be whole numbers 0..15 (sides: ...)", naming no cell, where every
    # other genre's checker raises ValueError naming the cell (docs/adding-a-kind.md)
    import gridsat

    puzzle = gridsat.kinds.get(kind).parse(gridsat.kinds.get(kind).example)
    grid = [[0] * puzzle.cols for _ in range(puzzle.rows)]
    grid[1][2] = 16
    with pytest.raises(ValueError, match=rf"^cell r2c3 holds 16; a {title} answer holds side bitmasks 0\.\.15 "
                                         r"\(up 1, right 2, down 4, left 8\)$"):
        puzzle.violations(grid)


def test_a_genres_model_returning_no_encoding_is_named(monkeypatch):
    # was: AttributeError "'NoneType' object has no attribute 'separate'" from every task
    import gridsat

    kind = gridsat.kinds.get("lightup")
    puzzle = kind.parse(kind.example)
    monkeypatch.setattr(type(puzzle), "model", lambda self, model, options: None)
    with pytest.raises(TypeError, match=r"^LightUpPuzzle.model returned NoneType, not an Encoding: return "
                                        r"cell_encoding\(self, members\), or Encoding\(decision, decode, forced\)$"):
        kind.model(puzzle, gridsat.Task(engine="cpsat"), {})


@pytest.mark.parametrize("returned, got", [("the loop is open", "str 'the loop is open'"), (None, "NoneType None")])
def test_a_genres_checker_returning_no_list_is_named(returned, got):
    # was: a str read letter by letter ("answer breaks the rules: t; h; e; ..."), None "'NoneType' object is not
    # iterable"
    kind = type(_own_genre())
    wrong = type("Wrong", (kind.puzzle_type,), {"violations": lambda self, grid: returned})
    puzzle = wrong(1, 1, [[None]], name="x")
    with pytest.raises(TypeError, match=rf"^Wrong.violations must return a list of sentences \(str\), got "
                                        rf"{re.escape(got)}$"):
        puzzle.violations([[0]])


def test_a_genres_drawing_returning_no_board_drawing_is_named():
    # was: AttributeError "'NoneType' object has no attribute 'text_art'" when its answer was printed
    kind = _own_genre()  # its drawing returns None
    puzzle = kind.parse("notri\n. 1")
    with pytest.raises(TypeError, match=r"^NoThreePuzzle.drawing must return a gridsat.render.board.BoardDrawing, "
                                        r"got NoneType$"):
        puzzle.drawing([[0, 0]])
