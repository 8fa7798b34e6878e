"""Domino Fit by gridsat's own tiling search (gridsat.puzzles.dominofit._kernel):
the recorded game boards, agreement with CP-SAT and with brute force on
random small boards (perturbed, relaxed targets, givens), honest statuses,
the plain-data checker against the original one, and bad input.

Boards come from tests/data/dominofit (see SOURCES.md there) and from
gridsat's planted generator; the shared level bank is only read by the slow
test (and skipped without ../shared).
"""

from __future__ import annotations

import gzip
import itertools
import json
import random
from array import array
from pathlib import Path

import pytest

import gridsat

from gridsat.batch import Item, Settings, solve_item
from gridsat.core.errors import PuzzleInputError
from gridsat.core.options import SolverOptions
from gridsat.puzzles.dominofit import _kernel as _dominoes
from gridsat.puzzles.dominofit import kernel as engine
from gridsat.puzzles import dominofit as df
from gridsat.puzzles.dominofit.check import check_tiling
from gridsat.puzzles.dominofit.generator import generate
from gridsat.puzzles.dominofit.search import counters, free_cells

DATA = Path(__file__).parent / "data" / "dominofit"


def records(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


SLICE = [(rule, i, rec) for rule in ("dot", "cell") for i, rec in enumerate(records(DATA / f"isotropic_slice.{rule}.jsonl"))]


def all_tilings(rows, cols, blocked):
    """Every domino tiling of the free cells, by plain recursion (no solver)."""
    free = [(r, c) for r in range(rows) for c in range(cols) if (r, c) not in blocked]
    ok = set(free)
    out = []

    def rec(i, covered, chosen):
        while i < len(free) and free[i] in covered:
            i += 1
        if i == len(free):
            out.append(chosen)
            return
        r, c = free[i]
        for d, other in ((("H", r, c), (r, c + 1)), (("V", r, c), (r + 1, c))):
            if other in ok and other not in covered:
                rec(i + 1, covered | {(r, c), other}, chosen + [d])

    rec(0, frozenset(), [])
    return out


def random_board(rng: random.Random, rows: int, cols: int, rule: str):
    """A planted board, then perturbed: targets nudged, relations relaxed, givens added (any may be absent)."""
    gen = generate(rows, cols, seed=rng.randrange(10 ** 6), rule=rule, block_frac=rng.choice([0.0, 0.1, 0.2]))
    p = gen.puzzle
    rt, ct = list(p.row_targets), list(p.col_targets)
    for _ in range(rng.choice([0, 0, 1, 2])):
        line = rng.choice([rt, ct])
        i = rng.randrange(len(line))
        line[i] = max(0, line[i] + rng.choice([-2, -1, 1, 2]))
    rels = [None, None]
    mode = rng.random()
    if mode < 0.3:  # mixed relations per line
        rels = [tuple(rng.choice(["=", "<=", ">="]) for _ in rt), tuple(rng.choice(["=", "<=", ">="]) for _ in ct)]
    elif mode < 0.45:  # one axis relaxed, the other exact
        axis = rng.randrange(2)
        rels[axis] = (rng.choice(["<=", ">="]),) * (rows if axis == 0 else cols)
    givens = ()
    if rng.random() < 0.3:
        pool = gen.solution if rng.random() < 0.7 else p.placements
        givens = tuple(sorted(set(rng.sample(list(pool), min(len(pool), rng.randint(1, 2))))))
        cells = [x for g in givens for x in df.domino_cells(g)]
        if len(cells) != len(set(cells)):
            givens = givens[:1]
    return df.DominoFitPuzzle(rows, cols, p.blocked, tuple(rt), tuple(ct), rule, rels[0], rels[1], givens)


# -- recorded game boards ------------------------------------------------------
@pytest.mark.parametrize("rule,i,rec", SLICE, ids=[f"{r}-{i}" for r, i, _ in SLICE])
def test_game_board_reproduces_its_unique_recorded_tiling(rule, i, rec):
    puzzle = df.puzzle_from_json(rec)
    res = df.solve(puzzle, unique=True, engine="search")
    assert (res.status.value, res.uniqueness.value, res.engine) == ("solved", "unique", "search")
    assert sorted(res.dominoes) == sorted(tuple(d) for d in rec["solution"])
    assert df.solve(puzzle, unique=True).engine == "search"  # what auto picks on a game board


def test_a_collection_line_goes_through_the_batch_worker(tmp_path):
    line = (DATA / "isotropic_slice.dot.jsonl").read_text().splitlines()[0]
    rec = solve_item(Item("bank.jsonl", 1, line), Settings(unique=True, check_answer=True))
    assert (rec["status"], rec["uniqueness"], rec["check"], rec["matches_record"]) == ("solved", "unique", "passed", True)
    assert rec["answer"]["engine"] == "search"
    bad = solve_item(Item("bank.jsonl", 2, "{not json"), Settings(unique=True))
    assert bad["status"] == "bad_input" and bad["error"].startswith("bank.jsonl: line 2: ")


def test_implied_counts_are_the_planted_tilings_counts():
    rng = random.Random(5)
    for _ in range(200):
        rows, cols, rule = rng.randint(2, 7), rng.randint(2, 7), rng.choice(["cell", "dot"])
        gen = generate(rows, cols, seed=rng.randrange(10 ** 6), rule=rule)
        imp = df.implied_counts(gen.puzzle)
        assert imp.contradiction is None
        sol = gen.solution
        assert imp.h_row == [sum(1 for k, r, _ in sol if k == "H" and r == i) for i in range(rows)]
        assert imp.v_row == [sum(1 for k, r, _ in sol if k == "V" and r == i) for i in range(rows)]
        assert imp.h_col == [sum(1 for k, _, c in sol if k == "H" and c == j) for j in range(cols)]
        assert imp.v_col == [sum(1 for k, _, c in sol if k == "V" and c == j) for j in range(cols)]


# -- agreement with CP-SAT and brute force -----------------------------------
@pytest.mark.slow  # (1.4 s of the default run, sitting 14: the slow set runs it)
def test_uniqueness_and_infeasibility_agree_with_cpsat_on_random_boards():
    rng = random.Random(2024)
    seen = set()
    for trial in range(160):
        rows, cols = rng.randint(2, 6), rng.randint(2, 6)
        p = random_board(rng, rows, cols, rng.choice(["cell", "dot"]))
        ref = df.solve(p, unique=True, engine="cpsat")
        out = df.solve(p, unique=True, engine="search")  # checked when built
        assert out.status == ref.status, (trial, p.to_json())
        assert out.uniqueness == ref.uniqueness, (trial, p.to_json())
        if out.second is not None:
            assert df.check_dominoes(p, out.second) == [] and sorted(out.second) != sorted(out.dominoes)
        seen.add(out.uniqueness.value)
        seen.add(("relaxed", any(x != "=" for x in p.row_relations + p.col_relations)))
        seen.add(("givens", bool(p.givens)))
    # the sample exercised every verdict, relaxed targets and givens
    assert {"unique", "not_unique", "no_solution", ("relaxed", True), ("givens", True)} <= seen


def test_counts_equal_brute_force_on_tiny_boards():
    """Counting with a high limit gives exactly the number of tilings that the checker accepts."""
    rng = random.Random(7)
    for _ in range(60):
        rows, cols = rng.randint(2, 5), rng.randint(2, 5)
        p = random_board(rng, rows, cols, rng.choice(["cell", "dot"]))
        want = [t for t in all_tilings(rows, cols, p.blocked) if df.check_dominoes(p, t) == []]
        out = p.run(gridsat.Task("count", keep=None, engine="search"))
        assert out.complete and out.count == len(want)
        assert sorted(map(sorted, out.solutions)) == sorted(map(sorted, want))


def test_every_search_order_and_pruning_finds_the_same_tilings():
    rng = random.Random(11)
    for _ in range(25):
        p = random_board(rng, rng.randint(3, 6), rng.randint(3, 6), rng.choice(["cell", "dot"]))
        packed, reason = counters(p)
        if reason:
            continue
        found = set()
        for order, tight, chain in itertools.product(engine.ORDERS, (False, True), (False, True)):
            out = engine.search(p.rows, p.cols, free_cells(p), packed, p.givens, limit=10 ** 5,
                                keep=10 ** 5, order=order, tight=tight, chain=chain, seed=3)
            found.add(tuple(sorted(tuple(sorted(t)) for t in out.tilings)))
        assert len(found) == 1


# -- honest statuses ------------------------------------------------------------
def test_node_budget_gives_unknown_not_infeasible():
    puzzle = generate(25, 25, seed=1, rule="dot").puzzle
    packed, _ = counters(puzzle)
    out = engine.search(25, 25, free_cells(puzzle), packed, b"", limit=2, node_limit=2000)
    assert out.status == engine.BUDGET and out.count == 0


def test_time_limit_gives_unknown():
    puzzle = generate(40, 40, seed=2, rule="cell").puzzle
    out = df.solve(puzzle, SolverOptions(time_limit=0.05), unique=True, engine="search")
    assert (out.status.value, out.uniqueness.value, out.complete) == ("unknown", "unknown", False)


def test_arithmetic_contradiction_is_infeasible_with_a_reason():
    rec = dict(records(DATA / "isotropic_slice.cell.jsonl")[0])
    rec["row_targets"] = [rec["row_targets"][0] + 1] + rec["row_targets"][1:]
    res = df.solve(df.puzzle_from_json(rec), unique=True, engine="search")
    assert (res.status.value, res.uniqueness.value) == ("infeasible", "no_solution")
    assert res.reason == ("row 1 has 6 free cells, so its score under the cell rule is 6 plus 2 for each horizontal "
                          "domino in it: never 13")


# -- the checker ----------------------------------------------------------------
def test_the_checker_names_every_broken_tiling():
    rng = random.Random(3)
    for rule, _, rec in SLICE:
        p = df.puzzle_from_json(rec)
        sol = [tuple(d) for d in rec["solution"]]
        assert check_tiling(p.rows, p.cols, p.blocked, p.row_targets, p.col_targets, rule, sol) == []
        for _ in range(15):
            s = list(sol)
            for _ in range(rng.randint(1, 3)):
                i = rng.randrange(len(s))
                op = rng.random()
                if op < 0.3:
                    s.pop(i)
                elif op < 0.6:
                    s[i] = (rng.choice("HV"), s[i][1] + rng.randint(-1, 1), s[i][2] + rng.randint(-1, 1))
                elif op < 0.8:
                    s.append(s[i])
                else:
                    s[i] = ("H", -1, p.cols - 1)
            got = check_tiling(p.rows, p.cols, p.blocked, p.row_targets, p.col_targets, rule, s, p.row_relations,
                               p.col_relations, ((sol[0]),))
            assert got == df.check_dominoes(p.with_changes(givens=(sol[0],)), s)
            assert bool(got) == (sorted(s) != sorted(sol))  # a mutation may give back the same tiling


def test_checker_names_a_missing_given_and_a_malformed_domino():
    rec = records(DATA / "isotropic_slice.dot.jsonl")[0]
    sol = [tuple(d) for d in rec["solution"]]
    args = (rec["rows"], rec["cols"], [tuple(b) for b in rec["blocked"]], rec["row_targets"], rec["col_targets"], "dot")
    other = ("V", 0, 0) if sol[0] != ("V", 0, 0) else ("H", 0, 0)
    assert check_tiling(*args, sol, givens=[other]) == [f"given domino {list(other)} is not in the tiling"]
    assert check_tiling(*args, sol + [("X", 1, 1)])[0].startswith("['X', 1, 1] is not a domino")


# -- bad input ------------------------------------------------------------------
@pytest.mark.parametrize("change,message", [
    ({"rows": 0}, "rows must be a whole number from 1 to 1000"),
    ({"row_targets": [1]}, "row_targets has 1 entry, expected"),
    ({"col_targets": "x"}, "col_targets must be a list"),
    ({"rule": "dots"}, "unknown rule 'dots'"),
    ({"blocked": [[9, 9]]}, "is outside the"),
    ({"targets": "most"}, "targets must be exact, at-most or at-least"),
    ({"givens": [["H", 0, 5]]}, "does not fit: r1c7 is off the grid"),
    ({"givens": [["H", 0, 0], ["V", 0, 1]]}, "overlap at r1c2"),
])
def test_bad_records_are_rejected_with_the_puzzle_messages(change, message):
    rec = {"rows": 6, "cols": 6, "blocked": [], "row_targets": [6] * 6, "col_targets": [6] * 6, "rule": "dot", **change}
    with pytest.raises(PuzzleInputError, match=__import__("re").escape(message)):
        df.puzzle_from_json(rec)


def test_kernel_rejects_malformed_arguments():
    free = bytes([1] * 4)
    ok = array("i", [0, 0, 1, 1, 0, 0, 0, 4])
    call = _dominoes.search
    with pytest.raises(ValueError, match="free has 3 bytes"):
        call(2, 2, free[:3], ok, b"", 1, 1, 0, 0.0, 0, 0, 0, 0)
    with pytest.raises(ValueError, match="8 int32 per counter"):
        call(2, 2, free, array("i", [0, 0, 1]), b"", 1, 1, 0, 0.0, 0, 0, 0, 0)
    with pytest.raises(ValueError, match="axis must be 0 or 1"):
        call(2, 2, free, array("i", [0, 5, 1, 1, 0, 0, 0, 4]), b"", 1, 1, 0, 0.0, 0, 0, 0, 0)
    with pytest.raises(ValueError, match="not a domino inside the grid"):
        call(2, 2, free, ok, array("i", [0, 0, 1]), 1, 1, 0, 0.0, 0, 0, 0, 0)
    with pytest.raises(ValueError, match="covers a blocked cell"):
        call(2, 2, bytes([1, 0, 1, 1]), ok, array("i", [0, 0, 0]), 1, 1, 0, 0.0, 0, 0, 0, 0)
    with pytest.raises(ValueError, match="restarts"):
        call(2, 2, free, ok, b"", 2, 2, 0, 0.0, 2, 0, 0, 10)
    with pytest.raises(ValueError, match="grid"):
        call(0, 2, free, ok, b"", 1, 1, 0, 0.0, 0, 0, 0, 0)
    with pytest.raises(TypeError):
        call(2, 2, [1, 1, 1, 1], ok, b"", 1, 1, 0, 0.0, 0, 0, 0, 0)
    # a 2x2 grid with row 0 = 2 horizontal cells: exactly one tiling (both horizontal) has 2 H cells per row
    out = engine.search(2, 2, free, [engine.Counter("row", r, (1, 1, 0, 0), 2, 2) for r in range(2)], limit=5)
    assert (out.status, out.count, out.tilings) == (engine.EXHAUSTED, 1, [[("H", 0, 0), ("H", 1, 0)]])


# -- the whole shared sample and a slice of the level bank (slow) ----------------
@pytest.mark.slow
def test_shared_sample_and_bank_slice_reproduce_the_game_tilings(shared_data):
    folder = shared_data / "dominofit"
    settings = Settings(unique=True, check_answer=True)
    for rule in ("dot", "cell"):
        path = folder / "isotropic" / f"isotropic_sample.{rule}.jsonl"
        for i, line in enumerate(path.read_text().splitlines(), 1):
            res = solve_item(Item(str(path), i, line), settings)
            assert (res["uniqueness"], res["matches_record"]) == ("unique", True), line
    with gzip.open(folder / "isotropic_all" / "all.dot.jsonl.gz", "rt") as fh:
        for i, line in enumerate(itertools.islice(fh, 3000), 1):
            res = solve_item(Item("all.dot.jsonl.gz", i, line), settings)
            assert (res["uniqueness"], res["matches_record"], res["check"]) == ("unique", True, "passed"), line
