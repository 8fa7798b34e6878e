"""The calendar designer's tools: piece libraries, the design space and its
search (against a census of every design, one by one), resuming after a kill,
the census heat map and its median, the label and filler search."""

from __future__ import annotations

import json

import numpy as np
import pytest

from gridsat.core.errors import PuzzleInputError
from gridsat.core.polyomino import hexominoes, one_sided, pentominoes, polyomino_shapes
from gridsat.puzzles.calendar import builtin_editions
from gridsat.puzzles.calendar.census import edition_census, run_census
from gridsat.puzzles.calendar.design import (design_edition, rank, rank_key, search_designs, verify_design)
from gridsat.puzzles.calendar.design_eval import distribution
from gridsat.puzzles.calendar.design_space import DesignSpace, brute_force_designs
from gridsat.puzzles.calendar.library import load_board, load_library

# the dragonfjord pieces, the H hexomino of creamakerspace and T5 (editions.txt shapes)
LIBRARY = """O6: ###/###
H6: #.#/###/#..
U5: #.#/###
V5: #../#../###
Z5: ##./.#./.##
L5: #.../####
N5: .###/##..
Y5: ..#./####
P5: ##/##/#.
T5: ###/.#./.#.
"""
DRAGONFJORD = "O6 U5 V5 Z5 L5 N5 Y5 P5"


@pytest.fixture(scope="module")
def small(tmp_path_factory):
    """The 16 designs of 8 pieces from LIBRARY, searched once (jobs=1) into a file."""
    folder = tmp_path_factory.mktemp("design")
    lib = folder / "lib.txt"
    lib.write_text(LIBRARY)
    out = folder / "small.jsonl"
    result = search_designs("dragonfjord", str(lib), 8, out=out, jobs=1, verify=1)
    return lib, out, result


def test_polyomino_counts_are_the_known_ones():
    # OEIS A000105 (free) and A000988 (one-sided)
    assert [len(polyomino_shapes(n)) for n in range(1, 8)] == [1, 1, 2, 5, 12, 35, 108]
    assert [len(polyomino_shapes(n, False)) for n in range(1, 8)] == [1, 1, 2, 7, 18, 60, 196]
    assert len(one_sided(pentominoes()).items) == 18
    assert len(hexominoes().items) == 35 and hexominoes().area == 210
    with pytest.raises(PuzzleInputError, match=r"^polyomino size must be 1\.\.9, got 10$"):
        polyomino_shapes(10)


def test_libraries_and_boards():
    lib = load_library("pentominoes+hexominoes")
    assert len(lib.pieces) == 47 and not lib.one_sided
    assert [p.name for p in lib.pieces.pieces[:3]] == ["F5", "I5", "L5"]
    assert len(load_library("pentominoes-one-sided").pieces) == 18
    with pytest.raises(PuzzleInputError, match="mixes free and one-sided sets; use one kind"):
        load_library("pentominoes+hexominoes-one-sided")
    with pytest.raises(PuzzleInputError, match="unknown piece library 'octominoes'"):
        load_library("octominoes")
    assert load_board("dragonfjord").name == "standard"
    assert load_board("weekday").weekdays


def test_board_file_with_only_a_board(tmp_path):
    f = tmp_path / "b.txt"
    rows = ["Jan Feb Mar Apr May Jun .", "Jul Aug Sep Oct Nov Dec .", "1 2 3 4 5 6 7", "8 9 10 11 12 13 14",
            "15 16 17 18 19 20 21", "22 23 24 25 26 27 28", "29 30 31 . . . ."]
    f.write_text("# a board file: no pieces, no editions\n[board mine]\n" + "\n".join(rows) + "\n")
    board = load_board(str(f))
    assert board.name == "mine" and board.board.area == 43
    (tmp_path / "none.txt").write_text("[pieces]\nO6: ###/###\n")
    with pytest.raises(PuzzleInputError, match=r"^none.txt: no \[board NAME\] section$"):
        load_board(str(tmp_path / "none.txt"))


def test_design_space_counts_and_brute_force(tmp_path):
    board = load_board("dragonfjord")
    space = DesignSpace(board, load_library("pentominoes+hexominoes"), 8)
    assert space.total == 27720 == 35 * 792  # one hexomino, 7 of the 12 pentominoes
    assert DesignSpace(board, load_library("pentominoes+hexominoes"), 7).total == 12 * 1623160  # C(35, 6)
    # a library with copies: the tree's designs are exactly the brute-force multisets
    f = tmp_path / "copies.txt"
    f.write_text("O6*2: ###/###\nU5: #.#/###\nV5*3: #../#../###\nP5*2: ##/##/#.\nI4*2: ####\nO4: ##/##\n")
    space = DesignSpace(board, load_library(str(f)), 8)
    tree = sorted(tuple(sorted(d)) for comp, pre in space.chunks for d in space.designs(comp, pre))
    assert tree == brute_force_designs(space) and len(tree) == space.total > 0


def test_design_space_bounds(tmp_path, monkeypatch):
    board = load_board("dragonfjord")
    lib = load_library("pentominoes")
    with pytest.raises(PuzzleInputError, match=r"^k must be 1\.\.16 pieces, got 17$"):  # (Python: no --choose)
        DesignSpace(board, lib, 17)
    with pytest.raises(PuzzleInputError, match=r"^no 7 pieces of library pentominoes \(12 of size 5\) cover 41 cells"):
        DesignSpace(board, lib, 7)
    import gridsat.puzzles.calendar.design_space as ds

    monkeypatch.setattr(ds, "MAX_DESIGNS", 1000)
    with pytest.raises(PuzzleInputError, match=r"^27,720 designs of 8 pieces from pentominoes\+hexominoes; a search "
                                               r"takes at most 1,000"):
        DesignSpace(board, load_library("pentominoes+hexominoes"), 8)


@pytest.mark.slow  # 2.5-10 s; a cheaper test of the same behaviour stays in the default run
def test_search_matches_a_census_of_every_design(small):
    lib, _, result = small
    library = load_library(str(lib))
    space = DesignSpace(load_board("dragonfjord"), library, 8)
    assert result.complete and space.total == 16 == result.designs_done
    brute = {}
    for design in brute_force_designs(space):
        names = [library.pieces.items[i][0].name for i in design]
        counts, complete = edition_census(design_edition("dragonfjord", library, names), workers=1)
        assert complete
        brute[" ".join(sorted(names))] = distribution(counts)
    found = {" ".join(sorted(d["design"].split())): d for d in result.designs}
    for key, stats in brute.items():
        if key in found:  # censused: the same statistics
            assert {k: found[key][k] for k in stats} == stats
        else:  # ruled out without a census: it really has a date without a tiling
            assert stats["unsolvable"] > 0
    assert len(found) + result.ruled_out == 16
    # the original: 7 tilings on Oct 6, 24,405 over the year (editions.txt facts)
    orig = found[" ".join(sorted(DRAGONFJORD.split()))]
    assert orig["fewest"] == {"count": 7, "dates": ["10-06"]} and orig["total"] == 24405 and orig["all_solvable"]
    for objective in ("most-fewest", "fewest-fewest", "even"):
        best = min(({"design": k, **v} for k, v in brute.items()), key=rank_key(objective))
        assert best["all_solvable"]
        assert " ".join(sorted(rank(result.designs, objective, 1)[0]["design"].split())) == best["design"]
    assert result.best[0]["verified"] == {"dates": 366, "unsolvable": [], "violations": []}


@pytest.mark.slow  # (2.9 s of the default run, sitting 14: the slow set runs it)
def test_resume_after_a_kill(small, tmp_path):
    lib, full, result = small
    lines = full.read_bytes().splitlines(keepends=True)
    killed = tmp_path / "killed.jsonl"
    killed.write_bytes(b"".join(lines[: len(lines) // 2]) + lines[len(lines) // 2][:25])  # a half-written line
    again = search_designs("dragonfjord", str(lib), 8, out=killed, jobs=2, verify=0)
    assert 0 < again.resumed < len(DesignSpace(load_board("dragonfjord"), load_library(str(lib)), 8).chunks)
    assert again.complete and again.designs_done == 16 and again.ruled_out == result.ruled_out

    def keyed(path):
        recs = [json.loads(x) for x in path.read_text().splitlines()]
        return {(r["record"], r.get("chunk") if r["record"] == "chunk" else r.get("design")): r for r in recs}, len(recs)

    before, n_before = keyed(full)
    after, n_after = keyed(killed)
    assert n_after == len(after) == n_before  # one line per key, nothing lost, nothing twice
    drop = ("seconds", "kills", "by_relaxation", "ruled_out", "censused")
    assert {k: {f: v for f, v in r.items() if f not in drop} for k, r in after.items()} == \
           {k: {f: v for f, v in r.items() if f not in drop} for k, r in before.items()}
    with pytest.raises(PuzzleInputError, match="belongs to another search"):
        search_designs("dragonfjord", "pentominoes+hexominoes", 8, out=killed, jobs=1, time_limit=1)


def test_census_json_gains_the_median():
    data = run_census(builtin_editions()["dragonfjord"]).to_json()
    assert data["fewest"] == {"count": 7, "dates": ["10-06"]}
    assert data["most"] == {"count": 216, "dates": ["01-25"]} and data["total"] == 24405
    values = sorted(n for n in run_census(builtin_editions()["dragonfjord"]).real.values())
    assert data["median"]["count"] == values[(len(values) - 1) // 2] == 59
    assert len(data["median"]["dates"]) >= 1


def test_heat_map_marks_every_impossible_date():
    from matplotlib.patches import Rectangle

    from gridsat.puzzles.calendar.draw_census import ZERO, census_board_figure

    ed = builtin_editions()["dragonfjord"]
    report = run_census(ed, one_sided=True)  # face-up: 72 dates without a solution (docs/calendar.md)
    fig = census_board_figure(report, ed.board)
    boards = [ax for ax in fig.axes if ax.get_title() in ("Jan", "Oct")]
    assert len(boards) == 2 and len(fig.axes) == 13  # 12 boards and the colour bar
    from matplotlib.colors import to_hex

    red = sum(1 for ax in fig.axes for p in ax.patches
              if isinstance(p, Rectangle) and to_hex(p.get_facecolor()) == ZERO)
    assert red == len(report.unsolvable()) == 72
    assert "no solution on 72" in fig._suptitle.get_text()


def test_verify_design_checks_every_date():
    assert verify_design("dragonfjord", load_library("pentominoes+hexominoes"),
                         "H02 U5 V5 Z5 L5 N5 Y5 P5".split()) == {"dates": 366, "unsolvable": [], "violations": []}
    with pytest.raises(PuzzleInputError, match="piece O6 is not in library pentominoes"):
        design_edition("dragonfjord", "pentominoes", ["O6"])


def test_pair_table_matches_one_count_per_pair():
    from itertools import combinations

    from gridsat.core.board import Board
    from gridsat.core.placements import all_placements
    from gridsat.core.polyomino import PieceSet
    from gridsat.engines.exact_cover import TilingEngine
    from gridsat.puzzles.calendar.layout import pair_table

    board = Board.rectangle(3, 4)
    pieces = PieceSet.of([pentominoes()["L"], pentominoes()["P"]])
    by: dict = {}
    for pl in all_placements(board, pieces):
        by.setdefault(pl.piece, []).append(pl.cells)
    table, cells, complete = pair_table(board.cells, by, workers=1)
    engine = TilingEngine(board.cells, by)
    assert complete and cells == sorted(board.cells)
    for i, j in combinations(range(len(cells)), 2):
        assert table[i, j] == table[j, i] == engine.count([cells[i], cells[j]])[0]
    assert table.sum() > 0 and not table.diagonal().any()


def test_filler_choice_is_the_brute_force_best():
    from itertools import combinations

    from gridsat.puzzles.calendar.layout import LayoutScorer, _every_filler_choice
    from gridsat.puzzles.calendar.rules import days_in

    rng = np.random.default_rng(7)
    n = 45  # 43 labels and 2 filler cells
    table = rng.integers(0, 40, (n, n))
    table = np.triu(table, 1) + np.triu(table, 1).T
    order = list(range(43))  # labels in reading order: Jan..Dec, 1..31
    brute: dict = {"most-fewest": [], "fewest-fewest": [], "even": []}
    for fillers in combinations(range(n), 2):
        free = [i for i in range(n) if i not in fillers]
        counts = [int(table[free[m], free[12 + d]]) for m in range(12) for d in range(31) if d + 1 <= days_in(m + 1)]
        zeros, mean = counts.count(0), sum(counts) / len(counts)
        cv = (sum((c - mean) ** 2 for c in counts) / len(counts)) ** 0.5 / mean
        brute["most-fewest"].append((-zeros, min(counts), sum(counts)))
        brute["fewest-fewest"].append((-zeros, -min(counts), -sum(counts)))
        brute["even"].append((-zeros, -round(cv, 9), min(counts)))
    for objective, keys in brute.items():
        scorer = LayoutScorer(table, objective)
        best = _every_filler_choice(scorer, list(range(n)), None, order, 2, None)
        assert scorer.score(best) == max(keys)


@pytest.mark.slow
def test_label_search_beats_the_original_layout(tmp_path):
    from gridsat.puzzles.calendar.layout import edition_pair_table, search_layouts

    ed = builtin_editions()["dragonfjord"]
    table, cells, complete = edition_pair_table(ed)
    assert complete and table.sum() // 2 == 59787  # editions.txt: 59,787 tilings over all 903 pairs of cells
    out = tmp_path / "labels.jsonl"
    first = search_layouts(ed, restarts=2, steps=3000, out=out)
    again = search_layouts(ed, restarts=3, steps=3000, out=out)  # resumes: restarts 0 and 1 are in the file
    assert first["layouts"] == 2 and again["layouts"] == 3 and len(out.read_text().splitlines()) == 4
    best = again["best"]
    assert best["all_solvable"] and best["fewest"]["count"] > 7  # the original layout's fewest is 7
    assert best["verified"] == {"dates": 366, "unsolvable": [], "violations": []}


@pytest.mark.slow
def test_dask_cluster_gives_the_same_designs(small, tmp_path):
    distributed = pytest.importorskip("dask.distributed", reason="dask[distributed] is not installed")
    lib, _, result = small
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, host="127.0.0.1", dashboard_address=None,
                                  processes=True) as cluster:
        again = search_designs("dragonfjord", str(lib), 8, out=tmp_path / "dask.jsonl",
                               dask=cluster.scheduler_address, verify=0)
    assert again.complete and again.ruled_out == result.ruled_out
    assert sorted(d["design"] for d in again.designs) == sorted(d["design"] for d in result.designs)
