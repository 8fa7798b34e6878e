"""Why a puzzle has no answer: the clues that cannot all hold (gridsat.puzzles.conflict).

Each reason is checked against brute force over every answer grid of the thinned puzzle, read by the genre's own
checker (never the solver): with the named clues alone there is no answer, and without any one of them there is.
"""

import itertools
import random
import re
import time
from dataclasses import replace

import pytest

from gridsat.core.options import SolverOptions
from gridsat.core.status import Status
from gridsat.puzzles import conflict
from gridsat.puzzles.conflict import needed_subset
from gridsat.puzzles.kinds import get
from gridsat.puzzles.yinyang.check import check_grid


def _has_answer(puzzle, values=(0, 1), check=None) -> bool:
    """Brute force: some grid of ``values`` the genre's checker takes (never the solver)."""
    cells = puzzle.rows * puzzle.cols
    for flat in itertools.product(values, repeat=cells):
        grid = [list(flat[r * puzzle.cols:(r + 1) * puzzle.cols]) for r in range(puzzle.rows)]
        if not (check(puzzle, grid) if check else puzzle.violations(grid)):
            return True
    return False


def _named_cells(reason: str) -> list:
    return [(int(r) - 1, int(c) - 1) for r, c in re.findall(r"at r(\d+)c(\d+)", reason)]


def _thinned(puzzle, kept, field="clues", weaker=None):
    """The puzzle with every clue outside ``kept`` weakened (the genre's ``weaker``; Yin-Yang: no given)."""
    rows = [list(row) for row in getattr(puzzle, field)]
    for r, row in enumerate(rows):
        for c, v in enumerate(row):
            if (r, c) not in kept and (v is not None if weaker else v != 0):
                rows[r][c] = weaker(v) if weaker else 0
    return replace(puzzle, **{field: tuple(map(tuple, rows))})


def test_the_light_up_reason_holds_by_brute_force():
    kind, rng, checked = get("lightup"), random.Random(20261204), 0
    while checked < 8:
        clues = [[rng.choice([None, None, None, "#", 0, 1, 2, 3, 4]) for _ in range(3)] for _ in range(3)]
        text = "lightup\n" + "\n".join(" ".join("." if v is None else str(v) for v in row) for row in clues)
        puzzle = kind.parse(text)
        result = puzzle.solve()
        if result.status is not Status.INFEASIBLE:
            continue
        checked += 1
        assert result.reason, text
        kept = _named_cells(result.reason)
        numbers = {c for c, v in puzzle.clued().items() if v != "#"}
        assert kept and set(kept) <= numbers, (text, result.reason)
        assert not _has_answer(_thinned(puzzle, set(kept), weaker=puzzle.weaker)), (text, result.reason)
        for cell in kept:  # each is needed
            assert _has_answer(_thinned(puzzle, set(kept) - {cell}, weaker=puzzle.weaker)), (text, cell)


def test_the_yin_yang_reason_holds_by_brute_force():
    kind, rng, checked = get("yinyang"), random.Random(4), 0
    while checked < 6:
        givens = [[rng.choice([0, 0, 1, 2]) for _ in range(3)] for _ in range(3)]
        puzzle = kind.parse("\n".join(" ".join(map(str, row)) for row in givens))
        result = puzzle.solve()
        if result.status is not Status.INFEASIBLE:
            continue
        checked += 1
        kept = set(_named_cells(result.reason))
        assert kept and all(givens[r][c] for r, c in kept), result.reason
        assert not _has_answer(_thinned(puzzle, kept, "givens"), (1, 2), check_grid), result.reason
        for cell in kept:
            assert _has_answer(_thinned(puzzle, kept - {cell}, "givens"), (1, 2), check_grid), (givens, cell)


def test_the_reasons_in_words():
    light = get("lightup").parse("lightup\n. 4 .\n. . .\n. . .").solve()
    assert light.reason == "the wall number 4 at r1c2 cannot hold, even with every other wall number taken away"
    island = get("nurikabe").parse("nurikabe\n2 . .\n. . .\n. . 5").solve()
    assert island.reason == ("the island sizes 2 at r1c1 and 5 at r3c3 cannot all hold, even with every other "
                             "island size taken away, each numbered cell still in an island of its own (take one of these "
                             "away too and an answer exists)")
    sudoku = get("sudoku").parse("sudoku\n1 1 . .\n. . . .\n. . . .\n. . . 2").solve()
    assert sudoku.reason == ("the givens 1 at r1c1 and 1 at r1c2 cannot all hold, even with every other given "
                             "taken away (take one of these away too and an answer exists)")
    assert sudoku.answer_json()["reason"] == sudoku.reason
    assert str(sudoku.text()) == f"no answer: {sudoku.reason}"


def test_a_hint_says_why_there_is_no_answer():
    kind = get("yinyang")
    deduction = kind.hints(kind.parse("1 2\n2 1"))
    from gridsat.core.hints import refusal

    assert refusal(deduction) == (
        "no hints: the puzzle has no answer: the given circles white at r1c1, black at r1c2, black at r2c1 and white "
        "at r2c2 cannot all hold, even with every other given circle taken away (take one of these away too and an "
        "answer exists)")


def test_a_lits_region_too_small_for_a_tetromino_is_named():
    # LITS said only infeasible; its regions now thin as Star Battle's and Norinori's do (test_lead22), a region's
    # tetromino made optional (test_lead23): a region of three cells holds none
    puzzle = get("lits").parse("lits\na a a b\nb b b b")
    result = puzzle.solve()
    assert (result.status, result.reason, result.conflict) == (
        Status.INFEASIBLE, "the region at r1c1 cannot hold an L, I, T or S tetromino, even with every other region "
        "left free to hold no tetromino", [[0, 0], [0, 1], [0, 2]])


def test_hitoris_numbers_weaken_to_question_marks():
    # the 2s around the centre: whichever of each pair is shaded walls a corner in
    result = get("hitori").parse("hitori\n1 2 1\n2 1 2\n1 2 1").solve()
    assert result.reason == ("the numbers 2 at r1c2, 2 at r2c1, 2 at r2c3 and 2 at r3c2 cannot all hold, even with "
                             "every other number taken away (take one of these away too and an answer exists)")


def test_no_reason_is_sought_past_the_time_limit():
    # the status is proven; the reason is extra and never runs past the run's deadline (here already all but spent)
    puzzle = get("lightup").parse("lightup\n. 4 .\n. . .\n. . .")
    result = puzzle.solve(options=SolverOptions(deadline=time.perf_counter() + 0.15))
    assert result.status is Status.INFEASIBLE and result.reason is None


def test_the_reasons_search_keeps_to_its_budget(monkeypatch):
    # (conftest gives tests a minute; a user's run has BUDGET seconds past the proof)
    monkeypatch.setattr(conflict, "BUDGET", 0.0)
    result = get("nurikabe").parse("nurikabe\n2 . .\n. . .\n. . 5").solve()
    assert (result.status, result.reason) == (Status.INFEASIBLE, None)


def test_the_command_prints_the_reason(tmp_path, run_cli):
    path = tmp_path / "lu.txt"
    path.write_text("lightup\n. 4 .\n. . .\n. . .\n")
    code, out, err = run_cli("solve", str(path))
    assert code == 1, err
    assert out.splitlines()[0] == ("no answer: the wall number 4 at r1c2 cannot hold, even with every other wall "
                                   "number taken away")
    assert out.splitlines()[1].startswith("infeasible in ")


def _brute_needed(items, hidden):
    """A monotone question: infeasible when the set holds one of the ``hidden`` sets whole."""
    return lambda kept: any(h <= set(kept) for h in hidden)


@pytest.mark.parametrize("seed", range(40))
def test_needed_subset_keeps_a_set_whose_every_item_is_needed(seed):
    rng = random.Random(seed)
    items = list(range(rng.randint(1, 12)))
    hidden = [set(rng.sample(items, rng.randint(1, min(3, len(items))))) for _ in range(rng.randint(1, 3))]
    infeasible = _brute_needed(items, hidden)
    kept, needed = needed_subset(items, infeasible, lambda: False)
    assert needed and infeasible(kept)
    assert all(not infeasible([x for x in kept if x != i]) for i in kept)


@pytest.mark.parametrize("seed", range(20))
def test_needed_subset_keeps_what_an_unanswered_question_asked_about(seed):
    # a question whose time ran out (None) keeps its items, unshown needed: the set kept still has no answer
    rng = random.Random(seed)
    items = list(range(rng.randint(2, 12)))
    hidden = [set(rng.sample(items, rng.randint(1, 2)))]
    unsure = set(rng.sample(items, 2))
    truth = _brute_needed(items, hidden)
    kept, needed = needed_subset(items, lambda k: None if unsure - set(k) and not truth(k) else truth(k),
                                 lambda: False)
    assert truth(kept) and (not needed or all(not truth([x for x in kept if x != i]) for i in kept))


def test_needed_subset_when_time_runs_out_or_no_item_is_needed():
    assert needed_subset([1, 2, 3], lambda kept: len(kept) == 3, lambda: True) == ([1, 2, 3], False)
    assert needed_subset([1, 2, 3], lambda kept: True, lambda: False) == ([], True)  # none of them is needed


def test_jupyter_draws_a_run_without_an_answer_as_the_puzzle_read():
    # figure() draws answers only: an infeasible result drew nothing in a notebook, where the command line draws the
    # puzzle as read with the clues that cannot all hold outlined
    result = get("lightup").parse("lightup\n. 4 .\n. . .\n. . .").solve()
    assert result.figure() is None and result._repr_png_().startswith(b"\x89PNG\r\n\x1a\n")
    assert "#e0301e" in result._repr_svg_()  # the red frame of the clue that cannot hold


def test_no_answer_even_with_every_clue_weakened_is_said_so():
    # two island clues side by side: whatever their sizes, they share an island; the reason names the two
    # (it said only "there is none even with every island size taken away", which left a newcomer guessing)
    result = get("nurikabe").parse("nurikabe\n1 1\n. .").solve()
    assert (result.reason, result.conflict) == (
        "the numbers at r1c1 and r1c2 touch, so one island would hold both (whatever the island sizes)",
        [[0, 0], [0, 1]])
