"""The census (gridsat.puzzles.calendar.holes): the tilings of every choice of holes
counted in one search, against published per-date counts and against one
independent engine count per choice (blocked cells, no hole groups)."""

from __future__ import annotations

import time

import pytest

from gridsat.core.errors import PuzzleInputError
from gridsat.core.board import Board
from gridsat.core.placements import all_placements
from gridsat.core.polyomino import PieceSet, Polyomino
from gridsat.puzzles.calendar.holes import Census, count_by_holes
from gridsat.engines.exact_cover import TilingEngine
from gridsat.puzzles.calendar import builtin_editions

MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
REAL_DATES = {(MONTHS[m], str(d)) for m in range(12) for d in range(1, DAYS_IN_MONTH[m] + 1)}


def by_piece(board, pieces):
    out = {}
    for pl in all_placements(board, pieces):
        out.setdefault(pl.piece, []).append(pl.cells)
    return out


def edition(name):
    ed = builtin_editions()[name]
    counts = {p.name: n for p, n in ed.pieces.items}
    return ed.board.board.cells, by_piece(ed.board.board, ed.pieces), counts, ed.board.cell_of


def labelled(result, cell_of):
    """``{(label, ...): count}`` from a census keyed by cells."""
    label = {cell: name for name, cell in cell_of.items()}
    return {tuple(label[c] for c in key): n for key, n in result.items()}


def single_counts(cells, by, counts, cell_of, combos):
    """One engine count per combination, holes given as blocked cells."""
    engine = TilingEngine(cells, by, counts)
    return dict(zip(combos, engine.count_many([[cell_of[x] for x in combo] for combo in combos])))


def test_docstring_example():
    strip = [(0, 0), (0, 1), (0, 2)]
    got = count_by_holes(strip, {"D": [[(0, 0), (0, 1)], [(0, 1), (0, 2)]]}, hole_groups=[[(0, 0), (0, 2)]])
    assert got == ({((0, 0),): 1, ((0, 2),): 1}, True)


# -- dragonfjord: every month-day pair of the 12 x 31 grid -------------------
# published: total 24,405 over the 366 dates; Oct 6 = 7, Apr 6 = 8 (fewest),
# Jan 25 = 216 (most), Dec 25 = 92, Feb 29 = 64 (editions.txt facts and
# ../shared/data/calendar/dragonfjord_counts.json, whose 372 month-day pairs,
# non-dates like Feb 30 = 34 and Feb 31 = 77 included, add up to 25,061)
def test_dragonfjord_census():
    cells, by, counts, cell_of = edition("dragonfjord")
    groups = [[cell_of[m] for m in MONTHS], [cell_of[str(d)] for d in range(1, 32)]]
    result, complete = count_by_holes(cells, by, counts, groups)
    assert complete
    got = labelled(result, cell_of)
    assert len(got) == 372
    assert sum(got.values()) == 25061
    real = {k: v for k, v in got.items() if k in REAL_DATES}
    assert len(real) == 366 and sum(real.values()) == 24405
    assert (min(real.values()), max(real.values())) == (7, 216)
    for date, n in {("Oct", "6"): 7, ("Apr", "6"): 8, ("Jan", "25"): 216, ("Dec", "25"): 92, ("Feb", "29"): 64,
                    ("Feb", "30"): 34, ("Feb", "31"): 77}.items():
        assert got[date] == n, date
    sample = sorted(got)[::9]  # 42 pairs, non-dates among them
    assert single_counts(cells, by, counts, cell_of, sample) == {k: got[k] for k in sample}


# -- the weekday edition ------------------------------------------------------
# ../shared/data/calendar/weekday_counts_sample.json (and editions.txt: Apr 6 + Mon = 97)
WEEKDAY_PUBLISHED = {("Apr", "6", "Mon"): 97, ("Oct", "6", "Mon"): 173, ("Jan", "25", "Sat"): 2899,
                     ("Feb", "29", "Thu"): 4594, ("Dec", "25", "Wed"): 1374, ("Jun", "7", "Tue"): 10374}


@pytest.mark.parametrize("month, day", [
    pytest.param("Apr", "6", marks=pytest.mark.slow), ("Oct", "6"),  # the others take seconds each: slow set
    *[pytest.param(m, d, marks=pytest.mark.slow) for m, d in [("Jan", "25"), ("Feb", "29"), ("Dec", "25"), ("Jun", "7")]],
])
def test_weekday_census_of_one_date(month, day):
    cells, by, counts, cell_of = edition("weekday")
    groups = [[cell_of[month]], [cell_of[day]], [cell_of[w] for w in WEEKDAYS]]
    result, complete = count_by_holes(cells, by, counts, groups)
    got = labelled(result, cell_of)
    assert complete and len(got) == 7
    for key, n in WEEKDAY_PUBLISHED.items():
        if key[:2] == (month, day):
            assert got[key] == n
    assert single_counts(cells, by, counts, cell_of, sorted(got)) == got


@pytest.mark.slow
def test_weekday_census_of_every_combination():
    cells, by, counts, cell_of = edition("weekday")
    groups = [[cell_of[m] for m in MONTHS], [cell_of[str(d)] for d in range(1, 32)], [cell_of[w] for w in WEEKDAYS]]
    result, complete = count_by_holes(cells, by, counts, groups)
    got = labelled(result, cell_of)
    assert complete and len(got) == 12 * 31 * 7
    real = {k: v for k, v in got.items() if k[:2] in REAL_DATES}
    assert len(real) == 2562 and min(real.values()) > 0  # every combination solvable (editions.txt)
    assert sum(real.values()) == 4864096
    for key, n in WEEKDAY_PUBLISHED.items():
        assert got[key] == n
    sample = sorted(got)[::131]  # 20 combinations
    assert single_counts(cells, by, counts, cell_of, sample) == {k: got[k] for k in sample}


# -- every built-in edition: census = one count per date -------------------------
@pytest.mark.parametrize("name", [pytest.param(n, marks=pytest.mark.slow) if n == "weekday" else n  # 5 s; test_calendar_census
                                  for n in sorted(builtin_editions())])  # checks the weekday lines
def test_census_equals_single_date_counts(name):
    cells, by, counts, cell_of = edition(name)
    if "Mon" in cell_of:  # one date, every weekday (the whole census is in the slow set)
        groups = [[cell_of["Mar"]], [cell_of["14"]], [cell_of[w] for w in WEEKDAYS]]
    else:
        groups = [[cell_of[m] for m in MONTHS], [cell_of[str(d)] for d in range(1, 32)]]
    result, complete = count_by_holes(cells, by, counts, groups)
    assert complete
    got = labelled(result, cell_of)
    sample = sorted(got)[::25] if len(got) > 7 else sorted(got)
    assert single_counts(cells, by, counts, cell_of, sample) == {k: got[k] for k in sample}
    if "Mon" not in cell_of:  # every built-in date edition solves every date (editions.txt)
        assert min(n for k, n in got.items() if k in REAL_DATES) > 0


# -- a home-made design with filler cells ('*', always covered) --------------------
FILLER_ROWS = ["1 2 Jan * 3 4 Feb", "5 * 6 7 * Mar 8", "* 9 Apr 10 11 12 13", "May 14 * Jun 15 16 17",
               "18 19 Jul 20 21 22 23", "24 Aug 25 Sep 26 27 Oct", "28 29 Nov 30 Dec * 31"]
FILLER_PIECES = ["###/###/#..", "###/.##/..#", "####/.#../.#..", "###./.###", "####/##..", "###/##./.#.",
                 ".###/##..", "####/#..."]


def test_filler_design():
    # the design's figures as its maker published them: Nov 18 has exactly 2
    # tilings; the 12 x 31 month-day pairs have 16,813 in all, 16,223 on real
    # dates, fewest 2
    labels = {(r, c): tok for r, row in enumerate(FILLER_ROWS) for c, tok in enumerate(row.split())}
    cell_of = {tok: cell for cell, tok in labels.items() if tok != "*"}
    board = Board(7, 7, frozenset(labels), "filler")
    pieces = PieceSet.of([Polyomino.parse(f"P{i}", s) for i, s in enumerate(FILLER_PIECES)], "filler")
    assert board.area - pieces.area == 2
    by = by_piece(board, pieces)
    groups = [[cell_of[m] for m in MONTHS], [cell_of[str(d)] for d in range(1, 32)]]
    result, complete = count_by_holes(board.cells, by, None, groups)
    got = labelled(result, cell_of)
    assert complete and len(got) == 372
    assert got[("Nov", "18")] == 2
    assert sum(got.values()) == 16813
    assert sum(n for k, n in got.items() if k in REAL_DATES) == 16223
    assert min(got.values()) == 2
    sample = sorted(got)[::31] + [("Nov", "18")]
    assert single_counts(board.cells, by, {}, cell_of, sample) == {k: got[k] for k in sample}


# -- stopping, errors ---------------------------------------------------------------
def test_deadline_gives_an_incomplete_lower_bound():
    # a deadline already past: the threads look at the clock before their first step, so nothing is
    # searched (deterministic: the census once finished before looking and said complete)
    cells, by, counts, cell_of = edition("dragonfjord")
    groups = [[cell_of[m] for m in MONTHS], [cell_of[str(d)] for d in range(1, 32)]]
    for workers in (1, 2):
        result, complete = count_by_holes(cells, by, counts, groups, deadline=time.perf_counter(), workers=workers)
        assert complete is False
        assert len(result) == 372 and sum(result.values()) == 0


def test_ctrl_c_carries_the_partial_census():
    cells, by, counts, cell_of = edition("dragonfjord")
    groups = [[cell_of[m] for m in MONTHS], [cell_of[str(d)] for d in range(1, 32)]]

    def interrupt(found, done):
        raise KeyboardInterrupt

    census = Census(cells, by, counts, groups)
    with pytest.raises(KeyboardInterrupt) as info:
        census.run(on_progress=interrupt, budget=1000)
    partial, complete = info.value.partial
    assert complete is False and len(partial) == 372 and sum(partial.values()) <= 25061


@pytest.mark.parametrize("groups, message", [
    ([[]], "hole group 0 has no cells"),
    ([[(0, 0), (9, 9)]], r"hole group 0: cell \(9, 9\) is not a board cell"),
    ([[(0, 0), (0, 0)]], r"cell \(0, 0\) appears twice; hole groups must not overlap"),
    ([[(0, 0)], [(0, 1), (0, 0)]], r"cell \(0, 0\) appears in hole groups 0 and 1; hole groups must not overlap"),
])
def test_bad_hole_groups(groups, message):
    with pytest.raises(PuzzleInputError, match=message):
        Census([(0, 0), (0, 1), (0, 2)], {"D": [[(0, 1), (0, 2)]]}, None, groups)


def test_too_many_combinations():
    cells = [(0, c) for c in range(64)]
    groups = [[(0, c) for c in range(16 * i, 16 * i + 16)] for i in range(4)]  # 16**4 = 65,536 is fine
    Census(cells, {"M": [[c] for c in cells]}, {"M": 60}, groups)
    cells = [(r, c) for r in range(6) for c in range(10)]
    groups = [[(r, c) for c in range(10)] for r in range(6)]  # 10**6 = 1,000,000 is fine too
    Census(cells, {"M": [[c] for c in cells]}, {"M": 54}, groups)
    cells = [(r, c) for r in range(7) for c in range(9)]
    groups = [[(r, c) for c in range(9)] for r in range(7)]  # 9**7 = 4,782,969 is too many
    with pytest.raises(PuzzleInputError, match="the hole groups make 4,782,969 combinations; a census tallies at most"):
        Census(cells, {"M": [[c] for c in cells]}, {"M": 56}, groups)


@pytest.mark.parametrize("slots, pairs, log", [(64, 64, 16), (1 << 12, 1 << 12, 1 << 10)])
def test_small_memo_gives_the_same_census(monkeypatch, slots, pairs, log):
    # a memo that fills up (and is cleared) and a log that overflows (its
    # recordings dropped) change the work, never the counts
    from gridsat.puzzles.calendar import holes as census

    monkeypatch.setattr(census, "MEMO_SLOTS", slots)
    monkeypatch.setattr(census, "MEMO_PAIRS", pairs)
    monkeypatch.setattr(census, "MEMO_LOG", log)
    cells, by, counts, cell_of = edition("dragonfjord")
    groups = [[cell_of[m] for m in MONTHS], [cell_of[str(d)] for d in range(1, 32)]]
    got = labelled(count_by_holes(cells, by, counts, groups, workers=1)[0], cell_of)
    assert sum(got.values()) == 25061
    assert (got[("Jan", "25")], got[("Oct", "6")], got[("Feb", "31")]) == (216, 7, 77)


def test_census_without_memo(monkeypatch):
    cells, by, counts, cell_of = edition("dragonfjord")
    groups = [[cell_of["Oct"], cell_of["Apr"]], [cell_of["6"]]]
    census = Census(cells, by, counts, groups)
    census.memo_left = 0  # no memo
    assert census.memo_table() is None
    got = labelled(census.run(workers=1)[0], cell_of)
    assert got == {("Oct", "6"): 7, ("Apr", "6"): 8}


def test_edition_census_by_labels():
    from gridsat.puzzles.calendar.census import edition_census, is_real_date

    got, complete = edition_census(builtin_editions()["dragonfjord"])
    assert complete and len(got) == 372
    assert sum(n for (m, d), n in got.items() if is_real_date(m, d)) == 24405
    assert (got[("Jan", "25")], got[("Feb", "29")], got[("Feb", "30")]) == (216, 64, 34)
    assert not is_real_date("Feb", "30") and is_real_date("Feb", "29") and not is_real_date("Apr", "31")
    # face up (turns only): the census equals one face-up count per date
    up, complete = edition_census(builtin_editions()["dragonfjord"], one_sided=True)
    ed = builtin_editions()["dragonfjord"]
    by = {}
    for pl in all_placements(ed.board.board, ed.pieces, False):
        by.setdefault(pl.piece, []).append(pl.cells)
    sample = sorted(up)[::37]
    engine = TilingEngine(ed.board.board.cells, by)
    assert engine.count_many([[ed.board.cell_of[x] for x in k] for k in sample]) == [up[k] for k in sample]
    assert complete and sum(up.values()) < sum(got.values())


def test_no_tiling_at_all_is_a_complete_census_of_zeros():
    # a 1x4 strip and one domino, counted by hand: the two holes must leave
    # two neighbouring cells for it
    cells = [(0, c) for c in range(4)]
    dominoes = {"D": [[(0, c), (0, c + 1)] for c in range(3)]}
    got, complete = count_by_holes(cells, dominoes, None, [[(0, 0), (0, 3)], [(0, 1), (0, 2)]])
    assert complete
    assert got == {((0, 0), (0, 1)): 1, ((0, 0), (0, 2)): 0, ((0, 3), (0, 1)): 0, ((0, 3), (0, 2)): 1}
    got, complete = count_by_holes(cells, {"D": [[(0, 1), (0, 2)]]}, None, [[(0, 0)], [(0, 3)]])
    assert (got, complete) == ({((0, 0), (0, 3)): 1}, True)
    got, complete = count_by_holes(cells, {"D": [[(0, 0), (0, 1)]]}, None, [[(0, 2)], [(0, 3)]])
    assert (got, complete) == ({((0, 2), (0, 3)): 1}, True)
    # the only domino placement needs a cell of the first hole group: no tiling at all
    got, complete = count_by_holes(cells, {"D": [[(0, 0), (0, 1)]]}, None, [[(0, 0), (0, 1)], [(0, 3)]])
    assert (got, complete) == ({((0, 0), (0, 3)): 0, ((0, 1), (0, 3)): 0}, True)


def test_a_worker_error_reaches_the_caller(monkeypatch):
    from gridsat.engines.exact_cover import Search

    def broken(self, budget=0):
        raise RuntimeError("kernel failure")

    monkeypatch.setattr(Search, "step", broken)
    cells, by, counts, cell_of = edition("dragonfjord")
    with pytest.raises(RuntimeError, match="kernel failure"):
        count_by_holes(cells, by, counts, [[cell_of["Oct"]], [cell_of["6"]]], workers=2)
