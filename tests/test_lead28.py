"""The lead's changes of the sixth session of 2026-12-05, each kept as a test."""

from __future__ import annotations

from gridsat.core import compiled
from gridsat.puzzles.kinds import get, names


def test_what_a_missing_engine_takes_away_comes_from_each_kind_s_declaration(monkeypatch):
    """The web's list of what each missing engine disables was a table in core naming kinds
    (``NEEDED_BY``), and ``--version``'s another (``REFUSED``), each repeating what a kind's ``compiled``
    declaration said of its engines: a new genre needing a compiled module had to be named in core twice.  Each
    kind now declares its engines' and its other work's modules (hints, ``--distinct``, generation, modes), and
    both lists are derived from it."""
    from gridsat.web.forms import kind_entry

    monkeypatch.setattr(compiled, "present", lambda module: False)
    assert compiled.refused([get(name) for name in names()]) == [
        "--engine exact, hints, grades, --distinct on Polyomino packing",
        "--engine exact, hints, grades, --census, --verify-edition, --design, --layout on Calendar puzzle",
        "--engine search, cycles on Domino Fit",
        "--engine race, search, hints, grades, generation on Yin-Yang",
        "--engine exact on Exact cover, Sudoku",
        "--engine search on Star Battle, Light Up, Heyawake, Norinori, LITS, Slitherlink, Masyu, Hitori"]
    pack = kind_entry("pack")
    assert (pack["engines"], pack["explains"], pack["distinct"]) == (["auto", "cpsat"], False, False)
    monkeypatch.setattr(compiled, "present", lambda module: module != "gridsat.engines._cover")
    assert (kind_entry("sudoku")["engines"], kind_entry("pack")["engines"]) == (
        ["auto", "cpsat"], ["auto", "exact", "cpsat"])
    assert compiled.refused([get(name) for name in names()]) == ["--engine exact on Exact cover, Sudoku"]
