"""The one stepping loop (puzzles/grid/steploop.py) every hinting grid genre runs: Sudoku's, the seven shading
genres' and Yin-Yang's steps each went through a loop of their own (rules, then a trial, then a guess, under the
deadline, checked against the answer), three copies differing only in their parts.  The steps themselves are
pinned by tests/test_hint_steps_pinned.py and each genre's hint tests; here: that every genre's run goes through
the one loop (a wrong step is told in the loop's words), and the loop's own behaviour on a toy genre that gives
only its parts."""

from pathlib import Path

import pytest

import gridsat
from gridsat.core.hints import Step
from gridsat.puzzles.grid import steploop

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
SHADING = {"nurikabe": "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g",
           "hitori": "https://puzz.link/p?hitori/4/4/1114142333214213",
           "heyawake": "https://puzz.link/p?heyawake/6/6/lll155007rs12222j",
           "starbattle": "https://puzz.link/p?starbattle/5/5/1/97simb4e",
           "norinori": "https://puzz.link/p?norinori/5/5/cag4ocjo",
           "lightup": "https://puzz.link/p?akari/6/6/nekcakbl",
           "lits": "https://puzz.link/p?lits/4/4/9q02jg"}


def _against(answer: list, grid: list, other) -> Step:
    """A faulty rule's step: the first cell ``grid`` (flat) leaves undecided, decided ``other(its answer)``."""
    cols = len(answer[0])
    r, c = divmod(grid.index(0), cols)
    return Step("bogus", f"r{r + 1}c{c + 1} is wrong: a faulty rule", {(r, c): other(answer[r][c])}, [], 1)


def told(kind, puzzle) -> str:
    with pytest.raises(AssertionError) as raised:
        kind.hints(puzzle)
    return str(raised.value)


@pytest.mark.parametrize("name", sorted(SHADING))
def test_a_shading_genres_wrong_step_is_the_loops_error(name, monkeypatch):
    kind = gridsat.kinds.get(name)
    puzzle = kind.parse(SHADING[name])
    answer, said = kind.hints(puzzle).answer, []

    def bogus(state):
        said.append(_against(answer, state.grid, lambda v: 3 - v))
        return said[-1:]

    logic = kind._logic()
    monkeypatch.setattr(logic, "RULES", [bogus, *logic.RULES])
    assert told(kind, puzzle) == f"{kind.title}: a step contradicts the answer: {said[0].sentence}"


def test_sudokus_and_yinyangs_wrong_step_is_the_loops_error(monkeypatch):
    from gridsat.puzzles.sudoku import stepping as sudoku
    from gridsat.puzzles.yinyang import stepping as yinyang

    kind = gridsat.kinds.get("sudoku")
    puzzle = kind.parse("https://puzz.link/p?sudoku/4/4/g1k23k3g")
    answer = kind.hints(puzzle).answer
    assert answer[0] == [2, 1, 4, 3]  # r1c1 empty, 2 in the answer: said 3
    monkeypatch.setattr(sudoku, "next_steps", lambda lay, grid, *a: [_against(answer, grid, lambda v: v % 4 + 1)])
    # (it said "a step disagrees with the answer", no puzzle named)
    assert told(kind, puzzle) == "Sudoku: a step contradicts the answer: r1c1 is wrong: a faulty rule"

    kind = gridsat.kinds.get("yinyang")
    puzzle = kind.parse((EXAMPLES / "yinyang-10x10.txt").read_text())
    answer = kind.hints(puzzle).answer
    monkeypatch.setattr(yinyang, "next_rules", lambda state: [_against(answer, state.grid, lambda v: 3 - v)])
    assert told(kind, puzzle) == f"{puzzle.name}: a step contradicts the answer: r1c1 is wrong: a faulty rule"


class Row:
    """A toy puzzle: one row whose answer is ``answer``, proven unique."""

    name = "Toy"

    def __init__(self, answer):
        self.answer = answer

    def uniqueness(self, options=None):
        from types import SimpleNamespace

        from gridsat.core.status import Uniqueness

        return SimpleNamespace(uniqueness=Uniqueness.UNIQUE, interrupted=False, grid=[list(self.answer)])


def toy(answer, rules):
    """A genre giving only its parts: its rules (a function of the flat grid), no trial, a guess of the first
    undecided cell."""
    n = len(answer)

    def decide(grid, steps):
        for step in steps:
            for (_, c), v in step.decided.items():
                grid[c] = v

    def guess(grid, right, deadline):
        c = grid.index(0)
        return Step("guess", f"c{c + 1} is {right[c]}", {(0, c): right[c]}, [], 4)

    return steploop.Genre(1, n, rules=rules, trial=lambda grid, right, deadline: None, guess=guess, apply=decide,
                          state=lambda grid: grid, givens=lambda: [0] * n,
                          read_start=lambda grid, start: grid.__setitem__(slice(None), start[0]),
                          answer=lambda result: result.grid[0])


def ones(grid):
    """A rule: a cell beside a 1 is 2."""
    return [Step("beside", f"c{c + 1} is 2", {(0, c): 2}, [(0, c - 1)], 1)
            for c in range(1, len(grid)) if grid[c - 1] == 1 and not grid[c]][:1]


def test_a_toy_genre_steps_rules_first_then_guesses():
    out = steploop.deduce(Row([1, 2, 1, 2]), toy([1, 2, 1, 2], ones))
    assert [(s.rule, s.sentence) for s in out.steps] == [("guess", "c1 is 1"), ("beside", "c2 is 2"),
                                                         ("guess", "c3 is 1"), ("beside", "c4 is 2")]
    assert (out.verdict, out.complete, out.grid, out.answer) == ("unique", True, [[1, 2, 1, 2]], [[1, 2, 1, 2]])
    first = steploop.deduce(Row([1, 2, 1, 2]), toy([1, 2, 1, 2], ones), first=True)
    assert [s.sentence for s in first.steps] == ["c1 is 1"] and first.grid == [[1, 0, 0, 0]]


def test_a_toy_genres_position_mistakes_and_deadline():
    mistaken = steploop.deduce(Row([1, 2, 1, 2]), toy([1, 2, 1, 2], ones), start=[[1, 1, 0, 0]])
    assert (mistaken.mistakes, mistaken.steps) == ([(0, 1)], [])
    started = steploop.deduce(Row([1, 2, 1, 2]), toy([1, 2, 1, 2], ones), start=[[0, 0, 1, 0]])
    assert [s.sentence for s in started.steps] == ["c4 is 2", "c1 is 1", "c2 is 2"]
    late = steploop.deduce(Row([1, 2, 1, 2]), toy([1, 2, 1, 2], ones), deadline=0.0)
    assert (late.complete, late.steps, late.grid) == (False, [], [[0, 0, 0, 0]])


def test_a_toy_genres_wrong_rule_raises():
    def wrong(grid):
        return [Step("bogus", "c1 is 2", {(0, 0): 2}, [], 1)] if not grid[0] else []

    with pytest.raises(AssertionError, match="^Toy: a step contradicts the answer: c1 is 2$"):
        steploop.deduce(Row([1, 2]), toy([1, 2], wrong))
