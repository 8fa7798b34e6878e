"""Python API mends: a piece set's unknown name and load_pieces' wrong types
say what is wrong."""

from __future__ import annotations

import re

import pytest

from gridsat.core.pieces import load_pieces
from gridsat.core.polyomino import pentominoes


def test_an_unknown_piece_name_lists_the_set():
    pieces = pentominoes()
    assert pieces.count("F") == 1 and pieces["X"].size == 5
    for ask in (pieces.count, pieces.__getitem__):
        with pytest.raises(KeyError) as caught:
            ask("Q")  # was a bare KeyError('Q')
        assert caught.value.args == ("Q",)  # as any KeyError: the key
        assert str(caught.value) == "no piece named 'Q' in this set; its pieces: F, I, L, N, P, T, U, V, W, X, Y, Z"


@pytest.mark.parametrize(("spec", "shown"), [(None, "NoneType None"), (5, "int 5"), (["F"], r"list \['F'\]")])
def test_load_pieces_of_a_wrong_type_names_the_argument(spec, shown):
    with pytest.raises(TypeError, match=rf"^spec must be a piece set's name or a piece file's path, got {shown}"):
        load_pieces(spec)


@pytest.mark.parametrize(("cols", "rows"), [(0, 0), (5, 0), (-1, 5)])
def test_make_url_refuses_a_board_without_cells(cols, rows):
    from gridsat.formats.puzzlink import make_url

    assert make_url("yinyang", 5, 5, "016612300") == "https://puzz.link/p?yinyang/5/5/016612300"
    with pytest.raises(ValueError, match=rf"^a puzz.link board is at least 1x1, got cols={cols} rows={rows}$"):
        make_url("yinyang", cols, rows, "")  # wrote https://puzz.link/p?yinyang/0/0/


@pytest.mark.parametrize(("count", "text"), [(0, "0 cells"), (1, "1 cell"), (2, "2 cells"), (10_201, "10,201 cells")])
def test_counted_writes_one_cell_and_many_cells(count, text):
    from gridsat.core.errors import counted

    assert counted(count, "cell") == text  # messages said "1 cells"


def test_printing_a_result_shows_its_answer_not_its_fields():
    """print(gridsat.pack("6x10")) printed the dataclass's fields, 2,300 characters of pieces and cells."""
    import gridsat

    result = gridsat.pack("3x20")
    lines = str(result).splitlines()
    assert len(lines) == 4 and all(len(line.split()) == 20 for line in lines[:3])
    assert re.fullmatch(r"solved in \d+\.\d{3} s \(exact\)", lines[3])
    assert repr(result).startswith("TilingResult(status=")  # the fields, for a debugger
    with pytest.raises(TypeError, match=r"got tuple \(gridsat.read gives \(kind, puzzle\): solve a puzzle read "
                                        r"with puzzle.solve\(\)\)$"):
        gridsat.solve(gridsat.read("https://puzz.link/p?mashu/6/6/1063000i3000"))


def test_the_endings_several_kinds_read_are_the_registry_s_shared_ones():
    """by_suffix skips importing the kinds for these endings: the list must be exactly the shared ones."""
    from collections import Counter

    from gridsat.puzzles.kinds import SHARED_ENDINGS, by_suffix, get, names

    counts = Counter(s for name in names() for s in set(get(name).suffixes))
    assert SHARED_ENDINGS == {s for s, n in counts.items() if n > 1}
    assert by_suffix("x.dlx").name == "cover" and by_suffix("x.json") is None and by_suffix("x.yy").name == "yinyang"


def test_check_refuses_a_result_whose_claims_disagree_with_what_it_holds():
    """check() took a result edited to say "unique" beside its second answer: the claims are checked too."""
    from dataclasses import replace

    from gridsat.core.errors import SolutionCheckError
    from gridsat.core.status import Status, Uniqueness
    from gridsat.puzzles.kinds import get

    kind = get("masyu")
    puzzle = kind.parse("https://puzz.link/p?mashu/6/6/1063000i3000")
    honest = puzzle.uniqueness()
    assert honest.check() is honest and str(honest.uniqueness) == "unique"
    two = kind.parse("https://puzz.link/p?mashu/4/4/000000").uniqueness()  # an empty 4x4: many loops
    assert str(two.uniqueness) == "not_unique" and two.check() is two
    with pytest.raises(SolutionCheckError, match="it says unique but holds a second answer"):
        replace(two, uniqueness=Uniqueness.UNIQUE).check()
    with pytest.raises(SolutionCheckError, match="it says unique of a puzzle it says has no answer"):
        replace(honest, status=Status.INFEASIBLE).check()


def test_a_kind_prints_as_its_name_and_title():
    """'gridsat.read(FILE)' returned a kind that printed as '<gridsat.puzzles.yinyang.kind.YinYangKind object at
    0x...>' in a notebook."""
    from pathlib import Path

    import gridsat

    kind, puzzle = gridsat.read(str(Path(__file__).resolve().parents[1] / "examples" / "yinyang-10x10.txt"))
    assert (repr(kind), str(kind)) == ("<gridsat kind 'yinyang': Yin-Yang>",) * 2
    assert repr(gridsat.kinds.get("dominofit")) == "<gridsat kind 'dominofit': Domino Fit>"
