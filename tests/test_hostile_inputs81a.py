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
