"""Hostile pass 81, part a: the Python API and a new genre built from the rule vocabulary."""

from __future__ import annotations

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
