"""Calendar puzzle: editions, dates, published counts, the checker, placing, hints, years."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest

from gridsat.core.errors import PuzzleInputError
from gridsat.core.placements import Placement, piece_placements
from gridsat.core.polyomino import normalise
from gridsat.core.options import SolverOptions
from gridsat.core.status import Status
from gridsat.puzzles.calendar import (CalendarDate, CalendarPuzzle, builtin_editions, calendar_violations,
                                      load_edition, make_calendar, parse_place, solve_calendar, solve_year,
                                      verify_edition, year_dates)

DATA = Path(__file__).parent / "data" / "calendar"
FACTS = json.loads((DATA / "published_counts.json").read_text())


def count(date, edition="dragonfjord", engine="auto", **kw):
    return make_calendar(date, edition, **kw).count(engine=engine, keep=None)


# -- editions -------------------------------------------------------------
def test_builtin_editions_boards_and_pieces():
    eds = builtin_editions()
    assert list(eds) == ["dragonfjord", "jarringwords", "creamakerspace", "tetromino", "weekday"]
    assert [len(e.pieces) for e in eds.values()] == [8, 8, 8, 9, 10]
    assert [e.board.board.area for e in eds.values()] == [43, 43, 43, 43, 50]
    assert [e.board.weekdays for e in eds.values()] == [False, False, False, False, True]
    assert " ".join(p.name for p in eds["dragonfjord"].pieces.pieces) == "O6 U5 V5 Z5 L5 N5 Y5 P5"
    std = eds["dragonfjord"].board
    assert std.cell_of["Jan"] == (0, 0) and std.cell_of["Dec"] == (1, 5)
    assert std.cell_of["1"] == (2, 0) and std.cell_of["31"] == (6, 2)
    assert eds["tetromino"].board.cell_of["29"] == (6, 4)
    assert eds["weekday"].board.cell_of["Sun"] == (6, 3) and eds["weekday"].board.cell_of["Sat"] == (7, 6)


def test_published_placement_counts_on_the_empty_dragonfjord_board():
    ed = load_edition("dragonfjord")
    got = {p.name: len(piece_placements(ed.board.board, p)) for p in ed.pieces.pieces}
    assert got == FACTS["dragonfjord_placements_empty_board"]


@pytest.mark.parametrize("name", ["dragonfjord", "jarringwords", "creamakerspace", "tetromino", "weekday"])
def test_every_builtin_edition_solves_a_date(name):
    r = solve_calendar("2026-10-06", name)
    assert r.status is Status.SOLVED and r.violations() == []
    assert set(r.puzzle.uncovered) == ({"Oct", "6", "Tue"} if name == "weekday" else {"Oct", "6"})


# -- published counts -------------------------------------------------------
@pytest.mark.parametrize("day", sorted(FACTS["dragonfjord"]))
def test_published_dragonfjord_counts(day):
    found = count(day)
    assert (found.count, found.complete) == (FACTS["dragonfjord"][day], True)
    assert len(found.solutions) == found.count and found.violations() == []


@pytest.mark.parametrize("day", ["10-06", "04-06", "02-29"])
def test_cpsat_agrees_with_exact_cover(day):
    a, b = count(day, engine="cpsat"), count(day, engine="exact")
    assert a.count == b.count == FACTS["dragonfjord"][day]
    as_set = lambda f: {frozenset((p.piece, p.cells) for p in r) for r in f.solutions}  # noqa: E731
    assert as_set(a) == as_set(b)


def test_published_weekday_count_apr_6_monday():
    found = count("2026-04-06", "weekday")  # 6 April 2026 is a Monday
    assert found.puzzle.date.weekday == 0
    assert (found.count, found.complete) == (FACTS["weekday"]["04-06-Mon"], True)


def test_published_weekday_count_with_weekday_override():
    found = make_calendar("10-06", "weekday", weekday="Mon").count()
    assert (found.count, found.complete) == (FACTS["weekday"]["10-06-Mon"], True)


def test_time_limit_stops_a_count_honestly():
    puzzle = make_calendar("06-07", "weekday", weekday="Tue")  # 10,374 solutions: ~1 s to count (0.02 s allowed)
    found = puzzle.count(options=SolverOptions(time_limit=0.02))
    assert found.complete is False and 0 <= found.count < FACTS["weekday"]["06-07-Tue"]
    assert found.status in (Status.SOLVED, Status.UNKNOWN)


def test_published_weekday_count_june_7_tuesday():
    found = make_calendar("06-07", "weekday", weekday="Tue").count()
    assert (found.count, found.complete) == (FACTS["weekday"]["06-07-Tue"], True)


def test_weekday_override_moves_the_uncovered_cell():
    with pytest.warns(UserWarning, match="2026-04-06 is a Mon; leaving Thu uncovered as asked"):
        p = make_calendar("2026-04-06", "weekday", weekday="Thu")
    assert p.uncovered == {"Apr": (0, 3), "6": (2, 5), "Thu": (7, 4)}
    assert p.solve().violations() == []


def test_face_up_solutions_are_the_unflipped_ones():
    # derived independently: of all 7 Oct-6 tilings, those whose every piece is a rotation
    everything = count("10-06").solutions
    ed = load_edition("dragonfjord")
    unflipped = [r for r in everything
                 if all(ed.pieces[pl.piece].is_orientation(pl.cells, flip=False) for pl in r)]
    face_up = count("10-06", one_sided=True)
    assert face_up.count == len(unflipped)
    assert {frozenset((p.piece, p.cells) for p in r) for r in face_up.solutions} == \
           {frozenset((p.piece, p.cells) for p in r) for r in unflipped}


def test_limits_and_time_limit_are_honest():
    some = make_calendar("01-25").count(limit=5, keep=2)
    assert (some.count, some.complete, len(some.solutions)) == (5, False, 2)
    listed = make_calendar("10-06").solutions(10)
    assert (len(listed.solutions), listed.complete, listed.count) == (7, True, None)


# -- the checker ------------------------------------------------------------
def solved(date="2026-10-06", edition="dragonfjord"):
    r = solve_calendar(date, edition)
    assert r.status is Status.SOLVED
    return r


def test_checker_rejects_covering_the_date():
    r = solved()
    # the same tiling read as 7 October: it covers the 7 cell and leaves the 6 cell empty
    other = make_calendar("2026-10-07")
    problems = calendar_violations(other, r.placements)
    assert any("covers the 7 cell r3c7, which must stay uncovered on Wed 7 Oct 2026" in p for p in problems)
    assert any(p.startswith("1 cell is not covered (first") for p in problems)


def test_checker_rejects_missing_piece_overlap_and_mirror():
    r = solved()
    assert any("piece P5 is used 0 times, expected 1" in p for p in calendar_violations(r.puzzle, r.placements[:-1]))
    moved = list(r.placements)
    moved[0] = Placement(moved[0].piece, 0, moved[1].cells)
    assert any("is covered by both" in p for p in calendar_violations(r.puzzle, moved))
    face_up = make_calendar("2026-10-06", one_sided=True)
    flipped = [t for t in count("10-06").solutions if any(
        not load_edition("dragonfjord").pieces[x.piece].is_orientation(x.cells, flip=False) for x in t)]
    assert flipped, "some Oct-6 tiling needs a flipped piece"
    assert any("reflections are not allowed" in p for p in calendar_violations(face_up, flipped[0]))


def test_check_json_round_trip():
    r = solved()
    assert r.puzzle.check_json(r.to_json()["placements"]) == []
    with pytest.raises(TypeError, match=r"placement 1 is not \{\"piece\": NAME"):
        r.puzzle.check_json([{"piece": "O6"}])


# -- pre-placed pieces and hints --------------------------------------------
def corner_and_shape(pl):
    shape = normalise(pl.cells)
    h = max(r for r, _ in shape) + 1
    w = max(c for _, c in shape) + 1
    cells = set(shape)
    text = "/".join("".join("#" if (r, c) in cells else "." for c in range(w)) for r in range(h))
    return min(r for r, _ in pl.cells), min(c for _, c in pl.cells), text


def test_place_fixes_a_piece_and_counts_agree_with_full_enumeration():
    everything = count("01-25").solutions
    target = everything[100][2]  # some piece of some solution
    r, c, shape = corner_and_shape(target)
    placed = make_calendar("01-25", place=[f"{target.piece}@{r},{c}:{shape}"])
    assert placed.fixed[0].cells == target.cells
    expected = sum(1 for s in everything if any((p.piece, p.cells) == (target.piece, target.cells)
                                                 for p in s))
    for engine in ("exact", "cpsat"):
        found = placed.count(engine=engine, keep=None)
        assert found.count == expected
        assert all(any(p.cells == target.cells for p in s) for s in found.solutions)


def test_place_every_piece_of_a_solution():
    r = solved()
    specs = []
    for pl in r.placements:
        row, col, shape = corner_and_shape(pl)
        specs.append(f"{pl.piece}@{row},{col}:{shape}")
    for engine in ("exact", "cpsat"):
        found = make_calendar("2026-10-06", place=specs).count(engine=engine)
        assert (found.count, found.complete) == (1, True)


def test_place_turn_codes_match_shapes():
    ed = load_edition("dragonfjord")
    # L5 as drawn '#.../####'; clockwise quarter turn: a column with the foot at the top right
    assert parse_place("L5@0,0:r90", ed).cells == parse_place("L5@0,0:##/#./#./#.", ed).cells
    assert parse_place("L5@2,3", ed).cells == ((2, 3), (3, 3), (3, 4), (3, 5), (3, 6))
    assert parse_place("L5@0,0:fr0", ed).cells == parse_place("L5@0,0:...#/####", ed).cells
    with pytest.raises(PuzzleInputError, match="would be flipped, which one-sided play does not allow"):
        parse_place("L5@0,0:fr0", ed, one_sided=True)


def test_place_conflicts_are_bad_input():
    with pytest.raises(PuzzleInputError) as err:
        make_calendar("2026-10-06", place=["O6@0,3"])
    assert str(err.value) == ("place O6: the piece would cover the Oct cell r2c4, "
                              "which stays uncovered on Tue 6 Oct 2026")
    with pytest.raises(PuzzleInputError) as err:
        make_calendar("2026-10-06", place=["O6@0,0", "P5@1,1"])
    assert str(err.value) == "place P5: the piece would overlap piece O6 at r2c2"
    with pytest.raises(PuzzleInputError) as err:
        make_calendar("2026-10-06", place=["O6@0,0", "O6@3,0"])
    assert str(err.value) == "place O6: piece O6 is placed twice"
    with pytest.raises(PuzzleInputError) as err:
        make_calendar("2026-10-06", place=["O6@5,5"])
    assert str(err.value) == "place O6: the piece would cover r6c8, which is not a board cell"


def test_impossible_placement_is_infeasible_not_an_error():
    # O6 in the top-left corner on 6 October: no tiling has it there (checked by both engines)
    for engine in ("exact", "cpsat"):
        found = make_calendar("2026-10-06", place=["O6@0,0"]).count(engine=engine)
        everything = count("10-06").solutions
        expected = sum(1 for s in everything if any(
            p.piece == "O6" and p.cells == ((0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2)) for p in s))
        assert found.count == expected
        assert found.status is (Status.SOLVED if expected else Status.INFEASIBLE)


def test_hint_shows_the_most_shared_pieces():
    everything = [{(p.piece, p.cells) for p in s} for s in count("01-25").solutions]
    h = make_calendar("01-25").hint(3)
    assert h.violations() == [] and len(h.shown) == 3 and len(h.placements) == 8
    shown = {(p.piece, p.cells) for p in h.shown}
    assert h.remaining == sum(1 for s in everything if shown <= s) and h.complete
    freq = lambda pl: sum(1 for s in everything if (pl.piece, pl.cells) in s)  # noqa: E731
    hidden = [p for p in h.placements if (p.piece, p.cells) not in shown]
    assert min(freq(p) for p in h.shown) >= max(freq(p) for p in hidden)
    data = h.to_json()
    assert data["hint"] == 3 and len(data["placements"]) == 3 and data["solutions_with_hint"] == h.remaining
    with pytest.raises(PuzzleInputError, match=r"hint must be 1\.\.8 \(pieces of dragonfjord\), got 9"):
        make_calendar("01-25").hint(9)


# -- output -----------------------------------------------------------------
def test_json_text_and_picture():
    r = solved()
    data = r.to_json()
    assert data["kind"] == "calendar" and data["date"] == "2026-10-06" and data["edition"] == "dragonfjord"
    assert data["uncovered"] == [{"label": "Oct", "cell": [1, 3]}, {"label": "6", "cell": [2, 5]}]
    assert sorted(p["piece"] for p in data["placements"]) == sorted(["O6", "U5", "V5", "Z5", "L5", "N5", "Y5", "P5"])
    lines = str(r.text()).splitlines()
    assert "Oct" in lines[1] and " 6 " in lines[2]
    fig = r.figure()
    texts = {t.get_text() for t in fig.axes[0].texts}  # labels are glyph collections named by their text
    texts |= {c.get_label() for c in fig.axes[0].collections}
    assert {"Jan", "Dec", "1", "31", "Oct", "6"} <= texts
    assert 'Oct' in r._repr_svg_()


# -- dates -------------------------------------------------------------------
def test_dates_keys_and_today():
    ed = load_edition("weekday")
    assert CalendarDate.of(dt.date(2026, 10, 6)).key == "2026-10-06"
    assert CalendarDate(10, 6, 0, 2026).key == "2026-10-06-Mon"
    assert CalendarDate(2, 29).key == "02-29"
    p = make_calendar(None, "weekday")
    assert (p.date.year, p.date.month, p.date.day) == (dt.date.today().year, dt.date.today().month, dt.date.today().day)
    with pytest.raises(PuzzleInputError, match="edition weekday shows the weekday: give a full date"):
        make_calendar("10-06", ed)
    assert len(year_dates(2024)) == 366 and len(year_dates(2026)) == 365


# -- years ---------------------------------------------------------------------
def lines(path):
    return [json.loads(x) for x in path.read_text().splitlines()]


def assert_valid_year(path, edition, keys, count=False):
    recs = lines(path)
    assert [r["date"] for r in recs] == keys  # one line per date, in order, no duplicates
    ed = load_edition(edition)
    for r in recs:
        day = dt.date.fromisoformat(r["date"][:10])
        puzzle = CalendarPuzzle(ed, CalendarDate.of(day))
        assert r["status"] == "solved" and puzzle.check_json(r["placements"]) == []
        if count:
            assert r["complete"] is True
    return recs


def test_year_run_truncated_mid_line_resumes(tmp_path):
    out = tmp_path / "jan.jsonl"
    january = [dt.date(2024, 1, d) for d in range(1, 32)]
    keys = [d.isoformat() for d in january]
    solve_year("dragonfjord", 2024, out, count=True, dates=january[:12])
    before = out.read_text().splitlines()
    # a kill in the middle of writing the 12th line
    out.write_text("\n".join(before[:11]) + "\n" + before[11][:40])
    seen = []
    summary = solve_year("dragonfjord", 2024, out, count=True, dates=january,
                         progress=lambda done, total, rec: seen.append((done, total, rec["date"])))
    assert summary.skipped == 11 and seen[-1] == (31, 31, "2024-01-31")
    recs = assert_valid_year(out, "dragonfjord", keys, count=True)
    assert out.read_text().splitlines()[:11] == before[:11]  # finished lines untouched
    facts = json.loads((DATA / "published_counts.json").read_text())["dragonfjord"]
    assert {r["date"]: r["count"] for r in recs}["2024-01-25"] == facts["01-25"]
    data = summary.to_json()
    assert data["total"] == sum(r["count"] for r in recs) and data["complete"]
    assert data["most"] == {"count": 216, "dates": ["2024-01-25"]}


def test_year_file_of_another_run_is_refused(tmp_path):
    out = tmp_path / "y.jsonl"
    solve_year("dragonfjord", 2024, out, dates=[dt.date(2024, 1, 1)])
    with pytest.raises(PuzzleInputError) as err:
        solve_year("dragonfjord", 2024, out, count=True, dates=[dt.date(2024, 1, 1)])
    assert str(err.value) == (f"{out}: line 1: the file holds a line for 2024-01-01 without a count: it belongs to "
                              "another run; choose another out")
    with pytest.raises(PuzzleInputError, match="line for 2024-01-01 of edition dragonfjord"):
        solve_year("jarringwords", 2024, out, dates=[dt.date(2024, 1, 1)])
    with pytest.raises(PuzzleInputError, match="a line for 2024-01-01 without one_sided"):
        solve_year("dragonfjord", 2024, out, one_sided=True, dates=[dt.date(2024, 1, 1)])
    with pytest.raises(PuzzleInputError, match="a line for 2024-01-01, which is not a date of this run"):
        solve_year("dragonfjord", 2025, out)


def test_verify_builtin_edition_all_dates_solvable():
    report = verify_edition("dragonfjord")
    assert (report.checked, report.unsolvable, report.unknown, report.ok) == (366, [], [], True)


@pytest.mark.slow  # 2.5-10 s; a cheaper test of the same behaviour stays in the default run
def test_verify_weekday_edition_every_date_and_weekday():
    report = verify_edition("weekday")
    assert (report.checked, report.ok) == (366 * 7, True)


@pytest.mark.slow
def test_cpsat_year_first_solutions(tmp_path):
    out = tmp_path / "y.jsonl"
    summary = solve_year("dragonfjord", 2024, out, engine="cpsat", options=SolverOptions())
    assert summary.to_json()["solved"] == 366
    assert_valid_year(out, "dragonfjord", [d.isoformat() for d in year_dates(2024)])


@pytest.mark.slow  # 2.5-10 s; a cheaper test of the same behaviour stays in the default run
def test_user_edition_with_repeated_pieces(tmp_path):
    path = tmp_path / "multi.txt"
    path.write_text("[pieces]\nD2: ##\n[editions]\nmulti = standard : O6 U5 V5 Z5 L5 N5 D2 D2 D2 D2 D2\n")
    ed = load_edition(str(path))
    assert ed.pieces.count("D2") == 5 and ed.pieces.area == 41
    everything = make_calendar("2026-10-06", ed).count(keep=None)
    assert everything.complete and len(everything.solutions) == everything.count > 0
    domino = ((6, 0), (6, 1))
    with_it = sum(1 for s in everything.solutions if any(p.cells == domino for p in s))
    for engine in ("exact", "cpsat"):
        placed = make_calendar("2026-10-06", ed, place=["D2@6,0"]).count(engine=engine, keep=None)
        assert placed.count == with_it
        assert all(sum(p.piece == "D2" for p in s) == 5 for s in placed.solutions)
    assert str(make_calendar("2026-10-06", ed).solve().text()).count("D2") == 10


def test_year_time_limit_leaves_untried_dates_and_redoes_unknown_ones(tmp_path):
    out = tmp_path / "y.jsonl"
    january = [dt.date(2024, 1, d) for d in range(1, 32)]
    # a deadline already past: no date is tried, so no line is written
    summary = solve_year("dragonfjord", 2024, out, count=True, dates=january,
                         options=SolverOptions(time_limit=1e-9).started())
    assert (summary.untried, summary.records, out.read_text() if out.exists() else "") == (31, [], "")
    solve_year("dragonfjord", 2024, out, count=True, dates=january[:3])
    lines = out.read_text().splitlines()
    unknown = json.loads(lines[1]) | {"status": "unknown", "complete": False}  # as a time limit leaves a date
    out.write_text("\n".join([lines[0], json.dumps(unknown), lines[2]]) + "\n")
    summary = solve_year("dragonfjord", 2024, out, count=True, dates=january[:3])
    assert (summary.redone, summary.skipped) == (1, 2)
    recs = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["date"] for r in recs] == ["2024-01-01", "2024-01-03", "2024-01-02"]  # the redone date last
    assert all(r["status"] == "solved" and r["complete"] for r in recs) and recs[2]["count"] == json.loads(lines[1])["count"]
