"""The eighty-sixth hostile pass, part D: exact cover with colours, and gridsat without its compiled engines."""

from __future__ import annotations

import pytest

from gridsat.puzzles.cover.problem import CoverProblem


@pytest.mark.parametrize("engine", ["exact", "cpsat"])
def test_a_cover_problem_colouring_whole_number_items_solves_on_every_engine(engine):
    """A CoverProblem built in Python with whole-number items and colours: CP-SAT counted its 3 covers, the exact
    engine refused it with "option 0: item '2' has a colour (2:1), so it must be a secondary item" (its colour
    reached the engine as the string "2:1", naming the string item '2')."""
    problem = CoverProblem(primary=(0, 1), secondary=(2,), options=((0, 2), (0, 2), (1, 2), (1, 2), (0, 1)),
                           colours=((None, "R"), (None, "G"), (None, "R"), (None, "G"), (None, None)))
    counted = problem.count(keep=None, engine=engine)
    assert (counted.count, counted.complete) == (3, True)
    assert sorted(counted.solutions) == [[0, 2], [1, 3], [4]]
    assert problem.uniqueness(engine=engine).uniqueness.value == "not_unique"



def test_the_remedy_for_a_missing_engine_says_to_bypass_pips_cache(monkeypatch):
    """pip keeps the wheel it built without a C compiler: "Reinstall with a C compiler to get it" installed that
    cached wheel again (`compiled engines: none`, tried with --find-links and a compiler present); pip builds anew
    only with --no-cache-dir."""
    from gridsat.core import compiled

    monkeypatch.setattr(compiled, "present", lambda module: False)
    with pytest.raises(compiled.PuzzleInputError) as err:
        compiled.require("gridsat.engines._cover", "--engine exact")
    assert str(err.value) == (
        "--engine exact needs the compiled exact-cover (Algorithm X) engine, which is not installed (no C compiler at "
        "install time, or GRIDSAT_NO_EXTENSIONS=1). Reinstall with a C compiler and pip's --no-cache-dir to get it "
        "(pip reuses a wheel it built without one).")


def test_count_covers_and_covers_without_the_compiled_search_answer_on_cp_sat(monkeypatch, capsys):
    """Without a C compiler gridsat.count_covers and gridsat.covers were refused ("count_covers needs the compiled
    exact-cover (Algorithm X) engine") while `gridsat cover --count` counted the same problem on CP-SAT; now they
    answer on CP-SAT (colours, whole-number items, reordered options and refusals as the compiled search has them)."""
    import gridsat
    from gridsat.core import compiled

    monkeypatch.setattr(compiled, "present", lambda module: False)
    monkeypatch.setattr(compiled, "_noticed", set())  # the notice comes once a process
    toy = [["p", "q", "x", "y:A"], ["p", "r", "x:A", "y"], ["p", "x:B"], ["q", "x:A"], ["r", "y:B"]]
    assert list(gridsat.covers(toy, secondary=["x", "y"])) == [[1, 3]]  # Knuth, TAOCP 7.2.2.1 (49)
    assert gridsat.count_covers([[1, "x:R"], [2, "x:R"], [1, 2]], secondary=["x"]) == 2
    rooks = [[f"r{i}", f"c{j}"] for i in range(5) for j in range(5)]
    assert gridsat.count_covers(rooks) == 120
    # over 64 options: the compiled search's reading reorders them (here reversed); covers name the caller's
    reordered = [["a", f"s{69 - k}"] if k != 5 else ["a", "b", "s64"] for k in range(70)] + [["b"]]
    covers = sorted(gridsat.covers(reordered, secondary=[f"s{k}" for k in range(70)]))
    assert len(covers) == 70 and [5] in covers and [4, 70] in covers
    assert capsys.readouterr().err.count("not installed") == 1
    with pytest.raises(gridsat.PuzzleInputError) as err:
        gridsat.count_covers([["a", "a"]])
    assert str(err.value) == "option 0 lists item 'a' twice"


def test_count_covers_on_cp_sat_cut_by_ctrl_c_raises_rather_than_returning_a_part(monkeypatch):
    """The CP-SAT count keeps what it found when Ctrl-C stops it (complete False); count_covers returning that
    number would be a count cut short given as the count, so it raises KeyboardInterrupt, as the compiled search."""
    import gridsat
    from gridsat.core import compiled
    from gridsat.puzzles.cover.problem import CoverProblem

    monkeypatch.setattr(compiled, "present", lambda module: False)
    monkeypatch.setattr(CoverProblem, "count", lambda self, *a, **kw: type("R", (), {
        "interrupted": True, "complete": False, "count": 3, "solutions": []})())
    with pytest.raises(KeyboardInterrupt):
        gridsat.count_covers([["a"], ["a"]])


def test_a_secondary_only_item_line_then_a_coloured_option_says_why_the_item_is_primary(run_cli, tmp_path):
    """'| s0' (secondary items alone) is a comment, so the first option 's0' was read as the item line and a later
    's0:A' was told only "primary item 's0' has a colour (s0:A); only secondary items (after '|' on the item line)
    take colours", though the file put s0 after '|'; now it says why, as the unknown-item message does."""
    path = tmp_path / "p.dlx"
    path.write_text(" | s0\ns0\ns0\ns0:A\n")
    code, out, err = run_cli("cover", str(path))
    assert (code, out) == (2, "")
    assert err == (f"gridsat: error: {path.name}: line 4: primary item 's0' has a colour (s0:A); only secondary items "
                   "(after '|' on the item line) take colours; line 1 starts with '|', so it is a comment, not the "
                   "item line: name at least one primary item before '|' (with secondary items alone the only cover "
                   "is the empty one: an option without a primary item is never chosen)\n")


def test_a_kind_without_hints_names_only_kinds_whose_hints_are_installed(run_cli, monkeypatch):
    """Without the compiled engines `gridsat hint` on an exact cover named "kinds with them: pack, calendar,
    dominofit, yinyang, nurikabe, hitori", though pack, calendar and yinyang hints are refused there."""
    from gridsat.core import compiled

    code, _, err = run_cli("hint", "examples/xcc-toy.dlx")
    assert err.endswith(f"(kinds with them: {', '.join(_explaining())})\n") and "pack, calendar" in err
    monkeypatch.setattr(compiled, "present", lambda module: False)
    code, _, err = run_cli("hint", "examples/xcc-toy.dlx")
    assert (code, err) == (2, "gridsat: error: Exact cover has no hints or grades yet (kinds with them: "
                              f"{', '.join(_without_compiler())})\n")


def test_formats_and_a_headerless_grid_name_only_kinds_whose_hints_are_installed(run_cli, monkeypatch):
    """The siblings of the list above: `formats --json` said `"hints": true` for pack, calendar and yinyang, and
    `gridsat hint` on a Heyawake named them among "kinds with them", where a missing engine refuses their hints."""
    import json

    from gridsat.core import compiled

    monkeypatch.setattr(compiled, "present", lambda module: False)
    code, out, _ = run_cli("formats", "--json")
    assert [name for name, entry in json.loads(out).items() if entry["hints"]] == _without_compiler()
    code, _, err = run_cli("statuepark", "--hint")  # (LITS until it had hints: feature 88)
    assert (code, err) == (2, "gridsat: error: No such option: --hint; Statue Park has no hints, grades or position "
                              f"checks yet (kinds with them: {', '.join(_without_compiler())}) (see 'gridsat statuepark "
                              "--help')\n")


def _explaining() -> list:
    from gridsat.puzzles.kinds import get, names

    return [n for n in names() if get(n).explains]


def _without_compiler() -> list:
    """The kinds whose hints need no compiled engine: Domino Fit's and the shading genres' (pack, calendar and
    Yin-Yang hint on theirs)."""
    from gridsat.puzzles.kinds import get

    having = [n for n in _explaining() if "explains" not in get(n).compiled]
    assert {"dominofit", "nurikabe", "hitori"} <= set(having) and not {"pack", "calendar", "yinyang"} & set(having)
    return having
