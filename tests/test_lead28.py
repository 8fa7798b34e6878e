"""The lead's changes of the sixth session of 2026-12-05, each kept as a test."""

from __future__ import annotations

import pytest

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
        "--engine search on Star Battle, Light Up, Heyawake, Norinori, LITS, Slitherlink, Masyu, Hitori, Yajilin, Country Road"]
    pack = kind_entry("pack")
    assert (pack["engines"], pack["explains"], pack["distinct"]) == (["auto", "cpsat"], False, False)
    monkeypatch.setattr(compiled, "present", lambda module: module != "gridsat.engines._cover")
    assert (kind_entry("sudoku")["engines"], kind_entry("pack")["engines"]) == (
        ["auto", "cpsat"], ["auto", "exact", "cpsat"])
    assert compiled.refused([get(name) for name in names()]) == ["--engine exact on Exact cover, Sudoku"]


NURIKABE = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"


def test_advice_to_use_hint_names_the_puzzle_given(run_cli, tmp_path):
    """``gridsat nurikabe URL --hint`` was pointed at ``gridsat hint PUZZLE``: the URL it had just given is
    written in; a file with its kind (a grid without its kind's line is read by the kind's command, not by hint);
    an option's value is no puzzle, and a genre gridsat does not solve keeps PUZZLE."""
    said = "gridsat: error: No such option: --hint; the next step and why: gridsat hint"
    assert run_cli("nurikabe", NURIKABE, "--hint") == (2, "", f"{said} '{NURIKABE}' (see 'gridsat nurikabe --help')\n")
    grid = tmp_path / "my grid.txt"
    grid.write_text(". 5 . . .\n. . 2 . .\n. . . . .\n. . 1 . .\n. . . 3 .\n")  # NURIKABE without its line
    assert run_cli("nurikabe", "-t", "5", str(grid), "--hint")[2] == (
        f"{said} '{grid}' --kind nurikabe (see 'gridsat nurikabe --help')\n")
    assert run_cli("hint", str(grid), "--kind", "nurikabe")[0] == 0  # the advice works
    assert run_cli("nurikabe", "--png", str(grid), "--hint")[2] == f"{said} PUZZLE (see 'gridsat nurikabe --help')\n"
    assert run_cli("solve", "https://puzz.link/p?kusabi/4/4/11141423", "--hint")[2] == (
        f"{said} PUZZLE (see 'gridsat solve --help')\n")


@pytest.mark.slow
def test_a_time_limited_count_keeps_the_answers_asked_for():
    """``--count -n 3 -t 1.5`` on an empty 12x12 Light Up (two helpers of the sixty-sixth pass found it) kept 1 of
    the 3 answers asked for, "the time limit left room to check and show no more": the count went on to the
    deadline.  A count keeping more than one now keeps back time to check and show them, as a listing does."""
    from gridsat.core.options import SolverOptions

    puzzle = get("lightup").parse("lightup\n" + "\n".join([" ".join("." * 12)] * 12) + "\n")
    counted = puzzle.count(keep=3, options=SolverOptions(time_limit=1.5))
    assert (counted.complete, len(counted.solutions), len(set(map(str, counted.solutions)))) == (False, 3, 3)
    assert counted.count > 3 and counted.violations() == []


def test_masyu_pearls_typed_as_gridsat_draws_them_are_read():
    """A Masyu grid typed with the ``○``/``●`` pearls gridsat's own drawings show was refused, "clue '○' is not a
    pearl W or B" (the sixty-sixth pass's newcomer noticed it)."""
    text = "masyu\n. . W . . .\n. B . . W .\n. . . . . .\n. . . B . .\n. W . . . .\n. . . . . .\n"
    drawn = get("masyu").parse(text.replace("W", "○").replace("B", "●"))
    assert drawn.clues == get("masyu").parse(text).clues and drawn.clues[1][1] == "B"
    assert (drawn.count().count, drawn.count().complete) == (1, True)
